/**
 * The brand, described field by field (its rule, words, form input and CSV column), with its file
 * field (the logo). Every brand is public. Its model calls are in admin/managers.server.ts.
 */
import { brands } from "../db/schema";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalUrl, requiredText } from "../validation/fields.server";
import {
  describeEntity,
  descriptionField,
  importColumnsOf,
  inputOf,
  type FieldDescription,
} from "./entity.server";

const SECTION = "Brand";

export const BRAND_FIELDS = {
  name: {
    schema: requiredText("Name", 100),
    label: "Name",
    form: { section: SECTION, kind: "text" },
    csv: {
      required: true,
      help: "Brand name. A name that exists updates that brand",
      example: "zebra",
    },
  },
  display_name: {
    schema: requiredText("Display name", 100),
    label: "Display Name",
    form: { section: SECTION, kind: "text" },
    csv: { required: true, help: "Name shown on the site", example: "Zebra" },
    page: true,
    search: true,
  },
  website: {
    schema: optionalUrl("Website"),
    label: "Website",
    help: "A full address starting with http:// or https://",
    form: { section: SECTION, kind: "url", placeholder: "https://", wide: true },
    csv: {
      help: "URL starting with http:// or https://",
      example: "https://www.zebra.com",
    },
  },
  description: {
    ...descriptionField(SECTION),
    csv: { help: "Description", example: "Barcode printers and scanners." },
  },
} satisfies Record<string, FieldDescription>;

export const brandInput = inputOf(BRAND_FIELDS);

export type BrandFormInput = typeof brandInput._output;

export const BRAND_IMPORT_COLUMNS = importColumnsOf(BRAND_FIELDS, true);

export const brandEntity = describeEntity({
  input: brandInput,
  fields: BRAND_FIELDS,
  table: brands,
  uploads: { logo: IMAGE_UPLOAD },
  importColumns: BRAND_IMPORT_COLUMNS,
});
