import { z } from "zod";
import { optionalText, requiredText, slugField } from "./fields.server";

export const categoryInput = z.object({
  // The name is the category's URL form (SPEC 3: lowercase, no spaces).
  name: slugField("Name"),
  display_name: requiredText("Display name", 100),
  description: optionalText("Description", 2000),
  icon: optionalText("Icon", 100),
});

export type CategoryFormInput = z.infer<typeof categoryInput>;
