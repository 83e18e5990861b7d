import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, idsPlaceholder, prepared, writeTransaction } from "../db.server";
import { brands, categories, products, type NewProduct } from "../db/schema";
import { likePattern, paged, type PageRequest } from "./paging.server";
import { randomCategoryProductIds } from "./category-listing.server";
import { importChanges, isValueTaken } from "./crud.server";
import { claimPath } from "./redirects.server";
import { writeImportFits, type ImportFits } from "./fit-pairs.server";
import { putInTrash, readRawRow } from "./trash.server";
import { isPublicRow, projectionOf, sqlDefaultsOf } from "../entities/entity.server";
import {
  PRODUCT_FIELDS,
  PRODUCT_IMPORT_FIELDS,
  productEntity,
  type ProductFormInput,
} from "../entities/product.server";

/** The status a product needs before visitors see it. */
const PUBLIC = productEntity.publicStatus;

/**
 * A product as pages and /api see it: the registry's columns (entities/product-fields.server.ts),
 * the row's own columns that are no field (id, files, timestamps), and the names this model joins in.
 */
const productColumns = {
  id: products.id,
  ...projectionOf(products, PRODUCT_FIELDS),
  image: products.image,
  pdf: products.pdf,
  gallery: products.gallery,
  created_at: products.created_at,
  updated_at: products.updated_at,
  category_display_name: categories.display_name,
  brand: brands.display_name,
};

function selectProducts() {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.name, products.category))
    .leftJoin(brands, eq(brands.id, products.brand_id));
}

export type Product = Awaited<ReturnType<ReturnType<typeof selectProducts>["all"]>>[number];

export type ProductSort = "name" | "newest" | "rating" | "reviews";

export interface ProductFilter extends PageRequest {
  category?: string;
  /** Public pages pass the entity's public status; the admin passes nothing to see every product. */
  status?: Product["status"];
  featured?: boolean;
  /** Admin search: name or description contains the text. */
  search?: string;
  sort?: ProductSort;
}

// Each order ends on the id: names may repeat, and rows that tie on every other key would come in
// whatever order a page's query happens to read them, so one could show on two pages and another on
// none.
const sorts: Record<ProductSort, SQL[]> = {
  name: [asc(products.name), asc(products.id)],
  newest: [desc(products.created_at), asc(products.name), asc(products.id)],
  rating: [desc(products.rating), desc(products.reviews), asc(products.name), asc(products.id)],
  reviews: [desc(products.reviews), desc(products.rating), asc(products.name), asc(products.id)],
};

function whereOf(f: ProductFilter): SQL | undefined {
  const search = f.search?.trim();
  return and(
    f.category ? eq(products.category, f.category) : undefined,
    f.status ? eq(products.status, f.status) : undefined,
    f.featured !== undefined ? eq(products.featured, f.featured) : undefined,
    search
      ? or(
          sql`${products.name} like ${likePattern(search)} escape '\\'`,
          sql`${products.description} like ${likePattern(search)} escape '\\'`,
        )
      : undefined,
  );
}

