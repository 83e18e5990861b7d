import { describe, expect, it } from "vitest";
import {
  groupSpecRows,
  guessSpecLabel,
  LONG_PART,
  parseSpecifications,
  showSpecHeader,
  splitSpecValue,
} from "~/lib/spec-table";

describe("parseSpecifications: parts", () => {
  it("gives no rows for an empty, blank or missing string", () => {
    expect(parseSpecifications(null)).toEqual([]);
    expect(parseSpecifications(undefined)).toEqual([]);
    expect(parseSpecifications("")).toEqual([]);
    expect(parseSpecifications("  ;  ; ")).toEqual([]);
  });

  it("splits parts on ';' and trims them", () => {
    expect(parseSpecifications(" Resolution: 203 dpi ;Print Speed: 5 ips;")).toEqual([
      { label: "Resolution", value: "203 dpi" },
      { label: "Print Speed", value: "5 ips" },
    ]);
  });

  it("also treats a line break as a part separator (one spec per line in the admin form)", () => {
    expect(parseSpecifications("Resolution: 203 dpi\nPrint Speed: 5 ips")).toEqual([
      { label: "Resolution", value: "203 dpi" },
      { label: "Print Speed", value: "5 ips" },
    ]);
  });
});

describe("parseSpecifications: key and value", () => {
  it("reads a part with ':' as a key and a value, splitting at the first colon", () => {
    expect(parseSpecifications("Print Method: Direct Thermal / Thermal Transfer")).toEqual([
      { label: "Print Method", value: "Direct Thermal / Thermal Transfer" },
    ]);
    expect(parseSpecifications("Aspect: 16:9")).toEqual([{ label: "Aspect", value: "16:9" }]);
  });

  it("splits a value holding commas into several rows of the same key", () => {
    expect(parseSpecifications("Interfaces: USB, RS-232, Ethernet")).toEqual([
      { label: "Interfaces", value: "USB" },
      { label: "Interfaces", value: "RS-232" },
      { label: "Interfaces", value: "Ethernet" },
    ]);
    expect(parseSpecifications("Memory: 8 MB Flash, 16 MB SDRAM; Ribbon: 300 m")).toEqual([
      { label: "Memory", value: "8 MB Flash" },
      { label: "Memory", value: "16 MB SDRAM" },
      { label: "Ribbon", value: "300 m" },
    ]);
  });

  it("keeps thousands separators and commas inside parentheses in one value", () => {
    expect(splitSpecValue("10,000 labels, 2 rolls")).toEqual(["10,000 labels", "2 rolls"]);
    expect(splitSpecValue("USB (2.0, host), Ethernet")).toEqual(["USB (2.0, host)", "Ethernet"]);
    expect(splitSpecValue(" a ,, b ,")).toEqual(["a", "b"]);
  });

  it("does not take the colon of a web address for the key separator", () => {
    expect(parseSpecifications("Driver https://example.com/driver")).toEqual([
      { label: "Feature", value: "Driver https://example.com/driver" },
    ]);
    expect(parseSpecifications("Manual: https://example.com/m.pdf")).toEqual([
      { label: "Manual", value: "https://example.com/m.pdf" },
    ]);
  });

  it("shows a key with an empty value as a feature line, and guesses the label of an empty key", () => {
    expect(parseSpecifications("Wireless:")).toEqual([{ label: "Feature", value: "Wireless" }]);
    expect(parseSpecifications(": Polyester material")).toEqual([
      { label: "Material", value: "Polyester material" },
    ]);
  });
});

