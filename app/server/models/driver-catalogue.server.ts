import { and, asc, count, desc, or, sql, type SQL } from "drizzle-orm";
import { db, prepared } from "../db.server";
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

/** A driver whose name or description matches the LIKE pattern given later as `name`. */
const mentionsPlaceholder = (name: string) =>
  or(
    sql`${drivers.name} like ${sql.placeholder(name)} escape '\\'`,
    sql`${drivers.description} like ${sql.placeholder(name)} escape '\\'`,
  );

/**
 * The product-drivers read for `terms` words (1 to 3), ordered by the model first or not: a product
 * page runs it on every render, so it is prepared once per shape, then only the patterns change.
 */
function productDriversQuery(terms: number, byModel: boolean) {
  return prepared(`product drivers ${terms} ${byModel}`, () =>
    db
      .select(publicColumns)
      .from(drivers)
      .where(or(...Array.from({ length: terms }, (_, i) => mentionsPlaceholder(`t${i}`))))
      .orderBy(
        ...(byModel ? [desc(mentionsPlaceholder("model") ?? sql`0`)] : []),
        asc(drivers.name),
      )
      .limit(sql.placeholder("limit"))
      .prepare(),
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
  // At most three distinct words (brand, brand name, model), so at most six shapes of the query.
  const terms = [
    ...new Set(
      [p.brand, p.brandName, p.model].map((t) => t?.trim() ?? "").filter((t) => t.length >= 2),
    ),
  ];
  if (terms.length === 0) return [];
  const model = p.model?.trim();
  const byModel = Boolean(model && model.length >= 2);
  const patterns: Record<string, string | number> = { limit };
  terms.forEach((t, i) => (patterns[`t${i}`] = likePattern(t)));
  if (byModel) patterns.model = likePattern(model!);
  return productDriversQuery(terms.length, byModel).all(patterns);
}
