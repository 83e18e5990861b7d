import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";

/**
 * Points the app at a new, empty database file and forgets every loaded module, so the next dynamic
 * import of a model opens that file: a test about an empty database starts from nothing, whatever the
 * tests before it wrote. Import the models dynamically after calling it.
 */
export function switchToEmptyDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-empty-"));
  process.env.DATABASE_PATH = path.join(dir, "test.db");
  const g = globalThis as { __db?: { sqlite: { close(): void } } };
  g.__db?.sqlite.close();
  delete g.__db;
  vi.resetModules();
}
