import { describe, expect, it } from "vitest";
import {
  fitFactLines,
  fitJsonLd,
  fitKindOfCategory,
  keyNamesModel,
  modelKey,
  parseSize,
  printersNamedBy,
  splitFitTerms,
} from "~/lib/fits";

describe("sizes as people write them", () => {
  it("keeps millimetres and metres whatever unit was typed", () => {
    expect(parseSize("110", "mm")).toBe(110);
    expect(parseSize("110 mm", "mm")).toBe(110);
    expect(parseSize("11 cm", "mm")).toBe(110);
    expect(parseSize('1"', "mm")).toBe(25.4);
    expect(parseSize("3 in", "mm")).toBe(76.2);
    expect(parseSize("4,33 in", "mm")).toBe(110);
    expect(parseSize("300", "m")).toBe(300);
    expect(parseSize("300m", "m")).toBe(300);
    expect(parseSize("984 ft", "m")).toBe(299.9);
    expect(parseSize("wide", "mm")).toBeUndefined();
    expect(parseSize("10 parsecs", "mm")).toBeUndefined();
    expect(parseSize("1e9", "mm")).toBeUndefined();
  });
});

describe("models as people type them", () => {
  it("ignores case, spaces, hyphens and dots; a variant letter is the same family, digits never stretch", () => {
    expect(modelKey("ZD 421-t")).toBe("zd421t");
    expect(keyNamesModel("zd421", "zd421t")).toBe(true);
    expect(keyNamesModel("ttp244", "ttp244pro")).toBe(true);
    expect(keyNamesModel("zd42", "zd421t")).toBe(false);
    expect(keyNamesModel("zd", "zd421t")).toBe(false);
  });

  it("splits a list on |, commas, semicolons and lines, once each", () => {
    expect(splitFitTerms("zd421|ZD421 ; g500\n\nzd421,  TTP-244 Pro ")).toEqual([
      "zd421",
      "g500",
      "TTP-244 Pro",
    ]);
  });
});

describe("kinds from categories", () => {
  it("reads the category's last word, by name or display name", () => {
    expect(fitKindOfCategory("thermal-label-printers")).toBe("printer");
    expect(fitKindOfCategory("Desktop Printers")).toBe("printer");
    expect(fitKindOfCategory("godex-printer-head")).toBe("head");
    expect(fitKindOfCategory("Labels")).toBe("label");
    expect(fitKindOfCategory("print-mechanism")).toBe("mechanism");
    expect(fitKindOfCategory("accessories")).toBe("accessory");
    expect(fitKindOfCategory("scanners")).toBeNull();
    expect(fitKindOfCategory("tube-labeling-system")).toBeNull();
  });

  it("finds the printer a search query names, not its ribbons", () => {
    const items = [
      { model: "WX-110300", category_display_name: "Ribbons" },
      { model: "ZD421t", category_display_name: "Desktop Printers" },
    ];
    expect(printersNamedBy("zd421 ribbon", items)).toEqual([items[1]]);
    expect(printersNamedBy("zd 421", items)).toEqual([items[1]]);
    expect(printersNamedBy("zebra", items)).toEqual([]);
  });
});

describe("facts and JSON-LD", () => {
  it("reads the facts a buyer checks", () => {
    expect(
      fitFactLines({
        width_mm: 110,
        length_m: 300,
        core_mm: 25.4,
        ink_side: "out",
        ribbon_type: "wax-resin",
      }),
    ).toEqual(["110 mm × 300 m", '1" (25.4 mm) core', "Ink out", "Wax-resin"]);
    expect(fitFactLines({ dpi: 203 })).toEqual(["203 dpi"]);
  });

  it("ribbons and labels are consumables, heads and parts spare parts", () => {
    const printers = [{ name: "Zebra ZD421", slug: "zebra-zd421" }];
    expect(fitJsonLd({ kind: "ribbon", printers }, "https://x.in/")).toEqual({
      isConsumableFor: [
        { "@type": "Product", name: "Zebra ZD421", url: "https://x.in/products/zebra-zd421" },
      ],
    });
    expect(Object.keys(fitJsonLd({ kind: "head", printers }, "https://x.in"))).toEqual([
      "isAccessoryOrSparePartFor",
    ]);
    expect(fitJsonLd({ kind: "printer", printers }, "https://x.in")).toEqual({});
  });
});
