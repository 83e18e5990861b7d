/**
 * The product's field registry: each field described once (its rule, its words, where it appears:
 * form section, CSV column, History format, /api, the public page, search, compare). The read
 * projection (models/products.server.ts), the form and its browser constraints, History's labels
 * and values, the CSV columns with their writes and the export, and the README's /api list (checked
 * by a test) are derived from here; defaults are the columns' own in db/schema.ts. A new field is
 * one entry below, its column in db/schema.ts and a generated migration.
 *
 * Plain data and rules only: this module must load before anything that derives from it.
 */
import { z } from "zod";
import {
  fitTermsOf,
  INK_SIDE_LABELS,
  INK_SIDES,
  MAX_FIT_TERMS,
  parseSize,
  PRINT_METHOD_LABELS,
  PRINT_METHODS,
  RIBBON_TYPE_LABELS,
  RIBBON_TYPES,
} from "~/lib/fits";
import {
  booleanField,
  optionalNumber,
  optionalText,
  requiredText,
  slugField,
} from "../validation/fields.server";
import { specificationsText } from "../validation/specifications.server";
import { statusField, type FieldDescription } from "./entity.server";

const TRUE_FALSE = "true/false, yes/no or 1/0";

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

/**
 * Optional HSN code: the Harmonised System's chapter and heading (4 digits), sub-heading (6) or
 * India's tariff item (8). Any other length is a typing slip or a spreadsheet that dropped a
 * leading 0 ("04021010" read as the number 4021010).
 */
