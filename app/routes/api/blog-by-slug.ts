import { getBlogBySlug } from "~/server/models/blogs.server";
import { jsonError } from "~/server/http/responses.server";
import { blogForVisitors } from "~/server/site/sanitize.server";
import type { Route } from "./+types/blog-by-slug";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { blogManager } from "~/server/admin/managers.server";

// One module for the path shape /api/blogs/:param: GET reads it as a slug ("GET /blogs/{slug}");
// the admin writes (PUT/DELETE /blogs/{id}) read it as an id.

/** GET /api/blogs/{slug}: a published post, else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const blog = getBlogBySlug(params.param, { publishedOnly: true });
  if (!blog) return jsonError(404, "Blog post not found");
  return Response.json(blogForVisitors(blog));
}

/** PUT /api/blogs/{id} (fields not sent keep their value, the image too) and DELETE (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  apiUpdateOrDelete(blogManager, request, params.param);
