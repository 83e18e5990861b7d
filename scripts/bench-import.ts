// npm run bench:import: the CSV importer on generated product files of 1,000, 10,000 and 50,000 rows.
//
// Each size runs in a fresh child process with its own temporary database (the demo catalogue, so the
// search triggers and category lookups do real work), so its peak memory (VmHWM of /proc/self/status,
// the highest resident set size the process ever had) belongs to that size alone. The child times:
//   preview    decode + parse + validate + plan (what the upload does before anything is written);
//   import     decode + parse + plan + write in one transaction, in the worker thread the site's
//              'Import' uses (its first start included): all rows new;
//   changed    the file again with every description changed, on the main thread as 'Import' used to
//              run: all rows updated and re-indexed;
//   unchanged  the same file once more: all rows match and nothing needs writing.
// and, with perf_hooks' monitorEventLoopDelay, the longest the event loop was blocked (nothing else
// could be answered) while the preview is made as the site makes it (in slices of the event loop),
// for the file as it is and with old-Mac line endings (a lone CR, the slowest to read), while
// 'Import' runs in its worker thread, and while the changed file is written on the main thread (the
// old way, for comparison on the same machine at the same moment).
// Wall time and CPU time are both printed: on a shared machine the wall time includes waiting for a
// core, the CPU time does not.
// Target (DESIGN "Speed and weight budgets"): 10,000 products in under 3 s, peak memory under 300 MB.
// BENCH_SIZES=1000,10000 picks the sizes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const MB = 1024 * 1024;