export function listProducts(f: ProductFilter = {}) {
  const where = whereOf(f);
  return paged(
    f,
    { perPage: 12 },
    () => db.select({ n: count() }).from(products).where(where).get()?.n ?? 0,
    (limit, offset) =>
      selectProducts()
        .where(where)
        .orderBy(...sorts[f.sort ?? "name"])
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

export function countProducts(f: Omit<ProductFilter, keyof PageRequest | "sort"> = {}): number {
  return db.select({ n: count() }).from(products).where(whereOf(f)).get()?.n ?? 0;
}

export function getProductById(id: number): Product | undefined {
  return prepared("product by id", () =>
    selectProducts()
      .where(eq(products.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id });
}

export function getProductBySlug(slug: string): Product | undefined {
  return prepared("product by slug", () =>
    selectProducts()
      .where(eq(products.slug, sql.placeholder("slug")))
      .prepare(),
  ).get({ slug });
}

/** Products by id, any number of them in one statement (the ids come as a JSON array). */
function getProductsByIds(ids: number[]): Product[] {
  return prepared("products by ids", () =>
    selectProducts().where(inArray(products.id, idsPlaceholder())).prepare(),
  ).all({ ids: JSON.stringify(ids) });
}

/** The public ones of these products, in the order asked (a blog post's named products). */
export function getPublicProductsByIds(ids: number[]): Product[] {
  if (!ids.length) return [];
  const order = new Map(ids.map((id, i) => [id, i]));
  return getProductsByIds(ids)
    .filter(isPublicProduct)
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Featured active products, best rated first (Home shows 4 of 8, the popular page more). */
export function listFeaturedProducts(limit = 4): Product[] {
  return selectProducts()
    .where(and(eq(products.featured, true), eq(products.status, PUBLIC)))
    .orderBy(...sorts.rating)
    .limit(Math.min(Math.max(1, limit), 100))
    .all();
}

/** Up to `limit` random active products of a category, never `excludeSlug` nor 'adhesive-label'. */
export function listRelatedProducts(category: string, excludeSlug: string, limit = 4): Product[] {
  // A random sample of the category's ids (kept per content version), two more than asked for the
  // two products left out: sorting the whole category by random() read every row of it.
  const picked = randomCategoryProductIds(category, limit + 2);
  if (picked.length === 0) return [];
  // Read by id alone (with more conditions SQLite may prefer the status index and read every
  // active product); the rest is checked on the few rows read.
  const rows = getProductsByIds(picked);
  const order = new Map(picked.map((id, i) => [id, i]));
  return rows
    .filter((p) => isPublicProduct(p) && p.slug !== excludeSlug && p.slug !== "adhesive-label")
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .slice(0, limit);
}

/**
 * Who may see a product on the public site, in public /api answers and in a contact message (the
 * entity's rule). Staff (admin pages, /api with a token or session) see every product.
 */
export function isPublicProduct(product: Pick<Product, "status">): boolean {
  return isPublicRow(productEntity, product);
}

/** A product by slug as the public sees it: undefined when unknown or not public. */
export function getPublicProductBySlug(slug: string): Product | undefined {
  const product = getProductBySlug(slug);
  return product && isPublicProduct(product) ? product : undefined;
}

export function isProductSlugTaken(slug: string, exceptId?: number): boolean {
  return isValueTaken(products, products.slug, slug, exceptId);
}

/** What a save writes; the timestamps are set by the database unless given (the demo seed). */
export type ProductInput = Omit<NewProduct, "id">;

export function createProduct(input: ProductInput): Product {
  const { id } = db.insert(products).values(input).returning({ id: products.id }).get();
  return getProductById(id)!;
}

export function updateProduct(id: number, input: Partial<ProductInput>): Product | undefined {
  const changed = db
    .update(products)
    .set({ ...input, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(products.id, id))
    .returning({ id: products.id })
    .get();
  return changed ? getProductById(id) : undefined;
}

/** Deletes and returns the removed row, so callers can remove its files after the commit. */
export function deleteProduct(id: number) {
  return db.delete(products).where(eq(products.id, id)).returning().get();
}

/** Every product matching the filter, unpaged, by name: the /api lists (they answer whole arrays). */
export function listAllProducts(
  f: Pick<ProductFilter, "category" | "status" | "featured"> = {},
): Product[] {
  return selectProducts()
    .where(whereOf(f))
    .orderBy(...sorts.name)
    .all();
}

/** What the sitemap needs of each active product: its URL and when it last changed. */
export function listActiveProductPaths(): { slug: string; category: string; updated_at: string }[] {
  return db
    .select({ slug: products.slug, category: products.category, updated_at: products.updated_at })
    .from(products)
    .where(eq(products.status, PUBLIC))
    .orderBy(asc(products.slug))
    .all();
}

/**
 * Moves several products to the trash in one transaction and returns the removed rows, so the caller
 * can move their files after the commit. Ids that do not exist are skipped.
 */
export function deleteProducts(ids: number[]) {
  return db.sqlite
    .transaction(() =>
      ids.flatMap((id) => {
        const raw = readRawRow("products", id);
        const row = db.delete(products).where(eq(products.id, id)).returning().get();
        if (row && raw) putInTrash("products", raw, row.name);
        return row ? [row] : [];
      }),
    )
    .immediate();
}

// ---------------------------------------------------------------------------------------------
// Bulk import (app/server/import/import.server.ts)

/**
 * The import's columns, from the registry: the required ones are always written; the others, and
 * the image reference, only when their cell was not blank (else an update keeps the stored value
 * and an insert takes the column's default).
 */
const REQUIRED = PRODUCT_IMPORT_FIELDS.filter((f) => f.required).map((f) => f.key);
const OPTIONAL = [...PRODUCT_IMPORT_FIELDS.filter((f) => !f.required).map((f) => f.key), "image"];
const IMPORTED_COLUMNS = [
  ...REQUIRED.map((key) => ({ key, required: true })),
  ...OPTIONAL.map((key) => ({ key, required: false })),
];
const INSERT_DEFAULTS = sqlDefaultsOf(products, PRODUCT_FIELDS);

/**
 * One product row of a CSV import, by column. An optional field that is null or absent was left
 * blank in the file: an update keeps the stored value, an insert takes the column's default.
 */
export type ProductImportRow = Pick<ProductFormInput, "name" | "slug" | "category"> &
  Partial<Record<string, unknown>> & {
    /** The row's printers or supplies, when its cell was not blank (models/fits.server.ts). */
    fits?: ImportFits;
  };

// Raw prepared statements: an import writes tens of thousands of rows, and building a Drizzle query
// per row costs more than the write itself. Prepared once per connection, reused for every row.
type Statement = ReturnType<typeof db.sqlite.prepare>;
let importStatements: { find: Statement; update: Statement; insert: Statement } | undefined;

function productImportStatements() {
  if (importStatements) return importStatements;
  const required = REQUIRED.filter((c) => c !== "slug");
  const set = [
    ...required.map((c) => `${c} = @${c}`),
    ...OPTIONAL.map((c) => `${c} = coalesce(@${c}, ${c})`),
  ].join(", ");
  // A row that would change nothing is not written: re-importing a whole catalogue with a few
  // changes re-indexes (search triggers) and re-dates only the products that changed.
  const changed = [
    ...required.map((c) => `${c} IS NOT @${c}`),
    ...OPTIONAL.map((c) => `coalesce(@${c}, ${c}) IS NOT ${c}`),
  ].join(" OR ");
  importStatements = {
    find: db.sqlite.prepare("SELECT id FROM products WHERE slug = ?"),
    update: db.sqlite.prepare(
      `UPDATE products SET ${set}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = @id AND (${changed})`,
    ),
    insert: db.sqlite.prepare(
      `INSERT INTO products (${[...REQUIRED, ...OPTIONAL].join(", ")})
       VALUES (${[
         ...REQUIRED.map((c) => `@${c}`),
         ...OPTIONAL.map((c) =>
           INSERT_DEFAULTS[c] ? `coalesce(@${c}, ${INSERT_DEFAULTS[c]})` : `@${c}`,
         ),
       ].join(", ")})`,
    ),
  };
  return importStatements;
}

/** SQLite takes booleans as 1/0; a blank cell is null. */
const param = (v: unknown) => (v === undefined ? null : typeof v === "boolean" ? (v ? 1 : 0) : v);

/**
 * Writes import rows in ONE immediate transaction: a row whose slug exists updates that product
 * (blank optional cells keep their values; an unchanged row is left alone but still counts as
 * updated), any other row is inserted. The search index follows through the triggers on products.
 * Anything thrown (a constraint, `onRow`) rolls every row back.
 */
export function upsertProductsBySlug(
  rows: ProductImportRow[],
  onRow?: (index: number) => void,
): { created: number; updated: number } {
  const { find, update, insert } = productImportStatements();
  return writeTransaction(() => {
    let created = 0;
    let updated = 0;
    rows.forEach((row, i) => {
      onRow?.(i);
      const params: Record<string, unknown> = {};
      for (const c of REQUIRED) params[c] = row[c];
      for (const c of OPTIONAL) params[c] = param(row[c]);
      const existing = find.get(row.slug) as { id: number } | undefined;
      if (existing) {
        update.run({ ...params, id: existing.id });
        if (row.fits) writeImportFits(existing.id, row.category, row.fits);
        updated++;
      } else {
        const { lastInsertRowid } = insert.run(params);
        if (row.fits) writeImportFits(Number(lastInsertRowid), row.category, row.fits);
        // A new product at an address that used to redirect answers there itself.
        claimPath(`/products/${row.slug}`);
        created++;
      }
    });
    return { created, updated };
  });
}

let storedBySlug: Statement | undefined;

/** A product's stored row (every column, booleans as 0/1) by slug: what an import row would change. */
export function storedProductBySlug(slug: string): Record<string, unknown> | undefined {
  storedBySlug ??= db.sqlite.prepare("SELECT * FROM products WHERE slug = ?");
  return storedBySlug.get(slug) as Record<string, unknown> | undefined;
}

/**
 * The columns an import row would change on its stored product, as the import's UPDATE decides it
 * (a blank optional cell keeps the stored value): each with its stored and new value.
 */
export function importRowChanges(
  row: ProductImportRow,
  stored: Record<string, unknown>,
): { key: string; from: unknown; to: unknown }[] {
  return importChanges(IMPORTED_COLUMNS, row, stored);
}

/** Which of `slugs` belong to a product already (an import's rows that will be updates). */
let slugExists: Statement | undefined;

export function existingProductSlugs(slugs: Iterable<string>): Set<string> {
  const find = (slugExists ??= db.sqlite.prepare("SELECT 1 AS found FROM products WHERE slug = ?"));
  const found = new Set<string>();
  for (const slug of slugs) if (find.get(slug) !== undefined) found.add(slug);
  return found;
}
