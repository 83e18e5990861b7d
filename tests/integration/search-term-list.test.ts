import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, updateProduct } from "~/server/models/products.server";
import { searchProducts, warmSearch } from "~/server/search/engine.server";
import {
  compareTerms,
  termListFor,
  termListSettled,
  termsFrom,
} from "~/server/search/term-list.server";

// Typos and word completion read the index's terms from a list held in memory, read in a worker
// thread once per content version; until it is there, SQLite's own term list answers. These tests
// change a product and check that what a visitor finds follows, whichever list answered.

const base = {
  category: "term-lab",
  short_description: "For the term-list tests.",
  description: "Nothing special here.",
};

beforeAll(() => {
  createCategory({ name: "term-lab", display_name: "Term Lab" });
  createProduct({ ...base, name: "Zebra Term Printer", slug: "zebra-term-printer" });
});

const slugs = (q: string) => searchProducts(q).items.map((r) => r.slug);

/** The list for the database as it is now, once the read a search started has finished. */
async function settledList() {
  searchProducts("zebra"); // a search asks for the list of this version
  await termListSettled();
  return termListFor(db.sqlite, readContentVersion(db.sqlite));
}

describe("the term list", () => {
  it("holds exactly the index's terms, in its order, with their document counts", async () => {
    const list = await settledList();
    expect(list).not.toBeNull();
    const rows = db.sqlite.prepare("SELECT term, doc FROM products_fts_vocab").all() as {
      term: string;
      doc: number;
    }[];
    expect(list!.terms).toEqual(rows.map((r) => r.term));
    expect([...list!.docs]).toEqual(rows.map((r) => r.doc));
  });

  it("follows a save: a new word is completed and forgives a typo, a removed one is gone", async () => {
    const product = createProduct({
      ...base,
      name: "Zorblaxite Label Widget",
      slug: "zorblaxite-label-widget",
    });
    // Straight after the save (the list of the last version is not used): as typed and with a typo.
    expect(slugs("zorblax")).toEqual(["zorblaxite-label-widget"]);
    expect(searchProducts("zorblaxate").typoCorrected).toBe(true);

    const list = await settledList();
    expect(termsFrom(list!, "zorblax", true).map((t) => t.term)).toEqual(["zorblaxite"]);
    expect(slugs("zorblax")).toEqual(["zorblaxite-label-widget"]);
    const typo = searchProducts("zorblaxate");
    expect(typo.typoCorrected).toBe(true);
    expect(typo.items.map((r) => r.slug)).toEqual(["zorblaxite-label-widget"]);

    updateProduct(product.id, { name: "Quibbleton Label Widget" });
    // Straight after the change, and once the list has been read again.
    for (const settle of [false, true]) {
      if (settle) {
        const again = await settledList();
        expect(again!.version).toBe(readContentVersion(db.sqlite));
        expect(termsFrom(again!, "zorblax", true)).toEqual([]);
      }
      expect(slugs("zorblax")).toEqual([]);
      expect(searchProducts("zorblaxate").items).toEqual([]);
      expect(slugs("quibblet")).toEqual(["zorblaxite-label-widget"]);
      expect(searchProducts("quibbletan").typoCorrected).toBe(true);
    }
  });

  it("is read at a start, before the first search, and ready when the start goes on", async () => {
    createProduct({ ...base, name: "Wobbleford Ribbon Roll", slug: "wobbleford-ribbon-roll" });
    const version = readContentVersion(db.sqlite);
    await warmSearch();
    const list = termListFor(db.sqlite, version);
    expect(list?.version).toBe(version);
    expect(termsFrom(list!, "wobblef", true).map((t) => t.term)).toEqual(["wobbleford"]);
    expect(slugs("wobblef")).toEqual(["wobbleford-ribbon-roll"]);
  });

  it("sorts terms as SQLite does, also across scripts and beyond the first 65,536 characters", () => {
    const words = ["a", "ab", "é", "ﬀ", "\uffff", "𝔸", "😀", "z", "प्रिंटर", "中文", "", "aa"];
    db.sqlite.exec("CREATE TEMP TABLE IF NOT EXISTS term_order (t TEXT)");
    const insert = db.sqlite.prepare("INSERT INTO term_order (t) VALUES (?)");
    for (const w of words) insert.run(w);
    const sqlite = db.sqlite.prepare("SELECT t FROM term_order ORDER BY t").pluck().all();
    expect([...words].sort(compareTerms)).toEqual(sqlite);
    db.sqlite.exec("DROP TABLE term_order");
  });
});
