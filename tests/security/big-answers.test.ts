import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as productsLoader } from "~/routes/api/products";
import { loader as categoryLoader } from "~/routes/api/products-category";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as sitemapFileLoader } from "~/routes/resources/sitemap-file";
import { db } from "~/server/db.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

type AnyLoader = (args: never) => Response | Promise<Response>;

/**
 * The lists of products read from the database (better-sqlite3's `all` and `iterate` on a statement
 * over the products table) while answering: zero when an answer comes from the cache. Counted, not
 * timed, so a busy machine cannot make the test pass or fail.
 */
let productReads = 0;
function countProductReads() {
  const proto = Object.getPrototypeOf(db.sqlite.prepare("select 1")) as Record<string, unknown>;
  for (const name of ["all", "iterate"] as const) {
    const original = proto[name] as (...args: unknown[]) => unknown;
    proto[name] = function (this: { source: string }, ...args: unknown[]) {
      if (/\bproducts\b/.test(this.source)) productReads++;
      return original.apply(this, args);
    };
  }
}

async function get(
  loader: AnyLoader,
  path: string,
  params: Record<string, string> = {},
  headers: HeadersInit = {},
) {
  const request = new Request(`http://localhost${path}`, { headers });
  const readsBefore = productReads;
  const started = performance.now();
  const res = await loader({ request, params, context: {} } as never);
  // The time to answer, not the time this test takes to decode megabytes into a string.
  const ms = performance.now() - started;
  const reads = productReads - readsBefore;
  const text = res.status === 304 ? "" : await res.text();
  return { res, text, ms, reads };
}

// A catalogue past the search engines' 50,000 URLs per sitemap file, written the quick way
// (one INSERT ... SELECT): these tests are about reading it.
const BULK = 50_200;

beforeAll(() => {
  countProductReads();
  expect(seedDemoCatalogue(db)).toBe(true);
  db.sqlite.exec(`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
    INSERT INTO products (name, slug, category, short_description, description, model, status)
    SELECT 'Bulk label ' || printf('%06d', i), 'bulk-label-' || printf('%06d', i), 'labels',
           'Die-cut thermal labels, roll ' || i, 'A long enough description of roll ' || i, 'BL-' || i,
           CASE WHEN i % 500 = 0 THEN 'inactive' ELSE 'active' END
    FROM n`);
}, 120_000);

const activeTotal = () =>
  db.sqlite
    .prepare("SELECT count(*) FROM products WHERE status = 'active'")
    .pluck()
    .get() as number;

