import { writeTransaction } from "../db.server";
import { brands } from "../db/schema";
import { BRAND_FIELDS } from "../entities/brand.server";
import { byIdCrud, byNameReads, namedImportWriter, type NamedImportRow } from "./crud.server";

const crud = byIdCrud(brands, { touches: true });

export const getBrandById = crud.getById;
export const createBrand = crud.create;
export const updateBrand = crud.update;
/** Products of a deleted brand keep existing without one (ON DELETE SET NULL). */
export const deleteBrand = crud.remove;

const named = byNameReads(brands);

export const listBrands = named.list;
export const getBrandByName = named.getByName;
export const isBrandNameTaken = named.isNameTaken;
export const countBrands = named.count;

// ---------------------------------------------------------------------------------------------
// Bulk import (app/server/import/import.server.ts)

/** One brand row of a CSV import; a null optional field was blank and keeps the stored value. */
export type BrandImportRow = NamedImportRow;

const importWriter = namedImportWriter("brands", brands, BRAND_FIELDS);
/** The import preview compares a row with its stored one through the writer's own rule. */
export { importWriter as brandImportWriter };

/** Writes import rows in ONE immediate transaction: an existing name is updated, others inserted. */
export function upsertBrandsByName(rows: BrandImportRow[]): { created: number; updated: number } {
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
