/**
 * Serial numbers of the machines we sold, and the warranty answer built from them: the public
 * warranty check, a new ticket's "in warranty" mark and the admin's serial records all read here.
 */
import { count, desc, eq, isNotNull, like, or } from "drizzle-orm";
import { z } from "zod";
import { businessDay } from "~/lib/dates";
import { modelKey } from "~/lib/fits";
import { SERIAL_MAX, serialKey, warrantyLastDay, warrantyMonthsOf } from "~/lib/warranty";
import { db, writeTransaction } from "../db.server";
import { products, serials, type SerialRecord } from "../db/schema";
import { SERIAL_FIELDS } from "../entities/serial.server";
import { MODEL_MAX } from "../entities/ticket.server";
import { byIdCrud, isValueTaken, namedImportWriter } from "../models/crud.server";
import { likePattern, paged } from "../models/paging.server";
import { activeAmcForSerial } from "./amc.server";

const crud = byIdCrud(serials, { touches: true });

export const getSerialById = crud.getById;
export const createSerial = crud.create;
export const updateSerial = crud.update;
export const deleteSerial = crud.remove;

export const isSerialTaken = (serial: string, exceptId?: number) =>
  isValueTaken(serials, serials.serial, serialKey(serial), exceptId);

/** The admin's list: newest invoices first, searched by serial, model, buyer or invoice number. */
export function listSerials(q: string, page: number, perPage = 50) {
  const text = q.trim().slice(0, 100);
  const where = text
    ? or(
        like(serials.serial, likePattern(serialKey(text))),
        like(serials.model, likePattern(text)),
        like(serials.buyer, likePattern(text)),
        like(serials.invoice_number, likePattern(text)),
      )
    : undefined;
  return paged(
    { page, perPage },
    { perPage },
    () => db.select({ n: count() }).from(serials).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(serials)
        .where(where)
        .orderBy(desc(serials.invoice_date), desc(serials.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

/** The catalogue product a model names exactly (by model key), with its warranty in months. */
export type ModelProduct = { id: number; warrantyMonths: number };

/**
 * A lookup from model to catalogue product, read once (an import asks it for every row): the
 * product whose model has the same key ("ZD 421t" = "ZD421t").
 */
export function productsByModel(): (model: string) => ModelProduct | undefined {
  const byKey = new Map<string, ModelProduct>();
  for (const p of db
    .select({ id: products.id, model: products.model, warranty: products.warranty })
    .from(products)
    .where(isNotNull(products.model))
    .all()) {
    const key = modelKey(p.model ?? "");
    if (key && !byKey.has(key))
      byKey.set(key, { id: p.id, warrantyMonths: warrantyMonthsOf(p.warranty) });
  }
  return (model) => byKey.get(modelKey(model));
}

// ---------------------------------------------------------------------------------------------
// Bulk import (app/server/import/import.server.ts)

/** One serial row of a CSV import; a null optional field was blank and keeps the stored value. */
export type SerialImportRow = { serial: string } & Record<string, unknown>;

const importWriter = namedImportWriter("serials", serials, SERIAL_FIELDS, "serial");
/** The import preview compares a row with its stored one through the writer's own rule. */
export { importWriter as serialImportWriter };

/** Writes import rows in ONE immediate transaction: a known serial is updated, others inserted. */
export function upsertSerials(rows: SerialImportRow[]): { created: number; updated: number } {
  const { update, insert } = importWriter.statements();
  return writeTransaction(() => {
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      const params = importWriter.params(row);
      if (update.run(params).changes > 0) updated++;
      else {
        insert.run(params);
        created++;
      }
    }
    return { created, updated };
  });
}

/**
 * What the warranty check may tell anyone who has the serial: the model, the day it was sold and
 * the last day covered. Never the buyer, the invoice or a price.
 */
export type WarrantyAnswer =
  | {
      status: "in" | "out";
      model: string;
      /** The invoice day ("YYYY-MM-DD"). */
      soldOn: string;
      /** The last day the warranty covers ("YYYY-MM-DD"); "out" means it is before today. */
      until: string;
      /** An annual maintenance contract covering the machine today, with its last day. */
      amcUntil: string | null;
    }
  | { status: "unknown" };

/** The record of a serial typed any way (spaces and case do not matter), or undefined. */
export function findSerial(typed: string): SerialRecord | undefined {
  const key = serialKey(typed);
  if (!key || key.length > SERIAL_MAX) return undefined;
  return db.select().from(serials).where(eq(serials.serial, key)).get();
}

/**
 * Whether a typed model names the recorded one: "zd 421" names "ZD421t", "te244" names "TSC TE244",
 * "Zebra ZD421t" names "ZD421t"; a blank model names any.
 */
function sameModel(typed: string | null | undefined, recorded: string): boolean {
  const key = modelKey(typed ?? "");
  if (!key) return true;
  const stored = modelKey(recorded);
  if (!stored) return false;
  return key.length >= 3 && (stored.includes(key) || key.includes(stored));
}

const TOO_LONG = `A serial number has at most ${SERIAL_MAX} characters and a model at most ${MODEL_MAX}: please check what you typed`;

/**
 * The public warranty check: the serial from the printer's label and, if the buyer knows it, the
 * model. The form's inputs take their constraints from here.
 */
export const warrantyCheckInput = z.object({
  serial: z
    .string({ error: "Enter the serial number from the label under the printer" })
    .trim()
    .min(1, "Enter the serial number from the label under the printer")
    .max(SERIAL_MAX, TOO_LONG),
  model: z.string().trim().max(MODEL_MAX, TOO_LONG).default(""),
});

/**
 * The warranty of a serial on `today` (the Indian calendar day by default). A model that does not
 * match the record answers "unknown", as an unknown serial does: the check tells nothing about a
 * machine to someone who cannot name it.
 */
export function warrantyFor(
  serial: string,
  model?: string | null,
  today: string = businessDay(),
): WarrantyAnswer {
  const row = findSerial(serial);
  if (!row || !sameModel(model, row.model)) return { status: "unknown" };
  const until = warrantyLastDay(row.invoice_date, row.warranty_months);
  return {
    status: until >= today ? "in" : "out",
    model: row.model,
    soldOn: row.invoice_date,
    until,
    amcUntil: activeAmcForSerial(row.serial, today)?.end_date ?? null,
  };
}
