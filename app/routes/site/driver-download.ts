import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { safeFileName } from "~/lib/file-name";
import { parseId } from "~/server/http/responses.server";
import { countDriverDownload, getDriverById } from "~/server/models/drivers.server";
import { isStoredUpload, uploadsDir } from "~/server/files/uploads.server";
import type { Route } from "./+types/driver-download";

const notFound = () =>
  new Response("Driver file not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /drivers/{id}/download: the driver's file as an attachment under its original name, streamed
 * from disk (never read whole into memory), counting the download. The type is always
 * application/octet-stream, whatever the file claims, so a browser never opens it as a page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const driver = id === null ? undefined : getDriverById(id);
  if (!driver || !isStoredUpload(driver.file)) return notFound();
  const filePath = path.join(uploadsDir(), driver.file);
  let size: number;
  try {
    const stat = await fs.stat(filePath);
    if (!stat.isFile()) return notFound();
    size = stat.size;
  } catch {
    return notFound();
  }
  const name = safeFileName(driver.file_name, `driver-${driver.id}${path.extname(driver.file)}`);
  const headers = {
    "Content-Type": "application/octet-stream",
    "Content-Length": String(size),
    // The plain name is already ASCII-safe; filename* repeats it for clients that prefer it.
    "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  countDriverDownload(driver.id);
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
