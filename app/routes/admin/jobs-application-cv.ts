import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { safeFileName } from "~/lib/file-name";
import { requireAdmin } from "~/server/auth/auth.server";
import { parseId } from "~/server/http/responses.server";
import { getJobApplication } from "~/server/models/job-applications.server";
import { cvPath } from "~/server/site/job-application.server";
import type { Route } from "./+types/jobs-application-cv";

const notFound = () =>
  new Response("CV not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /admin/jobs/applications/{id}/cv: an applicant's CV, for signed-in staff only, as an attachment
 * under the name it was sent with, streamed from the private folder. Always
 * application/octet-stream and never cached: a browser saves it, it never opens it as a page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const application = id === null ? undefined : getJobApplication(id);
  const file = application ? cvPath(application.cv_file) : null;
  if (!application || !file) return notFound();
  let size: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return notFound();
    size = stat.size;
  } catch {
    return notFound();
  }
  const name = safeFileName(
    application.cv_name,
    `cv-${application.id}${path.extname(application.cv_file)}`,
  );
  const headers = {
    "Content-Type": "application/octet-stream",
    "Content-Length": String(size),
    "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex, nofollow",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
