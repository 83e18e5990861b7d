/**
 * The admin's products list and the dashboard's counts of what needs doing. The list's state comes
 * from `parseProductQuery` (app/lib/admin-product-query.ts), which keeps only known values; here every
 * sort is a fixed column from a table below and every filter a bound parameter. One query for the
 * count and one for the page (brand and category names joined in), whatever the page size.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ProductListSort, ProductQuery } from "~/lib/admin-product-query";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { db } from "../db.server";
import { brands, categories, inquiries, products } from "../db/schema";
import { likePattern, paged } from "./paging.server";

/** The filter part of a query (search, status, stock, brand, category, missing, featured). */
export type ProductListFilter = Omit<ProductQuery, "sort" | "dir" | "per" | "page">;

function whereOf(f: Partial<ProductListFilter>): SQL | undefined {
  const q = f.q?.trim();
  const like = q ? likePattern(q) : "";
  return and(
    q
      ? or(
          sql`${products.name} like ${like} escape '\\'`,
          sql`${products.model} like ${like} escape '\\'`,
          sql`${products.slug} like ${like} escape '\\'`,
          sql`${products.description} like ${like} escape '\\'`,
        )
      : undefined,
    f.status ? eq(products.status, f.status) : undefined,
    f.stock ? eq(products.in_stock, f.stock === "in") : undefined,
    f.brand === "none"
      ? isNull(products.brand_id)
      : typeof f.brand === "number"
        ? eq(products.brand_id, f.brand)
        : undefined,
    f.category ? eq(products.category, f.category) : undefined,
    f.featured === true || f.featured === false ? eq(products.featured, f.featured) : undefined,
    f.missing === "image"
      ? sql`coalesce(trim(${products.image}), '') = ''`
      : f.missing === "price"
        ? sql`(${products.price} is null and ${products.price_on_request} = 0)`
        : f.missing === "hsn"
          ? sql`coalesce(trim(${products.hsn_code}), '') = ''`
          : f.missing === "specs"
            ? sql`coalesce(trim(${products.specifications}), '') = ''`
            : f.missing === "meta"
              ? sql`(coalesce(trim(${products.meta_title}), '') = '' or coalesce(trim(${products.meta_description}), '') = '')`
              : undefined,
  );
}

/** Each sort's columns; the id last so equal values keep a stable order across pages. */
const SORT_COLUMNS: Record<ProductListSort, (SQL | SQLiteColumn)[]> = {
  name: [sql`${products.name} collate nocase`],
  model: [sql`coalesce(${products.model}, '') collate nocase`],
  brand: [sql`coalesce(${brands.display_name}, '') collate nocase`],
  category: [sql`${categories.display_name} collate nocase`],
  // Products without a price come last whichever way the prices run.
  price: [sql`${products.price} is null`, products.price],
  stock: [products.in_stock],
  status: [products.status],
  updated: [products.updated_at],
};

function orderOf(sort: ProductListSort, dir: "asc" | "desc"): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const cols = SORT_COLUMNS[sort].map((c, i) =>
    // The "no price last" key keeps its direction.
    sort === "price" && i === 0 ? asc(c) : by(c),
  );
  return [...cols, by(products.id)];
}

const listColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  model: products.model,
  image: products.image,
  category: products.category,
  category_display_name: categories.display_name,
  brand: brands.display_name,
  price: products.price,
  price_on_request: products.price_on_request,
  in_stock: products.in_stock,
  status: products.status,
  featured: products.featured,
  updated_at: products.updated_at,
};

export function listAdminProducts(query: ProductQuery) {
  const where = whereOf(query);
  return paged(
    { page: query.page, perPage: query.per },
    { perPage: query.per },
    () => countAdminProducts(query),
    (limit, offset) =>
      db
        .select(listColumns)
        .from(products)
        .innerJoin(categories, eq(categories.name, products.category))
        .leftJoin(brands, eq(brands.id, products.brand_id))
        .where(where)
        .orderBy(...orderOf(query.sort, query.dir))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

/** The ids of the products the list's filter finds (all pages), at most `limit`, in id order. */
export function adminProductIds(f: Partial<ProductListFilter>, limit: number): number[] {
  return db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(f))
    .orderBy(asc(products.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
}

function countAdminProducts(f: Partial<ProductListFilter>): number {
  return db.select({ n: count() }).from(products).where(whereOf(f)).get()?.n ?? 0;
}

/** The dashboard's to-do numbers, each the total of a filter the products list can show. */
export function productTodoCounts() {
  const row = db
    .select({
      outOfStock: sql<number>`sum(${products.in_stock} = 0)`,
      inactive: sql<number>`sum(${products.status} = 'inactive')`,
      noImage: sql<number>`sum(${whereOf({ missing: "image" })})`,
      noPrice: sql<number>`sum(${whereOf({ missing: "price" })})`,
      noHsn: sql<number>`sum(${whereOf({ missing: "hsn" })})`,
      noSpecs: sql<number>`sum(${whereOf({ missing: "specs" })})`,
      noMeta: sql<number>`sum(${whereOf({ missing: "meta" })})`,
    })
    .from(products)
    .get();
  return {
    outOfStock: Number(row?.outOfStock ?? 0),
    inactive: Number(row?.inactive ?? 0),
    noImage: Number(row?.noImage ?? 0),
    noPrice: Number(row?.noPrice ?? 0),
    noHsn: Number(row?.noHsn ?? 0),
    noSpecs: Number(row?.noSpecs ?? 0),
    noMeta: Number(row?.noMeta ?? 0),
  };
}

/** The names of the given products, for a result message. */
export function productNames(ids: number[]): { id: number; name: string }[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.id} in (select value from json_each(${JSON.stringify(ids)}))`)
    .all();
}

/** Inquiries received in the last `days` days (they have no status: new means recent). */
export function countRecentInquiries(days: number): number {
  return (
    db
      .select({ n: count() })
      .from(inquiries)
      .where(
        sql`${inquiries.created_at} >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${days} days`})`,
      )
      .get()?.n ?? 0
  );
}
