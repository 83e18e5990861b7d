import { apiCreate } from "~/server/admin/crud-responses.server";
import { getApiAdmin } from "~/server/auth/auth.server";
import { blogManager } from "~/server/admin/managers.server";
import { listBlogs } from "~/server/models/blogs.server";
import { jsonError, refuseMethod } from "~/server/http/responses.server";
import { blogForVisitors } from "~/server/site/sanitize.server";
import { fieldErrors } from "~/server/validation/fields.server";
import { blogListQuery, queryValues } from "~/server/validation/content-query.server";
import { blogEntity } from "~/server/entities/blog.server";
import type { Route } from "./+types/blogs";

/**
 * GET /api/blogs?page&limit&category: published posts, newest first. An admin (bearer token or
 * session) also gets drafts, with the content as stored.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = blogListQuery.safeParse(queryValues(new URL(request.url)));
  if (!parsed.success) {
    return jsonError(400, "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  const { page, limit, category } = parsed.data;
  const admin = await getApiAdmin(request);
  const status = admin ? undefined : blogEntity.publicStatus;
  const result = listBlogs({ status, category, page, perPage: limit });
  // The model shows the last page for a page past the end; an API client paging on expects an empty one.
  const items = result.page === page ? result.items : [];
  return Response.json(
    {
      data: admin ? items : items.map(blogForVisitors),
      total: result.total,
      page,
      limit,
      pageCount: result.pageCount,
    },
    admin ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** POST /api/blogs (admin): the blog fields and a featured_image file; status draft by default. */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(blogManager, request);
