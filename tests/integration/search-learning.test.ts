import { beforeAll, describe, expect, it } from "vitest";
import { loader as apiSearchLoader } from "~/routes/api/products-search";
import { loader as suggestionsLoader } from "~/routes/api/search-suggestions";
import { action as clickAction } from "~/routes/site/search-click";
import { loader as pageLoader } from "~/routes/site/search";
import { db } from "~/server/db.server";
import { addPin, deletePin, listPins, movePin } from "~/server/models/search-pins.server";
import {
  countSearch,
  flushSearchStats,
  pruneSearchStats,
  searchReport,
} from "~/server/models/search-stats.server";
import {
  deleteSynonym,
  listSynonyms,
  saveSynonym,
  synonymLookup,
  TRADE_SYNONYMS,
} from "~/server/models/search-synonyms.server";
import {
  buildMatchExpression,
  countFtsTerms,
  MAX_FTS_TERMS,
  MAX_SYNONYM_SPANS,
  parseQuery,
  synonymSpans,
} from "~/server/search/fts-query.server";
import {
  PINNED_REASON,
  searchProductList,
  searchProducts,
  searchReasons,
} from "~/server/search/engine.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// Synonyms, pins, search counts and Indian scripts, through the models, the engine and the routes,
// over the seeded demo catalogue (a real SQLite file).
beforeAll(() => {
  seedDemoCatalogue(db);
});

const names = (q: string) => searchProducts(q, { perPage: 100 }).items.map((r) => r.name);
const idOf = (slug: string) =>
  (db.sqlite.prepare("SELECT id FROM products WHERE slug = ?").get(slug) as { id: number }).id;

async function call(loader: (args: never) => unknown, url: string, params = {}) {
  return (await loader({ request: new Request(url), params, context: {} } as never)) as Response;
}

