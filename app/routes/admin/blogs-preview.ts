import { formatContent } from "~/lib/content-format";
import { requireAdmin } from "~/server/auth/auth.server";
import { jsonError } from "~/server/http/responses.server";
import { sanitizeBlogHtml } from "~/server/site/sanitize.server";
import { readForm } from "~/server/http/body.server";
import type { Route } from "./+types/blogs-preview";

/**
 * POST /admin/blogs/preview (content): the blog form's live preview. The browser has no sanitiser, so
 * HTML content comes back through the same allow-list the blog page uses; plain text comes back as the
 * page's paragraphs. Nothing is stored.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (Number(request.headers.get("Content-Length")) > 1024 * 1024)
    return jsonError(413, "The content is too long to preview");
  const form = await readForm(request).catch(() => null);
  const content = form?.get("content");
  if (typeof content !== "string") return jsonError(400, "content is required");
  const format = formatContent(content);
  const body = format.kind === "html" ? { ...format, html: sanitizeBlogHtml(format.html) } : format;
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
