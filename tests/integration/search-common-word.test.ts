import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { searchProducts } from "~/server/search/engine.server";

// A word in most of the catalogue is read in index order (above the ranking limit): the page's rows
// are then sought in the index one by one instead of collecting every hit first. Whichever way a
// page is read, the pages together are every hit once, in the order the sort promises.

const WORD = "kangarooword";

beforeAll(() => {
  createCategory({ name: "common-a", display_name: "Common A" });
  createCategory({ name: "common-b", display_name: "Common B" });
  for (let i = 0; i < 60; i++) {
    createProduct({
      name: `${i % 5 === 0 ? "Other" : WORD} Item ${String(i).padStart(2, "0")}`,
      slug: `common-item-${i}`,
      category: i % 2 ? "common-a" : "common-b",
      short_description: "For the common-word tests.",
      description: "Nothing special.",
      featured: i % 7 === 0,
      in_stock: i % 3 !== 0,
      price: (i * 37) % 100,
      status: i === 59 ? "inactive" : "active",
    });
  }
});

/** Every hit in the order the index-order read promises, straight from the table. */
function expected(order: string, where = "1") {
  return db.sqlite
    .prepare(
      `SELECT slug FROM products WHERE status = 'active' AND name LIKE '${WORD}%' AND ${where}
       ORDER BY ${order}`,
    )
    .pluck()
    .all() as string[];
}

function allPages(perPage: number, options: Parameters<typeof searchProducts>[1] = {}) {
  const first = searchProducts(WORD, { ...options, perPage, bm25MaxHits: 0 });
  const slugs = [...first.items.map((r) => r.slug)];
  for (let page = 2; page <= first.pageCount; page++) {
    slugs.push(
      ...searchProducts(WORD, { ...options, perPage, page, bm25MaxHits: 0 }).items.map(
        (r) => r.slug,
      ),
    );
  }
  return { total: first.total, slugs };
}

describe("a word in most of the catalogue", () => {
  it("pages through every hit once, featured first then by name", () => {
    const want = expected("featured DESC, name COLLATE NOCASE, id");
    expect(want.length).toBe(47);
    for (const perPage of [1, 5, 12, 47]) {
      const { total, slugs } = allPages(perPage);
      expect(total).toBe(want.length);
      expect(slugs).toEqual(want);
    }
  });

  it("keeps the filters and the other sorts", () => {
    const inStock = expected("featured DESC, name COLLATE NOCASE, id", "in_stock = 1");
    expect(allPages(12, { inStock: true }).slugs).toEqual(inStock);
    const inA = expected("featured DESC, name COLLATE NOCASE, id", "category = 'common-a'");
    expect(allPages(5, { category: "common-a" }).slugs).toEqual(inA);
    const byPrice = expected("coalesce(price, 0), name COLLATE NOCASE, id");
    expect(allPages(12, { sort: "price" }).slugs).toEqual(byPrice);
  });
});
