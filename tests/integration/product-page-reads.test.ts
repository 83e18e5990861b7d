import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "~/server/models/categories.server";
import { randomCategoryProductIds } from "~/server/models/category-listing.server";
import { driversForProduct } from "~/server/models/driver-catalogue.server";
import { createDriver } from "~/server/models/drivers.server";
import {
  createProduct,
  getProductById,
  getProductBySlug,
  listRelatedProducts,
  updateProduct,
} from "~/server/models/products.server";

// The product page's reads keep their statements from one call to the next: each call must still
// answer for its own arguments and see what was written since.

const base = { short_description: "A printer", description: "A dependable desktop printer." };

beforeAll(() => {
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createCategory({ name: "ribbons", display_name: "Ribbons" });
  const driver = (name: string, description: string | null = null) =>
    createDriver({ name, version: "1.0", description, file: `${name}.zip` });
  driver("Zebra ZDesigner Driver", "For every Zebra desktop printer");
  driver("Zebra Setup Utilities", "Printer tools");
  driver("ZD421 Firmware", "Firmware for the Zebra ZD421");
  driver("TSC Windows Driver", "For TSC printers such as the TE244");
  driver("Honeywell PC42t Driver", "Intermec and Honeywell desktop printers");
  driver("Label 100% Tool", "Designs labels");
  driver("Zebra Wireless Kit", "Wi-Fi for the ZD621");
});

const names = (list: { name: string }[]) => list.map((d) => d.name);

describe("a product's drivers", () => {
  it("lists the drivers naming the brand, by name, at most the limit", () => {
    expect(names(driversForProduct({ brand: "Zebra" }))).toEqual([
      "ZD421 Firmware",
      "Zebra Setup Utilities",
      "Zebra Wireless Kit",
      "Zebra ZDesigner Driver",
    ]);
    expect(names(driversForProduct({ brand: "Zebra" }, 2))).toEqual([
      "ZD421 Firmware",
      "Zebra Setup Utilities",
    ]);
  });

  it("puts the drivers naming the model first", () => {
    expect(names(driversForProduct({ brand: "Zebra", model: "ZD421" }))).toEqual([
      "ZD421 Firmware",
      "Zebra Setup Utilities",
      "Zebra Wireless Kit",
      "Zebra ZDesigner Driver",
    ]);
    // Named by the model in its description only, it still comes first.
    expect(names(driversForProduct({ brand: "Zebra", model: "ZD621" }))).toEqual([
      "Zebra Wireless Kit",
      "ZD421 Firmware",
      "Zebra Setup Utilities",
      "Zebra ZDesigner Driver",
    ]);
    expect(names(driversForProduct({ brand: "Zebra", model: "ZD421" }, 1))).toEqual([
      "ZD421 Firmware",
    ]);
  });

  it("answers each product with its own words, one after another", () => {
    expect(names(driversForProduct({ brand: "TSC", model: "TE244" }))).toEqual([
      "TSC Windows Driver",
    ]);
    expect(names(driversForProduct({ brand: "Honeywell", brandName: "honeywell" }))).toEqual([
      "Honeywell PC42t Driver",
    ]);
    expect(names(driversForProduct({ brand: "Intermec", model: "PC42t" }))).toEqual([
      "Honeywell PC42t Driver",
    ]);
    expect(names(driversForProduct({ brand: "TSC", model: "ZD421" }))).toEqual([
      "ZD421 Firmware",
      "TSC Windows Driver",
    ]);
  });

  it("takes wildcards in a model literally and skips words shorter than two letters", () => {
    expect(names(driversForProduct({ model: "100%" }))).toEqual(["Label 100% Tool"]);
    expect(names(driversForProduct({ model: "0%" }))).toEqual(["Label 100% Tool"]);
    expect(names(driversForProduct({ model: "%" }))).toEqual([]);
    expect(driversForProduct({ brand: " ", model: null })).toEqual([]);
  });
});

describe("a product page's product and related products", () => {
  it("finds each product by its own slug and id, and sees a change saved since", () => {
    const a = createProduct({
      ...base,
      name: "Zebra ZD421",
      slug: "zd421",
      category: "desktop-printers",
    });
    const b = createProduct({
      ...base,
      name: "TSC TE244",
      slug: "te244",
      category: "desktop-printers",
    });
    expect(getProductBySlug("zd421")?.name).toBe("Zebra ZD421");
    expect(getProductBySlug("te244")?.id).toBe(b.id);
    expect(getProductById(a.id)?.slug).toBe("zd421");
    expect(getProductBySlug("no-such-product")).toBeUndefined();
    updateProduct(a.id, { name: "Zebra ZD421t", in_stock: false });
    expect(getProductBySlug("zd421")).toMatchObject({
      name: "Zebra ZD421t",
      in_stock: false,
      category_display_name: "Desktop Printers",
    });
  });

  it("picks related products among the category's active ones, never the product itself", () => {
    for (let i = 1; i <= 8; i++)
      createProduct({
        ...base,
        name: `Ribbon ${i}`,
        slug: `ribbon-${i}`,
        category: "ribbons",
        status: i === 8 ? "inactive" : "active",
      });
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const related = listRelatedProducts("ribbons", "ribbon-1", 4);
      expect(related).toHaveLength(4);
      expect(new Set(related.map((p) => p.slug)).size).toBe(4);
      for (const p of related) {
        expect(p.category).toBe("ribbons");
        expect(p.slug).not.toMatch(/^ribbon-(1|8)$/);
        seen.add(p.slug);
      }
    }
    // Random picks: over 30 pages every other active ribbon shows up.
    expect([...seen].sort()).toEqual([
      "ribbon-2",
      "ribbon-3",
      "ribbon-4",
      "ribbon-5",
      "ribbon-6",
      "ribbon-7",
    ]);
    // With only one other product in its category, that one is the whole list.
    createCategory({ name: "mobile-printers", display_name: "Mobile Printers" });
    for (const slug of ["zq521", "alpha-4l"])
      createProduct({ ...base, name: `Printer ${slug}`, slug, category: "mobile-printers" });
    expect(listRelatedProducts("mobile-printers", "zq521", 4).map((p) => p.slug)).toEqual([
      "alpha-4l",
    ]);
  });

  it("draws related products evenly, each at most once, and every one when asked for all", () => {
    createCategory({ name: "scanners", display_name: "Scanners" });
    const ids = Array.from(
      { length: 10 },
      (_, i) =>
        createProduct({ ...base, name: `Scanner ${i}`, slug: `scanner-${i}`, category: "scanners" })
          .id,
    );
    expect(randomCategoryProductIds("scanners", 10).sort()).toEqual([...ids].sort());
    expect(randomCategoryProductIds("scanners", 50)).toHaveLength(10);
    expect(randomCategoryProductIds("scanners", 0)).toEqual([]);
    const drawn = new Map<number, number>();
    const first = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const pick = randomCategoryProductIds("scanners", 3);
      expect(new Set(pick).size).toBe(3);
      for (const id of pick) drawn.set(id, (drawn.get(id) ?? 0) + 1);
      first.set(pick[0], (first.get(pick[0]) ?? 0) + 1);
    }
    // 600 draws and 200 first places expected for each; the bounds are seven standard deviations.
    for (const id of ids) {
      expect(drawn.get(id)).toBeGreaterThan(450);
      expect(drawn.get(id)).toBeLessThan(750);
      expect(first.get(id)).toBeGreaterThan(105);
      expect(first.get(id)).toBeLessThan(295);
    }
  });
});
