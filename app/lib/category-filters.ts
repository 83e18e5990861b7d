// The filters of a category listing: which choices exist, how they travel in the URL, and the links
// that change one of them. Shared by the server (which counts and applies them) and the page.

/** Fixed choices per facet: the work of counting them does not grow with the catalogue. */
export const RESOLUTIONS = [
  { value: "203", label: "203 dpi" },
  { value: "300", label: "300 dpi" },
  { value: "600", label: "600 dpi" },
] as const;

export const PRINT_METHODS = [
  { value: "direct-thermal", label: "Direct thermal" },
  { value: "thermal-transfer", label: "Thermal transfer" },
] as const;

export const INTERFACES = [
  { value: "usb", label: "USB" },
  { value: "ethernet", label: "Ethernet" },
  { value: "serial", label: "Serial (RS-232)" },
  { value: "bluetooth", label: "Bluetooth" },
  { value: "wifi", label: "Wi-Fi" },
  { value: "parallel", label: "Parallel" },
] as const;

/** The listing's orders; the first is the plain listing's (it never shows in the URL). */
export const CATEGORY_SORTS = [
  { value: "popular", label: "Most popular" },
  { value: "price", label: "Price (Low to High)" },
  { value: "price-desc", label: "Price (High to Low)" },
  { value: "newest", label: "Newest first" },
  { value: "name", label: "Name (A-Z)" },
] as const;

export type CategorySort = (typeof CATEGORY_SORTS)[number]["value"];
export const DEFAULT_SORT: CategorySort = "popular";

/** The highest price a range may name (whole rupees): nine digits, far above any product. */
const MAX_PRICE = 999_999_999;

export type Resolution = (typeof RESOLUTIONS)[number]["value"];
export type PrintMethod = (typeof PRINT_METHODS)[number]["value"];
export type Interface = (typeof INTERFACES)[number]["value"];

/** One choice per facet ("" = any): each count then says exactly what clicking it leaves. */
export interface CategoryFilterState {
  /** A brand's `name` (its URL form). */
  brand: string;
  resolution: Resolution | "";
  method: PrintMethod | "";
  iface: Interface | "";
  inStock: boolean;
  /** A price range in whole rupees before GST (null = open); products without a shown price fall out. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The order, which is not a filter: it travels with every filter link and survives a reset. */
  sort: CategorySort;
}

export const NO_FILTERS: CategoryFilterState = Object.freeze({
  brand: "",
  resolution: "",
  method: "",
  iface: "",
  inStock: false,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
});

/** The query parameter of each facet. */
const PARAM = {
  brand: "brand",
  resolution: "resolution",
  method: "method",
  iface: "interface",
  inStock: "stock",
  minPrice: "min",
  maxPrice: "max",
  sort: "sort",
} as const;

/** A brand name as the URL carries it: short, lowercase letters, digits and dashes. */
const BRAND_VALUE = /^[a-z0-9][a-z0-9-]{0,62}$/;

function pick<T extends string>(list: readonly { value: T }[], raw: string | null): T | "" | null {
  if (raw === null || raw === "") return "";
  return list.find((o) => o.value === raw)?.value ?? null;
}

/** A price bound: whole rupees, digits only (undefined: not a price). */
function priceOf(raw: string | null): number | null | undefined {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Math.min(Number(text), MAX_PRICE);
}

/**
 * The filters in `params`. `clean` is false when a value was not one of the choices (or a brand
 * that cannot be a brand's name): the caller sends the visitor to the address without it.
 */
export function parseCategoryFilters(params: URLSearchParams): {
  state: CategoryFilterState;
  clean: boolean;
} {
  let clean = true;
  const brandRaw = (params.get(PARAM.brand) ?? "").trim();
  const brand = brandRaw === "" || BRAND_VALUE.test(brandRaw) ? brandRaw : "";
  if (brand !== brandRaw) clean = false;
  const resolution = pick(RESOLUTIONS, params.get(PARAM.resolution));
  const method = pick(PRINT_METHODS, params.get(PARAM.method));
  const iface = pick(INTERFACES, params.get(PARAM.iface));
  const stockRaw = params.get(PARAM.inStock);
  if (resolution === null || method === null || iface === null) clean = false;
  if (stockRaw !== null && stockRaw !== "1") clean = false;
  // An empty bound (a form's blank field), a word or a fraction is dropped from the address.
  let minPrice = priceOf(params.get(PARAM.minPrice));
  let maxPrice = priceOf(params.get(PARAM.maxPrice));
  if (minPrice === undefined || maxPrice === undefined) clean = false;
  minPrice ??= null;
  maxPrice ??= null;
  if (minPrice === 0) minPrice = null;
  if (params.get(PARAM.minPrice) !== null && minPrice === null) clean = false;
  // Bounds given the wrong way round mean the range between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
    clean = false;
  }
  const sortRaw = params.get(PARAM.sort);
  const sort = CATEGORY_SORTS.find((o) => o.value === sortRaw)?.value ?? DEFAULT_SORT;
  // The default order is the address without ?sort=; anything else it does not offer is dropped.
  if (sortRaw !== null && (sortRaw !== sort || sort === DEFAULT_SORT)) clean = false;
  // A repeated parameter is not a choice this page offers.
  for (const name of Object.values(PARAM)) if (params.getAll(name).length > 1) clean = false;
  return {
    state: {
      brand,
      resolution: resolution ?? "",
      method: method ?? "",
      iface: iface ?? "",
      inStock: stockRaw === "1",
      minPrice,
      maxPrice,
      sort,
    },
    clean,
  };
}

/** Whether the products narrowed by price. */
function hasPriceRange(state: CategoryFilterState): boolean {
  return state.minPrice !== null || state.maxPrice !== null;
}

export function hasFilters(state: CategoryFilterState): boolean {
  return Boolean(
    state.brand ||
    state.resolution ||
    state.method ||
    state.iface ||
    state.inStock ||
    hasPriceRange(state),
  );
}

/** The same products in another order or narrowed: not a page of its own for search engines. */
export function isVariant(state: CategoryFilterState): boolean {
  return hasFilters(state) || state.sort !== DEFAULT_SORT;
}

/** The filters without the order: what "Reset filters" leaves. */
export function resetFilters(state: CategoryFilterState): CategoryFilterState {
  return { ...NO_FILTERS, sort: state.sort };
}

/** The query string of a filter state and page ("" when there is nothing), in a fixed order. */
export function filterQuery(state: CategoryFilterState, page = 1): string {
  const q = new URLSearchParams();
  if (state.brand) q.set(PARAM.brand, state.brand);
  if (state.resolution) q.set(PARAM.resolution, state.resolution);
  if (state.method) q.set(PARAM.method, state.method);
  if (state.iface) q.set(PARAM.iface, state.iface);
  if (state.inStock) q.set(PARAM.inStock, "1");
  if (state.minPrice !== null) q.set(PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice !== null) q.set(PARAM.maxPrice, String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) q.set(PARAM.sort, state.sort);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The listing at `path` with one facet changed (back to the first page). */
export function filterHref(
  path: string,
  state: CategoryFilterState,
  change: Partial<CategoryFilterState>,
): string {
  return `${path}${filterQuery({ ...state, ...change })}`;
}
