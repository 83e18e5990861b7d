import { asc, eq, inArray, sql } from "drizzle-orm";
import { readContentVersion } from "../content-version.server";
import { db, idsPlaceholder, prepared } from "../db.server";
import { perContentVersion } from "../version-memo.server";
import { brands, categories, products } from "../db/schema";
import { publicStatusSql } from "../entities/entity.server";
import { productEntity } from "../entities/product.server";
import {
  INTERFACES,
  PRINT_METHODS,
  RESOLUTIONS,
  type CategoryFilterState,
  type CategorySort,
  type Interface,
  type PrintMethod,
  type Resolution,
} from "~/lib/category-filters";
import { sortCategories } from "~/lib/categories";
import { clampPage, pageCountOf } from "~/lib/pagination";
import { hasPrice } from "~/lib/price";

/** The status a product needs before visitors see it, as written into the statements below. */
const PUBLIC_SQL = publicStatusSql(productEntity);

/**
 * A category's listing narrowed by brand, resolution, print method, interface and stock, with how
 * many products each choice leaves. A product's facts come from its fit columns (dpi, print_method)
 * and, where those do not say, from its specifications text: a product matches a choice when either
 * says so ("Direct Thermal / Thermal Transfer" matches both methods).
 *
 * Cost: the database keeps each product's choices as a small bit mask (`products.facet_mask`),
 * computed by a trigger whenever a product is written, whatever writes it (a form, /api, the CSV
 * import, a restore). A category's facts are then one read of the covering index
 * `products_facets_idx` (no row of the table, no specifications text), kept in memory until the
 * content version moves; a request scans those integers once (and a filter state already answered
 * at this version not at all) and reads only its page's rows by id. So neither varying the URL's
 * filters nor the first request after a save makes the server match specifications text.
 */

/**
 * Bit of each choice in `products.facet_mask`. The rule that sets them lives in the database (the
 * `product_facet_masks` view of migration 0012, which its triggers apply): the specifications in
 * lower case with ':', ',', '/', '(' and '-' read as spaces and a space before "dpi", so "203dpi"
 * and "Resolution:203 dpi" both match " 203 dpi"; interfaces only from the "interface" row onward.
 * A change to that rule or to these bits is a new migration that recomputes every mask.
 */
const BITS = {
  resolution: Object.fromEntries(RESOLUTIONS.map((o, i) => [o.value, 1 << i])),
  method: Object.fromEntries(PRINT_METHODS.map((o, i) => [o.value, 1 << (3 + i)])),
  iface: Object.fromEntries(INTERFACES.map((o, i) => [o.value, 1 << (5 + i)])),
} as {
  resolution: Record<Resolution, number>;
  method: Record<PrintMethod, number>;
  iface: Record<Interface, number>;
};

type Facet = "brand" | "resolution" | "method" | "iface" | "inStock";

/** The brand filter resolved to its row id (null: no brand chosen). */
interface Resolved {
  state: CategoryFilterState;
  brandId: number | null;
}

interface FilterOption {
  value: string;
  label: string;
  count: number;
}

interface CategoryFacets {
  brands: FilterOption[];
  resolutions: FilterOption[];
  methods: FilterOption[];
  interfaces: FilterOption[];
  /** In stock, with the other choices kept. */
  inStock: number;
  /** What "any" leaves in each facet (its own choice dropped, the others kept). */
  any: Record<Facet, number>;
  /** Products that match every choice. */
  total: number;
  /** The lowest and highest shown price in the category (null when none is priced). */
  prices: { min: number; max: number } | null;
}

/**
 * A category's facet facts, one entry per active product in name order (name, id): its id, brand
 * (-1 for none), stock and choice bits, its shown price (NaN when none is shown) and what "popular"
 * orders by (featured, reviews, rating). Read from the covering index and kept until the content
 * version moves, so a request reads typed arrays instead of the database; each other order is a
 * permutation of those places, sorted once per version when first asked for.
 */
interface CategoryFacts {
  ids: Int32Array;
  brand: Int32Array;
  mask: Uint16Array;
  stock: Uint8Array;
  price: Float64Array;
  featured: Uint8Array;
  reviews: Int32Array;
  rating: Float64Array;
  orders: Map<CategorySort, Int32Array>;
  prices: { min: number; max: number } | null;
  /** Facet counts per filter state already answered at this version (bounded). */
  counts: Map<string, FacetCounts>;
}

