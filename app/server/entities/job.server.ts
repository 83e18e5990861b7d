/**
 * The job posting, described once: its input rule (admin form and /api), who may see it (active
 * postings) and its page. It has no file field. The manager and the model take these.
 */
import { z } from "zod";
import type { Job } from "../db/schema";
import { optionalText, requiredText, slugField } from "../validation/fields.server";
import { describeEntity } from "./entity.server";

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

export const jobEntity = describeEntity({
  input: jobInput,
  uploads: {},
  // A posting taken down stays in the admin; visitors and public /api answers see active ones only.
  publicStatus: "active" satisfies Job["status"],
  publicPath: (j: Pick<Job, "slug">) => `/careers/${j.slug}`,
});
