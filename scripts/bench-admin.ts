// npm run bench:admin: the staff console's heavy work at 10,000 products, on a fresh temporary
// database (the demo catalogue seeded): the import preview (decode, parse, check, plan and the
// per-row old → new comparison) and apply (the worker thread 'Import' uses) of a 10,000-row file,
// then a bulk price change (+10%, rounded to end in 99) of those 10,000 products with its preview,
// its apply and its undo (both as tasks in that worker, as the admin pages start them), and the
// products CSV export downloaded over HTTP (streamed as the admin route streams it).
// Meanwhile a client asks an HTTP endpoint of this same process every 5 ms, as a load balancer asks
// /healthz: its p99 and worst answer show how long the process could answer nothing (a single
// server process does the work here, as it does on the site).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

function productsCsv(rows: number): string {
  const lines = ["name,slug,category,short_description,description,model,price,hsn_code"];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `Bench printer ${i},bench-admin-${i},desktop-printers,"Fast, reliable","Sharp barcodes.\nFor warehouses.",BA-${i},${10000 + (i % 5000)},84433250`,
    );
  return lines.join("\r\n") + "\r\n";
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  process.env.DATABASE_PATH = path.join(dir, "bench.db");
  process.env.UPLOADS_DIR = path.join(dir, "uploads");
  process.env.SEED = "0";
  const { db } = await import("../app/server/db.server");
  const { seedDemoCatalogue } = await import("../app/server/seed/seed.server");
  const { planImportSliced, prepareImportSliced, previewOf } =
    await import("../app/server/import/import.server");
  const { applyImportInWorker } = await import("../app/server/import/apply.server");
  const { planBulkEditSliced } = await import("../app/server/admin/product-bulk-edit.server");
  const { startBulkTask, startUndoTask } = await import("../app/server/import/apply.server");
  const { getTask } = await import("../app/server/models/admin-tasks.server");
  const { exportCsvStream } = await import("../app/server/import/export.server");
  const { writeReadableStreamToWritable } = await import("@react-router/node");
  const { adminProductIds } = await import("../app/server/models/product-admin-list.server");
  seedDemoCatalogue(db);

  // The health endpoint and its client, in this process.
  // /export streams the products CSV as the admin route's answer is written (React Router's
  // adapter: a chunk, then wait for the socket to drain); anything else answers "ok".
  const server = http.createServer((req, res) => {
    if (req.url !== "/export") return res.end("ok");
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    void writeReadableStreamToWritable(exportCsvStream("products"), res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  // Each ask's start and how long it took; a window counts the asks that started in it.
  let timings: { at: number; ms: number }[] = [];
  // The longest time between two answers: how long the process answered nothing (a blocked thread
  // also stops this client from asking, so a single ask's time can hide it).
  let lastAnswer = 0;
  let longestGap = 0;
  let probing = true;
  const probe = async () => {
    while (probing) {
      const t = performance.now();
      await new Promise<void>((resolve) =>
        http
          .get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
            res.resume();
            res.on("end", () => resolve());
          })
          // A refused or reset ask counts with the time it took to fail.
          .on("error", () => resolve()),
      );
      const now = performance.now();
      timings.push({ at: t, ms: now - t });
      if (lastAnswer) longestGap = Math.max(longestGap, now - lastAnswer);
      lastAnswer = now;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const during = async (label: string, work: () => Promise<unknown> | unknown) => {
    timings = [];
    longestGap = 0;
    lastAnswer = performance.now();
    const cpu = process.cpuUsage();
    const t = performance.now();
    await work();
    const wall = performance.now() - t;
    const c = process.cpuUsage(cpu);
    longestGap = Math.max(longestGap, performance.now() - lastAnswer);
    await new Promise((r) => setTimeout(r, 20));
    const asks = timings.filter((x) => x.at >= t && x.at <= t + wall).map((x) => x.ms);
    console.log(
      `${label.padEnd(34)} ${(wall / 1000).toFixed(2).padStart(6)} s wall, ${((c.user + c.system) / 1e6).toFixed(2).padStart(6)} s CPU (this thread); healthz p99 ${pct(asks, 99).toFixed(1)} ms, worst ${Math.max(...asks, 0).toFixed(1)} ms (${asks.length} asks), longest without an answer ${longestGap.toFixed(0)} ms`,
    );
  };
  const probing$ = probe();
  const bytes = new TextEncoder().encode(productsCsv(ROWS));
  console.log(
    `bench:admin, ${ROWS.toLocaleString("en-IN")} rows; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  await during("import preview (all new)", async () =>
    previewOf(await planImportSliced(await prepareImportSliced(bytes, "products"))),
  );
  await during("import apply (worker thread)", () =>
    applyImportInWorker(bytes, "products", { username: "bench" }),
  );
  await during("import preview again (all unchanged)", async () => {
    const p = previewOf(await planImportSliced(await prepareImportSliced(bytes, "products")));
    if (p.unchangedCount !== ROWS)
      throw new Error(`expected ${ROWS} unchanged, got ${p.unchangedCount}`);
  });
  const ids = adminProductIds({ q: "bench printer" }, 20_000);
  const edit = { field: "price", how: "percent", amount: "10", round: "99" } as const;
  let versions = new Map<number, string>();
  await during(`bulk price preview (${ids.length})`, async () => {
    versions = new Map((await planBulkEditSliced(ids, edit)).map((p) => [p.id, p.version]));
  });
  let batchId: number | null = null;
  const who = { userId: null, username: "bench" };
  await during(`bulk price apply (${ids.length}, worker)`, async () => {
    const { taskId, settled } = startBulkTask(edit, versions, who);
    await settled;
    const task = getTask(taskId)!;
    const r = JSON.parse(task.result ?? "{}") as { changed?: number; batchId?: number };
    if (task.status !== "done" || r.changed !== ids.length) throw new Error(task.result ?? "");
    batchId = r.batchId!;
  });
  await during(`undo of that bulk change (worker)`, async () => {
    const { taskId, settled } = startUndoTask(batchId!, { ...who, total: ids.length });
    await settled;
    if (getTask(taskId)!.status !== "done") throw new Error(getTask(taskId)!.result ?? "");
  });
  let exported = 0;
  await during(
    "products CSV export over HTTP",
    () =>
      new Promise<void>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path: "/export", agent: false }, (res) => {
            res.on("data", (chunk: Buffer) => (exported += chunk.length));
            res.on("end", () => resolve());
          })
          .on("error", reject),
      ),
  );
  console.log(`  (export: ${(exported / 1e6).toFixed(1)} MB)`);
  probing = false;
  await probing$;
  server.close();
  db.sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

void main();
