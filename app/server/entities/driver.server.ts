/**
 * The driver download, described field by field (its rule, words and form input), with its file
 * field (the driver itself, required). Every driver is public: the downloads page lists them all.
 * The manager takes these.
 */
import { drivers } from "../db/schema";
import { DRIVER_UPLOAD } from "../files/uploads.server";
import { requiredText } from "../validation/fields.server";
import { describeEntity, descriptionField, inputOf, type FieldDescription } from "./entity.server";

const SECTION = "Driver";

const DRIVER_FIELDS = {
  name: {
    schema: requiredText("Name"),
    label: "Name",
    form: { section: SECTION, kind: "text" },
    page: true,
    search: true,
  },
  version: {
    schema: requiredText("Version", 50),
    label: "Version",
    form: { section: SECTION, kind: "text" },
    page: true,
  },
  description: descriptionField(SECTION),
} satisfies Record<string, FieldDescription>;

export const driverInput = inputOf(DRIVER_FIELDS);

export type DriverFormInput = typeof driverInput._output;

export const driverEntity = describeEntity({
  input: driverInput,
  fields: DRIVER_FIELDS,
  table: drivers,
  uploads: { file: DRIVER_UPLOAD },
  requiredFiles: { file: "Driver file is required" },
});
