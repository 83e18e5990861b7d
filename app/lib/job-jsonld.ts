import type { JobPosting, WithContext } from "schema-dts";
import { site } from "~/config/site";
import { absoluteUrl } from "./seo";

/** What a job's structured data is made of (the public job page has all of it). */
export interface JobForSeo {
  slug: string;
  title: string;
  /** When it was posted (ISO timestamp). */
  posted: string;
  responsibilities: string[];
  skills: string[];
  location: string | null;
  experience_level: string | null;
  /** schema.org's employment type (FULL_TIME, PART_TIME, CONTRACTOR, INTERN...), when known. */
  employmentType?: string | null;
  /** The salary range in rupees a month or a year, when the posting gives one. */
  salary?: { min: number | null; max: number | null; period: "month" | "year" } | null;
  /** The last day applications are taken (ISO date), when the posting has one. */
  validThrough?: string | null;
  /** Whether the page itself takes the application (a form), rather than another channel. */
  directApply?: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** "1-3 years" → 12 months: the least experience the posting asks for. */
function monthsOfExperience(level: string | null): number | null {
  const years = level ? /(\d+(?:\.\d+)?)/.exec(level) : null;
  return years ? Math.round(Number(years[1]) * 12) : null;
}

/**
 * A job's JobPosting for search engines: title, the duties and skills as the description, when it
 * was posted, the business as the employer (with its logo), where the work is (the office's full
 * address when the posting is at the office's city, else the town it names), the employment type
 * (full-time unless the posting says otherwise), the experience asked for and, when the posting
 * gives them, the salary and the closing date.
 */
export function jobPostingJsonLd(job: JobForSeo, siteUrl: string) {
  const home = absoluteUrl(siteUrl, "/");
  const description = [
    `<p>${escapeHtml(job.title)} at ${escapeHtml(site.name)}, ${escapeHtml(site.city)}.</p>`,
    job.responsibilities.length
      ? `<p>Responsibilities:</p><ul>${job.responsibilities.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`
      : "",
    job.skills.length
      ? `<p>Skills:</p><ul>${job.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`
      : "",
  ].join("");
  const place = job.location?.trim() ?? "";
  const atOffice =
    !place ||
    [site.address.locality, site.address.region, site.city].some((n) =>
      n.toLowerCase().includes(place.toLowerCase()),
    );
  const address = atOffice
    ? {
        "@type": "PostalAddress" as const,
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      }
    : {
        "@type": "PostalAddress" as const,
        addressLocality: place,
        addressCountry: site.address.country,
      };
  const months = monthsOfExperience(job.experience_level);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.posted.slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType || "FULL_TIME",
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    url: absoluteUrl(siteUrl, `/careers/${job.slug}`),
    directApply: job.directApply ?? false,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      url: home,
      sameAs: home,
      logo: absoluteUrl(siteUrl, site.logo),
    },
    jobLocation: { "@type": "Place", address },
    ...(months !== null
      ? {
          experienceRequirements: {
            "@type": "OccupationalExperienceRequirements",
            monthsOfExperience: months,
          },
        }
      : {}),
    ...(job.salary && (job.salary.min || job.salary.max)
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              // One figure is a value; two are a range.
              ...(job.salary.min && job.salary.max && job.salary.max !== job.salary.min
                ? { minValue: job.salary.min, maxValue: job.salary.max }
                : { value: job.salary.min || job.salary.max! }),
              unitText: job.salary.period === "year" ? "YEAR" : "MONTH",
            },
          },
        }
      : {}),
  } satisfies WithContext<JobPosting>;
}
