import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../security/server-helper";

// The speed layer (SPEED_LAYER: routes split by first segment, the render given only the matched
// routes, the document handed on in React's batches, the page cache) changes no answer. The
// production build is started twice on the same database, once as deployed and once with
// SPEED_LAYER=0, and every public page kind is asked of both over HTTP: status and HTML must be
// the same (the per-request CSP nonce aside). The layer's server also answers each page a second
// time, from its page cache, and that copy must be the same too. Browser-free, so it runs once
// (the "js" project).

/** Canonical and Open Graph links are written from SITE_URL: the same for both servers. */
const SITE_URL = "https://www.example.in";
/** The nonce of a render and the CSP attribute it sits in: new on every request by design. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

let on: RunningServer;
let off: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  on = await startServer({ env: { SITE_URL, PAGE_CACHE_DEBUG: "1" } });
  off = await startServer({
    dataDir: on.dataDir,
    env: { SITE_URL, PAGE_CACHE_DEBUG: "1", SPEED_LAYER: "0" },
  });
});

test.afterAll(async () => {
  await off?.stop();
  await on?.stop();
});

async function get(server: RunningServer, path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: res.status, label: res.headers.get("x-page-cache"), body: await res.text() };
}

/** Every address the sitemap lists (following an index to its files), as paths. */
async function sitemapPaths(server: RunningServer): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const root = (await get(server, "/sitemap.xml")).body;
  if (!root.includes("<sitemapindex")) return locs(root);
  const files = await Promise.all(locs(root).map((file) => get(server, file)));
  return files.flatMap((f) => locs(f.body));
}

/** A page kind: the path with its last segment generalised, so one of each is asked for. */
const kindOf = (path: string) => {
  const parts = path.split("/");
  return parts.length > 2 ? `${parts.slice(0, -1).join("/")}/*` : path;
};

/**
 * A product alone in a category of its own: a product page lists a random pick of its category's
 * other products (by design), so only a product with none has one right HTML to compare.
 */
async function loneProduct(server: RunningServer): Promise<string> {
  const token = await server.apiToken();
  const auth = { Authorization: `Bearer ${token}` };
  const tag = `speed-${Date.now().toString(36)}`;
  const category = await fetch(`${server.url}/api/categories`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ name: tag, display_name: `Speed Layer ${tag}` }),
  });
  expect(category.status, await category.clone().text()).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: `Lone Printer ${tag}`,
    slug: `lone-printer-${tag}`,
    category: tag,
    short_description: "A product alone in its category.",
    description: "A product alone in its category, for comparing its page.",
    status: "active",
    model: `LP-${tag}`,
    price: "12500",
  }))
    form.set(k, v);
  const picture = fs.readFileSync("tests/fixtures/admin-product.png");
  form.set("image", new Blob([picture], { type: "image/png" }), "product.png");
  const product = await fetch(`${server.url}/api/products`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  expect(product.status, await product.clone().text()).toBe(201);
  return `/products/lone-printer-${tag}`;
}

test("every public page kind is the same HTML with the speed layer on and off", async () => {
  test.setTimeout(240_000);
  const listed = await sitemapPaths(on);
  expect(listed.length).toBeGreaterThan(20);
  const kinds = new Map<string, string>();
  // Product pages are compared on the lone product below; every other kind as the sitemap has it.
  for (const path of listed)
    if (!path.startsWith("/products/") || path.startsWith("/products/category/"))
      if (!kinds.has(kindOf(path))) kinds.set(kindOf(path), path);
  const slug = (prefix: string) =>
    listed
      .find((p) => p.startsWith(prefix))!
      .split("/")
      .pop();
  const product = await loneProduct(on);
  const paths = [
    ...kinds.values(),
    product,
    `${product}?image=1`,
    "/products",
    "/products?page=2",
    "/products/category/labels",
    "/drivers",
    "/labels?brand=zebra",
    "/desktop-printers?sort=price",
    "/search?q=zebra+printer",
    "/search?q=zd421",
    "/search?q=qqqqzzzz",
    "/supplies",
    "/supplies?printer=zd421",
    `/compare?p=${slug("/products/")}&p=${product.split("/").pop()}`,
    `/contact?product=${product.split("/").pop()}`,
    "/quote",
    "/newsletter",
    "/drivers?q=zebra",
    "/blogs?page=2",
    "/careers?experience_level=senior",
    "/no-such-page",
    "/products/no-such-product",
    "/blog/no-such-post",
    "/robots.txt",
    "/sitemap.xml",
  ];
  expect(paths.length).toBeGreaterThan(30);

  const cacheLabels = new Set<string | null>();
  for (const path of paths) {
    const fast = await get(on, path);
    const plain = await get(off, path);
    expect(plain.status, path).toBe(fast.status);
    expect(withoutNonce(plain.body), path).toBe(withoutNonce(fast.body));
    // The plain path never answers from the page cache.
    expect(plain.label, path).toBeNull();
    if (fast.status === 200 && fast.body.includes("</html>")) {
      const again = await get(on, path);
      cacheLabels.add(again.label);
      expect(withoutNonce(again.body), `${path} from the page cache`).toBe(
        withoutNonce(plain.body),
      );
    }
  }
  // The layer was really on: kept pages came back from its cache.
  expect(cacheLabels).toContain("hit");
});
