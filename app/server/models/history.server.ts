/**
 * History: every create, update, delete, restore, purge and import of a catalogue item, with who did
 * it and the row before and after as JSON. Written inside the transaction of the change it records,
 * so a refused or rolled-back save leaves no entry, and an answered one always has its entry.
 *
 * Imports write tens of thousands of rows with their own prepared statements; their entries are
 * written by temporary triggers on this connection (see startImportBatch), in SQLite itself, so an
 * import pays a few microseconds a row instead of a read, a JSON encoding and an insert from here.
 */
import { db, writeTransaction } from "../db.server";
import type { HistoryEntry, ImportBatch } from "../db/schema";

/** The tables History follows; their names are also the admin tabs (managers' keys). */
export const HISTORY_KINDS = [
  "products",
  "categories",
  "brands",
  "drivers",
  "blogs",
  "jobs",
  "serials",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const isHistoryKind = (k: unknown): k is HistoryKind =>
  HISTORY_KINDS.includes(k as HistoryKind);

/** What happened, as the schema lists it ("purge": deleted for ever from the Trash). */
export type HistoryAction = HistoryEntry["action"];

export type RawRow = Record<string, unknown> & { id: number };

/** The row as it is in its table (every column, booleans as 0/1), or undefined. */
export function rawRow(kind: HistoryKind, id: number): RawRow | undefined {
  return db.sqlite.prepare(`SELECT * FROM ${kind} WHERE id = ?`).get(id) as RawRow | undefined;
}

export interface Change {
  kind: HistoryKind;
  itemId: number;
  label: string;
  action: HistoryAction;
  actor: string;
  before?: object | null;
  after?: object | null;
  batchId?: number | null;
}

/**
 * Columns that move by themselves and say nothing about what staff changed (a product's facet_mask
 * is derived by the database from its specifications).
 */
export const VOLATILE_COLUMNS = new Set(["updated_at", "download_count", "facet_mask"]);

/** True when the two rows differ in anything but their volatile columns. */
export function rowsDiffer(a: object | null | undefined, b: object | null | undefined): boolean {
  if (!a || !b) return a !== b;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (VOLATILE_COLUMNS.has(key)) continue;
    if (!sameValue(x[key], y[key])) return true;
  }
  return false;
}

