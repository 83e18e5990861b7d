// npm run bench:scale: how each public page, the search, the header suggestions and every /api read
// grow with the catalogue, at 1,000, 10,000 and 100,000 products.
//
// 1. A catalogue per size, made once and kept (by size and migration set) under
//    $TMPDIR/bench-scale-cache/: the demo catalogue (its categories, brands, blog posts, jobs and
//    drivers), then 40 more categories, 60 more brands and 60 more blog posts, then the products
//    through the CSV import engine (prepare, plan, write, as 'Import' does; 50,000 rows a file).
//    The products are realistic: specifications, prices, models, brands; one category
//    ("labels") holds a fifth of them (20,000 at 100k), the rest spread over the others.
// 2. In a child process, the production build answers each URL in-process 5 times untimed, then up
//    to 40 times (React Router's handler, no HTTP, no page cache): the median CPU per request and
//    the mean database time (every better-sqlite3 statement timed).
// 3. The production server (node server.js) on a copy of that database, twice: PAGE_CACHE=0 (every
//    request rendered) and as production runs (page cache on); each URL driven by autocannon with 8
//    connections for --duration seconds (default 3) after a 1 s warm-up: req/s, p50, p99; the
//    server's peak memory (VmHWM) after each run.
// Prints one Markdown table per size, then the growth from the smallest to the largest size for
// each URL (uncached p99 and db time). Targets: every public page at the largest size answers
// p99 < 100 ms uncached with 8 connections.
//
//   BUILD_DIR=build npm run bench:scale
//   npm run bench:scale -- --sizes 1000,10000 --duration 2
//   npm run bench:scale -- --sizes 100000 --only category,home   # one size, some page kinds
//   npm run bench:scale -- --sizes 100000 --processes 2          # WEB_CONCURRENCY=2 over HTTP
//   npm run bench:scale -- --sizes 100000 --pages                # the public pages only
//   npm run bench:scale -- --sizes 100000 --pages --uncached     # and only the uncached pass
//   npm run bench:scale -- --rebuild            # make the catalogues again
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadLikeBrowser, option } from "./bench-helpers";
import {
  answerInProcess,
  buildDirOrExit,
  inProcessHandler,
  machine,
  startServer,
} from "./perf-server";

const args = process.argv.slice(2);
const SIZES = (option("--sizes") ?? "1000,10000,100000").split(",").map(Number);
const DURATION = Number(option("--duration") ?? 3);
const CONNECTIONS = Number(option("--connections") ?? 8);
/** Server processes over HTTP (WEB_CONCURRENCY): 2 is a 2-vCPU machine's production shape. */
const PROCESSES = Number(option("--processes") ?? 1);
const REBUILD = args.includes("--rebuild");
/** Only the URLs whose kind contains one of these (comma-separated), e.g. "category,home". */
const ONLY = option("--only")?.split(",").filter(Boolean);
/** Only the public pages (the p99 target), not the search suggestions and /api reads. */
const PAGES_ONLY = args.includes("--pages");
/** Only the uncached pass over HTTP (the p99 target), not the page cache's. */
const UNCACHED_ONLY = args.includes("--uncached");
const CACHE_DIR = path.join(os.tmpdir(), "bench-scale-cache");
const ROWS_PER_FILE = 50_000;
const BIG_CATEGORY = "labels";
/** Change when the generated catalogue changes, so cached ones are made again. */
const GENERATOR = 1;

interface Target {
  kind: string;
  path: string;
  /** Public pages carry the p99 target. */
  page: boolean;
}

interface InProcess {
  cpuMs: number;
  dbMs: number;
  queries: number;
  bytes: number;
  status: number;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  failed: Record<string, unknown>;
}

interface Row extends Target {
  inProcess?: InProcess;
  uncached?: Load;
  cached?: Load;
}

// ---------------------------------------------------------------------------------------------
// The catalogue

const CATEGORY_WORDS = [
  "Barcode",
  "Label",
  "Ticket",
  "Wristband",
  "Card",
  "RFID",
  "Kiosk",
  "Receipt",
  "Tag",
  "Sticker",
];
const CATEGORY_KINDS = ["Printers", "Scanners", "Ribbons", "Rolls"];
const BRAND_NAMES = ["Zebra", "TSC", "Godex", "Honeywell", "Datamax", "Citizen", "Sato", "Epson"];

