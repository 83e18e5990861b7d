// Product search: SQLite FTS5 inside the site's database.
//
// The index (`products_fts`, migration drizzle/0001_search_fts.sql) holds the ACTIVE products' name,
// model, `codes` (name and model split at letter/digit boundaries), category display name, short
// description, description, specifications and features. Triggers on products and categories keep it
// in step inside every writing transaction, so nothing here is called on writes.
//
// A search: the visitor's text becomes a quoted FTS5 expression (./fts-query.server.ts, which also
// bounds the words and terms one query may bring) bound as a parameter; if it finds nothing, up to
// MAX_TYPO_WORDS words of 5 to 20 letters a-z that are not in the index are swapped for indexed terms
// within one typo (same first letter) and the search runs once more. Ranking by relevance: the rule
// of ./ranking.server.ts (exact model or name, where the words matched, printers before parts,
// featured, in stock, then bm25 with name and model weighted above the descriptions).
//
// Cost (drizzle/0003_search_speed.sql, 0011_search_brand_in_rowid.sql): the FTS rowid is (product id
// << 24 | brand id << 14 | category id << 2 | featured << 1 | in_stock), so the counts, the facets and
// the categories found come from the index alone: the expression's hits are read once per search
// and counted, filtered and looked up in JS. An expression of common words has its hits worked out
// from lists kept in memory per content version instead (./hit-lists.server.ts), and a page that
// the filters leave few hits for ranks them over their own stretch of rowids (ROWID_RANGE). The page then comes one
// of two ways. Up to BM25_MAX_HITS hits: every hit is ranked by the whole rule in the database,
// which hands over only the rows up to the page's end (a column sort orders the hits' ids without
// reading the index again). Above that, the words are common (a word in half the catalogue has a
// bm25 IDF of about 0, so bm25 tells its hits apart by little) and ranking every hit would cost
// more than the rest of the search: the order is then exact match, featured, name, read from
// products_search's index in that order, stopping after the page (each row looked up in the set of
// hits read for the counts). Typos and word completion read the index's terms from a list kept in
// memory per content version (./term-list.server.ts), not from SQLite's term list, which counts
// each term's documents whenever it is read.
import type { Statement } from "better-sqlite3";
import { clampPage, pageCountOf } from "~/lib/pagination";
import { searchKey, type SearchSort } from "~/lib/search-query";
import { contentVersionReader } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { productEntity } from "~/server/entities/product.server";
import { intentWords, synonymLookup } from "~/server/models/search-synonyms.server";
import { findPrinters, suppliesOf } from "~/server/models/fits.server";
import { keyNamesModel, modelKey, type SupplyKind } from "~/lib/fits";
import type { SearchSynonym } from "~/server/db/schema";
import {
  buildMatchExpression,
  compactKey,
  countFtsTerms,
  foldAccents,
  isTypoCandidate,
  isWithinTypos,
  MAX_TYPO_WORDS,
  oneEditVariants,
  parseQuery,
  type ParsedQuery,
  prefixTokens,
  type QueryWord,
  type SynonymSpan,
  synonymSpans,
  typosAllowed,
} from "./fts-query.server";
import { hitsFromLists } from "./hit-lists.server";
import { MAX_REASONS, matchReasons } from "./match-reasons.server";
import { termListFor, termListSettled, termsFrom, type TermList } from "./term-list.server";
import {
  IS_PART_FUNCTION,
  isPart,
  namesPart,
  rankRows,
  type RankRow,
  SCORE_SQL,
  tierMatches,
  tierSql,
} from "./ranking.server";

/** A product search result (plus the category's display name, for the cards and filters). */
export interface SearchResult {
  id: number;
  slug: string;
  name: string;
  model: string | null;
  category: string;
  category_display_name: string;
  image: string | null;
  price: number | null;
  price_on_request: boolean;
  in_stock: boolean;
  featured: boolean;
  relevance_score: number;
}

interface SearchCategory {
  name: string;
  display_name: string;
}

/** One choice of a facet and how many results it leaves (with the other facets' choices kept). */
interface FacetCount {
  name: string;
  display_name: string;
  count: number;
}

export interface SearchFacets {
  categories: FacetCount[];
  brands: FacetCount[];
  /** Results in stock, with the category and brand choices kept. */
  inStock: number;
  /** What each facet's "any" leaves: every category, every brand, in stock or not. */
  anyCategory: number;
  anyBrand: number;
  anyStock: number;
}

/** "No exact match for ZT410. Did you mean ZT411?": a model code typed one edit away from a real one. */
export interface ModelSuggestion {
  /** The code as typed ('ZT410'). */
  typed: string;
  /** The real model ('ZT411'). */
  model: string;
  /** The visitor's query with the code replaced: what the link searches. */
  query: string;
}

export interface SearchOptions {
  /** A category name (products.category): only its products. */
  category?: string;
  /** A brand name (brands.name): only its products. */
  brand?: string;
  inStock?: boolean;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
  /** Above this many hits, relevance skips bm25 (see the top of this file); tests lower it. */
  bm25MaxHits?: number;
}

