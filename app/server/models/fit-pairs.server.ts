/**
 * The rows of product_fits themselves: a product's whole list on one side replaced, a side dropped,
 * an import row's pairs written, and the pairs kept with a product while it waits in the trash.
 * Nothing here reads a product beyond its id and category, so the product and trash models can
 * write pairs without depending on the lookups and pages of fits.server.ts (which reads products).
 */
import { fitKindOfCategory, isSupplyKind, type FitKind } from "~/lib/fits";
import { db } from "../db.server";

/** Which list applies to a product of `category`, and the message for the other one. */
export function sideOf(category: string): {
  side: "printers" | "supplies" | null;
  kind: FitKind | null;
} {
  const kind = fitKindOfCategory(category);
  return { kind, side: kind === "printer" ? "supplies" : isSupplyKind(kind) ? "printers" : null };
}

/**
 * Makes `ids` the whole list on one side of a product's pairs (call inside the save's transaction).
 * `side` is the list being set: the printers of a supply, or the supplies of a printer.
 */
export function replaceFits(id: number, side: "printers" | "supplies", ids: number[]): void {
  const s = db.sqlite;
  const [mine, theirs] =
    side === "printers" ? ["supply_id", "printer_id"] : ["printer_id", "supply_id"];
  const current = new Set(
    s.prepare(`SELECT ${theirs} FROM product_fits WHERE ${mine} = ?`).pluck().all(id) as number[],
  );
  const wanted = new Set(ids.filter((other) => other !== id));
  // Only what changed is written: the content version (a trigger per row) moves only for real changes.
  const remove = s.prepare(`DELETE FROM product_fits WHERE ${mine} = ? AND ${theirs} = ?`);
  for (const other of current) if (!wanted.has(other)) remove.run(id, other);
  const add = s.prepare(`INSERT OR IGNORE INTO product_fits (${mine}, ${theirs}) VALUES (?, ?)`);
  for (const other of wanted) if (!current.has(other)) add.run(id, other);
}

/** Removes the pairs on the side that no longer applies (a supply moved to a printer category). */
export function dropSide(id: number, side: "printers" | "supplies"): void {
  const column = side === "printers" ? "supply_id" : "printer_id";
  const ids = db.sqlite.prepare(`SELECT 1 FROM product_fits WHERE ${column} = ? LIMIT 1`).get(id);
  if (ids) db.sqlite.prepare(`DELETE FROM product_fits WHERE ${column} = ?`).run(id);
}

// ---------------------------------------------------------------------------------------------
// The CSV import's part

/** A row's pairs as planned: the ids of each list the row gave (a blank cell keeps the stored pairs). */
export interface ImportFits {
  printers?: number[];
  supplies?: number[];
}

/** Writes an imported row's pairs (inside the import's transaction). */
export function writeImportFits(id: number, category: string, fits: ImportFits): void {
  const { side } = sideOf(category);
  if (side === "printers" && fits.printers) replaceFits(id, "printers", fits.printers);
  if (side === "supplies" && fits.supplies) replaceFits(id, "supplies", fits.supplies);
}

// ---------------------------------------------------------------------------------------------
// The trash: a product's pairs wait with it and come back when it is restored

export const TRASHED_FITS_KEY = "_fits";

interface TrashedFits {
  printers: number[];
  supplies: number[];
}

/** The pairs of a product about to be deleted (the foreign keys remove them with it). */
export function fitsForTrash(id: number): TrashedFits {
  const s = db.sqlite;
  return {
    printers: s
      .prepare("SELECT printer_id FROM product_fits WHERE supply_id = ?")
      .pluck()
      .all(id) as number[],
    supplies: s
      .prepare("SELECT supply_id FROM product_fits WHERE printer_id = ?")
      .pluck()
      .all(id) as number[],
  };
}

/** Puts a restored product's pairs back, with the ends that still exist. */
export function restoreTrashedFits(id: number, saved: unknown): void {
  if (!saved || typeof saved !== "object") return;
  const { printers, supplies } = saved as Partial<TrashedFits>;
  const s = db.sqlite;
  const exists = s.prepare("SELECT 1 FROM products WHERE id = ?").pluck();
  const add = s.prepare("INSERT OR IGNORE INTO product_fits (printer_id, supply_id) VALUES (?, ?)");
  for (const p of Array.isArray(printers) ? printers : [])
    if (Number.isInteger(p) && p !== id && exists.get(p)) add.run(p, id);
  for (const sup of Array.isArray(supplies) ? supplies : [])
    if (Number.isInteger(sup) && sup !== id && exists.get(sup)) add.run(id, sup);
}
