import { beforeAll, describe, expect, it } from "vitest";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as robotsLoader } from "~/routes/resources/robots";
import { loader as categoryLoader } from "~/routes/site/category";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as popularLoader } from "~/routes/site/popular-products";
import { loader as productLoader } from "~/routes/site/product";
import { loader as productsIndexLoader } from "~/routes/site/products-index";
import { db } from "~/server/db.server";
import { demoProducts } from "~/server/seed/demo-data.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

type Loader = (args: never) => unknown;

/** Runs a loader and returns what it returned or threw (redirects are thrown Responses). */
async function run(loader: Loader, path: string, params: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`);
  try {
    return await loader({ request, params, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

function redirectOf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const res = result as Response;
  expect(res.status).toBe(302);
  return res.headers.get("Location");
}

/** `data(value, init)` results carry the status beside the value. */
function dataOf<T>(result: unknown): { data: T; status: number } {
  const r = result as { data?: T; init?: { status?: number } | null };
  if (r && typeof r === "object" && "init" in r) {
    return { data: r.data as T, status: r.init?.status ?? 200 };
  }
  return { data: result as T, status: 200 };
}

const active = demoProducts.filter((p) => p.status === "active");
const activeIn = (category: string) => active.filter((p) => p.category === category);
const featured = active.filter((p) => p.featured);

beforeAll(() => {
  seedDemoCatalogue(db);
});

describe("/products", () => {
  it("is the catalogue at a glance: each category with products, its count and its first four", async () => {
    const { categories, total } = (await run(productsIndexLoader, "/products")) as {
      categories: { name: string; href: string; total: number; products: { slug: string }[] }[];
      total: number;
    };
    expect(total).toBe(active.length);
    const desktop = categories.find((c) => c.name === "desktop-printers")!;
    expect(desktop.href).toBe("/desktop-printers");
    expect(desktop.total).toBe(activeIn("desktop-printers").length);
    expect(desktop.products.map((p) => p.slug)).toEqual(
      activeIn("desktop-printers")
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .slice(0, 4)
        .map((p) => p.slug),
    );
    expect(categories.every((c) => c.total > 0 && c.products.length <= 4)).toBe(true);
  });

  it.each([
    ["labels", "/labels"],
    ["tube-labeling-system", "/tube-labeling-system"],
    ["Desktop%20Printers", "/desktop-printers"],
    ["RFID%20Tags", "/products/category/rfid-tags"],
  ])("?category=%s redirects to %s", async (category, to) => {
    expect(redirectOf(await run(productsIndexLoader, `/products?category=${category}`))).toBe(to);
  });
});

describe("category listing", () => {
  type CategoryData = {
    title: string;
    products: { slug: string }[];
    total: number;
    page: number;
    pageCount: number;
    found: boolean;
    canonicalPath: string;
  };

  it("reads the category from a shortcut path: 12 active products per page, by name", async () => {
    const { data, status } = dataOf<CategoryData>(await run(categoryLoader, "/desktop-printers"));
    const expected = activeIn("desktop-printers");
    expect(status).toBe(200);
    expect(data.title).toBe("Desktop Printers");
    expect(data.total).toBe(expected.length);
    expect(data.products).toHaveLength(12);
    expect(data.pageCount).toBe(Math.ceil(expected.length / 12));
    expect(data.products.map((p) => p.slug)).not.toContain("godex-ez120-desktop-barcode-printer");
    const second = dataOf<CategoryData>(await run(categoryLoader, "/desktop-printers?page=2"));
    expect(second.data.page).toBe(2);
    expect(second.data.products).toHaveLength(expected.length - 12);
  });

  it("sends an out-of-range or malformed page to the page that exists", async () => {
    expect(redirectOf(await run(categoryLoader, "/desktop-printers?page=99"))).toBe(
      "/desktop-printers?page=2",
    );
    expect(redirectOf(await run(categoryLoader, "/desktop-printers?page=abc"))).toBe(
      "/desktop-printers",
    );
    expect(redirectOf(await run(categoryLoader, "/desktop-printers?page=1"))).toBe(
      "/desktop-printers",
    );
  });

  it("reads /products/category/{slug} and points its canonical URL at the shortcut route", async () => {
    const { data, status } = dataOf<CategoryData>(
      await run(categoryLoader, "/products/category/labels", { slug: "labels" }),
    );
    expect(status).toBe(200);
    expect(data.title).toBe("Labels");
    expect(data.total).toBe(activeIn("labels").length);
    expect(data.canonicalPath).toBe("/labels");
  });

  it("shows an unknown category's title from its slug, empty, with status 404", async () => {
    const { data, status } = dataOf<CategoryData>(
      await run(categoryLoader, "/products/category/rfid-smart-tags", { slug: "rfid-smart-tags" }),
    );
    expect(status).toBe(404);
    expect(data.found).toBe(false);
    expect(data.title).toBe("Rfid Smart Tags");
    expect(data.products).toEqual([]);
    expect(data.total).toBe(0);
  });
});

describe("product detail", () => {
  type ProductData = {
    product: { slug: string; category: string } | null;
    related: { slug: string; category: string }[];
  };

  it("loads an active product with up to 4 related products of its category", async () => {
    const { data, status } = dataOf<ProductData>(
      await run(productLoader, "/products/godex-g500-desktop-barcode-printer", {
        slug: "godex-g500-desktop-barcode-printer",
      }),
    );
    expect(status).toBe(200);
    expect(data.product?.slug).toBe("godex-g500-desktop-barcode-printer");
    expect(data.related).toHaveLength(4);
    expect(data.related.every((p) => p.category === "desktop-printers")).toBe(true);
    expect(data.related.map((p) => p.slug)).not.toContain("godex-g500-desktop-barcode-printer");
  });

  it("never relates the product itself nor 'adhesive-label'", async () => {
    const slug = "white-polyester-labels-38-x-25-mm";
    for (let i = 0; i < 15; i++) {
      const { data } = dataOf<ProductData>(await run(productLoader, `/products/${slug}`, { slug }));
      const slugs = data.related.map((p) => p.slug);
      expect(slugs.length).toBeLessThanOrEqual(4);
      expect(slugs).not.toContain(slug);
      expect(slugs).not.toContain("adhesive-label");
    }
  });

  it("answers 404 for an unknown or inactive slug", async () => {
    for (const slug of ["no-such-printer", "godex-ez120-desktop-barcode-printer"]) {
      const { data, status } = dataOf<ProductData>(
        await run(productLoader, `/products/${slug}`, { slug }),
      );
      expect(status).toBe(404);
      expect(data.product).toBeNull();
    }
  });
});

describe("popular products and home", () => {
  type PopularData = {
    sort: string;
    products: { name: string; slug: string }[];
    total: number;
    page: number;
    pageCount: number;
  };

  it("lists featured active products, 12 per page, best rated first by default", async () => {
    const data = (await run(popularLoader, "/popular-products")) as PopularData;
    expect(data.sort).toBe("rating");
    expect(data.total).toBe(featured.length);
    expect(data.products).toHaveLength(Math.min(12, featured.length));
    const best = [...featured].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
    expect(data.products[0].slug).toBe(best.slug);
    const second = (await run(popularLoader, "/popular-products?page=2")) as PopularData;
    expect(second.products).toHaveLength(featured.length - 12);
  });

  it("sorts by name, reviews and newest on the server, and ignores an unknown sort", async () => {
    const byName = (await run(popularLoader, "/popular-products?sort=name")) as PopularData;
    const names = byName.products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const byReviews = (await run(popularLoader, "/popular-products?sort=reviews")) as PopularData;
    const mostReviewed = [...featured].sort((a, b) => (b.reviews ?? 0) - (a.reviews ?? 0))[0];
    expect(byReviews.products[0].slug).toBe(mostReviewed.slug);
    const newest = (await run(popularLoader, "/popular-products?sort=created_at")) as PopularData;
    const latest = [...featured].sort((a, b) => (a.created_at! < b.created_at! ? 1 : -1))[0];
    expect(newest.products[0].slug).toBe(latest.slug);
    const bogus = (await run(popularLoader, "/popular-products?sort=price")) as PopularData;
    expect(bogus.sort).toBe("rating");
  });

  it("keeps the sort when it sends a page past the end back to the last page", async () => {
    expect(redirectOf(await run(popularLoader, "/popular-products?sort=name&page=7"))).toBe(
      "/popular-products?sort=name&page=2",
    );
  });

  it("home shows the first 4 of the 8 best-rated featured products", async () => {
    const data = (await run(homeLoader, "/")) as { popular: { slug: string }[] };
    const top = [...featured]
      .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || (b.reviews ?? 0) - (a.reviews ?? 0))
      .slice(0, 4)
      .map((p) => p.slug);
    expect(data.popular.map((p) => p.slug)).toEqual(top);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists public pages, category routes and active products with lastmod", async () => {
    const res = (await run(sitemapLoader, "/sitemap.xml")) as Response;
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = await res.text();
    const base = "http://localhost:3000";
    for (const path of ["/", "/services", "/about", "/popular-products", "/labels-info"]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${base}/desktop-printers</loc>`);
    expect(xml).toContain(`<loc>${base}/tube-labeling-system</loc>`);
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/products\/godex-g500-desktop-barcode-printer<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(xml).not.toContain("godex-ez120-desktop-barcode-printer");
    expect(xml.match(/<loc>[^<]*\/products\/[^<]*<\/loc>/g)).toHaveLength(active.length);
  });

  it("robots.txt keeps /admin and /api out and names the sitemap", async () => {
    const res = (await run(robotsLoader, "/robots.txt")) as Response;
    const txt = await res.text();
    expect(res.headers.get("Content-Type")).toMatch(/text\/plain/);
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api");
    expect(txt).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
