import { beforeAll, describe, expect, it } from "vitest";
import { loader as apiSearchLoader } from "~/routes/api/products-search";
import { loader as suggestionsLoader } from "~/routes/api/search-suggestions";
import { loader as pageLoader } from "~/routes/site/search";
import { db } from "~/server/db.server";
import { searchProductList, searchProducts } from "~/server/search/engine.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// Model suggestions, match reasons and facets, through the engine, the /search loader and the API,
// over the seeded demo catalogue.
beforeAll(() => {
  seedDemoCatalogue(db);
});

async function page(path: string) {
  const result = (await pageLoader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  } as never)) as { data: Awaited<ReturnType<typeof pageLoader>>["data"] };
  return result.data;
}

async function apiList(query: string) {
  const res = (await apiSearchLoader({
    request: new Request(`http://localhost/api/products/search/${encodeURIComponent(query)}`),
    params: { query },
    context: {},
  } as never)) as Response;
  return { res, body: (await res.json()) as Record<string, unknown>[] };
}

async function suggestions(q: string) {
  const res = (await suggestionsLoader({
    request: new Request(`http://localhost/api/search-suggestions?q=${encodeURIComponent(q)}`),
    params: {},
    context: {},
  } as never)) as Response;
  return (await res.json()) as Record<string, unknown>;
}

describe("digits are never forgiven silently", () => {
  it("ZT410 shows no ZT411 as a result, but suggests it", () => {
    const found = searchProducts("ZT410");
    expect(found.items.map((r) => r.model)).not.toContain("ZT411");
    expect(found.typoCorrected).toBe(false);
    expect(found.suggestion).toEqual({ typed: "ZT410", model: "ZT411", query: "ZT411" });
    expect(searchProductList("ZT410").map((r) => r.model)).not.toContain("ZT411");
  });

  it("keeps the rest of the query and picks a model the whole query finds", () => {
    expect(searchProducts("zebra zd420").suggestion).toMatchObject({
      typed: "zd420",
      query: expect.stringMatching(/^zebra ZD/),
    });
    expect(searchProducts("G501 printer").suggestion).toMatchObject({
      typed: "G501",
      model: "G500",
      query: "G500 printer",
    });
  });

  it("suggests nothing for a real model, a prefix being typed, words, or a far code", () => {
    for (const q of [
      "ZT411",
      "ZT41",
      "zd421",
      "zebra",
      "zebar printer",
      "QX9999",
      "x".repeat(200),
    ]) {
      expect(searchProducts(q).suggestion, q).toBeNull();
    }
  });

  it("the page, the header's suggestions and the API list carry it", async () => {
    const data = await page("/search?q=ZT410");
    expect(data.result!.total).toBe(0);
    expect(data.result!.suggestion).toMatchObject({ model: "ZT411", query: "ZT411" });
    expect(await suggestions("ZT410")).toEqual({
      query: "ZT410",
      suggestions: [],
      suggestion: { typed: "ZT410", model: "ZT411", query: "ZT411" },
    });
    expect(await suggestions("zebra")).not.toHaveProperty("suggestion");
    const { res, body } = await apiList("ZT410");
    expect(body).toEqual([]);
    expect(decodeURIComponent(res.headers.get("X-Search-Suggestion") ?? "")).toBe("ZT411");
    expect((await apiList("ZT411")).res.headers.get("X-Search-Suggestion")).toBeNull();
  });
});

describe("each result says why it matched", () => {
  it("model, name, brand, category, specification", async () => {
    const data = await page("/search?q=zd421");
    const i = data.result!.items.findIndex((r) => r.slug === "zebra-zd421-desktop-barcode-printer");
    expect(data.result!.reasons[i]).toEqual(["Model: ZD421t", "Name"]);
    const godex = await page("/search?q=godex");
    expect(godex.result!.reasons[0]).toEqual(["Name", "Brand: GoDex"]);
    const desktop = await page("/search?q=desktop");
    expect(desktop.result!.reasons[0]).toContain("Category: Desktop Printers");
    const dpi = await page("/search?q=203+dpi");
    const g500 = dpi.result!.items.findIndex(
      (r) => r.slug === "godex-g500-desktop-barcode-printer",
    );
    expect(dpi.result!.reasons[g500]).toEqual(["Specification: Resolution 203 dpi"]);
    // Found through a forgiven typo: the reason is where the corrected word is.
    const typo = await page("/search?q=honywell");
    expect(typo.result!.reasons[0]).toContain("Brand: Honeywell");
  });

  it("the API list carries match_reasons beside the unchanged fields", async () => {
    const { body } = await apiList("G500");
    expect(body[0]).toMatchObject({
      slug: "godex-g500-desktop-barcode-printer",
      relevance_score: expect.any(Number),
      match_reasons: ["Model: G500", "Name"],
    });
    for (const r of body) expect((r.match_reasons as string[]).length).toBeGreaterThan(0);
  });
});

describe("facets", () => {
  it("count what each category, brand and stock choice leaves, keeping the other choices", async () => {
    const all = searchProducts("printer", { perPage: 100 });
    const f = all.facets;
    expect(f.anyCategory).toBe(all.total);
    expect(f.anyBrand).toBe(all.total);
    expect(f.anyStock).toBe(all.total);
    expect(f.inStock).toBe(all.items.filter((r) => r.in_stock).length);
    for (const c of f.categories) {
      expect(c.count, c.name).toBe(all.items.filter((r) => r.category === c.name).length);
      expect(searchProducts("printer", { category: c.name }).total).toBe(c.count);
    }
    const zebra = f.brands.find((b) => b.name === "zebra")!;
    expect(zebra.count).toBe(all.items.filter((r) => /^Zebra /.test(r.name)).length);
    expect(searchProducts("printer", { brand: "zebra" }).total).toBe(zebra.count);

    // With a brand chosen, the category counts are the brand's and the brand counts ignore it.
    const narrowed = searchProducts("printer", { brand: "zebra", inStock: true, perPage: 100 });
    expect(narrowed.items.every((r) => /^Zebra /.test(r.name) && r.in_stock)).toBe(true);
    expect(narrowed.facets.anyBrand).toBe(f.inStock);
    expect(narrowed.facets.anyStock).toBe(zebra.count);
    const desktop = narrowed.facets.categories.find((c) => c.name === "desktop-printers")!;
    expect(desktop.count).toBe(
      narrowed.items.filter((r) => r.category === "desktop-printers").length,
    );
  });

  it("an unknown brand in the URL narrows to nothing, never an error", async () => {
    const data = await page("/search?q=printer&brand=nope");
    expect(data.result!.total).toBe(0);
    expect(data.brand).toBe("nope");
    const long = await page(`/search?q=printer&brand=${"b".repeat(5000)}`);
    expect(long.brand).toHaveLength(100);
  });

  it("the loader answers the facets and the brand it read from the URL", async () => {
    const data = await page("/search?q=godex&brand=godex&category=godex-printer-head");
    expect(data.brand).toBe("godex");
    expect(data.result!.total).toBe(5);
    expect(data.result!.facets.brands.find((b) => b.name === "godex")!.count).toBe(5);
    expect(data.result!.facets.anyCategory).toBe(searchProducts("godex", { brand: "godex" }).total);
  });
});
