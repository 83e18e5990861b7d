// The search box's rules that the browser needs as much as the server: how a visitor's text is
// normalised and how long it may be, the /search page's URL state, its pagination window, search
// links and the recent searches kept in the browser. The FTS5 query compiler and the engine are
// server-only (app/server/search/).

import { parsePage } from "./pagination";

/**
 * Longer input is cut: no product name or model needs more, and it bounds the work per search. The
 * search inputs carry it as maxLength; the /search page says when a longer text was cut.
 */
export const MAX_QUERY_CHARS = 200;

/** Whitespace runs made single spaces, compatibility forms folded (full-width 'Ｇ５００' is 'G500'). */
function collapse(raw: string | null | undefined): string {
  return (raw ?? "").normalize("NFKC").replace(/\s+/g, " ").trim();
}

/** Trims, collapses whitespace and cuts the visitor's text; what the page shows and links carry. */
export function normaliseQuery(raw: string | null | undefined): string {
  let text = collapse(raw).slice(0, MAX_QUERY_CHARS);
  // Never end on half of a character outside the basic plane (an emoji cut in two).
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text.trim();
}

/** True when normaliseQuery cut the text (more than MAX_QUERY_CHARS once whitespace is collapsed). */
export function isQueryCut(raw: string | null | undefined): boolean {
  return collapse(raw).length > MAX_QUERY_CHARS;
}

/** The search sorts: relevance, name A-Z, category, price ascending and descending. */
const SEARCH_SORTS = ["relevance", "name", "category", "price", "price-desc"] as const;
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
  const page = parsePage(params.get("page"));
  const inStock = params.get("instock");
  return {
    q: normaliseQuery(params.get("q")),
    category: (params.get("category") ?? "").trim().slice(0, 100),
    inStock: inStock === "1" || inStock === "on" || inStock === "true",
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as SearchSort)
      : "relevance",
    page,
  };
}

/** The brand facet (?brand=, a brand's name), read beside parseSearchParams's fixed shape. */
export function parseSearchBrand(params: URLSearchParams): string {
  return (params.get("brand") ?? "").trim().slice(0, 100);
}

/** The /search state the facet links carry. */
export interface FacetState extends SearchParams {
  brand: string;
}

/**
 * A /search link with some facet choices changed (a blank category or brand, or inStock false, is
 * "any"): plain GET links, so the facets work without JavaScript. The page travels along like the
 * filter form's (the server clamps it).
 */
export function facetHref(
  state: FacetState,
  change: Partial<Pick<FacetState, "category" | "brand" | "inStock">>,
): string {
  const next = { ...state, ...change };
  const query = new URLSearchParams({ q: next.q });
  if (next.category) query.set("category", next.category);
  if (next.brand) query.set("brand", next.brand);
  if (next.inStock) query.set("instock", "1");
  if (next.sort !== "relevance") query.set("sort", next.sort);
  if (next.page > 1) query.set("page", String(next.page));
  return `/search?${query}`;
}

/**
 * Search pagination shows the page numbers within 2 of the current page. Pagination's window
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

/** Up to 10 recent searches are kept (5 shown). */
const RECENT_SEARCHES_KEPT = 10;
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

/** A counted or pinned query is kept to this many characters. */
export const SEARCH_KEY_CHARS = 100;

/**
 * The form a query is counted and pinned under: normalised as above, lowercase, cut to
 * SEARCH_KEY_CHARS ('Zebra  ZD421' and 'zebra zd421' are one query).
 */
export function searchKey(raw: string | null | undefined): string {
  return normaliseQuery(raw).toLowerCase().slice(0, SEARCH_KEY_CHARS).trim();
}

const formEncode = (s: string) => encodeURIComponent(s).replace(/%20/g, "+");

/**
 * Where an opened search result is counted: the result's links (plain links to the product) carry it
 * as their `ping`, which the browser posts when the link is followed (without JavaScript too); with
 * JavaScript the click posts it as a beacon.
 */
export function searchClickPing(query: string, slug: string, base = ""): string {
  // A link's `ping` must be an absolute http(s) URL (HTML's rule); the beacon may be relative.
  // Form-encoded by hand: URLSearchParams costs about 15 µs a call, and a results page makes two a card.
  return `${base.replace(/\/+$/, "")}/search/click?q=${formEncode(query)}&p=${formEncode(slug)}`;
}
