import fs from "node:fs";
import path from "node:path";
import { isMainThread, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./db/schema";
import { env } from "./env.server";
import { reuseStatements } from "./db/statement-cache.server";

export type DB = ReturnType<typeof open>;

/**
 * How long a write may wait for the lock. On the server's thread every request waits with it, so the
 * wait is short: long writers (an import, an undo) commit in slices of a few tens of milliseconds and
 * give way between them, so a small write gets in within a slice. A worker thread waits longer: only
 * its own work waits.
 */
const BUSY_TIMEOUT_MS = inWorker() ? 10_000 : 250;

/**
 * The number of writes the server's thread is waiting for or holding (shared with the import worker,
 * which reads it between its slices and waits until it is 0 before it takes the lock again), so a
 * sign-in, a save or a quote request never waits behind slice after slice of a long write.
 */
export const writeIntent: Int32Array = inWorker()
  ? (workerData as { writeIntent: Int32Array }).writeIntent
  : new Int32Array(new SharedArrayBuffer(4));

/** True in the worker thread of long writes (it is handed the server thread's counter). */
function inWorker(): boolean {
  return (
    !isMainThread &&
    (workerData as { writeIntent?: unknown } | null)?.writeIntent instanceof Int32Array
  );
}

function open(file: string) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
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

/** What a person is told when another writer (a large CSV import) held the database too long. */
export const DATABASE_BUSY_MESSAGE =
  "The catalogue is busy with another change (such as a large import). Nothing was saved: please try again in a moment.";

/**
 * A write transaction that takes the write lock at BEGIN (IMMEDIATE), so a read-then-write
 * never fails half-way with SQLITE_BUSY. better-sqlite3 is synchronous: fn must not be async.
 *
 * When another connection keeps the lock past busy_timeout (a long write of another process),
 * nothing was written: the caller's request is answered 503 with Retry-After, a busy server's answer,
 * instead of failing as if the server were broken.
 */
export function writeTransaction<T>(fn: (tx: DB) => T): T {
  const serving = !inWorker();
  if (serving) Atomics.add(writeIntent, 0, 1);
  try {
    return db.sqlite.transaction(() => fn(db)).immediate();
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code.startsWith("SQLITE_BUSY")) {
      throw Response.json(
        { error: DATABASE_BUSY_MESSAGE },
        { status: 503, headers: { "Retry-After": "10", "Cache-Control": "no-store" } },
      );
    }
    throw error;
  } finally {
    if (serving && Atomics.sub(writeIntent, 0, 1) === 1) Atomics.notify(writeIntent, 0);
  }
}

const preparedByConnection = new WeakMap<Database.Database, Map<string, unknown>>();

/**
 * A Drizzle query prepared on first use (`build` ends with `.prepare()`) and kept per connection (a
 * statement belongs to the database it was compiled on), so its SQL text is built once instead of on
 * every call: for the reads behind every product and listing page, building the text of a 40-column
 * select with two joins cost more CPU than SQLite took to run it. Keys are unique across the app (say
 * what the query reads). The statement may be the one reuseStatements keeps for that SQL text;
 * sharing it is safe, as Drizzle sets a statement's row mode before each use.
 */
export function prepared<T>(key: string, build: () => T): T {
  let queries = preparedByConnection.get(db.sqlite);
  if (!queries) preparedByConnection.set(db.sqlite, (queries = new Map()));
  let query = queries.get(key) as T | undefined;
  if (query === undefined) queries.set(key, (query = build()));
  return query;
}

/**
 * Any number of ids as one bound value for a prepared query (`ids` bound to a JSON array), so one
 * statement serves every count: `inArray(column, idsPlaceholder())`, `.all({ ids: JSON.stringify(ids) })`.
 */
export const idsPlaceholder = () => sql`(select value from json_each(${sql.placeholder("ids")}))`;
