import { beforeAll, describe, expect, it } from "vitest";
import { fitKindOfCategory, type FitKind } from "~/lib/fits";
import { db } from "~/server/db.server";
import { searchProducts, warmSearch } from "~/server/search/engine.server";
import { demoProducts } from "~/server/seed/demo-data.server";
import { demoFits } from "~/server/seed/demo-fits.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// How search answers what buyers in India really type, over the demo catalogue: each query with the
// products a knowledgeable salesperson would hand over first. The ideal products were chosen from the
// catalogue (names, categories, fit data) before the engine was tuned against this list; the engine
// must put one of them first for at least 95 % of the queries, and for at least 5 of every 6 Hindi and
// Hinglish ones, and no query here may find nothing (each has relevant products in the catalogue).

beforeAll(async () => {
  seedDemoCatalogue(db);
  // As a serving process does before it listens (the term list in memory forgives two typos).
  await warmSearch();
});

// Only what visitors may see: a discontinued (inactive) product is never an ideal answer.
const all = demoProducts
  .filter((p) => p.status === "active")
  .map((p) => ({ ...p, kind: fitKindOfCategory(p.category) }));
const slugs = (keep: (p: (typeof all)[number]) => boolean) => all.filter(keep).map((p) => p.slug);
const ofKind = (kind: FitKind) => slugs((p) => p.kind === kind);
const printers = ofKind("printer");
const inCategory = (category: string) => slugs((p) => p.category === category);
const ofBrand = (brand: string, kind: FitKind | null = "printer") =>
  slugs((p) => p.brand === brand && (kind === null || p.kind === kind));
const named = (...words: string[]) =>
  slugs((p) => words.every((w) => p.name.toLowerCase().includes(w)));
const scanners = inCategory("scanners");
const ribbons = inCategory("ribbons");
const labels = inCategory("labels");
const heads = inCategory("godex-printer-head");
const tubePrinters = named("tube marking printer");

/** The supplies of one kind that the fit data says fit this printer. */
function fitting(printerSlug: string, kind: FitKind | null = null): string[] {
  const fits = demoFits.filter((f) => f.printers.includes(printerSlug)).map((f) => f.supply);
  return fits.filter((slug) => kind === null || all.find((p) => p.slug === slug)?.kind === kind);
}
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const G500 = "godex-g500-desktop-barcode-printer";
const TE244 = "tsc-te244-desktop-barcode-printer";
const ZT411 = "zebra-zt411-industrial-barcode-printer";
const ZQ320 = "zebra-zq320-mobile-printer";
const RT700I = "godex-rt700i-desktop-barcode-printer";

type QueryClass =
  | "brand"
  | "model"
  | "kind"
  | "use"
  | "trade and typos"
  | "hindi and hinglish"
  | "specification"
  | "supplies"
  | "intent and unknown words";