interface FacetCounts {
  total: number;
  resolution: number[];
  method: number[];
  iface: number[];
  inStock: number[];
  brand: [number | null, number][];
}

/** Categories whose facts are kept (a shop has a few dozen); the oldest read is dropped first. */
const MAX_CATEGORIES = 64;
/** Filter states whose counts are kept per category: the choices are few, brands bounded by the table. */
const MAX_STATES = 512;

let factsVersion = -1;
const factsByCategory = new Map<string, CategoryFacts>();
let factsBuilt = 0;

/** How many times facts were derived from the rows (a measure of the cache for tests). */
export function categoryFactsBuilds(): number {
  return factsBuilt;
}

function buildFacts(category: string): CategoryFacts {
  factsBuilt += 1;
  // Index order is listing order (name, then id); every column comes from the covering index.
  const rows = db.sqlite
    .prepare(
      `SELECT id, brand_id, in_stock, facet_mask, price, price_on_request, featured, reviews, rating
       FROM products WHERE category = ? AND status = ${PUBLIC_SQL} ORDER BY name, id`,
    )
    .raw()
    .all(category) as [
    number,
    number | null,
    number,
    number,
    number | null,
    number,
    number,
    number,
    number,
  ][];
  const n = rows.length;
  const facts: CategoryFacts = {
    ids: new Int32Array(n),
    brand: new Int32Array(n),
    mask: new Uint16Array(n),
    stock: new Uint8Array(n),
    price: new Float64Array(n),
    featured: new Uint8Array(n),
    reviews: new Int32Array(n),
    rating: new Float64Array(n),
    orders: new Map(),
    prices: null,
    counts: new Map(),
  };
  let low = Infinity;
  let high = -Infinity;
  rows.forEach(([id, brand, stock, mask, price, onRequest, featured, reviews, rating], i) => {
    facts.ids[i] = id;
    facts.brand[i] = brand ?? -1;
    facts.mask[i] = mask;
    facts.stock[i] = stock ? 1 : 0;
    // The price a card shows (none when staff quote on request): what the range and sort go by.
    const shown = !onRequest && hasPrice(price) ? price : NaN;
    facts.price[i] = shown;
    if (shown < low) low = shown;
    if (shown > high) high = shown;
    facts.featured[i] = featured ? 1 : 0;
    facts.reviews[i] = reviews;
    facts.rating[i] = rating;
  });
  if (high >= low) facts.prices = { min: Math.floor(low), max: Math.ceil(high) };
  return facts;
}

function factsOf(category: string): CategoryFacts {
  // One indexed row: cheaper per request than the pragma pair of the hot-path reader.
  const version = readContentVersion(db.sqlite);
  if (version !== factsVersion) {
    factsByCategory.clear();
    factsVersion = version;
  }
  let facts = factsByCategory.get(category);
  if (facts) {
    factsByCategory.delete(category);
  } else {
    facts = buildFacts(category);
    if (factsByCategory.size >= MAX_CATEGORIES)
      factsByCategory.delete(factsByCategory.keys().next().value as string);
  }
  factsByCategory.set(category, facts);
  return facts;
}

/**
 * Up to `count` distinct active products of a category, picked at random (their ids), from the facts
 * kept for this content version: a product page's "related products" without sorting the whole
 * category by random() (at 20,000 products that sort was most of the page's time).
 */
export function randomCategoryProductIds(category: string, count: number): number[] {
  const { ids } = factsOf(category);
  const n = Math.min(Math.max(0, Math.floor(count)), ids.length);
  // The first n steps of a Fisher-Yates shuffle of the places 0..length-1. The few places a step
  // swapped are kept in a map: copying the kept list (20,000 ids in a large category) on every
  // product page cost more than the rest of the pick.
  const swapped = new Map<number, number>();
  const picked: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (ids.length - i));
    picked.push(ids[swapped.get(j) ?? j]);
    // Place i is never drawn again; place j now holds what place i held.
    swapped.set(j, swapped.get(i) ?? i);
  }
  return picked;
}

/**
 * The places of a category's products in `sort`'s order (null: name order, the facts' own). Ties
 * keep name order; products without a shown price come after the priced ones in both price orders.
 */
