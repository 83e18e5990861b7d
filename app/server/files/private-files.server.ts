import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { safeFileName } from "~/lib/file-name";
import { STORED_UPLOAD_NAME, uploadsDir } from "./uploads.server";

/**
 * Files buyers and applicants send that only staff may read (purchase orders, CVs). They live in
 * dot folders beside the uploads: /uploads never serves a dot name, and the uploads backup copies
 * these folders too.
 */
export const PRIVATE_UPLOAD_FOLDERS = [".quote-po", ".job-cv"] as const;
type PrivateFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

export const privateDir = (folder: PrivateFolder) => path.join(uploadsDir(), folder);

/** The path of a stored private file, or null for anything that is not a name we gave. */
export function privatePath(folder: PrivateFolder, name: string | null | undefined): string | null {
  return name && STORED_UPLOAD_NAME.test(name) ? path.join(privateDir(folder), name) : null;
}

/** Moves a received upload out of the public uploads into its private folder. */
export async function keepPrivate(folder: PrivateFolder, storedName: string): Promise<void> {
  await fs.mkdir(privateDir(folder), { recursive: true });
  await fs.rename(path.join(uploadsDir(), storedName), path.join(privateDir(folder), storedName));
}

function notFound(what: string) {
  return new Response(`${what} not found`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A private file as a download for signed-in staff (the caller checks that): always
 * application/octet-stream, an attachment under `downloadName`, never cached and never sniffed, so
 * a browser saves it and never opens it as a page. Streamed from disk.
 */
export async function privateDownload(
  request: Request,
  file: string | null,
  downloadName: string,
  what: string,
): Promise<Response> {
  if (!file) return notFound(what);
  let size: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return notFound(what);
    size = stat.size;
  } catch {
    return notFound(what);
  }
  const name = safeFileName(downloadName, `download${path.extname(file)}`);
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
