// npm run bench:admin: the staff console's heavy work at 10,000 products, on a fresh temporary
// database (the demo catalogue seeded): the import preview (decode, parse, check, plan and the
// per-row old → new comparison) and apply (the worker thread 'Import' uses) of a 10,000-row file,
// then a bulk price change (+10%, rounded to end in 99) of those 10,000 products with its preview.
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
  const { planBulkEdit, applyBulkEdit } =
    await import("../app/server/admin/product-bulk-edit.server");
  const { adminProductIds } = await import("../app/server/models/product-admin-list.server");
  seedDemoCatalogue(db);

  // The health endpoint and its client, in this process.
  const server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  let timings: number[] = [];
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
      timings.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const during = async (label: string, work: () => Promise<unknown> | unknown) => {
    timings = [];
    const cpu = process.cpuUsage();
    const t = performance.now();
    await work();
    const wall = performance.now() - t;
    const c = process.cpuUsage(cpu);
    await new Promise((r) => setTimeout(r, 20));
    console.log(
      `${label.padEnd(34)} ${(wall / 1000).toFixed(2).padStart(6)} s wall, ${((c.user + c.system) / 1e6).toFixed(2).padStart(6)} s CPU (this thread); healthz p99 ${pct(timings, 99).toFixed(1)} ms, worst ${Math.max(...timings, 0).toFixed(1)} ms (${timings.length} asks)`,
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
  await during(`bulk price preview (${ids.length})`, () => {
    versions = new Map(planBulkEdit(ids, edit).map((p) => [p.id, p.version]));
  });
  await during(`bulk price apply (${ids.length}, one txn)`, () => {
    const r = applyBulkEdit(edit, versions, "bench");
    if (!r.ok || r.changed !== ids.length) throw new Error(JSON.stringify(r));
  });
  probing = false;
  await probing$;
  server.close();
  db.sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

void main();
