import { useEffect, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import { BackLink, Breadcrumb } from "~/components/breadcrumb";
import { BuyerField, buyerBorder, buyerInput, FormProblem } from "~/components/buyer-field";
import { FieldNotes, RequiredStar } from "~/components/field-notes";
import { SkillChips } from "~/components/job-card";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/config/site";
import { splitLines, splitSkills } from "~/lib/content-format";
import { jobPostingJsonLd } from "~/lib/job-jsonld";
import { EMPLOYMENT_TYPE_SCHEMA, employmentTypeLabel, salaryText } from "~/lib/job-terms";
import { cutText, formatDate } from "~/lib/text";
import { ACCEPT } from "~/lib/upload-kinds";
import { jobApplicationMessage, whatsappLink } from "~/lib/whatsapp";
import { clientAddress } from "~/server/auth/auth.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { env } from "~/server/env.server";
import { CV_UPLOAD, sizeText } from "~/server/files/uploads.server";
import {
  applyForJob,
  jobApplicationInput,
  type ApplicationResult,
} from "~/server/site/job-application.server";
import { getJobBySlug, listOtherActiveJobs } from "~/server/models/jobs.server";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/job";

/** The application form's browser constraints, read from the rule the action checks with. */
const CONSTRAINTS = formConstraintsOf(jobApplicationInput);

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
    constraints: CONSTRAINTS,
    cvLimit: sizeText(CV_UPLOAD.maxBytes),
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
        // The page takes the application itself (the form below).
        directApply: true,
      },
      env.SITE_URL,
    ),
  };
}

/** An application with a CV, for an open job only; refused ones come back with what was typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const job = getJobBySlug(params.slug, { activeOnly: true });
  if (!job) throw data("Job posting not found", { status: 404 });
  const result = await applyForJob(request, job, clientAddress(context));
  if (result.kind === "sent") return data<ApplicationResult>(result);
  return data<ApplicationResult>(result, {
    status: result.status,
    headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
  });
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

export default function JobPosting({ loaderData, actionData }: Route.ComponentProps) {
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
        <article className="min-w-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2 sm:p-8">
          <header>
            {/* Visitors only ever see open jobs: the status is staff's word, not shown here. */}
            <h1 className="text-3xl font-bold break-words text-slate-900">{job.title}</h1>
            <JobFacts job={job} />
            <p className="mt-6 flex flex-wrap gap-3">
              <a
                href="#apply"
                className="rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
              >
                Apply with your CV
              </a>
              <a
                href={applyHref}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800"
              >
                Apply Now on WhatsApp
              </a>
            </p>
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
          <ApplicationForm
            jobTitle={job.title}
            result={actionData as ApplicationResult | undefined}
            constraints={loaderData.constraints}
            cvLimit={loaderData.cvLimit}
          />
        </article>

        <aside aria-labelledby="other-jobs-heading" className="min-w-0">
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

/**
 * The application: name, phone, email, message and the CV, sent as a multipart form. Without
 * JavaScript the post comes back to this section (#apply), with the thanks or the errors beside the
 * fields and what was typed kept; the file has to be chosen again (browsers never refill a file
 * input).
 */
function ApplicationForm({
  jobTitle,
  result,
  constraints,
  cvLimit,
}: {
  jobTitle: string;
  result?: ApplicationResult;
  constraints: Record<string, { required: boolean; maxLength?: number }>;
  cvLimit: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === location.pathname;
  const sent = result?.kind === "sent" ? result : undefined;
  const errors = result?.kind === "invalid" ? result.errors : {};
  const values = result?.kind === "invalid" ? result.values : {};
  const cvHint = `PDF or Word (.pdf, .doc, .docx), up to ${cvLimit}.`;
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="mt-10 scroll-mt-40 border-t border-slate-200 pt-8"
    >
      <h2 id="apply-heading" className="text-lg font-bold text-slate-900">
        Apply for this job
      </h2>
      {sent ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
        >
          <p className="font-semibold">Thank you, {sent.name}: your application is with us.</p>
          <p className="mt-1 text-sm">
            We read every CV sent for {jobTitle} and call the people we would like to meet.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-secondary">
            Send your CV here, or on WhatsApp with the button above.
          </p>
          {errors.form ? (
            <FormProblem className="mt-4">{errors.form}</FormProblem>
          ) : Object.keys(errors).length ? (
            <FormProblem className="mt-4">Please correct the highlighted fields.</FormProblem>
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            action={hydrated ? undefined : `${location.pathname}#apply`}
            className="mt-4 grid gap-5 sm:grid-cols-2"
            aria-labelledby="apply-heading"
          >
            <BuyerField
              form="apply"
              name="name"
              label="Full Name"
              constraint={constraints.name}
              autoComplete="name"
              error={errors.name}
              value={values.name}
            />
            <BuyerField
              form="apply"
              name="phone"
              label="Phone"
              type="tel"
              constraint={constraints.phone}
              autoComplete="tel"
              error={errors.phone}
              value={values.phone}
            />
            <BuyerField
              form="apply"
              name="email"
              label="Email Address"
              type="email"
              constraint={constraints.email}
              autoComplete="email"
              error={errors.email}
              value={values.email}
              className="sm:col-span-2"
            />
            <BuyerField
              form="apply"
              name="message"
              label="Message"
              constraint={constraints.message}
              multiline
              rows={3}
              hint="Optional: your notice period, or anything we should know."
              error={errors.message}
              value={values.message}
              className="sm:col-span-2"
            />
            <div className="min-w-0 sm:col-span-2">
              <label htmlFor="apply-cv" className="block text-sm font-medium">
                Your CV
                <RequiredStar required />
              </label>
              <input
                id="apply-cv"
                name="cv"
                type="file"
                required
                accept={ACCEPT.cv}
                aria-invalid={errors.cv ? true : undefined}
                aria-describedby={errors.cv ? "apply-cv-error apply-cv-hint" : "apply-cv-hint"}
                className={`${buyerInput} ${buyerBorder(errors.cv)} max-w-full`}
              />
              <FieldNotes
                id="apply-cv"
                hint={cvHint}
                error={errors.cv}
                errorClassName="text-red-700"
              />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                {busy ? "Sending..." : "Send application"}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
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
