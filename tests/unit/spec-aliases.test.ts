import { describe, expect, it } from "vitest";
import { canonicalSpecName, SPEC_ALIASES, specNameKey, specRowKey } from "~/lib/spec-aliases";

describe("specification name aliases", () => {
  it.each([
    ["Print Speed", "Speed", "Max print speed", "Maximum Print Speed"],
    ["Resolution", "Print Resolution", "DPI", "Printhead resolution"],
    ["Interfaces", "Interface", "Connectivity", "Communication"],
    ["Print Width", "Max Print Width", "maximum print width"],
    ["Media Width", "Max Media Width", "Label width"],
    ["Print Method", "Printing Method", "print type"],
  ])("%s and its other spellings share one row", (shown, ...others) => {
    for (const name of others) {
      expect(canonicalSpecName(name), name).toBe(shown);
      expect(specRowKey(name), name).toBe(specRowKey(shown));
    }
  });

  it("ignores case, spacing and punctuation", () => {
    for (const name of [
      "PRINT SPEED",
      "  print   speed ",
      "Print-Speed",
      "print_speed:",
      "Print speed.",
    ]) {
      expect(canonicalSpecName(name), name).toBe("Print Speed");
    }
    expect(specNameKey(" Max. Print-Width: ")).toBe("max print width");
  });

  it("keeps different things apart", () => {
    expect(specRowKey("Print Width")).not.toBe(specRowKey("Media Width"));
    expect(specRowKey("Print Width")).not.toBe(specRowKey("Print Length"));
    expect(specRowKey("Ribbon")).not.toBe(specRowKey("Ribbon Required"));
    expect(specRowKey("Resolution")).not.toBe(specRowKey("Print Speed"));
  });

  it("leaves an unknown name as written, tidied, and still matches its own spellings", () => {
    expect(canonicalSpecName("  Cutter   option ")).toBe("Cutter option");
    expect(specRowKey("Cutter Option")).toBe(specRowKey("cutter-option"));
  });

  it("gives every spelling exactly one row", () => {
    const owner = new Map<string, string>();
    for (const [shown, ...others] of SPEC_ALIASES) {
      for (const spelling of [shown, ...others]) {
        const key = specNameKey(spelling);
        expect(owner.get(key) ?? shown, `${spelling} is listed under two names`).toBe(shown);
        owner.set(key, shown);
      }
    }
  });
});
