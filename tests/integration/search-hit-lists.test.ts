import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { createCategory } from "~/server/models/categories.server";
import { updateProduct } from "~/server/models/products.server";
import { buildMatchExpression, parseQuery } from "~/server/search/fts-query.server";
import { hitsFromLists } from "~/server/search/hit-lists.server";
import {
  searchProducts,
  setHitListsInUse,
  type SearchOptions,
} from "~/server/search/engine.server";
import { POSTING_MIN_DOCS, termListFor, termListSettled } from "~/server/search/term-list.server";

// A common word's hits come from lists kept in memory per content version (read by the term list's
// worker) instead of the index. Whatever answers, a visitor must see the same page: the same
// results in the same order, the same totals and the same facet counts, straight after a save (the
// lists of the last version are not used) and once the new version's lists are read. Here the
// catalogue has more products than POSTING_MIN_DOCS so that its common words have lists.

// Printers and ribbons mention "printer": with the inactive ones left out, over POSTING_MIN_DOCS.
const COUNT = 2 * POSTING_MIN_DOCS;
const BRANDS = ["hlzebra", "hlgodex", "hltsc"];
const CATEGORIES = ["hl-printers", "hl-ribbons", "hl-labels"];
const NOUNS = ["Hitlab Printer", "Hitlab Ribbon", "Hitlab Label Roll"];
const WORDS = ["thermal", "desktop", "industrial", "compact", "warehouse"];

beforeAll(() => {
  for (const name of CATEGORIES) createCategory({ name, display_name: name.toUpperCase() });
  const brand = db.sqlite.prepare("INSERT INTO brands (name, display_name) VALUES (?, ?)");
  const brandIds = BRANDS.map((b) => Number(brand.run(b, b.toUpperCase()).lastInsertRowid));
  const insert = db.sqlite.prepare(
    `INSERT INTO products (name, slug, category, short_description, description, model, status,
       featured, in_stock, price, brand_id)
     VALUES (@name, @slug, @category, @short, @description, @model, @status, @featured, @inStock,
       @price, @brandId)`,
  );
  db.sqlite.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const kind = i % 3;
      const words = [WORDS[i % 5], WORDS[(i * 7) % 5]];
      insert.run({
        name: `${BRANDS[i % 3].slice(2)} HL${i} ${NOUNS[kind]}`,
        slug: `hitlab-${i}`,
        category: CATEGORIES[kind],
        short:
          kind === 2
            ? `A ${words.join(" ")} roll for the hit-list tests.`
            : `A ${words.join(" ")} printer part for the hit-list tests.`,
        description: i % 11 === 0 ? "Rare zephyrine finish." : "Plain finish.",
        model: `HL${i}`,
        status: i % 13 === 0 ? "inactive" : "active",
        featured: i % 17 === 0 ? 1 : 0,
        inStock: i % 4 === 0 ? 0 : 1,
        price: i % 9 === 0 ? null : 1000 + ((i * 37) % 5000),
        brandId: i % 5 === 0 ? null : brandIds[(i >> 1) % 3],
      });
    }
  })();
});

/** The lists of the database as it is now, once the read a search started has finished. */
async function settledList() {
  searchProducts("hitlab"); // a search asks for the lists of this version
  await termListSettled();
  const list = termListFor(db.sqlite, readContentVersion(db.sqlite));
  expect(list).not.toBeNull();
  return list!;
}

const QUERIES = [
  "hitlab",
  "printer",
  "hitlab printer",
  "thermal",
  "thermal label",
  "desktop printer",
  "industral", // a typo of a common word
  "compact ribbon",
  "zephyrine", // a rare word: its few hits read beside the lists
  "hitlab zephyrine",
  "warehouse rol",
  "label roll",
  "hl12", // a model: the index answers
  "printers",
  "nothingatall",
];
/** The queries the save below changes the answers of. */
const SAVED_QUERIES = ["printer", "hitlab printer", "widget", "thermal", "plainly"];
const FILTERS: SearchOptions[] = [
  {},
  { brand: "hlzebra" },
  { inStock: true },
  { brand: "hlgodex", inStock: true },
  { category: "hl-ribbons" },
  { category: "hl-printers", brand: "hltsc", inStock: true },
  { brand: "no-such-brand" },
];
const SORTS: SearchOptions["sort"][] = ["relevance", "price", "category"];

/** Every query, filter, sort and two pages: the page from the index alone, then with the lists. */
function compareEveryPage(queries = QUERIES): number {
  let compared = 0;
  for (const q of queries) {
    for (const filters of FILTERS) {
      for (const sort of SORTS) {
        for (const page of [1, 3]) {
          const options = { ...filters, sort, page, perPage: 12 };
          setHitListsInUse(false);
          const fromIndex = searchProducts(q, options);
          setHitListsInUse(true);
          const fromLists = searchProducts(q, options);
          expect({ q, options, page: fromLists }).toEqual({ q, options, page: fromIndex });
          compared++;
        }
      }
    }
  }
  return compared;
}