/** A realistic products CSV: every column the template has, quoted cells, a few multi-line ones. */
function productsCsv(rows: number, edition = ""): string {
  const categories = ["desktop-printers", "Industrial Printers", "labels", "ribbons", "scanners"];
  const brands = ["zebra", "TSC", "godex", "honeywell", ""];
  // About 190 bytes a row, so that 50,000 rows (the row limit) fit the 10 MB upload limit.
  const lines = [
    "name,slug,category,short_description,description,model,specifications,status,featured,in_stock,price,rating,reviews,brand",
  ];
  for (let i = 1; i <= rows; i++) {
    const model = `BX-${(i * 7919) % 100000}`;
    lines.push(
      [
        `Printer ${model} ${i}`,
        `bench-printer-${i}`,
        categories[i % categories.length],
        `"Fast, reliable printing"`,
        `"Sharp ${model} barcodes.\nFor warehouses.${edition}"`,
        model,
        `"Resolution: 203 dpi; Speed: ${(i % 8) + 4} ips"`,
        i % 10 === 0 ? "inactive" : "active",
        i % 25 === 0 ? "yes" : "no",
        "1",
        String(10000 + (i % 50000)),
        String((i % 50) / 10),
        String(i % 300),
        brands[i % brands.length],
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

function peakRssMb(): number {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The child: one size, a fresh database, three timed runs; prints one JSON line. */
async function child(rows: number, dir: string) {
  process.env.DATABASE_PATH = path.join(dir, "bench.db");
  process.env.UPLOADS_DIR = path.join(dir, "uploads");
  process.env.SEED = "0";
  const { db } = await import("../app/server/db.server");
  const { seedDemoCatalogue } = await import("../app/server/seed/seed.server");
  const { applyImport, planImport, planImportSliced, prepareImport, prepareImportSliced } =
    await import("../app/server/import/import.server");
  const { applyImportInWorker } = await import("../app/server/import/apply.server");
  seedDemoCatalogue(db);
  const baseline = process.memoryUsage().rss / MB;
  // The files are read as the upload reads them: bytes from disk (made by the parent process).
  const bytes = new Uint8Array(fs.readFileSync(path.join(dir, "products.csv")));

  const time = <T>(fn: () => T): [T, { wall: number; cpu: number }] => {
    const cpu = process.cpuUsage();
    const t = performance.now();
    const out = fn();
    const used = process.cpuUsage(cpu);
    return [out, { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 }];
  };
  const [plan, preview] = time(() => planImport(prepareImport(bytes, "products")));
  if (plan.rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(plan.rejected[0])}`);

  /** Wall time and the longest event-loop block (ms) of async work. */
  const blocked = async (fn: () => Promise<unknown>) => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    // A timer of our own too: the histogram can miss the one long block a synchronous step makes.
    let last = performance.now();
    let longest = 0;
    const probe = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last - 10);
      last = now;
    }, 10);
    const cpu = process.cpuUsage();
    const t = performance.now();
    await fn();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    clearInterval(probe);
    longest = Math.max(longest, performance.now() - last - 10);
    histogram.disable();
    const blockMs = Math.max(longest, histogram.max / 1e6);
    return { wall, cpu: (used.user + used.system) / 1000, blockMs };
  };
  const text = new TextDecoder().decode(bytes);
  const crOnly = new TextEncoder().encode(text.replace(/\r\n/g, "\r"));
  const sliced = await blocked(async () =>
    planImportSliced(await prepareImportSliced(bytes, "products")),
  );
  const slicedCr = await blocked(async () =>
    planImportSliced(await prepareImportSliced(crOnly, "products")),
  );
  let first!: ReturnType<typeof applyImport>["result"];
  const applied = await blocked(async () => {
    first = (await applyImportInWorker(bytes, "products")).result;
  });
  const created = applied;
  const peakAfterImport = peakRssMb();
  const edited = new Uint8Array(fs.readFileSync(path.join(dir, "products-edited.csv")));
  let second!: ReturnType<typeof applyImport>["result"];
  const changed = await blocked(async () => {
    second = applyImport(await prepareImportSliced(edited, "products")).result;
  });
  const [third, unchanged] = time(() => applyImport(prepareImport(edited, "products")).result);
  if (first.created !== rows || second.updated !== rows || third.updated !== rows)
    throw new Error("unexpected counts");
  console.log(
    JSON.stringify({
      rows,
      fileMb: bytes.byteLength / MB,
      preview,
      sliced,
      slicedCr,
      applied,
      created,
      changed,
      unchanged,
      baselineMb: baseline,
      peakAfterImportMb: peakAfterImport,
      peakMb: peakRssMb(),
    }),
  );
  db.sqlite.close();
}

function machine() {
  const cpus = os.cpus();
  return `${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
}

async function main() {
  const sizes = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);
  const self = fileURLToPath(import.meta.url);
  console.log(`CSV import benchmark on ${machine()}`);
  console.log("Target: 10,000 products imported in under 3 s with peak memory under 300 MB.\n");
  const header = [
    "rows",
    "file MB",
    "preview s",
    "sliced preview s",
    "longest block ms (preview, CR-only preview, import in worker, changed on main thread)",
    "import s (cpu)",
    "rows/s",
    "changed s (cpu)",
    "unchanged s (cpu)",
    "start RSS MB",
    "peak RSS MB (import)",
    "peak RSS MB (all)",
  ];
  const sec = (ms: number) => (ms / 1000).toFixed(2);
  const both = (t: { wall: number; cpu: number }) => `${sec(t.wall)} (${sec(t.cpu)})`;
  const table: string[][] = [];
  for (const rows of sizes) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
    fs.writeFileSync(path.join(dir, "products.csv"), productsCsv(rows));
    fs.writeFileSync(path.join(dir, "products-edited.csv"), productsCsv(rows, " Now new."));
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", self, "--child", String(rows), dir],
      { encoding: "utf8", env: process.env, maxBuffer: 16 * MB },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const line = run.stdout.trim().split("\n").pop() ?? "";
    if (run.status !== 0 || !line.startsWith("{")) {
      console.error(run.stderr || run.stdout);
      process.exit(1);
    }
    const r = JSON.parse(line);
    table.push([
      rows.toLocaleString("en-US"),
      r.fileMb.toFixed(1),
      sec(r.preview.wall),
      sec(r.sliced.wall),
      [r.sliced.blockMs, r.slicedCr.blockMs, r.applied.blockMs, r.changed.blockMs]
        .map(Math.round)
        .join(", "),
      both(r.created),
      Math.round(rows / (r.created.wall / 1000)).toLocaleString("en-US"),
      both(r.changed),
      both(r.unchanged),
      r.baselineMb.toFixed(0),
      r.peakAfterImportMb.toFixed(0),
      r.peakMb.toFixed(0),
    ]);
    if (rows === 10000) {
      const ok = r.created.wall < 3000 && r.peakAfterImportMb < 300;
      console.log(
        `10,000 products: ${sec(r.created.wall)} s (${sec(r.created.cpu)} s CPU), peak ${r.peakAfterImportMb.toFixed(0)} MB: ${ok ? "within" : "OVER"} the target`,
      );
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join("  ");
  console.log("");
  console.log(fmt(header));
  for (const row of table) console.log(fmt(row));
  console.log(
    `\npreview: decode, parse, validate, plan (nothing written). import: the same plus the write in one transaction, all rows new, in the worker thread (CPU time is the whole process's). changed: every row updated and re-indexed, on the main thread (the old way). unchanged: every row matched, nothing to write. Start RSS: the child with the app loaded and the demo catalogue seeded, before reading the file; peak RSS: its VmHWM after the import, and after all four runs. Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}.`,
  );
}

const childAt = process.argv.indexOf("--child");
if (childAt !== -1) await child(Number(process.argv[childAt + 1]), process.argv[childAt + 2]);
else await main();