function productsCsv(from: number, to: number, categories: string[], brands: string[]): string {
  const lines = [
    "name,slug,category,short_description,description,model,specifications,status,featured,in_stock,price,rating,reviews,brand",
  ];
  for (let i = from; i <= to; i++) {
    const model = `${String.fromCharCode(65 + (i % 26))}X-${(i * 7919) % 100000}`;
    // A fifth in one large category, the rest spread evenly.
    const category = i % 5 === 0 ? BIG_CATEGORY : categories[i % categories.length];
    const brand = brands[(i * 31) % brands.length];
    lines.push(
      [
        `"${brand} ${model} ${["Label Printer", "Scanner", "Ribbon", "Label Roll"][i % 4]} ${i}"`,
        `scale-${i}`,
        category,
        `"Reliable ${model}, ${(i % 8) + 4} ips, for retail and warehouses"`,
        `"<p>The ${model} prints sharp barcodes at ${[203, 300, 600][i % 3]} dpi.</p><p>Built for ${["warehouses", "retail", "hospitals", "logistics"][i % 4]}.</p>"`,
        model,
        `"Resolution: ${[203, 300, 600][i % 3]} dpi; Speed: ${(i % 8) + 4} ips; Width: ${[50, 75, 100, 110][i % 4]} mm; Interface: USB, Ethernet"`,
        i % 17 === 0 ? "inactive" : "active",
        i % 97 === 0 ? "yes" : "no",
        i % 9 === 0 ? "0" : "1",
        String(4000 + ((i * 37) % 250000)),
        String((i % 50) / 10),
        String(i % 300),
        brand.toLowerCase(),
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** The child that makes one catalogue: prints one JSON line with its timings. */
async function makeCatalogue(size: number, file: string) {
  process.env.DATABASE_PATH = file;
  process.env.UPLOADS_DIR = path.join(path.dirname(file), "uploads");
  process.env.SEED = "0";
  const started = Date.now();
  const { db } = await import("../app/server/db.server");
  const { seedDemoCatalogue } = await import("../app/server/seed/seed.server");
  const { applyImport, prepareImport } = await import("../app/server/import/import.server");
  const { createBlog } = await import("../app/server/models/blogs.server");
  const { demoBlogs } = await import("../app/server/seed/demo-data.server");
  seedDemoCatalogue(db);
  const csv = (header: string, rows: string[]) =>
    new TextEncoder().encode([header, ...rows].join("\r\n") + "\r\n");
  const categoryNames: string[] = [];
  const categoryRows: string[] = [];
  for (const word of CATEGORY_WORDS)
    for (const kind of CATEGORY_KINDS) {
      const name = `${word}-${kind}`.toLowerCase();
      categoryNames.push(name);
      categoryRows.push(`${name},"${word} ${kind}","${word} ${kind.toLowerCase()} for business"`);
    }
  applyImport(prepareImport(csv("name,display_name,description", categoryRows), "categories"));
  const brandNames: string[] = [];
  const brandRows: string[] = [];
  for (let i = 0; i < 60; i++) {
    const display = `${BRAND_NAMES[i % BRAND_NAMES.length]}${i >= BRAND_NAMES.length ? ` ${Math.floor(i / BRAND_NAMES.length) + 1}` : ""}`;
    const name = display.toLowerCase().replace(/\s+/g, "-");
    brandNames.push(display);
    brandRows.push(`${name},"${display}","${display} printers and supplies",`);
  }
  applyImport(prepareImport(csv("name,display_name,description,website", brandRows), "brands"));
  for (let i = 0; i < 60; i++) {
    const b = demoBlogs[i % demoBlogs.length];
    createBlog({ ...b, slug: `${b.slug}-${i + 1}`, title: `${b.title} (${i + 1})` });
  }
  const categories = [...categoryNames, "desktop-printers", "ribbons", "scanners"];
  for (let from = 1; from <= size; from += ROWS_PER_FILE) {
    const to = Math.min(size, from + ROWS_PER_FILE - 1);
    const bytes = new TextEncoder().encode(productsCsv(from, to, categories, brandNames));
    const { result } = applyImport(prepareImport(bytes, "products"));
    if (result.errorCount > 0) throw new Error(`import refused rows: ${result.errors[0]}`);
  }
  db.sqlite.pragma("wal_checkpoint(TRUNCATE)");
  db.sqlite.exec("VACUUM");
  console.log(JSON.stringify({ seconds: (Date.now() - started) / 1000 }));
}

/**
 * The environment of a child that makes or migrates a catalogue. Set before the child starts: the
 * server modules read their settings when first imported, which (through perf-server) is before
 * the child's own code runs, so setting them there left the default data/site.db in use.
 */
function childEnv(file: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_PATH: file,
    UPLOADS_DIR: path.join(path.dirname(file), "uploads"),
    SEED: "0",
  };
}

/** The catalogue of `size` products, from the cache or made now. */
function catalogue(size: number): { file: string; madeSeconds?: number } {
  const migrations = fs
    .readdirSync("drizzle")
    .filter((f) => f.endsWith(".sql"))
    .map((f) => f + fs.statSync(path.join("drizzle", f)).size)
    .join();
  const key = crypto
    .createHash("sha1")
    .update(`${migrations}|${GENERATOR}`)
    .digest("hex")
    .slice(0, 10);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `catalogue-${size}-${key}.db`);
  if (fs.existsSync(file) && !REBUILD) return { file };
  // A catalogue made under an earlier migration set holds the same rows: copy it and bring it up to
  // date (the migrations run when the database opens) instead of importing 100,000 rows again.
  const older = REBUILD
    ? undefined
    : fs
        .readdirSync(CACHE_DIR)
        .filter((f) => new RegExp(`^catalogue-${size}-[0-9a-f]+\\.db$`).test(f))
        .map((f) => path.join(CACHE_DIR, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (older) {
    const started = Date.now();
    process.stderr.write(`migrating ${path.basename(older)} to the current migrations ...\n`);
    const work = fs.mkdtempSync(path.join(CACHE_DIR, "making-"));
    fs.copyFileSync(older, path.join(work, "site.db"));
    const child = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        new URL(import.meta.url).pathname,
        "--migrate",
        path.join(work, "site.db"),
      ],
      { stdio: ["ignore", "inherit", "inherit"], env: childEnv(path.join(work, "site.db")) },
    );
    if (child.status !== 0) throw new Error(`migrating the catalogue failed (${child.status})`);
    fs.renameSync(path.join(work, "site.db"), file);
    fs.rmSync(work, { recursive: true, force: true });
    for (const f of fs.readdirSync(CACHE_DIR))
      if (f.startsWith(`catalogue-${size}-`) && !f.startsWith(path.basename(file)))
        fs.rmSync(path.join(CACHE_DIR, f), { force: true });
    return { file, madeSeconds: (Date.now() - started) / 1000 };
  }
  const work = fs.mkdtempSync(path.join(CACHE_DIR, "making-"));
  process.stderr.write(`making the ${size.toLocaleString("en-US")}-product catalogue ...\n`);
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", new URL(import.meta.url).pathname, "--make", String(size), work],
    {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      env: childEnv(path.join(work, "site.db")),
    },
  );
  if (child.status !== 0) throw new Error(`making the catalogue failed (${child.status})`);
  const made = JSON.parse(child.stdout.trim().split("\n").pop()!) as { seconds: number };
  fs.renameSync(path.join(work, "site.db"), file);
  fs.rmSync(work, { recursive: true, force: true });
  return { file, madeSeconds: made.seconds };
}

// ---------------------------------------------------------------------------------------------
// In-process: CPU and database time per request

/** The child that answers each target in-process; prints one JSON line. */
async function measureInProcess(buildDir: string, targets: Target[]) {
  const Database = (await import("better-sqlite3")).default;
  // Every statement's run, get, all and iterate timed (the build shares this module).
  const probe = new Database(":memory:");
  const statement = Object.getPrototypeOf(probe.prepare("SELECT 1")) as Record<
    string,
    (...a: unknown[]) => unknown
  >;
  let dbMs = 0;
  let queries = 0;
  for (const method of ["run", "get", "all", "iterate"]) {
    const original = statement[method];
    statement[method] = function (this: unknown, ...a: unknown[]) {
      const t = performance.now();
      queries++;
      try {
        return original.apply(this, a);
      } finally {
        dbMs += performance.now() - t;
      }
    };
  }
  const handler = inProcessHandler(await import(path.join(buildDir, "server/index.js")));
  const out: Record<string, InProcess> = {};
  for (const target of targets) {
    const once = () => answerInProcess(handler, target.path);
    // Five untimed renders first (the first ones compile the page's code), then up to 40 timed
    // ones; the CPU column is their median, which a busy machine moves far less than a mean.
    for (let i = 0; i < 5; i++) await once();
    const runs = 40;
    dbMs = 0;
    queries = 0;
    const cpuPerRun: number[] = [];
    let last = { status: 0, bytes: 0 };
    // At most 40 runs or 10 s: a page that takes seconds (a facet query over 20,000 products)
    // is measured a few times rather than holding the run for minutes.
    const started = performance.now();
    while (
      cpuPerRun.length < runs &&
      (cpuPerRun.length < 3 || performance.now() - started < 10_000)
    ) {
      const cpu = process.cpuUsage();
      last = await once();
      const used = process.cpuUsage(cpu);
      cpuPerRun.push((used.user + used.system) / 1000);
    }
    const done = cpuPerRun.length;
    cpuPerRun.sort((a, b) => a - b);
    out[target.path] = {
      cpuMs: cpuPerRun[Math.floor(done / 2)],
      dbMs: dbMs / done,
      queries: queries / done,
      ...last,
    };
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

function inProcess(buildDir: string, file: string, targets: Target[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-run-"));
  fs.copyFileSync(file, path.join(dir, "site.db"));
  return new Promise<Record<string, InProcess>>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        new URL(import.meta.url).pathname,
        "--in-process",
        buildDir,
        JSON.stringify(targets),
      ],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_PATH: path.join(dir, "site.db"),
          UPLOADS_DIR: path.join(dir, "uploads"),
          SESSION_SECRET: "bench-scale-secret-0123456789abcdef",
          SEED: "0",
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`in-process run failed:\n${stderr}`));
      resolve(JSON.parse(stdout.trim().split("\n").pop()!));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Over HTTP

const load = (url: string, duration: number) => loadLikeBrowser(url, duration, CONNECTIONS);

async function overHttp(
  buildDir: string,
  file: string,
  targets: Target[],
  mode: "cached" | "uncached",
  rows: Map<string, Row>,
) {
  const server = await startServer(
    buildDir,
    {
      SEED: "0",
      WEB_CONCURRENCY: String(PROCESSES),
      ...(mode === "uncached" ? { PAGE_CACHE: "0" } : {}),
    },
    { databaseFrom: file },
  );
  try {
    for (const target of targets) {
      const url = `${server.baseUrl}${target.path}`;
      process.stderr.write(`  ${mode}: ${target.kind} ${target.path}\n`);
      await load(url, 1);
      const r = await load(url, DURATION);
      rows.get(target.path)![mode] = {
        // Counted over the whole run: a slow URL may finish fewer requests than seconds.
        rps: r.requests.total / DURATION,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failures: r.non2xx + r.errors + r.timeouts,
        failed: {
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          statuses: (r as unknown as { statusCodeStats?: unknown }).statusCodeStats,
        },
      };
    }
    return server.peakRssMb();
  } finally {
    await server.stop();
  }
}

/** The URLs of one catalogue: every public page kind, the search, suggestions and /api reads. */
function targetsOf(file: string): Target[] {
  // Read straight from the file: the slugs the catalogue ended with.
  const out = spawnSync(
    process.execPath,
    [
      "-e",
      `const D=require("better-sqlite3");const d=new D(process.argv[1],{readonly:true});` +
        `const p=d.prepare("SELECT id,slug FROM products WHERE status='active' ORDER BY id DESC LIMIT 1").get();` +
        `const b=d.prepare("SELECT slug FROM blogs WHERE status='published' ORDER BY id DESC LIMIT 1").get();` +
        `const j=d.prepare("SELECT slug FROM jobs WHERE status='active' LIMIT 1").get();` +
        `const n=d.prepare("SELECT count(*) n FROM products WHERE category=? AND status='active'").pluck().get(${JSON.stringify(BIG_CATEGORY)});` +
        `const t=d.prepare("SELECT count(*) n FROM products WHERE status='active'").pluck().get();` +
        `console.log(JSON.stringify({p,b,j,n,t}))`,
      file,
    ],
    { encoding: "utf8" },
  );
  const { p, b, j, n, t } = JSON.parse(out.stdout) as {
    p: { id: number; slug: string };
    b: { slug: string };
    j: { slug: string } | undefined;
    n: number;
    t: number;
  };
  const lastPage = Math.max(1, Math.ceil(n / 12));
  const pages: Target[] = [
    { kind: "home", path: "/" },
    { kind: "category, page 1", path: `/${BIG_CATEGORY}` },
    { kind: "category, last page", path: `/${BIG_CATEGORY}?page=${lastPage}` },
    { kind: "category, a brand", path: `/${BIG_CATEGORY}?brand=zebra` },
    { kind: "category, by price", path: `/${BIG_CATEGORY}?sort=price&page=${lastPage}` },
    {
      kind: "category, a price range",
      path: `/${BIG_CATEGORY}?min=1000&max=20000&stock=1&sort=price-desc`,
    },
    { kind: "products index", path: "/products" },
    { kind: "product", path: `/products/${p.slug}` },
    { kind: "popular products", path: "/popular-products" },
    { kind: "blog list", path: "/blogs" },
    { kind: "blog post", path: `/blog/${b.slug}` },
    { kind: "careers", path: "/careers" },
    ...(j ? [{ kind: "job", path: `/careers/${j.slug}` }] : []),
    { kind: "drivers", path: "/drivers" },
    { kind: "about", path: "/about" },
    { kind: "search", path: "/search?q=zebra+printer" },
    { kind: "search, a model", path: "/search?q=BX-7919" },
    { kind: "supplies finder", path: "/supplies" },
    { kind: "supplies, a model typed", path: "/supplies?printer=zeb" },
  ].map((t) => ({ ...t, page: true }));
  const api: Target[] = [
    { kind: "suggestions", path: "/api/search-suggestions?q=zeb" },
    { kind: "printer suggestions", path: "/supplies/printers?q=zeb" },
    { kind: "/api search", path: "/api/products/search/zebra" },
    { kind: "/api products, a page", path: "/api/products?page=1&limit=50" },
    { kind: "/api products, last page", path: `/api/products?page=${Math.ceil(t / 50)}&limit=50` },
    {
      kind: "/api category, a page",
      path: `/api/products/category/${BIG_CATEGORY}?page=1&limit=50`,
    },
    { kind: "/api featured", path: "/api/products/featured" },
    { kind: "/api product by slug", path: `/api/products/slug/${p.slug}` },
    { kind: "/api product by id", path: `/api/products/${p.id}` },
    { kind: "/api categories", path: "/api/categories" },
    { kind: "/api brands", path: "/api/brands" },
    { kind: "/api blogs", path: "/api/blogs" },
    { kind: "/api jobs", path: "/api/jobs" },
    { kind: "/api drivers", path: "/api/drivers" },
    { kind: "sitemap", path: "/sitemap.xml" },
    { kind: "/api products, all", path: "/api/products" },
  ].map((t) => ({ ...t, page: false }));
  return [...pages, ...api];
}

// ---------------------------------------------------------------------------------------------

/** Over the p99 target, or not one answer within the run (a starved or stuck server). */
const overTarget = (r: Row) => r.uncached!.p99 >= 100 || r.uncached!.rps === 0;

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined ? "" : n.toLocaleString("en-US", { maximumFractionDigits: digits });

async function main() {
  const buildDir = buildDirOrExit();
  const before = machine();
  const results: { size: number; rows: Row[]; made: string; rss: number[] }[] = [];
  for (const size of SIZES) {
    const t = Date.now();
    const { file, madeSeconds } = catalogue(size);
    const made =
      madeSeconds === undefined
        ? "from the cache"
        : `made in ${fmt(madeSeconds)} s (${fmt((Date.now() - t) / 1000)} s with the process)`;
    process.stderr.write(`${size} products: ${made}\n`);
    const targets = targetsOf(file).filter(
      (t) => (!ONLY || ONLY.some((word) => t.kind.includes(word))) && (!PAGES_ONLY || t.page),
    );
    const rows = new Map<string, Row>(targets.map((t) => [t.path, { ...t }]));
    const measured = await inProcess(buildDir, file, targets);
    for (const [p, m] of Object.entries(measured)) rows.get(p)!.inProcess = m;
    const rssUncached = await overHttp(buildDir, file, targets, "uncached", rows);
    const rssCached = UNCACHED_ONLY ? 0 : await overHttp(buildDir, file, targets, "cached", rows);
    results.push({ size, rows: [...rows.values()], made, rss: [rssUncached, rssCached] });
  }
  const after = machine();

  const lines: string[] = [];
  for (const { size, rows, made, rss } of results) {
    lines.push(
      `\n**${fmt(size)} products** (catalogue ${made}; server peak memory ${fmt(rss[0])} MB uncached, ${fmt(rss[1])} MB cached)\n`,
      "| what | path | status | bytes | queries | db ms | CPU ms | uncached req/s | p50 | p99 | cached req/s | p50 | p99 |",
      "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    );
    for (const r of rows) {
      const m = r.inProcess!;
      const over = r.page && overTarget(r) ? " ⚠" : "";
      lines.push(
        `| ${r.kind} | \`${r.path.length > 48 ? `${r.path.slice(0, 45)}...` : r.path}\` | ${m.status} | ${fmt(m.bytes / 1024, 1)} KB | ${fmt(m.queries, 1)} | ${fmt(m.dbMs, 2)} | ${fmt(m.cpuMs, 1)} | ${fmt(r.uncached!.rps)} | ${fmt(r.uncached!.p50)} | ${fmt(r.uncached!.p99)}${over} | ${fmt(r.cached?.rps)} | ${fmt(r.cached?.p50)} | ${fmt(r.cached?.p99)} |`,
      );
    }
  }
  if (results.length > 1) {
    const first = results[0];
    const last = results[results.length - 1];
    lines.push(
      `\n**Growth ${fmt(first.size)} → ${fmt(last.size)} products** (last ÷ first; the page's own content aside, 1.0 means no growth)\n`,
      "| what | db ms | CPU ms | uncached p99 | uncached req/s | cached req/s |",
      "|---|--:|--:|--:|--:|--:|",
    );
    for (const r of first.rows) {
      const l = last.rows.find((x) => x.kind === r.kind);
      if (!l) continue;
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "");
      lines.push(
        `| ${r.kind} | ${ratio(l.inProcess!.dbMs, r.inProcess!.dbMs)} | ${ratio(l.inProcess!.cpuMs, r.inProcess!.cpuMs)} | ${ratio(l.uncached!.p99, r.uncached!.p99)} | ${ratio(l.uncached!.rps, r.uncached!.rps)} | ${l.cached && r.cached ? ratio(l.cached.rps, r.cached.rps) : ""} |`,
      );
    }
  }
  const worst = results.at(-1)!;
  const slow = worst.rows.filter((r) => r.page && overTarget(r));
  lines.push(
    `\n${CONNECTIONS} connections, ${DURATION} s per URL after 1 s of warm-up, ${PROCESSES === 1 ? "one server process" : `${PROCESSES} server processes`}; db ms and queries: means, CPU ms: the median, of up to 40 answers in a row by the build in-process after 5 untimed ones, no HTTP, no page cache.` +
      `\nMachine: ${before.cores} cores, ${before.cpu}, Node ${before.node}; load average ${before.load} before, ${after.load} after.` +
      `\nPublic pages at ${fmt(worst.size)} products with uncached p99 ≥ 100 ms: ${slow.length ? slow.map((r) => r.kind).join(", ") : "none"}.`,
  );
  console.log(lines.join("\n"));
  const failures = results.flatMap((r) =>
    r.rows.filter(
      (x) =>
        x.uncached!.failures > 0 ||
        (x.cached?.failures ?? 0) > 0 ||
        x.uncached!.rps === 0 ||
        x.cached?.rps === 0,
    ),
  );
  for (const r of failures)
    console.error(
      `${r.kind}: non-2xx answers, errors, time-outs or no answer at all (uncached ${JSON.stringify(r.uncached!.failed)}, cached ${JSON.stringify(r.cached?.failed)})`,
    );
  if (failures.length) process.exitCode = 1;
}

/** The child that opens (and so migrates) an older catalogue, then folds the log into the file. */
async function migrateCatalogue(file: string) {
  process.env.DATABASE_PATH = file;
  process.env.UPLOADS_DIR = path.join(path.dirname(file), "uploads");
  process.env.SEED = "0";
  const { db } = await import("../app/server/db.server");
  db.sqlite.pragma("wal_checkpoint(TRUNCATE)");
  db.sqlite.close();
}

if (args[0] === "--make") await makeCatalogue(Number(args[1]), path.join(args[2], "site.db"));
else if (args[0] === "--migrate") await migrateCatalogue(args[1]);
else if (args[0] === "--in-process")
  await measureInProcess(args[1], JSON.parse(args[2]) as Target[]);
else await main();
