import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { createCategory } from "~/server/models/categories.server";
import { countProducts, createProduct } from "~/server/models/products.server";
import { demoProducts } from "~/server/seed/demo-data.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import {
  searchProductList,
  searchProducts,
  searchSuggestions,
  type SearchResult,
} from "~/server/search/engine.server";

const G500 = "godex-g500-desktop-barcode-printer";
const RT700I = "godex-rt700i-desktop-barcode-printer";
const INACTIVE = demoProducts.find((p) => p.status === "inactive")!;

const slugs = (results: SearchResult[]) => results.map((r) => r.slug);
const text = { short_description: "A test product.", description: "Plain words only." };

beforeAll(() => {
  seedDemoCatalogue(db);
  createCategory({ name: "search-lab", display_name: "Search Lab" });
  // Ranking: one product IS the XR750; another only mentions it in its description.
  createProduct({
    ...text,
    name: "Acme Ribbon Winder",
    slug: "acme-ribbon-winder",
    category: "search-lab",
    description: "Made for the XR750 and the XR750 Plus, XR750 owners love it. XR750!",
    featured: true,
  });
  createProduct({
    ...text,
    name: "Acme XR750 Label Printer",
    slug: "acme-xr750",
    category: "search-lab",
    model: "XR750",
  });
  // Tie-break: the same words, one featured, then by name.
  for (const [slug, name, featured] of [
    ["tie-b", "Quokka Tie Bravo", false],
    ["tie-a", "Quokka Tie Alpha", false],
    ["tie-c", "Quokka Tie Charlie", true],
  ] as const) {
    createProduct({ ...text, name, slug, category: "search-lab", featured });
  }
  // Sort and filter: prices (one missing), stock and two categories.
  const rows = [
    ["Wombat One", 500, true, "search-lab"],
    ["Wombat Two", null, true, "search-lab"],
    ["Wombat Three", 100, false, "search-lab"],
    ["Wombat Four", 900, true, "labels"],
    ["Wombat Five", 50, false, "labels"],
  ] as const;
  rows.forEach(([name, price, in_stock, category], i) =>
    createProduct({ ...text, name, slug: `wombat-${i}`, category, price, in_stock }),
  );
  for (let i = 1; i <= 30; i++) {
    createProduct({
      ...text,
      name: `Numbat ${String(i).padStart(2, "0")}`,
      slug: `numbat-${i}`,
      category: i % 2 ? "search-lab" : "labels",
      in_stock: i % 3 !== 0,
      featured: i % 7 === 0,
      price: i % 4 === 0 ? null : (i * 37) % 100,
    });
  }
  // Exact-tier paging: three products ARE the KX-100 (one featured, one not 'Acme'), eight mention it.
  createProduct({
    ...text,
    name: "Acme KX-100 Beta",
    slug: "kx-beta",
    category: "search-lab",
    model: "KX-100",
  });
  createProduct({
    ...text,
    name: "Acme KX-100 Alpha",
    slug: "kx-alpha",
    category: "labels",
    model: "KX-100",
  });
  createProduct({
    ...text,
    name: "Acme KX-100 Zulu",
    slug: "kx-zulu",
    category: "search-lab",
    model: "KX-100",
    featured: true,
  });
  createProduct({
    ...text,
    name: "Other KX-100 Clone",
    slug: "kx-other",
    category: "search-lab",
    model: "KX-100",
  });
  for (let i = 1; i <= 8; i++) {
    createProduct({
      ...text,
      name: `Acme Spare ${i}`,
      slug: `kx-spare-${i}`,
      category: "search-lab",
      description: "Fits the KX100 printer.",
      featured: i === 5,
    });
  }
});

describe("model numbers however they are typed", () => {
  it.each([
    "G500",
    "g500",
    "G-500",
    "g-500",
    "g 500",
    "G 500",
    "G.500",
    "godex g500",
    "GoDex G-500",
  ])("%s finds the GoDex G500 first", (q) => {
    const results = searchProductList(q);
    expect(results[0]?.slug).toBe(G500);
  });

  it("a prefix of a model finds it ('G50', 'RT70', 'rt-700')", () => {
    expect(slugs(searchProductList("G50"))).toContain(G500);
    expect(slugs(searchProductList("RT70"))).toContain(RT700I);
    expect(slugs(searchProductList("rt-700"))).toContain(RT700I);
  });

  it("'RT700i' and 'rt 700 i' find the RT700i first", () => {
    expect(searchProductList("RT700i")[0]?.slug).toBe(RT700I);
    expect(searchProductList("rt 700 i")[0]?.slug).toBe(RT700I);
  });

  it("codes with several letter/digit runs match as a whole ('ttp244pro', 'cl s521 ii')", () => {
    expect(searchProductList("ttp244pro")[0]?.model).toBe("TTP-244 Pro");
    expect(searchProductList("cl s521 ii")[0]?.model).toBe("CL-S521II");
  });
});

