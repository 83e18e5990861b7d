// Adds a field to the product registry and its column to the Drizzle table, at runtime, exactly as a
// new line in entities/product-fields.server.ts and in db/schema.ts would: imported FIRST by
// registry-new-field.test.ts, before any module that derives from the registry has loaded. The
// test's own temporary database gets the column in its beforeAll (as a generated migration would).
import { integer } from "drizzle-orm/sqlite-core";
import { products } from "~/server/db/schema";
import type { FieldDescription } from "~/server/entities/entity.server";
import { PRODUCT_FIELDS } from "~/server/entities/product-fields.server";
import { optionalNumber } from "~/server/validation/fields.server";

export const THROWAWAY = "shelf_life_days";

(PRODUCT_FIELDS as Record<string, FieldDescription>)[THROWAWAY] = {
  schema: optionalNumber("Shelf life", { min: 0, max: 3650, int: true }),
  label: "Shelf Life (days)",
  help: "How long a sealed roll keeps, in days.",
  form: { section: "Price and tax", kind: "number" },
  csv: { help: "Days a sealed roll keeps", example: "365" },
  page: true,
};

// What `shelf_life_days: integer("shelf_life_days")` in sqliteTable() does to the table object.
const column = (integer(THROWAWAY) as unknown as { build(t: unknown): unknown }).build(products);
Object.assign(products, { [THROWAWAY]: column });
(products as unknown as Record<symbol, Record<string, unknown>>)[Symbol.for("drizzle:Columns")][
  THROWAWAY
] = column;
