import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { brands } from "~/server/db/schema";
import { createCategory, updateCategory } from "~/server/models/categories.server";
import { createProduct, updateProduct } from "~/server/models/products.server";
import { searchProducts } from "~/server/search/engine.server";

// The search facets (brand, category, in stock) are counted from the index alone: the brand and
// category ids are bits of each indexed row (drizzle/0011_search_brand_in_rowid.sql). These tests
// change brands and categories the ways staff do and check every count against the products table.

const base = { short_description: "For the facet tests.", description: "Nothing special." };
const WORD = "wombatfacet";

function brandId(name: string, id?: number): number {
  return db
    .insert(brands)
    .values({ ...(id ? { id } : {}), name, display_name: name.toUpperCase() })
    .returning({ id: brands.id })
    .get().id;
}

/** What the facets must say, counted from the products table itself. */
function expected() {
  const rows = db.sqlite
    .prepare(
      `SELECT b.name AS brand, p.category, p.in_stock FROM products p
       LEFT JOIN brands b ON b.id = p.brand_id
       WHERE p.status = 'active' AND p.name LIKE '%' || ? || '%'`,
    )
    .all(WORD) as { brand: string | null; category: string; in_stock: number }[];
  const count = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
  return { rows, count };
}

function expectFacetsRight() {
  const { rows, count } = expected();
  const page = searchProducts(WORD);
  expect(page.total).toBe(rows.length);
  const brandNames = [...new Set(rows.flatMap((r) => (r.brand ? [r.brand] : [])))].sort();
  expect(page.facets.brands.map((b) => b.name).sort()).toEqual(brandNames);
  for (const b of page.facets.brands) expect(b.count).toBe(count((r) => r.brand === b.name));
  for (const c of page.facets.categories) {
    expect(c.count).toBe(count((r) => r.category === c.name));
  }
  expect(page.facets.inStock).toBe(count((r) => r.in_stock === 1));
  // Narrowed by each brand, with stock: the total and the other facets follow.
  for (const name of brandNames) {
    const narrowed = searchProducts(WORD, { brand: name, inStock: true });
    expect(narrowed.total).toBe(count((r) => r.brand === name && r.in_stock === 1));
    expect(narrowed.items.length).toBe(Math.min(12, narrowed.total));
    for (const c of narrowed.facets.categories) {
      expect(c.count).toBe(
        count((r) => r.category === c.name && r.brand === name && r.in_stock === 1),
      );
    }
  }
  expect(() =>
    db.sqlite.prepare("INSERT INTO products_fts (products_fts) VALUES ('integrity-check')").run(),
  ).not.toThrow();
}

let ids: number[] = [];

beforeAll(() => {
  createCategory({ name: "facet-printers", display_name: "Facet Printers" });
  createCategory({ name: "facet-labels", display_name: "Facet Labels" });
  const acme = brandId("facetacme");
  const zeta = brandId("facetzeta");
  ids = Array.from(
    { length: 9 },
    (_, i) =>
      createProduct({
        ...base,
        name: `${WORD} Unit ${i}`,
        slug: `facet-unit-${i}`,
        category: i % 3 === 0 ? "facet-labels" : "facet-printers",
        brand_id: i % 4 === 0 ? null : i % 2 ? acme : zeta,
        in_stock: i % 5 !== 0,
        status: "active",
      }).id,
  );
});

describe("search facets counted from the index", () => {
  it("count brands, categories and stock as the products table says", () => {
    expectFacetsRight();
  });

  it("follow a product's brand, category and stock changes", () => {
    const other = brandId("facetother");
    updateProduct(ids[0], { brand_id: other });
    updateProduct(ids[1], { category: "facet-labels", in_stock: false });
    updateProduct(ids[2], { brand_id: null });
    expectFacetsRight();
    expect(searchProducts(WORD, { brand: "facetother" }).items.map((r) => r.id)).toEqual([ids[0]]);
  });

  it("follow a deleted brand (its products lose the brand) and a renamed category", () => {
    db.sqlite.prepare("DELETE FROM brands WHERE name = 'facetother'").run();
    const category = db.sqlite
      .prepare("SELECT id FROM categories WHERE name = 'facet-labels'")
      .pluck()
      .get() as number;
    updateCategory(category, { display_name: "Facet Label Rolls" });
    expectFacetsRight();
    expect(searchProducts(WORD, { brand: "facetother" }).total).toBe(0);
    const labels = searchProducts(WORD).facets.categories.find((c) => c.name === "facet-labels");
    expect(labels?.display_name).toBe("Facet Label Rolls");
  });

  it("stay right when a brand's id no longer fits the index's bits", () => {
    const big = brandId("facetbig", 70_000);
    updateProduct(ids[3], { brand_id: big });
    updateProduct(ids[4], { brand_id: big, in_stock: true });
    expectFacetsRight();
    const narrowed = searchProducts(WORD, { brand: "facetbig" });
    expect(narrowed.items.map((r) => r.id).sort()).toEqual([ids[3], ids[4]].sort());
    // 70,000 & 1023 is another brand's bits: it must not be counted as that brand.
    expect(searchProducts(WORD).facets.brands.find((b) => b.name === "facetbig")?.count).toBe(2);
  });
});
