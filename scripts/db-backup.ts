// A consistent online copy of the SQLite database (SQLite's backup API), safe while the server runs:
//   npm run db:backup                 -> backups/site-<timestamp>.db
//   npm run db:backup -- path/to.db   -> that file
// Restore: stop the server, copy the backup over DATABASE_PATH (removing any -wal and -shm files
// beside it), start the server.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const source = process.env.DATABASE_PATH || "data/site.db";
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH).`);
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = process.argv[2] || path.join("backups", `site-${stamp}.db`);
fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });

const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
await db.backup(target);
db.close();

// Prove the copy is sound before calling it a backup.
const copy = new Database(target, { readonly: true });
const check = copy.pragma("integrity_check", { simple: true });
copy.close();
if (check !== "ok") {
  console.error(`Backup written to ${target} but integrity_check says: ${String(check)}`);
  process.exit(1);
}
console.log(`Backup written to ${target} (integrity_check ok)`);
