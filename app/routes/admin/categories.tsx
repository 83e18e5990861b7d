import { Thumb } from "~/components/admin/data-table";
import { ManagerList } from "~/components/admin/manager";
import { cutText } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { listCategories } from "~/server/models/categories.server";
import type { Route } from "./+types/categories";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    categories: listCategories().map((c) => ({
      id: c.id,
      image: c.image,
      name: c.name,
      display_name: c.display_name,
      description: cutText(c.description, 50),
    })),
  };
}

export function meta() {
  return [{ title: "Categories | Admin Panel" }];
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return (
    <ManagerList
      tab="categories"
      title="Categories"
      description="The product categories of the catalogue and its menus."
      addLabel="Add Category"
      exportTo="/admin/export/categories"
      rows={loaderData.categories}
      itemLabel={(c) => c.display_name}
      empty="No categories yet."
      columns={[
        { header: "ID", cell: (c) => c.id, className: "w-16" },
        { header: "Image", cell: (c) => <Thumb src={c.image} alt={c.display_name} /> },
        { header: "Name", cell: (c) => <code className="text-xs">{c.name}</code> },
        {
          header: "Display Name",
          cell: (c) => <span className="font-medium">{c.display_name}</span>,
        },
        { header: "Description", cell: (c) => c.description },
      ]}
    />
  );
}