const hsnCode = optionalText("HSN code", 8).refine(
  (v) => v === null || /^(?:\d{4}|\d{6}|\d{8})$/.test(v),
  "HSN code must be 4, 6 or 8 digits",
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

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

// The form's sections. Pictures and Downloads hold the file fields (the entity's uploads), the
// others the fields below; the form lists them all in this order as its section links.
const BASIC = "Basics";
const PICTURES = "Pictures";
const PRICE = "Price and tax";
const SPECS = "Specifications";
const FITS = "Supplies that fit";
const SEO = "SEO";
const DOWNLOADS = "Downloads";
/** The section the form draws beside the fit pairs. */
export const PRODUCT_FITS_SECTION = FITS;
/** The sections of the form that hold files rather than registry fields. */
export const PRODUCT_PICTURES_SECTION = PICTURES;
export const PRODUCT_DOWNLOADS_SECTION = DOWNLOADS;

/** The form's sections, in page order: pictures near the top, downloads last. */
export const PRODUCT_FORM_SECTIONS = [BASIC, PICTURES, PRICE, SPECS, FITS, SEO, DOWNLOADS] as const;

export const PRODUCT_FIELDS = {
  name: {
    schema: requiredText("Name"),
    label: "Name",
    form: { section: BASIC, kind: "text", custom: true },
    csv: { required: true, help: "Product name", example: "Zebra ZD230 Desktop Printer" },
    page: true,
    search: true,
    compare: true,
  },
  slug: {
    schema: slugField(),
    label: "Slug",
    help: "Lowercase letters, digits and hyphens; filled in from the name.",
    form: { section: BASIC, kind: "text", custom: true },
    csv: {
      required: true,
      generated: true,
      help: "URL name (lowercase letters, digits, hyphens); made from the name when blank. A slug that exists updates that product",
      example: "zebra-zd230-desktop-printer",
    },
  },
  category: {
    schema: requiredText("Category", 100),
    label: "Category",
    form: { section: BASIC, kind: "select", custom: true },
    csv: {
      required: true,
      help: "Category name or display name; a category that does not exist yet is created, with this value as its display name",
      example: "desktop-printers",
    },
    page: true,
    search: true,
  },
  brand_id: {
    schema: optionalNumber("Brand", { min: 1, int: true }),
    label: "Brand",
    form: { section: BASIC, kind: "select", custom: true },
    csv: {
      column: "brand",
      help: "Name or display name of a brand that exists (import brands first)",
      example: "",
    },
    format: "brand",
    page: true,
    search: true,
    compare: true,
  },
  model: {
    schema: optionalText("Model", 100),
    label: "Model",
    form: { section: BASIC, kind: "text" },
    csv: { help: "Model code", example: "ZD230" },
    page: true,
    search: true,
    compare: true,
  },
  status: {
    ...statusField(["active", "inactive"], BASIC),
    help: "Inactive is a draft: not on the site, and it may be saved before it has a picture.",
    csv: { help: "active or inactive (new products: active)", example: "active" },
  },
  short_description: {
    schema: requiredText("Short description", 500),
    label: "Short Description",
    form: { section: BASIC, kind: "textarea", rows: 2 },
    csv: {
      required: true,
      help: "One line for cards and search results",
      example: "Affordable 4-inch desktop label printer",
    },
    page: true,
    search: true,
  },
  description: {
    schema: requiredText("Description", 20000),
    label: "Description",
    form: { section: BASIC, kind: "textarea", rows: 6 },
    csv: {
      required: true,
      help: "Full description",
      example: "Reliable direct thermal printing for shipping, retail and product labels.",
    },
    page: true,
    search: true,
  },
  specifications: {
    schema: specificationsText,
    label: "Specifications",
    form: { section: SPECS, kind: "textarea", custom: true },
    csv: {
      help: "Key: value pairs separated by ';'",
      example: "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips",
    },
    page: true,
    search: true,
    compare: true,
  },
  features: {
    schema: optionalText("Features", 5000),
    label: "Features",
    help: "One feature per line.",
    form: { section: SPECS, kind: "textarea", rows: 4 },
    csv: { help: "One feature per line", example: "Easy media loading\nUSB and Ethernet" },
    page: true,
  },
  price: {
    schema: optionalNumber("Price", { min: 0, currency: true }),
    label: "Price (INR)",
    form: { section: PRICE, kind: "number", step: "0.01" },
    csv: {
      help: "Rupees before GST, e.g. 18500 or 18,500.00 (₹ or Rs. may come first; a comma only groups digits)",
      example: "18500",
    },
    format: "money",
    page: true,
    compare: true,
  },
  rating: {
    schema: optionalNumber("Rating", { min: 0, max: 5 }),
    label: "Rating",
    help: "0 to 5",
    // Not in the form: buyers' ratings are not staff's to type (the catalogue's data brings them).
    csv: { help: "0 to 5", example: "4.5" },
    page: true,
  },
  reviews: {
    schema: optionalNumber("Reviews", { min: 0, int: true }),
    label: "Reviews",
    csv: { help: "Whole number", example: "12" },
    page: true,
  },
  featured: {
    schema: booleanField("Featured"),
    label: "Featured",
    form: { section: BASIC, kind: "checkbox" },
    csv: { help: `${TRUE_FALSE} (new: no)`, example: "no" },
    format: "boolean",
  },
  in_stock: {
    schema: booleanField("In stock"),
    label: "In Stock",
    form: { section: PRICE, kind: "checkbox" },
    csv: { help: `${TRUE_FALSE} (new: yes)`, example: "yes" },
    format: "boolean",
    page: true,
    compare: true,
  },
  hsn_code: {
    schema: hsnCode,
    label: "HSN Code",
    help: "4, 6 or 8 digits, as printed on GST invoices.",
    form: { section: PRICE, kind: "text" },
    csv: { help: "HSN code for GST invoices: 4, 6 or 8 digits", example: "84433250" },
    page: true,
  },
  gst_rate: {
    schema: gstRate,
    label: "GST Rate",
    form: {
      section: PRICE,
      kind: "select",
      placeholder: "Not set",
      options: GST_RATES.map((r) => ({ value: r, label: `${r}%` })),
    },
    csv: { help: "GST rate in percent: 0, 5, 12, 18 or 28", example: "18" },
    format: "percent",
    page: true,
  },
  price_on_request: {
    schema: booleanField("Price on request"),
    label: "Price on Request",
    form: { section: PRICE, kind: "checkbox" },
    csv: {
      help: `${TRUE_FALSE}: show 'price on request' instead of a price (new: no)`,
      example: "no",
    },
    format: "boolean",
    page: true,
    compare: true,
  },
  warranty: {
    schema: optionalText("Warranty", 200),
    label: "Warranty",
    form: { section: PRICE, kind: "text", placeholder: "e.g. 1 year onsite" },
    csv: { help: "Warranty terms, e.g. 1 year onsite", example: "1 year onsite" },
    page: true,
  },
  lead_time_days: {
    schema: optionalNumber("Lead time", { min: 0, int: true }),
    label: "Lead Time (days)",
    form: { section: PRICE, kind: "number" },
    csv: { help: "Days to deliver when ordered: a whole number, 0 or more", example: "7" },
    page: true,
  },
  // The facts that decide a fit (supplies and parts; blank on printers). Sizes are typed with or
  // without their unit, so their inputs are text.
  width_mm: {
    schema: size("Width", "mm", 1000),
    label: "Width (mm)",
    form: { section: FITS, kind: "text", maxLength: 20, placeholder: "e.g. 110" },
    csv: {
      help: 'Ribbon or label width in mm (110, 110 mm, 4.33", 11 cm)',
      example: "",
      notInTemplate: true,
    },
    page: true,
  },
  height_mm: {
    schema: size("Height", "mm", 2000),
    label: "Label height (mm)",
    form: { section: FITS, kind: "text", maxLength: 20, placeholder: "e.g. 50" },
    csv: { help: "Label height in mm", example: "", notInTemplate: true },
    page: true,
  },
  length_m: {
    schema: size("Length", "m", 5000),
    label: "Length (m)",
    form: { section: FITS, kind: "text", maxLength: 20, placeholder: "e.g. 300" },
    csv: {
      help: "Ribbon (or label roll) length in metres (300, 300 m, 984 ft)",
      example: "",
      notInTemplate: true,
    },
    page: true,
  },
  core_mm: {
    schema: size("Core", "mm", 200),
    label: "Core",
    help: 'mm, or inches with " (1" = 25.4 mm).',
    form: { section: FITS, kind: "text", maxLength: 20, placeholder: 'e.g. 1" or 25.4 mm' },
    csv: {
      help: 'Core diameter in mm, or inches with " (1" is 25.4 mm)',
      example: "",
      notInTemplate: true,
    },
    page: true,
  },
  outer_diameter_mm: {
    schema: size("Outer diameter", "mm", 1000),
    label: "Roll outer diameter (mm)",
    form: { section: FITS, kind: "text", maxLength: 20, placeholder: "e.g. 127" },
    csv: { help: "Label roll outer diameter in mm", example: "", notInTemplate: true },
    page: true,
  },
  ink_side: {
    schema: choice("Ink side", INK_SIDES),
    label: "Ink side",
    form: {
      section: FITS,
      kind: "select",
      placeholder: "Not set",
      options: options(INK_SIDE_LABELS),
    },
    csv: { help: "Ribbon ink side: in or out", example: "", notInTemplate: true },
    page: true,
  },
  ribbon_type: {
    schema: choice("Ribbon type", RIBBON_TYPES),
    label: "Ribbon type",
    form: {
      section: FITS,
      kind: "select",
      placeholder: "Not set",
      options: options(RIBBON_TYPE_LABELS),
    },
    csv: { help: "wax, wax-resin or resin", example: "", notInTemplate: true },
    page: true,
  },
  label_material: {
    schema: optionalText("Label material", 60),
    label: "Label material",
    form: { section: FITS, kind: "text", placeholder: "e.g. Chromo paper" },
    csv: {
      help: "Label material, e.g. Paper, Chromo, Polyester",
      example: "",
      notInTemplate: true,
    },
    page: true,
  },
  print_method: {
    schema: choice("Print method", PRINT_METHODS),
    label: "Print method",
    form: {
      section: FITS,
      kind: "select",
      placeholder: "Not set",
      options: options(PRINT_METHOD_LABELS),
    },
    csv: { help: "Labels: direct-thermal or thermal-transfer", example: "", notInTemplate: true },
    page: true,
  },
  dpi: {
    schema: optionalNumber("Resolution (dpi)", { min: 100, max: 1200, int: true }),
    label: "Resolution (dpi)",
    form: { section: FITS, kind: "number" },
    csv: {
      help: "Print head resolution in dpi, e.g. 203 or 300",
      example: "",
      notInTemplate: true,
    },
    page: true,
  },
  // Which printers a supply fits, or which supplies a printer takes: slugs or models, kept in
  // product_fits (the form's Fits section lays these out itself).
  fits_printers: {
    schema: fitList("Fits printers"),
    label: "Printers this fits",
    csv: {
      help: "For a supply or part: the printers it fits, by slug or model, separated by | (e.g. zd421|zd421t); import printers first",
      example: "",
      notInTemplate: true,
    },
    relation: true,
  },
  fits_supplies: {
    schema: fitList("Supplies that fit"),
    label: "Supplies that fit",
    csv: {
      help: "For a printer: the supplies and parts that fit it, by slug or model, separated by |",
      example: "",
      notInTemplate: true,
    },
    relation: true,
  },
  meta_title: {
    schema: optionalText("Meta title", 200),
    label: "Meta Title",
    form: { section: SEO, kind: "text", custom: true, wide: true },
    csv: { help: "SEO title", example: "Zebra ZD230 Printer" },
  },
  meta_description: {
    schema: optionalText("Meta description", 500),
    label: "Meta Description",
    form: { section: SEO, kind: "textarea", custom: true, rows: 2 },
    csv: {
      help: "SEO description",
      example: "Buy the Zebra ZD230 desktop label printer with a 1-year warranty.",
    },
  },
  meta_keywords: {
    schema: optionalText("Meta keywords", 500),
    label: "Meta Keywords",
    help: "Comma-separated",
    form: { section: SEO, kind: "text", wide: true },
    csv: {
      help: "SEO keywords, comma-separated",
      example: "zebra, desktop printer, label printer",
    },
  },
} satisfies Record<string, FieldDescription>;
