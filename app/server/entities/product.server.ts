/**
 * The product, described once: each field's input rule (zod), its CSV import column (help and the
 * template's example) and, for fields the form draws from this list, its input. The form's schema
 * (admin form, /api, CSV import), the import's columns, template and guide, the import's writes and
 * the extra form section are all derived from here, so a new field is one entry below plus its column
 * in db/schema.ts and a migration. Its file fields, who may see it and its page close the file.
 */
import { z } from "zod";
import {
  FIT_FACT_INPUTS,
  fitTermsOf,
  INK_SIDES,
  MAX_FIT_TERMS,
  parseSize,
  PRINT_METHODS,
  RIBBON_TYPES,
} from "~/lib/fits";
import type { ProductRow } from "../db/schema";
import { GALLERY_UPLOAD, IMAGE_UPLOAD, PDF_UPLOAD } from "../files/uploads.server";
import {
  booleanField,
  optionalNumber,
  optionalText,
  requiredText,
  slugField,
} from "../validation/fields.server";
import { describeEntity, type ImportColumn } from "./entity.server";

const TRUE_FALSE = "true/false, yes/no or 1/0";

/** How the admin form draws a field that it takes from this list (plain data for the page). */
export type FormInput =
  | { kind: "text"; label: string; maxLength?: number; hint?: string; placeholder?: string }
  | { kind: "number"; label: string; min?: number; step?: string; hint?: string }
  | { kind: "select"; label: string; options: { value: string; label: string }[]; hint?: string }
  | { kind: "checkbox"; label: string; hint?: string };

interface FieldDescription {
  schema: z.ZodType;
  /** The CSV column; absent when the import does not take the field. */
  csv?: {
    /** The header, when it is not the field's name (the brand is named, not numbered). */
    column?: string;
    required?: boolean;
    /** A required value the importer fills in when the cell is blank. */
    generated?: boolean;
    help: string;
    example: string;
    /** The value a new row gets when the cell is blank (SQL literal); else NULL. */
    insertDefault?: string;
    /**
     * Taken by the import and listed in its guide, but left out of the template: the fit facts
     * and pairs matter to supplies only, and a printer's sheet stays as short as it was.
     */
    notInTemplate?: true;
  };
  /** Drawn by the form from this list; fields without it are laid out by hand in the form. */
  form?: FormInput;
  /**
   * Drawn in the form's "Fits" section (with the pairs) rather than among the other described
   * inputs.
   */
  fitsSection?: true;
  /** Not a column: a list of related products, written to its own table by the save. */
  relation?: true;
}

const GST_RATES = ["0", "5", "12", "18", "28"] as const;

/** Optional GST slab: one of the rates the Indian GST law sets for goods. */
const gstRate = z.preprocess(
  (v) => {
    // A form or CSV sends "18" or "18%"; a JSON client may send the number 18.
    const text =
      typeof v === "string" ? v.trim().replace(/\s*%$/, "") : typeof v === "number" ? String(v) : v;
    return text === "" || text === null ? undefined : text;
  },
  z
    .enum(GST_RATES, { error: "GST rate must be 0, 5, 12, 18 or 28" })
    .optional()
    .transform((v) => (v === undefined ? null : Number(v))),
);

/** Optional HSN code: the 4 to 8 digits of the Harmonised System of Nomenclature. */
const hsnCode = optionalText("HSN code", 8).refine(
  (v) => v === null || /^\d{4,8}$/.test(v),
  "HSN code must be 4 to 8 digits",
);

/** A size in the kept unit, typed with or without its unit; blank is null. */
const size = (label: string, unit: "mm" | "m", max: number) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      const text = String(v).trim();
      if (text === "") return undefined;
      return parseSize(text, unit) ?? text;
    },
    z
      .number({
        error: `${label} must be a size such as ${unit === "mm" ? '110, 110 mm, 11 cm or 1"' : "300, 300 m or 984 ft"}`,
      })
      .gt(0, `${label} must be more than 0`)
      .max(max, `${label} must be at most ${max} ${unit}`)
      .optional()
      .transform((n) => n ?? null),
  );

