import fs from "node:fs/promises";
import type { Route } from "./+types/image";
import { imageVariant } from "~/server/files/images.server";

const YEAR = 31_536_000;

/**
 * GET /img/{width}/uploads/{name} and /img/{width}/images/...: a resized WebP copy of a raster
 * picture (app/lib/responsive-image.ts writes the URLs, app/server/files/images.server.ts makes the files).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    return await answer(request, params);
  } catch (error) {
    // The copy was swept by the cache ceiling between finding and reading it: make it again.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return answer(request, params);
  }
}

async function answer(request: Request, params: Route.LoaderArgs["params"]) {
  // The path as the client spelled it (params are already decoded): other spellings of a picture
  // are redirected to the one the cache is keyed by, never resized again.
  const prefix = `/img/${params.width}/`;
  const { pathname } = new URL(request.url);
  const variant = pathname.startsWith(prefix)
    ? await imageVariant(pathname.slice(prefix.length), Number(params.width))
    : null;
  if (variant && "redirect" in variant) {
    return new Response(null, {
      status: 301,
      headers: { Location: variant.redirect, "Cache-Control": "public, max-age=86400" },
    });
  }
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
