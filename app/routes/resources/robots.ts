import { robotsTxt } from "~/lib/seo";
import { env } from "~/server/env.server";

/** /robots.txt: crawl the public site, not /admin or /api, and find the sitemap. */
export function loader() {
  return new Response(robotsTxt(env.SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