/** One of a few words, typed in any case; blank is null. */
const choice = <T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      const text = String(v)
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, "-");
      return text === "" ? undefined : text;
    },
    z
      .enum(values, { error: `${label} must be one of: ${values.join(", ")}` })
      .optional()
      .transform((x) => x ?? null),
  );

/** A list of printers or supplies: text ("zd421|zd421t", one a line) or an /api array of strings. */
const fitList = (label: string) =>
  z.preprocess(
    (v) => fitTermsOf(v),
    z
      .array(z.string().max(120, `${label}: each entry must be at most 120 characters`))
      .max(MAX_FIT_TERMS, `${label}: at most ${MAX_FIT_TERMS} entries`)
      .optional(),
  );

export const PRODUCT_FIELDS = {
  name: {
    schema: requiredText("Name"),
    csv: { required: true, help: "Product name", example: "Zebra ZD230 Desktop Printer" },
  },
  slug: {
    schema: slugField(),
    csv: {
      required: true,
      generated: true,
      help: "URL name (lowercase letters, digits, hyphens); made from the name when blank. A slug that exists updates that product",
      example: "zebra-zd230-desktop-printer",
    },
  },
  category: {
    schema: requiredText("Category", 100),
    csv: {
      required: true,
      help: "Category name or display name; a category that does not exist yet is created, with this value as its display name",
      example: "desktop-printers",
    },
  },
  short_description: {
    schema: requiredText("Short description", 500),
    csv: {
      required: true,
      help: "One line for cards and search results",
      example: "Affordable 4-inch desktop label printer",
    },
  },
  description: {
    schema: requiredText("Description", 20000),
    csv: {
      required: true,
      help: "Full description",
      example: "Reliable direct thermal printing for shipping, retail and product labels.",
    },
  },
  model: {
    schema: optionalText("Model", 100),
    csv: { help: "Model code", example: "ZD230" },
  },
  specifications: {
    schema: optionalText("Specifications", 10000),
    csv: {
      help: "Key: value pairs separated by ';'",
      example: "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips",
    },
  },
  features: {
    schema: optionalText("Features", 5000),
    csv: { help: "One feature per line", example: "Easy media loading\nUSB and Ethernet" },
  },
  meta_title: {
    schema: optionalText("Meta title", 200),
    csv: { help: "SEO title", example: "Zebra ZD230 Printer" },
  },
  meta_description: {
    schema: optionalText("Meta description", 500),
    csv: {
      help: "SEO description",
      example: "Buy the Zebra ZD230 desktop label printer with a 1-year warranty.",
    },
  },
  meta_keywords: {
    schema: optionalText("Meta keywords", 500),
    csv: {
      help: "SEO keywords, comma-separated",
      example: "zebra, desktop printer, label printer",
    },
  },
  status: {
    schema: z
      .enum(["active", "inactive"], { error: "Status must be active or inactive" })
      .default("active"),
    csv: {
      help: "active or inactive (new products: active)",
      example: "active",
      insertDefault: "'active'",
    },
  },
  featured: {
    schema: booleanField("Featured"),
    csv: { help: `${TRUE_FALSE} (new: no)`, example: "no", insertDefault: "0" },
  },
  in_stock: {
    schema: booleanField("In stock"),
    csv: { help: `${TRUE_FALSE} (new: yes)`, example: "yes", insertDefault: "1" },
  },
  price: {
    schema: optionalNumber("Price", { min: 0, currency: true }),
    csv: {
      help: "Rupees before GST, e.g. 18500 or 18,500.00 (₹ or Rs. may come first; a comma only groups digits)",
      example: "18500",
    },
  },
  rating: {
    schema: optionalNumber("Rating", { min: 0, max: 5 }),
    csv: { help: "0 to 5", example: "4.5", insertDefault: "0" },
  },
  reviews: {
    schema: optionalNumber("Reviews", { min: 0, int: true }),
    csv: { help: "Whole number", example: "12", insertDefault: "0" },
  },
  hsn_code: {
    schema: hsnCode,
    csv: { help: "HSN code for GST invoices: 4 to 8 digits", example: "84433250" },
    form: {
      kind: "text",
      label: "HSN Code",
      maxLength: 8,
      hint: "4 to 8 digits, as printed on GST invoices.",
    },
  },
  gst_rate: {
    schema: gstRate,
    csv: { help: "GST rate in percent: 0, 5, 12, 18 or 28", example: "18" },
    form: {
      kind: "select",
      label: "GST Rate",
      options: GST_RATES.map((r) => ({ value: r, label: `${r}%` })),
    },
  },
  price_on_request: {
    schema: booleanField("Price on request"),
    csv: {
      help: `${TRUE_FALSE}: show 'price on request' instead of a price (new: no)`,
      example: "no",
      insertDefault: "0",
    },
    form: { kind: "checkbox", label: "Price on Request" },
  },
  warranty: {
    schema: optionalText("Warranty", 200),
    csv: { help: "Warranty terms, e.g. 1 year onsite", example: "1 year onsite" },
    form: { kind: "text", label: "Warranty", maxLength: 200, placeholder: "e.g. 1 year onsite" },
  },
  lead_time_days: {
    schema: optionalNumber("Lead time", { min: 0, int: true }),
    csv: { help: "Days to deliver when ordered: a whole number, 0 or more", example: "7" },
    form: { kind: "number", label: "Lead Time (days)", min: 0, step: "1" },
  },
  // The facts that decide a fit (supplies and parts; blank on printers).
  width_mm: {
    schema: size("Width", "mm", 1000),
    csv: {
      help: 'Ribbon or label width in mm (110, 110 mm, 4.33", 11 cm)',
      example: "",
      notInTemplate: true,
    },
    form: FIT_FACT_INPUTS.width_mm,
    fitsSection: true,
  },
  height_mm: {
    schema: size("Height", "mm", 2000),
    csv: { help: "Label height in mm", example: "", notInTemplate: true },
    form: FIT_FACT_INPUTS.height_mm,
    fitsSection: true,
  },
  length_m: {
    schema: size("Length", "m", 5000),
    csv: {
      help: "Ribbon (or label roll) length in metres (300, 300 m, 984 ft)",
      example: "",
      notInTemplate: true,
    },
    form: FIT_FACT_INPUTS.length_m,
    fitsSection: true,
  },
  core_mm: {
    schema: size("Core", "mm", 200),
    csv: {
      help: 'Core diameter in mm, or inches with " (1" is 25.4 mm)',
      example: "",
      notInTemplate: true,
    },
    form: FIT_FACT_INPUTS.core_mm,
    fitsSection: true,
  },
  outer_diameter_mm: {
    schema: size("Outer diameter", "mm", 1000),
    csv: { help: "Label roll outer diameter in mm", example: "", notInTemplate: true },
    form: FIT_FACT_INPUTS.outer_diameter_mm,
    fitsSection: true,
  },
  ink_side: {
    schema: choice("Ink side", INK_SIDES),
    csv: { help: "Ribbon ink side: in or out", example: "", notInTemplate: true },
    form: FIT_FACT_INPUTS.ink_side,
    fitsSection: true,
  },
  ribbon_type: {
    schema: choice("Ribbon type", RIBBON_TYPES),
    csv: { help: "wax, wax-resin or resin", example: "", notInTemplate: true },
    form: FIT_FACT_INPUTS.ribbon_type,
    fitsSection: true,
  },
  label_material: {
    schema: optionalText("Label material", 60),
    csv: {
      help: "Label material, e.g. Paper, Chromo, Polyester",
      example: "",
      notInTemplate: true,
    },
    form: FIT_FACT_INPUTS.label_material,
    fitsSection: true,
  },
  print_method: {
    schema: choice("Print method", PRINT_METHODS),
    csv: { help: "Labels: direct-thermal or thermal-transfer", example: "", notInTemplate: true },
    form: FIT_FACT_INPUTS.print_method,
    fitsSection: true,
  },
  dpi: {
    schema: optionalNumber("Resolution (dpi)", { min: 100, max: 1200, int: true }),
    csv: {
      help: "Print head resolution in dpi, e.g. 203 or 300",
      example: "",
      notInTemplate: true,
    },
    form: FIT_FACT_INPUTS.dpi,
    fitsSection: true,
  },
  // Which printers a supply fits, or which supplies a printer takes: slugs or models.
  fits_printers: {
    schema: fitList("Fits printers"),
    csv: {
      help: "For a supply or part: the printers it fits, by slug or model, separated by | (e.g. zd421|zd421t); import printers first",
      example: "",
      notInTemplate: true,
    },
    relation: true,
  },
  fits_supplies: {
    schema: fitList("Supplies that fit"),
    csv: {
      help: "For a printer: the supplies and parts that fit it, by slug or model, separated by |",
      example: "",
      notInTemplate: true,
    },
    relation: true,
  },
  brand_id: {
    schema: optionalNumber("Brand", { min: 1, int: true }),
    csv: {
      column: "brand",
      help: "Name or display name of a brand that exists (import brands first)",
      example: "",
    },
  },
} satisfies Record<string, FieldDescription>;

