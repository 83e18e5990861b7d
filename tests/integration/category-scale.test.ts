import { beforeAll, describe, expect, it } from "vitest";
import { NO_FILTERS } from "~/lib/category-filters";
import { db } from "~/server/db.server";
import {
  listCategoryOverview,
  listFilteredCategory,
} from "~/server/models/category-listing.server";
import { listRelatedProducts } from "~/server/models/products.server";
import { preparedDuring } from "./statement-capture";

// A large category's pages after a save: the filter facts come from each product row's facet mask
// (kept by the database whatever writes the row), read from an index, never from every product's
// specifications text, and the related products are a sample, never a sort of the whole category.

const BIG = "scale-labels";
const SMALL = "scale-printers";

const insert = db.sqlite.prepare(
  `INSERT INTO products (name, slug, category, short_description, description, specifications,
    in_stock, status, dpi, print_method)
   VALUES (@slug, @slug, @category, 's', 'd', @specifications, 1, 'active', @dpi, @print_method)`,
);

const add = (slug: string, category: string, specifications: string | null, more = {}) =>
  insert.run({ slug, category, specifications, dpi: null, print_method: null, ...more });

const maskOf = (slug: string) =>
  db.sqlite.prepare("SELECT facet_mask FROM products WHERE slug = ?").pluck().get(slug) as number;

const count = (facet: "resolutions" | "methods" | "interfaces", value: string) =>
  listFilteredCategory(SMALL, NO_FILTERS)!.facets[facet].find((o) => o.value === value)!.count;

beforeAll(() => {
  for (const name of [BIG, SMALL])
    db.sqlite
      .prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)")
      .run(name, name.toUpperCase());
  db.sqlite.transaction(() => {
    for (let i = 0; i < 3000; i++)
      add(`scale-${String(i).padStart(4, "0")}`, BIG, "Resolution: 203dpi\nInterfaces: USB");
  })();
});

describe("category filter facts kept on the product row", () => {
  it("follow every write of a product, by the rules of the filters", () => {
    add("p-1203", SMALL, "Resolution: 1203 dpi; print speed 6 ips");
    add("p-footnote", SMALL, "Ships with a USB cable\nInterfaces: RS-232, Wi-Fi");
    add("p-columns", SMALL, null, { dpi: 300, print_method: "thermal-transfer" });
    expect(count("resolutions", "203")).toBe(0);
    expect(count("interfaces", "usb")).toBe(0);
    expect(count("interfaces", "serial")).toBe(1);
    expect(count("interfaces", "wifi")).toBe(1);
    expect(count("resolutions", "300")).toBe(1);
    expect(count("methods", "thermal-transfer")).toBe(1);

    // A change of the text, or of a fit column, moves the counts at once.
    db.sqlite
      .prepare("UPDATE products SET specifications = ? WHERE slug = ?")
      .run("Resolution: 203 dpi, Direct-Thermal", "p-1203");
    expect(count("resolutions", "203")).toBe(1);
    expect(count("methods", "direct-thermal")).toBe(1);
    db.sqlite.prepare("UPDATE products SET dpi = 600 WHERE slug = ?").run("p-columns");
    expect(count("resolutions", "300")).toBe(0);
    expect(count("resolutions", "600")).toBe(1);

    // A write that carries an old mask along (a restore of a copied row) gets it recomputed.
    const before = maskOf("p-footnote");
    db.sqlite
      .prepare("UPDATE products SET facet_mask = 0, specifications = specifications WHERE slug = ?")
      .run("p-footnote");
    expect(maskOf("p-footnote")).toBe(before);
    expect(before).not.toBe(0);
  });

  it("after a save, the category page, the overview and related products read no product row they do not show", () => {
    // A save moves the content version, so every kept fact is made again below.
    db.sqlite.prepare("UPDATE products SET in_stock = 0 WHERE slug = ?").run("scale-0007");
    const {
      result: { page, last, overview, related },
      statements,
    } = preparedDuring(() => ({
      page: listFilteredCategory(BIG, NO_FILTERS)!,
      last: listFilteredCategory(BIG, { ...NO_FILTERS, inStock: true }, { page: 250 })!,
      overview: listCategoryOverview(4, { page: 1, perPage: 60 }),
      related: listRelatedProducts(BIG, "scale-0001", 4),
    }));
    expect(page.total).toBe(3000);
    expect(page.facets.inStock).toBe(2999);
    // 2,999 in stock, 12 a page: the last page holds the last 11 by name.
    expect(last.page).toBe(250);
    expect(last.items.map((p) => p.name)).toEqual(
      Array.from({ length: 11 }, (_, i) => `scale-${2989 + i}`),
    );
    expect(overview.sections.find((c) => c.name === BIG)!.total).toBe(3000);
    expect(new Set(related.map((p) => p.slug)).size).toBe(4);
    expect(related.every((p) => p.category === BIG && p.slug !== "scale-0001")).toBe(true);

    // Every read of the products table goes by its primary key (the rows shown) or an index that
    // holds all it needs; none sorts or scans the table.
    const plans = statements
      .filter((s) => /\bproducts\b/.test(s))
      .flatMap((s) => {
        const params = new Array((s.match(/\?/g) ?? []).length).fill(null);
        return (db.sqlite.prepare(`EXPLAIN QUERY PLAN ${s}`).all(...params) as { detail: string }[])
          .map((r) => r.detail)
          .filter((d) => /\bproducts\b/.test(d));
      });
    expect(plans.length).toBeGreaterThan(3);
    for (const detail of plans)
      expect(detail).toMatch(/USING (COVERING INDEX|INTEGER PRIMARY KEY)/);
  });
});
