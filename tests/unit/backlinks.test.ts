import { describe, expect, it } from "vitest";
import {
  DISCOVERY_DEFAULTS,
  DISCOVERY_FAKE_SEARCH_MS,
  filterDiscovery,
  matchesKeywords,
  parseBacklinkTab,
  parseDiscoveryFilters,
  type DiscoveryOpportunity,
} from "~/lib/backlinks";
import { SAMPLE_DISCOVERY_OPPORTUNITIES } from "~/server/sample-data/backlinks.server";

const item = (over: Partial<DiscoveryOpportunity>): DiscoveryOpportunity => ({
  id: "x",
  title: "A guide",
  domain: "guide.example",
  content_type: "blog",
  domain_authority: 40,
  page_authority: 30,
  niche_relevance: 80,
  description: "",
  keywords: [],
  backlink_potential: "high",
  competitor_links: 0,
  last_updated: "2026-01-01",
  url: "https://guide.example/",
  contact_info: {},
  ...over,
});

describe("discovery filter defaults", () => {
  it("are DA 20 to 100, blog/directory/news/resource, high and medium, printer keywords", () => {
    expect(DISCOVERY_DEFAULTS).toEqual({
      keywords: "barcode printers, thermal printers, industrial printers, label printers",
      daMin: 20,
      daMax: 100,
      contentTypes: ["blog", "directory", "news", "resource"],
      potentials: ["high", "medium"],
    });
    expect(DISCOVERY_FAKE_SEARCH_MS).toBe(2000);
  });
  it("apply until the form is submitted", () => {
    expect(parseDiscoveryFilters(new URLSearchParams(""))).toEqual({
      filters: DISCOVERY_DEFAULTS,
      searched: false,
    });
  });
});

describe("parseDiscoveryFilters", () => {
  it("reads a submitted form as it is: unticked boxes send nothing", () => {
    const p = new URLSearchParams(
      "searched=1&keywords=++label+printers++&da_min=30&da_max=60&type=news&type=forum&potential=low",
    );
    expect(parseDiscoveryFilters(p)).toEqual({
      filters: {
        keywords: "label printers",
        daMin: 30,
        daMax: 60,
        contentTypes: ["news", "forum"],
        potentials: ["low"],
      },
      searched: true,
    });
    const none = parseDiscoveryFilters(new URLSearchParams("searched=1")).filters;
    expect(none.contentTypes).toEqual([]);
    expect(none.potentials).toEqual([]);
    expect(none.keywords).toBe("");
  });
  it("falls back on bad numbers, clamps to 0-100, turns a reversed range round, drops unknown values", () => {
    const f = parseDiscoveryFilters(
      new URLSearchParams("searched=1&da_min=abc&da_max=&type=spam&potential=huge"),
    ).filters;
    expect([f.daMin, f.daMax]).toEqual([20, 100]);
    expect(f.contentTypes).toEqual([]);
    expect(f.potentials).toEqual([]);
    const g = parseDiscoveryFilters(new URLSearchParams("searched=1&da_min=500&da_max=-3")).filters;
    expect([g.daMin, g.daMax]).toEqual([0, 100]);
    const h = parseDiscoveryFilters(new URLSearchParams("searched=1&da_min=70&da_max=40")).filters;
    expect([h.daMin, h.daMax]).toEqual([40, 70]);
  });
});

describe("matchesKeywords", () => {
  const it1 = item({ title: "Best Thermal Printer 2026", keywords: ["labels"] });
  it("matches when every word of one phrase appears, plurals forgiven", () => {
    expect(matchesKeywords(it1, "thermal printers")).toBe(true);
    expect(matchesKeywords(it1, "industrial printers, thermal printers")).toBe(true);
    expect(matchesKeywords(it1, "label")).toBe(true);
    expect(matchesKeywords(it1, "industrial printers")).toBe(false);
    expect(matchesKeywords(it1, "barcode scanners")).toBe(false);
  });
  it("matches everything when no keyword is given", () => {
    expect(matchesKeywords(it1, "")).toBe(true);
    expect(matchesKeywords(it1, " , ,")).toBe(true);
  });
});

describe("filterDiscovery", () => {
  const any = { keywords: "", daMin: 0, daMax: 100, contentTypes: [], potentials: [] };
  it("keeps the authority range inclusive", () => {
    const items = [
      item({ id: "a", domain_authority: 20 }),
      item({ id: "b", domain_authority: 19 }),
    ];
    expect(filterDiscovery(items, { ...any, daMin: 20 }).map((i) => i.id)).toEqual(["a"]);
    expect(filterDiscovery(items, { ...any, daMax: 19 }).map((i) => i.id)).toEqual(["b"]);
  });
  it("filters by content type and potential; an empty choice means any", () => {
    const items = [
      item({ id: "a", content_type: "forum", backlink_potential: "low" }),
      item({ id: "b", content_type: "blog", backlink_potential: "high" }),
    ];
    expect(filterDiscovery(items, any).map((i) => i.id)).toEqual(["a", "b"]);
    expect(filterDiscovery(items, { ...any, contentTypes: ["blog"] }).map((i) => i.id)).toEqual([
      "b",
    ]);
    expect(filterDiscovery(items, { ...any, potentials: ["low"] }).map((i) => i.id)).toEqual(["a"]);
  });
  it("with the defaults keeps the sample sites a printer reseller would want", () => {
    const ids = filterDiscovery(SAMPLE_DISCOVERY_OPPORTUNITIES, DISCOVERY_DEFAULTS).map(
      (i) => i.id,
    );
    // disc-5 is a forum, disc-6 low potential, disc-7 has DA 14.
    expect(ids).toEqual(["disc-1", "disc-2", "disc-3", "disc-4"]);
  });
});

describe("parseBacklinkTab", () => {
  it("reads the five tabs and falls back to Overview", () => {
    for (const t of ["overview", "backlinks", "opportunities", "analytics", "campaigns"])
      expect(parseBacklinkTab(t)).toBe(t);
    expect(parseBacklinkTab(null)).toBe("overview");
    expect(parseBacklinkTab("nope")).toBe("overview");
  });
});
