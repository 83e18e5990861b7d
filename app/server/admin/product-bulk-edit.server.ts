/**
 * Bulk edits of products' fields with a preview: a price set, or changed by a percentage or an
 * amount (rounded to the rupee, or to end in 0, 9 or 99), or one field set (GST rate, HSN code,
 * stock, status, category, brand, featured) on the chosen products or all that match the list's
 * filter. The preview lists each product's value now and after; Apply writes them through the one
 * save path in short slices beside the site (applyBulkEditInSlices, in the import's worker thread),
 * as one History batch ("Bulk change: ...") that its History page undoes in one step. Each product
 * carries the version the preview saw: if a second admin changed one since, nothing is written (or
 * what was is taken back) and the preview is shown again.
 */
import { z } from "zod";
import { ROUNDINGS } from "~/lib/bulk-edit";
import { parseWholeNumber } from "~/lib/whole-number";
import { saveInTransaction, type Values } from "./save.server";
import { rowVersion, STALE_EDIT } from "./edit-version.server";
import { writeTransaction } from "../db.server";
import { productManager } from "./managers.server";
import { runSliced, WRITE_SLICE_MS } from "../import/import.server";
import {
  finishBulkBatch,
  latestEntry,
  rollbackImportBatch,
  startBulkBatch,
} from "../models/history.server";
import { getBrandById } from "../models/brands.server";
import { getCategoryByName } from "../models/categories.server";
import { PRODUCT_FIELDS } from "../entities/product-fields.server";

/** At most this many products in one bulk edit (the rest of a larger filter is left, and said so). */
export const MAX_BULK_EDIT = 10_000;

/**
 * The chosen products of a form: `ids` fields each holding one id or several joined by commas (the
 * page sends them as one field), whole numbers from 1, each once, at most MAX_BULK_EDIT.
 */
export function bulkIdsOf(values: FormDataEntryValue[]): number[] {
  const ids = new Set<number>();
  for (const v of values) {
    if (typeof v !== "string") continue;
    for (const part of v.split(",", MAX_BULK_EDIT + 1)) {
      const n = parseWholeNumber(part.trim());
      if (n !== null && Number.isSafeInteger(n) && n > 0) ids.add(n);
      if (ids.size >= MAX_BULK_EDIT) return [...ids];
    }
  }
  return [...ids];
}

/** What staff asked for, as the form sends it. */
const AMOUNT_MESSAGE = "Type a number such as 10, -5 or 2500";

/** The price change: how, by or to what amount (a sign, 9 digits, 2 decimals at most), rounded how. */
export const priceEditInput = z.object({
  field: z.literal("price"),
  how: z.enum(["set", "percent", "amount"], { error: "Choose how to change the price" }),
  amount: z
    .string()
    .trim()
    .min(1, AMOUNT_MESSAGE)
    .max(13, AMOUNT_MESSAGE)
    .regex(/^[+-]?\d{1,9}(?:\.\d{1,2})?$/, AMOUNT_MESSAGE),
  round: z.enum(["rupee", "0", "9", "99"]).default("rupee"),
});

export const bulkEditInput = z.discriminatedUnion("field", [
  priceEditInput,
  z.object({
    field: z.enum([
      "gst_rate",
      "hsn_code",
      "in_stock",
      "status",
      "category",
      "brand_id",
      "featured",
    ]),
    value: z.string().trim().max(200),
  }),
]);
export type BulkEdit = z.infer<typeof bulkEditInput>;

/** A price rounded as asked (never below 0). */
export function roundPrice(p: number, round: keyof typeof ROUNDINGS): number {
  const r =
    round === "rupee"
      ? Math.round(p)
      : round === "0"
        ? Math.round(p / 10) * 10
        : round === "9"
          ? Math.round((p + 1) / 10) * 10 - 1
          : Math.round((p + 1) / 100) * 100 - 1;
  return Math.max(0, r);
}

/** The edit in words, for History's batch and the messages ("Price +10%, rounded to end in 99"). */
export function describeEdit(edit: BulkEdit): string {
  if (edit.field === "price") {
    const n = Number(edit.amount);
    const what =
      edit.how === "set"
        ? `Price set to ₹${n.toLocaleString("en-IN")}`
        : edit.how === "percent"
          ? `Price ${n >= 0 ? "+" : ""}${n}%`
          : `Price ${n >= 0 ? "+" : "-"}₹${Math.abs(n).toLocaleString("en-IN")}`;
    return `${what}, rounded ${ROUNDINGS[edit.round]}`;
  }
  return `${PRODUCT_FIELDS[edit.field].label} set to ${shown(edit.field, edit.value)}`;
}

