/**
 * Annual maintenance contracts and the machines they cover: the admin's contracts, the renewals
 * coming due and the queue's priority for a covered machine read and write here.
 */
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { businessDay, addDays } from "~/lib/dates";
import { serialKey } from "~/lib/warranty";
import { db } from "../db.server";
import { amcContracts, amcDevices, type AmcContract } from "../db/schema";

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
 * SQL that is true when a serial column names a machine under a running contract today: the
 * queue puts such tickets first. `serial` must already hold the key (serialKey).
 */
export function amcCoveredSql(serialColumn: unknown, today: string = businessDay()) {
  return sql`exists (select 1 from ${amcDevices} d join ${amcContracts} c on c.id = d.contract_id
    where d.serial = ${serialColumn} and c.start_date <= ${today} and c.end_date >= ${today})`;
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
