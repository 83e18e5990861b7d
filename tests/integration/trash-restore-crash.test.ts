// A restore from the Trash killed with SIGKILL at any step leaves each file where its row says once
// the server starts again: a product back on the site has its picture in the live folder (it
// answered 404 when the kill came after the commit and before the file was moved back), and a
// product still in the Trash has its picture in the trash folder, not also live.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";

const IMAGE = `${"c".repeat(32)}.png`;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the child in `dir` and resolves with how it ended and what it said. */
function child(dir: string, argv: string[]) {
  // `node --import tsx` (not the tsx wrapper) so that a killed process is the child itself.
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", "tests/integration/trash-restore-crash-child.ts", ...argv],
    {
      env: {
        ...process.env,
        DATABASE_PATH: path.join(dir, "crash.db"),
        UPLOADS_DIR: path.join(dir, "uploads"),
        NODE_ENV: "test",
        SEED: "0",
      },
    },
  );
  let stdout = "";
  let stderr = "";
  proc.stdout.on("data", (c) => (stdout += c));
  proc.stderr.on("data", (c) => (stderr += c));
  return new Promise<{
    signal: NodeJS.Signals | null;
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

function state(dir: string) {
  const sqlite = new Database(path.join(dir, "crash.db"), { readonly: true });
  try {
    const live = sqlite.prepare("SELECT image FROM products WHERE slug = 'crash-label'").get() as
      { image: string } | undefined;
    const trashed = (sqlite.prepare("SELECT count(*) AS n FROM trash").get() as { n: number }).n;
    return {
      live: live?.image ?? null,
      trashed,
      fileLive: fs.existsSync(path.join(dir, "uploads", IMAGE)),
      fileInTrash: fs.existsSync(path.join(dir, "uploads", ".trash", IMAGE)),
    };
  } finally {
    sqlite.close();
  }
}

describe("a restore from the Trash killed at each step", () => {
  it.each([
    ["before-commit", { live: null, trashed: 1, fileLive: false, fileInTrash: true }],
    ["after-commit", { live: IMAGE, trashed: 0, fileLive: true, fileInTrash: false }],
    ["never", { live: IMAGE, trashed: 0, fileLive: true, fileInTrash: false }],
  ] as const)(
    "killed %s: after the next start, the file is where the row says",
    async (killAt, expected) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trash-crash-"));
      dirs.push(dir);
      const run = await child(dir, ["restore", killAt]);
      expect(run.stdout).toContain("trashed");
      if (killAt === "never") expect(run.stdout).toContain("restored");
      else {
        expect(run.signal).toBe("SIGKILL");
        expect(run.stdout).not.toContain("restored");
      }
      const started = await child(dir, ["start"]);
      expect(started.stdout).toContain("started");
      expect(started.stderr).not.toMatch(/Error/);
      expect(state(dir)).toEqual(expected);
    },
    60_000,
  );
});
