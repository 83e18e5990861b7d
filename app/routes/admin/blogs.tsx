import { StatusBadge } from "~/components/admin/data-table";
import { ManagerList, TitleCell } from "~/components/admin/manager";
import { formatDate } from "~/lib/text";
import { adminListPage } from "~/server/admin/crud-responses.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { blogEntity } from "~/server/entities/blog.server";
import { isPublicBlog, listBlogs } from "~/server/models/blogs.server";
import type { Route } from "./+types/blogs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = listBlogs(adminListPage(request));
  return {
    page: { page: page.page, pageCount: page.pageCount },
    blogs: page.items.map((b) => ({
      id: b.id,
      title: b.title,
      slug: b.slug,
      status: b.status,
      // The public page exists only for what visitors may see (the entity's rule).
      publicUrl: isPublicBlog(b) ? blogEntity.publicPath(b) : null,
      date: formatDate(b.created_at),
    })),
  };
}

export function meta() {
  return [{ title: "Blogs | Admin Panel" }];
}

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  return (
    <ManagerList
      tab="blogs"
      title="Blogs"
      description="Posts are drafts until published; only published posts appear on /blogs."
      addLabel="Add Blog"
      rows={loaderData.blogs}
      itemLabel={(b) => b.title}
      empty="No blog posts yet."
      page={loaderData.page}
      columns={[
        {
          header: "Title",
          cell: (b) => <TitleCell title={b.title} to={b.publicUrl} />,
        },
        { header: "Status", cell: (b) => <StatusBadge status={b.status} /> },
        { header: "Date", cell: (b) => b.date, className: "whitespace-nowrap" },
      ]}
    />
  );
}
