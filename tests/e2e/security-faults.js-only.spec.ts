import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ADMIN, startServer } from "../security/server-helper";

// Faults against the production build: writes from several processes while a big import holds the
// write lock, and the server killed with SIGKILL in the middle of an import. Browser-free, so they
// run once (the "js" project).

test.describe.configure({ mode: "serial" });

/** A products CSV of `rows` rows in an existing category, with descriptions to make it weigh. */
function productsCsv(rows: number, tag: string): Buffer {
  const lines = ["name,slug,category,short_description,description,model"];
  const filler = "Thermal transfer label printer for warehouses and retail. ".repeat(3);
  for (let i = 0; i < rows; i++)
    lines.push(
      `${tag} Printer ${i},${tag}-printer-${i},labels,Short ${i},"${filler}${i}",${tag.toUpperCase()}-${i}`,
    );
  return Buffer.from(lines.join("\n") + "\n");
}

async function bulkImport(url: string, token: string, csv: Buffer) {
  const body = new FormData();
  body.append("type", "products");
  body.append("file", new File([new Uint8Array(csv)], "bulk.csv", { type: "text/csv" }));
  return fetch(`${url}/api/products/bulk-import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
}

test("50 concurrent admin writes while an import runs, over two processes: no 500, no lost write", async () => {
  test.setTimeout(240_000);
  const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
  try {
    expect(server.pids().length).toBeGreaterThanOrEqual(3);
    const token = await server.apiToken();
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const rows = 6000;
    const t0 = Date.now();
    let importMs = 0;
    const importing = bulkImport(server.url, token, productsCsv(rows, "conc")).then((res) => {
      importMs = Date.now() - t0;
      return res;
    });
    await new Promise((r) => setTimeout(r, 150));
    const sentAt = Date.now() - t0;
    const writes = Array.from({ length: 50 }, (_, i) => {
      const [path, body] =
        i % 3 === 0
          ? ["/api/brands", { name: `conc-brand-${i}`, display_name: `Brand ${i}` }]
          : i % 3 === 1
            ? ["/api/categories", { name: `conc-category-${i}`, display_name: `Category ${i}` }]
            : [
                "/api/jobs",
                {
                  title: `Job ${i}`,
                  slug: `conc-job-${i}`,
                  skills: "Printers",
                  responsibilities: "Service calls",
                  status: "active",
                },
              ];
      return fetch(`${server.url}${path}`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify(body),
      }).then(async (res) => ({
        i,
        path,
        status: res.status,
        body: await res.text(),
        doneMs: Date.now() - t0,
      }));
    });
    const [imported, ...results] = await Promise.all([importing, ...writes]);
    const failed = results.filter((r) => r.status !== 201);
    // The writes went out while the import was still running (they waited for its lock).
    expect(importMs).toBeGreaterThan(sentAt);
    const during = results.filter((r) => r.doneMs <= importMs).length;
    console.log(
      `[security] import of ${rows} rows took ${importMs} ms; ${during} of 50 writes finished while it ran, the last at ${Math.max(...results.map((r) => r.doneMs))} ms`,
    );
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    expect(imported.status).toBe(200);
    const result = (await imported.json()) as { successCount: number; errors: string[] };
    expect(result.errors).toEqual([]);
    expect(result.successCount).toBe(rows);
    // Every write is there afterwards.
    const brands = (await (await fetch(`${server.url}/api/brands`)).json()) as { name: string }[];
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as {
      name: string;
    }[];
    for (const r of results) {
      if (r.path === "/api/brands")
        expect(brands.some((b) => b.name === `conc-brand-${r.i}`)).toBe(true);
      if (r.path === "/api/categories")
        expect(categories.some((c) => c.name === `conc-category-${r.i}`)).toBe(true);
      if (r.path === "/api/jobs")
        expect((await fetch(`${server.url}/api/jobs/conc-job-${r.i}`)).status).toBe(200);
    }
    expect(server.log()).not.toMatch(/SQLITE_BUSY|database is locked/);
  } finally {
    await server.stop();
  }
});

test("kill -9 in the middle of an import: the database is intact and the import all or nothing", async () => {
  test.setTimeout(240_000);
  let server = await startServer();
  const dataDir = server.dataDir;
  const dbPath = server.databasePath;
  const rows = 24000;
  let outcome = "";
  try {
    const token = await server.apiToken();
    // An admin save acknowledged before the crash must survive it.
    const saved = await fetch(`${server.url}/api/brands`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "saved-before-crash", display_name: "Saved Before Crash" }),
    });
    expect(saved.status).toBe(201);
    // A signed-in admin: the restart must not sign them out.
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        intent: "login",
        username: ADMIN.username,
        password: ADMIN.password,
      }),
      redirect: "manual",
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
    const count = () => {
      const conn = new Database(dbPath, { readonly: true });
      try {
        return (conn.prepare("SELECT count(*) AS n FROM products").get() as { n: number }).n;
      } finally {
        conn.close();
      }
    };
    const before = count();
    const importedRows = () => {
      const conn = new Database(dbPath, { readonly: true });
      try {
        return (
          conn
            .prepare("SELECT count(*) AS n FROM products WHERE slug LIKE 'crash-printer-%'")
            .get() as { n: number }
        ).n;
      } finally {
        conn.close();
      }
    };
    const wal = `${dbPath}-wal`;
    const walBefore = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
    const csv = productsCsv(rows, "crash");
    expect(csv.length).toBeLessThan(10 * 1024 * 1024);
    let answered = false;
    const request = bulkImport(server.url, token, csv).then(
      () => (answered = true),
      () => "connection lost",
    );
    // Kill once the import has started writing (its pages spill into the WAL),
    // long before its last slice.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const size = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
      if (size > walBefore + 256 * 1024 || answered) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(answered, "the import finished before the kill").toBe(false);
    server.kill9();
    await request;
    await new Promise((r) => setTimeout(r, 300));

    // After the crash: SQLite recovers from the WAL; the file is intact, and the save answered
    // before the crash is there. The import commits in slices, so some of its rows may be on disk
    // until the next start takes them back.
    const conn = new Database(dbPath);
    try {
      expect(conn.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(conn.pragma("foreign_key_check")).toEqual([]);
      expect(
        conn.prepare("SELECT count(*) AS n FROM brands WHERE name = 'saved-before-crash'").get(),
      ).toEqual({ n: 1 });
    } finally {
      conn.close();
    }

    // The server starts again on the same files: the unfinished import is taken back (or was
    // whole), never some of the rows, and the same import then goes through.
    server = await startServer({ dataDir });
    let imported = -1;
    const settled = Date.now() + 60_000;
    while (Date.now() < settled) {
      imported = importedRows();
      if (imported === 0 || imported === rows) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect([0, rows]).toContain(imported);
    expect(count()).toBe(before + imported);
    outcome = imported === 0 ? "nothing (taken back)" : "everything (committed)";

    const again = await bulkImport(server.url, await server.apiToken(), csv);
    expect(again.status).toBe(200);
    const result = (await again.json()) as { successCount: number };
    expect(result.successCount).toBe(rows);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/admin/products`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(page.status, "still signed in after the crash and restart").toBe(200);
    test
      .info()
      .annotations.push({ type: "kill -9", description: `import after the kill: ${outcome}` });
    console.log(`[security] kill -9 mid-import: ${outcome}; integrity_check ok; re-import ok`);
  } finally {
    await server.stop();
  }
});