export type ProductField = keyof typeof PRODUCT_FIELDS;

type Shape = { [K in ProductField]: (typeof PRODUCT_FIELDS)[K]["schema"] };

/** A product as the admin form, /api and the CSV import submit it (files are handled apart). */
export const productInput = z.object(
  Object.fromEntries(Object.entries(PRODUCT_FIELDS).map(([k, f]) => [k, f.schema])) as Shape,
);

export type ProductFormInput = z.infer<typeof productInput>;

const described = Object.entries(PRODUCT_FIELDS) as [ProductField, FieldDescription][];

/** The fields a CSV import may leave blank, by column: a blank cell keeps the stored value. */
export const PRODUCT_OPTIONAL_IMPORT_FIELDS = described
  .filter(([, f]) => f.csv && !f.csv.required && !f.relation)
  .map(([key, f]) => ({ key, column: f.csv!.column ?? key, insertDefault: f.csv!.insertDefault }));

const importColumn = ([key, f]: [ProductField, FieldDescription]) => ({
  key: f.csv!.column ?? key,
  required: f.csv!.required ?? false,
  ...(f.csv!.generated ? { generated: true } : {}),
  help: f.csv!.help,
  example: f.csv!.example,
});

/** The columns the import also takes, listed in its guide but not in the template (fit facts, pairs). */
export const PRODUCT_EXTRA_IMPORT_COLUMNS = described
  .filter(([, f]) => f.csv?.notInTemplate)
  .map(importColumn);

