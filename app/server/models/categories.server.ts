import { asc, count, eq, sql } from "drizzle-orm";
import { db, prepared, writeTransaction } from "../db.server";
import { categories, products, type Category } from "../db/schema";
import { CATEGORY_FIELDS } from "../entities/category.server";
import { byIdCrud, byNameReads, namedImportWriter, type NamedImportRow } from "./crud.server";
import { CATEGORY_SHORTCUTS } from "~/config/site";
import { categoryHref, categoryPathSegment } from "~/lib/categories";
import { claimPath, recordRedirect } from "./redirects.server";

const crud = byIdCrud(categories, { touches: true });

export const getCategoryById = crud.getById;
export const createCategory = crud.create;
export const updateCategory = crud.update;

const named = byNameReads(categories);

/** Every category, by display name; page order (the fixed list first) is app/lib's concern. */
export const listCategories = named.list;
export const getCategoryByName = named.getByName;
export const isCategoryNameTaken = named.isNameTaken;
export const countCategories = named.count;

function countProductsInCategory(name: string): number {
  return db.select({ n: count() }).from(products).where(eq(products.category, name)).get()?.n ?? 0;
}

export type DeleteCategoryResult =
  | { ok: true; category: Category }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "has-products"; productCount: number };

/** Refuses while products still point at the category: none is ever left without one. */
export function deleteCategory(id: number): DeleteCategoryResult {
  // IMMEDIATE: the count and the delete see the same database, even with another process writing.
  return writeTransaction(() => {
    const category = crud.getById(id);
    if (!category) return { ok: false, reason: "not-found" } as const;
    const productCount = countProductsInCategory(category.name);
    if (productCount > 0) return { ok: false, reason: "has-products", productCount } as const;
    crud.remove(id);
    return { ok: true, category } as const;
  });
}

/**
 * When the category table is empty, categories are derived from the products' category
 * values (id a dash-separated lowercase slug, description 'Products in {category} category').
 */
export function listCategoriesWithFallback() {
  const rows = listCategories();
  if (rows.length > 0) return rows;
  const names = db
    .selectDistinct({ category: products.category })
    .from(products)
    .orderBy(asc(products.category))
    .all();
  return names.map(({ category }) => ({
    id: category.toLowerCase().replace(/\s+/g, "-"),
    name: category,
    display_name: category,
    description: `Products in ${category} category`,
    icon: null,
    image: null,
  }));
}

/** getCategoryByName for the listing pages, which look their category up on every render. */
function categoryByName(name: string): Category | undefined {
  return prepared("category by name", () =>
    db
      .select()
      .from(categories)
      .where(eq(categories.name, sql.placeholder("name")))
      .prepare(),
  ).get({ name });
}

/**
 * The category a URL or /api value names: its name ("desktop-printers"), else its display name in
 * any case ("Desktop Printers"), else the display name's URL form (the dynamic route's slug, or a
 * shortcut path's segment), so a category renamed by staff keeps its listing page.
 */
export function findCategory(value: string): Category | undefined {
  const v = value.trim();
  if (!v) return undefined;
  const byName = categoryByName(v);
  if (byName) return byName;
  const lower = v.toLowerCase();
  return listCategories().find(
    (c) =>
      c.display_name.toLowerCase() === lower ||
      categoryPathSegment(c.display_name) === lower ||
      CATEGORY_SHORTCUTS[c.display_name] === `/${lower}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Bulk import (app/server/import/import.server.ts)

/** One category row of a CSV import; a null optional field was blank and keeps the stored value. */
export type CategoryImportRow = NamedImportRow;

const importWriter = namedImportWriter("categories", categories, CATEGORY_FIELDS);
/** The import preview compares a row with its stored one through the writer's own rule. */
export { importWriter as categoryImportWriter };

// A product import names categories that may not exist yet: they are created with a display name.
let insertMissing: ReturnType<typeof db.sqlite.prepare> | undefined;

/** Writes import rows in ONE immediate transaction: an existing name is updated, others inserted. */
export function upsertCategoriesByName(rows: CategoryImportRow[]): {
  created: number;
  updated: number;
} {
  const { update, insert } = importWriter.statements();
  return writeTransaction(() => {
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      const params = importWriter.params(row);
      const before = getCategoryByName(row.name);
      if (update.run(params).changes > 0) {
        updated++;
        // A new display name is a new address: the old one answers 301, as after a form save.
        if (before)
          recordRedirect(categoryHref(before.display_name), categoryHref(row.display_name));
      } else {
        insert.run(params);
        claimPath(categoryHref(row.display_name));
        created++;
      }
    }
    return { created, updated };
  });
}

/** Creates the categories a product import names that do not exist yet; returns how many. */
export function createMissingCategories(rows: { name: string; display_name: string }[]): number {
  const insertNew = (insertMissing ??= db.sqlite.prepare(
    "INSERT INTO categories (name, display_name) VALUES (@name, @display_name) ON CONFLICT (name) DO NOTHING",
  ));
  return writeTransaction(() => {
    let created = 0;
    for (const row of rows) created += insertNew.run(row).changes;
    return created;
  });
}
