import { categoryHref } from "~/lib/categories";
import { latest, sitemapXml, type SitemapEntry } from "~/lib/seo";
import { env } from "~/server/env.server";
import { listPublishedBlogPaths } from "~/server/models/blogs.server";
import { listCategories } from "~/server/models/categories.server";
import { listActiveJobPaths } from "~/server/models/jobs.server";
import { listActiveProductPaths } from "~/server/models/products.server";

/** The public pages that are not rows of a table (their content changes with a release). */
const STATIC_PATHS = [
  "/",
  "/services",
  "/about",
  "/blogs",
  "/careers",
  "/contact",
  "/popular-products",
  "/labels-info",
  "/ribbons-info",
  "/scanners-info",
];

/**
 * /sitemap.xml: every public page, every category listing and every active product (and published
 * post and active job), with lastmod taken from the rows. A category's date is its newest product's.
 */
export function loader() {
  const products = listActiveProductPaths();
  const newestByCategory = new Map<string, string>();
  for (const p of products) {
    newestByCategory.set(p.category, latest(newestByCategory.get(p.category), p.updated_at)!);
  }
  const blogs = listPublishedBlogPaths();
  const jobs = listActiveJobPaths();
  const newestProduct = latest(...products.map((p) => p.updated_at));

  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({
      path,
      lastmod:
        path === "/" || path === "/popular-products"
          ? newestProduct
          : path === "/blogs"
            ? latest(...blogs.map((b) => b.updated_at))
            : path === "/careers"
              ? latest(...jobs.map((j) => j.updated_at))
              : null,
    })),
    ...listCategories().map((c) => ({
      path: categoryHref(c.display_name),
      lastmod: latest(c.updated_at, newestByCategory.get(c.name)),
    })),
    ...products.map((p) => ({ path: `/products/${p.slug}`, lastmod: p.updated_at })),
    ...blogs.map((b) => ({ path: `/blog/${b.slug}`, lastmod: b.updated_at })),
    ...jobs.map((j) => ({ path: `/careers/${j.slug}`, lastmod: j.updated_at })),
  ];

  return new Response(sitemapXml(env.SITE_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
