import { describe, expect, it } from "vitest";
import { CATEGORY_SHORTCUTS } from "~/config/site";
import { db } from "~/server/db.server";
import { listBlogs } from "~/server/models/blogs.server";
import { listCategories } from "~/server/models/categories.server";
import { listDrivers } from "~/server/models/drivers.server";
import { listJobs } from "~/server/models/jobs.server";
import { countProducts, listFeaturedProducts } from "~/server/models/products.server";
import { demoProducts } from "~/server/seed/demo-data.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

describe("demo catalogue seed", () => {
  it("fills an empty database with the catalogue the issue asks for", () => {
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

  it("gives every demo product an HSN code and GST rate, so a fresh quotation shows real tax", () => {
    // Seeds here when this test runs alone (a no-op after the test above).
    seedDemoCatalogue(db);
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

  it("never seeds twice, even after the demo rows are deleted", () => {
    const before = countProducts();
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(countProducts()).toBe(before);
    db.sqlite.exec("delete from products");
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(countProducts()).toBe(0);
  });
});
