import { asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { readContentVersion } from "../content-version.server";
import { db } from "../db.server";
import { brands, categories, products } from "../db/schema";
import {
  INTERFACES,
  PRINT_METHODS,
  RESOLUTIONS,
  type CategoryFilterState,
  type Interface,
  type PrintMethod,
  type Resolution,
} from "~/lib/category-filters";
import { clampPage, pageCountOf } from "~/lib/pagination";

/**
 * A category's listing narrowed by brand, resolution, print method, interface and stock, with how
 * many products each choice leaves. A product's facts come from its fit columns (dpi, print_method)
 * and, where those do not say, from its specifications text: a product matches a choice when either
 * says so ("Direct Thermal / Thermal Transfer" matches both methods).
 *
 * Cost: one pass over the category's active rows computes a small bit mask per product, kept in
 * memory until the content version moves; a request then scans those integers once (and a filter
 * state already answered at this version not at all) and reads only its page's rows by id. So
 * varying the URL's filters or pages cannot make the server match specifications text again.
 */

// The matching rules below read the columns of the `facts` rows built in buildFacts: `t` is the
// specifications in lower case, after a space, with ':', ',', '/', '(' and '-' read as spaces and a space
// before "dpi" (so "203dpi" and "Resolution:203 dpi" are " 203 dpi", never the end of "1203 dpi",
// and "direct-thermal" is "direct thermal"), `it` the interfaces row onward
// ("interfaces usb  rs-232 ..."), so "USB" in a footnote elsewhere does not count and a product
// without such a row has no interfaces to filter on. Each is computed once per product, not once per
// choice, and every test is a plain LIKE (a GLOB character class costs several times more).
const spec = sql.raw("t");
const ifaceText = sql.raw("it");
const dpiCol = sql.raw("dpi");
const methodCol = sql.raw("pm");

const RESOLUTION_SQL: Record<Resolution, SQL> = Object.fromEntries(
  RESOLUTIONS.map(({ value }) => [
    value,
    sql`(${dpiCol} = ${Number(value)} or ${spec} like ${`% ${value} dpi%`})`,
  ]),
) as Record<Resolution, SQL>;

const METHOD_SQL: Record<PrintMethod, SQL> = Object.fromEntries(
  PRINT_METHODS.map(({ value }) => {
    const words = value.replace("-", " ");
    return [value, sql`(${methodCol} = ${value} or ${spec} like ${`%${words}%`})`];
  }),
) as Record<PrintMethod, SQL>;

/** What each interface is called in specifications (lowercase LIKE patterns). */
const INTERFACE_WORDS: Record<Interface, string[]> = {
  usb: ["%usb%"],
  ethernet: ["%ethernet%", "% lan%"],
  serial: ["%rs 232%", "%rs232%", "%serial%"],
  bluetooth: ["%bluetooth%"],
  wifi: ["%wi fi%", "%wifi%", "%wlan%"],
  parallel: ["%parallel%"],
};

const INTERFACE_SQL: Record<Interface, SQL> = Object.fromEntries(
  INTERFACES.map(({ value }) => [
    value,
    sql`(${sql.join(
      INTERFACE_WORDS[value].map((w) => sql`${ifaceText} like ${w}`),
      sql` or `,
    )})`,
  ]),
) as Record<Interface, SQL>;

/** Bit of each choice in the per-product mask. */
const BITS = {
  resolution: Object.fromEntries(RESOLUTIONS.map((o, i) => [o.value, 1 << i])),
  method: Object.fromEntries(PRINT_METHODS.map((o, i) => [o.value, 1 << (3 + i)])),
  iface: Object.fromEntries(INTERFACES.map((o, i) => [o.value, 1 << (5 + i)])),
} as {
  resolution: Record<Resolution, number>;
  method: Record<PrintMethod, number>;
  iface: Record<Interface, number>;
};

const maskSql = sql.join(
  [
    ...RESOLUTIONS.map((o) => [RESOLUTION_SQL[o.value], BITS.resolution[o.value]] as const),
    ...PRINT_METHODS.map((o) => [METHOD_SQL[o.value], BITS.method[o.value]] as const),
    ...INTERFACES.map((o) => [INTERFACE_SQL[o.value], BITS.iface[o.value]] as const),
  ].map(([cond, bit]) => sql`(case when ${cond} then ${sql.raw(String(bit))} else 0 end)`),
  sql` | `,
);

type Facet = "brand" | "resolution" | "method" | "iface" | "inStock";

/** The brand filter resolved to its row id (null: no brand chosen). */
interface Resolved {
  state: CategoryFilterState;
  brandId: number | null;
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

export interface CategoryFacets {
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
}

/**
 * A category's facet facts, one entry per active product in listing order (name, id): its id, brand
 * (-1 for none), stock and choice bits. Made by one pass over the category's rows (the mask below,
 * computed by SQLite), and kept until the content version moves, so a request reads typed arrays
 * instead of pattern-matching every product's specifications again.
 */
interface CategoryFacts {
  ids: Int32Array;
  brand: Int32Array;
  mask: Uint16Array;
  stock: Uint8Array;
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
  const rows = db.all<{ id: number; b: number | null; s: number; m: number }>(sql`
    with facts0 as materialized (
      select ${products.id} as id, ${products.name} as name, ${products.brand_id} as brand_id,
        ${products.in_stock} as s, ${products.dpi} as dpi, ${products.print_method} as pm,
        ' ' || replace(replace(replace(replace(replace(replace(replace(
          lower(coalesce(${products.specifications}, '')),
          ':', ' '), ',', ' '), '/', ' '), '(', ' '), '-', ' '), 'dpi', ' dpi'), '  ', ' ') as t
      from ${products}
      where ${products.category} = ${category} and ${products.status} = 'active'
    ),
    facts as materialized (
      select id, name, brand_id, s, dpi, pm, t,
        case when instr(t, 'interface') > 0 then substr(t, instr(t, 'interface')) else '' end as it
      from facts0
    )
    select id, brand_id as b, s, (${maskSql}) as m from facts order by name, id`);
  const n = rows.length;
  const facts: CategoryFacts = {
    ids: new Int32Array(n),
    brand: new Int32Array(n),
    mask: new Uint16Array(n),
    stock: new Uint8Array(n),
    counts: new Map(),
  };
  rows.forEach((r, i) => {
    facts.ids[i] = r.id;
    facts.brand[i] = r.b ?? -1;
    facts.mask[i] = r.m;
    facts.stock[i] = r.s ? 1 : 0;
  });
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

/** The facets each product fails: one bit per facet, so "all but X" is a single comparison. */
const FAIL = { brand: 1, resolution: 2, method: 4, iface: 8, inStock: 16 } as const;

function matcher({ state, brandId }: Resolved, f: CategoryFacts) {
  const rBit = state.resolution ? BITS.resolution[state.resolution] : 0;
  const mBit = state.method ? BITS.method[state.method] : 0;
  const iBit = state.iface ? BITS.iface[state.iface] : 0;
  return (i: number) => {
    const m = f.mask[i];
    let fails = 0;
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
  const key = JSON.stringify([resolved.brandId, resolved.state]);
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

/** The ids of the matching products at [offset, offset + limit) in listing order. */
function pageIdsOf(resolved: Resolved, f: CategoryFacts, limit: number, offset: number): number[] {
  const ids: number[] = [];
  if (!hasAnyFilter(resolved)) {
    for (let i = offset; i < Math.min(offset + limit, f.ids.length); i++) ids.push(f.ids[i]);
    return ids;
  }
  const fails = matcher(resolved, f);
  let seen = 0;
  for (let i = 0; i < f.ids.length && ids.length < limit; i++) {
    if (fails(i) !== 0) continue;
    if (seen >= offset) ids.push(f.ids[i]);
    seen += 1;
  }
  return ids;
}

const hasAnyFilter = ({ state, brandId }: Resolved) =>
  brandId !== null || Boolean(state.resolution || state.method || state.iface || state.inStock);

/** The brand named in the URL (by its `name`), or undefined when there is no such brand. */
function brandIdOf(name: string): number | null | undefined {
  if (!name) return null;
  return db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)).get()?.id;
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
  const brandRows = brandIds.length
    ? db
        .select({ id: brands.id, name: brands.name, display_name: brands.display_name })
        .from(brands)
        .where(inArray(brands.id, brandIds))
        .orderBy(asc(brands.display_name))
        .all()
    : [];

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
  };

  const items =
    pageIds.length === 0
      ? []
      : selectCards()
          .where(inArray(products.id, pageIds))
          .orderBy(asc(products.name), asc(products.id))
          .all();
  return {
    items,
    total,
    page: current,
    perPage: safePerPage,
    pageCount: pageCountOf(total, safePerPage),
    facets,
  };
}

export type FilteredCategoryPage = NonNullable<ReturnType<typeof listFilteredCategory>>;

/** At most this many categories on the overview (staff keep a few dozen at most). */
const OVERVIEW_CATEGORIES = 60;

/**
 * The catalogue overview (/products): every category with its active products' count and its first
 * few products by name, in two statements whatever the number of categories: the counts by one
 * GROUP BY over the category-status-name index, the first few of each category by one statement
 * whose per-category subquery reads that index in order and stops after `perCategory` rows.
 */
export function listCategoryOverview(perCategory = 4) {
  const counts = db
    .select({ category: products.category, n: count() })
    .from(products)
    .where(eq(products.status, "active"))
    .groupBy(products.category)
    .all();
  const countOf = new Map(counts.map((c) => [c.category, c.n]));
  const list = db
    .select({
      name: categories.name,
      display_name: categories.display_name,
      description: categories.description,
    })
    .from(categories)
    .limit(OVERVIEW_CATEGORIES)
    .all();
  const shown = list.filter((c) => (countOf.get(c.name) ?? 0) > 0).map((c) => c.name);
  // One limited, index-ordered read per category, joined in one statement (each part stops after
  // `perCategory` rows; a window function over all active rows would read the whole catalogue).
  const limit = Math.max(0, Math.floor(perCategory));
  const firstIds = shown.length
    ? db
        .all<{ id: number }>(
          sql.join(
            shown.map(
              (name) =>
                sql`select * from (select ${products.id} as id from ${products} where ${products.category} = ${name} and ${products.status} = 'active' order by ${products.name}, ${products.id} limit ${limit})`,
            ),
            sql` union all `,
          ),
        )
        .map((r) => r.id)
    : [];
  const rows = firstIds.length
    ? db
        .select({ ...cardColumns, category: products.category })
        .from(products)
        .innerJoin(categories, eq(categories.name, products.category))
        .leftJoin(brands, eq(brands.id, products.brand_id))
        .where(inArray(products.id, firstIds))
        .orderBy(asc(products.category), asc(products.name), asc(products.id))
        .all()
    : [];
  const byCategory = new Map<string, typeof rows>();
  for (const r of rows) {
    const cat = r.category;
    byCategory.set(cat, [...(byCategory.get(cat) ?? []), r]);
  }
  return list.map((c) => ({
    ...c,
    total: countOf.get(c.name) ?? 0,
    products: (byCategory.get(c.name) ?? []).map((r) => {
      const { category: _category, ...card } = r;
      return card;
    }),
  }));
}
