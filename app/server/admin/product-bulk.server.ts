/**
 * Bulk changes of the admin products list (status, stock, featured, category) and the list's inline
 * stock switch. Every row goes through the one save path (`saveInTransaction`: the product's checks,
 * History) inside ONE write transaction: either every selected product changes, or none does and the
 * message names the product that was refused.
 */
import { parseWholeNumber } from "~/lib/whole-number";
import { saveInTransaction, type Values } from "./save.server";
import { writeTransaction } from "../db.server";
import { productManager } from "./managers.server";
import { getCategoryByName } from "../models/categories.server";

/** At most this many products in one bulk change (the largest page holds 100). */
const MAX_BULK_IDS = 500;

const BULK_OPERATIONS = {
  activate: { patch: { status: "active" }, done: "set to Active" },
  deactivate: { patch: { status: "inactive" }, done: "set to Inactive" },
  "in-stock": { patch: { in_stock: "true" }, done: "marked In stock" },
  "out-of-stock": { patch: { in_stock: "false" }, done: "marked Out of stock" },
  feature: { patch: { featured: "true" }, done: "featured" },
  unfeature: { patch: { featured: "false" }, done: "no longer featured" },
  move: { patch: {}, done: "moved" },
} as const satisfies Record<string, { patch: Values; done: string }>;
export type BulkOperation = keyof typeof BULK_OPERATIONS;

export function isBulkOperation(op: string): op is BulkOperation {
  return Object.hasOwn(BULK_OPERATIONS, op);
}

/** The ids of a form's `ids` fields: whole numbers from 1, each once, at most MAX_BULK_IDS. */
export function idsOf(values: FormDataEntryValue[]): number[] {
  return [
    ...new Set(
      values
        .slice(0, MAX_BULK_IDS)
        .map((v) => (typeof v === "string" ? parseWholeNumber(v) : null))
        .filter((n): n is number => n !== null && Number.isSafeInteger(n) && n > 0),
    ),
  ];
}

export type BulkResult = { ok: true; message: string } | { ok: false; message: string };

const products = (n: number) => (n === 1 ? "1 product" : `${n} products`);

class Refused extends Error {}

/**
 * Applies one operation to the products. Products that already have the value are left alone (no
 * empty History entries); products deleted meanwhile are skipped and said so.
 */
export function applyBulk(
  op: BulkOperation,
  ids: number[],
  actor: string,
  options: { category?: string } = {},
): BulkResult {
  if (ids.length === 0) return { ok: false, message: "Please select products first." };
  let patch: Values = { ...BULK_OPERATIONS[op].patch };
  let done: string = BULK_OPERATIONS[op].done;
  if (op === "move") {
    const category = options.category ? getCategoryByName(options.category) : undefined;
    if (!category) return { ok: false, message: "Please choose the category to move them to." };
    patch = { category: category.name };
    done = `moved to ${category.display_name}`;
  }
  try {
    const counts = writeTransaction(() => {
      let changed = 0;
      let same = 0;
      let gone = 0;
      for (const id of ids) {
        const row = productManager.get(id) as Record<string, unknown> | undefined;
        if (!row) {
          gone++;
          continue;
        }
        if (Object.entries(patch).every(([k, v]) => String(row[k]) === v)) {
          same++;
          continue;
        }
        const saved = saveInTransaction(productManager, id, patch, {}, null, { actor });
        if (!saved.ok) {
          const why = Object.values(saved.fieldErrors)[0] ?? saved.error;
          throw new Refused(
            `Nothing was changed: "${String(row.name)}" could not be saved (${why}).`,
          );
        }
        changed++;
      }
      return { changed, same, gone };
    });
    const parts = [`${products(counts.changed)} ${done}.`];
    if (counts.same)
      parts.push(`${products(counts.same)} already ${counts.same === 1 ? "was" : "were"}.`);
    if (counts.gone)
      parts.push(`${products(counts.gone)} no longer exist${counts.gone === 1 ? "s" : ""}.`);
    return { ok: true, message: parts.join(" ") };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
