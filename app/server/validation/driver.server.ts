import { z } from "zod";
import { optionalText, requiredText } from "./fields.server";

export const driverInput = z.object({
  name: requiredText("Name"),
  version: requiredText("Version", 50),
  description: optionalText("Description", 2000),
});

export type DriverFormInput = z.infer<typeof driverInput>;

/** Driver files are .exe, .msi, .zip or .dmg. */
export const DRIVER_EXTENSIONS = [".exe", ".msi", ".zip", ".dmg"] as const;
