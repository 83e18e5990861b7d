import { ManagerList } from "~/components/admin/manager";
import { cutText, formatMegabytes } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { listDrivers } from "~/server/models/drivers.server";
import type { Route } from "./+types/drivers";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    drivers: listDrivers().map((d) => ({
      id: d.id,
      name: d.name,
      version: d.version,
      description: cutText(d.description, 50),
      size: formatMegabytes(d.file_size),
      downloads: d.download_count,
      hasFile: !!d.file,
    })),
  };
}

export function meta() {
  return [{ title: "Drivers | Admin Panel" }];
}

export default function AdminDrivers({ loaderData }: Route.ComponentProps) {
  return (
    <ManagerList
      tab="drivers"
      title="Drivers"
      description="Printer drivers and utilities offered for download."
      addLabel="Add Driver"
      rows={loaderData.drivers}
      itemLabel={(d) => `${d.name} ${d.version}`}
      empty="No drivers yet."
      columns={[
        { header: "ID", cell: (d) => d.id, className: "w-16" },
        {
          header: "Name",
          cell: (d) =>
            d.hasFile ? (
              <a
                href={`/drivers/${d.id}/download`}
                className="font-medium text-primary underline"
                download
              >
                {d.name}
              </a>
            ) : (
              <span className="font-medium">{d.name}</span>
            ),
        },
        { header: "Version", cell: (d) => d.version },
        { header: "Description", cell: (d) => d.description },
        { header: "File Size", cell: (d) => d.size, className: "whitespace-nowrap" },
        { header: "Downloads", cell: (d) => d.downloads },
      ]}
    />
  );
}
