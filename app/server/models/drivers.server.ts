import { desc, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "../db.server";
import { drivers, type Driver } from "../db/schema";
import { byIdCrud } from "./crud.server";

const crud = byIdCrud(drivers, { touches: true });
/** Downloads counted in memory since the last flush (see countDriverDownload). */
const pendingDownloads = new Map<number, number>();
let flushTimer: NodeJS.Timeout | null = null;

/** The row, with the downloads this process counted but has not written yet. */
function withPending(driver: Driver): Driver {
  const pending = pendingDownloads.get(driver.id);
  return pending ? { ...driver, download_count: driver.download_count + pending } : driver;
}

export function getDriverById(id: number): Driver | undefined {
  const driver = crud.getById(id);
  return driver && withPending(driver);
}
export const createDriver = crud.create;
export const updateDriver = crud.update;
export const deleteDriver = crud.remove;

export function listDrivers(): Driver[] {
  return db
    .select()
    .from(drivers)
    .orderBy(desc(drivers.created_at), desc(drivers.id))
    .all()
    .map(withPending);
}

/**
 * Downloads counted in memory since the last flush. A download is an anonymous GET: writing the
 * database on each one would let anybody turn reads into writes (and contend with staff's saves),
 * so counts are added in one transaction every few seconds, and when the process exits.
 */
/** How often counted downloads reach the database. */
const DOWNLOAD_FLUSH_MS = 5_000;

/** Counts a download; it reaches the database within DOWNLOAD_FLUSH_MS (see flushDriverDownloads). */
export function countDriverDownload(id: number): void {
  pendingDownloads.set(id, (pendingDownloads.get(id) ?? 0) + 1);
  if (!flushTimer) {
    flushTimer = setTimeout(flushDriverDownloads, DOWNLOAD_FLUSH_MS);
    flushTimer.unref();
  }
}

/**
 * Adds the counted downloads to their rows in one transaction, atomically per row (no
 * read-modify-write race between workers). A driver deleted meanwhile simply matches no row.
 */
function flushDriverDownloads(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (pendingDownloads.size === 0) return;
  const counts = [...pendingDownloads];
  pendingDownloads.clear();
  try {
    writeTransaction((tx) => {
      for (const [id, n] of counts)
        tx.update(drivers)
          .set({ download_count: sql`${drivers.download_count} + ${n}` })
          .where(eq(drivers.id, id))
          .run();
    });
  } catch (error) {
    // Kept for the next flush (the database was busy or closing).
    for (const [id, n] of counts) pendingDownloads.set(id, (pendingDownloads.get(id) ?? 0) + n);
    console.error("[drivers] could not record downloads:", error);
  }
}

// On the way out (a stop signal ends the server through process.exit), counts are not lost.
process.once("exit", flushDriverDownloads);
