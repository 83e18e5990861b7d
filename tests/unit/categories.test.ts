import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { CATEGORY_SHORTCUTS } from "~/config/site";
import { categoryHref, isCategoryActive, sortCategories, titleFromSlug } from "~/lib/categories";

describe("category routes", () => {
  it("links a category with a shortcut route to it", () => {
    expect(categoryHref("Desktop Printers")).toBe("/desktop-printers");
    expect(categoryHref("Tube Labeling System")).toBe("/tube-labeling-system");
    expect(categoryHref("Godex Printer Head")).toBe("/godex-printer-head");
  });
  it("links any other category to /products/category/{lowercased-hyphenated}", () => {
    expect(categoryHref("RFID Tags")).toBe("/products/category/rfid-tags");
    expect(categoryHref("Barcode  Software")).toBe("/products/category/barcode-software");
  });
  it("orders the fixed list first, then the rest alphabetically", () => {
    const names = [
      "Zebra Parts",
      "Labels",
      "Accessories",
      "Desktop Printers",
      "Print Mechanism",
      "Ribbons",
    ];
    expect(
      sortCategories(names.map((display_name) => ({ display_name }))).map((c) => c.display_name),
    ).toEqual([
      "Desktop Printers",
      "Ribbons",
      "Labels",
      "Print Mechanism",
      "Accessories",
      "Zebra Parts",
    ]);
  });
  it("turns a dynamic route slug into title case", () => {
    expect(titleFromSlug("thermal-transfer-ribbons")).toBe("Thermal Transfer Ribbons");
  });
  it("marks the entry of the current path active, and Desktop Printers on /products", () => {
    expect(isCategoryActive("/ribbons", "/ribbons")).toBe(true);
    expect(isCategoryActive("/ribbons", "/labels")).toBe(false);
    expect(isCategoryActive("/desktop-printers", "/products")).toBe(true);
    expect(isCategoryActive("/desktop-printers", "/desktop-printers/")).toBe(true);
  });
});

describe("category shortcut routes", () => {
  it("are the configuration's shortcuts, each a route of the category page", () => {
    const top = (routes as RouteConfigEntry[]).flatMap((r) => [r, ...(r.children ?? [])]);
    for (const path of Object.values(CATEGORY_SHORTCUTS)) {
      const found = top.find((r) => r.path === path.slice(1));
      expect(found?.file, path).toBe("routes/site/category.tsx");
    }
    const shortcutRoutes = top.filter((r) => r.id?.startsWith("category-"));
    expect(shortcutRoutes.map((r) => `/${r.path}`).sort()).toEqual(
      Object.values(CATEGORY_SHORTCUTS).sort(),
    );
  });
});
