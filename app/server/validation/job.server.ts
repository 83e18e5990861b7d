import { z } from "zod";
import { optionalText, requiredText, slugField } from "./fields.server";

export const jobInput = z.object({
  title: requiredText("Title"),
  slug: slugField(),
  skills: requiredText("Skills", 2000),
  responsibilities: requiredText("Responsibilities", 10000),
  status: z
    .enum(["active", "inactive"], { error: "Status must be active or inactive" })
    .default("active"),
  experience_level: optionalText("Experience level", 100),
  location: optionalText("Location", 100),
});

export type JobFormInput = z.infer<typeof jobInput>;

/** The job form also checks title and slug together with this message. */
export const TITLE_AND_SLUG_REQUIRED = "Title and slug are required";
