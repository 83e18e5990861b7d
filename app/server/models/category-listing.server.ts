import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
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
 * Cost: one pass over the category's active rows computes a small bit mask per product (materialised
 * once), and every count is a scan of those integers; the choices are a fixed list and brands a
 * small table, so the work grows with the category's size only, never with the choices or the URL.
 */

// The matching rules below read the columns of the `facts` rows built in countFacets: `t` is the
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

/** Conditions over the materialised rows (columns brand_id, s, m) for every facet but `except`. */
function maskWhere({ state, brandId }: Resolved, except?: Facet): SQL {
  const parts: SQL[] = [sql`1`];
  if (except !== "brand" && brandId !== null) parts.push(sql`brand_id = ${brandId}`);
  if (except !== "resolution" && state.resolution)
    parts.push(sql`(m & ${BITS.resolution[state.resolution]}) != 0`);
  if (except !== "method" && state.method) parts.push(sql`(m & ${BITS.method[state.method]}) != 0`);
  if (except !== "iface" && state.iface) parts.push(sql`(m & ${BITS.iface[state.iface]}) != 0`);
  if (except !== "inStock" && state.inStock) parts.push(sql`s = 1`);
  return sql.join(parts, sql` and `);
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

const sumBits = (bits: number[]) =>
  sql.join(
    bits.map((b) => sql`coalesce(sum((m & ${sql.raw(String(b))}) != 0), 0)`),
    sql`, `,
  );

/**
 * The counts of every facet for `category` (its name), each with the other facets' choices kept, and
 * the ids of one page of the matching products (by name), in one statement over one materialised
 * pass of the category.
 */
function countFacets(
  category: string,
  resolved: Resolved,
  { limit, offset }: { limit: number; offset: number },
) {
  const countsOf = (facet: Facet, extra: SQL) =>
    sql`select ${facet} as f, json_array(count(*), ${extra}) as c from base where ${maskWhere(resolved, facet)}`;
  const query = sql`
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
    ),
    base as materialized (select id, name, brand_id, s, (${maskSql}) as m from facts)
    select 'total' as f, json_array(count(*)) as c from base where ${maskWhere(resolved)}
    union all select 'page' as f, coalesce(json_group_array(id), '[]') as c from (
      select id from base where ${maskWhere(resolved)} order by name, id limit ${limit} offset ${offset}
    )
    union all ${countsOf("resolution", sumBits(RESOLUTIONS.map((o) => BITS.resolution[o.value])))}
    union all ${countsOf("method", sumBits(PRINT_METHODS.map((o) => BITS.method[o.value])))}
    union all ${countsOf("iface", sumBits(INTERFACES.map((o) => BITS.iface[o.value])))}
    union all ${countsOf("inStock", sql`coalesce(sum(s), 0)`)}
    union all select 'brand' as f, json_group_array(json_array(brand_id, n)) as c from (
      select brand_id, count(*) as n from base where ${maskWhere(resolved, "brand")} group by brand_id
    )`;
  const rows = db.all<{ f: string; c: string }>(query);
  return Object.fromEntries(rows.map((r) => [r.f, JSON.parse(r.c) as unknown[]]));
}

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
  const window = (p: number) => ({ limit: safePerPage, offset: (p - 1) * safePerPage });
  let counts = countFacets(category, resolved, window(Math.max(1, page)));
  const num = (f: string, i: number) => Number(counts[f]?.[i] ?? 0);
  const total = num("total", 0);
  const current = clampPage(page, total, safePerPage);
  // Past the last page: the last page's products instead (the page's address is corrected).
  if (current !== page && total > 0) counts = countFacets(category, resolved, window(current));
  const pageIds = (counts.page ?? []) as number[];

  const brandCounts = new Map<number | null, number>(
    ((counts.brand ?? []) as [number | null, number][]).map(([id, n]) => [id, n]),
  );
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
    resolutions: RESOLUTIONS.map((o, i) => ({ ...o, count: num("resolution", i + 1) })),
    methods: PRINT_METHODS.map((o, i) => ({ ...o, count: num("method", i + 1) })),
    interfaces: INTERFACES.map((o, i) => ({ ...o, count: num("iface", i + 1) })),
    inStock: num("inStock", 1),
    any: {
      brand: [...brandCounts.values()].reduce((a, b) => a + b, 0),
      resolution: num("resolution", 0),
      method: num("method", 0),
      iface: num("iface", 0),
      inStock: num("inStock", 0),
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
 * few products by name (each read through the category-status-name index, so the cost is a count
 * per category plus a few rows, whatever the catalogue's size).
 */
export function listCategoryOverview(perCategory = 4) {
  const counts = db
    .select({ category: products.category, n: count() })
    .from(products)
    .where(eq(products.status, "active"))
    .groupBy(products.category)
    .all();
  const countOf = new Map(counts.map((c) => [c.category, c.n]));
  return db
    .select({
      name: categories.name,
      display_name: categories.display_name,
      description: categories.description,
    })
    .from(categories)
    .limit(OVERVIEW_CATEGORIES)
    .all()
    .map((c) => {
      const total = countOf.get(c.name) ?? 0;
      return {
        ...c,
        total,
        products:
          total === 0
            ? []
            : selectCards()
                .where(and(eq(products.category, c.name), eq(products.status, "active")))
                .orderBy(asc(products.name))
                .limit(perCategory)
                .all(),
      };
    });
}
