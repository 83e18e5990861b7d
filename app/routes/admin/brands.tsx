import { Thumb } from "~/components/admin/data-table";
import { ManagerList } from "~/components/admin/manager";
import { cutText } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { listBrands } from "~/server/models/brands.server";
import type { Route } from "./+types/brands";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    brands: listBrands().map((b) => ({
      id: b.id,
      logo: b.logo,
      name: b.name,
      display_name: b.display_name,
      website: b.website,
      description: cutText(b.description, 50),
    })),
  };
}

export function meta() {
  return [{ title: "Brands | Admin Panel" }];
}

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  return (
    <ManagerList
      tab="brands"
      title="Brands"
      description="The manufacturers whose products the catalogue carries."
      addLabel="Add Brand"
      exportTo="/admin/export/brands"
      rows={loaderData.brands}
      itemLabel={(b) => b.display_name}
      empty="No brands yet."
      columns={[
        { header: "ID", cell: (b) => b.id, className: "w-16" },
        { header: "Logo", cell: (b) => <Thumb src={b.logo} alt={b.display_name} /> },
        { header: "Name", cell: (b) => b.name },
        {
          header: "Display Name",
          cell: (b) => <span className="font-medium">{b.display_name}</span>,
        },
        {
          header: "Website",
          cell: (b) =>
            b.website ? (
              <a
                href={b.website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline"
              >
                {b.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            ) : null,
        },
        { header: "Description", cell: (b) => b.description },
      ]}
    />
  );
}
