import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { searchProductList } from "~/server/search/engine.server";
import { isPartCategory } from "~/server/search/ranking.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// The ranking rule (app/server/search/ranking.server.ts) over the seeded demo catalogue: what a buyer
// typing these queries sees at the top, in order. Slugs of the demo products.
beforeAll(() => {
  seedDemoCatalogue(db);
});

const top = (q: string, n: number) => searchProductList(q, n).map((r) => r.slug);

const TABLE: [query: string, expected: string[]][] = [
  // An exact model first, then the parts made for it.
  ["G500", ["godex-g500-desktop-barcode-printer", "godex-g500-print-head-203-dpi"]],
  ["g-500", ["godex-g500-desktop-barcode-printer"]],
  ["g 500", ["godex-g500-desktop-barcode-printer"]],
  ["RT700i", ["godex-rt700i-desktop-barcode-printer", "godex-rt700i-print-head-203-dpi"]],
  ["zd421", ["zebra-zd421-desktop-barcode-printer"]],
  ["ZT411", ["zebra-zt411-industrial-barcode-printer"]],
  ["te244", ["tsc-te244-desktop-barcode-printer", "tsc-te244-print-mechanism-assembly"]],
  ["ttp 244 pro", ["tsc-ttp-244-pro-desktop-barcode-printer"]],
  ["1250g", ["honeywell-voyager-1250g-barcode-scanner"]],
  ["ds2208", ["zebra-ds2208-2d-barcode-scanner"]],
  ["cl s521 ii", ["citizen-cl-s521ii-desktop-label-printer"]],
  // A brand: its machines first, featured and in stock first among them.
  [
    "godex",
    [
      "godex-ge300-thermal-label-printer",
      "godex-zx420i-industrial-barcode-printer",
      "godex-rt700i-desktop-barcode-printer",
      "godex-g500-desktop-barcode-printer",
    ],
  ],
  ["zebra", ["zebra-zd421-desktop-barcode-printer", "zebra-zt411-industrial-barcode-printer"]],
  ["tsc", ["tsc-te244-desktop-barcode-printer"]],
  ["honeywell", ["honeywell-voyager-1250g-barcode-scanner"]],
  ["postek", ["postek-g2000-thermal-label-printer"]],
  [
    "max",
    ["max-letatwin-lm-550a-tube-marking-printer", "max-letatwin-lm-390a-tube-marking-printer"],
  ],
  ["argox", ["argox-ix4-240-industrial-barcode-printer"]],
  // A query naming a part: the parts first.
  ["godex head", ["godex-g500-print-head-203-dpi", "godex-zx420i-print-head-203-dpi"]],
  ["g500 head", ["godex-g500-print-head-203-dpi", "godex-g500-print-mechanism-assembly"]],
  ["te244 platen", ["tsc-te244-platen-roller"]],
  ["zebra ribbon", ["zebra-2300-wax-ribbon-110mm-x-74m"]],
  ["godex ribbon", ["godex-original-wax-ribbon-110mm-x-300m"]],
  ["labels", ["chromo-paper-labels-50-x-25-mm-2-up", "adhesive-label"]],
  [
    "direct thermal labels",
    ["direct-thermal-labels-75-x-50-mm", "direct-thermal-shipping-labels-100-x-150-mm"],
  ],
  ["chromo labels", ["chromo-paper-labels-50-x-25-mm-2-up", "chromo-paper-labels-100-x-50-mm"]],
  ["ribbon", ["wax-resin-ribbon-110mm-x-300m"]],
  [
    "cutter",
    ["80-mm-thermal-print-mechanism-with-auto-cutter", "godex-cutter-module-for-g500-series"],
  ],
  // A machine named beside a part word: the machines.
  [
    "label printer",
    ["godex-ge300-thermal-label-printer", "tsc-da220-direct-thermal-label-printer"],
  ],
  // Name and category words: featured first.
  ["desktop printer", ["tsc-te244-desktop-barcode-printer", "zebra-zd421-desktop-barcode-printer"]],
  // The names that hold the words side by side first ("… Industrial Printer"), then featured.
  [
    "industrial printer",
    ["godex-hd830i-8-inch-wide-industrial-printer", "honeywell-pm45-industrial-printer"],
  ],
  ["mobile printer", ["zebra-zq320-mobile-printer"]],
  ["scanner", ["honeywell-voyager-1250g-barcode-scanner"]],
  ["2d scanner", ["godex-gs550-2d-barcode-scanner", "zebra-ds2208-2d-barcode-scanner"]],
  [
    "tube marking",
    ["max-letatwin-lm-550a-tube-marking-printer", "max-letatwin-lm-390a-tube-marking-printer"],
  ],
  ["300 dpi", ["godex-rt730i-300-dpi-desktop-barcode-printer"]],
  // A word in the name beats the same word in a specification.
  ["203 dpi", ["godex-g500-print-head-203-dpi"]],
  ["jewellery tag", ["jewellery-tag-labels-95-x-12-mm"]],
  // Typos in words are forgiven.
  ["honywell", ["honeywell-voyager-1250g-barcode-scanner"]],
  ["zebar printer", ["zebra-zd421-desktop-barcode-printer"]],
];

describe("search ranking over the demo catalogue", () => {
  it("has at least 30 queries", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)("%s", (query, expected) => {
    expect(top(query, expected.length)).toEqual(expected);
  });

  it("a brand query lists every machine of the brand before any of its parts or supplies", () => {
    for (const brand of ["godex", "zebra", "tsc", "max"]) {
      // Products of other brands that only mention this one in a description come after both.
      const results = searchProductList(brand).filter((r) =>
        r.name.toLowerCase().startsWith(`${brand} `),
      );
      const isPart = results.map(
        (r) =>
          isPartCategory(r.category) ||
          (/ribbon|tube|cassette|cutter|dispenser|rewinder|platen/i.test(r.name) &&
            !/printer|scanner/i.test(r.name)),
      );
      const firstPart = isPart.indexOf(true);
      expect(firstPart, brand).toBeGreaterThan(0);
      expect(isPart.slice(firstPart).every(Boolean), brand).toBe(true);
    }
  });

  it("scores go down the list, so API clients can rely on relevance_score", () => {
    for (const [query] of TABLE) {
      const scores = searchProductList(query).map((r) => r.relevance_score);
      expect(scores, query).toEqual([...scores].sort((a, b) => b - a));
    }
  });
});
