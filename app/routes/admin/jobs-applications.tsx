import { PageHeader } from "~/components/admin/admin-shell";
import { Detail } from "~/components/admin/detail";
import { formatDate } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { jobEntity } from "~/server/entities/job.server";
import { listJobApplications } from "~/server/models/job-applications.server";
import { getJobById, isPublicJob } from "~/server/models/jobs.server";
import { notFound } from "~/server/http/responses.server";
import type { Route } from "./+types/jobs-applications";

const KB = 1024;
const sizeOf = (bytes: number) =>
  bytes >= KB * KB
    ? `${(bytes / KB / KB).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / KB))} KB`;

/** A job's applications, newest first, each with its CV to download (staff only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  const job = Number.isSafeInteger(id) ? getJobById(id) : undefined;
  if (!job) notFound();
  return {
    job: {
      id: job.id,
      title: job.title,
      publicUrl: isPublicJob(job) ? jobEntity.publicPath(job) : null,
    },
    applications: listJobApplications(job.id).map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      email: a.email,
      message: a.message,
      cvName: a.cv_name,
      cvSize: sizeOf(a.cv_size),
      date: formatDate(a.created_at),
      isoDate: a.created_at,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Applications: ${loaderData?.job.title ?? "Job"} | Admin Panel` }];
}

export default function JobApplications({ loaderData }: Route.ComponentProps) {
  const { job, applications } = loaderData;
  return (
    <>
      <PageHeader
        title={`Applications: ${job.title}`}
        description="Sent from the job's page, newest first. CVs download to your computer; they are never public."
        actions={
          <a
            href={`/admin/jobs/${job.id}/edit`}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary"
          >
            Edit the job
          </a>
        }
      />
      <p className="mb-3 text-sm text-secondary">
        {applications.length === 0
          ? "No applications yet."
          : `${applications.length} application${applications.length === 1 ? "" : "s"}`}
        {job.publicUrl ? (
          <>
            {" · "}
            <a href={job.publicUrl} className="text-primary underline">
              The job&apos;s page
            </a>
          </>
        ) : null}
      </p>
      <ul className="space-y-4">
        {applications.map((a) => (
          <li
            key={a.id}
            data-testid="application"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <article aria-labelledby={`application-${a.id}`}>
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2
                    id={`application-${a.id}`}
                    className="text-lg font-semibold break-words text-slate-900"
                  >
                    {a.name}
                  </h2>
                  <p className="mt-1 text-sm text-secondary">
                    <time dateTime={a.isoDate}>{a.date}</time>
                  </p>
                </div>
                <a
                  href={`/admin/jobs/applications/${a.id}/cv`}
                  className="max-w-full rounded-lg bg-primary px-4 py-2 text-sm font-semibold break-all text-white hover:bg-primary-dark"
                >
                  Download CV<span className="sr-only"> of {a.name}</span> ({a.cvName}, {a.cvSize})
                </a>
              </header>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <Detail term="Phone">
                  <a
                    href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}
                    className="text-primary underline"
                  >
                    {a.phone}
                  </a>
                </Detail>
                <Detail term="Email">
                  {a.email ? (
                    <a href={`mailto:${a.email}`} className="text-primary underline">
                      {a.email}
                    </a>
                  ) : (
                    "—"
                  )}
                </Detail>
              </dl>
              {a.message ? (
                <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
                  {a.message}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
