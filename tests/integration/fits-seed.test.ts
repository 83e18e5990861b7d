// The demo catalogue's compatibility is real on a fresh start: every printer has supplies that fit,
// every supply and part fits a printer, with its facts filled in.
import { beforeAll, describe, expect, it } from "vitest";
import { fitKindOfCategory, isSupplyKind } from "~/lib/fits";
import { db } from "~/server/db.server";
import { findPrinters, printersOf, suppliesOf } from "~/server/models/fits.server";
import { getProductBySlug, listAllProducts } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

beforeAll(() => {
  expect(seedDemoCatalogue(db)).toBe(true);
});

describe("demo compatibility", () => {
  it("every demo printer has three or more fitting supplies; every supply fits a printer", () => {
    const all = listAllProducts();
    const printers = all.filter((p) => fitKindOfCategory(p.category) === "printer");
    const supplies = all.filter((p) => isSupplyKind(fitKindOfCategory(p.category)));
    expect(printers.length).toBeGreaterThan(30);
    expect(supplies.length).toBeGreaterThan(25);
    for (const p of printers)
      expect(suppliesOf(p.id, false).length, p.slug).toBeGreaterThanOrEqual(3);
    for (const s of supplies)
      expect(printersOf(s.id, false).length, s.slug).toBeGreaterThanOrEqual(1);
  });

  it("fills the facts in: ribbons by width, length, core, ink side and type; labels; heads by dpi", () => {
    expect(getProductBySlug("wax-resin-ribbon-110mm-x-300m")).toMatchObject({
      width_mm: 110,
      length_m: 300,
      core_mm: 25.4,
      ink_side: "out",
      ribbon_type: "wax-resin",
    });
    expect(getProductBySlug("chromo-paper-labels-100-x-50-mm")).toMatchObject({
      width_mm: 100,
      height_mm: 50,
      core_mm: 25.4,
      outer_diameter_mm: 127,
      print_method: "thermal-transfer",
    });
    expect(getProductBySlug("godex-g530-print-head-300-dpi")).toMatchObject({ dpi: 300 });
    const zd421 = findPrinters("zd421");
    expect(zd421.map((p) => p.slug)).toEqual(["zebra-zd421-desktop-barcode-printer"]);
    const ribbons = suppliesOf(zd421[0].id).filter((s) => s.kind === "ribbon");
    expect(ribbons.map((r) => r.slug)).toContain("zebra-2300-wax-ribbon-110mm-x-74m");
    expect(ribbons.length).toBeGreaterThanOrEqual(4);
  });
});