/** The CSV columns of the product import, in template order (the image reference last). */
export const PRODUCT_IMPORT_COLUMNS: ImportColumn[] = [
  ...described.filter(([, f]) => f.csv && !f.csv.notInTemplate).map(importColumn),
  {
    key: "image",
    required: false,
    help: "File name or URL of an image uploaded separately",
    example: "",
  },
];

/** The inputs the form draws from this list, with their names (plain data for the page). */
export const PRODUCT_FORM_INPUTS = described
  .filter(([, f]) => f.form && !f.fitsSection)
  .map(([name, f]) => ({ name, ...f.form! }));

/** The fit facts' inputs, drawn in the form's "Fits" section beside the pairs. */
export const PRODUCT_FIT_FORM_INPUTS = described
  .filter(([, f]) => f.form && f.fitsSection)
  .map(([name, f]) => ({ name, ...f.form! }));

export const productEntity = describeEntity({
  input: productInput,
  uploads: { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD, gallery: GALLERY_UPLOAD },
  requiredFiles: { image: "Image is required" },
  importColumns: PRODUCT_IMPORT_COLUMNS,
  // Staff see every product; visitors, public /api answers and contact messages only active ones.
  publicStatus: "active" satisfies ProductRow["status"],
  publicPath: (p: Pick<ProductRow, "slug">) => `/products/${p.slug}`,
});
