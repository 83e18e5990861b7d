import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { RANK_MAX_TERMS, searchProductList } from "~/server/search/engine.server";
import { countFtsTerms, buildMatchExpression, parseQuery } from "~/server/search/fts-query.server";

// A query whose expression has more than RANK_MAX_TERMS terms (six model-like codes: each is
// searched as typed and split into letters and digits) is ranked without the two steps that read
// the index again (where the words matched, bm25): exact match, printers before parts, featured and
// in stock still order it, then the name. A shorter query keeps the whole rule.

const CODES = ["qx11", "qx12", "qx13", "qx14", "qx15", "qx16"];
const base = {
  category: "long-lab",
  short_description: "For the long-query tests.",
  description: `Works with ${CODES.join(" ")} and more.`,
  in_stock: true,
};

beforeAll(() => {
  createCategory({ name: "long-lab", display_name: "Long Lab" });
  // Every code in its name too: the whole rule ranks it first (all the words in the name).
  createProduct({ ...base, name: `Charlie Unit ${CODES.join(" ")}`, slug: "charlie-unit" });
  createProduct({ ...base, name: "Alpha Unit", slug: "alpha-unit" });
  createProduct({ ...base, name: "Bravo Unit", slug: "bravo-unit" });
  // Not in stock: after the others whatever its name.
  createProduct({ ...base, name: "Aardvark Unit", slug: "aardvark-unit", in_stock: false });
});

const slugs = (q: string) => searchProductList(q).map((r) => r.slug);
const terms = (q: string) => countFtsTerms(buildMatchExpression(parseQuery(q).words)!);

describe("a long query", () => {
  it("keeps the whole rule up to the limit: the product with every word in its name first", () => {
    const q = CODES.slice(0, 3).join(" ");
    expect(terms(q)).toBeLessThanOrEqual(RANK_MAX_TERMS);
    expect(slugs(q)).toEqual(["charlie-unit", "alpha-unit", "bravo-unit", "aardvark-unit"]);
  });

  it("past it, orders by the steps that cost nothing more, then by name", () => {
    const q = CODES.join(" ");
    expect(terms(q)).toBeGreaterThan(RANK_MAX_TERMS);
    // The name holding the last two words side by side is one of them (read from the name's key).
    expect(slugs(q)).toEqual(["charlie-unit", "alpha-unit", "bravo-unit", "aardvark-unit"]);
  });
});