describe("parseSpecifications: over-long parts without ':'", () => {
  const run =
    "Print Method Direct Thermal / Thermal Transfer Resolution 203 dpi Print Speed 76 mm/s " +
    "Print Width 104 mm Print Length 1727 mm Processor 32-bit RISC Memory 4 MB Flash " +
    "Interfaces USB 2.0 and RS-232 Ribbon 300 m Control Panel 2.8 inch colour LCD Battery 2600 mAh";

  it("splits on the keyword list, the longer keyword winning (Print Speed over Speed)", () => {
    expect(run.length).toBeGreaterThan(LONG_PART);
    expect(parseSpecifications(run)).toEqual([
      { label: "Print Method", value: "Direct Thermal / Thermal Transfer" },
      { label: "Resolution", value: "203 dpi" },
      { label: "Print Speed", value: "76 mm/s" },
      { label: "Print Width", value: "104 mm" },
      { label: "Print Length", value: "1727 mm" },
      { label: "Processor", value: "32-bit RISC" },
      { label: "Memory", value: "4 MB Flash" },
      { label: "Interfaces", value: "USB 2.0 and RS-232" },
      { label: "Ribbon", value: "300 m" },
      { label: "Control Panel", value: "2.8 inch colour LCD" },
      { label: "Battery", value: "2600 mAh" },
    ]);
  });

  it("uses the short keywords Speed, Width, Length and Control on their own", () => {
    expect(
      parseSpecifications(
        "Speed 150 mm per second Width 54 mm maximum Length 1000 mm Control two buttons",
      ),
    ).toEqual([
      { label: "Speed", value: "150 mm per second" },
      { label: "Width", value: "54 mm maximum" },
      { label: "Length", value: "1000 mm" },
      { label: "Control", value: "two buttons" },
    ]);
  });

  it("keeps text before the first keyword as a row with a guessed label", () => {
    expect(
      parseSpecifications("Rugged metal frame for factories Resolution 300 dpi Memory 64 MB"),
    ).toEqual([
      { label: "Feature", value: "Rugged metal frame for factories" },
      { label: "Resolution", value: "300 dpi" },
      { label: "Memory", value: "64 MB" },
    ]);
  });

  it("matches keywords case-sensitively, so a lowercase word inside a value stays in it", () => {
    expect(
      parseSpecifications("Resolution 203 dpi with the ribbon width set to 110 mm for all labels"),
    ).toEqual([
      { label: "Resolution", value: "203 dpi with the ribbon width set to 110 mm for all labels" },
    ]);
  });

  it("guesses the label of a long part that has no keyword", () => {
    const text = "Premium semi-gloss chromo paper material suited to retail and pharmacy shelves";
    expect(text.length).toBeGreaterThan(LONG_PART);
    expect(parseSpecifications(text)).toEqual([{ label: "Material", value: text }]);
  });

  it("does not split a short part on keywords", () => {
    expect(parseSpecifications("Resolution 203 dpi Memory 8 MB")).toEqual([
      { label: "Feature", value: "Resolution 203 dpi Memory 8 MB" },
    ]);
  });
});

describe("label guessing for parts without ':'", () => {
  it.each([
    ["Printing on chromo and matte paper", "Printing"],
    ["Available in 50 x 25 mm dimensions", "Dimensions"],
    ["Custom sizes from 100x150 mm", "Dimensions"],
    ["Semi-gloss chromo paper material", "Material"],
    ["Smudge-proof durability", "Durability"],
    ["Color options black and blue", "Color Options"],
    ["Colour options white", "Color Options"],
    ["Thermal transfer printing method", "Printing Method"],
    ["Direct thermal only", "Printing Method"],
    ["Ribbon required: none", "Ribbon required"],
    ["Ribbon required wax or wax-resin", "Ribbon Required"],
    ["500 labels per roll", "Feature"],
  ])("%s → %s", (text, label) => {
    expect(parseSpecifications(text)[0]?.label).toBe(label);
  });

  it("prefers the more specific rule: material over printing method, printing over ribbon", () => {
    expect(guessSpecLabel("Direct thermal paper material")).toBe("Material");
    expect(guessSpecLabel("Printing without ribbon")).toBe("Printing");
    expect(guessSpecLabel("Fits desktop printers")).toBe("Feature");
  });
});

describe("table header and grouping", () => {
  it("omits the SPECIFICATION / DETAILS header for the Labels category only", () => {
    expect(showSpecHeader("labels")).toBe(false);
    expect(showSpecHeader("Labels")).toBe(false);
    expect(showSpecHeader("desktop-printers")).toBe(true);
    expect(showSpecHeader("Ribbons")).toBe(true);
    expect(showSpecHeader(null)).toBe(true);
  });

  it("groups consecutive rows of one key so the table can span the label cell", () => {
    expect(groupSpecRows(parseSpecifications("Interfaces: USB, LAN; Memory: 8 MB"))).toEqual([
      { label: "Interfaces", values: ["USB", "LAN"] },
      { label: "Memory", values: ["8 MB"] },
    ]);
  });
});
