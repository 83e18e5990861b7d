import { CATEGORY_ORDER } from "~/config/site";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as categoriesLoader } from "~/routes/api/categories";
import { loader as productByIdLoader } from "~/routes/api/product-by-id";
import { loader as productsLoader } from "~/routes/api/products";
import { loader as productsByCategoryLoader } from "~/routes/api/products-category";
import { loader as featuredLoader } from "~/routes/api/products-featured";
import { loader as productBySlugLoader } from "~/routes/api/products-slug";
import { db } from "~/server/db.server";
import { getProductBySlug } from "~/server/models/products.server";
import { demoProducts } from "~/server/seed/demo-data.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// Loaders take more than these three fields in their types; the routes read only these.
type AnyLoader = (args: never) => Response | Promise<Response>;
async function call(
  loader: AnyLoader,
  path: string,
  params: Record<string, string> = {},
): Promise<{ status: number; type: string | null; body: unknown }> {
  const request = new Request(`http://localhost${path}`);
  const res = await loader({ request, params, context: {} } as never);
  return { status: res.status, type: res.headers.get("Content-Type"), body: await res.json() };
}

type ApiProduct = Record<string, unknown> & { slug: string; status: string; category: string };

const active = demoProducts.filter((p) => p.status === "active");
const featuredActive = active.filter((p) => p.featured);
const INACTIVE_SLUG = "godex-ez120-desktop-barcode-printer";

// The product fields (plus a few the site adds, such as brand and price).
const PRODUCT_FIELDS = [
  "id",
  "name",
  "slug",
  "category",
  "category_display_name",
  "short_description",
  "description",
  "model",
  "specifications",
  "features",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "status",
  "featured",
  "in_stock",
  "image",
  "pdf",
  "rating",
  "reviews",
  "created_at",
];

beforeAll(() => {
  expect(seedDemoCatalogue(db)).toBe(true);
  expect(demoProducts.some((p) => p.slug === INACTIVE_SLUG && p.status === "inactive")).toBe(true);
});

