// Import as the server runs it (in a worker thread with its own connection, committing in short
// slices) keeps its promise when the process dies: killed with SIGKILL while the rows are being
// written, nothing of the import is left once the server has started again (the start takes the
// committed slices back); killed right after the import answered, every row is there.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";

const ROWS = 30_000;

function productsCsv(n: number) {
  const rows = Array.from(
    { length: n },
    (_, i) =>
      `Worker Crash ${i + 1},worker-crash-${i + 1},Crash Category,Short ${i + 1},Qwerty ${i}`,
  );
  return ["name,slug,category,short_description,description", ...rows].join("\n") + "\n";
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the child on a fresh database (or again on `again`'s); resolves its lines and its end. */
function startChild(again?: string, mode = "import", rows = ROWS) {
  const dir = again ?? fs.mkdtempSync(path.join(os.tmpdir(), "import-worker-crash-"));
  if (!again) dirs.push(dir);
  const csvPath = path.join(dir, "crash.csv");
  if (!again) fs.writeFileSync(csvPath, productsCsv(rows));
  // `node --import tsx` (not the tsx wrapper) so that the killed process is the child itself.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/integration/import-worker-crash-child.ts", csvPath, mode],
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
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  const said = async (text: string, deadline = Date.now() + 120_000) => {
    while (!stdout.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the child never said "${text}": ${stdout} ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { dir, child, ended, said, output: () => ({ stdout, stderr }) };
}

function reopen(dir: string) {
  const sqlite = new Database(path.join(dir, "crash.db"));
  const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
  return { sqlite, count };
}

/** Rows of the import committed so far, as another connection sees them. */
function committedRows(dir: string) {
  try {
    const { sqlite, count } = reopen(dir);
    try {
      return count("SELECT count(*) AS n FROM products WHERE slug LIKE 'worker-crash-%'");
    } finally {
      sqlite.close();
    }
  } catch {
    return 0;
  }
}

describe("a process killed during or after an Import run in a worker thread", () => {
  it("leaves nothing of an import killed while its rows are being written", async () => {
    const { dir, child, ended, said, output } = startChild();
    await said("applying");
    // The import commits slice after slice: once a few thousand rows are in, it is well under way.
    const deadline = Date.now() + 120_000;
    while (committedRows(dir) < 3000) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("no write seen");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill("SIGKILL");
    expect(await ended).toBe("SIGKILL");
    expect(output().stdout).not.toContain("committed");
    expect(output().stderr).not.toMatch(/Error/);
    // Some slices were committed when the kill came: the next start takes them back.
    expect(committedRows(dir)).toBeGreaterThan(0);
    const start = startChild(dir, "start");
    await start.said("recovered");
    expect(await start.ended).toBeNull();
    expect(start.output().stdout).toContain("interrupted");

    // After the start: the rows committed before the import are there, none of the import.
    const { sqlite, count } = reopen(dir);
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(count("SELECT count(*) AS n FROM products")).toBe(1);
      expect(count("SELECT count(*) AS n FROM products WHERE slug LIKE 'worker-crash-%'")).toBe(0);
      expect(count("SELECT count(*) AS n FROM categories WHERE name = 'crash-category'")).toBe(0);
      expect(count("SELECT count(*) AS n FROM products_search")).toBe(1);
      // Nothing of it in History either, and its task says what happened.
      expect(count("SELECT count(*) AS n FROM history WHERE action = 'import'")).toBe(0);
      expect(count("SELECT count(*) AS n FROM import_batches")).toBe(0);
      expect(count("SELECT count(*) AS n FROM admin_tasks WHERE status = 'failed'")).toBe(1);
    } finally {
      sqlite.close();
    }
  }, 180_000);

  it("takes back a bulk price change killed half-way: every product keeps the price it had", async () => {
    const PRODUCTS = 10_000;
    const { dir, child, ended, said, output } = startChild(undefined, "bulk", PRODUCTS);
    await said("changing", Date.now() + 150_000);
    const changed = () => {
      try {
        const { sqlite, count } = reopen(dir);
        try {
          return count("SELECT count(*) AS n FROM products WHERE price = 777");
        } finally {
          sqlite.close();
        }
      } catch {
        return 0;
      }
    };
    // Killed as soon as some slices of the change are committed.
    const deadline = Date.now() + 120_000;
    while (changed() === 0) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("no change seen");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill("SIGKILL");
    expect(await ended).toBe("SIGKILL");
    expect(output().stdout).not.toContain("changed");
    expect(changed()).toBeGreaterThan(0);
    expect(changed()).toBeLessThan(PRODUCTS);

    const start = startChild(dir, "start");
    await start.said("recovered");
    expect(await start.ended).toBeNull();
    expect(start.output().stdout).toContain("The bulk change was interrupted");
    const { sqlite, count } = reopen(dir);
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(count("SELECT count(*) AS n FROM products")).toBe(PRODUCTS);
      // The imported products had no price: none has one now, and History keeps no batch of it.
      expect(count("SELECT count(*) AS n FROM products WHERE price IS NOT NULL")).toBe(0);
      expect(count("SELECT count(*) AS n FROM history WHERE actor = 'crash-test'")).toBe(0);
    } finally {
      sqlite.close();
    }
  }, 240_000);

  it("keeps every row of an import that answered before the process was killed", async () => {
    const { dir, child, ended, said } = startChild();
    await said(`committed ${ROWS}`, Date.now() + 150_000);
    child.kill("SIGKILL");
    expect(await ended).toBe("SIGKILL");

    const { sqlite, count } = reopen(dir);
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(count("SELECT count(*) AS n FROM products WHERE slug LIKE 'worker-crash-%'")).toBe(
        ROWS,
      );
      expect(count("SELECT count(*) AS n FROM categories WHERE name = 'crash-category'")).toBe(1);
      expect(count("SELECT count(*) AS n FROM products_search")).toBe(ROWS + 1);
    } finally {
      sqlite.close();
    }
  }, 180_000);
});
