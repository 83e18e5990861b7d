import { db } from "~/server/db.server";

/**
 * What `run` returns, with the SQL of every statement prepared while it ran (statements prepared
 * before, and kept, are not seen: make the code under test read afresh first, by a save).
 */
export function preparedDuring<T>(run: () => T): { result: T; statements: string[] } {
  const statements: string[] = [];
  const prepare = db.sqlite.prepare;
  db.sqlite.prepare = function (this: typeof db.sqlite, source: string) {
    statements.push(source);
    return prepare.call(this, source);
  } as typeof prepare;
  try {
    return { result: run(), statements };
  } finally {
    db.sqlite.prepare = prepare;
  }
}
