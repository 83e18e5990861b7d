/**
 * The sitemap files. Small catalogues get one urlset at /sitemap.xml; past the search engines' limit
 * of URLs per file (50,000, SITEMAP_MAX_URLS to change it), /sitemap.xml becomes a sitemap index of
 * /sitemaps/pages.xml (static pages, categories, printers' supplies pages, posts and jobs) and /sitemaps/products-{n}.xml (the
 * active products by slug, a file's worth each), every entry with its lastmod. Each file is built
 * once per content version (answer-cache.server.ts).
 */
import { categoryHref } from "~/lib/categories";
import { latest, sitemapIndexXml, sitemapXml, type SitemapEntry } from "~/lib/seo";
import { cachedAnswer } from "./answer-cache.server";
import { env } from "./env.server";
import { listPublishedBlogPaths } from "./models/blogs.server";
import { listCategories } from "./models/categories.server";
import { listPrinterPathsWithSupplies } from "./models/fits.server";
import { listActiveJobPaths } from "./models/jobs.server";
import { countProducts, listActiveProductPaths } from "./models/products.server";

/** The public pages that are not rows of a table (their content changes with a release). */
const STATIC_PATHS = [
  "/",
  "/services",
  "/about",
  "/blogs",
  "/careers",
  "/contact",
  "/popular-products",
  "/products",
  "/drivers",
  "/supplies",
  "/labels-info",
  "/ribbons-info",
  "/scanners-info",
];

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

function maxUrlsPerFile(): number {
  return env.SITEMAP_MAX_URLS;
}

/**
 * Every public page with its lastmod: the pages that are not products (static pages dated by what
 * they list, categories by their newest product) and the active products.
 */
function sitemapEntries(): {
  head: SitemapEntry[];
  products: SitemapEntry[];
  tail: SitemapEntry[];
} {
  const products = listActiveProductPaths();
  const newestByCategory = new Map<string, string>();
  let newestProduct: string | null = null;
  for (const p of products) {
    newestByCategory.set(p.category, latest(newestByCategory.get(p.category), p.updated_at)!);
    newestProduct = latest(newestProduct, p.updated_at);
  }
  const blogs = listPublishedBlogPaths();
  const jobs = listActiveJobPaths();
  const head: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({
      path,
      lastmod:
        path === "/" || path === "/popular-products" || path === "/products"
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
    // Each printer's supplies page: the ribbons, labels and parts that fit it.
    ...listPrinterPathsWithSupplies().map((p) => ({
      path: `/supplies?printer=${encodeURIComponent(p.slug)}`,
      lastmod: p.updated_at,
    })),
  ];
  const tail: SitemapEntry[] = [
    ...blogs.map((b) => ({ path: `/blog/${b.slug}`, lastmod: b.updated_at })),
    ...jobs.map((j) => ({ path: `/careers/${j.slug}`, lastmod: j.updated_at })),
  ];
  return {
    head,
    tail,
    products: products.map((p) => ({ path: `/products/${p.slug}`, lastmod: p.updated_at })),
  };
}

function newest(entries: SitemapEntry[]): string | null {
  let date: string | null = null;
  for (const e of entries) date = latest(date, e.lastmod);
  return date;
}

/** /sitemap.xml: the one urlset, or the index when the site has more URLs than a file may hold. */
export function sitemapResponse(request: Request): Response {
  return cachedAnswer(request, "sitemap\nindex", () => {
    const { head, products, tail } = sitemapEntries();
    const pages = [...head, ...tail];
    const max = maxUrlsPerFile();
    if (pages.length + products.length <= max) {
      const entries = [...head, ...products, ...tail];
      return { body: sitemapXml(env.SITE_URL, entries), headers: HEADERS };
    }
    const files: SitemapEntry[] = [{ path: "/sitemaps/pages.xml", lastmod: newest(pages) }];
    for (let n = 1; (n - 1) * max < products.length; n++) {
      const chunk = products.slice((n - 1) * max, n * max);
      files.push({ path: `/sitemaps/products-${n}.xml`, lastmod: newest(chunk) });
    }
    return { body: sitemapIndexXml(env.SITE_URL, files), headers: HEADERS };
  });
}

/** /sitemaps/{file}: pages.xml or products-{n}.xml, or null when there is no such file. */
export function sitemapFileResponse(request: Request, file: string): Response | null {
  const match = /^(?:pages|products-([1-9]\d{0,5}))\.xml$/.exec(file);
  if (!match) return null;
  const max = maxUrlsPerFile();
  const part = match[1] ? Number(match[1]) : 0;
  // Checked before the cache, so made-up file numbers cost one count and take no memory.
  if (part > 0 && (part - 1) * max >= countProducts({ status: "active" })) return null;
  return cachedAnswer(request, `sitemap\n${file}`, () => {
    const { head, products, tail } = sitemapEntries();
    const entries = part ? products.slice((part - 1) * max, part * max) : [...head, ...tail];
    return { body: sitemapXml(env.SITE_URL, entries.slice(0, max)), headers: HEADERS };
  });
}
