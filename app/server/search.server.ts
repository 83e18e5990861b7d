// Product search: SQLite FTS5 inside the site's database.
//
// The index (`products_fts`, migration drizzle/0001_search_fts.sql) holds the ACTIVE products' name,
// model, `codes` (name and model split at letter/digit boundaries), category display name, short
// description, description, specifications and features. Triggers on products and categories keep it
// in step inside every writing transaction, so nothing here is called on writes.
//
// A search: the visitor's text becomes a quoted FTS5 expression (app/lib/search-query.ts) bound as a
// parameter; if it finds nothing, words of 5+ letters that are not in the index are swapped for indexed
// terms within one typo (same first letter) and the search runs once more. Ranking (SPEC 9 relevance):
// an exact model or name match first, then bm25 with name and model weighted above the descriptions,
// then featured, then name.
import type { Statement } from "better-sqlite3";
import {
  buildMatchExpression,
  isTypoCandidate,
  isWithinOneTypo,
  parseQuery,
  type QueryWord,
  type SearchSort,
} from "~/lib/search-query";
import { clampPage, pageCountOf } from "~/lib/pagination";
import { db } from "./db.server";

/** SPEC 3 "Product search result" (plus the category's display name, for the cards and filters). */
export interface SearchResult {
  id: number;
  slug: string;
  name: string;
  model: string | null;
  category: string;
  category_display_name: string;
  image: string | null;
  price: number | null;
  in_stock: boolean;
  featured: boolean;
  relevance_score: number;
}

export interface SearchCategory {
  name: string;
  display_name: string;
  count: number;
}

export interface SearchOptions {
  /** A category name (products.category): only its products. */
  category?: string;
  inStock?: boolean;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
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
}

/** bm25 column weights, in the index's column order: name and model count most, descriptions least. */
const BM25 =
  "bm25(products_fts, 10.0, 8.0, 5.0, 3.0, 2.0, 1.0, 1.0, 1.0)"; /* name, model, codes, category,
  short_description, description, specifications, features */

/**
 * Exact model or name match (the same compact key on both sides; 'Godex G-500' also counts, as the query
 * ends with the model): a tier above any bm25 score.
 */
const EXACT = `@key <> '' AND (s.model_key = @key OR s.name_key = @key
  OR (length(s.model_key) >= 3 AND substr(@key, -length(s.model_key)) = s.model_key))`;
const RELEVANCE = `(CASE WHEN ${EXACT} THEN 1000.0 ELSE 0.0 END) - ${BM25}`;

// products_search (see the migration) is the narrow, trigger-maintained row per active product: the
// hits are counted, filtered and sorted there, and only the page's rows are read from products.
const FROM = `FROM products_fts
  JOIN products_search s ON s.id = products_fts.rowid
  WHERE products_fts MATCH @match`;

const ORDER: Record<SearchSort, string> = {
  relevance: "relevance_score DESC, s.featured DESC, s.name, s.id",
  name: "s.name, s.id",
  category: "s.category_display_name, s.name, s.id",
  // SPEC 9: price ascending, a missing price counting as 0 (products_search.price is coalesced).
  price: "s.price, s.name, s.id",
};

const statements = new Map<string, Statement>();

/** Prepared once per shape (sort and filters); the query text itself is always a bound parameter. */
function statement(sql: string): Statement {
  let s = statements.get(sql);
  if (!s) {
    s = db.sqlite.prepare(sql);
    statements.set(sql, s);
  }
  return s;
}

// A small per-process cache of recent searches (the popular tags, paging through one query, the
// suggestions while someone types). It is emptied whenever the database may have changed: the
// connection's own writes move total_changes() (trigger writes included) and other connections' and
// processes' commits move PRAGMA data_version. Inside a transaction nothing is cached, as uncommitted
// rows could still be rolled back.
const CACHE_ENTRIES = 500;
const cache = new Map<string, unknown>();
let cacheVersion = "";

function databaseVersion(): string | null {
  if (db.sqlite.inTransaction) return null;
  const dataVersion = statement("PRAGMA data_version").pluck().get() as number;
  const changes = statement("SELECT total_changes()").pluck().get() as number;
  return `${dataVersion}:${changes}`;
}

