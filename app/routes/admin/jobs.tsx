import { StatusBadge } from "~/components/admin/data-table";
import { ManagerList, TitleCell } from "~/components/admin/manager";
import { adminListPage } from "~/server/admin/crud-responses.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { jobEntity } from "~/server/entities/job.server";
import { countJobApplications } from "~/server/models/job-applications.server";
import { isPublicJob, listJobs } from "~/server/models/jobs.server";
import type { Route } from "./+types/jobs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = listJobs(adminListPage(request));
  const applications = countJobApplications(page.items.map((j) => j.id));
  return {
    page: { page: page.page, pageCount: page.pageCount },
    jobs: page.items.map((j) => ({
      id: j.id,
      title: j.title,
      slug: j.slug,
      status: j.status,
      // The public page exists only for what visitors may see (the entity's rule).
      publicUrl: isPublicJob(j) ? jobEntity.publicPath(j) : null,
      experience: j.experience_level ?? "",
      location: j.location ?? "",
      applications: applications.get(j.id) ?? 0,
    })),
  };
}

export function meta() {
  return [{ title: "Jobs | Admin Panel" }];
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  return (
    <ManagerList
      tab="jobs"
      title="Jobs"
      description="Only active job postings appear on /careers."
      addLabel="Add Job"
      rows={loaderData.jobs}
      itemLabel={(j) => j.title}
      empty="No job postings yet."
      page={loaderData.page}
      columns={[
        {
          header: "Title",
          cell: (j) => <TitleCell title={j.title} to={j.publicUrl} />,
        },
        { header: "Status", cell: (j) => <StatusBadge status={j.status} /> },
        { header: "Experience", cell: (j) => j.experience },
        { header: "Location", cell: (j) => j.location },
        {
          header: "Applications",
          cell: (j) => (
            <a href={`/admin/jobs/${j.id}/applications`} className="text-primary underline">
              {j.applications}
              <span className="sr-only"> applications for {j.title}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
