import { beforeAll, describe, expect, it } from "vitest";
import { NO_FILTERS, type CategoryFilterState } from "~/lib/category-filters";
import { loader as categoryLoader } from "~/routes/site/category";
import { db } from "~/server/db.server";
import { listFilteredCategory } from "~/server/models/category-listing.server";

// A category's orders and price range, on a real database: what a buyer sees first when they pick
// "Price (Low to High)" or type a budget.
const CAT = "sort-printers";

const insert = db.sqlite.prepare(
  `INSERT INTO products (name, slug, category, short_description, description, price,
    price_on_request, featured, reviews, rating, in_stock)
   VALUES (@name, @name, @category, 's', 'd', @price, @por, @featured, @reviews, @rating, @stock)`,
);

const rows = [
  // name, price, on request, featured, reviews, rating, in stock
  ["alpha", 30000, 0, 0, 5, 4.0, 1],
  ["bravo", 12000, 0, 1, 2, 4.5, 1],
  ["charlie", null, 0, 0, 50, 4.9, 1],
  ["delta", 45000, 1, 0, 0, 0, 0],
  ["echo", 8000, 0, 0, 20, 3.0, 0],
  ["foxtrot", 12000, 0, 0, 1, 5.0, 1],
] as const;

beforeAll(() => {
  db.sqlite
    .prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)")
    .run(CAT, "Sort Printers");
  for (const [name, price, por, featured, reviews, rating, stock] of rows)
    insert.run({ name, category: CAT, price, por, featured, reviews, rating, stock });
});

const names = (state: Partial<CategoryFilterState>, page = 1, perPage = 12) =>
  listFilteredCategory(CAT, { ...NO_FILTERS, ...state }, { page, perPage })!.items.map(
    (p) => p.name,
  );

describe("category orders", () => {
  it("popular: featured first, then most reviewed, then best rated", () => {
    expect(names({})).toEqual(["bravo", "charlie", "echo", "alpha", "foxtrot", "delta"]);
  });

  it("price both ways, a tie in name order, products without a shown price last", () => {
    // delta's price is hidden (quoted on request): it sorts with charlie, who has none.
    expect(names({ sort: "price" })).toEqual([
      "echo",
      "bravo",
      "foxtrot",
      "alpha",
      "charlie",
      "delta",
    ]);
    expect(names({ sort: "price-desc" })).toEqual([
      "alpha",
      "bravo",
      "foxtrot",
      "echo",
      "charlie",
      "delta",
    ]);
  });

  it("newest first and by name; the order carries across pages", () => {
    expect(names({ sort: "newest" })).toEqual([
      "foxtrot",
      "echo",
      "delta",
      "charlie",
      "bravo",
      "alpha",
    ]);
    expect(names({ sort: "name" })).toEqual([
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
      "foxtrot",
    ]);
    expect([...names({ sort: "price" }, 1, 4), ...names({ sort: "price" }, 2, 4)]).toEqual(
      names({ sort: "price" }),
    );
  });
});

describe("the price range", () => {
  it("keeps the shown prices inside it, with the bounds, and counts the other facets inside it", () => {
    const listing = listFilteredCategory(CAT, { ...NO_FILTERS, minPrice: 8000, maxPrice: 12000 })!;
    expect(listing.items.map((p) => p.name)).toEqual(["bravo", "echo", "foxtrot"]);
    expect(listing.total).toBe(3);
    // In stock is counted inside the range: echo is out of stock.
    expect(listing.facets.inStock).toBe(2);
    expect(listing.facets.prices).toEqual({ min: 8000, max: 30000 });
    // An open end, and a range combined with a facet and an order.
    expect(names({ minPrice: 20000 })).toEqual(["alpha"]);
    expect(names({ maxPrice: 10000 })).toEqual(["echo"]);
    expect(names({ maxPrice: 20000, inStock: true, sort: "price-desc" })).toEqual([
      "bravo",
      "foxtrot",
    ]);
  });
});

describe("the page", () => {
  const run = async (path: string) => {
    try {
      return await categoryLoader({
        request: new Request(`http://localhost${path}`),
        params: { slug: CAT },
        context: {},
      } as never);
    } catch (thrown) {
      return thrown;
    }
  };

  it("drops blank or bad bounds and orders it does not offer; swaps a reversed range", async () => {
    const base = `/products/category/${CAT}`;
    for (const [asked, to] of [
      ["?min=&max=&sort=price", "?sort=price"],
      ["?min=abc&max=9000", "?max=9000"],
      ["?sort=cheapest&stock=1", "?stock=1"],
      ["?sort=popular", ""],
      ["?min=30000&max=8000", "?min=8000&max=30000"],
    ]) {
      const answer = (await run(`${base}${asked}`)) as Response;
      expect(answer.status, asked).toBe(302);
      expect(answer.headers.get("Location"), asked).toBe(`${base}${to}`);
    }
  });

  it("a sorted view is not a page of its own for search engines", async () => {
    const sorted = (await run(`/products/category/${CAT}?sort=price`)) as {
      data: { variant: boolean; filtered: boolean; products: { name: string }[] };
    };
    expect(sorted.data.variant).toBe(true);
    expect(sorted.data.filtered).toBe(false);
    expect(sorted.data.products[0].name).toBe("echo");
  });
});
