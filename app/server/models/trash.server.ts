import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { db, writeTransaction } from "../db.server";
import type { TrashItem } from "../db/schema";
import { recordChange } from "./history.server";
import { fitsForTrash, restoreTrashedFits, TRASHED_FITS_KEY } from "./fit-pairs.server";
import { storedNamesIn, uploadsDir } from "../files/uploads.server";

/** The tables whose deletes go to the trash, each with its unique column and what a row is called. */
const KINDS = {
  products: { unique: "slug", thing: "product" },
  categories: { unique: "name", thing: "category" },
  brands: { unique: "name", thing: "brand" },
  blogs: { unique: "slug", thing: "blog post" },
  jobs: { unique: "slug", thing: "job" },
  serials: { unique: "serial", thing: "serial number" },
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

export interface TrashFilter {
  /** Words in the item's name (as typed; matched anywhere, case-insensitive for a–z). */
  q?: string;
  kind?: TrashKind | null;
}

function trashWhere({ q, kind }: TrashFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (kind) {
    parts.push("kind = ?");
    params.push(kind);
  }
  if (q) {
    // LIKE with its wildcards escaped: a % or _ typed is looked for as itself.
    parts.push("label LIKE ? ESCAPE '\\'");
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** Every item of the trash, newest first (for scripts and checks; the page reads listTrashPage). */
export function listTrash(): Omit<TrashItem, "data">[] {
  return listTrashPage({}, 1, -1).items;
}

/** One page of the trash, newest first, and how many items match in all (perPage -1: all). */
export function listTrashPage(
  filter: TrashFilter = {},
  page = 1,
  perPage = 50,
): { items: Omit<TrashItem, "data">[]; total: number } {
  const where = trashWhere(filter);
  const { n } = db.sqlite
    .prepare(`SELECT count(*) AS n FROM trash ${where.sql}`)
    .get(...where.params) as { n: number };
  const items = db.sqlite
    .prepare(
      `SELECT id, kind, item_id, label, deleted_at FROM trash ${where.sql}
       ORDER BY deleted_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.params, perPage, (page - 1) * perPage) as Omit<TrashItem, "data">[];
  return { items, total: n };
}

/** The kinds the trash holds, for its filter. */
export const TRASH_KINDS = Object.keys(KINDS) as TrashKind[];

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
const EXPIRY_ACTOR = `(automatic, after ${TRASH_DAYS} days in the Trash)`;

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

/**
 * A restore's first step, before its row is committed: each file gets a second name in the live
 * folder (a hard link, or a copy where links are not allowed), so whenever the process stops, the
 * file is where the row says: in the trash while the row is, in both folders for a moment, never in
 * neither. Returns the names it added (a refused restore takes them away again).
 */
export async function linkFilesFromTrash(
  row: Record<string, unknown>,
  fields: string[],
): Promise<string[]> {
  const added: string[] = [];
  for (const n of namesOf(row, fields)) {
    const from = path.join(trashDir(), n);
    const to = path.join(uploadsDir(), n);
    try {
      await fs.link(from, to);
      added.push(n);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Already live (a delete cut before its move), or not in the trash at all: nothing to add.
      if (code === "EEXIST" || code === "ENOENT") continue;
      await fs.copyFile(from, to, fsConstants.COPYFILE_EXCL);
      added.push(n);
    }
  }
  return added;
}

/** After the restore committed: the trash's names of its files go (the live ones stay). */
export async function removeTrashCopies(row: Record<string, unknown>, fields: string[]) {
  for (const n of namesOf(row, fields)) {
    const live = await fs.stat(path.join(uploadsDir(), n)).catch(() => null);
    // Only once the live name is there; else the trash's copy is the file itself.
    if (live) await fs.rm(path.join(trashDir(), n), { force: true });
    else await move(path.join(trashDir(), n), path.join(uploadsDir(), n));
  }
}

/** A refused restore: the live names it added go again. */
export async function removeLiveNames(names: string[]) {
  for (const n of names) await fs.rm(path.join(uploadsDir(), n), { force: true });
}

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

/**
 * At start: every file is put where its row says, whatever step a crash cut. A live row's file found
 * only in the trash is moved back (a restore cut after its commit by the order used before links);
 * found in both folders, the trash's name goes (cut after the commit). A trashed row's file found in
 * both folders loses its live name (cut before the commit); found only live, it is moved to the trash
 * (a delete cut after its commit). Returns how many files it moved or removed.
 */
export async function repairTrashFiles(fieldsOf: (kind: TrashKind) => string[]): Promise<number> {
  let inTrash: Set<string>;
  try {
    inTrash = new Set(await fs.readdir(trashDir()));
  } catch {
    inTrash = new Set();
  }
  let repaired = 0;
  const liveNames = new Set<string>();
  for (const kind of Object.keys(KINDS) as TrashKind[]) {
    const fields = fieldsOf(kind);
    if (fields.length === 0) continue;
    const rows = db.sqlite
      .prepare(`SELECT ${fields.map((f) => `"${f}"`).join(", ")} FROM ${kind}`)
      .all() as Record<string, unknown>[];
    for (const row of rows) for (const n of namesOf(row, fields)) liveNames.add(n);
  }
  for (const n of liveNames) {
    if (!inTrash.has(n)) continue;
    const live = path.join(uploadsDir(), n);
    if (await exists(live)) await fs.rm(path.join(trashDir(), n), { force: true });
    else await move(path.join(trashDir(), n), live);
    repaired++;
  }
  const trashed = db.sqlite.prepare("SELECT kind, data FROM trash").all() as {
    kind: string;
    data: string;
  }[];
  for (const item of trashed) {
    if (!isTrashKind(item.kind)) continue;
    const fields = fieldsOf(item.kind);
    if (fields.length === 0) continue;
    for (const n of namesOf(JSON.parse(item.data) as Record<string, unknown>, fields)) {
      if (liveNames.has(n)) continue;
      const live = path.join(uploadsDir(), n);
      if (!(await exists(live))) continue;
      if (inTrash.has(n)) await fs.rm(live, { force: true });
      else await move(live, path.join(trashDir(), n));
      repaired++;
    }
  }
  return repaired;
}

export async function removeTrashedFiles(row: Record<string, unknown>, fields: string[]) {
  for (const n of namesOf(row, fields))
    await fs.rm(path.join(trashDir(), n), { force: true }).catch(() => {});
}