export interface SearchPage {
  /** The query as searched (trimmed, cut): what the page shows and highlights. */
  query: string;
  items: SearchResult[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  /** The categories among the query's results (before the category and stock filters). */
  categories: SearchCategory[];
  /** True when nothing matched as typed and the results come from the one-typo fallback. */
  typoCorrected: boolean;
  /** True when words past the query's limits were left out (see MAX_QUERY_WORDS). */
  wordsLeftOut: boolean;
  /** The counts of each filter choice. */
  facets: SearchFacets;
  /** A model code that the index does not know, and the real model one edit away (digits never forgiven). */
  suggestion: ModelSuggestion | null;
  /** The words searched (the query less its words about buying and the words left out). */
  searched: string;
  /** Words left out because no product has them with the others ("no match for achha"). */
  dropped: string[];
  /** Words about buying that were not searched ('price', 'dealer', 'सस्ता'). */
  ignored: string[];
  /** A supplies question's printer ("ribbon for zd421"): its fitting supplies come first. */
  fitPrinter: FitQuery["printer"] | null;
}

/** bm25 column weights, in the index's column order: name and model count most, descriptions least. */
const BM25 =
  "bm25(products_fts, 10.0, 8.0, 5.0, 6.0, 3.0, 4.0, 2.0, 1.0, 1.0, 1.0)"; /* name, model, codes,
  brand, category, keywords (the meta keywords staff wrote), short_description, description,
  specifications, features */

/**
 * Exact model or name match (the same compact key on both sides; 'Godex G-500' also counts, as the query
 * ends with the model): a tier above any bm25 score.
 */
const EXACT = `@key <> '' AND (s.model_key = @key OR s.name_key = @key
  OR (length(s.model_key) >= 3 AND substr(@key, -length(s.model_key)) = s.model_key))`;
/** The relevance of an exact model or name match is at least this (a tier above any bm25 score). */
export const EXACT_MATCH_SCORE = 1000;
const EXACT_SCORE = `(CASE WHEN ${EXACT} THEN ${EXACT_MATCH_SCORE}.0 ELSE 0.0 END)`;

/**
 * The whole ranking rule costs 5 µs a hit at 10,000 products and 10 µs at 100,000 (bm25 reads each
 * hit's positions and column sizes; the two column-limited passes, the part test and the sort add
 * as much again): up to this many hits that is a few milliseconds; above it the index-order read
 * (see the top of this file) is used, which costs the same whatever the number of hits.
 */
const BM25_MAX_HITS = 1_000;

/**
 * A long expression is dear to rank: bm25 weighs each phrase by how rare it is, which FTS5 finds out
 * by walking the phrase's whole list of documents, once per phrase and search; and each of the two
 * column-limited tier passes walks every list of the expression again (asked row by row instead, a
 * row that does not match in those columns walks them to their end). Six common words ("printer
 * label thermal ribbon zebra usb": 19 terms with their plurals, synonyms and completions, 3 hits of
 * 100,000 products) cost 45 ms so. Past this many terms the rule keeps its steps that cost nothing
 * more (exact model or name, printers before parts, featured, in stock) and orders ties by name:
 * buyers' queries of four or five words stay under it.
 */
export const RANK_MAX_TERMS = 16;

// products_search (see the migration) is the narrow, trigger-maintained row per active product: the
// hits are counted, filtered and sorted there, and only the page's rows are read from products.
const FROM = `FROM products_fts
  JOIN products_search s ON s.id = products_fts.rowid >> 24
  WHERE products_fts MATCH @match`;

const ORDER: Record<SearchSort, string> = {
  relevance: "relevance_score DESC, s.featured DESC, s.name, s.id",
  name: "s.name, s.id",
  category: "s.category_display_name, s.name, s.id",
  // Price ascending, a missing price counting as 0 (products_search.price is coalesced).
  price: "s.price, s.name, s.id",
  // Highest first, read backwards along the price index (so ties fall Z to A); no price comes last.
  "price-desc": "s.price DESC, s.name DESC, s.id DESC",
};

const statements = new Map<string, Statement>();

/** The SQL functions of the hit sets below: "is this product a hit?", and the hits' collector. */
const IS_HIT_FUNCTION = "search_is_hit";
const COLLECT_FUNCTION = "search_collect_hits";
let collectIds = new Int32Array(1024);
let collectKeys = new Int32Array(1024);
/** The hit set IS_HIT_FUNCTION answers from (set just before a statement that calls it runs). */
let member: Uint8Array = new Uint8Array(0);

/** Prepared once per shape (sort and filters); the query text itself is always a bound parameter. */
function statement(sql: string): Statement {
  let s = statements.get(sql);
  if (!s) {
    if (statements.size === 0) {
      db.sqlite.function(IS_PART_FUNCTION, { deterministic: true }, (name, category) =>
        isPart(String(name), String(category)) ? 1 : 0,
      );
      db.sqlite.function(IS_HIT_FUNCTION, (id) => (member[Number(id)] === 1 ? 1 : 0));
      // Each hit's product id and facet bits, written into two typed arrays as the index yields
      // them: no string or object per hit (45,000 of them for "printer" at 100,000 products).
      db.sqlite.aggregate(COLLECT_FUNCTION, {
        start: 0,
        // Two arguments a row (the typings know of one).
        step: ((n: number, id: number, key: number) => {
          if (n === collectIds.length) {
            const ids = new Int32Array(n * 2);
            const keys = new Int32Array(n * 2);
            ids.set(collectIds);
            keys.set(collectKeys);
            collectIds = ids;
            collectKeys = keys;
          }
          collectIds[n] = id;
          collectKeys[n] = key;
          return n + 1;
        }) as unknown as (n: number, id: number) => number,
      });
    }
    s = db.sqlite.prepare(sql);
    statements.set(sql, s);
  }
  return s;
}

// A small per-process cache of recent searches (the popular tags, paging through one query, the
// suggestions while someone types). It follows the content version, which database triggers move
// whenever a product, category, brand, synonym or pin changes (by any connection or process), so
// the search counts written every few seconds leave it be. Inside a transaction nothing is cached,
// as uncommitted rows could still be rolled back.
const CACHE_ENTRIES = 500;
const cache = new Map<string, unknown>();
let cacheVersion = "";
let contentVersion: (() => number) | null = null;

function databaseVersion(): string | null {
  if (db.sqlite.inTransaction) return null;
  contentVersion ??= contentVersionReader(db.sqlite);
  return String(contentVersion());
}

function cached<T>(key: string, compute: () => T): T {
  const version = databaseVersion();
  if (version === null) return compute();
  if (version !== cacheVersion) {
    cache.clear();
    hitsKept.clear();
    cacheVersion = version;
  }
  if (cache.has(key)) {
    const hit = cache.get(key) as T;
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit;
  }
  const value = compute();
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/** Forgets every cached search (the benchmark measures searches with and without the cache). */
export function clearSearchCache(): void {
  cache.clear();
  hitsKept.clear();
}

interface RawResult extends Omit<
  SearchResult,
  "in_stock" | "featured" | "price_on_request" | "relevance_score"
> {
  in_stock: number;
  price_on_request: number;
  featured: number;
}

/** The low bits of an FTS rowid (see the migrations): the product id is rowid >> 24. */
const CATEGORY_MASK = 4095;
const BRAND_MASK = 1023;
const CATEGORY_BITS = `((products_fts.rowid >> 2) & ${CATEGORY_MASK})`;
const BRAND_BITS = `((products_fts.rowid >> 14) & ${BRAND_MASK})`;
/** Brand, category and stock bits (featured left out): what the facets count by. */
const GROUP_BITS = (BRAND_MASK << 14) | (CATEGORY_MASK << 2) | 1;

/** Filters of the page, on products_search rows (the brand through products' brand index). */
const FILTER = `(@category IS NULL OR s.category = @category) AND (@inStock = 0 OR s.in_stock = 1)
  AND (@brandId IS NULL OR s.id IN (SELECT id FROM products WHERE brand_id = @brandId))`;

interface Filters {
  category?: string;
  brand?: string;
  inStock?: boolean;
}

interface BrandRow {
  id: number;
  name: string;
  display_name: string;
}

function brandList(): readonly BrandRow[] {
  return cached("brands", () =>
    Object.freeze(
      statement(
        "SELECT id, name, display_name FROM brands ORDER BY display_name",
      ).all() as BrandRow[],
    ),
  );
}

/** An unknown brand name filters everything out (-1), like an unknown category. */
function brandIdOf(brand: string | undefined): number | null {
  if (!brand) return null;
  return brandList().find((b) => b.name === brand)?.id ?? -1;
}

/**
 * The filters as bound parameters: for products_search rows (FILTER) and, while the ids fit the
 * rowid (see idsFitRowid), as bits of the FTS rowid (HIT_FILTER; null when they do not).
 */
function filterParams(f: Filters) {
  const brandId = brandIdOf(f.brand);
  const category = f.category || null;
  const fit = idsFitRowid();
  const categoryBits =
    category === null ? null : (categoryRowsOf().find((c) => c.name === category)?.bits ?? -1);
  return {
    category,
    inStock: f.inStock ? 1 : 0,
    brandId,
    categoryBits: fit ? categoryBits : null,
    brandBits: fit && brandId !== null ? brandId : null,
  };
}

/**
 * The same filters on an FTS row, from its rowid's bits: checked before a hit is joined to its
 * products_search row, and inside the ranking's column-limited passes.
 */
const HIT_FILTER = `(@categoryBits IS NULL OR ${CATEGORY_BITS} = @categoryBits)
  AND (@inStock = 0 OR (products_fts.rowid & 1) = 1)
  AND (@brandBits IS NULL OR ${BRAND_BITS} = @brandBits)`;

interface Summary {
  /** Every hit of the query, before the filters. */
  matched: number;
  /** Hits after the category, brand and stock filters. */
  total: number;
  /** The categories among all the query's hits, for the category filter. */
  categories: readonly SearchCategory[];
  facets: SearchFacets;
}

interface HitGroup {
  category: number;
  stock: number;
  brand: number | null;
  n: number;
}

/**
 * True while every brand and category id fits its bits of the rowid (see the migration), so the
 * facets can be counted from the index alone; past that, each hit's product row is read instead.
 */
function idsFitRowid(): boolean {
  return cached("ids fit", () => {
    const max = statement(
      `SELECT (SELECT coalesce(max(id), 0) FROM brands) AS brand,
         (SELECT coalesce(max(id), 0) FROM categories) AS category`,
    ).get() as { brand: number; category: number };
    return max.brand <= BRAND_MASK && max.category <= CATEGORY_MASK;
  });
}

/** Every hit of one expression: read once per search, then counted, filtered and looked up in JS. */
interface Hits {
  /** The hits' product ids, in index order. */
  ids: Int32Array;
  /** Each hit's brand, category and stock bits (its rowid & GROUP_BITS), in the same order. */
  keys: Int32Array;
  /** member[id] is 1 for a hit's product id (made when first asked for). */
  member: Uint8Array | null;
}

/**
 * The hit lists of the last few expressions (one search reads its expression's hits once and uses
 * them for the counts, the filters and the page). Not in the search cache: a list can be large (a
 * number per hit, 45,000 for "printer" at 100,000 products), so only HITS_KEPT are held.
 */
const HITS_KEPT = 4;
const hitsKept = new Map<string, Hits>();

/** Whether hits come from the common terms' lists when they can (tests compare both ways). */
let listsInUse = true;

/** Finds hits only by reading the index (false) or from the kept lists where they answer (true). */
export function setHitListsInUse(inUse: boolean): void {
  listsInUse = inUse;
  clearSearchCache();
}

function hitsOf(match: string): Hits {
  const version = databaseVersion();
  if (version !== null && version === cacheVersion) {
    const kept = hitsKept.get(match);
    if (kept) return kept;
  }
  // A common word's hits from the lists kept in memory for this content version (null inside a
  // transaction, while the version's lists are being read, or for an expression they cannot answer).
  const list = version !== null && listsInUse ? termList() : null;
  const fromLists = list ? hitsFromLists(list, match, readTerm) : null;
  if (fromLists) {
    const keys = new Int32Array(fromLists.bits.length);
    for (let i = 0; i < keys.length; i++) keys[i] = fromLists.bits[i] & GROUP_BITS;
    const hits: Hits = { ids: fromLists.ids, keys, member: null };
    if (version === cacheVersion) {
      hitsKept.set(match, hits);
      if (hitsKept.size > HITS_KEPT) hitsKept.delete(hitsKept.keys().next().value!);
    }
    return hits;
  }
  const n = statement(
    `SELECT ${COLLECT_FUNCTION}(products_fts.rowid >> 24, products_fts.rowid & ${GROUP_BITS})
     FROM products_fts WHERE products_fts MATCH @match`,
  )
    .pluck()
    .get({ match }) as number | null;
  const hits: Hits = {
    ids: collectIds.slice(0, n ?? 0),
    keys: collectKeys.slice(0, n ?? 0),
    member: null,
  };
  if (version !== null && version === cacheVersion) {
    hitsKept.set(match, hits);
    if (hitsKept.size > HITS_KEPT) hitsKept.delete(hitsKept.keys().next().value!);
  }
  return hits;
}

/** One rare term's hits, read from the index (for ./hit-lists.server.ts). */
function readTerm(term: string): { ids: Int32Array; bits: Int32Array } {
  const n = statement(
    `SELECT ${COLLECT_FUNCTION}(products_fts.rowid >> 24, products_fts.rowid & 16777215)
     FROM products_fts WHERE products_fts MATCH @match`,
  )
    .pluck()
    .get({ match: `"${term}"` }) as number | null;
  return { ids: collectIds.slice(0, n ?? 0), bits: collectKeys.slice(0, n ?? 0) };
}

/** The product ids of the hits that pass the filters' bits (as HIT_FILTER), in id order. */
function filteredHitIds(hits: Hits, f: ReturnType<typeof filterParams>): number[] {
  const ids: number[] = [];
  for (let i = 0; i < hits.ids.length; i++) {
    const key = hits.keys[i];
    if (f.categoryBits !== null && ((key >> 2) & CATEGORY_MASK) !== f.categoryBits) continue;
    if (f.inStock === 1 && (key & 1) !== 1) continue;
    if (f.brandBits !== null && ((key >> 14) & BRAND_MASK) !== f.brandBits) continue;
    ids.push(hits.ids[i]);
  }
  return ids;
}

/** The hits as a set of product ids, for IS_HIT_FUNCTION. */
function memberOf(hits: Hits): Uint8Array {
  if (hits.member) return hits.member;
  let max = 0;
  for (const id of hits.ids) max = Math.max(max, id);
  const set = new Uint8Array(max + 1);
  for (const id of hits.ids) set[id] = 1;
  hits.member = set;
  return set;
}

/**
 * The hits grouped by category, stock and brand, in one pass over the index (all three are bits of
 * the rowid): every count of the page and its facets comes from these few groups.
 */
function hitGroupsOf(match: string): readonly HitGroup[] {
  return cached(`groups\u0000${match}`, () => {
    if (!idsFitRowid()) {
      return Object.freeze(
        statement(
          `SELECT c.id AS category, (products_fts.rowid & 1) AS stock, p.brand_id AS brand,
             count(*) AS n
           FROM products_fts JOIN products p ON p.id = products_fts.rowid >> 24
             JOIN categories c ON c.name = p.category
           WHERE products_fts MATCH @match GROUP BY 1, 2, 3`,
        ).all({ match }) as HitGroup[],
      );
    }
    // Grouped by one integer (the rowid's low bits but featured), counted in JS.
    const counts = new Map<number, number>();
    for (const k of hitsOf(match).keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return Object.freeze(
      [...counts].map(([k, n]) => ({
        category: (k >> 2) & CATEGORY_MASK,
        stock: k & 1,
        brand: (k >> 14) & BRAND_MASK || null,
        n,
      })),
    );
  });
}

interface CategoryRow extends SearchCategory {
  bits: number;
}

/** The categories with the bits hitGroupsOf counts them by, by display name. */
function categoryRowsOf(): readonly CategoryRow[] {
  return cached(
    "categories",
    () =>
      statement(
        `SELECT CASE WHEN @fit THEN id & ${CATEGORY_MASK} ELSE id END AS bits, name, display_name
         FROM categories ORDER BY display_name`,
      )
        .all({ fit: idsFitRowid() ? 1 : 0 })
        .sort((a, b) =>
          (a as CategoryRow).display_name.localeCompare((b as CategoryRow).display_name),
        ) as CategoryRow[],
  );
}

/** The counts, the categories found and the facets, for these filters. */
function summaryOf(match: string, filters: Filters): Summary {
  const groups = hitGroupsOf(match);
  const { category, inStock, brandId } = filterParams(filters);
  const categoryRows = categoryRowsOf();
  const categoryBits =
    category === null ? null : (categoryRows.find((c) => c.name === category)?.bits ?? -1);
  const okCategory = (g: HitGroup) => categoryBits === null || g.category === categoryBits;
  const okBrand = (g: HitGroup) => brandId === null || g.brand === brandId;
  const okStock = (g: HitGroup) => inStock === 0 || g.stock === 1;
  // One pass over the groups (thousands at 100,000 products) for every count, rather than one pass
  // per category and per brand.
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number | null, number>();
  const found = new Set<number>();
  let matched = 0;
  let total = 0;
  let inStockCount = 0;
  let anyCategory = 0;
  let anyBrand = 0;
  let anyStock = 0;
  for (const g of groups) {
    const c = okCategory(g);
    const b = okBrand(g);
    const s = okStock(g);
    found.add(g.category);
    matched += g.n;
    if (c && b && s) total += g.n;
    if (b && s) {
      anyCategory += g.n;
      byCategory.set(g.category, (byCategory.get(g.category) ?? 0) + g.n);
    }
    if (c && s) {
      anyBrand += g.n;
      byBrand.set(g.brand, (byBrand.get(g.brand) ?? 0) + g.n);
    }
    if (c && b) {
      anyStock += g.n;
      if (g.stock === 1) inStockCount += g.n;
    }
  }
  const categoryRowsFound = categoryRows.filter((c) => found.has(c.bits));
  const facets: SearchFacets = {
    categories: categoryRowsFound.map(({ bits, name, display_name }) => ({
      name,
      display_name,
      count: byCategory.get(bits) ?? 0,
    })),
    brands: brandList()
      .map(({ id, name, display_name }) => ({ name, display_name, count: byBrand.get(id) ?? 0 }))
      .filter((b) => b.count > 0 || b.name === filters.brand),
    inStock: inStockCount,
    anyCategory,
    anyBrand,
    anyStock,
  };
  return {
    matched,
    total,
    categories: categoryRowsFound.map(({ name, display_name }) => ({ name, display_name })),
    facets,
  };
}

interface PageOptions extends Filters {
  sort: SearchSort;
  rank: RankContext;
  limit: number;
  offset: number;
  /** Few enough hits to score them all with bm25 (see the top of this file). */
  bm25: boolean;
  /** Products staff pinned for the query, in order: first in a relevance order, hits or not. */
  pins: readonly number[];
  /** The hits that pass the filters (the summary's total). */
  hits: number;
  /** Every hit, before the filters. */
  matched: number;
}

/** A pinned product's score: above every ranked one, in the pins' order. */
const PIN_SCORE = 100_000;

function pageOf(
  match: string | null,
  queryKey: string,
  opts: PageOptions,
): readonly SearchResult[] {
  return cached(`page\u0000${match}\u0000${queryKey}\u0000${JSON.stringify(opts)}`, () =>
    Object.freeze(readPage(match, queryKey, opts)),
  );
}

type Ranked = { id: number; relevance_score: number }[];

/** What the ranking rule (./ranking.server.ts) needs besides the match: who the query names. */
interface RankContext {
  /** The query names a part or supply (and no machine): parts come first instead of printers. */
  partsAsked: boolean;
  /** The brands the query's words name. */
  brandIds: number[];
  /** Every word names a brand ('zebra', 'godex'): the brand's products rank as name matches. */
  brandOnly: boolean;
  /** The last two words' compact key, which a name holding them side by side contains ('' for one word). */
  phraseKey: string;
}

/** Every hit (restricted to @ids when `only`) with what the ranking rule weighs. */
function rankRowsSql(only: boolean, perRow = false, whole = true): string {
  if (!whole) {
    // Past RANK_MAX_TERMS: nothing more is asked of the index, the hits' ids (@ids) are enough.
    return `SELECT s.id AS id, s.name AS name, s.category AS category, s.featured AS featured,
        s.in_stock AS in_stock, (CASE WHEN ${EXACT} THEN 1 ELSE 0 END) AS exact, 1 AS tier,
        ${PHRASE} AS phrase, 0.0 AS bm25
      FROM json_each(@ids) j CROSS JOIN products_search s WHERE s.id = j.value AND ${FILTER}`;
  }
  return `SELECT s.id AS id, s.name AS name, s.category AS category, s.featured AS featured,
      s.in_stock AS in_stock, (CASE WHEN ${EXACT} THEN 1 ELSE 0 END) AS exact, ${PHRASE} AS phrase,
      ${tierSql(`${HIT_FILTER} AND ${ROWID_RANGE}`, perRow)} AS tier, ${BM25} AS bm25
    ${FROM} AND ${HIT_FILTER} AND ${ROWID_RANGE} AND ${FILTER}
      ${only ? "AND s.id IN (SELECT value FROM json_each(@ids))" : ""}`;
}

/** The name holds the query's last two words side by side ('wax ribbon', not 'wax-resin ribbon'). */
const PHRASE = `(CASE WHEN @phraseKey <> '' AND instr(s.name_key, @phraseKey) > 0 THEN 1 ELSE 0 END)`;

/**
 * The FTS rowids from the first to the last product that can be ranked: the index seeks to the first
 * and stops after the last instead of walking every hit of the expression (bm25 still weighs each
 * phrase by its documents in the whole index, so the scores are the same).
 */
const ROWID_RANGE = "products_fts.rowid BETWEEN @rowidFrom AND @rowidTo";

/** ROWID_RANGE's bounds for these product ids (every rowid when there are none to go by). */
function rowidRange(ids: readonly number[] | null): { rowidFrom: bigint; rowidTo: bigint } {
  if (ids === null || ids.length === 0) return { rowidFrom: -(2n ** 63n), rowidTo: 2n ** 63n - 1n };
  let first = ids[0];
  let last = ids[0];
  for (const id of ids) {
    if (id < first) first = id;
    if (id > last) last = id;
  }
  return { rowidFrom: BigInt(first) << 24n, rowidTo: (BigInt(last) << 24n) | 0xffffffn };
}

/**
 * Up to this many ranked rows, when a filter choice leaves few of the word's hits (an eighth or
 * less), each row's tiers are asked of the index by its id instead of collecting every hit of the
 * column-limited matches.
 */
const PER_ROW_TIERS = 48;

/** Few hits: every hit is ranked by the ranking rule (or sorted by a column), the best `limit` kept. */
function rankHits(match: string, queryKey: string, opts: PageOptions): Ranked {
  const filters = filterParams(opts);
  const params = {
    match,
    key: queryKey,
    ...filters,
    ...tierMatches(match),
    brandIds: JSON.stringify(opts.rank.brandIds),
    brandOnly: opts.rank.brandOnly ? 1 : 0,
    phraseKey: opts.rank.phraseKey,
  };
  // The hits that pass the filters, from the list read for the counts (while the ids fit the
  // rowid's bits).
  const hitIds = idsFitRowid() ? filteredHitIds(hitsOf(match), filters) : null;
  const wholeRule = hitIds === null || countFtsTerms(match) <= RANK_MAX_TERMS;
  const rank = (only: boolean, ids?: number[]) =>
    rankRows(
      // A column-sorted page's rows are few: their tiers are asked row by row.
      statement(rankRowsSql(only, only, wholeRule)).all(
        ids
          ? { ...params, ...rowidRange(ids), ids: JSON.stringify(ids) }
          : { ...params, ...rowidRange(hitIds) },
      ) as RankRow[],
      opts.rank.partsAsked,
    );
  if (hitIds && opts.sort !== "relevance") {
    // Sorted by a column: the hits' rows in that order, no second read of the index.
    const page = statement(
      `SELECT s.id FROM json_each(@ids) j CROSS JOIN products_search s WHERE s.id = j.value AND
       ${FILTER} ORDER BY ${ORDER[opts.sort]} LIMIT @limit OFFSET @offset`,
    )
      .pluck()
      .all({
        ...params,
        ids: JSON.stringify(hitIds),
        limit: opts.limit,
        offset: opts.offset,
      }) as number[];
    if (page.length === 0) return [];
    const scores = new Map(rank(true, page).map((r) => [r.id, r.relevance_score]));
    return page.map((id) => ({ id, relevance_score: scores.get(id) ?? 0 }));
  }
  if (opts.sort === "relevance") {
    const pinned = new Set(opts.pins);
    // The database scores and sorts the hits and hands over the rows up to the page's end only.
    const best = statement(
      `SELECT id, ${SCORE_SQL} AS relevance_score
       FROM (${rankRowsSql(false, opts.hits <= PER_ROW_TIERS && opts.matched > 8 * opts.hits, wholeRule)})
       WHERE id NOT IN (SELECT value FROM json_each(@pins))
       ORDER BY relevance_score DESC, name, id LIMIT @limit`,
    ).all({
      ...params,
      ...rowidRange(hitIds),
      ids: JSON.stringify(hitIds ?? []),
      partsAsked: opts.rank.partsAsked ? 1 : 0,
      pins: JSON.stringify(opts.pins),
      limit: Math.max(0, opts.offset + opts.limit - opts.pins.length),
    }) as Ranked;
    const ranked = [
      ...opts.pins.map((id, i) => ({ id, relevance_score: PIN_SCORE - i })),
      ...best.filter((r) => !pinned.has(r.id)),
    ];
    return ranked.slice(opts.offset, opts.offset + opts.limit);
  }
  const ids = statement(
    `SELECT s.id ${FROM} AND ${HIT_FILTER} AND ${FILTER}
     ORDER BY ${ORDER[opts.sort]} LIMIT @limit OFFSET @offset`,
  )
    .pluck()
    .all({ ...params, limit: opts.limit, offset: opts.offset }) as number[];
  if (ids.length === 0) return [];
  // Sorted by a column: the page's rows get the score they have in the relevance order.
  const scores = new Map(rank(true, ids).map((r) => [r.id, r.relevance_score]));
  return ids.map((id) => ({ id, relevance_score: scores.get(id) ?? 0 }));
}

const SORT_INDEX: Record<SearchSort, string> = {
  relevance: "products_search_rank_idx",
  name: "products_search_name_idx",
  category: "products_search_category_idx",
  price: "products_search_price_idx",
  "price-desc": "products_search_price_idx",
};

const ORDER_BY_INDEX: Record<SearchSort, string> = {
  relevance: "s.featured DESC, s.name, s.id",
  name: ORDER.name,
  category: ORDER.category,
  price: ORDER.price,
  "price-desc": ORDER["price-desc"],
};

/**
 * Many hits: products_search is read in the sort's index order, each row checked against the hits
 * (collected once), stopping after the page. For relevance the exact model or name matches come
 * first: they are looked up by key (an index), kept if they are hits, and the rest follow.
 */
function scanHits(match: string, queryKey: string, opts: PageOptions): Ranked {
  const params = { match, key: queryKey, ...filterParams(opts) };
  let exact: number[] = [];
  if (opts.sort === "relevance" && queryKey !== "") {
    // The keys EXACT accepts: the whole query, or a model that the query ends with (3+ characters).
    const suffixes = [queryKey];
    for (let i = 1; queryKey.length - i >= 3; i++) suffixes.push(queryKey.slice(i));
    const candidates = statement(
      `SELECT s.id FROM products_search s
       WHERE (s.name_key = @key OR s.model_key IN (SELECT value FROM json_each(@suffixes)))
         AND ${FILTER}
       ORDER BY s.featured DESC, s.name, s.id`,
    )
      .pluck()
      .all({ ...params, suffixes: JSON.stringify(suffixes) }) as number[];
    if (candidates.length > 0) {
      const hits = memberOf(hitsOf(match));
      exact = candidates.filter((id) => hits[id] === 1);
    }
  }
  if (opts.sort === "relevance" && opts.pins.length > 0) {
    const pinned = new Set(opts.pins);
    exact = [...opts.pins, ...exact.filter((id) => !pinned.has(id))];
  }
  const skip = Math.max(0, opts.offset - exact.length);
  const head = exact.slice(opts.offset, opts.offset + opts.limit);
  const need = opts.limit - head.length;
  // The rows walked in index order, each looked up in the set of the hits read once for the counts
  // (a JS array indexed by product id: no second read of the index, no temporary b-tree of hits).
  let rest: number[] = [];
  if (need > 0) {
    member = memberOf(hitsOf(match));
    try {
      rest = statement(
        `SELECT s.id FROM products_search s INDEXED BY ${SORT_INDEX[opts.sort]}
         WHERE ${FILTER} AND s.id NOT IN (SELECT value FROM json_each(@exact))
           AND ${IS_HIT_FUNCTION}(s.id)
         ORDER BY ${ORDER_BY_INDEX[opts.sort]} LIMIT @limit OFFSET @offset`,
      )
        .pluck()
        .all({ ...params, exact: JSON.stringify(exact), limit: need, offset: skip }) as number[];
    } finally {
      member = new Uint8Array(0);
    }
  }
  const ids = [...head, ...rest];
  if (ids.length === 0) return [];
  // Only the exact tier scores here (bm25 is left out above BM25_MAX_HITS, for every row alike).
  const scores = new Map(
    (
      statement(
        `SELECT s.id AS id, ${EXACT_SCORE} AS relevance_score FROM products_search s
         WHERE s.id IN (SELECT value FROM json_each(@ids))`,
      ).all({ key: queryKey, ids: JSON.stringify(ids) }) as Ranked
    ).map((r) => [r.id, r.relevance_score]),
  );
  const pinAt = new Map(opts.sort === "relevance" ? opts.pins.map((id, i) => [id, i]) : []);
  return ids.map((id) => ({
    id,
    relevance_score: pinAt.has(id) ? PIN_SCORE - pinAt.get(id)! : (scores.get(id) ?? 0),
  }));
}

function readPage(match: string | null, queryKey: string, opts: PageOptions): SearchResult[] {
  const ranked =
    match === null
      ? opts.pins
          .map((id, i) => ({ id, relevance_score: PIN_SCORE - i }))
          .slice(opts.offset, opts.offset + opts.limit)
      : opts.bm25
        ? rankHits(match, queryKey, opts)
        : scanHits(match, queryKey, opts);
  if (ranked.length === 0) return [];
  return rowsOf(ranked);
}

/** The products of `ranked`, in its order, with the fields a result carries. */
function rowsOf(ranked: Ranked): SearchResult[] {
  const rows = statement(
    `SELECT p.id, p.slug, p.name, p.model, p.category, c.display_name AS category_display_name,
       p.image, p.price, p.price_on_request, p.in_stock, p.featured
     FROM products p JOIN categories c ON c.name = p.category
     WHERE p.id IN (SELECT value FROM json_each(@ids))`,
  ).all({ ids: JSON.stringify(ranked.map((r) => r.id)) }) as RawResult[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap(({ id, relevance_score }) => {
    const r = byId.get(id);
    if (!r) return [];
    // Frozen: a cached page is shared by later searches.
    return [
      Object.freeze({
        ...r,
        in_stock: r.in_stock === 1,
        price_on_request: r.price_on_request === 1,
        featured: r.featured === 1,
        relevance_score: Math.round(relevance_score * 1000) / 1000,
      }),
    ];
  });
}

const TOP_CODE_POINT = String.fromCodePoint(0x10ffff);

/** Up to this many indexed terms stand in for one mistyped word (the most common ones). */
const MAX_TYPO_TERMS = 12;

/**
 * The index's terms in memory (./term-list.server.ts) for this moment's content version, or null
 * while it is being read (or inside a transaction): SQLite's term list is asked then.
 */
function termList(): TermList | null {
  if (db.sqlite.inTransaction) return null;
  contentVersion ??= contentVersionReader(db.sqlite);
  return termListFor(db.sqlite, contentVersion());
}

/**
 * Reads the index's terms for the current content version, so the first searches after a start are
 * answered from memory: at 100,000 products the read takes over a second of a core, and while it runs
 * each search asks SQLite's slower term list instead.
 */
export async function warmSearch(): Promise<void> {
  // A read already under way may be of an older version (a save landed while it ran): then the
  // current one is read in its turn. Bounded, since a list too large to keep is never read.
  for (let attempt = 0; attempt < 3 && !termList(); attempt++) await termListSettled();
}

function termExists(word: string, prefix: boolean): boolean {
  const list = termList();
  if (list) return termsFrom(list, word, prefix, 1).length > 0;
  const sql = prefix
    ? "SELECT 1 FROM products_fts_vocab WHERE term >= @w AND term <= @w || @top LIMIT 1"
    : "SELECT 1 FROM products_fts_vocab WHERE term = @w LIMIT 1";
  return statement(sql).get({ w: word, top: TOP_CODE_POINT }) !== undefined;
}

/** A word's one-edit variants looked up at most (see typoAlternatives). */
const MAX_TYPO_VARIANTS = 300;

/** How many leading characters two strings share. */
function commonStartLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The length of the longest start of `word` that some indexed term begins with (a binary search). */
function knownStartLength(word: string): number {
  let lo = 0;
  let hi = word.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (termExists(word.slice(0, mid), true)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Terms of one first letter scanned at most for a word that forgives two typos. */
const MAX_TWO_TYPO_SCAN = 50_000;

/**
 * The indexed terms (a-z only) with `word`'s first letter within two typos of it: a scan of that
 * letter's stretch of the term list, each term first checked by its length.
 */
function termsWithinTwo(
  list: TermList,
  word: string,
  prefix: boolean,
): { term: string; doc: number }[] {
  const out: { term: string; doc: number }[] = [];
  let scanned = 0;
  for (const t of termsFrom(list, word[0], true)) {
    if (++scanned > MAX_TWO_TYPO_SCAN) break;
    const term = t.term;
    if (term.length < word.length - 2 || (!prefix && term.length > word.length + 2)) continue;
    if (!/^[a-z]+$/.test(term)) continue;
    if (isWithinTypos(word, term, prefix, 2)) out.push(t);
  }
  return out;
}

/**
 * For each typo candidate (isTypoCandidate: 4 to 20 letters a-z) that the index does not know, up to
 * MAX_TYPO_WORDS of them, the indexed terms within its typos (typosAllowed: one from 4 letters, two
 * from 8) with the same first letter (a letter dropped, changed or added, or two neighbours
 * swapped); for the last word, terms that start with such a variant ('honywel' → 'honeywell'). One
 * typo: at most MAX_TYPO_VARIANTS variants are looked up in the term list one by one (a seek each,
 * and only real terms have their documents counted). Two typos: the first letter's stretch of the
 * term list in memory is scanned (while it is being read, only one typo is forgiven). Null when no
 * word can be corrected, so the caller does not search again for nothing.
 */
function typoAlternatives(words: QueryWord[]): Map<number, string[]> | null {
  const alternatives = new Map<number, string[]>();
  let tried = 0;
  words.forEach((word, i) => {
    if (tried === MAX_TYPO_WORDS || !isTypoCandidate(word)) return;
    // The index's terms are accent-folded: 'honéywell' is compared as 'honeywell'.
    const w = foldAccents(word.tokens[0]);
    if (termExists(w, word.prefix)) return;
    tried++;
    const list = termList();
    const max = list ? typosAllowed(w.length) : 1;
    let rows: { term: string; doc: number }[];
    if (max === 2) rows = termsWithinTwo(list!, w, word.prefix);
    else {
      // A variant that keeps more of the word's start than any indexed term begins with cannot
      // match: only the edits within the known start are looked up ('honywell': terms begin with
      // 'hon', not 'hony', so the edits after 'hon' are not). The edits nearest the end of the
      // known start come first (a typo is seldom far before the point where the word stops
      // matching the index), and MAX_TYPO_VARIANTS of them are looked up: for the last word each
      // is a range scan.
      const known = knownStartLength(w);
      const variants = oneEditVariants(w)
        .map((v) => ({ v, at: commonStartLength(v, w) }))
        .filter(({ at }) => at <= known)
        .sort((a, b) => b.at - a.at)
        .slice(0, MAX_TYPO_VARIANTS)
        .map(({ v }) => v);
      if (variants.length === 0) return;
      rows = list
        ? variants.flatMap((v) => termsFrom(list, v, word.prefix))
        : (statement(
            word.prefix
              ? `SELECT v.term AS term, v.doc AS doc FROM json_each(@variants) e
           CROSS JOIN products_fts_vocab v ON v.term >= e.value AND v.term <= e.value || @top`
              : `SELECT v.term AS term, v.doc AS doc FROM json_each(@variants) e
           CROSS JOIN products_fts_vocab v ON v.term = e.value`,
          ).all({ variants: JSON.stringify(variants), top: TOP_CODE_POINT }) as {
            term: string;
            doc: number;
          }[]);
    }
    // The nearest terms only (one typo before two), the commonest first.
    const best = new Map<string, { doc: number; distance: number }>();
    for (const r of rows) {
      if (!isWithinTypos(w, r.term, word.prefix, max)) continue;
      const distance = isWithinTypos(w, r.term, word.prefix, 1) ? 1 : 2;
      best.set(r.term, { doc: r.doc, distance });
    }
    const nearest = Math.min(...[...best.values()].map((b) => b.distance));
    const terms = [...best]
      .filter(([, b]) => b.distance === nearest)
      .sort((a, b) => b[1].doc - a[1].doc)
      .slice(0, MAX_TYPO_TERMS)
      .map(([term]) => term);
    if (terms.length > 0) alternatives.set(i, terms);
  });
  return alternatives.size > 0 ? alternatives : null;
}

/** A prefix with more complete terms than this stays a prefix (FTS5 merges their lists itself). */
const MAX_COMPLETIONS = 16;

/**
 * The indexed terms that start with each prefix of 4+ characters, where there are at most
 * MAX_COMPLETIONS of them ('printer' → printer, printers). Shorter prefixes have FTS5 prefix indexes.
 */
function completionsOf(prefixes: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const prefix of prefixes) {
    if ([...prefix].length < 4) continue;
    const list = termList();
    const terms = list
      ? termsFrom(list, prefix, true, MAX_COMPLETIONS + 1).map((t) => t.term)
      : (statement(
          `SELECT term FROM products_fts_vocab WHERE term >= @prefix AND term <= @prefix || @top
       LIMIT ${MAX_COMPLETIONS + 1}`,
        )
          .pluck()
          .all({ prefix, top: TOP_CODE_POINT }) as string[]);
    if (terms.length > 0 && terms.length <= MAX_COMPLETIONS) out.set(prefix, terms);
  }
  return out;
}

/** The printer a supplies question names ("ribbon for zd421"), and what fits it. */
interface FitQuery {
  printer: { id: number; slug: string; name: string; model: string | null };
  /** The kind of supply asked for, or null for every kind ("supplies for te244"). */
  kind: SupplyKind | null;
  /** The fitting supplies of that kind that visitors may see, best first. */
  supplyIds: readonly number[];
}

interface Resolved {
  /** The text as typed (trimmed, cut). */
  query: string;
  key: string;
  /** The words searched: the typed ones less the words about buying, the printer a supplies
   * question names, and the words a relaxed search left out. */
  words: ParsedQuery["words"];
  /** The expression that finds something, or null when nothing does (or nothing is searchable). */
  match: string | null;
  /** The typo corrections the match was written with (empty when found as typed). */
  alternatives: ReadonlyMap<number, string[]>;
  summary: Summary;
  typoCorrected: boolean;
  wordsLeftOut: boolean;
  /** The runs of words that synonyms expanded. */
  synonyms: readonly SynonymSpan[];
  /** Words typed that say how to buy, not what ('price', 'dealer', 'सस्ता'): not searched. */
  ignored: readonly string[];
  /** Words left out because no product has them with the others ("no match for achha"). */
  dropped: readonly string[];
  /** The supplies question's printer and what fits it, shown first. */
  fit: FitQuery | null;
}

/** Synonyms held at most (the admin's model refuses more). */
const MAX_SYNONYM_ROWS = 2_000;

interface Dictionary {
  synonyms: ReadonlyMap<string, string[]>;
  intent: ReadonlySet<string>;
}

/** The synonyms (as looked up by key) and the words about buying, once per content version. */
function dictionary(): Dictionary {
  return cached("synonyms", () => {
    const rows = statement(
      `SELECT term, expansion, two_way, intent FROM search_synonyms ORDER BY id
       LIMIT ${MAX_SYNONYM_ROWS}`,
    ).all() as SearchSynonym[];
    return { synonyms: synonymLookup(rows), intent: intentWords(rows) };
  });
}

/** A run of words about buying is at most this long ('kitne ka hai' is three). */
const MAX_INTENT_WORDS = 3;

/** The words as typed in the query's text, for what the page says ("no match for achha"). */
const wordText = (w: QueryWord) => w.tokens.join(" ");

/**
 * The query less its words about buying (longest runs first), and those words. A query made only
 * of them is searched as typed.
 */
function withoutIntent(
  words: readonly QueryWord[],
  intent: ReadonlySet<string>,
): { words: QueryWord[]; ignored: string[] } {
  const kept: QueryWord[] = [];
  const ignored: string[] = [];
  let i = 0;
  while (i < words.length) {
    let n = Math.min(MAX_INTENT_WORDS, words.length - i);
    for (; n >= 1; n--) {
      const key = foldAccents(
        words
          .slice(i, i + n)
          .flatMap((w) => w.tokens)
          .join(" "),
      );
      if (intent.has(key)) break;
    }
    if (n >= 1) {
      ignored.push(
        words
          .slice(i, i + n)
          .map(wordText)
          .join(" "),
      );
      i += n;
    } else kept.push(words[i++]);
  }
  if (kept.length === 0) return { words: [...words], ignored: [] };
  return { words: kept, ignored };
}

/** The words that ask for a kind of supply, and which kind (null: any kind). */
const SUPPLY_WORDS: ReadonlyMap<string, SupplyKind | null> = new Map<string, SupplyKind | null>([
  ...["ribbon", "ribbons", "ttr"].map((w) => [w, "ribbon"] as const),
  ...["label", "labels", "sticker", "stickers", "tag", "tags", "roll", "rolls"].map(
    (w) => [w, "label"] as const,
  ),
  ...["head", "heads", "printhead", "printheads"].map((w) => [w, "head"] as const),
  ...["mechanism", "mechanisms"].map((w) => [w, "mechanism"] as const),
  ...["accessory", "accessories", "roller", "platen", "cutter", "rewinder", "dispenser"].map(
    (w) => [w, "accessory"] as const,
  ),
  ...["supply", "supplies", "consumable", "consumables", "spare", "spares", "part", "parts"].map(
    (w) => [w, null] as const,
  ),
]);

/** The kind of supply a word asks for (through its synonyms too: 'रिबन' is 'ribbon'). */
function supplyKindOf(
  word: QueryWord,
  synonyms: ReadonlyMap<string, string[]>,
): SupplyKind | null | undefined {
  const key = foldAccents(wordText(word));
  for (const text of [key, ...(synonyms.get(key) ?? [])]) {
    const kind = SUPPLY_WORDS.get(text);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** Kinds in the order a printer's supplies are shown when the question names no kind. */
const KIND_ORDER: readonly SupplyKind[] = ["ribbon", "label", "head", "mechanism", "accessory"];

/**
 * A supplies question: a word asking for a kind of supply ('ribbon', 'labels', 'head', 'supplies')
 * and a printer named by its model ('zd421', 'zd 421', 'te-244'; a brand beside it is kept as a
 * word to search). The fitting supplies come from the fit data (product_fits), of the kind asked,
 * in stock and of the printer's own brand first. Null when the query is not one.
 */
function fitQueryOf(
  words: readonly QueryWord[],
  synonyms: ReadonlyMap<string, string[]>,
): { fit: FitQuery; printerWords: number[] } | null {
  const kinds = words.map((w) => supplyKindOf(w, synonyms));
  const asked = kinds.filter((k) => k !== undefined);
  if (asked.length === 0) return null;
  const kind = asked.find((k) => k !== null) ?? null;
  for (let i = 0; i < words.length; i++) {
    if (kinds[i] !== undefined) continue;
    // The model alone, or with the next word when it was typed apart ('zd 421', 'ttp 244 pro').
    for (const n of [2, 1]) {
      if (i + n > words.length || kinds.slice(i, i + n).some((k) => k !== undefined)) continue;
      const key = modelKey(
        words
          .slice(i, i + n)
          .map(wordText)
          .join(""),
      );
      if (!/\d/.test(key) || key.length < 3) continue;
      const printer = findPrinters(key, 3).find(
        (p) => p.model && keyNamesModel(key, modelKey(p.model)),
      );
      if (!printer) continue;
      const supplies = suppliesOf(printer.id)
        .filter((s) => s.kind !== "printer" && (kind === null || s.kind === kind))
        .sort(
          (a, b) =>
            Number(b.in_stock) - Number(a.in_stock) ||
            Number(b.brand === printer.brand) - Number(a.brand === printer.brand) ||
            KIND_ORDER.indexOf(a.kind as SupplyKind) - KIND_ORDER.indexOf(b.kind as SupplyKind) ||
            a.name.localeCompare(b.name),
        );
      const { id, slug, name, model } = printer;
      return {
        fit: {
          printer: { id, slug, name, model },
          kind,
          supplyIds: Object.freeze(supplies.map((s) => s.id)),
        },
        printerWords: Array.from({ length: n }, (_, j) => i + j),
      };
    }
  }
  return null;
}

/** Dictionary words a half-typed word in an Indian script stands for, at most. */
const MAX_TYPED_AHEAD = 4;

/**
 * The synonyms' runs, and for a last word half typed in an Indian script ('प्रिं' on the way to
 * 'प्रिंटर') the dictionary's words it begins, so the header box suggests printers while the buyer
 * is still typing: the products hold the English word, never the half of a Hindi one.
 */
function withTypedAhead(
  words: readonly QueryWord[],
  synonyms: ReadonlyMap<string, string[]>,
): SynonymSpan[] {
  const spans = synonymSpans(words, (key) => synonyms.get(key));
  const at = words.length - 1;
  const last = words[at];
  if (!last.prefix || spans.some((span) => span.end === at)) return spans;
  const key = foldAccents(wordText(last));
  if (/^[\p{Script=Latin}\p{N}\s]*$/u.test(key) || [...key].length < 2) return spans;
  const texts = new Set<string>();
  for (const [term, alternatives] of synonyms) {
    if (term.startsWith(key) && !term.includes(" ")) {
      for (const text of alternatives) texts.add(text);
      if (texts.size >= MAX_TYPED_AHEAD) break;
    }
  }
  if (texts.size === 0) return spans;
  const alternatives = [...texts]
    .slice(0, MAX_TYPED_AHEAD)
    .map((text) => parseQuery(text).words.map((w) => ({ ...w, prefix: false })));
  return [...spans, { start: at, end: at, alternatives }];
}

/** The product-word columns: a word found only outside them (descriptions) is a weak one. */
const NAMED_COLUMNS = "{name model codes brand category keywords}";

/** At most this many smaller sets of words are tried when the whole query finds nothing. */
const MAX_RELAX_TRIES = 12;

interface Relaxed {
  kept: number[];
  match: string;
  summary: Summary;
}

/**
 * When the words cannot all match: the fewest words that matter least are left out. Each word is
 * weighed alone: a word that finds nothing goes first (all of them at once), then the words found
 * only in descriptions, then the commonest; a word with digits (a model) is kept longest. The first
 * smaller set that finds something wins: one word less, then two, then the best single word, which
 * finds something by construction. Null when no word finds anything alone.
 */
function relax(
  words: readonly QueryWord[],
  alternatives: ReadonlyMap<number, string[]>,
  synonyms: ReadonlyMap<string, string[]>,
): Relaxed | null {
  const expressionOf = (kept: readonly number[]) => {
    const subset = kept.map((i) => words[i]);
    const alts = new Map<number, string[]>();
    kept.forEach((i, j) => {
      const a = alternatives.get(i);
      if (a) alts.set(j, a);
    });
    return buildMatchExpression(
      subset,
      alts,
      new Map(),
      synonymSpans(subset, (key) => synonyms.get(key)),
    );
  };
  const list = termList();
  const weights = words.map((w, i) => {
    const match = expressionOf([i]);
    // A plain word's documents from the term list in memory (a common word's hits are not read
    // just to weigh it); anything else, or a word the list does not hold, is counted by a search.
    const key = foldAccents(wordText(w));
    let found = 0;
    if (list && w.tokens.length === 1 && !alternatives.has(i) && !synonyms.has(key)) {
      for (const t of termsFrom(list, key, w.prefix, MAX_COMPLETIONS)) found += t.doc;
    }
    if (found === 0 && match) found = summaryOf(match, {}).matched;
    if (!match || found === 0) return { i, weight: -1 };
    const named =
      statement("SELECT 1 FROM products_fts WHERE products_fts MATCH @m LIMIT 1").get({
        m: `${NAMED_COLUMNS} : (${match})`,
      }) !== undefined;
    const model = /\d/.test(wordText(w)) ? 2 : 0;
    // Rarer words tell more: between 1 and 2 for a named word.
    return { i, weight: named ? 1 + model + 1 / (1 + Math.log1p(found)) : 0.5 / (1 + found) };
  });
  const known = weights.filter((w) => w.weight >= 0);
  // Words found only in descriptions ('plus', 'device') are not worth a page on their own.
  if (!known.some((w) => w.weight >= 1)) return null;
  // Least important first.
  const order = [...known].sort((a, b) => a.weight - b.weight).map((w) => w.i);
  const sets: number[][] = [];
  const all = known.map((w) => w.i);
  if (all.length < words.length) sets.push(all);
  for (const drop of order) sets.push(all.filter((i) => i !== drop));
  for (let a = 0; a < order.length; a++)
    for (let b = a + 1; b < order.length; b++)
      sets.push(all.filter((i) => i !== order[a] && i !== order[b]));
  let tries = 0;
  for (const kept of sets) {
    if (kept.length === 0 || ++tries > MAX_RELAX_TRIES) break;
    const match = expressionOf(kept);
    if (!match) continue;
    const summary = summaryOf(match, {});
    if (summary.matched > 0) return { kept, match, summary };
  }
  // The most telling word alone: it finds something, as weighed above.
  const best = order[order.length - 1];
  const match = expressionOf([best])!;
  return { kept: [best], match, summary: summaryOf(match, {}) };
}

/** The products pinned for the query that pass the filters, in the pins' order. */
function pinsOf(queryText: string, filters: Filters): readonly number[] {
  const query = searchKey(queryText);
  if (!query) return [];
  return cached(`pins\u0000${query}\u0000${JSON.stringify(filters)}`, () =>
    Object.freeze(
      statement(
        `SELECT s.id FROM search_pins sp JOIN products_search s ON s.id = sp.product_id
         WHERE sp.query = @query AND ${FILTER} ORDER BY sp.position, sp.id LIMIT 100`,
      )
        .pluck()
        .all({ query, ...filterParams(filters) }) as number[],
    ),
  );
}

/** A supplies question's fitting supplies shown first, at most. */
const MAX_FIT_PINS = 100;

/**
 * What comes first for a query: the products staff pinned for it, then, for a supplies question,
 * the supplies that fit its printer; those that pass the filters, in that order.
 */
function firstOf(resolved: Resolved, filters: Filters): readonly number[] {
  const pins = pinsOf(resolved.query, filters);
  const fit = resolved.fit;
  if (!fit || fit.supplyIds.length === 0) return pins;
  const ids = fit.supplyIds.slice(0, MAX_FIT_PINS);
  return cached(`fit pins\u0000${resolved.query}\u0000${JSON.stringify(filters)}`, () => {
    const passing = new Set(
      statement(
        `SELECT s.id FROM json_each(@ids) j CROSS JOIN products_search s
           WHERE s.id = j.value AND ${FILTER}`,
      )
        .pluck()
        .all({ ids: JSON.stringify(ids), ...filterParams(filters) }) as number[],
    );
    const pinned = new Set(pins);
    return Object.freeze([...pins, ...ids.filter((id) => passing.has(id) && !pinned.has(id))]);
  });
}

/** How many of the pins are not among the hits (they are added to the total). */
function pinsBeyondHits(match: string | null, pins: readonly number[]): number {
  if (pins.length === 0) return 0;
  if (match === null) return pins.length;
  const hits = memberOf(hitsOf(match));
  return pins.filter((id) => hits[id] !== 1).length;
}

const NO_FACETS: SearchFacets = Object.freeze({
  categories: [],
  brands: [],
  inStock: 0,
  anyCategory: 0,
  anyBrand: 0,
  anyStock: 0,
});
const NO_HITS: Summary = Object.freeze({
  matched: 0,
  total: 0,
  categories: [],
  facets: NO_FACETS,
});
const AS_TYPED: ReadonlyMap<number, string[]> = new Map();

/**
 * Parses the text and finds the expression that matches (as typed, else with typos forgiven, else
 * with the fewest words left out), with the counts for these filters. The expression does not depend
 * on the filters (whether anything matched is counted before them), so it is worked out once per
 * text: the page's results, its reasons and the other doors share it.
 */
function resolve(raw: string, filters: Filters): Resolved {
  const compiled = cached(`resolve\u0000${raw}`, () => Object.freeze(compile(raw)));
  if (compiled.match === null) return compiled;
  return { ...compiled, summary: summaryOf(compiled.match, filters) };
}

/** The words' text with its model key, as the ranking's exact tier reads it. */
const keyOf = (words: readonly QueryWord[]) => compactKey(words.map(wordText).join(" "));

function compile(raw: string): Resolved {
  const parsed = parseQuery(raw);
  const dict = dictionary();
  const { words: productWords, ignored } = withoutIntent(parsed.words, dict.intent);
  // A supplies question shows the fitting supplies first, then what its words find: all of them
  // ('g500 head': the G500's other parts), else (when they find nothing but the printer) the words
  // but the printer's ('ribbon').
  const fitted = productWords.length > 1 ? fitQueryOf(productWords, dict.synonyms) : null;
  let words = productWords;
  if (fitted) {
    const together = buildMatchExpression(
      productWords,
      new Map(),
      new Map(),
      synonymSpans(productWords, (key) => dict.synonyms.get(key)),
    );
    // Finding only the printer itself ('zd421' mentions ribbons) is no answer to the question.
    const found = together ? summaryOf(together, {}).matched : 0;
    const printerFound = found > 0 && memberOf(hitsOf(together!))[fitted.fit.printer.id] === 1;
    if (found - (printerFound ? 1 : 0) <= 0)
      words = productWords.filter((_, i) => !fitted.printerWords.includes(i));
  }
  const searched = words.map(wordText).join(" ");
  const synonyms = words.length
    ? cached(`synonyms\u0000${searched}`, () => withTypedAhead(words, dict.synonyms))
    : [];
  const none = {
    query: parsed.text,
    key: keyOf(words),
    words,
    match: null,
    alternatives: AS_TYPED,
    summary: NO_HITS,
    wordsLeftOut: parsed.wordsLeftOut,
    synonyms,
    ignored,
    dropped: [] as string[],
    fit: fitted?.fit ?? null,
    typoCorrected: false,
  };
  if (words.length === 0) return none;
  const completions = cached(`completions\u0000${searched}`, () =>
    completionsOf(prefixTokens(words)),
  );
  const match = buildMatchExpression(words, new Map(), completions, synonyms);
  if (!match) return none;
  const summary = summaryOf(match, {});
  if (summary.matched > 0) return { ...none, match, summary };
  const alternatives =
    cached(`typo\u0000${searched}`, () => typoAlternatives(words)) ?? new Map<number, string[]>();
  if (alternatives.size > 0) {
    const corrected = buildMatchExpression(words, alternatives, completions, synonyms)!;
    const fixed = summaryOf(corrected, {});
    if (fixed.matched > 0)
      return { ...none, match: corrected, alternatives, summary: fixed, typoCorrected: true };
  }
  const relaxed = words.length > 1 ? relax(words, alternatives, dict.synonyms) : null;
  if (!relaxed) return none;
  const kept = relaxed.kept.map((i) => words[i]);
  const keptAlternatives = new Map<number, string[]>();
  relaxed.kept.forEach((i, j) => {
    const a = alternatives.get(i);
    if (a) keptAlternatives.set(j, a);
  });
  return {
    ...none,
    key: keyOf(kept),
    words: kept,
    match: relaxed.match,
    alternatives: keptAlternatives,
    summary: relaxed.summary,
    typoCorrected: keptAlternatives.size > 0,
    synonyms: withTypedAhead(kept, dict.synonyms),
    dropped: words.filter((_, i) => !relaxed.kept.includes(i)).map(wordText),
  };
}

/** Who the query names, for the ranking rule (./ranking.server.ts). */
function rankContextOf(
  words: ParsedQuery["words"],
  synonyms: readonly SynonymSpan[] = [],
  alternatives: ReadonlyMap<number, string[]> = AS_TYPED,
): RankContext {
  const brands = brandList();
  // 'TTR' asks for ribbons as 'thermal transfer ribbon' does, and 'ribon' as 'ribbon'.
  const asked = [
    ...words,
    ...synonyms.flatMap((span) => span.alternatives.flat()),
    ...[...alternatives.values()]
      .flat()
      .map((term) => ({ tokens: [term], parts: [term], prefix: false })),
  ];
  const last = words
    .slice(-2)
    .map((w, i) => alternatives.get(words.length - 2 + i)?.[0] ?? w.tokens.join(""));
  const named = words.map((w) => {
    const key = compactKey(w.tokens.join(""));
    return brands.find((b) => compactKey(b.name) === key || compactKey(b.display_name) === key);
  });
  return {
    partsAsked: namesPart(asked),
    brandIds: [...new Set(named.flatMap((b) => (b ? [b.id] : [])))],
    brandOnly: words.length > 0 && named.every(Boolean),
    phraseKey: words.length >= 2 ? compactKey(foldAccents(last.join(""))) : "",
  };
}

/** Model codes are short: longer words with digits are not looked at for a suggestion. */
const SUGGEST_MAX_LENGTH = 12;
const DIGITS_AND_LETTERS = "0123456789abcdefghijklmnopqrstuvwxyz";
/** Unknown codes of one query looked at for a suggestion, at most. */
const SUGGEST_MAX_WORDS = 2;
/** Candidates of each kind tried against the whole query. */
const SUGGEST_CANDIDATES = 4;

/**
 * A typo is forgiven in words, never in a model's digits ('ZT410' must not quietly become 'ZT411'):
 * for the first word with digits (3 to SUGGEST_MAX_LENGTH letters and digits) that no model and no
 * indexed term is, the real model one edit away (its first character kept), to offer as a link.
 * At most about 900 exact lookups in the model-key index and the term list.
 */
function modelSuggestionOf(parsed: {
  text: string;
  words: ParsedQuery["words"];
}): ModelSuggestion | null {
  return cached(`suggest\u0000${parsed.text}`, () => {
    let tried = 0;
    for (const word of parsed.words) {
      const key = foldAccents(word.tokens.join(""));
      if (!/\d/.test(key) || key.length < 3 || key.length > SUGGEST_MAX_LENGTH) continue;
      if (!/^[a-z0-9]+$/.test(key)) continue;
      // Each unknown code costs about 900 lookups: a query of many codes has the first few looked at.
      if (tried === SUGGEST_MAX_WORDS) break;
      const known =
        statement("SELECT 1 FROM products_search WHERE model_key = @key LIMIT 1").get({ key }) !==
          undefined || termExists(key, word.prefix);
      if (known) continue;
      tried++;
      const variants = JSON.stringify(oneEditVariants(key, DIGITS_AND_LETTERS));
      const models = statement(
        `SELECT p.model FROM json_each(@variants) e
         JOIN products_search s ON s.model_key = e.value JOIN products p ON p.id = s.id
         ORDER BY s.featured DESC, s.in_stock DESC, s.name LIMIT ${SUGGEST_CANDIDATES}`,
      )
        .pluck()
        .all({ variants }) as string[];
      // Codes in products' names too ('ZD421' of 'Zebra ZD421 Desktop...' whose model is ZD421t).
      const list = termList();
      const terms = list
        ? oneEditVariants(key, DIGITS_AND_LETTERS)
            .flatMap((v) => termsFrom(list, v, false))
            .filter((t) => /[0-9]/.test(t.term))
            .sort((a, b) => b.doc - a.doc)
            .slice(0, SUGGEST_CANDIDATES)
            .map((t) => t.term)
        : (statement(
            `SELECT v.term FROM json_each(@variants) e
         JOIN products_fts_vocab v ON v.term = e.value AND v.term GLOB '*[0-9]*'
         ORDER BY v.doc DESC LIMIT ${SUGGEST_CANDIDATES}`,
          )
            .pluck()
            .all({ variants }) as string[]);
      const typed = parsed.text.split(" ").find((chunk) => compactKey(foldAccents(chunk)) === key);
      const replace = (code: string) =>
        typed ? parsed.text.replace(typed, code) : `${parsed.text} ${code}`.trim();
      // The first candidate with which the whole query finds something ('zebra zd420' → ZD421,
      // not the GoDex ZX420 that is also one edit away).
      const found = [...models, ...terms.map(termAsWritten)].find((code) => {
        const alt = parseQuery(replace(code));
        const expression = buildMatchExpression(alt.words);
        return expression !== null && hitGroupsOf(expression).length > 0;
      });
      if (!found) continue;
      const query = replace(found);
      return Object.freeze({ typed: typed ?? key.toUpperCase(), model: found, query });
    }
    return null;
  });
}

/** An indexed term ('zd421') as a product's name or model writes it ('ZD421'). */
function termAsWritten(term: string): string {
  const name = statement(
    `SELECT s.name || ' ' || coalesce(p.model, '') FROM products_fts
     JOIN products_search s ON s.id = products_fts.rowid >> 24 JOIN products p ON p.id = s.id
     WHERE products_fts MATCH @m LIMIT 1`,
  )
    .pluck()
    .get({ m: `{name model codes} : "${term}"` }) as string | undefined;
  const written = (name ?? "").match(/[\p{L}\p{N}]+/gu) ?? [];
  return written.find((t) => foldAccents(t.toLowerCase()) === term) ?? term.toUpperCase();
}

/**
 * The /search page: one page of results with the total, the page clamped to the last one that exists
 * (a filter change keeps ?page=), the categories found, the facets' counts and, for a model
 * code the index does not know, the real model to suggest.
 */
export function searchProducts(raw: string, options: SearchOptions = {}): SearchPage {
  const perPage = Math.min(Math.max(1, options.perPage ?? 12), 100);
  const filters = { category: options.category, brand: options.brand, inStock: options.inStock };
  const resolved = resolve(raw, filters);
  const { query, key: queryKey, match, summary, typoCorrected, wordsLeftOut } = resolved;
  const { categories } = summary;
  const sort = options.sort ?? "relevance";
  const pins = sort === "relevance" ? firstOf(resolved, filters) : [];
  const live = match && summary.total > 0 ? match : null;
  const total = summary.total + pinsBeyondHits(live, pins);
  const page = clampPage(options.page ?? 1, total, perPage);
  const items =
    total > 0
      ? [
          ...pageOf(live, queryKey, {
            ...filters,
            sort,
            rank: rankContextOf(resolved.words, resolved.synonyms, resolved.alternatives),
            limit: perPage,
            offset: (page - 1) * perPage,
            bm25: summary.total <= (options.bm25MaxHits ?? BM25_MAX_HITS),
            pins,
            hits: summary.total,
            matched: summary.matched,
          }),
        ]
      : [];
  return {
    query,
    items,
    total,
    page,
    perPage,
    pageCount: pageCountOf(total, perPage),
    categories: [...categories],
    typoCorrected,
    wordsLeftOut,
    facets: summary.facets,
    suggestion: modelSuggestionOf(parseQuery(query)),
    searched: resolved.words.map((w) => w.tokens.join(" ")).join(" "),
    dropped: [...resolved.dropped],
    ignored: [...resolved.ignored],
    fitPrinter: resolved.fit ? { ...resolved.fit.printer } : null,
  };
}

/** The best `limit` matches with the total found (pins included), by relevance. */
function bestMatches(
  raw: string,
  limit: number,
): { items: readonly SearchResult[]; total: number; fit: FitQuery | null } {
  const resolved = resolve(raw, {});
  const { key: queryKey, words, synonyms, match, summary } = resolved;
  const pins = firstOf(resolved, {});
  const live = match && summary.total > 0 ? match : null;
  const total = summary.total + pinsBeyondHits(live, pins);
  if (total === 0) return { items: [], total, fit: resolved.fit };
  const items = pageOf(live, queryKey, {
    sort: "relevance",
    rank: rankContextOf(words, synonyms, resolved.alternatives),
    limit,
    offset: 0,
    bm25: summary.total <= BM25_MAX_HITS,
    pins,
    hits: summary.total,
    matched: summary.matched,
  });
  return { items, total, fit: resolved.fit };
}

/** GET /api/products/search/{query}: the best matches, by relevance (at most `limit`). */
export function searchProductList(raw: string, limit = 100): SearchResult[] {
  return [...bestMatches(raw, limit).items];
}

/** One product the header box suggests. */
type SuggestedProduct = Pick<
  SearchResult,
  "id" | "slug" | "name" | "model" | "image" | "category" | "category_display_name"
>;

export interface Suggestions {
  /** The first `limit` unique product names, best match first. */
  names: string[];
  /** The products behind those names (the first of each name), best match first. */
  products: SuggestedProduct[];
  /** How many products the search finds in all (the "See all N results" link). */
  total: number;
  /** A supplies question's printer ("ribbon for zd421"): the box links to its supplies. */
  fitPrinter: FitQuery["printer"] | null;
}

/** The header box: the best matches' unique names and products, and the total found. */
export function searchSuggestionList(raw: string, limit = 5): Suggestions {
  const names: string[] = [];
  const products: SuggestedProduct[] = [];
  // A few extra rows so that products sharing a name still leave `limit` distinct names.
  const { items, total, fit } = bestMatches(raw, limit * 4);
  for (const r of items) {
    if (names.includes(r.name)) continue;
    names.push(r.name);
    const { id, slug, name, model, image, category, category_display_name } = r;
    products.push({ id, slug, name, model, image, category, category_display_name });
    if (names.length === limit) break;
  }
  return { names, products, total, fitPrinter: fit ? { ...fit.printer } : null };
}

/** The header box: the first `limit` unique product names, best match first (5 by default). */
export function searchSuggestions(raw: string, limit = 5): string[] {
  return searchSuggestionList(raw, limit).names;
}

/** The model suggestion alone (the header's suggestions and the API list carry it). */
export function suggestModel(raw: string): ModelSuggestion | null {
  const parsed = parseQuery(raw);
  return parsed.words.length > 0 ? modelSuggestionOf(parsed) : null;
}

/**
 * Why each of `ids` matched `raw` (./match-reasons.server.ts), in the order given: the words with
 * the typo corrections the search used, against the rows' name, model, brand, category,
 * specifications and descriptions.
 */
export function searchReasons(raw: string, ids: readonly number[]): string[][] {
  if (ids.length === 0) return [];
  const resolved = resolve(raw, {});
  const { query, words, alternatives, synonyms, fit } = resolved;
  const pinned = new Set(pinsOf(query, {}));
  const fits = new Set(fit?.supplyIds ?? []);
  const rows = statement(
    `SELECT p.id, p.name, p.model, b.display_name AS brand, c.display_name AS category_display_name,
       p.specifications, p.short_description, p.description, p.features
     FROM products p JOIN categories c ON c.name = p.category LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id IN (SELECT value FROM json_each(@ids))`,
  ).all({ ids: JSON.stringify(ids) }) as (Parameters<typeof matchReasons>[2] & { id: number })[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const reasons = matchReasons(words, alternatives, row);
    const telling = reasons.length !== 1 || reasons[0] !== "Description";
    if (pinned.has(id)) return [PINNED_REASON, ...(telling ? reasons : [])].slice(0, MAX_REASONS);
    if (fit && fits.has(id))
      return [`Fits ${fit.printer.name}`, ...(telling ? reasons : [])].slice(0, MAX_REASONS);
    return telling ? reasons : (synonymReasons(words, synonyms, row) ?? reasons);
  });
}

/** What a pinned result says on its card. */
export const PINNED_REASON = "Recommended for this search";

/**
 * A result that matched through a synonym says so ('Synonym: ttr = thermal transfer ribbon', then
 * where the alternative matched), or null when no alternative matched more than a description.
 */
function synonymReasons(
  words: ParsedQuery["words"],
  synonyms: readonly SynonymSpan[],
  row: Parameters<typeof matchReasons>[2],
): string[] | null {
  for (const span of synonyms) {
    for (const alt of span.alternatives) {
      const swapped = [...words.slice(0, span.start), ...alt, ...words.slice(span.end + 1)];
      const reasons = matchReasons(swapped, AS_TYPED, row);
      if (reasons[0] === "Description") continue;
      const typed = words
        .slice(span.start, span.end + 1)
        .flatMap((w) => w.tokens)
        .join(" ");
      const meant = alt.flatMap((w) => w.tokens).join(" ");
      return [`Synonym: ${typed} = ${meant}`, ...reasons].slice(0, MAX_REASONS);
    }
  }
  return null;
}

/**
 * Refills the whole index from the products a visitor may see (the migration does the same once). The triggers keep it
 * in step, so this is for maintenance and the benchmark; it also merges the index into one segment.
 */
export function rebuildSearchIndex(): number {
  return db.sqlite
    .transaction(() => {
      db.sqlite.prepare("DELETE FROM products_fts").run();
      const { changes } = db.sqlite
        .prepare(
          `INSERT INTO products_fts (rowid, name, model, codes, brand, category, keywords,
             short_description, description, specifications, features)
           SELECT fts_rowid, name, model, codes, brand, category_display_name, keywords,
             short_description, description, specifications, features
           FROM products_search_source WHERE status = @publicStatus`,
        )
        .run({ publicStatus: productEntity.publicStatus });
      db.sqlite.prepare("DELETE FROM products_search").run();
      db.sqlite
        .prepare(
          `INSERT INTO products_search (id, category, category_display_name, in_stock, featured, price,
             name, model_key, name_key)
           SELECT id, category, category_display_name, in_stock, featured, price, name, model_key, name_key
           FROM products_search_source WHERE status = @publicStatus`,
        )
        .run({ publicStatus: productEntity.publicStatus });
      db.sqlite.prepare("INSERT INTO products_fts (products_fts) VALUES ('optimize')").run();
      return changes;
    })
    .immediate();
}
