/**
 * The category, described once: its input rule (admin form, /api, CSV import), its file field (the
 * image), its CSV columns (template, guide and the importer's checks) and its page. Every category
 * is public. Its model calls are in admin/managers.server.ts.
 */
import { z } from "zod";
import { categoryHref } from "~/lib/categories";
import type { Category } from "../db/schema";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalText, requiredText, slugField } from "../validation/fields.server";
import { describeEntity, type ImportColumn } from "./entity.server";

export const categoryInput = z.object({
  // The name is the category's URL form (lowercase, no spaces): products point at it.
  name: slugField("Name"),
  display_name: requiredText("Display name", 100),
  description: optionalText("Description", 2000),
  icon: optionalText("Icon", 100),
});

export type CategoryFormInput = z.infer<typeof categoryInput>;

export const CATEGORY_IMPORT_COLUMNS: ImportColumn[] = [
  {
    key: "name",
    required: true,
    help: "URL name: lowercase letters, digits and hyphens. A name that exists updates that category",
    example: "thermal-printers",
  },
  {
    key: "display_name",
    required: true,
    help: "Name shown on the site",
    example: "Thermal Printers",
  },
  {
    key: "description",
    required: false,
    help: "Description",
    example: "Direct thermal and thermal transfer printers.",
  },
];

export const categoryEntity = describeEntity({
  input: categoryInput,
  uploads: { image: IMAGE_UPLOAD },
  importColumns: CATEGORY_IMPORT_COLUMNS,
  // The page is named by the display name (the shortcut routes of the big categories included).
  publicPath: (c: Pick<Category, "display_name">) => categoryHref(c.display_name),
});
