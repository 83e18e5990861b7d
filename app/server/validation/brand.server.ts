import { z } from "zod";
import { optionalText, optionalUrl, requiredText } from "./fields.server";

export const brandInput = z.object({
  name: requiredText("Name", 100),
  display_name: requiredText("Display name", 100),
  description: optionalText("Description", 2000),
  website: optionalUrl("Website"),
});

export type BrandFormInput = z.infer<typeof brandInput>;
