/**
 * Serial numbers of the machines we sold, and the warranty answer built from them: the public
 * warranty check, a new ticket's "in warranty" mark and the admin's serial records all read here.
 */
import { eq } from "drizzle-orm";
import { businessDay } from "~/lib/dates";
import { modelKey } from "~/lib/fits";
import { SERIAL_MAX, serialKey, warrantyLastDay } from "~/lib/warranty";
import { db } from "../db.server";
import { serials, type SerialRecord } from "../db/schema";
import { activeAmcForSerial } from "./amc.server";

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
