import fs from "node:fs/promises";
import path from "node:path";
import { db, writeTransaction } from "../db.server";
import type { TrashItem } from "../db/schema";
import { recordChange } from "./history.server";
import { fitsForTrash, restoreTrashedFits, TRASHED_FITS_KEY } from "./fits.server";
import { storedNamesIn, uploadsDir } from "../files/uploads.server";

/** The tables whose deletes go to the trash, each with its unique column and what a row is called. */
const KINDS = {
  products: { unique: "slug", thing: "product" },
  categories: { unique: "name", thing: "category" },
  brands: { unique: "name", thing: "brand" },
  blogs: { unique: "slug", thing: "blog post" },
  jobs: { unique: "slug", thing: "job" },
} as const;

export type TrashKind = keyof typeof KINDS;

export const TRASH_DAYS = 30;

export const isTrashKind = (key: string): key is TrashKind => key in KINDS;

type RawRow = Record<string, unknown> & { id: number };

/** The row as it is in its table (read before a delete, for the trash). */
export function readRawRow(kind: TrashKind, id: number): RawRow | undefined {
  const row = db.sqlite.prepare(`SELECT * FROM ${kind} WHERE id = ?`).get(id) as RawRow | undefined;
  // A product's pairs leave with it (foreign keys): they wait in the trash with the row.
  if (row && kind === "products") row[TRASHED_FITS_KEY] = fitsForTrash(id);
  return row;
}

/** Who History names for a delete whose caller did not say (a path written before History). */
const UNNAMED = "(unknown)";

/**
 * Keeps a copy of a deleted row (call inside the delete's transaction): the row itself has left its
 * table, so nothing public, no list, no search index and no unique check sees it any more. The
 * delete is recorded in History in the same transaction, by `actor`.
 */
export function putInTrash(kind: TrashKind, row: RawRow, label: string, actor = UNNAMED): void {
  db.sqlite
    .prepare("INSERT INTO trash (kind, item_id, label, data) VALUES (?, ?, ?, ?)")
    .run(kind, row.id, label, JSON.stringify(row));
  recordChange({ kind, itemId: row.id, label, action: "delete", actor, before: row });
}

export function listTrash(): Omit<TrashItem, "data">[] {
  return db.sqlite
    .prepare(
      "SELECT id, kind, item_id, label, deleted_at FROM trash ORDER BY deleted_at DESC, id DESC",
    )
    .all() as Omit<TrashItem, "data">[];
}

export function getTrashItem(id: number): TrashItem | undefined {
  return db.sqlite.prepare("SELECT * FROM trash WHERE id = ?").get(id) as TrashItem | undefined;
}

export const trashedRow = (item: TrashItem) => JSON.parse(item.data) as RawRow;

/** SQLite takes booleans as 1/0. */
const bindable = (v: unknown) => (typeof v === "boolean" ? Number(v) : v) as never;

export type RestoreResult =
  { ok: true; kind: TrashKind; row: RawRow } | { ok: false; status: 404 | 409; error: string };

/**
 * Puts a trashed row back in its table, refused (nothing written) when its name or slug has been
 * taken since or its category is gone; a brand deleted meanwhile is simply left empty.
 */
