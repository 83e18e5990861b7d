import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { createCategory } from "~/server/models/categories.server";

describe("npm run db:backup", () => {
  it("writes a consistent copy of the live database that holds its rows", () => {
    createCategory({ name: "backup-check", display_name: "Backup Check" });
    // Leave data only in the WAL (not checkpointed) to prove the copy includes it.
    db.sqlite.pragma("wal_checkpoint(PASSIVE)");
    createCategory({ name: "in-wal-only", display_name: "In WAL Only" });
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backup-")), "copy.db");
    const out = execFileSync("npx", ["tsx", "scripts/db-backup.ts", target], {
      env: { ...process.env },
      encoding: "utf8",
    });
    expect(out).toContain("integrity_check ok");
    const copy = new Database(target, { readonly: true });
    const names = copy.prepare("select name from categories order by name").pluck().all();
    copy.close();
    expect(names).toEqual(["backup-check", "in-wal-only"]);
  });
});
