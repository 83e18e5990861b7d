/**
 * Annual maintenance contracts and the machines they cover: the admin's contracts (a save refused
 * when the contract changed since the form was opened), the renewals coming due and the queue's
 * priority for a covered machine read and write here.
 */
import { and, asc, count, desc, eq, gte, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { addDays, businessDay } from "~/lib/dates";
import { modelKey } from "~/lib/fits";
import { rupeesToPaise } from "~/lib/gst";
import { serialKey } from "~/lib/warranty";
import { rowVersion } from "../admin/edit-version.server";
import { db, writeTransaction } from "../db.server";
import { isProduction } from "../env.server";
import { amcContracts, amcDevices, products, type AmcContract, type AmcDevice } from "../db/schema";
import { likePattern, paged } from "../models/paging.server";
import { AMC_FIELDS, type AmcInput } from "../entities/amc.server";
import type { AmcFilter } from "~/lib/amc";

export type AmcWithDevices = AmcContract & { devices: AmcDevice[]; version: string };

export function getAmc(id: number): AmcWithDevices | undefined {
  const row = db.select().from(amcContracts).where(eq(amcContracts.id, id)).get();
  if (!row) return undefined;
  const devices = db
    .select()
    .from(amcDevices)
    .where(eq(amcDevices.contract_id, id))
    .orderBy(asc(amcDevices.position))
    .all();
  // The version covers the devices too: a device added by someone else also refuses a stale save.
  return { ...row, devices, version: rowVersion({ row, devices }) };
}

/** The form's device text of a contract, one "model, serial" a line. */
const devicesText = (devices: Pick<AmcDevice, "model" | "serial">[]) =>
  devices.map((d) => `${d.model}, ${d.serial}`).join("\n");

type AmcField = keyof typeof AMC_FIELDS;

/**
 * A contract as its form shows it, one text value for each registry field: the value in rupees,
 * the devices one a line, every other field as stored. A contract read without one of the fields
 * would show it blank and a save would write it blank: outside production that throws.
 */
export function amcFormValues(
  c: Omit<AmcContract, "id" | "reference"> & { devices: AmcDevice[] },
): Record<AmcField, string> {
  const record = c as unknown as Record<string, unknown>;
  const text = (key: AmcField): string => {
    if (key === "devices") return devicesText(c.devices);
    if (key === "value") return c.value_paise ? String(c.value_paise / 100) : "";
    if (!isProduction && !(key in record))
      throw new Error(`The contract read for its form lacks the field ${key}`);
    return record[key] == null ? "" : String(record[key]);
  };
  return Object.fromEntries(
    (Object.keys(AMC_FIELDS) as AmcField[]).map((k) => [k, text(k)]),
  ) as Record<AmcField, string>;
}

/** A save refused because the contract changed (or went) since the form was opened. */
export class AmcConflict extends Error {
  constructor(readonly current: AmcWithDevices | undefined) {
    super(
      current
        ? "Someone else changed this contract since you opened it: their version is shown below, and what you typed is kept in the form. Save again to overwrite it."
        : "This contract was deleted meanwhile.",
    );
  }
}

function productIdsByModel(models: string[]): Map<string, number> {
  const keys = new Set(models.map(modelKey));
  const out = new Map<string, number>();
  if (keys.size === 0) return out;
  for (const p of db
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(sql`${products.model} is not null`)
    .all()) {
    const k = modelKey(p.model ?? "");
    if (keys.has(k) && !out.has(k)) out.set(k, p.id);
  }
  return out;
}

/**
 * Creates a contract (id null) or updates one that is still at `version`, with its devices, in one
 * transaction. Throws AmcConflict when the contract moved on meanwhile.
 */
export function saveAmc(
  id: number | null,
  input: AmcInput,
  version: string | null,
  sent?: ReadonlySet<string>,
): AmcContract {
  return writeTransaction((tx) => {
    if (id !== null) {
      const current = getAmc(id);
      if (!current || current.version !== version) throw new AmcConflict(current);
    }
    // An update writes only the fields the submission carried: one that lacks a field keeps it.
    const carried = (key: AmcField) => id === null || !sent || sent.has(key);
    const { devices, value, ...facts } = input;
    const columns = {
      ...Object.fromEntries(Object.entries(facts).filter(([k]) => carried(k as AmcField))),
      ...(carried("value") ? { value_paise: rupeesToPaise(value ?? 0) } : {}),
    } as Partial<typeof facts> & { value_paise?: number };
    let row: AmcContract;
    if (id === null) {
      row = tx
        .insert(amcContracts)
        .values({ ...facts, ...columns, reference: `pending-${Date.now()}-${Math.random()}` })
        .returning()
        .get();
      row = tx
        .update(amcContracts)
        .set({ reference: amcReference(row.id, input.start_date) })
        .where(eq(amcContracts.id, row.id))
        .returning()
        .get();
    } else {
      row = tx
        .update(amcContracts)
        .set({ ...columns, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(eq(amcContracts.id, id))
        .returning()
        .get();
      if (!carried("devices") || !devices) return row;
      tx.delete(amcDevices).where(eq(amcDevices.contract_id, id)).run();
    }
    if (!devices?.length) return row;
    const productIds = productIdsByModel(devices.map((d) => d.model));
    tx.insert(amcDevices)
      .values(
        devices.map((d, i) => ({
          contract_id: row.id,
          model: d.model,
          serial: d.serial,
          position: i + 1,
          product_id: productIds.get(modelKey(d.model)) ?? null,
        })),
      )
      .run();
    return row;
  });
}

/** AMC-<start year>-<id, 4 digits at least>: quoted on the phone and on the invoice. */
const amcReference = (id: number, start: string) =>
  `AMC-${start.slice(0, 4)}-${String(id).padStart(4, "0")}`;

/** Deletes a contract still at `version` (its devices go with it). */
export function deleteAmc(id: number, version: string | null): AmcContract {
  return writeTransaction((tx) => {
    const current = getAmc(id);
    if (!current || current.version !== version) throw new AmcConflict(current);
    tx.delete(amcContracts).where(eq(amcContracts.id, id)).run();
    return current;
  });
}

/**
 * The form's starting values for the renewal of a contract: the next period of the same length
 * from the day after it ends, the same machines and terms, no visits done yet.
 */
export function renewalOf(c: AmcWithDevices) {
  const start = addDays(c.end_date, 1);
  const [y1, m1, d1] = c.start_date.split("-").map(Number);
  const [y2, m2, d2] = c.end_date.split("-").map(Number);
  const days = Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
  return {
    ...c,
    start_date: start,
    end_date: addDays(start, Math.max(days, 0)),
    visits_done: 0,
    notes: `Renewal of ${c.reference}`,
  };
}

/** The admin's list, soonest end first; `due`: ending within 30 days; searched by customer, GSTIN, serial. */
export function listAmc(filter: AmcFilter, q: string, page: number, today: string = businessDay()) {
  const text = q.trim().slice(0, 100);
  const byFilter: Record<AmcFilter, SQL | undefined> = {
    all: undefined,
    running: and(lte(amcContracts.start_date, today), gte(amcContracts.end_date, today)),
    due: and(gte(amcContracts.end_date, today), lte(amcContracts.end_date, addDays(today, 30))),
    ended: lt(amcContracts.end_date, today),
  };
  const search = text
    ? or(
        like(amcContracts.customer, likePattern(text)),
        like(amcContracts.reference, likePattern(text.toUpperCase())),
        like(amcContracts.gstin, likePattern(text.toUpperCase())),
        sql`exists (select 1 from ${amcDevices} d where d.contract_id = "amc_contracts"."id" and d.serial like ${likePattern(serialKey(text))} escape '\\')`,
      )
    : undefined;
  const where = and(byFilter[filter], search);
  return paged(
    { page, perPage: 25 },
    { perPage: 25 },
    () => db.select({ n: count() }).from(amcContracts).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          contract: amcContracts,
          devices: sql<number>`(select count(*) from ${amcDevices} d where d.contract_id = "amc_contracts"."id")`,
        })
        .from(amcContracts)
        .where(where)
        .orderBy(filter === "ended" ? desc(amcContracts.end_date) : asc(amcContracts.end_date))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

/** The contract covering a serial on `today` (the one running longest), or undefined. */
export function activeAmcForSerial(
  serial: string,
  today: string = businessDay(),
): AmcContract | undefined {
  const key = serialKey(serial);
  if (!key) return undefined;
  return db
    .select({ contract: amcContracts })
    .from(amcDevices)
    .innerJoin(amcContracts, eq(amcContracts.id, amcDevices.contract_id))
    .where(
      and(
        eq(amcDevices.serial, key),
        lte(amcContracts.start_date, today),
        gte(amcContracts.end_date, today),
      ),
    )
    .orderBy(desc(amcContracts.end_date))
    .get()?.contract;
}

/**
 * SQL that is true when a service ticket's serial names a machine under a running contract today:
 * the queue puts such tickets first. The ticket keeps the serial as typed, so it is keyed here the
 * way serialKey keys it (spaces dropped, upper case). The ticket's column is named with its table:
 * Drizzle leaves a lone table's columns unqualified, which inside this subquery would mean the
 * device's own serial.
 */
export function amcCoveredSql(today: string = businessDay()) {
  return sql`exists (select 1 from ${amcDevices} d join ${amcContracts} c on c.id = d.contract_id
    where d.serial = upper(replace("service_tickets"."serial", ' ', '')) and c.start_date <= ${today} and c.end_date >= ${today})`;
}

/** Contracts whose last day falls within `days` from today (and not yet past), soonest first. */
export function amcRenewalsDue(days = 30, today: string = businessDay()): AmcContract[] {
  return db
    .select()
    .from(amcContracts)
    .where(and(gte(amcContracts.end_date, today), lte(amcContracts.end_date, addDays(today, days))))
    .orderBy(asc(amcContracts.end_date), asc(amcContracts.id))
    .all();
}
