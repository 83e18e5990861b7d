import type { Route } from "./+types/sitemap";
import { sitemapResponse } from "~/server/sitemap.server";

/**
 * /sitemap.xml: every public page, category listing, active product, published post and active job
 * with its lastmod; past 50,000 URLs a sitemap index of the files under /sitemaps/.
 */
export function loader(args?: Route.LoaderArgs) {
  // Called without a request by scripts and tests: nothing then depends on request headers.
  return sitemapResponse(args?.request ?? new Request("http://localhost/sitemap.xml"));
}