const QUERIES: [QueryClass, string, string[]][] = [
  // Brand
  ["brand", "godex", ofBrand("godex")],
  ["brand", "zebra", ofBrand("zebra")],
  ["brand", "tsc", ofBrand("tsc")],
  ["brand", "citizen", ofBrand("citizen")],
  ["brand", "argox", ofBrand("argox")],
  ["brand", "honeywell", ofBrand("honeywell", null).filter((s) => !heads.includes(s))],
  ["brand", "max letatwin", tubePrinters],
  ["brand", "postek printer", ofBrand("postek")],
  // A model as people type it
  ["model", "zd 421", [ZD421]],
  ["model", "ZD-421t", [ZD421]],
  ["model", "te 244", [TE244]],
  ["model", "ttp244", ["tsc-ttp-244-pro-desktop-barcode-printer"]],
  ["model", "zt 411", [ZT411]],
  ["model", "1250 g", ["honeywell-voyager-1250g-barcode-scanner"]],
  ["model", "cl-s621", ["citizen-cl-s621ii-desktop-label-printer"]],
  ["model", "pc 42t", ["honeywell-pc42t-desktop-barcode-printer"]],
  ["model", "rt 700i", [RT700I]],
  ["model", "alpha 3r", ["tsc-alpha-3r-mobile-printer"]],
  ["model", "ix4", ["argox-ix4-240-industrial-barcode-printer"]],
  // Kind of product
  ["kind", "barcode printer", printers],
  ["kind", "mobile printer", inCategory("mobile-printers")],
  ["kind", "industrial barcode printer", inCategory("industrial-printers")],
  ["kind", "2d barcode scanner", named("2d barcode scanner")],
  ["kind", "wax ribbon", named("wax ribbon")],
  ["kind", "polyester labels", named("polyester labels")],
  ["kind", "print head", heads],
  ["kind", "cleaning pen", ["print-head-cleaning-pen-pack-of-12"]],
  ["kind", "label rewinder", ["godex-external-label-rewinder"]],
  // Use
  ["use", "shipping labels", ["direct-thermal-shipping-labels-100-x-150-mm"]],
  ["use", "jewellery tags", ["jewellery-tag-labels-95-x-12-mm"]],
  ["use", "qr code scanner", named("2d barcode scanner")],
  ["use", "wireless barcode scanner", ["zebra-li4278-cordless-barcode-scanner"]],
  ["use", "weighing scale labels", ["direct-thermal-labels-75-x-50-mm"]],
  ["use", "asset tag labels", ["silver-polyester-labels-50-x-25-mm"]],
  ["use", "ferrule printer", tubePrinters],
  ["use", "wire marking tube", ["max-lm-tu332n-pvc-marking-tube-32-mm"]],
  // Trade words and typos
  ["trade and typos", "ttr", ribbons],
  ["trade and typos", "barcode gun", scanners],
  ["trade and typos", "sticker", labels],
  ["trade and typos", "zebar zd421", [ZD421]],
  ["trade and typos", "godx printer", ofBrand("godex")],
  [
    "trade and typos",
    "honywell scanner",
    ofBrand("honeywell", null).filter((s) => scanners.includes(s)),
  ],
  ["trade and typos", "ribon", ribbons],
  ["trade and typos", "lable printer", printers],
  ["trade and typos", "scaner", scanners],
  ["trade and typos", "industiral printer", inCategory("industrial-printers")],
  ["trade and typos", "print mechnisam", inCategory("print-mechanism")],
  ["trade and typos", "thremal transfer ribon", ribbons],
  ["trade and typos", "polyster label", named("polyester labels")],
  ["trade and typos", "tcs te244", [TE244]],
  // Hindi (both common spellings) and Hinglish
  ["hindi and hinglish", "बारकोड प्रिंटर", printers],
  ["hindi and hinglish", "लेबल प्रिन्टर", printers],
  ["hindi and hinglish", "स्टिकर", labels],
  ["hindi and hinglish", "रिबन", ribbons],
  ["hindi and hinglish", "बारकोड स्कैनर की कीमत", scanners],
  ["hindi and hinglish", "zebra प्रिंटर", ofBrand("zebra")],
  ["hindi and hinglish", "sasta barcode printer", printers],
  ["hindi and hinglish", "achha zebra printer", ofBrand("zebra")],
  ["hindi and hinglish", "label printer chahiye", printers],
  ["hindi and hinglish", "g500 kitne ka hai", [G500]],
  ["hindi and hinglish", "sabse sasta scanner", scanners],
  ["hindi and hinglish", "zd421 ka ribbon", fitting(ZD421, "ribbon")],
  // Specifications
  ["specification", "300 dpi printer", named("300 dpi")],
  ["specification", "100x50 labels", ["chromo-paper-labels-100-x-50-mm"]],
  ["specification", "50 x 25 mm labels", named("50 x 25 mm")],
  ["specification", "110mm x 300m ribbon", named("110mm x 300m")],
  ["specification", "84mm ribbon", ["wax-resin-ribbon-84mm-x-450m"]],
  ["specification", "8 inch printer", ["godex-hd830i-8-inch-wide-industrial-printer"]],
  ["specification", "58mm print mechanism", ["58-mm-thermal-print-mechanism"]],
  ["specification", "4x6 labels", ["direct-thermal-shipping-labels-100-x-150-mm"]],
  // Supplies for a named printer: what fits it, from the fit data
  ["supplies", "ribbon for zd421", fitting(ZD421, "ribbon")],
  ["supplies", "labels for g500", fitting(G500, "label")],
  ["supplies", "zt411 ribbon", fitting(ZT411, "ribbon")],
  ["supplies", "g500 head", fitting(G500, "head")],
  ["supplies", "supplies for te244", fitting(TE244)],
  ["supplies", "labels zq320", fitting(ZQ320, "label")],
  ["supplies", "ribbon for godex g500", fitting(G500, "ribbon")],
  ["supplies", "rt700i print head", fitting(RT700I, "head")],
  // Intent and words the catalogue does not hold
  ["intent and unknown words", "zebra printer price", ofBrand("zebra")],
  ["intent and unknown words", "barcode printer dealer", printers],
  ["intent and unknown words", "godex g500 rate", [G500]],
  ["intent and unknown words", "cheap label printer", printers],
  ["intent and unknown words", "barcode scanner near me", scanners],
  ["intent and unknown words", "best barcode printer in india", printers],
  ["intent and unknown words", "buy ribbon online", ribbons],
  ["intent and unknown words", "label printer wholesale", printers],
  ["intent and unknown words", "barcode printing device", printers],
  [
    "intent and unknown words",
    "honeywell scanner cost",
    ofBrand("honeywell", null).filter((s) => scanners.includes(s)),
  ],
];

