// The product search query language, as plain functions (no database): the server turns a visitor's
// text into an SQLite FTS5 MATCH expression with these, and the tests pin every rule down.
//
// Safety: every token put into the expression is a run of letters and digits inside double quotes,
// so FTS5 syntax typed by a visitor (AND, OR, NOT, NEAR, *, ", ^, :, parentheses, column filters)
// is either stripped or read as a plain word. The expression is then bound as a parameter.

/** Longer input is cut: no product name or model needs more, and it bounds the work per search. */
export const MAX_QUERY_CHARS = 200;
/** At most this many words take part in a search. */
export const MAX_QUERY_WORDS = 8;
/** Words of this many letters or more forgive one typo (when the exact search finds nothing). */
export const TYPO_MIN_LENGTH = 5;

export interface QueryWord {
  /** The word's tokens as FTS5's unicode61 tokenizer sees them ('g-500' → ['g', '500']). */
  tokens: string[];
  /** The same text split at every letter/digit boundary too ('zd220t' → ['zd', '220', 't']). */
  parts: string[];
  /** The last word of the query matches as a prefix ('zeb' finds Zebra). */
  prefix: boolean;
}

export interface ParsedQuery {
  /** The query as searched: trimmed, single-spaced, cut to MAX_QUERY_CHARS. */
  text: string;
  words: QueryWord[];
  /** Compact form for the 'exact model or name' ranking tier (see compactKey). */
  key: string;
}

/** Trims, collapses whitespace and cuts the visitor's text; what the page shows and links carry. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? "").normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_CHARS).trim();
}

/** Letter/number runs: everything else (punctuation, FTS5 operators' symbols, emoji) separates. */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Splits a token where letters meet digits: 'g500' → ['g', '500'], '1250g' → ['1250', 'g']. */
export function splitCodeParts(token: string): string[] {
  return token.match(/\p{N}+|[^\p{N}]+/gu) ?? [];
}

/**
 * The model and name comparison key: ASCII letters lowercased and the separators people type in model
 * numbers (space, '-', '.', '/', '_') removed, so 'G-500', 'g 500' and 'G500' compare equal. The SQL
 * side (app/server/search.server.ts) applies exactly the same lower() and replace() chain.
 */
export function compactKey(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[ \-./_]/g, "");
}

export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const text = normaliseQuery(raw);
  const chunks = text
    .split(" ")
    .map((chunk) => tokensOf(chunk))
    .filter((tokens) => tokens.length > 0)
    .slice(0, MAX_QUERY_WORDS);
  const words = chunks.map((tokens, i) => ({
    tokens,
    parts: tokens.flatMap(splitCodeParts),
    prefix: i === chunks.length - 1,
  }));
  return { text, words, key: compactKey(text) };
}

function quote(tokens: string[]): string {
  // Tokens are letters and digits only, so they never hold a double quote; doubling is belt and braces.
  return `"${tokens.join(" ").replace(/"/g, '""')}"`;
}

/** A word that can forgive a typo: one token of letters only, long enough. */
export function isTypoCandidate(word: QueryWord): boolean {
  return (
    word.tokens.length === 1 &&
    word.tokens[0].length >= TYPO_MIN_LENGTH &&
    /^\p{L}+$/u.test(word.tokens[0])
  );
}

/** 'printers' also finds 'printer' and 'label' also finds 'labels' (names are mostly singular). */
function pluralVariants(word: QueryWord): string[] {
  if (word.tokens.length !== 1) return [];
  const t = word.tokens[0];
  if (t.length < 4 || !/^\p{L}+$/u.test(t)) return [];
  if (t.endsWith("s") && !t.endsWith("ss")) return [t.slice(0, -1)];
  // A last word is a prefix already: 'label' matches 'labels'.
  return word.prefix ? [] : [`${t}s`];
}

/**
 * The FTS5 MATCH expression: every word must match (AND). A word matches, in any column, its tokens as
 * typed, its letter/digit parts as a phrase, or its tokens joined into one, so 'G-500', 'g500' and
 * 'G50' (a prefix) find both a description's "G500" and its "G-500"; the `codes` column (name and model
 * split the same way by the index's triggers) also catches 'g 500' typed as two words. `alternatives`
 * maps a word's index to replacement terms (typo corrections): the word then matches any of them.
 * `completions` maps a prefix (see prefixTokens) to the indexed terms that start with it: the prefix is
 * then written as those terms (FTS5 would otherwise merge their lists in every query that uses it).
 * Returns null when nothing searchable is left (a query of only symbols).
 */
export function buildMatchExpression(
  words: QueryWord[],
  alternatives: ReadonlyMap<number, string[]> = new Map(),
  completions: ReadonlyMap<string, readonly string[]> = new Map(),
): string | null {
  if (words.length === 0) return null;
  const prefixed = (tokens: string[]): string[] => {
    const terms = completions.get(tokens[tokens.length - 1]);
    if (!terms || terms.length === 0) return [`${quote(tokens)}*`];
    return terms.map((term) => quote([...tokens.slice(0, -1), term]));
  };
  const clauses = words.map((word, i) => {
    const replaced = alternatives.get(i);
    const forms = replaced
      ? replaced.map((term) => [term])
      : [word.tokens, word.parts, ...(word.tokens.length > 1 ? [[word.tokens.join("")]] : [])];
    const options = [
      ...new Set(forms.flatMap((tokens) => (word.prefix ? prefixed(tokens) : [quote(tokens)]))),
    ];
    if (!replaced) options.push(...pluralVariants(word).map((v) => quote([v])));
    return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
  });
  const all = clauses.join(" AND ");
  // 'g 500' typed with a space also finds a description's "G500": the words joined, as one prefix.
  const joined = joinedWords(words);
  if (joined && alternatives.size === 0) {
    const options = prefixed([joined]);
    return `(${all}) OR ${options.length === 1 ? options[0] : `(${options.join(" OR ")})`}`;
  }
  return all;
}

