/**
 * The catalogue read for CSV export a page at a time, in id order (keyset paging: each page costs the
 * same however far in), so a 50,000-product export never holds more than one page.
 */
import { asc, gt, inArray, and } from "drizzle-orm";
import { db } from "../db.server";
import { brands, categories, products, serials } from "../db/schema";

const TABLES = { products, categories, brands, serials } as const;
export type ExportTable = keyof typeof TABLES;

/** Up to `limit` rows with an id above `afterId` (only `ids`, when given), booleans as booleans. */
export function exportPage(
  table: ExportTable,
  afterId: number,
  limit: number,
  ids?: number[],
): Record<string, unknown>[] {
  const t = TABLES[table];
  const after = gt(t.id, afterId);
  return db
    .select()
    .from(t)
    .where(ids ? and(after, inArray(t.id, ids)) : after)
    .orderBy(asc(t.id))
    .limit(limit)
    .all() as Record<string, unknown>[];
}

/** Every brand's name by id (the export names a product's brand, as the import does). */
export function brandNamesById(): Map<number, string> {
  return new Map(
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .all()
      .map((b) => [b.id, b.name]),
  );
}
