// The ranking rule of a relevance search, in one place (the engine builds its ORDER BY from here):
//   1. an exact model or name match (the whole query is the product's model or name);
//   2. where the words matched: all of them in the name, model or brand, then with the category and
//      the meta keywords staff wrote too, then anywhere (descriptions, specifications, features);
//   3. a name holding the query's last two words side by side ('wax ribbon', not 'wax-resin ribbon');
//   4. printers before their parts and supplies (ribbons, labels, heads, mechanisms, accessories), so
//      "godex" or "zebra" shows the printers first; when the query names a part ("zd421 ribbon",
//      "godex head", "labels") and no printer or scanner, the parts come first instead;
//   5. featured, then in stock;
//   6. bm25 (name and model weighted above the descriptions), then name.
// relevance_score encodes the same order (each tier outweighs everything below it), so scores go down
// the list. Above the engine's limit (BM25_MAX_HITS, 1,000 hits: a common word in a large catalogue)
// only tier 1, featured and name are used: see engine.server.ts.
import type { QueryWord } from "./fts-query.server";

/** Words that name a part or a supply: a query holding one asks for parts, not printers. */
const PART_WORDS = [
  "ribbon",
  "label",
  "head",
  "printhead",
  "mechanism",
  "accessory",
  "accessories",
  "cutter",
  "dispenser",
  "rewinder",
  "platen",
  "roller",
  "cassette",
  "pen",
  "ink",
  "spare",
  "part",
  "consumable",
  "supply",
  "supplies",
] as const;

/**
 * A product whose name holds one of these is a part or supply. 'tube' only here: a query for "tube
 * marking" asks for the tube printers, while the tubes they print on are supplies.
 */
const PRODUCT_PART_WORDS = [...PART_WORDS, "tube"];

/** A category of parts and supplies: its name ends with one of these ('godex-printer-head'). */
const PART_CATEGORY =
  /(^|-)(ribbons?|labels?|heads?|mechanisms?|accessor(y|ies)|consumables?|spares?|parts?|supplies)$/;

export function isPartCategory(categoryName: string): boolean {
  return PART_CATEGORY.test(categoryName);
}

const singular = (t: string) =>
  t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t;

/** Words that name the machines themselves: 'label printer' asks for printers, not labels. */
const MACHINE_WORDS = new Set(["printer", "scanner", "machine"]);

/** True when the visitor asks for a part ('zd421 ribbon', 'godex heads'), not a machine. */
export function namesPart(words: readonly QueryWord[]): boolean {
  const parts = new Set<string>(PART_WORDS);
  const tokens = words.flatMap((w) => w.tokens.map(singular));
  return tokens.some((t) => parts.has(t)) && !tokens.some((t) => MACHINE_WORDS.has(t));
}

const PART_NAME = new RegExp(`(^|[^a-z])(${PRODUCT_PART_WORDS.join("|")})`, "i");
const MACHINE_NAME = /printer|scanner/i;

/**
 * The product is a part or a supply: its category is one (isPartCategory), or its name holds a part
 * word and is not a printer or scanner ('Max LM-IR300B Ink Ribbon Cassette' in the tube-printer
 * category).
 */
export function isPart(name: string, category: string): boolean {
  return isPartCategory(category) || (PART_NAME.test(name) && !MACHINE_NAME.test(name));
}

/**
 * Where the words matched (step 2 above): 3 name/model/brand, 2 with the category, 1 elsewhere.
 * Each column-limited match is either collected once for every hit (`hitFilter`, a condition on
 * products_fts.rowid that the ranked rows all meet, keeps that set to the rows that can be ranked)
 * or, when only a few rows are ranked (`perRow`), asked of the index for each row by its id's range.
 */
export function tierSql(hitFilter = "1", perRow = false): string {
  const matches = (expression: string) =>
    perRow
      ? `EXISTS (SELECT 1 FROM products_fts WHERE products_fts MATCH ${expression}
      AND rowid BETWEEN (s.id << 24) AND (s.id << 24) + 16777215)`
      : `s.id IN (SELECT rowid >> 24 FROM products_fts
      WHERE products_fts MATCH ${expression} AND ${hitFilter})`;
  return `(CASE
  WHEN ${matches("@nameMatch")} THEN 3
  WHEN @brandOnly = 1 AND s.id IN (SELECT id FROM products
    WHERE brand_id IN (SELECT value FROM json_each(@brandIds))) THEN 3
  WHEN ${matches("@categoryMatch")} THEN 2
  ELSE 1 END)`;
}

/** The FTS5 expressions of tierSql(): the query's expression limited to some columns. */
export function tierMatches(match: string): { nameMatch: string; categoryMatch: string } {
  return {
    nameMatch: `{name model codes brand} : (${match})`,
    categoryMatch: `{name model codes brand category keywords} : (${match})`,
  };
}

/** The SQL function the engine registers for isPart (a regex, as written above, per hit). */
export const IS_PART_FUNCTION = "search_is_part";

/**
 * rankRows' score as an SQL expression over the columns of a row the engine reads (RankRow's names;
 * @partsAsked is 0 or 1): the same sums in the same order, so the same numbers. With it the database
 * sorts the hits and hands over only a page of them.
 */
export const SCORE_SQL = `(exact * 1000 + tier * 200 + phrase * 50
  + (CASE WHEN ${IS_PART_FUNCTION}(name, category) = @partsAsked THEN 1 ELSE 0 END) * 40
  + featured * 20 + in_stock * 10 + (10 * -bm25) / (1 - bm25))`;

/** One hit with the steps' inputs, as the engine reads it. */
export interface RankRow {
  id: number;
  name: string;
  category: string;
  featured: number;
  in_stock: number;
  /** 1 for an exact model or name match. */
  exact: number;
  /** tierSql()'s value. */
  tier: number;
  /** 1 when the name holds the query's last two words side by side. */
  phrase: number;
  /** bm25: negative, lower is better. */
  bm25: number;
}

/**
 * The hits in the rule's order, each with its relevance_score: the steps' values, each outweighing
 * all below it, and bm25 squeezed under 10 so it only orders rows equal on everything else (scores
 * go down the list).
 */
export function rankRows(
  rows: readonly RankRow[],
  partsAsked: boolean,
): { id: number; relevance_score: number }[] {
  const keyed = rows.map((r) => {
    const printerFirst = isPart(r.name, r.category) === partsAsked ? 1 : 0;
    const score =
      r.exact * 1000 +
      r.tier * 200 +
      r.phrase * 50 +
      printerFirst * 40 +
      r.featured * 20 +
      r.in_stock * 10 +
      (10 * -r.bm25) / (1 - r.bm25);
    return { r, score };
  });
  keyed.sort(
    (a, b) =>
      b.score - a.score ||
      (a.r.name < b.r.name ? -1 : a.r.name > b.r.name ? 1 : 0) ||
      a.r.id - b.r.id,
  );
  return keyed.map(({ r, score }) => ({ id: r.id, relevance_score: score }));
}
