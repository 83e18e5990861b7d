// Products staff pin for a query: a search for that query (searchKey form) lists them first, in
// their order, before the ranked results (app/server/search/engine.server.ts reads them). The one
// module that writes search_pins; every write moves the content version (database triggers), so
// cached pages and searches follow.
import { z } from "zod";
import { MAX_QUERY_CHARS, SEARCH_KEY_CHARS, searchKey } from "~/lib/search-query";
import { db, writeTransaction } from "../db.server";

/** Products pinned for one query at most (they fill the first page). */
const MAX_PINS_PER_QUERY = 12;
/** Pins in all at most. */
const MAX_PINS = 5_000;

export interface PinRow {
  id: number;
  query: string;
  product_id: number;
  position: number;
  name: string;
  model: string | null;
  slug: string;
  status: string;
}

const NO_QUERY = "Say which search the product is pinned for";

/**
 * The pin screen's search: which search buyers type (a pin's key, so at most a key's length) and
 * the words the product finder looks for. The page's inputs take `required` and `maxLength` from
 * here (formConstraintsOf), and the server's messages are its own.
 */
export const pinSearchInput = z.object({
  q: z
    .string({ error: NO_QUERY })
    .min(1, NO_QUERY)
    .max(SEARCH_KEY_CHARS, `A pinned search is at most ${SEARCH_KEY_CHARS} characters`)
    .refine((v) => searchKey(v) !== "", NO_QUERY),
  find: z
    .string()
    .max(MAX_QUERY_CHARS, `Look for at most ${MAX_QUERY_CHARS} characters`)
    .optional(),
});

export type PinResult = { ok: true } | { ok: false; error: string };

/** Every pin with its product, by query then position. */
export function listPins(query?: string): PinRow[] {
  return db.sqlite
    .prepare(
      `SELECT sp.id, sp.query, sp.product_id, sp.position, p.name, p.model, p.slug, p.status
       FROM search_pins sp JOIN products p ON p.id = sp.product_id
       WHERE @query IS NULL OR sp.query = @query
       ORDER BY sp.query, sp.position, sp.id LIMIT ${MAX_PINS}`,
    )
    .all({ query: query === undefined ? null : searchKey(query) }) as PinRow[];
}

/** Pins `productId` last for `rawQuery`. */
export function addPin(rawQuery: string, productId: number): PinResult {
  const checked = pinSearchInput.shape.q.safeParse(rawQuery);
  if (!checked.success) return { ok: false, error: checked.error.issues[0].message };
  const query = searchKey(rawQuery);
  return writeTransaction(() => {
    const s = db.sqlite;
    if (!s.prepare("SELECT 1 FROM products WHERE id = ?").get(productId))
      return { ok: false as const, error: "That product does not exist" };
    if (
      s
        .prepare("SELECT 1 FROM search_pins WHERE query = ? AND product_id = ?")
        .get(query, productId)
    )
      return { ok: false as const, error: "That product is pinned for this search already" };
    const { n, last } = s
      .prepare(
        "SELECT count(*) AS n, coalesce(max(position), -1) AS last FROM search_pins WHERE query = ?",
      )
      .get(query) as { n: number; last: number };
    if (n >= MAX_PINS_PER_QUERY)
      return { ok: false as const, error: `At most ${MAX_PINS_PER_QUERY} products per search` };
    if ((s.prepare("SELECT count(*) FROM search_pins").pluck().get() as number) >= MAX_PINS)
      return { ok: false as const, error: `At most ${MAX_PINS} pins in all: remove some first` };
    s.prepare("INSERT INTO search_pins (query, product_id, position) VALUES (?, ?, ?)").run(
      query,
      productId,
      last + 1,
    );
    return { ok: true as const };
  });
}

export function deletePin(id: number): boolean {
  return writeTransaction(
    () => db.sqlite.prepare("DELETE FROM search_pins WHERE id = ?").run(id).changes > 0,
  );
}

/** Moves a pin one place up (-1) or down (+1) among its query's pins. */
export function movePin(id: number, step: -1 | 1): boolean {
  return writeTransaction(() => {
    const s = db.sqlite;
    const pin = s.prepare("SELECT query FROM search_pins WHERE id = ?").get(id) as
      { query: string } | undefined;
    if (!pin) return false;
    const ids = s
      .prepare("SELECT id FROM search_pins WHERE query = ? ORDER BY position, id")
      .pluck()
      .all(pin.query) as number[];
    const at = ids.indexOf(id);
    const to = at + step;
    if (to < 0 || to >= ids.length) return true;
    [ids[at], ids[to]] = [ids[to], ids[at]];
    const set = s.prepare("UPDATE search_pins SET position = ? WHERE id = ?");
    ids.forEach((pinId, position) => set.run(position, pinId));
    return true;
  });
}
