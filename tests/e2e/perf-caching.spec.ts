import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { apiToken } from "./data";

/**
 * Caching and images against the production server: Cache-Control per kind of response,
 * compression, immutable assets and uploads, and the resized WebP copies a product page asks for.
 */
const PUBLIC_DOCUMENT = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const IMMUTABLE = "public, max-age=31536000, immutable";

test("public pages and their data may be kept a minute by a CDN, compressed", async ({
  request,
}) => {
  for (const path of ["/", "/desktop-printers", "/blogs", "/_root.data"]) {
    const res = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toBe(PUBLIC_DOCUMENT);
    expect(["gzip", "br"], path).toContain(res.headers()["content-encoding"]);
  }
  const missing = await request.get("/no-such-page-here");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
});

test("the admin, and anyone carrying a session or a token, is never cached", async ({
  request,
}) => {
  const login = await request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  const withSession = await request.get("/", {
    headers: { Cookie: "__Host-admin_session=anything" },
  });
  expect(withSession.headers()["cache-control"]).toBe("private, no-store");
  const token = await apiToken(request);
  const api = await request.get("/api/products", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(200);
  expect(api.headers()["cache-control"]).toBe("private, no-store");
});

test("/api reads are cached briefly for anonymous callers only", async ({ request }) => {
  const res = await request.get("/api/products");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe(
    "public, max-age=30, s-maxage=60, stale-while-revalidate=300",
  );
  expect(res.headers()["vary"]).toMatch(/Authorization/);
  const missing = await request.get("/api/products/999999");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toMatch(/no-store/);
});

test("built JavaScript and CSS are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  for (const asset of new Set(assets)) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()["cache-control"], asset).toBe(IMMUTABLE);
  }
});

test("an uploaded photo: immutable with a strong ETag, and resized WebP copies on its page", async ({
  request,
  page,
}, testInfo) => {
  const token = await apiToken(request);
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 37, g: 99, b: 235 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const slug = `perf-photo-printer-${testInfo.project.name}`;
  const created = await request.post("/api/products", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: `Perf Photo Printer ${testInfo.project.name}`,
      slug,
      category: "desktop-printers",
      short_description: "A printer with a real photo",
      description: "A printer with a real photo.",
      status: "active",
      image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const { image } = (await created.json()) as { image: string };

  const upload = await request.get(`/uploads/${image}`);
  expect(upload.status()).toBe(200);
  expect(upload.headers()["cache-control"]).toBe(IMMUTABLE);
  const etag = upload.headers()["etag"];
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await request.get(`/uploads/${image}`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  const copy = await request.get(`/img/640/uploads/${image}`);
  expect(copy.status()).toBe(200);
  expect(copy.headers()["content-type"]).toBe("image/webp");
  expect(copy.headers()["cache-control"]).toBe(IMMUTABLE);
  const meta = await sharp(await copy.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 480]);

  await page.goto(`/products/${slug}`);
  const main = page.locator("main picture").first();
  await expect(main.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    new RegExp(`/img/640/uploads/${image} 640w`),
  );
  await expect(main.locator('source[type="image/webp"]')).toHaveAttribute("sizes", /600px/);
  const img = main.locator("img");
  await expect(img).toHaveAttribute("src", `/uploads/${image}`);
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("width", "800");
  await expect(img).toHaveAttribute("height", "600");
  // The browser chose one of the WebP copies, and it arrived.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
    .toMatch(/\/img\/\d+\/uploads\//);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test("a listing's first picture loads first, the cards below the fold lazily, sizes fixed", async ({
  page,
}) => {
  await page.goto("/desktop-printers");
  const cards = await page.getByTestId("product-grid").locator("img").all();
  expect(cards.length).toBeGreaterThan(1);
  await expect(cards[0]).toHaveAttribute("loading", "eager");
  await expect(cards[0]).toHaveAttribute("fetchpriority", "high");
  for (const img of cards.slice(1)) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).not.toHaveAttribute("fetchpriority", "high");
  }
  for (const img of cards) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
});

test("a public page is rendered once, then served from memory as the same bytes, its scripts allowed by hash", async ({
  request,
}) => {
  await request.get("/about");
  const answers = [await request.get("/about"), await request.get("/about")];
  const bodies = [];
  for (const res of answers) {
    expect(res.status()).toBe(200);
    expect(res.headers()["x-page-cache"]).toBe("hit");
    const csp = res.headers()["content-security-policy"];
    // No nonce (it would have to change per answer): the page's own inline scripts by hash.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(csp).not.toContain("nonce-");
    const body = await res.text();
    expect(body).not.toMatch(/\snonce="/);
    bodies.push(body);
  }
  expect(bodies[0]).toBe(bodies[1]);
  // A visitor with any cookie (the admin, a flash message) always gets a page made for them.
  const withCookie = await request.get("/about", { headers: { Cookie: "theme=dark" } });
  expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
});

test("any write to the database makes the next visitor see a fresh page", async ({
  request,
}, testInfo) => {
  // Listed by name, where an "Aardvark" comes first (the default order puts featured ones first).
  const listing = "/desktop-printers?sort=name";
  await request.get(listing);
  expect((await request.get(listing)).headers()["x-page-cache"]).toBe("hit");
  const token = await apiToken(request);
  const name = `Aardvark Cache Printer ${testInfo.project.name}`;
  const photo = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  const created = await request.post("/api/products", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name,
      slug: `aardvark-cache-printer-${testInfo.project.name}`,
      category: "desktop-printers",
      short_description: "Sorts first by name",
      description: "Sorts first by name.",
      status: "active",
      image: { name: "p.png", mimeType: "image/png", buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const fresh = await request.get(listing);
  expect(fresh.headers()["x-page-cache"]).toBe("miss");
  expect(await fresh.text()).toContain(name);
});
