import { describe, expect, it } from "vitest";
import { CATEGORY_SHORTCUTS } from "~/config/site";
import { demoProducts } from "~/server/seed/demo-data.server";
import { switchToEmptyDatabase } from "./empty-database";

/**
 * Points the app at a new, empty database file and loads its modules afresh, so each test starts from
 * nothing whatever the tests before it seeded or deleted.
 */
async function emptyDatabase() {
  switchToEmptyDatabase();
  return {
    db: (await import("~/server/db.server")).db,
    seedDemoCatalogue: (await import("~/server/seed/seed.server")).seedDemoCatalogue,
    products: await import("~/server/models/products.server"),
    listBlogs: (await import("~/server/models/blogs.server")).listBlogs,
    listCategories: (await import("~/server/models/categories.server")).listCategories,
    listDrivers: (await import("~/server/models/drivers.server")).listDrivers,
    listJobs: (await import("~/server/models/jobs.server")).listJobs,
  };
}

describe("demo catalogue seed", () => {
  it("fills an empty database with the catalogue the issue asks for", async () => {
    const { db, seedDemoCatalogue, products, listBlogs, listCategories, listDrivers, listJobs } =
      await emptyDatabase();
    const { countProducts, listFeaturedProducts } = products;
    expect(seedDemoCatalogue(db)).toBe(true);
    const categories = listCategories().map((c) => c.display_name);
    expect(categories).toEqual(expect.arrayContaining(Object.keys(CATEGORY_SHORTCUTS)));
    expect(countProducts()).toBeGreaterThanOrEqual(60);
    expect(countProducts({ status: "inactive" })).toBeGreaterThan(0);
    expect(listFeaturedProducts(8)).toHaveLength(8);
    for (const c of listCategories())
      expect(countProducts({ category: c.name })).toBeGreaterThan(0);
    const blogs = listBlogs({ perPage: 100 }).items;
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(blogs.map((b) => b.status))).toEqual(new Set(["draft", "published"]));
    const jobs = listJobs({ perPage: 100 }).items;
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(jobs.some((j) => j.status === "inactive")).toBe(true);
    expect(listDrivers().length).toBeGreaterThanOrEqual(2);
  });

  it("gives every demo product an HSN code and GST rate, so a fresh quotation shows real tax", async () => {
    const { db, seedDemoCatalogue } = await emptyDatabase();
    expect(seedDemoCatalogue(db)).toBe(true);
    const rows = db.sqlite.prepare("SELECT slug, hsn_code, gst_rate FROM products").all() as {
      slug: string;
      hsn_code: string | null;
      gst_rate: number | null;
    }[];
    expect(rows.map((r) => r.slug).sort()).toEqual(demoProducts.map((p) => p.slug).sort());
    for (const r of rows) {
      expect(r.hsn_code, r.slug).toMatch(/^\d{4,8}$/);
      expect(r.gst_rate, r.slug).toBe(18);
    }
  });

  it("never seeds twice, even after the demo rows are deleted", async () => {
    const { db, seedDemoCatalogue, products } = await emptyDatabase();
    expect(seedDemoCatalogue(db)).toBe(true);
    const before = products.countProducts();
    expect(before).toBeGreaterThan(0);
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(products.countProducts()).toBe(before);
    db.sqlite.exec("delete from products");
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(products.countProducts()).toBe(0);
  });
});
