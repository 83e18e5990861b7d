/**
 * Bulk edits of products' fields with a preview: a price set, or changed by a percentage or an
 * amount (rounded to the rupee, or to end in 0, 9 or 99), or one field set (GST rate, HSN code,
 * stock, status, category, brand, featured) on the chosen products or all that match the list's
 * filter. The preview lists each product's value now and after; Apply writes them through the one
 * save path in ONE transaction, as one History batch ("Bulk change: ...") that its History page undoes
 * in one step. Each product carries the version the preview saw: if a second admin changed one
 * since, nothing is written and the preview is shown again.
 */
import { z } from "zod";
import { ROUNDINGS } from "~/lib/bulk-edit";
import { saveInTransaction, type Values } from "./save.server";
import { rowVersion, STALE_EDIT } from "./edit-version.server";
import { writeTransaction } from "../db.server";
import { productManager } from "./managers.server";
import { finishBulkBatch, startBulkBatch } from "../models/history.server";
import { getBrandById } from "../models/brands.server";
import { getCategoryByName } from "../models/categories.server";
import { PRODUCT_FIELDS } from "../entities/product-fields.server";

/** At most this many products in one bulk edit (the rest of a larger filter is left, and said so). */
export const MAX_BULK_EDIT = 10_000;

export const BULK_EDIT_FIELDS = [
  "price",
  "gst_rate",
  "hsn_code",
  "in_stock",
  "status",
  "category",
  "brand_id",
  "featured",
] as const;
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];

/** What staff asked for, as the form sends it. */
export const bulkEditInput = z.discriminatedUnion("field", [
  z.object({
    field: z.literal("price"),
    how: z.enum(["set", "percent", "amount"], { error: "Choose how to change the price" }),
    amount: z
      .string()
      .trim()
      .regex(/^[+-]?\d{1,9}(?:\.\d{1,2})?$/, "Type a number such as 10, -5 or 2500"),
    round: z.enum(["rupee", "0", "9", "99"]).default("rupee"),
  }),
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
export function planBulkEdit(ids: number[], edit: BulkEdit): PlannedChange[] {
  const out: PlannedChange[] = [];
  for (const id of ids.slice(0, MAX_BULK_EDIT)) {
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

class Refused extends Error {}

export type BulkEditResult =
  | { ok: true; message: string; batchId: number | null; changed: number }
  | { ok: false; status: 400 | 409; message: string };

/**
 * Writes the edit as previewed: `versions` are the products' versions the preview showed. All or
 * nothing, one History batch.
 */
export function applyBulkEdit(
  edit: BulkEdit,
  versions: Map<number, string>,
  actor: string,
): BulkEditResult {
  const ids = [...versions.keys()];
  if (ids.length === 0) return { ok: false, status: 400, message: "Please select products first." };
  try {
    return writeTransaction((): BulkEditResult => {
      const plan = planBulkEdit(ids, edit);
      const writes = plan.filter((p) => p.value !== null);
      if (writes.length === 0)
        return {
          ok: true,
          message: "Nothing to change: every product is already so.",
          batchId: null,
          changed: 0,
        };
      const what = describeEdit(edit);
      const batchId = startBulkBatch("products", `Bulk change: ${what}`, actor);
      for (const p of writes) {
        const values: Values = { [edit.field]: p.value! };
        const saved = saveInTransaction(
          productManager,
          p.id,
          values,
          {},
          versions.get(p.id) ?? null,
          {
            actor,
            batchId,
          },
        );
        if (!saved.ok) {
          if (saved.error === STALE_EDIT || saved.status === 409)
            throw new Refused(
              `Nothing was changed: "${p.name}" was changed by someone else since the preview. Check the new preview and apply again.`,
            );
          const why = Object.values(saved.fieldErrors)[0] ?? saved.error;
          throw new Refused(`Nothing was changed: "${p.name}" could not be saved (${why}).`);
        }
      }
      finishBulkBatch(batchId, writes.length);
      const n = writes.length;
      return {
        ok: true,
        message: `${what}: ${n === 1 ? "1 product" : `${n.toLocaleString("en-IN")} products`} changed (one History entry, undone in one step).`,
        batchId,
        changed: n,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}