const answers = new Map<string, string[]>();
function answer(query: string): string[] {
  if (!answers.has(query)) {
    answers.set(
      query,
      searchProducts(query, { perPage: 5 }).items.map((r) => r.slug),
    );
  }
  return answers.get(query)!;
}

describe("realistic queries over the demo catalogue", () => {
  it("has at least 60 queries, each with ideal products that exist", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    const known = new Set(all.map((p) => p.slug));
    for (const [, query, ideal] of QUERIES) {
      expect(ideal.length, query).toBeGreaterThan(0);
      for (const slug of ideal) expect(known.has(slug), `${query}: ${slug}`).toBe(true);
    }
  });

  it.each(QUERIES)("%s: %s finds something", (_kind, query) => {
    expect(answer(query).length).toBeGreaterThan(0);
  });

  it("puts an ideal product first for at least 95 % of the queries", () => {
    const wrong = QUERIES.filter(([, q, ideal]) => !ideal.includes(answer(q)[0] ?? "")).map(
      ([kind, q, ideal]) => `${kind}: "${q}" → ${answer(q)[0] ?? "(nothing)"}; wanted ${ideal[0]}`,
    );
    const right = QUERIES.length - wrong.length;
    console.info(
      `${right} of ${QUERIES.length} right first${wrong.length ? `:\n${wrong.join("\n")}` : ""}`,
    );
    expect(right / QUERIES.length, wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("puts an ideal product first for at least 5 of every 6 Hindi and Hinglish queries", () => {
    const hindi = QUERIES.filter(([kind]) => kind === "hindi and hinglish");
    const wrong = hindi.filter(([, q, ideal]) => !ideal.includes(answer(q)[0] ?? ""));
    console.info(
      `Hindi and Hinglish: ${hindi.length - wrong.length} of ${hindi.length} right first`,
    );
    expect(
      (hindi.length - wrong.length) / hindi.length,
      wrong.map(([, q]) => `"${q}" → ${answer(q)[0] ?? "(nothing)"}`).join("\n"),
    ).toBeGreaterThanOrEqual(5 / 6);
  });
});
