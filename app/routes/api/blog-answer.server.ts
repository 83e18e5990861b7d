import { getApiAdmin } from "~/server/auth/auth.server";
import { getBlogById, isPublicBlog } from "~/server/models/blogs.server";
import { jsonError, parseId } from "~/server/http/responses.server";
import { blogForVisitors } from "~/server/site/sanitize.server";

/**
 * One post by id, for GET /api/blogs/id/{id} and /api/blogs/{id}: a published post; a draft is as
 * unknown as a missing id, except to an admin (bearer token or session), who sees it as stored, like
 * in the list.
 */
export async function blogByIdAnswer(request: Request, param: string | undefined) {
  const id = parseId(param);
  const blog = id === null ? undefined : getBlogById(id);
  if (!blog) return jsonError(404, "Blog post not found");
  if (isPublicBlog(blog)) return Response.json(blogForVisitors(blog));
  if (!(await getApiAdmin(request))) return jsonError(404, "Blog post not found");
  return Response.json(blog, { headers: { "Cache-Control": "private, no-store" } });
}
