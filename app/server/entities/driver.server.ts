/**
 * The driver download, described once: its input rule (admin form and /api) and its file field (the
 * driver itself, required). Every driver is public: the downloads page lists them all. The manager
 * takes these.
 */
import { z } from "zod";
import { DRIVER_UPLOAD } from "../files/uploads.server";
import { optionalText, requiredText } from "../validation/fields.server";
import { describeEntity } from "./entity.server";

export const driverInput = z.object({
  name: requiredText("Name"),
  version: requiredText("Version", 50),
  description: optionalText("Description", 2000),
});

export type DriverFormInput = z.infer<typeof driverInput>;

export const driverEntity = describeEntity({
  input: driverInput,
  uploads: { file: DRIVER_UPLOAD },
  requiredFiles: { file: "Driver file is required" },
});
