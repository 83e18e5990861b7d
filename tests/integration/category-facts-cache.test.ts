import { beforeAll, describe, expect, it } from "vitest";
import { NO_FILTERS } from "~/lib/category-filters";
import { db } from "~/server/db.server";
import {
  categoryFactsBuilds,
  listCategoryOverview,
  listFilteredCategory,
} from "~/server/models/category-listing.server";

const CAT = "facts-cache";
const OTHER = "facts-other";

const insert = db.sqlite.prepare(
  `INSERT INTO products (name, slug, category, short_description, description, specifications,
    in_stock, status)
   VALUES (@name, @name, @category, 's', 'd', @specifications, @in_stock, @status)`,
);

beforeAll(() => {
  for (const name of [CAT, OTHER])
    db.sqlite
      .prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)")
      .run(name, name.toUpperCase());
  db.sqlite.transaction(() => {
    for (let i = 0; i < 30; i++)
      insert.run({
        name: `fc-${String(i).padStart(2, "0")}`,
        category: CAT,
        specifications: i % 3 === 0 ? "Resolution: 300 dpi\nInterfaces: USB" : "Resolution: 203dpi",
        in_stock: i % 2,
        status: i === 29 ? "draft" : "active",
      });
    for (let i = 0; i < 6; i++)
      insert.run({
        name: `fo-${i}`,
        category: OTHER,
        specifications: null,
        in_stock: 1,
        status: "active",
      });
  })();
});

const resolutionCount = (value: string) =>
  listFilteredCategory(CAT, NO_FILTERS)!.facets.resolutions.find((r) => r.value === value)!.count;

describe("category facts per content version", () => {
  it("reuses the facts while nothing changes and sees a product's change at once", () => {
    const first = listFilteredCategory(CAT, { ...NO_FILTERS, resolution: "300" })!;
    expect(first.total).toBe(10);
    const builds = categoryFactsBuilds();
    // Other filters and pages at the same content version: no new pass over the rows.
    const again = listFilteredCategory(CAT, { ...NO_FILTERS, iface: "usb", inStock: true })!;
    expect(again.total).toBe(5);
    expect(listFilteredCategory(CAT, NO_FILTERS, { page: 3, perPage: 12 })!.items).toHaveLength(5);
    expect(categoryFactsBuilds()).toBe(builds);
    expect(resolutionCount("203")).toBe(19);

    // A product saved with new specifications moves the content version: counts follow.
    db.sqlite
      .prepare("UPDATE products SET specifications = ? WHERE slug = ?")
      .run("Resolution: 300 dpi", "fc-01");
    expect(resolutionCount("203")).toBe(18);
    expect(resolutionCount("300")).toBe(11);
    expect(categoryFactsBuilds()).toBe(builds + 1);
  });

  it("pages past the end show the last page, in name order", () => {
    const last = listFilteredCategory(CAT, NO_FILTERS, { page: 99, perPage: 12 })!;
    expect(last.page).toBe(3);
    expect(last.items.map((p) => p.name)).toEqual(["fc-24", "fc-25", "fc-26", "fc-27", "fc-28"]);
  });

  it("the overview gives each category's count and its first products by name", () => {
    const overview = listCategoryOverview(4, { page: 1, perPage: 60 });
    const mine = overview.sections.find((c) => c.name === CAT)!;
    expect(mine.total).toBe(29);
    expect(mine.products.map((p) => p.name)).toEqual(["fc-00", "fc-01", "fc-02", "fc-03"]);
    const other = overview.sections.find((c) => c.name === OTHER)!;
    expect(other.total).toBe(6);
    expect(other.products.map((p) => p.name)).toEqual(["fo-0", "fo-1", "fo-2", "fo-3"]);
    expect(other.products[0]).toMatchObject({ category_display_name: "FACTS-OTHER" });
  });

  it("the overview reads cards only for the page's categories; the rest are a count", () => {
    const all = listCategoryOverview(4, { page: 1, perPage: 60 });
    const names = all.index.map((c) => c.name);
    const perPage = Math.max(1, names.indexOf(CAT));
    const page = Math.floor(names.indexOf(CAT) / perPage) + 1;
    const overview = listCategoryOverview(4, { page, perPage });
    expect(overview.index).toEqual(all.index);
    expect(overview.sections.map((c) => c.name)).toEqual(
      names.slice((page - 1) * perPage, page * perPage),
    );
    expect(overview.sections.find((c) => c.name === CAT)!.products).toHaveLength(4);
    // A page past the end shows the last one.
    const last = listCategoryOverview(4, { page: 999, perPage });
    expect(last.page).toBe(last.pageCount);
    expect(last.sections.length).toBeGreaterThan(0);
  });
});
