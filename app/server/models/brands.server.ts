import { db, writeTransaction } from "../db.server";
import { brands } from "../db/schema";
import { byIdCrud, byNameReads } from "./crud.server";

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
export interface BrandImportRow {
  name: string;
  display_name: string;
  description?: string | null;
  website?: string | null;
}

type Statement = ReturnType<typeof db.sqlite.prepare>;
let importStatements: { update: Statement; insert: Statement } | undefined;

/** Writes import rows in ONE immediate transaction: an existing name is updated, others inserted. */
export function upsertBrandsByName(rows: BrandImportRow[]): { created: number; updated: number } {
  importStatements ??= {
    update: db.sqlite.prepare(
      `UPDATE brands SET display_name = @display_name,
         description = coalesce(@description, description), website = coalesce(@website, website),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE name = @name`,
    ),
    insert: db.sqlite.prepare(
      `INSERT INTO brands (name, display_name, description, website)
       VALUES (@name, @display_name, @description, @website)`,
    ),
  };
  const { update, insert } = importStatements;
  return writeTransaction(() => {
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      const params = {
        name: row.name,
        display_name: row.display_name,
        description: row.description ?? null,
        website: row.website ?? null,
      };
      if (update.run(params).changes > 0) updated++;
      else {
        insert.run(params);
        created++;
      }
    }
    return { created, updated };
  });
}
