import { beforeAll, describe, expect, it } from "vitest";
import { loader as apiSearchLoader } from "~/routes/api/products-search";
import { loader as suggestionsLoader } from "~/routes/api/search-suggestions";
import { loader as pageLoader, SEARCH_ERROR_MESSAGE } from "~/routes/site/search";
import { db } from "~/server/db.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

const G500 = "godex-g500-desktop-barcode-printer";

function request(path: string) {
  return new Request(`http://localhost${path}`);
}

async function page(path: string) {
  // Loaders take more than these fields in their types; the route reads only the request.
  const result = (await pageLoader({
    request: request(path),
    params: {},
    context: {},
  } as never)) as {
    data: Awaited<ReturnType<typeof pageLoader>>["data"];
    init?: { status?: number } | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

async function api(query: string | undefined) {
  const path = `/api/products/search/${query === undefined ? "" : encodeURIComponent(query)}`;
  const res = (await apiSearchLoader({
    request: request(path),
    params: query === undefined ? {} : { query },
    context: {},
  } as never)) as Response;
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(() => {
  seedDemoCatalogue(db);
});

describe("/search page loader", () => {
  it("a blank query shows the start screen and runs no search", async () => {
    for (const q of ["", "?q=", "?q=%20%20%20", "?sort=price&page=2"]) {
      const { data, status } = await page(`/search${q}`);
      expect(status).toBe(200);
      expect(data.result).toBeNull();
      expect(data.error).toBeNull();
    }
  });

  it("searches q with 12 results a page and the card fields", async () => {
    const { data } = await page("/search?q=printer");
    expect(data.result!.total).toBeGreaterThan(12);
    expect(data.result!.items).toHaveLength(12);
    expect(data.result!.page).toBe(1);
    expect(Object.keys(data.result!.items[0]).sort()).toEqual(
      [
        "id",
        "slug",
        "name",
        "model",
        "image",
        "featured",
        "category_display_name",
        // A result card is as rich as a category card: brand, stock, price line and key facts.
        "brand",
        "in_stock",
        "price",
        "price_on_request",
        "specifications",
      ].sort(),
    );
  });

  it("reads category, instock, sort and page from the URL and clamps the page", async () => {
    const { data } = await page(
      "/search?q=printer&category=desktop-printers&instock=1&sort=name&page=9",
    );
    const r = data.result!;
    expect(data.params).toMatchObject({
      category: "desktop-printers",
      inStock: true,
      sort: "name",
      page: 9,
    });
    expect(r.page).toBe(r.pageCount);
    const names = r.items.map((i) => i.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    expect(r.categories.map((c) => c.name)).toContain("desktop-printers");
    expect(r.categories.length).toBeGreaterThan(1);
  });

  it("an unknown sort means relevance; a model number puts the exact product first", async () => {
    const { data } = await page("/search?q=g-500&sort=evil");
    expect(data.params.sort).toBe("relevance");
    expect(data.result!.items[0].slug).toBe(G500);
  });

  it("no match gives an empty result, not an error", async () => {
    const { data, status } = await page("/search?q=qqqxxxzzz");
    expect(status).toBe(200);
    expect(data.result).toMatchObject({ total: 0, items: [], categories: [] });
  });

  it("hostile text is searched as words", async () => {
    for (const q of ['" OR ""="', "NEAR(a b)", "*", "x".repeat(10_000)]) {
      const { data, status } = await page(`/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(data.error).toBeNull();
    }
  });

  it("a failing search shows the fixed error (and /api answers JSON), not a crash", async () => {
    expect(SEARCH_ERROR_MESSAGE).toBe("Failed to search products. Please try again.");
    // Take the search table away for a moment: the real query fails as it would on a broken disk.
    db.sqlite.exec("ALTER TABLE products_search RENAME TO products_search_away");
    try {
      const { data, status } = await page("/search?q=zebra");
      expect(status).toBe(500);
      expect(data.error).toBe(SEARCH_ERROR_MESSAGE);
      expect(data.result).toBeNull();
      expect(await api("zebra")).toEqual({
        status: 500,
        body: { error: "Failed to search products. Please try again." },
      });
      // The start screen runs no search, so it still works.
      expect((await page("/search")).status).toBe(200);
    } finally {
      db.sqlite.exec("ALTER TABLE products_search_away RENAME TO products_search");
    }
    expect((await page("/search?q=zebra")).data.error).toBeNull();
  });
});

describe("GET /api/products/search/{query}", () => {
  it("returns the array of product search results, best first", async () => {
    const { status, body } = await api("G500");
    expect(status).toBe(200);
    const list = body as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ slug: G500, model: "G500", category: "desktop-printers" });
    expect(Object.keys(list[0])).toEqual(
      expect.arrayContaining([
        "id",
        "slug",
        "name",
        "model",
        "category",
        "image",
        "price",
        "in_stock",
        "featured",
        "relevance_score",
      ]),
    );
  });

  it("answers [] for no match or no query, and never 500 for odd text", async () => {
    expect(await api("qqqxxxzzz")).toEqual({ status: 200, body: [] });
    expect(await api(undefined)).toEqual({ status: 200, body: [] });
    for (const q of ['"', "AND", "a OR b", "NEAR(", "*", "^:", "日本", "x".repeat(10_000)]) {
      const { status, body } = await api(q);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    }
  });
});

describe("GET /api/search-suggestions", () => {
  it("gives the first 5 unique product names for the query", async () => {
    const res = (await suggestionsLoader({
      request: request("/api/search-suggestions?q=zebra"),
      params: {},
      context: {},
    } as never)) as Response;
    const body = (await res.json()) as { query: string; suggestions: string[] };
    expect(res.status).toBe(200);
    expect(body.query).toBe("zebra");
    expect(body.suggestions).toHaveLength(5);
    expect(new Set(body.suggestions).size).toBe(5);
    for (const name of body.suggestions) expect(name).toMatch(/zebra/i);
  });

  it("gives none for a blank query or no match", async () => {
    for (const q of ["", "qqqxxxzzz"]) {
      const res = (await suggestionsLoader({
        request: request(`/api/search-suggestions?q=${q}`),
        params: {},
        context: {},
      } as never)) as Response;
      expect(((await res.json()) as { suggestions: string[] }).suggestions).toEqual([]);
    }
  });
});