function orderOf(f: CategoryFacts, sort: CategorySort): Int32Array | null {
  if (sort === "name") return null;
  const known = f.orders.get(sort);
  if (known) return known;
  const places = Int32Array.from({ length: f.ids.length }, (_, i) => i);
  const { price, featured, reviews, rating, ids } = f;
  const byPrice = (direction: 1 | -1) => (a: number, b: number) => {
    const pa = price[a];
    const pb = price[b];
    if (pa !== pa || pb !== pb) return (pa !== pa ? 1 : 0) - (pb !== pb ? 1 : 0) || a - b;
    return (pa - pb) * direction || a - b;
  };
  const compare =
    sort === "price"
      ? byPrice(1)
      : sort === "price-desc"
        ? byPrice(-1)
        : sort === "newest"
          ? (a: number, b: number) => ids[b] - ids[a]
          : (a: number, b: number) =>
              featured[b] - featured[a] ||
              reviews[b] - reviews[a] ||
              rating[b] - rating[a] ||
              a - b;
  places.sort(compare);
  f.orders.set(sort, places);
  return places;
}

/** The facets each product fails: one bit per facet, so "all but X" is a single comparison. */
const FAIL = { brand: 1, resolution: 2, method: 4, iface: 8, inStock: 16, price: 32 } as const;

function matcher({ state, brandId }: Resolved, f: CategoryFacts) {
  const rBit = state.resolution ? BITS.resolution[state.resolution] : 0;
  const mBit = state.method ? BITS.method[state.method] : 0;
  const iBit = state.iface ? BITS.iface[state.iface] : 0;
  const ranged = state.minPrice !== null || state.maxPrice !== null;
  const low = state.minPrice ?? -Infinity;
  const high = state.maxPrice ?? Infinity;
  return (i: number) => {
    const m = f.mask[i];
    let fails = 0;
    // NaN (no shown price) fails both comparisons' negation: it is outside every range.
    if (ranged && !(f.price[i] >= low && f.price[i] <= high)) fails |= FAIL.price;
    if (brandId !== null && f.brand[i] !== brandId) fails |= FAIL.brand;
    if (rBit && !(m & rBit)) fails |= FAIL.resolution;
    if (mBit && !(m & mBit)) fails |= FAIL.method;
    if (iBit && !(m & iBit)) fails |= FAIL.iface;
    if (state.inStock && !f.stock[i]) fails |= FAIL.inStock;
    return fails;
  };
}

/** Every facet's counts, each with the other facets' choices kept: one pass over the facts. */
function countFacets(resolved: Resolved, f: CategoryFacts): FacetCounts {
  // The order does not change what a choice leaves.
  const key = JSON.stringify([resolved.brandId, { ...resolved.state, sort: "" }]);
  const known = f.counts.get(key);
  if (known) return known;
  const fails = matcher(resolved, f);
  const res = RESOLUTIONS.map((o) => BITS.resolution[o.value]);
  const met = PRINT_METHODS.map((o) => BITS.method[o.value]);
  const ifc = INTERFACES.map((o) => BITS.iface[o.value]);
  const out = {
    total: 0,
    resolution: new Array<number>(res.length + 1).fill(0),
    method: new Array<number>(met.length + 1).fill(0),
    iface: new Array<number>(ifc.length + 1).fill(0),
    inStock: [0, 0],
  };
  const brandCounts = new Map<number, number>();
  const tally = (into: number[], bits: number[], m: number) => {
    into[0] += 1;
    for (let b = 0; b < bits.length; b++) if (m & bits[b]) into[b + 1] += 1;
  };
  for (let i = 0; i < f.ids.length; i++) {
    const x = fails(i);
    // A product counts for facet X when it passes every other facet (its own choice dropped).
    if (x & (x - 1)) continue;
    const m = f.mask[i];
    if (x === 0) out.total += 1;
    if (x === 0 || x === FAIL.resolution) tally(out.resolution, res, m);
    if (x === 0 || x === FAIL.method) tally(out.method, met, m);
    if (x === 0 || x === FAIL.iface) tally(out.iface, ifc, m);
    if (x === 0 || x === FAIL.inStock) {
      out.inStock[0] += 1;
      out.inStock[1] += f.stock[i];
    }
    if (x === 0 || x === FAIL.brand)
      brandCounts.set(f.brand[i], (brandCounts.get(f.brand[i]) ?? 0) + 1);
  }
  const counts: FacetCounts = {
    ...out,
    brand: [...brandCounts].map(([id, n]) => [id === -1 ? null : id, n]),
  };
  if (f.counts.size >= MAX_STATES) f.counts.clear();
  f.counts.set(key, counts);
  return counts;
}