describe("GET /api/products with tens of thousands of products", () => {
  it("answers pages beside the full array, with the paging in headers", async () => {
    const total = activeTotal();
    const { res, text } = await get(productsLoader, "/api/products?page=2&limit=25");
    expect(res.status).toBe(200);
    const page = JSON.parse(text) as { slug: string; status: string }[];
    expect(page).toHaveLength(25);
    expect(page.every((p) => p.status === "active")).toBe(true);
    expect(res.headers.get("X-Total-Count")).toBe(String(total));
    expect(res.headers.get("X-Page")).toBe("2");
    expect(res.headers.get("X-Per-Page")).toBe("25");
    expect(res.headers.get("X-Page-Count")).toBe(String(Math.ceil(total / 25)));
    expect(res.headers.get("Link")).toContain('</api/products?page=3&limit=25>; rel="next"');
    expect(res.headers.get("Link")).toContain('</api/products?page=1&limit=25>; rel="prev"');

    // The pages follow the full array's order, without gaps or repeats.
    const full = JSON.parse((await get(productsLoader, "/api/products")).text) as {
      slug: string;
    }[];
    expect(full).toHaveLength(total);
    expect(page.map((p) => p.slug)).toEqual(full.slice(25, 50).map((p) => p.slug));
    const last = await get(productsLoader, `/api/products?page=${Math.ceil(total / 100)}`);
    expect(JSON.parse(last.text).length).toBe(total - (Math.ceil(total / 100) - 1) * 100);
    expect(last.res.headers.get("Link")).not.toContain('rel="next"');
    const past = await get(productsLoader, `/api/products?page=${Math.ceil(total / 100) + 1}`);
    expect(JSON.parse(past.text)).toEqual([]);
  }, 120_000);

  it.each(["limit=0", "limit=101", "page=0", "page=two", "limit=1.5"])(
    "refuses ?%s with 400 and a message",
    async (query) => {
      const { res, text } = await get(productsLoader, `/api/products?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.parse(text).error).toBe("Invalid query");
    },
  );

  it("builds the full answer once per catalogue version and sends the same bytes after", async () => {
    db.sqlite.prepare("UPDATE products SET reviews = 3 WHERE slug = 'bulk-label-000003'").run();
    const first = await get(productsLoader, "/api/products?x=1");
    const again = await get(productsLoader, "/api/products?x=2");
    expect(first.reads).toBeGreaterThan(0);
    expect(again.text).toBe(first.text);
    console.log(
      `[api] /api/products, ${(first.text.length / 1024 / 1024).toFixed(1)} MB: built in ${Math.round(first.ms)} ms, from the cache in ${again.ms.toFixed(1)} ms`,
    );
    // Not built again: no product list was read for it.
    expect(again.reads).toBe(0);
    const etag = again.res.headers.get("ETag");
    expect(etag).toMatch(/^"/);
    const notModified = await get(productsLoader, "/api/products", {}, { "If-None-Match": etag! });
    expect(notModified.res.status).toBe(304);

    // A change to the catalogue is in the next answer.
    db.sqlite
      .prepare("UPDATE products SET name = 'Bulk label renamed' WHERE slug = 'bulk-label-000001'")
      .run();
    const changed = await get(productsLoader, "/api/products");
    expect(changed.text).toContain("Bulk label renamed");
    expect(changed.res.headers.get("ETag")).not.toBe(etag);
  }, 120_000);

  it("keeps a category's list too, found by either spelling of its name", async () => {
    const first = await get(categoryLoader, "/api/products/category/labels", {
      category: "labels",
    });
    const rows = JSON.parse(first.text) as unknown[];
    expect(rows.length).toBeGreaterThan(49_000);
    const again = await get(categoryLoader, "/api/products/category/Labels", {
      category: "Labels",
    });
    expect(again.text).toBe(first.text);
    expect(again.reads).toBe(0);
    const page = await get(categoryLoader, "/api/products/category/labels?limit=3", {
      category: "labels",
    });
    expect(JSON.parse(page.text)).toHaveLength(3);
    expect(page.res.headers.get("X-Total-Count")).toBe(String(rows.length));
  }, 120_000);
});

describe("sitemap past 50,000 URLs", () => {
  it("is an index of files of at most 50,000 URLs each, every one with its lastmod", async () => {
    const { res, text } = await get(sitemapLoader, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    expect(text).toContain("<sitemapindex");
    const files = [...text.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d\d-\d\d)</g)];
    const locs = files.map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/products-2.xml",
    ]);

    let urls = 0;
    const seen = new Set<string>();
    for (const loc of locs) {
      const file = await get(sitemapFileLoader, loc, { file: loc.split("/").pop()! });
      expect(file.res.status).toBe(200);
      expect(file.text).toContain("<urlset");
      const inFile = [...file.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(inFile.length).toBeLessThanOrEqual(50_000);
      for (const u of inFile) seen.add(u);
      urls += inFile.length;
    }
    expect(seen.size).toBe(urls);
    expect(seen).toContain("http://localhost:3000/products/bulk-label-000002");
    expect(seen).not.toContain("http://localhost:3000/products/bulk-label-000500");
    expect(seen).toContain("http://localhost:3000/about");
    expect(urls).toBeGreaterThan(activeTotal());

    const missing = await get(sitemapFileLoader, "/sitemaps/products-3.xml", {
      file: "products-3.xml",
    });
    expect(missing.res.status).toBe(404);
    const odd = await get(sitemapFileLoader, "/sitemaps/../etc.xml", { file: "etc.xml" });
    expect(odd.res.status).toBe(404);
  }, 120_000);

  it("is built once per catalogue version", async () => {
    const first = await get(sitemapLoader, "/sitemap.xml");
    const again = await get(sitemapLoader, "/sitemap.xml");
    expect(again.text).toBe(first.text);
    expect(again.reads).toBe(0);
    const part = await get(sitemapFileLoader, "/sitemaps/products-1.xml", {
      file: "products-1.xml",
    });
    const partAgain = await get(sitemapFileLoader, "/sitemaps/products-1.xml", {
      file: "products-1.xml",
    });
    expect(partAgain.text).toBe(part.text);
    expect(partAgain.reads).toBe(0);
  }, 120_000);
});
