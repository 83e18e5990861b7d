import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Every test file gets its own fresh SQLite file and uploads folder (vitest isolates module state per
// file, so db.server opens this file and migrates it on first import).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SEED = "0";
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
fs.mkdirSync(process.env.UPLOADS_DIR, { recursive: true });