/** The ids of the matching products at [offset, offset + limit) in the state's order. */
function pageIdsOf(resolved: Resolved, f: CategoryFacts, limit: number, offset: number): number[] {
  const ids: number[] = [];
  const order = orderOf(f, resolved.state.sort);
  const at = (k: number) => (order ? order[k] : k);
  if (!hasAnyFilter(resolved)) {
    for (let k = offset; k < Math.min(offset + limit, f.ids.length); k++) ids.push(f.ids[at(k)]);
    return ids;
  }
  const fails = matcher(resolved, f);
  let seen = 0;
  for (let k = 0; k < f.ids.length && ids.length < limit; k++) {
    const i = at(k);
    if (fails(i) !== 0) continue;
    if (seen >= offset) ids.push(f.ids[i]);
    seen += 1;
  }
  return ids;
}

const hasAnyFilter = ({ state, brandId }: Resolved) =>
  brandId !== null ||
  Boolean(state.resolution || state.method || state.iface || state.inStock) ||
  state.minPrice !== null ||
  state.maxPrice !== null;

/** The brand named in the URL (by its `name`), or undefined when there is no such brand. */
function brandIdOf(name: string): number | null | undefined {
  if (!name) return null;
  return prepared("brand id by name", () =>
    db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.name, sql.placeholder("name")))
      .prepare(),
  ).get({ name })?.id;
}

/** The brands of a listing's facet, by display name. */
function brandsByIds(ids: number[]) {
  return prepared("brands by ids", () =>
    db
      .select({ id: brands.id, name: brands.name, display_name: brands.display_name })
      .from(brands)
      .where(inArray(brands.id, idsPlaceholder()))
      .orderBy(asc(brands.display_name))
      .prepare(),
  ).all({ ids: JSON.stringify(ids) });
}

/** The listing's product fields (what a card shows). */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  image: products.image,
  in_stock: products.in_stock,
  model: products.model,
  brand: brands.display_name,
  price: products.price,
  price_on_request: products.price_on_request,
  specifications: products.specifications,
  category_display_name: categories.display_name,
};

function selectCards() {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.name, products.category))
    .leftJoin(brands, eq(brands.id, products.brand_id));
}

/** A listing page's products by id, in the order of `ids`. */
function cardsByIds(ids: number[]) {
  const rows = prepared("cards by ids", () =>
    selectCards()
      .where(inArray(products.id, idsPlaceholder()))
      .orderBy(asc(products.name), asc(products.id))
      .prepare(),
  ).all({ ids: JSON.stringify(ids) });
  const place = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
}

/**
 * One page of a category's active products (by name) that match the filters, with the facets.
 * Returns undefined when the brand in the filters is not a brand (the caller drops it).
 */
export function listFilteredCategory(
  category: string,
  state: CategoryFilterState,
  { page = 1, perPage = 12 }: { page?: number; perPage?: number } = {},
) {
  const brandId = brandIdOf(state.brand);
  if (brandId === undefined) return undefined;
  const resolved = { state, brandId };
  const safePerPage = Math.min(Math.max(1, perPage), 100);
  const facts = factsOf(category);
  const counts = countFacets(resolved, facts);
  const total = counts.total;
  // Past the last page: the last page's products instead (the page's address is corrected).
  const current = clampPage(page, total, safePerPage);
  const pageIds = pageIdsOf(resolved, facts, safePerPage, (Math.max(1, current) - 1) * safePerPage);

  const brandCounts = new Map<number | null, number>(counts.brand);
  const brandIds = [...brandCounts.keys()].filter((id): id is number => id !== null);
  const brandRows = brandIds.length ? brandsByIds(brandIds) : [];

  const facets: CategoryFacets = {
    brands: brandRows.map((b) => ({
      value: b.name,
      label: b.display_name,
      count: brandCounts.get(b.id) ?? 0,
    })),
    resolutions: RESOLUTIONS.map((o, i) => ({ ...o, count: counts.resolution[i + 1] })),
    methods: PRINT_METHODS.map((o, i) => ({ ...o, count: counts.method[i + 1] })),
    interfaces: INTERFACES.map((o, i) => ({ ...o, count: counts.iface[i + 1] })),
    inStock: counts.inStock[1],
    any: {
      brand: [...brandCounts.values()].reduce((a, b) => a + b, 0),
      resolution: counts.resolution[0],
      method: counts.method[0],
      iface: counts.iface[0],
      inStock: counts.inStock[0],
    },
    total,
    prices: facts.prices,
  };

  const items = pageIds.length === 0 ? [] : cardsByIds(pageIds);
  return {
    items,
    total,
    page: current,
    perPage: safePerPage,
    pageCount: pageCountOf(total, safePerPage),
    facets,
  };
}