describe("prefix and typo tolerance", () => {
  it("the last word matches as a prefix", () => {
    const results = searchProductList("zeb");
    const zebras = demoProducts.filter((p) => p.status === "active" && /zebra/i.test(p.name));
    expect(zebras.length).toBeGreaterThan(3);
    // Every Zebra product, named ones first (a label that fits Zebra printers comes after them).
    expect(slugs(results.slice(0, zebras.length)).sort()).toEqual(zebras.map((p) => p.slug).sort());
    expect(searchProductList("desktop barc").length).toBeGreaterThan(0);
  });

  it("a word of 5+ letters forgives one typo when the exact query finds nothing", () => {
    const page = searchProducts("honywell");
    expect(page.typoCorrected).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.items) expect(r.name).toMatch(/Honeywell/);
    expect(searchProducts("zebar printer").items[0]?.name).toMatch(/Zebra/);
    expect(searchProducts("industral").items.length).toBeGreaterThan(0);
  });

  it("does not correct what is found as typed, nor words under 4 letters, nor two typos under 8", () => {
    expect(searchProducts("zebra").typoCorrected).toBe(false);
    // One typo from 4 letters.
    expect(searchProducts("zbra").typoCorrected).toBe(true);
    expect(searchProducts("zbr").total).toBe(0);
    expect(searchProducts("hnywll").total).toBe(0);
  });
});