/** Two or three words also match as one word ('g 500' → 'g500'). */
function joinedWords(words: QueryWord[]): string | null {
  return words.length > 1 && words.length <= 3 ? words.flatMap((w) => w.tokens).join("") : null;
}

/**
 * The prefixes the expression would search with `*` (the last word's last token, part and joined
 * form, and the words joined), for the server to look up their complete terms.
 */
export function prefixTokens(words: QueryWord[]): string[] {
  const last = words[words.length - 1];
  if (!last) return [];
  const out = [last.tokens[last.tokens.length - 1], last.parts[last.parts.length - 1]];
  if (last.tokens.length > 1) out.push(last.tokens.join(""));
  const joined = joinedWords(words);
  if (joined) out.push(joined);
  return [...new Set(out)];
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once
 * it must exceed `max`: the typo fallback only ever asks "at most one edit?".
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every string one edit away from `word` that keeps its first letter (SPEC: a typo is forgiven, the
 * first letter is trusted): a letter dropped, two neighbours swapped, a letter changed or one added.
 * The search looks these up in the index's term list directly, rather than reading every indexed
 * term with the same first letter (a few hundred exact lookups cost far less at 100,000 products).
 */
export function oneEditVariants(word: string): string[] {
  const chars = [...word];
  const alphabet = [...new Set([...LETTERS, ...chars.filter((c) => /\p{L}/u.test(c))])];
  const out = new Set<string>();
  const join = (a: string[]) => a.join("");
  for (let i = 1; i < chars.length; i++) {
    out.add(join([...chars.slice(0, i), ...chars.slice(i + 1)]));
    if (i + 1 < chars.length) {
      out.add(join([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)]));
    }
    for (const c of alphabet) out.add(join([...chars.slice(0, i), c, ...chars.slice(i + 1)]));
  }
  for (let i = 1; i <= chars.length; i++) {
    for (const c of alphabet) out.add(join([...chars.slice(0, i), c, ...chars.slice(i)]));
  }
  out.delete(word);
  return [...out];
}

/**
 * Is `term` (an indexed word) within one typo of the visitor's `word`? For the last word, which is a
 * prefix, it is enough that the start of the term is ('honywel' → 'honeywell').
 */
export function isWithinOneTypo(word: string, term: string, prefix: boolean): boolean {
  if (term === word) return false;
  if (!prefix) return editDistance(word, term) <= 1;
  for (const len of [word.length - 1, word.length, word.length + 1]) {
    if (len >= 1 && len <= term.length && editDistance(word, term.slice(0, len)) <= 1) return true;
  }
  return false;
}

/** SPEC 9 search sorts: relevance, name A-Z, category, price ascending. */
export const SEARCH_SORTS = ["relevance", "name", "category", "price"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchParams {
  q: string;
  /** A category name (products.category), or "" for all. */
  category: string;
  inStock: boolean;
  sort: SearchSort;
  page: number;
}

/**
 * The /search page state lives in the URL (q, category, instock, sort, page), read leniently: an
 * unknown sort means relevance, a page that is not a whole number from 1 up means page 1.
 */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  const inStock = params.get("instock");
  return {
    q: normaliseQuery(params.get("q")),
    category: (params.get("category") ?? "").trim().slice(0, 100),
    inStock: inStock === "1" || inStock === "on" || inStock === "true",
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as SearchSort)
      : "relevance",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * SPEC 9: search pagination shows the page numbers within 2 of the current page. Pagination's window
 * (app/lib/pagination.ts pageWindow, without ends) keeps a fixed size and slides at the ends, so the
 * size is cut there: page 1 of 9 shows 1-3, page 5 shows 3-7, page 9 shows 7-9.
 */
export function searchPageWindowSize(page: number, pageCount: number): number {
  return 1 + Math.min(2, Math.max(0, page - 1)) + Math.min(2, Math.max(0, pageCount - page));
}

/** A link that runs a search for `text` (popular tags, category cards, recent searches). */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text })}`;
}

/** SPEC 9: up to 10 recent searches are kept (5 shown). */
export const RECENT_SEARCHES_KEPT = 10;
export const RECENT_SEARCHES_SHOWN = 5;

/** The list after searching `query`: it moves to the front once (case-insensitively), the oldest drop off. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const q = normaliseQuery(query);
  if (!q) return [...list];
  const rest = list.filter((item) => item.toLowerCase() !== q.toLowerCase());
  return [q, ...rest].slice(0, RECENT_SEARCHES_KEPT);
}

/** Reads a stored list defensively: anything that is not a list of strings counts as empty. */
export function parseRecentSearches(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === "string" && normaliseQuery(v) !== "")
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}
