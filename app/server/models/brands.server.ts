import { and, asc, count, eq, ne } from "drizzle-orm";
import { db } from "../db.server";
import { brands, type Brand } from "../db/schema";
import { byIdCrud } from "./crud.server";

const crud = byIdCrud(brands, { touches: true });

export const getBrandById = crud.getById;
export const createBrand = crud.create;
export const updateBrand = crud.update;
/** Products of a deleted brand keep existing without one (ON DELETE SET NULL). */
export const deleteBrand = crud.remove;

export function listBrands(): Brand[] {
  return db.select().from(brands).orderBy(asc(brands.display_name)).all();
}

export function getBrandByName(name: string): Brand | undefined {
  return db.select().from(brands).where(eq(brands.name, name)).get();
}

export function isBrandNameTaken(name: string, exceptId?: number): boolean {
  return (
    db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.name, name), exceptId ? ne(brands.id, exceptId) : undefined))
      .get() !== undefined
  );
}

export function countBrands(): number {
  return db.select({ n: count() }).from(brands).get()?.n ?? 0;
}
