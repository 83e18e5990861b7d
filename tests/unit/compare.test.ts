import { describe, expect, it } from "vitest";
import {
  alignSpecifications,
  compareHref,
  COMPARE_MAX,
  readCompareAsk,
  readCompareChoices,
} from "~/lib/compare";

const ask = (query: string) => readCompareAsk(new URLSearchParams(query));

describe("readCompareAsk", () => {
  it("reads the slugs in order, without repeats or blanks", () => {
    expect(ask("p=b&p=a&p=b&p=&p=%20a%20")).toEqual({
      kind: "slugs",
      slugs: ["b", "a"],
      malformed: [],
    });
  });

  it("sets aside values that cannot be slugs, including a huge one", () => {
    const huge = "a".repeat(5000);
    const result = ask(`p=zd421&p=${encodeURIComponent("<script>")}&p=${huge}`);
    expect(result).toEqual({ kind: "slugs", slugs: ["zd421"], malformed: ["<script>", huge] });
  });

  it("refuses more than four distinct products, offering the first four", () => {
    expect(ask("p=a&p=b&p=c&p=d&p=e")).toEqual({
      kind: "too-many",
      count: 5,
      first: ["a", "b", "c", "d"],
    });
  });

  it("counts the same product asked 50 times once", () => {
    expect(ask(Array.from({ length: 50 }, () => "p=zd421").join("&"))).toEqual({
      kind: "slugs",
      slugs: ["zd421"],
      malformed: [],
    });
  });
});

describe("compareHref", () => {
  it("is a plain address with one p per product, and diff=1 for only the differences", () => {
    expect(compareHref(["a", "b"])).toBe("/compare?p=a&p=b");
    expect(compareHref(["a", "b"], true)).toBe("/compare?p=a&p=b&diff=1");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("alignSpecifications", () => {
  it("lines rows up by name across products, aliases included, and marks the rows that differ", () => {
    const rows = alignSpecifications([
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Interfaces: USB, Ethernet",
      "Printing Method: direct  thermal; DPI: 300 dpi; Speed: 6 ips; Connectivity: USB, Ethernet",
      "Print Method: Direct Thermal; Print Resolution: 203 dpi; Max print speed: 4 ips; Cutter: Yes",
    ]);
    expect(rows).toEqual([
      {
        key: "print method",
        label: "Print Method",
        values: ["Direct Thermal", "direct thermal", "Direct Thermal"],
        differs: false,
      },
      {
        key: "resolution",
        label: "Resolution",
        values: ["203 dpi", "300 dpi", "203 dpi"],
        differs: true,
      },
      {
        key: "print speed",
        label: "Print Speed",
        values: ["6 ips", "6 ips", "4 ips"],
        differs: true,
      },
      {
        key: "interfaces",
        label: "Interfaces",
        values: ["USB, Ethernet", "USB, Ethernet", null],
        differs: true,
      },
      { key: "cutter", label: "Cutter", values: [null, null, "Yes"], differs: true },
    ]);
  });

  it("does not call a list 'different' for its order: the same methods or ports, any order", () => {
    const rows = alignSpecifications([
      "Print Method: Thermal Transfer / Direct Thermal; Interfaces: USB, Ethernet, Serial; Memory: 1,000 labels",
      "Print Method: Direct Thermal / Thermal Transfer; Interfaces: Serial, USB and Ethernet; Memory: 1,000 labels",
      "Print Method: Direct Thermal; Interfaces: USB, Ethernet; Memory: 1,000 labels",
    ]);
    const differs = Object.fromEntries(rows.map((r) => [r.key, r.differs]));
    // The third printer lacks thermal transfer and the serial port: those rows still differ.
    expect(differs).toEqual({ "print method": true, interfaces: true, memory: false });
    const two = alignSpecifications([
      "Print Method: Thermal Transfer / Direct Thermal; Interfaces: USB, Ethernet, Serial",
      "Print Method: Direct Thermal / Thermal Transfer; Interfaces: Serial, USB and Ethernet",
    ]);
    expect(two.map((r) => r.differs)).toEqual([false, false]);
  });

  it("reads the keyword runs written without colons like the product page does", () => {
    const rows = alignSpecifications([
      "Print Method Direct Thermal / Thermal Transfer Resolution 203 dpi Print Speed 76 mm/s Print Width 104 mm Memory 4 MB Flash",
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 5 ips; Print Width: 108 mm",
    ]);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(byLabel["Print Method"].differs).toBe(false);
    expect(byLabel["Resolution"].differs).toBe(false);
    expect(byLabel["Print Speed"].values).toEqual(["76 mm/s", "5 ips"]);
    expect(byLabel["Print Width"].differs).toBe(true);
    expect(byLabel["Memory"].values).toEqual(["4 MB Flash", null]);
  });

  it("gives a product without specifications an empty column, not an error", () => {
    expect(alignSpecifications(["Resolution: 203 dpi", null])).toEqual([
      { key: "resolution", label: "Resolution", values: ["203 dpi", null], differs: true },
    ]);
    expect(alignSpecifications([null, ""])).toEqual([]);
  });
});

describe("readCompareChoices", () => {
  it("keeps well-formed choices, without repeats, at most four", () => {
    const raw = JSON.stringify([
      { slug: "a", name: "A" },
      { slug: "a", name: "A again" },
      { slug: "b", name: "B" },
      { slug: "c", name: "C" },
      { slug: "d", name: "D" },
      { slug: "e", name: "E" },
    ]);
    expect(readCompareChoices(raw).map((c) => c.slug)).toEqual(["a", "b", "c", "d"]);
    expect(readCompareChoices(raw)).toHaveLength(COMPARE_MAX);
  });

  it("reads tampered storage as untrusted text", () => {
    expect(readCompareChoices("not json")).toEqual([]);
    expect(readCompareChoices('{"slug":"a"}')).toEqual([]);
    expect(readCompareChoices(null)).toEqual([]);
    expect(
      readCompareChoices(
        JSON.stringify([
          { slug: "../admin", name: "x" },
          { slug: "ok", name: 5 },
          null,
          { slug: "b", name: "B" },
        ]),
      ),
    ).toEqual([{ slug: "b", name: "B" }]);
  });
});
