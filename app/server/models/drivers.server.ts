import { desc, eq, sql } from "drizzle-orm";
import { db } from "../db.server";
import { drivers, type Driver } from "../db/schema";
import { byIdCrud } from "./crud.server";

const crud = byIdCrud(drivers, { touches: true });

export const getDriverById = crud.getById;
export const createDriver = crud.create;
export const updateDriver = crud.update;
export const deleteDriver = crud.remove;

export function listDrivers(): Driver[] {
  return db.select().from(drivers).orderBy(desc(drivers.created_at), desc(drivers.id)).all();
}

/** Counts a download atomically (no read-modify-write race between workers). */
export function countDriverDownload(id: number): void {
  db.update(drivers)
    .set({ download_count: sql`${drivers.download_count} + 1` })
    .where(eq(drivers.id, id))
    .run();
}