function cached<T>(key: string, compute: () => T): T {
  const version = databaseVersion();
  if (version === null) return compute();
  if (version !== cacheVersion) {
    cache.clear();
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
}

interface RawResult extends Omit<SearchResult, "in_stock" | "featured" | "relevance_score"> {
  in_stock: number;
  featured: number;
}

function facetsOf(match: string) {
  return statement(
    `SELECT s.category AS name, s.category_display_name AS display_name, s.in_stock AS in_stock,
       count(*) AS n
     ${FROM} GROUP BY s.category, s.in_stock`,
  ).all({ match }) as { name: string; display_name: string; in_stock: number; n: number }[];
}

type PageOptions = {
  category?: string;
  inStock?: boolean;
  sort: SearchSort;
  limit: number;
  offset: number;
};

function pageOf(match: string, queryKey: string, opts: PageOptions): readonly SearchResult[] {
  return cached(`page\u0000${match}\u0000${queryKey}\u0000${JSON.stringify(opts)}`, () =>
    Object.freeze(readPage(match, queryKey, opts)),
  );
}

function readPage(match: string, queryKey: string, opts: PageOptions): SearchResult[] {
  const filters = `${opts.category ? "AND s.category = @category" : ""}
     ${opts.inStock ? "AND s.in_stock = 1" : ""}`;
  const params = {
    match,
    key: queryKey,
    limit: opts.limit,
    offset: opts.offset,
    ...(opts.category ? { category: opts.category } : {}),
  };
  let ranked: { id: number; relevance_score: number }[];
  if (opts.sort === "relevance") {
    ranked = statement(
      `SELECT s.id AS id, ${RELEVANCE} AS relevance_score ${FROM} ${filters}
       ORDER BY ${ORDER.relevance} LIMIT @limit OFFSET @offset`,
    ).all(params) as typeof ranked;
  } else {
    // Sorted by a column: bm25 is only worked out for the page's rows, not for every hit. The `+`
    // keeps the id list a filter: FTS5 walks the hits once (within the ids' range) rather than
    // running the whole MATCH again for each id.
    const ids = statement(
      `SELECT s.id ${FROM} ${filters} ORDER BY ${ORDER[opts.sort]} LIMIT @limit OFFSET @offset`,
    )
      .pluck()
      .all(params) as number[];
    if (ids.length === 0) return [];
    const scores = new Map(
      (
        statement(
          `SELECT s.id AS id, ${RELEVANCE} AS relevance_score ${FROM}
           AND products_fts.rowid BETWEEN @lo AND @hi
           AND +products_fts.rowid IN (SELECT value FROM json_each(@ids))`,
        ).all({
          match,
          key: queryKey,
          lo: Math.min(...ids),
          hi: Math.max(...ids),
          ids: JSON.stringify(ids),
        }) as typeof ranked
      ).map((r) => [r.id, r.relevance_score]),
    );
    ranked = ids.map((id) => ({ id, relevance_score: scores.get(id) ?? 0 }));
  }
  if (ranked.length === 0) return [];
  const rows = statement(
    `SELECT p.id, p.slug, p.name, p.model, p.category, c.display_name AS category_display_name,
       p.image, p.price, p.in_stock, p.featured
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
        featured: r.featured === 1,
        relevance_score: Math.round(relevance_score * 1000) / 1000,
      }),
    ];
  });
}

const TOP_CODE_POINT = String.fromCodePoint(0x10ffff);

/** Up to this many indexed terms stand in for one mistyped word (the most common ones). */
const MAX_TYPO_TERMS = 12;

function termExists(word: string, prefix: boolean): boolean {
  const sql = prefix
    ? "SELECT 1 FROM products_fts_vocab WHERE term >= @w AND term <= @w || @top LIMIT 1"
    : "SELECT 1 FROM products_fts_vocab WHERE term = @w LIMIT 1";
  return statement(sql).get({ w: word, top: TOP_CODE_POINT }) !== undefined;
}

/**
 * For each word of 5+ letters that the index does not know, the indexed terms with the same first
 * letter that are one edit away (insert, delete, change, or swap two neighbours). Null when no word
 * can be corrected, so the caller does not search again for nothing.
 */
function typoAlternatives(words: QueryWord[]): Map<number, string[]> | null {
  const alternatives = new Map<number, string[]>();
  words.forEach((word, i) => {
    if (!isTypoCandidate(word)) return;
    const w = word.tokens[0];
    if (termExists(w, word.prefix)) return;
    const first = String.fromCodePoint(w.codePointAt(0)!);
    const rows = statement(
      `SELECT term, doc FROM products_fts_vocab
       WHERE term >= @first AND term <= @first || @top AND length(term) >= @min
       ${word.prefix ? "" : "AND length(term) <= @max"}`,
    ).all({ first, top: TOP_CODE_POINT, min: w.length - 1, max: w.length + 1 }) as {
      term: string;
      doc: number;
    }[];
    const terms = rows
      .filter((r) => isWithinOneTypo(w, r.term, word.prefix))
      .sort((a, b) => b.doc - a.doc)
      .slice(0, MAX_TYPO_TERMS)
      .map((r) => r.term);
    if (terms.length > 0) alternatives.set(i, terms);
  });
  return alternatives.size > 0 ? alternatives : null;
}

interface Resolved {
  query: string;
  key: string;
  match: string | null;
  facets: ReturnType<typeof facetsOf>;
  typoCorrected: boolean;
}

/** Parses the text and finds the expression that matches (as typed, else with typos forgiven). */
function resolve(raw: string): Resolved {
  const parsed = parseQuery(raw);
  if (parsed.words.length === 0) return compute(parsed);
  return cached(`resolve\u0000${parsed.text}`, () => Object.freeze(compute(parsed)));
}

function compute(parsed: ReturnType<typeof parseQuery>): Resolved {
  const match = buildMatchExpression(parsed.words);
  const none = { query: parsed.text, key: parsed.key, facets: [], typoCorrected: false };
  if (!match) return { ...none, match: null };
  const facets = facetsOf(match);
  if (facets.length > 0) return { ...none, match, facets };
  const alternatives = typoAlternatives(parsed.words);
  if (!alternatives) return { ...none, match };
  const corrected = buildMatchExpression(parsed.words, alternatives)!;
  return { ...none, match: corrected, facets: facetsOf(corrected), typoCorrected: true };
}

/**
 * The /search page: one page of results with the total, the page clamped to the last one that exists
 * (a filter change keeps ?page=, SPEC 4), and the categories found for the filter.
 */
export function searchProducts(raw: string, options: SearchOptions = {}): SearchPage {
  const perPage = Math.min(Math.max(1, options.perPage ?? 12), 100);
  const { query, key: queryKey, match, facets, typoCorrected } = resolve(raw);
  const byCategory = new Map<string, SearchCategory>();
  let total = 0;
  for (const f of facets) {
    const entry = byCategory.get(f.name) ?? {
      name: f.name,
      display_name: f.display_name,
      count: 0,
    };
    entry.count += f.n;
    byCategory.set(f.name, entry);
    if ((!options.category || f.name === options.category) && (!options.inStock || f.in_stock))
      total += f.n;
  }
  const page = clampPage(options.page ?? 1, total, perPage);
  const items =
    match && total > 0
      ? [
          ...pageOf(match, queryKey, {
            category: options.category,
            inStock: options.inStock,
            sort: options.sort ?? "relevance",
            limit: perPage,
            offset: (page - 1) * perPage,
          }),
        ]
      : [];
  const categories = [...byCategory.values()].sort((a, b) =>
    a.display_name.localeCompare(b.display_name),
  );
  return {
    query,
    items,
    total,
    page,
    perPage,
    pageCount: pageCountOf(total, perPage),
    categories,
    typoCorrected,
  };
}

/** GET /api/products/search/{query}: the best matches, by relevance (at most `limit`). */
export function searchProductList(raw: string, limit = 100): SearchResult[] {
  const { key: queryKey, match, facets } = resolve(raw);
  if (!match || facets.length === 0) return [];
  return [...pageOf(match, queryKey, { sort: "relevance", limit, offset: 0 })];
}

/** The header box: the first `limit` unique product names, best match first (SPEC 9: 5). */
export function searchSuggestions(raw: string, limit = 5): string[] {
  const { key: queryKey, match, facets } = resolve(raw);
  if (!match || facets.length === 0) return [];
  const names = new Set<string>();
  // A few extra rows so that products sharing a name still leave `limit` distinct names.
  for (const r of pageOf(match, queryKey, { sort: "relevance", limit: limit * 4, offset: 0 })) {
    names.add(r.name);
    if (names.size === limit) break;
  }
  return [...names];
}

/**
 * Refills the whole index from the products (the migration does the same once). The triggers keep it
 * in step, so this is for maintenance and the benchmark; it also merges the index into one segment.
 */
export function rebuildSearchIndex(): number {
  return db.sqlite
    .transaction(() => {
      db.sqlite.prepare("DELETE FROM products_fts").run();
      const { changes } = db.sqlite
        .prepare(
          `INSERT INTO products_fts (rowid, name, model, codes, category, short_description, description, specifications, features)
           SELECT id, name, model, codes, category_display_name, short_description, description,
             specifications, features
           FROM products_search_source WHERE status = 'active'`,
        )
        .run();
      db.sqlite.prepare("DELETE FROM products_search").run();
      db.sqlite
        .prepare(
          `INSERT INTO products_search (id, category, category_display_name, in_stock, featured, price,
             name, model_key, name_key)
           SELECT id, category, category_display_name, in_stock, featured, price, name, model_key, name_key
           FROM products_search_source WHERE status = 'active'`,
        )
        .run();
      db.sqlite.prepare("INSERT INTO products_fts (products_fts) VALUES ('optimize')").run();
      return changes;
    })
    .immediate();
}
