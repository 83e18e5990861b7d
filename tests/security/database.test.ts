// The database's guarantees: one connection per process, WAL, foreign keys, a busy timeout, and
// write transactions that take the write lock at BEGIN (IMMEDIATE), so a read-then-write never fails
// half-way when another process writes. (Surviving kill -9 is tested against the real server in
// tests/e2e/security-server.js-only.spec.ts.)
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/server/db.server";

describe("the connection", () => {
  it("is one per process, in WAL mode, with foreign keys, a busy timeout and crash-safe syncing", async () => {
    const again = await import("~/server/db.server");
    expect(again.db).toBe(db);
    expect(db.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    // Short on purpose: the server's thread waits in SQLite, so a long wait would stall every request.
    // Long writes give way between slices; a writer that still finds the lock held is answered 503.
    const busy = Number(db.sqlite.pragma("busy_timeout", { simple: true }));
    expect(busy).toBeGreaterThanOrEqual(100);
    expect(busy).toBeLessThanOrEqual(250);
    // NORMAL (1) or FULL (2): with WAL, a committed transaction survives the process being killed.
    expect([1, 2]).toContain(db.sqlite.pragma("synchronous", { simple: true }));
    expect(db.sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
  });
});

describe("write transactions", () => {
  it("hold the write lock from BEGIN: another connection cannot start writing meanwhile", () => {
    const other = new Database(process.env.DATABASE_PATH!, { timeout: 0 });
    try {
      const attempts: string[] = [];
      writeTransaction(() => {
        // Nothing written yet in this transaction, only begun.
        try {
          other.exec("BEGIN IMMEDIATE");
          other.exec("ROLLBACK");
          attempts.push("began");
        } catch (error) {
          attempts.push((error as { code?: string }).code ?? String(error));
        }
      });
      expect(attempts).toEqual(["SQLITE_BUSY"]);
      // Afterwards the lock is free again.
      other.exec("BEGIN IMMEDIATE");
      other.exec("ROLLBACK");
    } finally {
      other.close();
    }
  });

  it("roll back whole on an error", () => {
    db.sqlite.exec("CREATE TABLE IF NOT EXISTS tx_probe (n INTEGER)");
    expect(() =>
      writeTransaction(() => {
        db.sqlite.prepare("INSERT INTO tx_probe (n) VALUES (1)").run();
        throw new Error("half-way");
      }),
    ).toThrow("half-way");
    expect(db.sqlite.prepare("SELECT count(*) AS n FROM tx_probe").get()).toEqual({ n: 0 });
  });

  it("every transaction in app/ is IMMEDIATE (writeTransaction or .immediate()), none deferred", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.resolve("app"));
    const offenders: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      // A module whose only connections are opened read-only (never the app's own) can only read:
      // its transactions are snapshots, deferred by design (IMMEDIATE would need a write lock).
      const opens = [...text.matchAll(/new Database\(([^)]*)\)/g)];
      if (
        opens.length > 0 &&
        opens.every((m) => /readonly:\s*true/.test(m[1])) &&
        !/db\.server/.test(text)
      )
        continue;
      // Drizzle's db.transaction() begins DEFERRED unless told otherwise.
      for (const m of text.matchAll(/\bdb\.transaction\(/g))
        if (!/behavior:\s*["']immediate["']/.test(text.slice(m.index, m.index + 3000)))
          offenders.push(`${file}: db.transaction without behavior "immediate"`);
      // better-sqlite3's transaction(fn) must be called through .immediate().
      const native = [...text.matchAll(/\.sqlite\s*\.transaction\(/g)];
      native.forEach((m, i) => {
        const end = native[i + 1]?.index ?? text.length;
        if (!text.slice(m.index, end).includes(".immediate()"))
          offenders.push(`${file}: sqlite.transaction without .immediate()`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
