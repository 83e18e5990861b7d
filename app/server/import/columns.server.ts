/**
 * The CSV import types. Each takes its columns and its zod schema from the entity's description
 * (server/entities/), the same schema its admin form and /api use; the templates (header plus one
 * example row), the guidance on /admin/import and the importer's checks are derived from here.
 */
import { z } from "zod";
import { BRAND_IMPORT_COLUMNS, brandInput } from "../entities/brand.server";
import type { ImportColumn } from "../entities/entity.server";
import { CATEGORY_IMPORT_COLUMNS, categoryInput } from "../entities/category.server";
import { SERIAL_IMPORT_COLUMNS, serialInput } from "../entities/serial.server";
import { optionalText } from "../validation/fields.server";
import {
  PRODUCT_EXTRA_IMPORT_COLUMNS,
  PRODUCT_IMPORT_COLUMNS,
  productInput,
} from "../entities/product.server";

export const IMPORT_TYPES = ["products", "categories", "brands", "serials"] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const importTypeField = z.enum(IMPORT_TYPES, {
  error: "Choose what to import: products, categories, brands or serial numbers",
});

export function isImportType(value: unknown): value is ImportType {
  return importTypeField.safeParse(value).success;
}

export interface ImportTypeDefinition<T extends ImportType = ImportType> {
  type: T;
  /** "products" → "Products", for headings. */
  label: string;
  /** The column that finds an existing row: an imported row with a known value updates it. */
  matchKey: "slug" | "name" | "serial";
  columns: ImportColumn[];
  /** Columns also taken and listed in the guide, but left out of the template. */
  extraColumns?: ImportColumn[];
  /** The entity's own input schema, extended only with the import's reference columns. */
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
}

/** An image column holds a reference to a file uploaded separately: a file name, /path or URL. */
const imageReference = optionalText("Image", 500).refine(
  (v) => v === null || /^[\w.-]+$/.test(v) || /^\/[\w./-]+$/.test(v) || /^https?:\/\/\S+$/i.test(v),
  "Image must be a file name, a /path or an http(s) URL (upload the image separately)",
);

/** The product form's schema; the CSV names the brand (not its id) and may reference an image. */
const productImportSchema = productInput
  .omit({ brand_id: true })
  .extend({ image: imageReference, brand: optionalText("Brand", 100) });

export const IMPORT_DEFINITIONS = {
  products: {
    type: "products" as const,
    label: "Products",
    matchKey: "slug",
    schema: productImportSchema,
    columns: PRODUCT_IMPORT_COLUMNS,
    extraColumns: PRODUCT_EXTRA_IMPORT_COLUMNS,
  },
  categories: {
    type: "categories" as const,
    label: "Categories",
    matchKey: "name",
    schema: categoryInput,
    columns: CATEGORY_IMPORT_COLUMNS,
  },
  brands: {
    type: "brands" as const,
    label: "Brands",
    matchKey: "name",
    schema: brandInput,
    columns: BRAND_IMPORT_COLUMNS,
  },
  serials: {
    type: "serials" as const,
    label: "Serial numbers",
    matchKey: "serial",
    schema: serialInput,
    columns: SERIAL_IMPORT_COLUMNS,
  },
} satisfies Record<ImportType, ImportTypeDefinition>;

/**
 * Columns the error CSV adds to the rejected rows; ignored without a warning when that file comes
 * back fixed, so staff need not delete them first.
 */
export const ERROR_CSV_COLUMNS = { line: "line", reason: "reason" } as const;

/** How a header cell is matched: case, surrounding spaces and ' '/'-' for '_' do not matter. */
export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The columns a file must have: the required ones the importer cannot fill in itself. */
export function requiredColumns(type: ImportType): string[] {
  const columns: ImportColumn[] = IMPORT_DEFINITIONS[type].columns;
  return columns.filter((c) => c.required && !c.generated).map((c) => c.key);
}

/** What the screen shows for each type (plain data: the view cannot import server modules). */
export function importGuidance() {
  return IMPORT_TYPES.map((type) => {
    const d = IMPORT_DEFINITIONS[type];
    return {
      type,
      label: d.label,
      matchKey: d.matchKey,
      columns: [...d.columns, ...("extraColumns" in d ? d.extraColumns : [])].map(
        ({ key, required, help }) => ({ key, required, help }),
      ),
    };
  });
}
