import type { Route } from "./+types/sitemap-file";
import { sitemapFileResponse } from "~/server/sitemap.server";

/** /sitemaps/pages.xml and /sitemaps/products-{n}.xml: the files a large site's index lists. */
export function loader({ request, params }: Route.LoaderArgs) {
  return (
    sitemapFileResponse(request, params.file) ??
    new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  );
}
