/**
 * The product entity: its field registry (product-fields.server.ts) and what is derived from it
 * here (the input rule shared by the admin form, /api and the CSV import; the import's columns,
 * template and guide; the form's inputs with their constraints), its file fields, who may see it
 * and its page.
 */
import { products, type ProductRow } from "../db/schema";
import { GALLERY_UPLOAD, IMAGE_UPLOAD, PDF_UPLOAD } from "../files/uploads.server";
import {
  describeEntity,
  formDefaultsOf,
  formFieldsOf,
  importColumnsOf,
  importFieldsOf,
  inputOf,
  type ImportColumn,
} from "./entity.server";
import { PRODUCT_FIELDS } from "./product-fields.server";

export {
  PRODUCT_FIELDS,
  PRODUCT_DOWNLOADS_SECTION,
  PRODUCT_FITS_SECTION,
  PRODUCT_FORM_SECTIONS,
  PRODUCT_PICTURES_SECTION,
} from "./product-fields.server";

/** A product as the admin form, /api and the CSV import submit it (files are handled apart). */
export const productInput = inputOf(PRODUCT_FIELDS);

export type ProductFormInput = typeof productInput._output;

/** The fields a CSV import writes to the products table, with their columns. */
export const PRODUCT_IMPORT_FIELDS = importFieldsOf(PRODUCT_FIELDS);

/** The columns the import also takes, listed in its guide but not in the template (fit facts, pairs). */
export const PRODUCT_EXTRA_IMPORT_COLUMNS = importColumnsOf(PRODUCT_FIELDS, false);

/** The CSV columns of the product import, in template order (the image reference last). */
export const PRODUCT_IMPORT_COLUMNS: ImportColumn[] = [
  ...importColumnsOf(PRODUCT_FIELDS, true),
  {
    key: "image",
    required: false,
    help: "File name or URL of an image uploaded separately",
    example: "",
  },
];

/** The form's inputs with their words, sections and constraints (plain data for the page). */
export const PRODUCT_FORM_FIELDS = formFieldsOf(PRODUCT_FIELDS);

/**
 * The fields the form shows but does not edit: those the registry keeps out of the form and that
 * are not pairs (a buyer's rating and review count are not staff's to type).
 */
export const PRODUCT_READ_ONLY_FIELDS = Object.entries(PRODUCT_FIELDS).flatMap(([name, f]) =>
  "form" in f || "relation" in f ? [] : [{ name, label: f.label }],
);

/** What a new product's form starts from: the columns' defaults. */
export const PRODUCT_FORM_DEFAULTS = formDefaultsOf(products, PRODUCT_FIELDS);

export const productEntity = describeEntity({
  input: productInput,
  fields: PRODUCT_FIELDS,
  table: products,
  uploads: { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD, gallery: GALLERY_UPLOAD },
  // No required file: a draft (inactive) product may wait for its picture; the product manager
  // refuses an active one without it.
  importColumns: PRODUCT_IMPORT_COLUMNS,
  // Staff see every product; visitors, public /api answers and contact messages only active ones.
  publicStatus: "active" satisfies ProductRow["status"],
  publicPath: (p: Pick<ProductRow, "slug">) => `/products/${p.slug}`,
});