describe("synonyms and trade words", () => {
  it("the seed adds the trade's words once (a second run adds nothing)", () => {
    const terms = listSynonyms().map((s) => s.term);
    for (const s of TRADE_SYNONYMS) expect(terms).toContain(s.term);
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(listSynonyms()).toHaveLength(terms.length);
  });

  it("one-way: TTR finds the thermal transfer ribbons, ribbons do not find 'ttr'", () => {
    const found = names("TTR");
    expect(found.length).toBeGreaterThan(5);
    // Ribbons first (the synonym names a supply), before anything that only mentions one.
    expect(found.slice(0, 5).every((n) => /ribbon/i.test(n))).toBe(true);
    // The products say "ribbon", never "ttr": without the synonym nothing matched.
    const reasons = searchReasons("TTR", [searchProducts("TTR").items[0].id])[0];
    expect(reasons[0]).toMatch(/^Synonym: ttr = /);
  });

  it("two-way: 'sticker' finds labels, and a new two-way synonym works both ways", () => {
    expect(names("sticker").some((n) => /label/i.test(n))).toBe(true);
    expect(names("qwzxlabelword")).toEqual([]);
    const saved = saveSynonym({ term: "qwzxlabelword", expansion: "chromo", two_way: true });
    expect(saved.ok).toBe(true);
    expect(names("qwzxlabelword").some((n) => /chromo/i.test(n))).toBe(true);
    // One-way would not find the term from its alternative; two-way adds 'chromo' → 'qwzxlabelword'
    // (nothing holds that word, so the chromo labels are still found, and only once each).
    const chromo = names("chromo");
    expect(new Set(chromo).size).toBe(chromo.length);
    if (saved.ok) deleteSynonym(saved.synonym.id);
    expect(names("qwzxlabelword")).toEqual([]);
  });

  it("one-way works forwards only; made two-way it works backwards too", () => {
    const isChromo = (n: string) => /chromo/i.test(n);
    const isPolyester = (n: string) => /polyester/i.test(n);
    expect(names("chromo").some(isPolyester)).toBe(false);
    expect(names("polyester").some(isChromo)).toBe(false);
    const saved = saveSynonym({ term: "chromo", expansion: "polyester", two_way: false });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(names("chromo").some(isPolyester)).toBe(true);
    expect(names("polyester").some(isChromo)).toBe(false);
    expect(
      saveSynonym({ term: "chromo", expansion: "polyester", two_way: true }, saved.synonym.id).ok,
    ).toBe(true);
    expect(names("polyester").some(isChromo)).toBe(true);
    deleteSynonym(saved.synonym.id);
    expect(names("chromo").some(isPolyester)).toBe(false);
  });

  it("refuses bad synonyms with a clear message and writes nothing", () => {
    const before = listSynonyms().length;
    const cases: [unknown, RegExp][] = [
      [{ term: "", expansion: "label", two_way: false }, /term is required/i],
      [{ term: "***", expansion: "label", two_way: false }, /letter or a digit/],
      [{ term: "TTR", expansion: "ribbon", two_way: false }, /has a synonym already/],
      [{ term: "abc", expansion: "abc", two_way: false }, /its own synonym/],
      [{ term: "abc", expansion: "a, , b", two_way: false }, /empty alternative/],
      [{ term: "abc", expansion: "a,b,c,d,e", two_way: false }, /At most 4 alternatives/],
      [{ term: "a b c d e", expansion: "x", two_way: false }, /at most 4 words/],
      [{ term: "x".repeat(61), expansion: "y", two_way: false }, /at most 60 characters/],
      [{ term: "abc", expansion: "y", two_way: "yes" }, /.+/],
    ];
    for (const [input, message] of cases) {
      const result = saveSynonym(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(message);
    }
    expect(listSynonyms()).toHaveLength(before);
  });

  it("hostile input stays within the term caps, synonyms or not", () => {
    for (const t of ["dt", "tt", "dpi", "sticker", "ttr", "barcode gun", "pos printer"]) {
      const saved = saveSynonym({
        term: `${t} x`,
        expansion: "a b c d, e f g h, i j k l, m n o p",
        two_way: true,
      });
      expect(saved.ok).toBe(true);
    }
    const hostile = "dt x tt x dpi x sticker x ttr x barcode gun x pos printer x ".repeat(5);
    const started = performance.now();
    const found = searchProducts(hostile);
    expect(performance.now() - started).toBeLessThan(500);
    expect(found.wordsLeftOut).toBe(true);
    // The compiler's own view of the same text: every run expanded at most, and the expression
    // still within the cap (synonyms are the first thing cut).
    const { words } = parseQuery(hostile);
    const lookup = synonymLookup(listSynonyms());
    const spans = synonymSpans(words, (k) => lookup.get(k));
    expect(spans.length).toBeGreaterThan(0);
    expect(spans.length).toBeLessThanOrEqual(MAX_SYNONYM_SPANS);
    const expression = buildMatchExpression(words, new Map(), new Map(), spans)!;
    expect(countFtsTerms(expression)).toBeLessThanOrEqual(MAX_FTS_TERMS);
    for (const s of listSynonyms().filter((s) => s.term.endsWith(" x"))) deleteSynonym(s.id);
  });
});

describe("pins", () => {
  it("pinned products come first for their query, in order, hits or not", () => {
    const query = "Zebra";
    const label = idOf("chromo-paper-labels-50-x-25-mm-2-up");
    const scanner = idOf("honeywell-voyager-1250g-barcode-scanner");
    const before = searchProducts(query);
    expect(addPin(query, scanner)).toEqual({ ok: true });
    expect(addPin("  zebra ", label)).toEqual({ ok: true });
    expect(addPin("zebra", label)).toMatchObject({ ok: false, error: /already/ });
    const after = searchProducts(query);
    expect(after.items.slice(0, 2).map((r) => r.id)).toEqual([scanner, label]);
    // The label mentions Zebra printers (a hit, counted once); the Honeywell scanner is no hit and
    // is added to the total.
    expect(after.total).toBe(before.total + 1);
    expect(searchReasons(query, [scanner])[0][0]).toBe(PINNED_REASON);
    expect(
      searchProductList("zebra")
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual([scanner, label]);
    // No product is listed twice across the pages.
    const all = [1, 2, 3].flatMap((page) =>
      searchProducts(query, { page, perPage: 4 }).items.map((r) => r.id),
    );
    expect(new Set(all).size).toBe(all.length);

    const pins = listPins("zebra");
    expect(movePin(pins[1].id, -1)).toBe(true);
    expect(
      searchProducts(query)
        .items.slice(0, 2)
        .map((r) => r.id),
    ).toEqual([label, scanner]);
    // Another sort is the visitor's choice: pins do not apply.
    expect(searchProducts(query, { sort: "name" }).total).toBe(before.total);
    for (const p of listPins("zebra")) deletePin(p.id);
    expect(searchProducts(query).items.map((r) => r.id)).toEqual(before.items.map((r) => r.id));
  });

  it("a query that finds nothing shows its pinned product", () => {
    const id = idOf("zebra-zd421-desktop-barcode-printer");
    expect(searchProducts("qqxxzz nothing").total).toBe(0);
    addPin("qqxxzz nothing", id);
    const found = searchProducts("qqxxzz nothing");
    expect(found.total).toBe(1);
    expect(found.items[0].id).toBe(id);
    for (const p of listPins("qqxxzz nothing")) deletePin(p.id);
  });
});

describe("search counts", () => {
  it("counts page, suggestion and API searches per normalised query, with no personal data", async () => {
    await call(pageLoader as never, "http://localhost/search?q=Zebra%20%20ZD421");
    await call(pageLoader as never, "http://localhost/search?q=zebra+zd421&page=2");
    // The header box asks at every pause in typing: those answers count nothing...
    for (const q of ["zebr", "zebra%20zd4", "zebra%20zd421"])
      await call(suggestionsLoader as never, `http://localhost/api/search-suggestions?q=${q}`);
    // ...the buyer leaving the box with what they saw counts once.
    await clickAction({
      request: new Request("http://localhost/search/click?q=zebra%20zd421&seen=1", {
        method: "POST",
      }),
      params: {},
      context: {},
    } as never);
    await call(apiSearchLoader as never, "http://localhost/api/products/search/ZEBRA%20ZD421", {
      query: "ZEBRA ZD421",
    });
    await call(pageLoader as never, "http://localhost/search?q=nothingmatchesthisword");
    await call(pageLoader as never, "http://localhost/search?q=someone%40example.com");
    await call(pageLoader as never, "http://localhost/search?q=call+98100+00000");
    // Before the batch is written, the report already shows the counts held in memory.
    expect(searchReport("top").find((r) => r.query === "zebra zd421")?.searches).toBe(3);
    expect(searchReport("top").some((r) => r.query === "zebr" || r.query === "zebra zd4")).toBe(
      false,
    );
    flushSearchStats();
    const rows = db.sqlite.prepare("SELECT * FROM search_stats ORDER BY query").all() as Record<
      string,
      unknown
    >[];
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["clicks", "last_results", "last_searched_at", "query", "searches", "zero_results"].sort(),
    );
    const zd = rows.find((r) => r.query === "zebra zd421")!;
    expect(zd).toMatchObject({ searches: 3, zero_results: 0, clicks: 0 });
    expect(zd.last_searched_at).toMatch(/T\d\d:00:00Z$/);
    expect(rows.find((r) => r.query === "nothingmatchesthisword")).toMatchObject({
      searches: 1,
      zero_results: 1,
      last_results: 0,
    });
    expect(rows.some((r) => String(r.query).includes("@"))).toBe(false);
    expect(rows.some((r) => String(r.query).includes("98100"))).toBe(false);
    expect(searchReport("zero").map((r) => r.query)).toContain("nothingmatchesthisword");
    expect(searchReport("unclicked").map((r) => r.query)).toContain("zebra zd421");
  });

  it("a click on a result counts once for its query, only for a real product", async () => {
    const post = (q: string, p: string) =>
      clickAction({
        request: new Request(`http://localhost/search/click?${new URLSearchParams({ q, p })}`, {
          method: "POST",
          body: "PING",
          headers: { "Content-Type": "text/ping" },
        }),
        params: {},
        context: {},
      } as never) as Response;
    // The search the buyer clicks from, made here (a query no other test counts) so the test stands alone.
    await call(pageLoader as never, "http://localhost/search?q=zebra+zd421+desktop");
    flushSearchStats();
    const stat = () =>
      db.sqlite
        .prepare("SELECT searches, clicks FROM search_stats WHERE query = 'zebra zd421 desktop'")
        .get() as { searches: number; clicks: number };
    const before = stat();
    expect(before).toMatchObject({ clicks: 0 });
    expect(searchReport("unclicked").map((r) => r.query)).toContain("zebra zd421 desktop");
    expect(post("zebra zd421 desktop", "zebra-zd421-desktop-barcode-printer").status).toBe(204);
    expect(post("zebra zd421 desktop", "no-such-product").status).toBe(204);
    expect(post("zebra zd421 desktop", "https://evil.example/").status).toBe(204);
    flushSearchStats();
    expect(stat()).toEqual({ searches: before.searches, clicks: 1 });
    expect(searchReport("unclicked").map((r) => r.query)).not.toContain("zebra zd421 desktop");
  });

  it("keeps at most the given number of queries, dropping the least searched", () => {
    for (let i = 0; i < 30; i++) for (let n = 0; n <= i % 3; n++) countSearch(`prune test ${i}`, 1);
    flushSearchStats();
    const count = (where: string) =>
      db.sqlite.prepare(`SELECT count(*) FROM search_stats WHERE ${where}`).pluck().get() as number;
    const total = count("1 = 1");
    const once = count("searches = 1");
    expect(once).toBeGreaterThanOrEqual(10);
    expect(pruneSearchStats(total - once)).toBe(once);
    expect(count("1 = 1")).toBe(total - once);
    expect(count("searches = 1")).toBe(0);
    expect(count("query LIKE 'prune test %'")).toBe(20);
    expect(pruneSearchStats(total)).toBe(0);
  });

  it("a long query is counted under its first 100 characters", () => {
    countSearch(`${"a".repeat(150)} tail`, 0);
    flushSearchStats();
    const kept = db.sqlite
      .prepare("SELECT query FROM search_stats WHERE query LIKE 'aaaa%'")
      .pluck()
      .all() as string[];
    expect(kept).toEqual(["a".repeat(100)]);
  });
});

describe("Hindi and other Indian scripts", () => {
  it("a Hindi word finds the product that holds it, whole, and its fragments find nothing", () => {
    // Words outside the trade's dictionary (which reads 'रिबन' as 'ribbon' for every ribbon).
    expect(names("किफायती")).toEqual(["Wax Ribbon 110mm x 300m"]);
    expect(names("खुदरा")).toEqual(["Chromo Paper Labels 50 x 25 mm (2 Up)"]);
    expect(names("क्रोमो लेबल")).toEqual(["Chromo Paper Labels 50 x 25 mm (2 Up)"]);
    // 'प्रिंटर' would have been split into 'प', 'र', 'टर' by the default tokenizer: a fragment
    // is no word now.
    expect(names("टर")).toEqual([]);
    const terms = db.sqlite
      .prepare("SELECT term FROM products_fts_vocab WHERE term IN ('किफायती', 'डेस्कटॉप')")
      .pluck()
      .all();
    expect(terms).toEqual(expect.arrayContaining(["किफायती", "डेस्कटॉप"]));
  });

  it("a Tamil word stays whole too", () => {
    const id = idOf("resin-ribbon-110mm-x-300m");
    db.sqlite
      .prepare("UPDATE products SET description = description || ' தமிழ் ரிப்பன்' WHERE id = ?")
      .run(id);
    expect(names("ரிப்பன்")).toEqual(["Resin Ribbon 110mm x 300m"]);
    expect(names("ரி")).toEqual(["Resin Ribbon 110mm x 300m"]);
  });
});