/**
 * Active products per category, counted once per content version. `+status` keeps SQLite on a
 * category-first index, read in order without visiting the table; the status index it would pick
 * otherwise reads a table row per product (60-100 ms at 100,000 products against about 10).
 */
const activeCounts = perContentVersion(
  () =>
    new Map(
      db.sqlite
        .prepare(
          `SELECT category, count(*) FROM products WHERE +status = ${PUBLIC_SQL} GROUP BY category`,
        )
        .raw()
        .all() as [string, number][],
    ),
);

/** At most this many categories on the overview (staff keep a few dozen at most). */
const OVERVIEW_CATEGORIES = 60;

/**
 * The catalogue overview (/products): every category that has active products, in the site's
 * category order with its count, and for one page of them (`perPage` sections) their first few
 * products by name. Two statements whatever the number of categories: the counts (kept per content
 * version, see activeCounts), then the first few of each shown category by one statement whose
 * per-category subquery reads a category-status-name index in order and stops after `perCategory`
 * rows. Only the page's categories are read: the others are a link and a count.
 */
export function listCategoryOverview(
  perCategory: number,
  wanted: { page: number; perPage: number },
) {
  const countOf = activeCounts();
  const list = prepared("overview categories", () =>
    db
      .select({
        name: categories.name,
        display_name: categories.display_name,
        description: categories.description,
      })
      .from(categories)
      .limit(OVERVIEW_CATEGORIES)
      .prepare(),
  ).all();
  const index = sortCategories(list)
    .map((c) => ({ ...c, total: countOf.get(c.name) ?? 0 }))
    .filter((c) => c.total > 0);
  const page = clampPage(wanted.page, index.length, wanted.perPage);
  const from = (page - 1) * wanted.perPage;
  const onPage = index.slice(from, from + wanted.perPage);
  const shown = onPage.map((c) => c.name);
  // One limited, index-ordered read per category, joined in one statement (each part stops after
  // `perCategory` rows; a window function over all active rows would read the whole catalogue).
  // Its text depends only on how many categories are shown, so it is written once per count.
  const limit = Math.max(0, Math.floor(perCategory));
  const firstIds = shown.length
    ? (prepared(`overview first ids ${shown.length}`, () =>
        db.sqlite.prepare(
          Array.from(
            shown,
            () =>
              `select * from (select id from products where category = ? and status = ${PUBLIC_SQL} order by name, id limit ?)`,
          ).join(" union all "),
        ),
      )
        .pluck()
        .all(shown.flatMap((name) => [name, limit])) as number[])
    : [];
  const rows = firstIds.length
    ? prepared("overview cards by ids", () =>
        db
          .select({ ...cardColumns, category: products.category })
          .from(products)
          .innerJoin(categories, eq(categories.name, products.category))
          .leftJoin(brands, eq(brands.id, products.brand_id))
          .where(inArray(products.id, idsPlaceholder()))
          .orderBy(asc(products.category), asc(products.name), asc(products.id))
          .prepare(),
      ).all({ ids: JSON.stringify(firstIds) })
    : [];
  const byCategory = new Map<string, Omit<(typeof rows)[number], "category">[]>();
  for (const { category, ...card } of rows) {
    const cards = byCategory.get(category);
    if (cards) cards.push(card);
    else byCategory.set(category, [card]);
  }
  return {
    index,
    page,
    pageCount: pageCountOf(index.length, wanted.perPage),
    sections: onPage.map((c) => ({ ...c, products: byCategory.get(c.name) ?? [] })),
  };
}
