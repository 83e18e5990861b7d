// Slugs are now spelt from accents and other scripts ("Café" -> cafe), but a CSV without a slug
// column still updates a product made under the earlier rule ("Café" -> caf) instead of adding a twin.
import { beforeAll, describe, expect, it } from "vitest";
import { previousSlug, slugify } from "~/lib/slugify";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { createCategory } from "~/server/models/categories.server";
import { countProducts, createProduct, getProductBySlug } from "~/server/models/products.server";

const text = (s: string) => new TextEncoder().encode(s);

beforeAll(() => {
  createCategory({ name: "labels", display_name: "Labels" });
});

describe("a CSV without slugs and products made under the earlier slug rule", () => {
  it("updates the product whose slug the earlier rule made, and spells new names", () => {
    expect(previousSlug("Café Labels 50×25")).toBe("caf-labels-5025");
    expect(slugify("Café Labels 50×25")).toBe("cafe-labels-50x25");
    expect(previousSlug("லேபிள்", "product")).toMatch(/^product-[0-9a-f]{6}$/);
    createProduct({
      name: "Café Labels 50×25",
      slug: "caf-labels-5025",
      category: "labels",
      short_description: "Old",
      description: "Old.",
      price: 100,
    });
    createProduct({
      name: "லேபிள்",
      slug: previousSlug("லேபிள்", "product"),
      category: "labels",
      short_description: "Old",
      description: "Old.",
      price: 100,
    });
    const before = countProducts();
    const csv =
      "name,category,short_description,description,price\n" +
      "Café Labels 50×25,labels,New,New.,250\n" +
      "லேபிள்,labels,New,New.,260\n" +
      "Crème Ribbon,labels,New,New.,270\n";
    const { result } = applyImport(prepareImport(text(csv), "products"));
    expect(result).toMatchObject({ successCount: 3, created: 1, updated: 2 });
    expect(countProducts()).toBe(before + 1);
    expect(getProductBySlug("caf-labels-5025")?.price).toBe(250);
    expect(getProductBySlug(previousSlug("லேபிள்", "product"))?.price).toBe(260);
    expect(getProductBySlug("creme-ribbon")?.price).toBe(270);
    expect(getProductBySlug("cafe-labels-50x25")).toBeUndefined();
  });
});
