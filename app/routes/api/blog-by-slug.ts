import { getBlogBySlug } from "~/server/models/blogs.server";
import { refuseMethod } from "~/server/http/responses.server";
import { blogForVisitors } from "~/server/site/sanitize.server";
import type { Route } from "./+types/blog-by-slug";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { blogManager } from "~/server/admin/managers.server";
import { blogByIdAnswer } from "./blog-answer.server";

// One module for the path shape /api/blogs/:param: GET reads it as a slug ("GET /blogs/{slug}"),
// then as an id, so the address a write uses reads the same post back; the admin writes
// (PUT/DELETE /blogs/{id}) read it as an id.

/** GET /api/blogs/{slug or id}: a published post (a draft to an admin, by id), else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const blog = getBlogBySlug(params.param, { publishedOnly: true });
  if (blog) return Response.json(blogForVisitors(blog));
  return blogByIdAnswer(request, params.param);
}

/** PUT /api/blogs/{id} (fields not sent keep their value, the image too) and DELETE (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(blogManager, request, params.param);
