import { data, isRouteErrorResponse, Link } from "react-router";
import { BackLink, Breadcrumb } from "~/components/breadcrumb";
import { SkillChips } from "~/components/job-card";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/config/site";
import { splitLines, splitSkills } from "~/lib/content-format";
import { jobPostingJsonLd } from "~/lib/job-jsonld";
import { EMPLOYMENT_TYPE_SCHEMA, employmentTypeLabel, salaryText } from "~/lib/job-terms";
import { cutText, formatDate } from "~/lib/text";
import { jobApplicationMessage, whatsappLink } from "~/lib/whatsapp";
import { env } from "~/server/env.server";
import { getJobBySlug, listOtherActiveJobs } from "~/server/models/jobs.server";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/job";

export function loader({ request, params }: Route.LoaderArgs) {
  const job = getJobBySlug(params.slug, { activeOnly: true });
  if (!job) redirectIfMoved(request);
  if (!job) throw data("Job posting not found", { status: 404 });
  return {
    job: {
      slug: job.slug,
      title: job.title,
      skills: splitSkills(job.skills),
      responsibilities: splitLines(job.responsibilities),
      date: formatDate(job.created_at),
      posted: job.created_at.slice(0, 10),
      experience_level: job.experience_level,
      location: job.location,
      employment: employmentTypeLabel(job.employment_type),
      salary: salaryText(job),
    },
    related: listOtherActiveJobs(job.id, 3).map((j) => ({
      slug: j.slug,
      title: j.title,
      skills: cutText(j.skills, 100),
      date: formatDate(j.created_at),
    })),
    url: new URL(`/careers/${job.slug}`, env.SITE_URL).href,
    whatsappNumber: env.WHATSAPP_NUMBER,
    jsonLd: jobPostingJsonLd(
      {
        slug: job.slug,
        title: job.title,
        posted: job.created_at,
        responsibilities: splitLines(job.responsibilities),
        skills: splitSkills(job.skills),
        location: job.location,
        experience_level: job.experience_level,
        employmentType: EMPLOYMENT_TYPE_SCHEMA[job.employment_type],
        salary:
          job.salary_min || job.salary_max
            ? { min: job.salary_min, max: job.salary_max, period: job.salary_period }
            : null,
      },
      env.SITE_URL,
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: `Job Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  }
  const { job, url } = loaderData;
  const description = cutText(
    `${job.title} at ${site.name}, ${site.city}. Skills: ${job.skills.join(", ")}.`,
    160,
  );
  return [
    { title: `${job.title} | Careers | ${site.name}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: `${job.title} | ${site.name}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function JobPosting({ loaderData }: Route.ComponentProps) {
  const { job, related, whatsappNumber } = loaderData;
  const applyHref = whatsappLink(whatsappNumber, jobApplicationMessage(job.title));
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Careers", to: "/careers" },
          { label: job.title },
        ]}
      />
      <BackLink to="/careers">Back to Careers</BackLink>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2 sm:p-8">
          <header>
            {/* Visitors only ever see open jobs: the status is staff's word, not shown here. */}
            <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
            <JobFacts job={job} />
          </header>
          <section aria-labelledby="skills-heading" className="mt-8">
            <h2 id="skills-heading" className="text-lg font-bold text-slate-900">
              Required Skills
            </h2>
            <SkillChips skills={job.skills} className="mt-3" />
          </section>
          <section aria-labelledby="resp-heading" className="mt-8">
            <h2 id="resp-heading" className="text-lg font-bold text-slate-900">
              Responsibilities
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
              {job.responsibilities.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          </section>
          <a
            href={applyHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-10 inline-block rounded-lg bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800"
          >
            Apply Now on WhatsApp
          </a>
        </article>

        <aside aria-labelledby="other-jobs-heading">
          <h2 id="other-jobs-heading" className="text-lg font-bold text-slate-900">
            Other Openings
          </h2>
          {related.length ? (
            <ul className="mt-4 space-y-4">
              {related.map((r) => (
                <li key={r.slug} className="rounded-xl border border-slate-200 bg-white p-4">
                  <Link
                    to={`/careers/${r.slug}`}
                    className="font-semibold text-slate-900 hover:text-primary"
                  >
                    {r.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">{r.skills}</p>
                  <p className="mt-2 text-xs text-secondary">Posted on {r.date}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-secondary">No other openings right now.</p>
          )}
        </aside>
      </div>
    </main>
  );
}

/** What an applicant weighs first, as a list of terms: kind, place, experience, pay, date. */
function JobFacts({
  job,
}: {
  job: {
    employment: string;
    location: string | null;
    experience_level: string | null;
    salary: string | null;
    date: string;
    posted: string;
  };
}) {
  const facts: [string, React.ReactNode][] = [
    ["Employment type", job.employment],
    ["Location", job.location || site.city],
    ...(job.experience_level ? [["Experience", job.experience_level] as [string, string]] : []),
    ...(job.salary ? [["Salary", job.salary] as [string, string]] : []),
    ["Posted", <time dateTime={job.posted}>{job.date}</time>],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-secondary">{term}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An inactive or unknown job keeps the site frame and answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        title="Job Not Found"
        message="The job posting you're looking for doesn't exist or has been removed."
        backTo="/careers"
        backLabel="Back to Careers"
      />
    );
  }
  console.error(error);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Failed to load job posting</h1>
      <p className="mt-4 text-secondary">Please try again in a moment.</p>
      <Link
        to="/careers"
        className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Back to Careers
      </Link>
    </main>
  );
}
