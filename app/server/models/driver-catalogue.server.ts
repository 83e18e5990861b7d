import { and, asc, count, desc, or, sql, type SQL } from "drizzle-orm";
import { db } from "../db.server";
import { drivers } from "../db/schema";
import { likePattern, paged } from "./paging.server";

/**
 * The public side of the drivers table: the download centre's search and a product's drivers. Only
 * what a visitor needs is read (never the stored file name), newest version first within a name.
 */
const publicColumns = {
  id: drivers.id,
  name: drivers.name,
  version: drivers.version,
  description: drivers.description,
  file: drivers.file,
  file_size: drivers.file_size,
  updated_at: drivers.updated_at,
};

/** Search words are the first few of the first 100 characters: the work stays small. */
const QUERY_MAX = 100;
const WORDS_MAX = 6;

export function driverSearchWords(q: string): string[] {
  return q
    .slice(0, QUERY_MAX)
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, WORDS_MAX);
}

/** Every word must be in the name or the description ("zebra zd421", "tsc windows"). */
function wordsWhere(words: string[]): SQL | undefined {
  return and(
    ...words.map((w) =>
      or(
        sql`${drivers.name} like ${likePattern(w)} escape '\\'`,
        sql`${drivers.description} like ${likePattern(w)} escape '\\'`,
      ),
    ),
  );
}

/** One page of drivers matching `q` (all when empty), by name. */
export function searchPublicDrivers(q: string, { page = 1, perPage = 20 } = {}) {
  const where = wordsWhere(driverSearchWords(q));
  return paged(
    { page, perPage },
    { perPage: 20 },
    () => db.select({ n: count() }).from(drivers).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select(publicColumns)
        .from(drivers)
        .where(where)
        .orderBy(asc(drivers.name), desc(drivers.updated_at), desc(drivers.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

/**
 * The drivers for a product: those whose name or description names its brand (display name or URL
 * name) or its model. At most `limit`, those naming the model first.
 */
export function driversForProduct(
  p: { brand?: string | null; brandName?: string | null; model?: string | null },
  limit = 6,
) {
  const terms = [p.brand, p.brandName, p.model]
    .map((t) => t?.trim() ?? "")
    .filter((t) => t.length >= 2);
  if (terms.length === 0) return [];
  const mentions = (t: string) =>
    or(
      sql`${drivers.name} like ${likePattern(t)} escape '\\'`,
      sql`${drivers.description} like ${likePattern(t)} escape '\\'`,
    );
  const model = p.model?.trim();
  return db
    .select(publicColumns)
    .from(drivers)
    .where(or(...[...new Set(terms)].map(mentions)))
    .orderBy(
      ...(model && model.length >= 2 ? [desc(mentions(model) ?? sql`0`)] : []),
      asc(drivers.name),
    )
    .limit(limit)
    .all();
}

export type PublicDriver = ReturnType<typeof driversForProduct>[number];
