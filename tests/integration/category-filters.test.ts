import { beforeAll, describe, expect, it } from "vitest";
import {
  NO_FILTERS,
  parseCategoryFilters,
  type CategoryFilterState,
  type Interface,
} from "~/lib/category-filters";
import { loader as categoryLoader } from "~/routes/site/category";
import { db } from "~/server/db.server";
import { listFilteredCategory } from "~/server/models/category-listing.server";

const CAT = "filter-printers";
const BIG = "filter-big";

function insertBrand(name: string, display: string): number {
  return Number(
    db.sqlite.prepare("INSERT INTO brands (name, display_name) VALUES (?, ?)").run(name, display)
      .lastInsertRowid,
  );
}

const insertProduct = (p: {
  slug: string;
  category: string;
  brand_id: number | null;
  specifications: string | null;
  in_stock?: boolean;
  status?: string;
  dpi?: number | null;
  print_method?: string | null;
}) =>
  db.sqlite
    .prepare(
      `INSERT INTO products (name, slug, category, brand_id, short_description, description,
        specifications, in_stock, status, dpi, print_method)
       VALUES (@name, @slug, @category, @brand_id, 's', 'd', @specifications, @in_stock, @status,
        @dpi, @print_method)`,
    )
    .run({
      name: p.slug,
      slug: p.slug,
      category: p.category,
      brand_id: p.brand_id,
      specifications: p.specifications,
      in_stock: p.in_stock === false ? 0 : 1,
      status: p.status ?? "active",
      dpi: p.dpi ?? null,
      print_method: p.print_method ?? null,
    });

let acme = 0;
let bolt = 0;

beforeAll(() => {
  for (const name of [CAT, BIG])
    db.sqlite
      .prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)")
      .run(name, name === CAT ? "Filter Printers" : "Filter Big");
  acme = insertBrand("acme", "Acme");
  bolt = insertBrand("bolt", "Bolt");
  insertProduct({
    slug: "a-dt-203",
    category: CAT,
    brand_id: acme,
    specifications: "Print Method: Direct Thermal; Resolution: 203 dpi; Interfaces: USB, Bluetooth",
  });
  insertProduct({
    slug: "a-both-300",
    category: CAT,
    brand_id: acme,
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 300 dpi Interfaces USB 2.0 RS-232 Ethernet",
    in_stock: false,
  });
  // The fit columns speak where the specifications say nothing.
  insertProduct({
    slug: "b-columns",
    category: CAT,
    brand_id: bolt,
    specifications: "Interfaces: USB, Wi-Fi",
    dpi: 600,
    print_method: "thermal-transfer",
  });
  // "USB" outside the interfaces row, "1203 dpi" and a hidden product do not count.
  insertProduct({
    slug: "b-no-interfaces",
    category: CAT,
    brand_id: bolt,
    specifications: "Note: ships with a USB cable; Resolution: 1203 dpi",
  });
  insertProduct({
    slug: "hidden",
    category: CAT,
    brand_id: acme,
    specifications: "Resolution: 203 dpi; Interfaces: USB",
    status: "inactive",
  });
});

const facetsOf = (state: Partial<CategoryFilterState> = {}) =>
  listFilteredCategory(CAT, { ...NO_FILTERS, ...state })!;
const countOf = (list: { value: string; count: number }[], value: string) =>
  list.find((o) => o.value === value)?.count;

