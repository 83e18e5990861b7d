/**
 * The category, described field by field (its rule, words, form input and CSV column), with its
 * file field (the image) and its page. Every category is public. Its model calls are in
 * admin/managers.server.ts.
 */
import { categoryHref } from "~/lib/categories";
import { categories, type Category } from "../db/schema";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalText, requiredText, slugField } from "../validation/fields.server";
import {
  describeEntity,
  descriptionField,
  importColumnsOf,
  inputOf,
  type FieldDescription,
} from "./entity.server";

const SECTION = "Category";

export const CATEGORY_FIELDS = {
  // The name is the category's URL form (lowercase, no spaces): products point at it.
  name: {
    schema: slugField("Name"),
    label: "Name",
    help: "The URL form: lowercase letters, digits and hyphens; filled in from the display name.",
    form: { section: SECTION, kind: "text", custom: true },
    csv: {
      required: true,
      help: "URL name: lowercase letters, digits and hyphens. A name that exists updates that category",
      example: "thermal-printers",
    },
  },
  display_name: {
    schema: requiredText("Display name", 100),
    label: "Display Name",
    form: { section: SECTION, kind: "text", custom: true },
    csv: { required: true, help: "Name shown on the site", example: "Thermal Printers" },
    page: true,
    search: true,
  },
  description: {
    ...descriptionField(SECTION),
    csv: { help: "Description", example: "Direct thermal and thermal transfer printers." },
  },
  icon: {
    schema: optionalText("Icon", 100),
    label: "Icon",
    help: "An icon name or emoji.",
    form: { section: SECTION, kind: "text" },
  },
} satisfies Record<string, FieldDescription>;

export const categoryInput = inputOf(CATEGORY_FIELDS);

export type CategoryFormInput = typeof categoryInput._output;

export const CATEGORY_IMPORT_COLUMNS = importColumnsOf(CATEGORY_FIELDS, true);

export const categoryEntity = describeEntity({
  input: categoryInput,
  fields: CATEGORY_FIELDS,
  table: categories,
  uploads: { image: IMAGE_UPLOAD },
  importColumns: CATEGORY_IMPORT_COLUMNS,
  // The page is named by the display name (the shortcut routes of the big categories included).
  publicPath: (c: Pick<Category, "display_name">) => categoryHref(c.display_name),
});
