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
}

export const NO_FILTERS: CategoryFilterState = Object.freeze({
  brand: "",
  resolution: "",
  method: "",
  iface: "",
  inStock: false,
});

/** The query parameter of each facet. */
const PARAM = {
  brand: "brand",
  resolution: "resolution",
  method: "method",
  iface: "interface",
  inStock: "stock",
} as const;

/** A brand name as the URL carries it: short, lowercase letters, digits and dashes. */
const BRAND_VALUE = /^[a-z0-9][a-z0-9-]{0,62}$/;

function pick<T extends string>(list: readonly { value: T }[], raw: string | null): T | "" | null {
  if (raw === null || raw === "") return "";
  return list.find((o) => o.value === raw)?.value ?? null;
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
  // A repeated parameter is not a choice this page offers.
  for (const name of Object.values(PARAM)) if (params.getAll(name).length > 1) clean = false;
  return {
    state: {
      brand,
      resolution: resolution ?? "",
      method: method ?? "",
      iface: iface ?? "",
      inStock: stockRaw === "1",
    },
    clean,
  };
}

export function hasFilters(state: CategoryFilterState): boolean {
  return Boolean(state.brand || state.resolution || state.method || state.iface || state.inStock);
}

export function activeFilterCount(state: CategoryFilterState): number {
  return [state.brand, state.resolution, state.method, state.iface, state.inStock].filter(Boolean)
    .length;
}

/** The query string of a filter state and page ("" when there is nothing), in a fixed order. */
export function filterQuery(state: CategoryFilterState, page = 1): string {
  const q = new URLSearchParams();
  if (state.brand) q.set(PARAM.brand, state.brand);
  if (state.resolution) q.set(PARAM.resolution, state.resolution);
  if (state.method) q.set(PARAM.method, state.method);
  if (state.iface) q.set(PARAM.iface, state.iface);
  if (state.inStock) q.set(PARAM.inStock, "1");
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
