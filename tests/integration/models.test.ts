import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { createBrand, deleteBrand } from "~/server/models/brands.server";
import {
  createCategory,
  deleteCategory,
  listCategoriesWithFallback,
} from "~/server/models/categories.server";
import {
  createProduct,
  deleteProduct,
  getProductBySlug,
  isProductSlugTaken,
  listFeaturedProducts,
  listProducts,
  listRelatedProducts,
  updateProduct,
} from "~/server/models/products.server";
import { productInput } from "~/server/entities/product.server";

const base = {
  short_description: "A printer",
  description: "A dependable desktop printer.",
};

beforeAll(() => {
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createCategory({ name: "labels", display_name: "Labels" });
});

describe("database connection", () => {
  it("runs in WAL mode with foreign keys on", () => {
    expect(db.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
  });
});

describe("products model", () => {
  it("creates a product with its category display name and brand, and finds it by slug", () => {
    const brand = createBrand({ name: "godex", display_name: "GoDex" });
    const p = createProduct({
      ...base,
      name: "GoDex G500",
      slug: "godex-g500",
      category: "desktop-printers",
      brand_id: brand.id,
      featured: true,
      rating: 4.5,
    });
    expect(p.status).toBe("active");
    expect(p.in_stock).toBe(true);
    expect(p.category_display_name).toBe("Desktop Printers");
    expect(p.brand).toBe("GoDex");
    expect(getProductBySlug("godex-g500")?.id).toBe(p.id);
  });

  it("refuses a second product with the same slug", () => {
    expect(isProductSlugTaken("godex-g500")).toBe(true);
    expect(() =>
      createProduct({ ...base, name: "Copy", slug: "godex-g500", category: "desktop-printers" }),
    ).toThrow(/UNIQUE/);
  });

  it("refuses a product in a category that does not exist", () => {
    expect(() =>
      createProduct({ ...base, name: "Ghost", slug: "ghost", category: "no-such-category" }),
    ).toThrow(/FOREIGN KEY/);
  });

  it("pages, filters by category and status, and clamps an out-of-range page", () => {
    for (let i = 1; i <= 14; i++) {
      createProduct({
        ...base,
        name: `Label ${String(i).padStart(2, "0")}`,
        slug: `label-${i}`,
        category: "labels",
        status: i === 14 ? "inactive" : "active",
      });
    }
    const first = listProducts({ category: "labels", status: "active", perPage: 12 });
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(2);
    const past = listProducts({ category: "labels", status: "active", perPage: 12, page: 9 });
    expect(past.page).toBe(2);
    expect(past.items.map((p) => p.name)).toEqual(["Label 13"]);
    expect(listProducts({ category: "labels", perPage: 50 }).total).toBe(14);
  });

  it("searches name or description with LIKE wildcards taken literally", () => {
    expect(listProducts({ search: "G500" }).items.map((p) => p.slug)).toEqual(["godex-g500"]);
    expect(listProducts({ search: "%" }).total).toBe(0);
  });

  it("lists featured active products and related ones without itself or adhesive-label", () => {
    expect(listFeaturedProducts(8).map((p) => p.slug)).toEqual(["godex-g500"]);
    createProduct({ ...base, name: "Adhesive Label", slug: "adhesive-label", category: "labels" });
    const related = listRelatedProducts("labels", "label-1", 4);
    expect(related).toHaveLength(4);
    for (const r of related) {
      expect(r.slug).not.toBe("label-1");
      expect(r.slug).not.toBe("adhesive-label");
      expect(r.status).toBe("active");
    }
  });

  it("updates and deletes, returning the deleted row", () => {
    const p = getProductBySlug("label-2")!;
    expect(updateProduct(p.id, { in_stock: false })?.in_stock).toBe(false);
    expect(deleteProduct(p.id)?.slug).toBe("label-2");
    expect(getProductBySlug("label-2")).toBeUndefined();
    expect(updateProduct(p.id, { name: "x" })).toBeUndefined();
  });

  it("keeps products when their brand is deleted (brand becomes empty)", () => {
    const p = getProductBySlug("godex-g500")!;
    deleteBrand(p.brand_id!);
    expect(getProductBySlug("godex-g500")?.brand_id).toBeNull();
  });
});

describe("categories model", () => {
  it("refuses to delete a category that still has products", () => {
    const labels = listCategoriesWithFallback().find((c) => c.name === "labels")!;
    const result = deleteCategory(Number(labels.id));
    expect(result).toMatchObject({ ok: false, reason: "has-products" });
    const empty = createCategory({ name: "empty", display_name: "Empty" });
    expect(deleteCategory(empty.id)).toMatchObject({ ok: true });
    expect(deleteCategory(empty.id)).toMatchObject({ ok: false, reason: "not-found" });
  });
});

describe("product input schema", () => {
  it("requires the mandatory fields and names each missing one", () => {
    const r = productInput.safeParse({ name: " ", slug: "", category: "" });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(["name", "slug", "category", "short_description", "description"]),
    );
  });
  it("accepts form strings: booleans, numbers, blank optionals, an absent status", () => {
    const r = productInput.parse({
      ...base,
      name: "X",
      slug: "x",
      category: "labels",
      featured: "on",
      in_stock: "no",
      price: "12,500",
      model: "  ",
    });
    expect(r).toMatchObject({
      featured: true,
      in_stock: false,
      price: 12500,
      model: null,
    });
    // A new product's status is the column's default, given by the save (the one place it lives).
    expect(r.status).toBeUndefined();
  });
  it("refuses a bad slug, a bad boolean and a rating above 5", () => {
    const r = productInput.safeParse({
      ...base,
      name: "X",
      slug: "Bad Slug",
      category: "labels",
      featured: "maybe",
      rating: "7",
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(["featured", "rating", "slug"]);
  });
});
