/**
 * The admin products list's state, all of it in the URL: search text, filters, sort, rows per page
 * and page. Read from any query string by `parseProductQuery`, which keeps only values it knows: an
 * unknown sort, filter or page size is dropped (the default applies), so nothing a visitor types
 * reaches the database except as a bound parameter. `productQueryString` writes the state back,
 * leaving defaults out, so links stay short and one state has one address.
 */

import { parsePage } from "./pagination";
import { parseWholeNumber } from "./whole-number";

const PRODUCT_SORTS = [
  "name",
  "model",
  "brand",
  "category",
  "price",
  "stock",
  "status",
  "updated",
] as const;
export type ProductListSort = (typeof PRODUCT_SORTS)[number];

/** Rows a page: 25 by default; 10 keeps the short list some people are used to. */
export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

/**
 * What a product may lack: a picture, a price (and not marked "price on request"), an HSN code,
 * specifications, or its meta title or description.
 */
const MISSING_FIELDS = ["image", "price", "hsn", "specs", "meta"] as const;
type MissingField = (typeof MISSING_FIELDS)[number];

/** The search box's limit, as on the public site. */
export const SEARCH_MAX = 200;

export interface ProductQuery {
  q: string;
  status: "active" | "inactive" | null;
  stock: "in" | "out" | null;
  /** A brand id, or "none" for products without a brand. */
  brand: number | "none" | null;
  /** A category's name (its key), compared for equality only. */
  category: string | null;
  missing: MissingField | null;
  featured: boolean | null;
  sort: ProductListSort;
  dir: "asc" | "desc";
  per: number;
  page: number;
}

const DEFAULT_PRODUCT_QUERY: ProductQuery = {
  q: "",
  status: null,
  stock: null,
  brand: null,
  category: null,
  missing: null,
  featured: null,
  sort: "updated",
  dir: "desc",
  per: DEFAULT_PER_PAGE,
  page: 1,
};

/** The direction a column sorts in when first clicked: dates newest first, the rest A–Z. */
export function defaultDir(sort: ProductListSort): "asc" | "desc" {
  return sort === "updated" ? "desc" : "asc";
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const get = (k: string) => {
    const v = params.get(k);
    return v === null ? null : v.trim();
  };
  const sort = oneOf(get("sort"), PRODUCT_SORTS) ?? DEFAULT_PRODUCT_QUERY.sort;
  const brandText = get("brand");
  const brandId = parseWholeNumber(brandText);
  const per = parseWholeNumber(get("per"));
  const page = parsePage(get("page"));
  const category = get("category");
  const featured = get("featured");
  return {
    q: (get("q") ?? "").slice(0, SEARCH_MAX),
    status: oneOf(get("status"), ["active", "inactive"] as const),
    stock: oneOf(get("stock"), ["in", "out"] as const),
    brand:
      brandText === "none"
        ? "none"
        : brandId !== null && Number.isSafeInteger(brandId) && brandId > 0
          ? brandId
          : null,
    category: category && category.length <= 200 ? category : null,
    missing: oneOf(get("missing"), MISSING_FIELDS),
    featured: featured === "yes" ? true : featured === "no" ? false : null,
    sort,
    dir: oneOf(get("dir"), ["asc", "desc"] as const) ?? defaultDir(sort),
    per:
      per !== null && (PER_PAGE_CHOICES as readonly number[]).includes(per)
        ? per
        : DEFAULT_PER_PAGE,
    page,
  };
}

/** The query string of a state (with "?"), defaults left out; "" for the default list. */
export function productQueryString(query: Partial<ProductQuery>): string {
  const s = { ...DEFAULT_PRODUCT_QUERY, ...query };
  const params = new URLSearchParams();
  // q and category first: the order of the search form's fields, so a GET form and a link agree.
  if (s.q) params.set("q", s.q);
  if (s.category) params.set("category", s.category);
  if (s.status) params.set("status", s.status);
  if (s.stock) params.set("stock", s.stock);
  if (s.brand !== null) params.set("brand", String(s.brand));
  if (s.missing) params.set("missing", s.missing);
  if (s.featured !== null) params.set("featured", s.featured ? "yes" : "no");
  if (s.sort !== DEFAULT_PRODUCT_QUERY.sort || s.dir !== defaultDir(s.sort)) {
    params.set("sort", s.sort);
    params.set("dir", s.dir);
  }
  if (s.per !== DEFAULT_PER_PAGE) params.set("per", String(s.per));
  if (s.page > 1) params.set("page", String(s.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when any filter or search narrows the list. */
export function isFiltered(q: ProductQuery): boolean {
  return !!(
    q.q ||
    q.status ||
    q.stock ||
    q.brand !== null ||
    q.category ||
    q.missing ||
    q.featured !== null
  );
}
