import { keyNamesModel } from "~/lib/fits";
import { db } from "../db.server";

/**
 * The public products whose model a written code names ("G500", "ZD421" for the ZD421t, "TTP-244"
 * for the TTP-244 Pro), read from the search index's model keys (public products only): exact keys
 * first, then featured and in stock. `keys` are model keys (app/lib/fits.ts modelKey).
 */
export function productIdsByModelKeys(keys: string[]): Map<string, number> {
  const found = new Map<string, number>();
  if (!keys.length) return found;
  // A range of the model-key index per code: the code itself and its variants (a short letter suffix).
  const rows = db.sqlite
    .prepare(
      `SELECT e.value AS key, s.id, s.model_key
         FROM json_each(@keys) e
         JOIN products_search s ON s.model_key >= e.value AND s.model_key < e.value || '{'
        ORDER BY e.value, s.model_key = e.value DESC, s.featured DESC, s.in_stock DESC, s.name, s.id`,
    )
    .all({ keys: JSON.stringify(keys) }) as { key: string; id: number; model_key: string }[];
  for (const row of rows) {
    if (found.has(row.key) || !keyNamesModel(row.key, row.model_key)) continue;
    found.set(row.key, row.id);
  }
  return found;
}
