import type Database from "better-sqlite3";

/**
 * Makes `sqlite.prepare` hand back the statement it already compiled for the same SQL text.
 *
 * Drizzle compiles every query it runs (better-sqlite3's `prepare`), which is about half of the
 * database time of a page loader with the demo catalogue. Its SQL for a given query shape is always
 * the same text, so keeping the compiled statements (a bounded, least-recently-used map) makes every
 * later page reuse them without changing a single model function.
 *
 * A cached statement is handed out again only when it is not in the middle of an iteration, and with
 * its output mode reset (Drizzle switches statements to raw rows). Code that keeps a statement of its
 * own for a long time should write SQL of its own (as the import does), not copy Drizzle's text.
 */
export function reuseStatements(sqlite: Database.Database, max = 500): void {
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Most recently used goes last: the first key is the one to drop when the map is full.
      cache.delete(source);
      cache.set(source, cached);
      if (cached.reader) cached.raw(false);
      return cached;
    }
    const statement = compile(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
    }
    return statement;
  };
  sqlite.prepare = prepare as typeof sqlite.prepare;
}
