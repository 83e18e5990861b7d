/**
 * What History offers staff beyond the list: an item put back to an earlier version (through the
 * one save path, so it is checked and recorded like any save), a whole CSV import undone, and each
 * entry's changes told field by field in plain words.
 */
import { formatDateTime } from "~/lib/dates";
import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { deleteInTransaction, saveInTransaction } from "./save.server";
import { writeTransaction } from "../db.server";
import type { HistoryEntry } from "../db/schema";
import { HISTORY_MANAGERS } from "./managers.server";
import { getBrandById } from "../models/brands.server";
import {
  batchEntries,
  batchName,
  changedSince,
  getHistoryEntry,
  getImportBatch,
  isHistoryKind,
  latestEntry,
  markBatchUndone,
  rawRow,
  recordChange,
  rowsDiffer,
  sameValue,
  VOLATILE_COLUMNS,
  writeBackRow,
  type HistoryKind,
} from "../models/history.server";
import { recordRedirect } from "../models/redirects.server";
import type { FieldRegistry } from "../entities/entity.server";

export type Outcome =
  { ok: true; message: string } | { ok: false; status: 404 | 409; error: string };

const parse = (json: string | null) =>
  json ? (JSON.parse(json) as Record<string, unknown>) : null;

/**
 * The words staff see for a column that is no registry field (files, what a save derives), or of an
 * entity not yet described field by field. A field's own words and format come from its registry.
 */
const COLUMN_LABELS: Record<string, string> = {
  featured_image: "Featured image",
  pdf: "Datasheet (PDF)",
  file_name: "File name",
  file_size: "File size",
};

/** The registry of a kind's fields, when it has one. */
const fieldsOf = (kind: HistoryKind | undefined): FieldRegistry | undefined =>
  kind ? (HISTORY_MANAGERS[kind].fields as FieldRegistry | undefined) : undefined;

function fieldLabel(key: string, kind?: HistoryKind): string {
  const field = fieldsOf(kind)?.[key];
  if (field) return field.label;
  if (COLUMN_LABELS[key]) return COLUMN_LABELS[key];
  const words = key.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
});
const EMPTY = "(empty)";
const SNIPPET = 160;

function valueText(key: string, v: unknown, kind?: HistoryKind): string {
  if (v === null || v === undefined || v === "") return EMPTY;
  switch (fieldsOf(kind)?.[key]?.format) {
    case "boolean":
      return v === 1 || v === true || v === "1" ? "Yes" : "No";
    case "money":
      return typeof v === "number" ? rupees.format(v) : String(v);
    case "percent":
      return `${String(v)}%`;
    case "brand":
      return typeof v === "number"
        ? (getBrandById(v)?.display_name ?? `a brand since deleted (#${v})`)
        : String(v);
    default:
      return String(v);
  }
}