describe("category filter counts", () => {
  it("count each choice from the specifications and the fit columns", () => {
    const { facets, total, items } = facetsOf();
    expect(total).toBe(4);
    expect(items.map((p) => p.slug).sort()).toEqual([
      "a-both-300",
      "a-dt-203",
      "b-columns",
      "b-no-interfaces",
    ]);
    expect(facets.brands).toEqual([
      { value: "acme", label: "Acme", count: 2 },
      { value: "bolt", label: "Bolt", count: 2 },
    ]);
    expect(countOf(facets.resolutions, "203")).toBe(1);
    expect(countOf(facets.resolutions, "300")).toBe(1);
    expect(countOf(facets.resolutions, "600")).toBe(1);
    expect(countOf(facets.methods, "direct-thermal")).toBe(2);
    expect(countOf(facets.methods, "thermal-transfer")).toBe(2);
    expect(countOf(facets.interfaces, "usb")).toBe(3);
    expect(countOf(facets.interfaces, "ethernet")).toBe(1);
    expect(countOf(facets.interfaces, "serial")).toBe(1);
    expect(countOf(facets.interfaces, "bluetooth")).toBe(1);
    expect(countOf(facets.interfaces, "wifi")).toBe(1);
    expect(facets.inStock).toBe(3);
  });

  it("each count keeps the other facets' choices and says what the choice leaves", () => {
    const { facets, total, items } = facetsOf({ brand: "acme" });
    expect(total).toBe(2);
    expect(items.every((p) => p.brand === "Acme")).toBe(true);
    // Brands still count as if no brand were chosen, so another brand can be picked.
    expect(countOf(facets.brands, "bolt")).toBe(2);
    expect(countOf(facets.methods, "direct-thermal")).toBe(2);
    expect(countOf(facets.methods, "thermal-transfer")).toBe(1);
    expect(facets.inStock).toBe(1);

    const narrowed = facetsOf({ brand: "acme", method: "thermal-transfer", inStock: true });
    expect(narrowed.total).toBe(0);
    expect(narrowed.facets.any.inStock).toBe(1);
    // Bolt's printer with the method in its fit column is in stock.
    expect(countOf(narrowed.facets.brands, "bolt")).toBe(1);
    // Every count is exactly the total of the listing that choosing it gives.
    for (const o of facets.interfaces)
      expect(facetsOf({ brand: "acme", iface: o.value as Interface }).total).toBe(o.count);
  });

  it("an unknown brand is no listing (the page drops it)", () => {
    expect(listFilteredCategory(CAT, { ...NO_FILTERS, brand: "nobody" })).toBeUndefined();
  });
});

describe("the filters in the address", () => {
  it("reads only the offered choices", () => {
    const ok = parseCategoryFilters(
      new URLSearchParams("brand=acme&resolution=300&method=direct-thermal&interface=usb&stock=1"),
    );
    expect(ok).toEqual({
      clean: true,
      state: {
        brand: "acme",
        resolution: "300",
        method: "direct-thermal",
        iface: "usb",
        inStock: true,
        minPrice: null,
        maxPrice: null,
        sort: "popular",
      },
    });
    for (const bad of [
      "resolution=299",
      "method=laser",
      "interface=<script>",
      "stock=yes",
      "brand=%27%20or%201%3D1",
      "resolution=203&resolution=300",
      "sort=price_asc",
      "sort=popular",
      "min=",
      "min=abc",
      "max=1.5",
      "min=5000&max=100",
    ])
      expect(parseCategoryFilters(new URLSearchParams(bad)).clean, bad).toBe(false);
  });

  it("the page sends a bad choice to the address without it, and a filtered view is noindex", async () => {
    const run = async (path: string) => {
      try {
        return await categoryLoader({
          request: new Request(`http://localhost${path}`),
          params: { slug: CAT },
          context: {},
        } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const bad = (await run(`/products/category/${CAT}?resolution=299&stock=1`)) as Response;
    expect(bad.status).toBe(302);
    expect(bad.headers.get("Location")).toBe(`/products/category/${CAT}?stock=1`);
    const unknownBrand = (await run(`/products/category/${CAT}?brand=nobody`)) as Response;
    expect(unknownBrand.headers.get("Location")).toBe(`/products/category/${CAT}`);
    const ok = (await run(`/products/category/${CAT}?brand=bolt`)) as {
      data: { total: number; filtered: boolean };
    };
    expect(ok.data.total).toBe(2);
    expect(ok.data.filtered).toBe(true);
  });
});

describe("counts at catalogue scale", () => {
  it("a category of 3,000 products is counted and paged in one bounded pass", () => {
    const specs = [
      "Print Method: Direct Thermal; Resolution: 203 dpi; Interfaces: USB, Bluetooth",
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 300 dpi; Interfaces: USB, RS-232, Ethernet",
      "Resolution: 600 dpi; Interfaces: USB, Wi-Fi",
    ];
    db.sqlite.transaction(() => {
      for (let i = 0; i < 3000; i++)
        insertProduct({
          slug: `big-${i}`,
          category: BIG,
          brand_id: i % 2 ? acme : bolt,
          specifications: specs[i % 3],
          in_stock: i % 5 !== 0,
        });
    })();
    const started = performance.now();
    const page = listFilteredCategory(
      BIG,
      { ...NO_FILTERS, iface: "usb", inStock: true },
      {
        page: 3,
      },
    )!;
    const took = performance.now() - started;
    expect(page.total).toBe(2400);
    expect(page.items).toHaveLength(12);
    expect(countOf(page.facets.resolutions, "300")).toBe(800);
    expect(countOf(page.facets.interfaces, "ethernet")).toBe(800);
    expect(page.facets.any.inStock).toBe(3000);
    // Generous for a shared, busy machine; it takes a few tens of milliseconds when quiet.
    expect(took).toBeLessThan(2000);
  });
});
