import fs from "node:fs/promises";
import type { Route } from "./+types/image";
import { imageVariant } from "~/server/images.server";

const YEAR = 31_536_000;

/**
 * GET /img/{width}/uploads/{name} and /img/{width}/images/...: a resized WebP copy of a raster
 * picture (app/lib/responsive-image.ts writes the URLs, app/server/images.server.ts makes the files).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const variant = await imageVariant(params["*"] ?? "", Number(params.width));
  if (!variant) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers({
    "Content-Type": "image/webp",
    ETag: variant.etag,
    // An uploaded file never changes under its random name; public files may change on deploy.
    "Cache-Control": variant.immutable
      ? `public, max-age=${YEAR}, immutable`
      : "public, max-age=86400, stale-while-revalidate=604800",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  const match = request.headers.get("If-None-Match");
  if (
    match &&
    match.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === variant.etag || tag === "*")
  ) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.size));
  return new Response(await fs.readFile(variant.file), { headers });
}
