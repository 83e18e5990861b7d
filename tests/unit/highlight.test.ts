import { describe, expect, it } from "vitest";
import { highlight } from "~/lib/highlight";

const marked = (text: string, query: string) =>
  highlight(text, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe("highlight", () => {
  it("marks the query case-insensitively and keeps the whole text", () => {
    const segments = highlight("Zebra ZD421 Desktop Printer", "desktop");
    expect(segments).toEqual([
      { text: "Zebra ZD421 ", match: false },
      { text: "Desktop", match: true },
      { text: " Printer", match: false },
    ]);
    expect(segments.map((s) => s.text).join("")).toBe("Zebra ZD421 Desktop Printer");
  });

  it("marks each word, and the start of a word for a prefix", () => {
    expect(marked("GoDex G500 Desktop Barcode Printer", "godex print")).toEqual(["GoDex", "Print"]);
    expect(marked("Zebra ZT411", "zeb")).toEqual(["Zeb"]);
  });

  it("does not mark the middle of a word", () => {
    expect(marked("Zebra Printer", "ebra")).toEqual([]);
    expect(marked("Printer", "inter")).toEqual([]);
  });

  it("marks model numbers however they are typed", () => {
    expect(marked("GoDex G500 Desktop", "g-500")).toEqual(["G500"]);
    expect(marked("GoDex G-500 Desktop", "G500")).toEqual(["G-500"]);
    expect(marked("GoDex G500 Desktop", "g 500")).toEqual(["G500"]);
    expect(marked("Zebra ZD421t", "421")).toEqual(["421"]);
  });

  it("does not mark every letter for a one-letter word", () => {
    expect(marked("Big grey gadget", "g")).toEqual([]);
  });

  it("treats regular-expression and FTS characters as plain text", () => {
    expect(marked("TSC TTP-244 Pro", "ttp-244 (pro)*")).toEqual(["TTP-244 Pro"]);
    expect(marked("TSC TTP-244 and Pro", "ttp-244 (pro)*")).toEqual(["TTP-244", "Pro"]);
    expect(highlight("a.b", ".*")).toEqual([{ text: "a.b", match: false }]);
    expect(highlight("Printer", "")).toEqual([{ text: "Printer", match: false }]);
    expect(highlight("", "zebra")).toEqual([]);
  });

  it("marks the whole query as one span where it appears as a whole, and handles unicode", () => {
    expect(marked("Café Ünïcode", "ünï")).toEqual(["Ünï"]);
    expect(highlight("GoDex G500 Printer", "godex g500")).toEqual([
      { text: "GoDex G500", match: true },
      { text: " Printer", match: false },
    ]);
    expect(highlight("G500 by GoDex", "godex g500")).toEqual([
      { text: "G500", match: true },
      { text: " by ", match: false },
      { text: "GoDex", match: true },
    ]);
  });

  it("copes with a 10,000-character query", () => {
    expect(highlight("Zebra", "zebra ".repeat(2000))).toEqual([{ text: "Zebra", match: true }]);
  });
});
