/**
 * The brand, described once: its input rule (admin form, /api, CSV import), its file field (the
 * logo) and its CSV columns (template, guide and the importer's checks). Every brand is public. Its
 * model calls are in admin/managers.server.ts.
 */
import { z } from "zod";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalText, optionalUrl, requiredText } from "../validation/fields.server";
import { describeEntity, type ImportColumn } from "./entity.server";

export const brandInput = z.object({
  name: requiredText("Name", 100),
  display_name: requiredText("Display name", 100),
  description: optionalText("Description", 2000),
  website: optionalUrl("Website"),
});

export type BrandFormInput = z.infer<typeof brandInput>;

export const BRAND_IMPORT_COLUMNS: ImportColumn[] = [
  {
    key: "name",
    required: true,
    help: "Brand name. A name that exists updates that brand",
    example: "zebra",
  },
  { key: "display_name", required: true, help: "Name shown on the site", example: "Zebra" },
  {
    key: "description",
    required: false,
    help: "Description",
    example: "Barcode printers and scanners.",
  },
  {
    key: "website",
    required: false,
    help: "URL starting with http:// or https://",
    example: "https://www.zebra.com",
  },
];

export const brandEntity = describeEntity({
  input: brandInput,
  uploads: { logo: IMAGE_UPLOAD },
  importColumns: BRAND_IMPORT_COLUMNS,
});
