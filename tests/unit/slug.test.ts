import { describe, expect, it } from "vitest";
import { isSlug } from "~/lib/slug";
import { slugify } from "~/lib/slugify";

describe("slugify (the slug rule)", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("GoDex G500 Desktop Printer")).toBe("godex-g500-desktop-printer");
  });
  it("removes characters other than letters, digits, spaces and hyphens", () => {
    expect(slugify("TSC TTP-244 Pro (203 dpi)!")).toBe("tsc-ttp-244-pro-203-dpi");
    expect(slugify("Wax/Resin Ribbon 110mm x 300m")).toBe("waxresin-ribbon-110mm-x-300m");
  });
  it("turns any whitespace run into one hyphen and collapses repeated hyphens", () => {
    expect(slugify("Zebra \t ZD421 \n  Printer")).toBe("zebra-zd421-printer");
    expect(slugify("a -- b---c")).toBe("a-b-c");
  });
  it("trims surrounding whitespace instead of leaving edge hyphens", () => {
    expect(slugify("  Label Roll  ")).toBe("label-roll");
  });
  it("spells accented letters in ASCII and drops symbols", () => {
    expect(slugify("Café Labels ₹999")).toBe("cafe-labels-999");
  });
  it("gives an empty slug for text without letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });
});

describe("isSlug", () => {
  it("accepts what slugify makes and refuses the rest", () => {
    expect(isSlug("godex-g500")).toBe(true);
    expect(isSlug("GoDex")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("-a")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