function shown(field: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "(empty)";
  if (field === "price" && typeof v === "number") return `₹${v.toLocaleString("en-IN")}`;
  if (field === "in_stock" || field === "featured")
    return v === 1 || v === true || v === "true" ? "Yes" : "No";
  if (field === "gst_rate") return `${String(v)}%`;
  if (field === "brand_id") return getBrandById(Number(v))?.display_name ?? "(no brand)";
  if (field === "category") return getCategoryByName(String(v))?.display_name ?? String(v);
  return String(v);
}

export interface PlannedChange {
  id: number;
  name: string;
  version: string;
  from: string;
  to: string;
  /** The value the save is sent (as a form sends it), or null when this product is left alone. */
  value: string | null;
  /** Why a product is left alone ("no price to change"), when it is. */
  skip?: string;
}

/** What the edit would do to each product now (reads only). */
function planBulkEdit(ids: number[], edit: BulkEdit): PlannedChange[] {
  const steps = planning(ids, edit);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * planBulkEdit in slices of the event loop, for the preview on the server's thread: 10,000 products
 * take about a third of a second of CPU (seconds on a loaded machine), which other requests no longer
 * wait for.
 */
export function planBulkEditSliced(ids: number[], edit: BulkEdit): Promise<PlannedChange[]> {
  return runSliced(planning(ids, edit));
}

/** Products planned between looks at the clock. */
const PLAN_STEP = 50;

function* planning(ids: number[], edit: BulkEdit): Generator<void, PlannedChange[]> {
  const out: PlannedChange[] = [];
  let n = 0;
  for (const id of ids.slice(0, MAX_BULK_EDIT)) {
    if (++n % PLAN_STEP === 0) yield;
    const row = productManager.get(id) as Record<string, unknown> | undefined;
    if (!row) continue;
    const base = { id, name: String(row.name), version: rowVersion(row) };
    const field = edit.field;
    const raw = row[field];
    const now = typeof raw === "boolean" ? Number(raw) : raw;
    let next: unknown;
    if (edit.field === "price") {
      const n = Number(edit.amount);
      if (edit.how !== "set" && typeof now !== "number") {
        out.push({
          ...base,
          from: shown(field, now),
          to: shown(field, now),
          value: null,
          skip: "no price to change",
        });
        continue;
      }
      const p = now as number;
      next = roundPrice(
        edit.how === "set" ? n : edit.how === "percent" ? p * (1 + n / 100) : p + n,
        edit.round,
      );
    } else if (field === "in_stock" || field === "featured") {
      next = edit.value === "true" ? 1 : 0;
    } else if (field === "brand_id" || field === "gst_rate") {
      next = edit.value === "" ? null : Number(edit.value);
    } else next = edit.value === "" ? null : edit.value;
    const same = (now ?? null) === (next ?? null);
    out.push({
      ...base,
      from: shown(field, now),
      to: shown(field, next),
      value: same
        ? null
        : next === null
          ? ""
          : typeof next === "number" && (field === "in_stock" || field === "featured")
            ? next
              ? "true"
              : "false"
            : String(next),
      ...(same ? { skip: "already so" } : {}),
    });
  }
  return out;
}

class Refused extends Error {
  constructor(
    message: string,
    readonly refused: { label: string; reason: string }[],
  ) {
    super(message);
  }
}

/** Products named in a refusal (the count says how many in all). */
const LISTED = 50;

/** What a bulk edit's task keeps as its outcome (and what a small one's page shows at once). */
export interface BulkEditResult {
  ok: boolean;
  /** 400: nothing to apply; 409: refused whole because products changed since the preview. */
  status: 200 | 400 | 409;
  message: string;
  batchId: number | null;
  changed: number;
  /** The products that stopped it, and why (at most LISTED; refusedCount counts them all). */
  refused: { label: string; reason: string }[];
  refusedCount: number;
  /**
   * After a refusal half-way: products whose new value had been written and was changed again by
   * someone before it could be taken back (left as they are now, so nobody's edit is lost).
   */
  kept: { label: string; reason: string }[];
}

/** Who last changed a product, for a refusal ("by anita at 26 Nov, 10:42"). */
function changedBy(id: number): string {
  const last = latestEntry("products", id);
  return last ? ` by ${last.actor}` : "";
}

const products = (n: number) => (n === 1 ? "1 product" : `${n.toLocaleString("en-IN")} products`);

export interface BulkSliceHooks {
  /** Called before each slice: waits while other writers want the lock. */
  giveWay?: () => void;
  /** Whether another writer is waiting: the slice then commits early. */
  wanted?: () => boolean;
  /** Inside each slice's transaction (and the batch's first), so progress commits with the rows. */
  progress?: (done: number, total: number, batchId: number) => void;
  /** Inside the last transaction, with the outcome. */
  finish?: (result: BulkEditResult) => void;
}

/**
 * Writes the edit as previewed (`versions`: each product's version the preview showed) through the
 * one save path, in slices of about WRITE_SLICE_MS that give way to other writers between them, so
 * the site keeps answering during a 10,000-product change (run in the import's worker thread).
 *
 * For staff it stays all or nothing, as they previewed it: before anything is written every product
 * is checked against its previewed version, and each slice checks again (the save path does). A
 * product changed by someone else meanwhile refuses the whole edit, naming it and who changed it;
 * slices already committed are taken back, so the previewed list is either wholly applied or not at
 * all. Applying the rest would leave staff to find which of 10,000 prices were raised; a refusal
 * with a fresh preview is one more click. One History batch, undone in one step.
 */
export function applyBulkEditInSlices(
  edit: BulkEdit,
  versions: Map<number, string>,
  actor: string,
  hooks: BulkSliceHooks = {},
): BulkEditResult {
  const none = { batchId: null, changed: 0, refused: [], refusedCount: 0, kept: [] };
  const ids = [...versions.keys()].slice(0, MAX_BULK_EDIT);
  if (ids.length === 0)
    return { ok: false, status: 400, message: "Please select products first.", ...none };
  const plan = planBulkEdit(ids, edit);
  const planned = new Set(plan.map((p) => p.id));
  const stale = [
    ...ids
      .filter((id) => !planned.has(id))
      .map((id) => ({ label: `Product #${id}`, reason: "deleted since the preview" })),
    ...plan
      .filter((p) => p.version !== versions.get(p.id))
      .map((p) => ({
        label: p.name,
        reason: `changed by someone else since the preview${changedBy(p.id)}`,
      })),
  ];
  if (stale.length > 0) return refusedWhole(stale, []);
  const writes = plan.filter((p) => p.value !== null);
  if (writes.length === 0)
    return {
      ok: true,
      status: 200,
      message: "Nothing to change: every product is already so.",
      ...none,
    };
  const what = describeEdit(edit);
  const total = writes.length;
  let batchId: number | null = null;
  let done = 0;
  try {
    batchId = writeTransaction(() => {
      const id = startBulkBatch("products", what, actor);
      hooks.progress?.(0, total, id);
      return id;
    });
    while (done < total) {
      hooks.giveWay?.();
      writeTransaction(() => {
        const started = performance.now();
        for (let inSlice = 0; done < total; inSlice++) {
          if (inSlice >= 8 && (performance.now() - started >= WRITE_SLICE_MS || hooks.wanted?.()))
            break;
          const p = writes[done];
          const saved = saveInTransaction(
            productManager,
            p.id,
            { [edit.field]: p.value! } as Values,
            {},
            versions.get(p.id) ?? null,
            { actor, batchId: batchId! },
          );
          if (!saved.ok) {
            const reason =
              saved.error === STALE_EDIT || saved.status === 409
                ? `changed by someone else while the change was being applied${changedBy(p.id)}`
                : `could not be saved (${Object.values(saved.fieldErrors)[0] ?? saved.error})`;
            throw new Refused(reason, [{ label: p.name, reason }]);
          }
          done++;
        }
        hooks.progress?.(done, total, batchId!);
      });
    }
    hooks.giveWay?.();
    return writeTransaction((): BulkEditResult => {
      finishBulkBatch(batchId!, total);
      const result: BulkEditResult = {
        ok: true,
        status: 200,
        message: `${what}: ${products(total)} changed (one History entry, undone in one step).`,
        ...none,
        batchId,
        changed: total,
      };
      hooks.finish?.(result);
      return result;
    });
  } catch (error) {
    // What the committed slices wrote is taken back: the edit is applied whole or not at all.
    const kept =
      batchId === null
        ? []
        : rollbackImportBatch(batchId, hooks.giveWay).map((k) => ({
            label: k.label,
            reason: "changed again by someone else meanwhile, so left as it is now",
          }));
    if (error instanceof Refused) return refusedWhole(error.refused, kept);
    throw error;
  }
}

function refusedWhole(
  refused: BulkEditResult["refused"],
  kept: BulkEditResult["kept"],
): BulkEditResult {
  const first = refused[0];
  const others = refused.length > 1 ? ` and ${products(refused.length - 1)} more` : "";
  return {
    ok: false,
    status: 409,
    message: `Nothing was changed: "${first.label}" was ${first.reason}${others}. Check the new preview and apply again.`,
    batchId: null,
    changed: 0,
    refused: refused.slice(0, LISTED),
    refusedCount: refused.length,
    kept: kept.slice(0, LISTED),
  };
}
