import { listBlogs } from "~/server/models/blogs.server";
import { jsonError } from "~/server/http.server";
import { blogForVisitors } from "~/server/sanitize.server";
import { fieldErrors } from "~/server/validation/fields.server";
import { blogListQuery, queryValues } from "~/server/validation/content-query.server";
import type { Route } from "./+types/blogs";

/** GET /api/blogs?page&limit&category: published posts, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = blogListQuery.safeParse(queryValues(new URL(request.url)));
  if (!parsed.success) {
    return jsonError(400, "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  const { page, limit, category } = parsed.data;
  const result = listBlogs({ status: "published", category, page, perPage: limit });
  // The model shows the last page for a page past the end; an API client paging on expects an empty one.
  const data = result.page === page ? result.items.map(blogForVisitors) : [];
  return Response.json({
    data,
    total: result.total,
    page,
    limit,
    pageCount: result.pageCount,
  });
}
