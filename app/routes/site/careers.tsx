import { JobCard } from "~/components/job-card";
import { Pagination } from "~/components/pagination";
import { site } from "~/config/site";
import { splitSkills } from "~/lib/content-format";
import { employmentTypeLabel, salaryText } from "~/lib/job-terms";
import { parsePage } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { cutText, formatDate } from "~/lib/text";
import { jobApplicationMessage, whatsappLink } from "~/lib/whatsapp";
import { env } from "~/server/env.server";
import { listJobs } from "~/server/models/jobs.server";
import type { Route } from "./+types/careers";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = listJobs({ status: "active", page: parsePage(url.searchParams.get("page")) });
  return {
    jobs: result.items.map((j) => ({
      slug: j.slug,
      title: j.title,
      skills: splitSkills(j.skills),
      preview: cutText(j.responsibilities, 150),
      date: formatDate(j.created_at),
      experience_level: j.experience_level,
      location: j.location,
      employment: employmentTypeLabel(j.employment_type),
      salary: salaryText(j),
    })),
    page: result.page,
    pageCount: result.pageCount,
    whatsappNumber: env.WHATSAPP_NUMBER,
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const description = `Join ${site.name}: open positions in sales, service and support of barcode and label printers.`;
  const page = loaderData?.page ?? 1;
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: page > 1 ? `/careers?page=${page}` : "/careers",
    title: `Careers | ${site.name}`,
    description,
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { jobs, page, pageCount, whatsappNumber } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-slate-900">Careers</h1>
        <p className="mx-auto mt-3 max-w-2xl text-secondary">
          Grow with a team that has served {site.customers} customers since {site.since}. Apply on
          an opening's page with your CV, or send it on WhatsApp.
        </p>
      </header>
      {jobs.length ? (
        <>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {jobs.map((j) => (
              <JobCard
                key={j.slug}
                job={j}
                applyHref={whatsappLink(whatsappNumber, jobApplicationMessage(j.title))}
              />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} className="mt-10" />
        </>
      ) : (
        <div className="mt-16 text-center">
          <h2 className="text-2xl font-semibold text-slate-900">No job openings found</h2>
          <p className="mt-2 text-secondary">Please check back soon.</p>
        </div>
      )}
    </main>
  );
}
