/**
 * The job posting, described field by field (its rule, words and form input), with who may see it
 * (active postings) and its page. It has no file field. The manager and the model take these.
 */
import { z } from "zod";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
} from "~/lib/job-terms";
import { jobs, type Job } from "../db/schema";
import { optionalNumber, optionalText, requiredText, slugField } from "../validation/fields.server";
import { describeEntity, inputOf, statusField, type FieldDescription } from "./entity.server";

const SECTION = "Job Posting";

export const JOB_FIELDS = {
  title: {
    schema: requiredText("Title"),
    label: "Title",
    form: { section: SECTION, kind: "text", custom: true },
    page: true,
  },
  slug: {
    schema: slugField(),
    label: "Slug",
    help: "Lowercase letters, digits and hyphens; filled in from the title.",
    form: { section: SECTION, kind: "text", custom: true },
  },
  skills: {
    schema: requiredText("Skills", 2000),
    label: "Skills",
    help: "Separated by commas.",
    form: { section: SECTION, kind: "textarea", rows: 2 },
    page: true,
  },
  responsibilities: {
    schema: requiredText("Responsibilities", 10000),
    label: "Responsibilities",
    help: "One per line.",
    form: { section: SECTION, kind: "textarea", rows: 6 },
    page: true,
  },
  status: statusField(["active", "inactive"], SECTION),
  experience_level: {
    schema: optionalText("Experience level", 100),
    label: "Experience Level",
    form: { section: SECTION, kind: "text", placeholder: "e.g. 2-4 years" },
    page: true,
  },
  location: {
    schema: optionalText("Location", 100),
    label: "Location",
    form: { section: SECTION, kind: "text" },
    page: true,
  },
  // Absent keeps the stored value; a new posting starts full-time (the column's default).
  employment_type: {
    schema: z
      .enum(EMPLOYMENT_TYPES, {
        error: `Employment type must be one of ${EMPLOYMENT_TYPES.join(", ")}`,
      })
      .optional(),
    label: "Employment Type",
    form: {
      section: SECTION,
      kind: "select",
      options: EMPLOYMENT_TYPES.map((v) => ({ value: v, label: EMPLOYMENT_TYPE_LABELS[v] })),
    },
    page: true,
  },
  salary_min: {
    schema: optionalNumber("Salary from", { min: 0, max: 100_000_000, int: true, currency: true }),
    label: "Salary From (₹)",
    help: "Whole rupees; leave both salary fields blank to name no figure.",
    form: { section: SECTION, kind: "number", placeholder: "e.g. 25000" },
    format: "money",
    page: true,
  },
  salary_max: {
    schema: optionalNumber("Salary up to", { min: 0, max: 100_000_000, int: true, currency: true }),
    label: "Salary Up To (₹)",
    help: "Blank: the salary starts at the figure above.",
    form: { section: SECTION, kind: "number", placeholder: "e.g. 35000" },
    format: "money",
    page: true,
  },
  salary_period: {
    schema: z
      .enum(SALARY_PERIODS, { error: `Salary period must be ${SALARY_PERIODS.join(" or ")}` })
      .optional(),
    label: "Salary Period",
    form: {
      section: SECTION,
      kind: "select",
      options: SALARY_PERIODS.map((v) => ({ value: v, label: SALARY_PERIOD_LABELS[v] })),
    },
    page: true,
  },
} satisfies Record<string, FieldDescription>;

export const jobInput = inputOf(JOB_FIELDS);

export type JobFormInput = typeof jobInput._output;

/** The job form also checks title and slug together with this message. */
export const TITLE_AND_SLUG_REQUIRED = "Title and slug are required";

export const jobEntity = describeEntity({
  input: jobInput,
  fields: JOB_FIELDS,
  table: jobs,
  uploads: {},
  // A posting taken down stays in the admin; visitors and public /api answers see active ones only.
  publicStatus: "active" satisfies Job["status"],
  publicPath: (j: Pick<Job, "slug">) => `/careers/${j.slug}`,
});
