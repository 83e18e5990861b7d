import { describe, expect, it } from "vitest";
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

// Each test makes its own rows under names no other test uses, so it passes alone and in any order.
let made = 0;
function unique(prefix: string): string {
  made += 1;
  return `${prefix}-${made}-${Math.random().toString(36).slice(2, 8)}`;
}

function makeCategory(display_name = "Labels"): string {
  return createCategory({ name: unique("cat"), display_name }).name;
}

describe("database connection", () => {
  it("runs in WAL mode with foreign keys on", () => {
    expect(db.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
  });
});

describe("products model", () => {
  it("creates a product with its category display name and brand, and finds it by slug", () => {
    const category = makeCategory("Desktop Printers");
    const brand = createBrand({ name: unique("godex"), display_name: "GoDex" });
    const slug = unique("godex-g500");
    const p = createProduct({
      ...base,
      name: "GoDex G500",
      slug,
      category,
      brand_id: brand.id,
      featured: true,
      rating: 4.5,
    });
    expect(p.status).toBe("active");
    expect(p.in_stock).toBe(true);
    expect(p.category_display_name).toBe("Desktop Printers");
    expect(p.brand).toBe("GoDex");
    expect(getProductBySlug(slug)?.id).toBe(p.id);
  });

  it("refuses a second product with the same slug", () => {
    const category = makeCategory();
    const slug = unique("godex-g500");
    expect(isProductSlugTaken(slug)).toBe(false);
    createProduct({ ...base, name: "GoDex G500", slug, category });
    expect(isProductSlugTaken(slug)).toBe(true);
    expect(() => createProduct({ ...base, name: "Copy", slug, category })).toThrow(/UNIQUE/);
  });

  it("refuses a product in a category that does not exist", () => {
    expect(() =>
      createProduct({
        ...base,
        name: "Ghost",
        slug: unique("ghost"),
        category: "no-such-category",
      }),
    ).toThrow(/FOREIGN KEY/);
  });

  it("pages, filters by category and status, and clamps an out-of-range page", () => {
    const category = makeCategory();
    for (let i = 1; i <= 14; i++) {
      createProduct({
        ...base,
        name: `Label ${String(i).padStart(2, "0")}`,
        slug: unique(`label-${i}`),
        category,
        status: i === 14 ? "inactive" : "active",
      });
    }
    const first = listProducts({ category, status: "active", perPage: 12 });
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(2);
    const past = listProducts({ category, status: "active", perPage: 12, page: 9 });
    expect(past.page).toBe(2);
    expect(past.items.map((p) => p.name)).toEqual(["Label 13"]);
    expect(listProducts({ category, perPage: 50 }).total).toBe(14);
  });

  it("searches name or description with LIKE wildcards taken literally", () => {
    const category = makeCategory();
    // A model number only this test's product carries, in its name; another one in a description.
    const model = unique("G500").toUpperCase();
    const inDescription = unique("ribbon");
    const byName = createProduct({ ...base, name: `GoDex ${model}`, slug: unique("p"), category });
    const byText = createProduct({
      ...base,
      name: "Ribbon",
      description: `Wax ribbon ${inDescription} for desktop printers.`,
      slug: unique("p"),
      category,
    });
    expect(listProducts({ search: model }).items.map((p) => p.slug)).toEqual([byName.slug]);
    expect(listProducts({ search: inDescription }).items.map((p) => p.slug)).toEqual([byText.slug]);
    // No product's name or description holds a '%': as a wildcard it would match them all.
    expect(listProducts({ search: "%" }).total).toBe(0);
  });

  it("lists featured active products and related ones without itself or adhesive-label", () => {
    const category = makeCategory();
    const tag = unique("featured");
    const featured = createProduct({
      ...base,
      name: `Featured ${tag}`,
      slug: unique("featured"),
      category,
      featured: true,
      rating: 5,
    });
    createProduct({
      ...base,
      name: `Hidden ${tag}`,
      slug: unique("hidden"),
      category,
      featured: true,
      status: "inactive",
    });
    createProduct({ ...base, name: `Plain ${tag}`, slug: unique("plain"), category });
    const mine = listFeaturedProducts(8).filter((p) => p.name.endsWith(tag));
    expect(mine.map((p) => p.slug)).toEqual([featured.slug]);

    // Six active products besides the page's own and adhesive-label: the pick reads two more than
    // asked, so four can be shown whichever two it leaves out.
    const slugs = Array.from({ length: 4 }, (_, i) => unique(`related-${i}`));
    for (const slug of slugs) createProduct({ ...base, name: slug, slug, category });
    const self = createProduct({ ...base, name: "Self", slug: unique("self"), category });
    createProduct({ ...base, name: "Adhesive Label", slug: "adhesive-label", category });
    const related = listRelatedProducts(category, self.slug, 4);
    expect(related).toHaveLength(4);
    for (const r of related) {
      expect(r.category).toBe(category);
      expect(r.slug).not.toBe(self.slug);
      expect(r.slug).not.toBe("adhesive-label");
      expect(r.status).toBe("active");
    }
  });

  it("updates and deletes, returning the deleted row", () => {
    const slug = unique("label");
    const p = createProduct({ ...base, name: "Label", slug, category: makeCategory() });
    expect(updateProduct(p.id, { in_stock: false })?.in_stock).toBe(false);
    expect(deleteProduct(p.id)?.slug).toBe(slug);
    expect(getProductBySlug(slug)).toBeUndefined();
    expect(updateProduct(p.id, { name: "x" })).toBeUndefined();
  });

  it("keeps products when their brand is deleted (brand becomes empty)", () => {
    const brand = createBrand({ name: unique("godex"), display_name: "GoDex" });
    const slug = unique("godex-g500");
    createProduct({
      ...base,
      name: "GoDex G500",
      slug,
      category: makeCategory(),
      brand_id: brand.id,
    });
    expect(getProductBySlug(slug)?.brand_id).toBe(brand.id);
    deleteBrand(brand.id);
    expect(getProductBySlug(slug)?.brand_id).toBeNull();
  });
});

describe("categories model", () => {
  it("refuses to delete a category that still has products", () => {
    const name = makeCategory();
    createProduct({ ...base, name: "Label", slug: unique("label"), category: name });
    const labels = listCategoriesWithFallback().find((c) => c.name === name)!;
    const result = deleteCategory(Number(labels.id));
    expect(result).toMatchObject({ ok: false, reason: "has-products" });
    const empty = createCategory({ name: unique("empty"), display_name: "Empty" });
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