describe("GET /api/products", () => {
  it("returns every active product as a JSON array, by name, with the product fields", async () => {
    const res = await call(productsLoader, "/api/products");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
    const list = res.body as ApiProduct[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(active.length);
    expect(list.every((p) => p.status === "active")).toBe(true);
    expect(list.map((p) => p.slug)).not.toContain(INACTIVE_SLUG);
    const names = list.map((p) => p.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const field of PRODUCT_FIELDS) expect(list[0]).toHaveProperty(field);
    expect(typeof list[0].in_stock).toBe("boolean");
    expect(typeof list[0].featured).toBe("boolean");
  });
});

describe("GET /api/products/{id}", () => {
  it("returns one active product as an object", async () => {
    const g500 = getProductBySlug("godex-g500-desktop-barcode-printer")!;
    const res = await call(productByIdLoader, `/api/products/${g500.id}`, { id: String(g500.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: g500.id,
      slug: "godex-g500-desktop-barcode-printer",
      category: "desktop-printers",
      category_display_name: "Desktop Printers",
      brand: "GoDex",
      in_stock: true,
    });
  });

  it.each([
    ["an inactive product", () => String(getProductBySlug(INACTIVE_SLUG)!.id)],
    ["an unknown id", () => "999999"],
    ["an id that is not a number", () => "abc"],
    ["id zero", () => "0"],
  ])("answers 404 {error: 'Product not found'} for %s", async (_, id) => {
    const res = await call(productByIdLoader, `/api/products/${id()}`, { id: id() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Product not found" });
  });
});

describe("GET /api/products/slug/{slug}", () => {
  it("returns the active product with that slug", async () => {
    const res = await call(productBySlugLoader, "/api/products/slug/tsc-te244-platen-roller", {
      slug: "tsc-te244-platen-roller",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: "tsc-te244-platen-roller", category: "accessories" });
  });

  it("answers 404 JSON for an unknown or inactive slug", async () => {
    for (const slug of ["no-such-product", INACTIVE_SLUG]) {
      const res = await call(productBySlugLoader, `/api/products/slug/${slug}`, { slug });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Product not found" });
    }
  });
});

describe("GET /api/products/category/{category}", () => {
  it("lists the active products of a category by its name", async () => {
    const res = await call(productsByCategoryLoader, "/api/products/category/labels", {
      category: "labels",
    });
    expect(res.status).toBe(200);
    const list = res.body as ApiProduct[];
    expect(list).toHaveLength(active.filter((p) => p.category === "labels").length);
    expect(list.every((p) => p.category === "labels" && p.status === "active")).toBe(true);
  });

  it("accepts the URL-encoded display name and leaves inactive products out", async () => {
    const res = await call(productsByCategoryLoader, "/api/products/category/Desktop%20Printers", {
      category: "Desktop Printers",
    });
    const list = res.body as ApiProduct[];
    expect(list).toHaveLength(active.filter((p) => p.category === "desktop-printers").length);
    expect(list.map((p) => p.slug)).not.toContain(INACTIVE_SLUG);
  });

  it("returns an empty list for an unknown category", async () => {
    const res = await call(productsByCategoryLoader, "/api/products/category/rfid-tags", {
      category: "rfid-tags",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe("GET /api/products/featured", () => {
  it("returns 4 featured active products by default, best rated first", async () => {
    const res = await call(featuredLoader, "/api/products/featured");
    expect(res.status).toBe(200);
    const list = res.body as (ApiProduct & { rating: number })[];
    expect(list).toHaveLength(4);
    expect(list.every((p) => p.featured === true && p.status === "active")).toBe(true);
    const ratings = list.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("honours limit (home 8, popular page 12) and stops at the featured products there are", async () => {
    for (const limit of [8, 12]) {
      const res = await call(featuredLoader, `/api/products/featured?limit=${limit}`);
      expect((res.body as unknown[]).length).toBe(Math.min(limit, featuredActive.length));
    }
    const all = await call(featuredLoader, "/api/products/featured?limit=100");
    expect((all.body as unknown[]).length).toBe(featuredActive.length);
    const blank = await call(featuredLoader, "/api/products/featured?limit=");
    expect((blank.body as unknown[]).length).toBe(4);
  });

  it.each(["0", "-1", "abc", "1.5", "101"])(
    "answers 400 with a field error for limit=%s",
    async (limit) => {
      const res = await call(featuredLoader, `/api/products/featured?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: "Invalid query",
        fields: { limit: "limit must be a whole number from 1 to 100" },
      });
    },
  );
});

describe("GET /api/categories", () => {
  it("lists every category in the dropdown's fixed order, then alphabetically", async () => {
    const res = await call(categoriesLoader, "/api/categories");
    expect(res.status).toBe(200);
    const list = res.body as { name: string; display_name: string }[];
    const names = list.map((c) => c.display_name);
    // The fixed order, as the site's configuration gives it, then the others by name.
    expect(names.slice(0, CATEGORY_ORDER.length)).toEqual([...CATEGORY_ORDER]);
    const rest = names.slice(CATEGORY_ORDER.length);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(list[0]).toMatchObject({ id: expect.any(Number), name: "desktop-printers" });
  });

  it("falls back to categories derived from the products when the table is empty", async () => {
    // Only reachable when rows were removed behind the foreign key's back (an old import, a manual
    // fix): switch the check off, empty the table inside a transaction, and roll it all back.
    db.sqlite.pragma("foreign_keys = OFF");
    db.sqlite.exec("BEGIN");
    try {
      db.sqlite.exec("DELETE FROM categories");
      const res = await call(categoriesLoader, "/api/categories");
      const list = res.body as Record<string, unknown>[];
      const names = [...new Set(demoProducts.map((p) => p.category))];
      expect(list).toHaveLength(names.length);
      expect(list).toContainEqual({
        id: "desktop-printers",
        name: "desktop-printers",
        display_name: "desktop-printers",
        description: "Products in desktop-printers category",
        icon: null,
        image: null,
      });
    } finally {
      db.sqlite.exec("ROLLBACK");
      db.sqlite.pragma("foreign_keys = ON");
    }
    const after = await call(categoriesLoader, "/api/categories");
    expect((after.body as unknown[]).length).toBe(11);
  });
});