/** 1 and true, "" and null are the same value as far as staff are concerned. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    v === undefined || v === "" ? null : typeof v === "boolean" ? Number(v) : v;
  return norm(a) === norm(b);
}

/** Records one change (call inside the change's transaction). An update that changed nothing is skipped. */
export function recordChange(c: Change): void {
  if (c.action === "update" && !rowsDiffer(c.before, c.after)) return;
  db.sqlite
    .prepare(
      `INSERT INTO history (kind, item_id, label, action, actor, batch_id, before, after)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      c.kind,
      c.itemId,
      c.label.slice(0, 300),
      c.action,
      c.actor.slice(0, 200),
      c.batchId ?? null,
      c.before ? JSON.stringify(c.before) : null,
      c.after ? JSON.stringify(c.after) : null,
    );
}

export function getHistoryEntry(id: number): HistoryEntry | undefined {
  return db.sqlite.prepare("SELECT * FROM history WHERE id = ?").get(id) as
    HistoryEntry | undefined;
}

export interface HistoryFilter {
  kind?: HistoryKind;
  itemId?: number;
  action?: HistoryAction;
  actor?: string;
  batchId?: number;
}

function where(f: HistoryFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    parts.push(sql);
    params.push(value);
  };
  if (f.kind) add("kind = ?", f.kind);
  if (f.itemId !== undefined) add("item_id = ?", f.itemId);
  if (f.action) add("action = ?", f.action);
  if (f.actor) add("actor = ?", f.actor);
  if (f.batchId !== undefined) add("batch_id = ?", f.batchId);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** One page of entries, newest first. */
export function listHistory(
  f: HistoryFilter,
  page: number,
  perPage: number,
): { items: HistoryEntry[]; total: number } {
  const w = where(f);
  const total = (
    db.sqlite.prepare(`SELECT count(*) AS n FROM history ${w.sql}`).get(...w.params) as {
      n: number;
    }
  ).n;
  const items = db.sqlite
    .prepare(`SELECT * FROM history ${w.sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...w.params, perPage, (page - 1) * perPage) as HistoryEntry[];
  return { items, total };
}

/** Who has changed anything, for the filter's choices. */
export function listHistoryActors(): string[] {
  return (
    db.sqlite.prepare("SELECT DISTINCT actor FROM history ORDER BY actor LIMIT 200").all() as {
      actor: string;
    }[]
  ).map((r) => r.actor);
}

/** Whether an entry newer than `entryId` exists for the item, outside `exceptBatch`. */
export function changedSince(
  kind: HistoryKind,
  itemId: number,
  entryId: number,
  exceptBatch: number,
): boolean {
  return (
    db.sqlite
      .prepare(
        `SELECT 1 FROM history WHERE kind = ? AND item_id = ? AND id > ?
         AND (batch_id IS NULL OR batch_id <> ?) LIMIT 1`,
      )
      .get(kind, itemId, entryId, exceptBatch) !== undefined
  );
}

// ---------------------------------------------------------------------------------------------
// Import batches

export function getImportBatch(id: number): ImportBatch | undefined {
  return db.sqlite.prepare("SELECT * FROM import_batches WHERE id = ?").get(id) as
    ImportBatch | undefined;
}

export function listImportBatches(limit = 20): ImportBatch[] {
  return db.sqlite
    .prepare("SELECT * FROM import_batches ORDER BY id DESC LIMIT ?")
    .all(limit) as ImportBatch[];
}

export function markBatchUndone(id: number): void {
  db.sqlite
    .prepare(
      "UPDATE import_batches SET undone_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .run(id);
}

/** The tables an import writes, and the column that names a row for people. */
const IMPORTED = {
  products: "name",
  categories: "display_name",
  brands: "display_name",
  serials: "serial",
} as const;

/** The context the triggers read: present only while an import's transaction runs. */
const CONTEXT = "history_import_context";

function columnsOf(table: string): string[] {
  return (db.sqlite.prepare(`PRAGMA main.table_info(${table})`).all() as { name: string }[]).map(
    (c) => c.name,
  );
}

const jsonOf = (alias: "NEW" | "OLD", columns: string[]) =>
  `json_object(${columns.map((c) => `'${c}', ${alias}."${c}"`).join(", ")})`;

/**
 * Temporary triggers (this connection only, gone when it closes) that write an "import" entry for
 * every row an import inserts or really changes, while the context row exists. Created at a
 * connection's first import (inside its transaction: a rollback takes them too, and the next import
 * creates them again); a connection that never imports never has them.
 */
function ensureImportTriggers(): void {
  const ready = db.sqlite
    .prepare("SELECT 1 FROM sqlite_temp_master WHERE type = 'trigger' AND name = ?")
    .get("history_import_serials_update");
  if (ready) return;
  db.sqlite.exec(`CREATE TEMP TABLE IF NOT EXISTS ${CONTEXT} (batch_id INTEGER, actor TEXT)`);
  for (const [table, labelColumn] of Object.entries(IMPORTED)) {
    const columns = columnsOf(table);
    const compared = columns.filter((c) => !VOLATILE_COLUMNS.has(c));
    const differs = compared.map((c) => `OLD."${c}" IS NOT NEW."${c}"`).join(" OR ");
    const entry = (before: string, label: string, after: string) =>
      `INSERT INTO history (kind, item_id, label, action, actor, batch_id, before, after)
       SELECT '${table}', NEW.id, ${label}, 'import', actor, batch_id, ${before}, ${after}
       FROM ${CONTEXT};`;
    db.sqlite.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS history_import_${table}_insert AFTER INSERT ON main.${table}
      WHEN EXISTS (SELECT 1 FROM ${CONTEXT})
      BEGIN ${entry("NULL", `NEW."${labelColumn}"`, jsonOf("NEW", columns))} END;
      CREATE TEMP TRIGGER IF NOT EXISTS history_import_${table}_update AFTER UPDATE ON main.${table}
      WHEN EXISTS (SELECT 1 FROM ${CONTEXT}) AND (${differs})
      BEGIN ${entry(jsonOf("OLD", columns), `NEW."${labelColumn}"`, jsonOf("NEW", columns))} END;
    `);
  }
}

/**
 * Opens an import batch inside the import's transaction: from here until finishImportBatch, every row
 * the import creates or changes is recorded under it.
 */
export function startImportBatch(kind: string, fileName: string | null, actor: string): number {
  ensureImportTriggers();
  const { id } = db.sqlite
    .prepare("INSERT INTO import_batches (kind, file_name, actor) VALUES (?, ?, ?) RETURNING id")
    .get(kind, fileName?.slice(0, 200) ?? null, actor.slice(0, 200)) as { id: number };
  db.sqlite.prepare(`DELETE FROM ${CONTEXT}`).run();
  db.sqlite.prepare(`INSERT INTO ${CONTEXT} (batch_id, actor) VALUES (?, ?)`).run(id, actor);
  return id;
}

/** Closes the batch (still inside the transaction) with what it did. */
export function finishImportBatch(id: number, counts: { created: number; updated: number }): void {
  db.sqlite.prepare(`DELETE FROM ${CONTEXT}`).run();
  db.sqlite
    .prepare("UPDATE import_batches SET created_count = ?, updated_count = ? WHERE id = ?")
    .run(counts.created, counts.updated, id);
}

/** The entries of a batch (an import's, or a bulk change's updates), newest first (the order an undo walks them). */
export function batchEntries(batchId: number): HistoryEntry[] {
  return db.sqlite
    .prepare(
      "SELECT * FROM history WHERE batch_id = ? AND action IN ('import', 'update') ORDER BY id DESC",
    )
    .all(batchId) as HistoryEntry[];
}

/**
 * A bulk change's batch (call inside its transaction): its saves record their History entries
 * under it, so History lists it as one change and "Undo" reverses it in one step, as for an import.
 * `what` says what it did ("Price +10%"; the batch is named "Bulk change: Price +10%").
 */
export function startBulkBatch(kind: string, what: string, actor: string): number {
  const { id } = db.sqlite
    .prepare("INSERT INTO import_batches (kind, file_name, actor) VALUES (?, ?, ?) RETURNING id")
    .get(kind, `${BULK_PREFIX}${what}`.slice(0, 200), actor.slice(0, 200)) as { id: number };
  return id;
}

/** A bulk change's batch names what it did where an import's names its file. */
const BULK_PREFIX = "Bulk change: ";

/** "bulk change #12" or "import #12", as staff read a batch's name. */
export function batchName(batch: Pick<ImportBatch, "id" | "file_name">): string {
  return batch.file_name?.startsWith(BULK_PREFIX)
    ? `bulk change #${batch.id}`
    : `import #${batch.id}`;
}

/** Closes a bulk change's batch with the number of rows it changed. */
export function finishBulkBatch(id: number, changed: number): void {
  db.sqlite.prepare("UPDATE import_batches SET updated_count = ? WHERE id = ?").run(changed, id);
}

/** SQLite takes booleans as 1/0. */
const bindable = (v: unknown) => (typeof v === "boolean" ? Number(v) : v) as never;

/**
 * Puts a row's columns back as `row` had them (its id kept; columns the table no longer has are
 * skipped), dated now. Returns whether a row was written.
 */
export function writeBackRow(kind: HistoryKind, id: number, row: Record<string, unknown>): boolean {
  const columns = columnsOf(kind).filter((c) => c in row && c !== "id" && c !== "updated_at");
  if (columns.length === 0) return false;
  const result = db.sqlite
    .prepare(
      `UPDATE ${kind} SET ${columns.map((c) => `"${c}" = ?`).join(", ")},
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
    )
    .run(...columns.map((c) => bindable(row[c])), id);
  return result.changes > 0;
}

/** The newest entry of an item (who touched it last). */
export function latestEntry(kind: HistoryKind, itemId: number): HistoryEntry | undefined {
  return db.sqlite
    .prepare("SELECT * FROM history WHERE kind = ? AND item_id = ? ORDER BY id DESC LIMIT 1")
    .get(kind, itemId) as HistoryEntry | undefined;
}

/** Ends the recording of an import's rows on this connection (after a failure: nothing more is its). */
export function closeImportBatch(): void {
  const open = db.sqlite
    .prepare("SELECT 1 FROM sqlite_temp_master WHERE type = 'table' AND name = ?")
    .get(CONTEXT);
  if (open) db.sqlite.prepare(`DELETE FROM ${CONTEXT}`).run();
}

/** Entries taken back per transaction by rollbackImportBatch. */
const ROLLBACK_SLICE = 200;

/**
 * Takes back what an unfinished import or bulk change committed (its slices before a failure or a
 * crash), in short transactions, newest first: a row it created is deleted, a row it changed gets its
 * values back, and its History entries and batch go, as if it had never run. A row changed since by
 * someone else is left as it is, and returned. Safe to run again after a crash half-way: what is
 * taken back is gone from the batch.
 */
export function rollbackImportBatch(
  batchId: number,
  giveWay?: () => void,
): { kind: string; itemId: number; label: string }[] {
  const next = db.sqlite.prepare(
    `SELECT * FROM history WHERE batch_id = ? AND action IN ('import', 'update') ORDER BY id DESC LIMIT ${ROLLBACK_SLICE}`,
  );
  const kept: { kind: string; itemId: number; label: string }[] = [];
  for (;;) {
    giveWay?.();
    const more = writeTransaction(() => {
      const entries = next.all(batchId) as HistoryEntry[];
      for (const e of entries)
        if (!takeBack(e)) kept.push({ kind: e.kind, itemId: e.item_id, label: e.label });
      if (entries.length === 0)
        db.sqlite.prepare("DELETE FROM import_batches WHERE id = ?").run(batchId);
      return entries.length > 0;
    });
    if (!more) return kept;
  }
}

/** Takes one entry back; false when its row was changed since (or is gone) and is left as it is. */
function takeBack(e: HistoryEntry): boolean {
  const kind = e.kind as HistoryKind;
  const current = rawRow(kind, e.item_id);
  const after = e.after ? (JSON.parse(e.after) as Record<string, unknown>) : null;
  let taken = false;
  if (current && !rowsDiffer(current, after)) {
    try {
      // A savepoint: a row that cannot go (a product of someone else's now in this new category)
      // stays, and the rest is still taken back.
      db.sqlite
        .transaction(() => {
          if (e.before === null)
            db.sqlite.prepare(`DELETE FROM ${kind} WHERE id = ?`).run(e.item_id);
          else writeBackRow(kind, e.item_id, JSON.parse(e.before) as Record<string, unknown>);
        })
        .immediate();
      taken = true;
    } catch (error) {
      console.error(`[import] could not take back ${kind} #${e.item_id}:`, error);
    }
  }
  db.sqlite.prepare("DELETE FROM history WHERE id = ?").run(e.id);
  return taken;
}