describe("hits from the common terms' lists", () => {
  it("hold exactly the index's hits of each common term, with each product's facet bits", async () => {
    const list = await settledList();
    expect(list.postings.has("hitlab")).toBe(true);
    expect(list.postings.has("printer")).toBe(true);
    for (const [term, ids] of list.postings) {
      const rows = db.sqlite
        .prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?")
        .pluck()
        .all(`"${term}"`) as number[];
      expect(rows.length).toBeGreaterThanOrEqual(POSTING_MIN_DOCS);
      expect({ term, ids: [...ids] }).toEqual({
        term,
        ids: rows.map((r) => Math.floor(r / 2 ** 24)),
      });
      for (const r of rows) expect(list.rowBits[Math.floor(r / 2 ** 24)]).toBe(r % 2 ** 24);
    }
  });

  it("answer the engine's expressions as the index does, and leave the rest to it", async () => {
    const list = await settledList();
    const readTerm = (term: string) => {
      const rows = db.sqlite
        .prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?")
        .pluck()
        .all(`"${term}"`) as number[];
      return {
        ids: Int32Array.from(rows, (r) => Math.floor(r / 2 ** 24)),
        bits: Int32Array.from(rows, (r) => r % 2 ** 24),
      };
    };
    let answered = 0;
    for (const q of QUERIES) {
      const match = buildMatchExpression(parseQuery(q).words);
      if (!match) continue;
      const hits = hitsFromLists(list, match, readTerm);
      if (hits === null) continue;
      answered++;
      const rows = db.sqlite
        .prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?")
        .pluck()
        .all(match) as number[];
      expect({ q, ids: [...hits.ids] }).toEqual({
        q,
        ids: rows.map((r) => Math.floor(r / 2 ** 24)),
      });
      expect([...hits.bits]).toEqual(rows.map((r) => r % 2 ** 24));
    }
    // The common words' queries are answered from the lists (the model and the prefixes are not).
    expect(answered).toBeGreaterThanOrEqual(8);
    // Operators and column filters the engine does not write are left to the index.
    for (const odd of [
      '"hitlab" NOT "printer"',
      '{name} : "hitlab"',
      '"hitlab printer"',
      "hitlab",
    ]) {
      expect(hitsFromLists(list, odd, readTerm)).toBeNull();
    }
  });

  it("give every page, total and facet count the index gives, across queries, filters and sorts", async () => {
    await settledList();
    expect(compareEveryPage()).toBe(QUERIES.length * FILTERS.length * SORTS.length * 2);
    // And they are the catalogue's: every active, in-stock printer and ribbon (both say "printer")
    // of that brand.
    const printers = searchProducts("hitlab printer", { brand: "hlzebra", inStock: true });
    const expected = db.sqlite
      .prepare(
        `SELECT count(*) FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE b.name = 'hlzebra' AND p.in_stock = 1 AND p.status = 'active'
           AND p.category IN ('hl-printers', 'hl-ribbons')`,
      )
      .pluck()
      .get() as number;
    expect(expected).toBeGreaterThan(20);
    expect(printers.total).toBe(expected);
    expect(printers.facets.brands.find((b) => b.name === "hlzebra")?.count).toBe(expected);
  }, 90_000);

  it("follow a save: straight after it (lists still being read) and once read again", async () => {
    await settledList();
    const before = searchProducts("printer", { brand: "hlzebra", inStock: true });
    const moved = db.sqlite
      .prepare(
        `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE b.name = 'hlzebra' AND p.in_stock = 1 AND p.status = 'active'
           AND p.category = 'hl-printers' ORDER BY p.id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    updateProduct(moved, {
      in_stock: false,
      name: "Plainly Renamed Widget",
      short_description: "A widget now.",
    });
    // Straight after the save: the lists of the last version must not answer.
    const after = searchProducts("printer", { brand: "hlzebra", inStock: true });
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((r) => r.id)).not.toContain(moved);
    expect(searchProducts("widget").items.map((r) => r.id)).toEqual([moved]);
    expect(compareEveryPage(SAVED_QUERIES)).toBeGreaterThan(0);
    // Once the new version's lists are read.
    const list = await settledList();
    expect(list.version).toBe(readContentVersion(db.sqlite));
    expect(list.postings.get("printer")).not.toContain(moved);
    expect(searchProducts("printer", { brand: "hlzebra", inStock: true }).total).toBe(
      before.total - 1,
    );
    expect(compareEveryPage(SAVED_QUERIES)).toBeGreaterThan(0);
  }, 90_000);
});
