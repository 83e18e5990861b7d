import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./db/schema";
import { env } from "./env.server";
import { reuseStatements } from "./statement-cache.server";

export type DB = ReturnType<typeof open>;

function open(file: string) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // WAL with synchronous=NORMAL stays consistent after a crash and is much faster for writes.
  sqlite.pragma("synchronous = NORMAL");
  // Compiled statements are kept and reused by SQL text, so a hot query is not parsed again on every request.
  reuseStatements(sqlite);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: path.resolve("drizzle") });
  return Object.assign(db, { sqlite });
}

// One connection per process, kept across dev-server reloads.
const g = globalThis as unknown as { __db?: DB };
export const db: DB = (g.__db ??= open(env.DATABASE_PATH));

/**
 * A write transaction that takes the write lock at BEGIN (IMMEDIATE), so a read-then-write
 * never fails half-way with SQLITE_BUSY. better-sqlite3 is synchronous: fn must not be async.
 */
export function writeTransaction<T>(fn: (tx: DB) => T): T {
  return db.sqlite.transaction(() => fn(db)).immediate();
}