/** A long text shown around where the two versions part, so the change itself is visible. */
function snippets(a: string, b: string): [string, string] {
  if (a.length <= SNIPPET && b.length <= SNIPPET) return [a, b];
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  const start = Math.max(0, p - 40);
  const cut = (s: string) =>
    (start > 0 ? "…" : "") +
    s.slice(start, start + SNIPPET) +
    (s.length > start + SNIPPET ? "…" : "");
  return [cut(a), cut(b)];
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/** What changed between two versions of a row, field by field ("Price: ₹18,500 → ₹19,000"). */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  kind?: HistoryKind,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: FieldChange[] = [];
  for (const key of keys) {
    if (key === "id" || key === "created_at" || VOLATILE_COLUMNS.has(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    if (sameValue(a, b)) continue;
    // A new or deleted row lists the fields it had, not every empty one.
    if (!before && (b === null || b === "")) continue;
    const [from, to] = snippets(valueText(key, a, kind), valueText(key, b, kind));
    // A new row's fields have no "before": only their values are shown.
    out.push({ field: fieldLabel(key, kind), from: before ? from : "", to: after ? to : EMPTY });
  }
  return out;
}

/** What an entry did, in words. */
function actionText(e: Pick<HistoryEntry, "action" | "before" | "batch_id">): string {
  switch (e.action as string) {
    case "create":
      return "Created";
    case "update":
      return "Changed";
    case "delete":
      return "Moved to the Trash";
    case "purge":
      return "Deleted for ever";
    case "restore":
      return e.before ? "Put back an earlier version" : "Restored from the Trash";
    case "import":
      return e.before ? "Changed by a CSV import" : "Created by a CSV import";
    case "undo":
      return "Import undone";
    default:
      return e.action;
  }
}

export function kindThing(kind: string): string {
  return isHistoryKind(kind) ? MANAGER_MESSAGES[kind].thing : kind;
}

/** Why a saved version cannot be put back, in staff's words. */
function refusalOf(
  kind: HistoryKind,
  version: Record<string, unknown>,
  fieldErrors: Record<string, string>,
): string {
  const m = HISTORY_MANAGERS[kind];
  const thing = MANAGER_MESSAGES[kind].thing;
  const reasons = Object.entries(fieldErrors).map(([field, message]) => {
    if (m.unique?.field === field)
      return `another ${thing} now has the ${field} "${String(version[field])}"`;
    if (kind === "products" && field === "category")
      return `its category "${String(version.category)}" no longer exists`;
    return `${fieldLabel(field, kind)}: ${message}`;
  });
  return `This version cannot be put back: ${reasons.join("; ")}. Change that first (or edit the ${thing} by hand).`;
}

/**
 * Puts an item back as it was after `entryId`: its text fields go through the item's save path (the
 * same checks as the form; its pictures and files stay as they are now), recorded as a "restore".
 */
export function restoreVersion(entryId: number, actor: string): Outcome {
  return writeTransaction((): Outcome => {
    const entry = getHistoryEntry(entryId);
    if (!entry || !isHistoryKind(entry.kind))
      return { ok: false, status: 404, error: "This version is not in History" };
    const kind = entry.kind;
    const thing = MANAGER_MESSAGES[kind].thing;
    const version = parse(entry.after);
    if (!version)
      return {
        ok: false,
        status: 409,
        error: `This entry holds no version of the ${thing} to put back`,
      };
    const m = HISTORY_MANAGERS[kind];
    const current = rawRow(kind, entry.item_id);
    if (!current)
      return {
        ok: false,
        status: 409,
        error: `This ${thing} no longer exists. If it is in the Trash, restore it from there first.`,
      };
    const keys = Object.keys(m.schema.shape);
    if (!keys.some((k) => !sameValue(current[k], version[k])))
      return { ok: false, status: 409, error: `The ${thing} is already as in this version` };
    const values: Record<string, string> = {};
    for (const k of keys) values[k] = version[k] == null ? "" : String(version[k]);
    // A brand deleted since is left empty rather than refusing the whole version.
    if (kind === "products" && values.brand_id && !getBrandById(Number(values.brand_id)))
      values.brand_id = "";
    const saved = saveInTransaction(m, entry.item_id, values, {}, null, {
      actor,
      action: "restore",
    });
    if (!saved.ok) {
      if (saved.status === 404)
        return { ok: false, status: 409, error: `This ${thing} no longer exists` };
      return { ok: false, status: 409, error: refusalOf(kind, version, saved.fieldErrors) };
    }
    return { ok: true, message: `Put the ${thing} "${m.label(saved.row)}" back to this version` };
  });
}

/** The fields an entry changed that a form can put back (its saved columns, not files). */
function changedFields(kind: HistoryKind, entry: HistoryEntry): string[] {
  const before = parse(entry.before);
  const after = parse(entry.after);
  if (!before || !after) return [];
  return Object.keys(HISTORY_MANAGERS[kind].schema.shape).filter(
    (k) => (k in before || k in after) && !sameValue(before[k], after[k]),
  );
}

/**
 * "Undo this change": puts back the values from before `entryId` for the fields that entry changed,
 * through the item's save path (checked and recorded like any save). Refused, naming the fields,
 * when any of them has changed since: a later edit is never silently overwritten.
 */
export function undoChange(entryId: number, actor: string): Outcome {
  return writeTransaction((): Outcome => {
    const entry = getHistoryEntry(entryId);
    if (!entry || !isHistoryKind(entry.kind))
      return { ok: false, status: 404, error: "This change is not in History" };
    const kind = entry.kind;
    const thing = MANAGER_MESSAGES[kind].thing;
    const before = parse(entry.before);
    const fields = changedFields(kind, entry);
    if (!before || fields.length === 0)
      return { ok: false, status: 409, error: "This entry holds no change of fields to undo" };
    const current = rawRow(kind, entry.item_id);
    if (!current)
      return {
        ok: false,
        status: 409,
        error: `This ${thing} no longer exists. If it is in the Trash, restore it from there first.`,
      };
    const after = parse(entry.after)!;
    const moved = fields.filter((k) => !sameValue(current[k], after[k]));
    if (moved.length > 0) {
      const list = moved
        .map((k) => `${fieldLabel(k, kind)} (now ${valueText(k, current[k], kind)})`)
        .join(", ");
      return {
        ok: false,
        status: 409,
        error: `Not undone: changed since this change: ${list}. Use “Restore this version” on a later entry, or edit the ${thing}.`,
      };
    }
    const m = HISTORY_MANAGERS[kind];
    const values: Record<string, string> = {};
    for (const k of fields) values[k] = before[k] == null ? "" : String(before[k]);
    if (kind === "products" && values.brand_id && !getBrandById(Number(values.brand_id)))
      values.brand_id = "";
    const saved = saveInTransaction(m, entry.item_id, values, {}, null, {
      actor,
      action: "restore",
    });
    if (!saved.ok) {
      if (saved.status === 404)
        return { ok: false, status: 409, error: `This ${thing} no longer exists` };
      return { ok: false, status: 409, error: refusalOf(kind, before, saved.fieldErrors) };
    }
    const put = fields
      .slice(0, 4)
      .map((k) => `${fieldLabel(k, kind)} ${valueText(k, before[k], kind)}`)
      .join(", ");
    const more = fields.length > 4 ? ` and ${fields.length - 4} more` : "";
    return {
      ok: true,
      message: `Undid the change to the ${thing} "${m.label(saved.row)}": ${put}${more} put back`,
    };
  });
}

export interface UndoResult {
  ok: boolean;
  status: 200 | 404 | 409;
  message: string;
  /** The rows left as they are, and why. */
  refused: { label: string; reason: string }[];
  reverted: number;
}

/** History's name for the one who undid an import. */
const undoActor = (username: string, batchId: number) => `${username} (undo of import #${batchId})`;

/** Rows listed as left alone in an undo's outcome (the count says how many in all). */
const LISTED_REFUSALS = 500;

type EntryUndo = "reverted" | { label: string; reason: string };

/**
 * Undoes one row of an import (inside the caller's transaction): created rows go to the Trash,
 * changed rows get their earlier values back; a row changed or deleted since is left and said why.
 * A row this undo already put back (an undo cut by a crash, started again) counts as put back.
 */
function undoEntry(e: HistoryEntry, batchId: number, actor: string): EntryUndo | null {
  if (!isHistoryKind(e.kind)) return null;
  const kind = e.kind;
  const m = HISTORY_MANAGERS[kind];
  const thing = MANAGER_MESSAGES[kind].thing;
  const label = `${thing} "${e.label}"`;
  const last = latestEntry(kind, e.item_id);
  if (
    last &&
    ((last.action === "undo" && last.batch_id === batchId) ||
      (last.action === "delete" && last.actor.endsWith(`(undo of import #${batchId})`)))
  )
    return "reverted";
  const current = rawRow(kind, e.item_id);
  if (!current) return { label, reason: "deleted since the import" };
  if (changedSince(kind, e.item_id, e.id, batchId) || rowsDiffer(current, parse(e.after))) {
    const who = last && last.batch_id !== batchId ? ` by ${last.actor}` : "";
    return { label, reason: `changed since the import${who}` };
  }
  const before = parse(e.before);
  if (!before) {
    // Created by the import: to the Trash (the import brought no files of its own).
    const removed = deleteInTransaction(m, e.item_id, actor);
    return removed.ok ? "reverted" : { label, reason: removed.error };
  }
  writeBackRow(kind, e.item_id, before);
  const after = rawRow(kind, e.item_id) ?? null;
  if (m.publicPath && after) {
    const from = m.publicPath(current);
    const to = m.publicPath(after);
    if (from !== to) recordRedirect(from, to);
  }
  recordChange({
    kind,
    itemId: e.item_id,
    label: e.label,
    action: "undo",
    actor,
    batchId,
    before: current,
    after,
  });
  return "reverted";
}

function undoMessage(batchId: number, reverted: number, refused: number): string {
  const rows = (n: number) => (n === 1 ? "1 row" : `${n.toLocaleString("en-IN")} rows`);
  const batch = getImportBatch(batchId);
  const name = batch ? batchName(batch) : `import #${batchId}`;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  return refused === 0
    ? `${Name} undone: ${rows(reverted)} put back as they were.`
    : `${Name} undone for ${rows(reverted)}; ${rows(refused)} left as they are (listed below).`;
}

/** Why an import cannot be undone now, or null. */
export function undoRefusal(batchId: number): UndoResult | null {
  const batch = getImportBatch(batchId);
  const none = { refused: [], reverted: 0 };
  if (!batch) return { ok: false, status: 404, message: "This import is not in History", ...none };
  if (batch.undone_at)
    return { ok: false, status: 409, message: "This import has already been undone", ...none };
  return null;
}

/**
 * Undoes an applied import in one transaction: rows it created go to the Trash, rows it changed get
 * their earlier values back. A row changed since (by anyone, by any path) or deleted since is left
 * alone and listed, so nobody's later work is lost. For a few rows; a large import is undone in
 * slices (undoImportBatchInSlices), beside the site.
 */
export function undoImportBatch(batchId: number, username: string): UndoResult {
  const actor = undoActor(username, batchId);
  return writeTransaction((): UndoResult => {
    const refusal = undoRefusal(batchId);
    if (refusal) return refusal;
    const refused: UndoResult["refused"] = [];
    let reverted = 0;
    // Newest first: a product import's products go before the categories it created for them.
    for (const e of batchEntries(batchId)) {
      const r = undoEntry(e, batchId, actor);
      if (r === "reverted") reverted++;
      else if (r) refused.push(r);
    }
    markBatchUndone(batchId);
    return {
      ok: true,
      status: 200,
      message: undoMessage(batchId, reverted, refused.length),
      refused,
      reverted,
    };
  });
}

/** The outcome of an undo done in slices (the task keeps it; the list of refusals is capped). */
export interface SlicedUndoResult extends UndoResult {
  refusedCount: number;
}

/**
 * undoImportBatch in short transactions of about `sliceMs` each, giving way to other writers between
 * them (`giveWay`), reporting progress inside each slice's transaction and the outcome inside the
 * last one (with the batch marked undone), so the site keeps answering however large the import was.
 * Cut by a crash, it can be run again: rows it already put back count as put back.
 */
export function undoImportBatchInSlices(
  batchId: number,
  username: string,
  hooks: {
    sliceMs: number;
    giveWay?: () => void;
    /** Whether another writer is waiting: the slice then commits early. */
    wanted?: () => boolean;
    progress?: (done: number, total: number) => void;
    finish?: (result: SlicedUndoResult) => void;
  },
): SlicedUndoResult {
  const actor = undoActor(username, batchId);
  const refusal = undoRefusal(batchId);
  if (refusal) return { ...refusal, refusedCount: 0 };
  const entries = batchEntries(batchId);
  const refused: UndoResult["refused"] = [];
  let refusedCount = 0;
  let reverted = 0;
  let done = 0;
  const total = entries.length;
  for (;;) {
    hooks.giveWay?.();
    const result = writeTransaction((): SlicedUndoResult | null => {
      const started = performance.now();
      // At least a few rows a slice, however often others write; then until the time is up or
      // another writer is waiting.
      for (let inSlice = 0; done < total; inSlice++) {
        if (inSlice >= 8 && (performance.now() - started >= hooks.sliceMs || hooks.wanted?.()))
          break;
        const r = undoEntry(entries[done++], batchId, actor);
        if (r === "reverted") reverted++;
        else if (r) {
          refusedCount++;
          if (refused.length < LISTED_REFUSALS) refused.push(r);
        }
      }
      hooks.progress?.(done, total);
      if (done < total) return null;
      // Undone by another process meanwhile: nothing more to mark.
      if (!getImportBatch(batchId)?.undone_at) markBatchUndone(batchId);
      const outcome: SlicedUndoResult = {
        ok: true,
        status: 200,
        message: undoMessage(batchId, reverted, refusedCount),
        refused,
        refusedCount,
        reverted,
      };
      hooks.finish?.(outcome);
      return outcome;
    });
    if (result) return result;
  }
}

/** At most this many fields are listed per entry (a new product lists every field it has). */
const SHOWN_CHANGES = 25;

/** An entry as the History screens show it (plain data for the page). */
export function entryView(e: HistoryEntry) {
  const kind = e.kind;
  const changes =
    e.action === "delete" || e.action === ("purge" as string)
      ? []
      : describeChanges(parse(e.before), parse(e.after), isHistoryKind(kind) ? kind : undefined);
  const live = isHistoryKind(kind) && e.after !== null && rawRow(kind, e.item_id) !== undefined;
  return {
    id: e.id,
    when: formatDateTime(e.created_at),
    at: e.created_at,
    actor: e.actor,
    what: actionText(e),
    thing: kindThing(kind),
    label: e.label,
    itemHref: `/admin/history/${kind}/${e.item_id}`,
    changes: changes.slice(0, SHOWN_CHANGES),
    moreChanges: Math.max(0, changes.length - SHOWN_CHANGES),
    canRestore: live,
    canUndo: live && isHistoryKind(kind) && changedFields(kind, e).length > 0,
    batch: e.batch_id ? { id: e.batch_id, href: `/admin/history/imports/${e.batch_id}` } : null,
  };
}
