import { getBlogById, isPublicBlog } from "~/server/models/blogs.server";
import { jsonError, parseId } from "~/server/http.server";
import { blogForVisitors } from "~/server/sanitize.server";
import type { Route } from "./+types/blog-by-id";

/** GET /api/blogs/id/{id}: a published post, else 404 (a draft is as unknown as a missing id). */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const blog = id === null ? undefined : getBlogById(id);
  if (!blog || !isPublicBlog(blog)) return jsonError(404, "Blog post not found");
  return Response.json(blogForVisitors(blog));
}
