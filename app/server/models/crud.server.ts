import {
  and,
  asc,
  count,
  eq,
  ne,
  sql,
  type InferInsertModel,
  type InferSelectModel,
} from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "../db.server";
import { importFieldsOf, sqlDefaultsOf, type FieldRegistry } from "../entities/entity.server";

type TableWithId = SQLiteTable & { id: AnySQLiteColumn };

export const nowSql = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The by-id reads and writes every entity shares. Entity modules add their own lists and lookups;
 * this keeps the four statements in one place.
 */
export function byIdCrud<T extends TableWithId>(table: T, opts: { touches: boolean }) {
  type Row = InferSelectModel<T>;
  type Insert = InferInsertModel<T>;
  return {
    getById(id: number): Row | undefined {
      return db.select().from(table).where(eq(table.id, id)).get() as Row | undefined;
    },
    create(input: Insert): Row {
      return db.insert(table).values(input).returning().get() as Row;
    },
    update(id: number, input: Partial<Insert>): Row | undefined {
      const set = opts.touches ? { ...input, updated_at: nowSql } : input;
      return db
        .update(table)
        .set(set as Partial<Insert>)
        .where(eq(table.id, id))
        .returning()
        .get() as Row | undefined;
    },
    /** Returns the removed row so callers can delete its files after the commit. */
    remove(id: number): Row | undefined {
      return db.delete(table).where(eq(table.id, id)).returning().get() as Row | undefined;
    },
  };
}

/** Whether another row (not `exceptId`) already holds `value` in a unique column (slug, name). */
export function isValueTaken(
  table: TableWithId,
  column: AnySQLiteColumn,
  value: string,
  exceptId?: number,
): boolean {
  return (
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(column, value), exceptId ? ne(table.id, exceptId) : undefined))
      .get() !== undefined
  );
}

type NamedTable = TableWithId & { name: AnySQLiteColumn; display_name: AnySQLiteColumn };

/**
 * The reads of a table whose rows carry a unique `name` and a `display_name` shown to people
 * (categories, brands): the list by display name, the lookup by name, its uniqueness, the count.
 */
export function byNameReads<T extends NamedTable>(table: T) {
  type Row = InferSelectModel<T>;
  return {
    list(): Row[] {
      return db.select().from(table).orderBy(asc(table.display_name)).all() as Row[];
    },
    getByName(name: string): Row | undefined {
      return db.select().from(table).where(eq(table.name, name)).get() as Row | undefined;
    },
    isNameTaken(name: string, exceptId?: number): boolean {
      return isValueTaken(table, table.name, name, exceptId);
    },
    count(): number {
      return db.select({ n: count() }).from(table).get()?.n ?? 0;
    },
  };
}

/** SQLite takes booleans as 1/0; a missing cell is null. */
const importParam = (v: unknown) =>
  v === undefined ? null : typeof v === "boolean" ? (v ? 1 : 0) : v;

/** A column an import writes and whether it is required (a blank optional cell keeps the stored value). */
export interface ImportedColumn {
  key: string;
  required: boolean;
}

/**
 * The columns an import row would change on its stored row, as the import's UPDATE decides it (a
 * required column is always written, an optional one only from a cell that was not blank): each with
 * its stored and new value. The import preview's "now → after" for every type.
 */
export function importChanges(
  columns: ImportedColumn[],
  row: Record<string, unknown>,
  stored: Record<string, unknown>,
): { key: string; from: unknown; to: unknown }[] {
  const out: { key: string; from: unknown; to: unknown }[] = [];
  for (const { key, required } of columns) {
    const to = importParam(row[key]);
    if ((required || to !== null) && to !== stored[key]) out.push({ key, from: stored[key], to });
  }
  return out;
}

/** One row of a CSV import of an entity matched by its name; a null field was blank. */
export type NamedImportRow = { name: string; display_name: string } & Record<string, unknown>;

type Statement = ReturnType<typeof db.sqlite.prepare>;

/**
 * The CSV import's two statements for an entity matched by its unique name (brands, categories) or
 * another unique key column (a serial number), written from its field registry: an update sets the
 * required columns and, from a cell that was not blank, the others; an insert gives a blank cell the
 * column's default. Raw prepared statements (once per connection): an import writes thousands of rows.
 */
export function namedImportWriter(
  tableName: string,
  table: object,
  fields: FieldRegistry,
  name = "name",
) {
  const columns = importFieldsOf(fields).filter((f) => f.key !== name);
  const defaults = sqlDefaultsOf(table, fields);
  let statements: { update: Statement; insert: Statement } | undefined;
  return {
    statements() {
      statements ??= {
        update: db.sqlite.prepare(
          `UPDATE ${tableName} SET ${columns
            .map(({ key, required }) =>
              required ? `${key} = @${key}` : `${key} = coalesce(@${key}, ${key})`,
            )
            .join(", ")}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE ${name} = @${name}`,
        ),
        insert: db.sqlite.prepare(
          `INSERT INTO ${tableName} (${name}, ${columns.map((c) => c.key).join(", ")})
           VALUES (@${name}, ${columns
             .map(({ key }) => (defaults[key] ? `coalesce(@${key}, ${defaults[key]})` : `@${key}`))
             .join(", ")})`,
        ),
      };
      return statements;
    },
    /** A row's statement parameters: every column, null for a blank cell. */
    params(row: Record<string, unknown>): Record<string, unknown> {
      const params: Record<string, unknown> = { [name]: row[name] };
      for (const { key } of columns) params[key] = row[key] ?? null;
      return params;
    },
    /** The stored rows (every column) of the `keys` that exist, by key: what the rows would change. */
    stored(keys: string[]): Map<string, Record<string, unknown>> {
      const rows = db.sqlite
        .prepare(`SELECT * FROM ${tableName} WHERE ${name} IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(keys)) as Record<string, unknown>[];
      return new Map(rows.map((r) => [String(r[name]), r]));
    },
    /** What a row would change on its stored row (see importChanges). */
    changes(row: Record<string, unknown>, stored: Record<string, unknown>) {
      return importChanges(columns, row, stored);
    },
  };
}
