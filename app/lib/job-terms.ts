// The terms of a job posting as applicants read them and search engines are told them: the kind of
// employment and the pay range. Shared by the admin form's choices, the public pages and JSON-LD.

export const EMPLOYMENT_TYPES = [
  "full_time",
  "part_time",
  "contract",
  "internship",
  "temporary",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
};

/** schema.org's words for each (JobPosting.employmentType). */
export const EMPLOYMENT_TYPE_SCHEMA: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

export const SALARY_PERIODS = ["month", "year"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  month: "per month",
  year: "per year",
};

export function employmentTypeLabel(type: string | null | undefined): string {
  return EMPLOYMENT_TYPE_LABELS[type as EmploymentType] ?? EMPLOYMENT_TYPE_LABELS.full_time;
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

export interface SalaryTerms {
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
}

/**
 * "₹25,000–₹35,000 per month", "From ₹25,000 per month", "Up to ₹3,00,000 per year", or null when
 * the posting names no figure (in lakh grouping, as Indian applicants read pay).
 */
export function salaryText(job: SalaryTerms): string | null {
  const min = job.salary_min && job.salary_min > 0 ? job.salary_min : null;
  const max = job.salary_max && job.salary_max > 0 ? job.salary_max : null;
  const per = SALARY_PERIOD_LABELS[job.salary_period as SalaryPeriod] ?? SALARY_PERIOD_LABELS.month;
  if (min && max && max !== min) return `${rupees.format(min)}–${rupees.format(max)} ${per}`;
  if (min) return `${max === min ? "" : "From "}${rupees.format(min)} ${per}`;
  if (max) return `Up to ${rupees.format(max)} ${per}`;
  return null;
}