describe("ranking", () => {
  it("an exact model hit beats a product that only mentions it (even a featured one)", () => {
    const results = searchProductList("XR750");
    expect(slugs(results).slice(0, 2)).toEqual(["acme-xr750", "acme-ribbon-winder"]);
    expect(results[0].relevance_score).toBeGreaterThan(results[1].relevance_score);
  });

  it("equal relevance: featured first, then by name", () => {
    expect(slugs(searchProductList("quokka tie"))).toEqual(["tie-c", "tie-a", "tie-b"]);
  });

  it("a name match outranks a description match", () => {
    const results = searchProductList("ribbon winder");
    expect(results[0].slug).toBe("acme-ribbon-winder");
  });

  it("a result carries the same relevance score whatever the sort", () => {
    const byRelevance = new Map(
      searchProducts("wombat").items.map((r) => [r.id, r.relevance_score]),
    );
    for (const sort of ["name", "category", "price"] as const) {
      const items = searchProducts("wombat", { sort }).items;
      expect(items).toHaveLength(byRelevance.size);
      for (const r of items) expect(r.relevance_score).toBe(byRelevance.get(r.id));
    }
    expect(searchProducts("XR750", { sort: "name" }).items.map((r) => r.relevance_score)).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    const exact = searchProducts("XR750", { sort: "name" }).items.find(
      (r) => r.slug === "acme-xr750",
    );
    expect(exact!.relevance_score).toBeGreaterThan(1000);
  });

  it("above the bm25 limit: exact match, then featured, then name, with the exact tier as score", () => {
    const many = searchProducts("quokka tie", { bm25MaxHits: 2 });
    expect(many.items.map((r) => r.slug)).toEqual(["tie-c", "tie-a", "tie-b"]);
    expect(many.items.map((r) => r.relevance_score)).toEqual([0, 0, 0]);
    const exact = searchProducts("XR750", { bm25MaxHits: 1 });
    expect(exact.items.map((r) => [r.slug, r.relevance_score])).toEqual([
      ["acme-xr750", 1000],
      ["acme-ribbon-winder", 0],
    ]);
    for (const sort of ["name", "price"] as const) {
      const items = searchProducts("XR750", { bm25MaxHits: 1, sort }).items;
      expect(items.find((r) => r.slug === "acme-xr750")?.relevance_score).toBe(1000);
    }
    // Within the limit the same search is ranked by bm25 too.
    expect(searchProducts("XR750").items[1].relevance_score).toBeGreaterThan(0);
  });

  it("scores go down the list", () => {
    const scores = searchProductList("desktop printer").map((r) => r.relevance_score);
    expect(scores.length).toBeGreaterThan(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe("results", () => {
  it("carry the result fields, and only active products", () => {
    const [r] = searchProductList("G500");
    expect(Object.keys(r).sort()).toEqual(
      [
        "id",
        "slug",
        "name",
        "model",
        "category",
        "category_display_name",
        "image",
        "price",
        "price_on_request",
        "in_stock",
        "featured",
        "relevance_score",
      ].sort(),
    );
    expect(typeof r.in_stock).toBe("boolean");
    expect(typeof r.featured).toBe("boolean");
    expect(r.category_display_name).toBe("Desktop Printers");
    expect(slugs(searchProductList(INACTIVE.model!))).not.toContain(INACTIVE.slug);
    expect(slugs(searchProductList(INACTIVE.name))).not.toContain(INACTIVE.slug);
  });

  it("suggestions: the first 5 unique names", () => {
    const names = searchSuggestions("printer");
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
    expect(searchSuggestions("")).toEqual([]);
    expect(searchSuggestions("qqqqzzzz")).toEqual([]);
  });
});

describe("sort and filter combinations", () => {
  it("sorts by name A-Z", () => {
    const names = searchProducts("wombat", { sort: "name" }).items.map((r) => r.name);
    expect(names).toEqual([
      "Wombat Five",
      "Wombat Four",
      "Wombat One",
      "Wombat Three",
      "Wombat Two",
    ]);
  });

  it("sorts by price ascending with a missing price as 0", () => {
    const names = searchProducts("wombat", { sort: "price" }).items.map((r) => r.name);
    expect(names).toEqual([
      "Wombat Two",
      "Wombat Five",
      "Wombat Three",
      "Wombat One",
      "Wombat Four",
    ]);
  });

  it("sorts by category, then name", () => {
    const cats = searchProducts("wombat", { sort: "category" }).items.map(
      (r) => r.category_display_name,
    );
    expect(cats).toEqual(["Labels", "Labels", "Search Lab", "Search Lab", "Search Lab"]);
  });

  it("filters by category and by stock, alone and together, with any sort", () => {
    const inLabels = searchProducts("wombat", { category: "labels" });
    expect(inLabels.total).toBe(2);
    expect(inLabels.items.every((r) => r.category === "labels")).toBe(true);
    const inStock = searchProducts("wombat", { inStock: true, sort: "price" });
    expect(inStock.items.map((r) => r.name)).toEqual(["Wombat Two", "Wombat One", "Wombat Four"]);
    const both = searchProducts("wombat", { category: "labels", inStock: true, sort: "name" });
    expect(both.items.map((r) => r.name)).toEqual(["Wombat Four"]);
    const none = searchProducts("wombat", { category: "desktop-printers" });
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it("lists the categories among the query's results, whatever the filters", () => {
    const page = searchProducts("wombat", { category: "labels", inStock: true });
    expect(page.categories.map((c) => c.display_name)).toEqual(["Labels", "Search Lab"]);
    expect(page.categories.map((c) => c.name)).toEqual(["labels", "search-lab"]);
  });

  it("pages by 12, and clamps a page past the end to the last one", () => {
    const first = searchProducts("numbat", { sort: "name" });
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(12);
    expect(first.items[0].name).toBe("Numbat 01");
    const third = searchProducts("numbat", { sort: "name", page: 3 });
    expect(third.items.map((r) => r.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Numbat ${25 + i}`),
    );
    const past = searchProducts("numbat", { sort: "name", page: 99 });
    expect(past.page).toBe(3);
    expect(past.items).toEqual(third.items);
    // A filter that shrinks the results keeps the page but clamps it.
    const filtered = searchProducts("numbat", { category: "labels", inStock: true, page: 3 });
    expect(filtered.total).toBe(10);
    expect(filtered.page).toBe(1);
    expect(filtered.items.every((r) => r.in_stock && r.category === "labels")).toBe(true);
  });
});

describe("many hits: read in index order instead of scoring every hit", () => {
  const ids = (page: { items: SearchResult[] }) => page.items.map((r) => r.id);

  it.each(["name", "category", "price"] as const)(
    "sort by %s gives the same pages, totals and categories either way",
    (sort) => {
      const filterSets = [
        {},
        { inStock: true },
        { category: "labels" },
        { category: "search-lab", inStock: true },
      ];
      for (const filters of filterSets) {
        for (const page of [1, 2, 3, 9]) {
          const ranked = searchProducts("numbat", { sort, page, perPage: 7, ...filters });
          const scanned = searchProducts("numbat", {
            sort,
            page,
            perPage: 7,
            ...filters,
            bm25MaxHits: 0,
          });
          expect(ids(scanned)).toEqual(ids(ranked));
          expect(scanned.total).toBe(ranked.total);
          expect(scanned.page).toBe(ranked.page);
          expect(scanned.categories).toEqual(ranked.categories);
        }
      }
    },
  );

  it("relevance: the exact matches that are hits first, then featured, then name, across pages", () => {
    const all = (perPage: number) =>
      Array.from(
        { length: 12 },
        (_, i) => searchProducts("acme kx100", { bm25MaxHits: 0, perPage, page: i + 1 }).items,
      )
        .flat()
        .map((r) => r.slug);
    const expected = [
      // Exact (the query ends with their model): featured first, then by name.
      "kx-zulu",
      "kx-alpha",
      "kx-beta",
      // The rest: featured first, then by name.
      "kx-spare-5",
      ...[
        "kx-spare-1",
        "kx-spare-2",
        "kx-spare-3",
        "kx-spare-4",
        "kx-spare-6",
        "kx-spare-7",
        "kx-spare-8",
      ],
    ];
    for (const perPage of [1, 2, 4, 5, 12]) {
      expect([...new Set(all(perPage))]).toEqual(expected);
    }
    // 'Other KX-100 Clone' has the model but not the word Acme: not a hit, so not first.
    expect(all(12)).not.toContain("kx-other");
    const first = searchProducts("acme kx100", { bm25MaxHits: 0 }).items;
    expect(first.slice(0, 3).map((r) => r.relevance_score)).toEqual([1000, 1000, 1000]);
    expect(first[3].relevance_score).toBe(0);
    // A filter applies to the exact tier too.
    const inLabels = searchProducts("acme kx100", { bm25MaxHits: 0, category: "labels" });
    expect(inLabels.items.map((r) => r.slug)).toEqual(["kx-alpha"]);
  });

  it("relevance: with bm25 the exact tier leads as well", () => {
    const slugs = searchProducts("acme kx100").items.map((r) => r.slug);
    expect(slugs.slice(0, 3).sort()).toEqual(["kx-alpha", "kx-beta", "kx-zulu"]);
  });
});

describe("hostile and odd input", () => {
  const nasty = [
    '"',
    '""',
    "'",
    "*",
    "^",
    ":",
    "(",
    ")",
    "-",
    "AND",
    "OR",
    "NOT",
    "NEAR",
    "zebra AND",
    "OR zebra",
    "zebra NOT godex",
    "NEAR(zebra godex, 2)",
    "name:zebra",
    "{name}: zebra",
    "zeb*",
    "^zebra",
    '"zebra',
    'zebra"',
    "zebra' OR '1'='1",
    "'; DROP TABLE products; --",
    "\\",
    "%",
    "_",
    "\u0000",
    "\u0301",
    "日本語のプリンター",
    "Ünïcödé prïntér",
    "🖨️ printer",
    "Ｇ５００",
    "x".repeat(10_000),
    "zebra ".repeat(2_000),
    "a b c d e f g h i j k l m n o p",
  ];

  it.each(nasty.map((q) => [q.length > 40 ? `${q.slice(0, 20)}... (${q.length} chars)` : q, q]))(
    "%s gives results or an empty list",
    (_label, q) => {
      const page = searchProducts(q, { sort: "price", inStock: true });
      expect(Array.isArray(page.items)).toBe(true);
      expect(page.total).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(searchProductList(q))).toBe(true);
      expect(Array.isArray(searchSuggestions(q))).toBe(true);
    },
  );

  it("treats operators as words and leaves the data alone", () => {
    const before = countProducts();
    searchProducts("'; DROP TABLE products; --");
    expect(countProducts()).toBe(before);
    // 'zebra NOT godex' is three words, not an exclusion: no product has them all, so the
    // search leaves out what matters least and says so.
    const relaxed = searchProducts("zebra NOT godex");
    expect(relaxed.dropped.length).toBeGreaterThan(0);
    expect(relaxed.searched).not.toBe("zebra");
    expect(searchProductList("Ｇ５００")[0]?.slug).toBe(G500);
    expect(searchProductList("zeb*")[0]?.name).toMatch(/Zebra/);
  });

  it("a blank query searches nothing", () => {
    expect(searchProducts("   ").total).toBe(0);
    expect(searchProducts("").items).toEqual([]);
    expect(searchProductList("\t")).toEqual([]);
  });
});