export function restoreFromTrash(trashId: number, actor: string): RestoreResult {
  return writeTransaction((): RestoreResult => {
    const item = getTrashItem(trashId);
    if (!item || !isTrashKind(item.kind))
      return { ok: false, status: 404, error: "This item is no longer in the trash" };
    const kind = item.kind;
    const { unique, thing } = KINDS[kind];
    const row = trashedRow(item);
    const s = db.sqlite;
    if (s.prepare(`SELECT 1 FROM ${kind} WHERE ${unique} = ?`).get(row[unique]))
      return {
        ok: false,
        status: 409,
        error: `Another ${thing} now has the ${unique} "${String(row[unique])}": change it first`,
      };
    if (kind === "products") {
      if (!s.prepare("SELECT 1 FROM categories WHERE name = ?").get(row.category))
        return {
          ok: false,
          status: 409,
          error: `Its category "${String(row.category)}" no longer exists: restore or add it first`,
        };
      if (row.brand_id != null && !s.prepare("SELECT 1 FROM brands WHERE id = ?").get(row.brand_id))
        row.brand_id = null;
    }
    // Only the columns the table has now (a later migration may have dropped one).
    const columns = (s.prepare(`PRAGMA table_info(${kind})`).all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c in row);
    // The old id, unless a new row took it meanwhile.
    const keep = columns.filter(
      (c) => c !== "id" || !s.prepare(`SELECT 1 FROM ${kind} WHERE id = ?`).get(row.id),
    );
    const restored = s
      .prepare(
        `INSERT INTO ${kind} (${keep.join(", ")}) VALUES (${keep.map(() => "?").join(", ")}) RETURNING *`,
      )
      .get(...keep.map((c) => bindable(row[c]))) as RawRow;
    if (kind === "products") restoreTrashedFits(restored.id, row[TRASHED_FITS_KEY]);
    s.prepare("DELETE FROM trash WHERE id = ?").run(trashId);
    recordChange({
      kind,
      itemId: restored.id,
      label: item.label,
      action: "restore",
      actor,
      after: restored,
    });
    return { ok: true, kind, row: restored };
  });
}

function recordPurge(item: TrashItem, actor: string) {
  if (!isTrashKind(item.kind)) return;
  recordChange({
    kind: item.kind,
    itemId: item.item_id,
    label: item.label,
    action: "purge",
    actor,
    before: trashedRow(item),
  });
}

/** Takes an item out of the trash for good (its files are then the caller's to remove). */
export function takeFromTrash(trashId: number, actor: string): TrashItem | undefined {
  return writeTransaction(() => {
    const item = db.sqlite.prepare("DELETE FROM trash WHERE id = ? RETURNING *").get(trashId) as
      TrashItem | undefined;
    if (item) recordPurge(item, actor);
    return item;
  });
}

/** Who History names for the daily purge of expired items. */
export const EXPIRY_ACTOR = `(automatic, after ${TRASH_DAYS} days in the Trash)`;

/** Takes out every item trashed more than TRASH_DAYS ago. */
export function takeExpiredFromTrash(days = TRASH_DAYS): TrashItem[] {
  return writeTransaction(() => {
    const items = db.sqlite
      .prepare("DELETE FROM trash WHERE deleted_at < datetime('now', ?) RETURNING *")
      .all(`-${days} days`) as TrashItem[];
    for (const item of items) recordPurge(item, EXPIRY_ACTOR);
    return items;
  });
}

// A trashed item's files wait beside the live ones, out of reach of /uploads (which serves bare
// stored names only), until the item is restored or purged.
const trashDir = () => path.join(uploadsDir(), ".trash");

async function move(from: string, to: string) {
  try {
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      console.error("[trash] could not move", from, error);
  }
}

// A column holds one stored name or, for a field of several files (a gallery), a JSON list of them.
const namesOf = (row: Record<string, unknown>, fields: string[]) =>
  fields.flatMap((f) => storedNamesIn(row[f]));

export async function moveFilesToTrash(row: Record<string, unknown>, fields: string[]) {
  for (const n of namesOf(row, fields))
    await move(path.join(uploadsDir(), n), path.join(trashDir(), n));
}

export async function moveFilesFromTrash(row: Record<string, unknown>, fields: string[]) {
  for (const n of namesOf(row, fields))
    await move(path.join(trashDir(), n), path.join(uploadsDir(), n));
}

export async function removeTrashedFiles(row: Record<string, unknown>, fields: string[]) {
  for (const n of namesOf(row, fields))
    await fs.rm(path.join(trashDir(), n), { force: true }).catch(() => {});
}
