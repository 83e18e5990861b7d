// npm run bench: how fast the production build serves its pages, beside a static file.
//
// Starts `node server.js` from BUILD_DIR (default build; build it first) on a free port with a fresh
// temporary database seeded with the demo catalogue, then drives it with autocannon at 32 concurrent
// connections for 10 s per URL (after a short warm-up): the home, a category, a product, a blog post,
// a search, /api/products, and /favicon.svg as the baseline a static file server would give.
// It does so twice: as production runs (public pages served from the page cache, page-cache.js,
// until the database changes), and with PAGE_CACHE=0 (every request rendered from the database).
// Each page is measured right after the static file in the same mode (side by side, so both meet
// the same load on a shared machine). Prints ONE Markdown table: requests/s, p50 and p99 latency,
// the ratio page/static (the headline figure, against the static run just before it), the HTML's bytes (raw and gzipped, as sent), the gzipped JS and CSS the page loads, and
// the Lighthouse scores (mobile, median of --lighthouse-runs, default 3) for the four pages it covers;
// then the floor: a bare React Router page of the home page's size (scripts/bench-floor.tsx),
// rendered every time, with <Link> and with plain anchors.
//
//   BUILD_DIR=build npm run bench
//   npm run bench -- --duration 5 --no-lighthouse
//
// autocannon runs in this process, on the same machine: it takes CPU from the server, the same for
// the pages and the static file, which is why the ratio is the figure to compare between machines.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { analyseBundle, kb } from "./check-bundle";
import { runLighthouse, type PageScores } from "./lighthouse";
import { flag, loadLikeBrowser, option } from "./bench-helpers";
import { buildDirOrExit, machine, samplePaths, startServer } from "./perf-server";

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Row {
  name: string;
  path: string;
  cached?: Load;
  rendered?: Load;
  /** The static file measured just before this page, in the same mode: the ratio's denominator. */
  cachedStatic?: Load;
  renderedStatic?: Load;
  htmlBytes?: number;
  htmlGzip?: number;
  jsGzip?: number;
  cssGzip?: number;
  lighthouse?: PageScores;
}

const DURATION = Number(option("--duration") ?? 10);
const CONNECTIONS = Number(option("--connections") ?? 32);
const LIGHTHOUSE = !flag("--no-lighthouse");
const LIGHTHOUSE_RUNS = Number(option("--lighthouse-runs") ?? 3);

const load = (url: string, duration: number) => loadLikeBrowser(url, duration, CONNECTIONS);

/** The JS and CSS a page's HTML asks for (module preloads, scripts, stylesheets), gzipped. */
function assetsOf(html: string, buildDir: string) {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) urls.add(href);
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  // The inline module script imports the route manifest and the entry.
  for (const m of html.matchAll(
    /import\s*(?:[\w*{}\s,]+from\s*)?\(?\s*["'](\/assets\/[^"']+)["']/g,
  ))
    urls.add(m[1]);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    if (!url.startsWith("/assets/")) continue;
    const file = path.join(buildDir, "client", url);
    if (!fs.existsSync(file)) continue;
    const gz = gzipSync(fs.readFileSync(file), { level: 6 }).length;
    if (url.endsWith(".css")) css += gz;
    else if (url.endsWith(".js")) js += gz;
  }
  return { js, css };
}

async function measure(
  buildDir: string,
  mode: "cached" | "rendered",
  rows: Row[] | undefined,
): Promise<{ rows: Row[]; baseUrl?: string; stop: () => Promise<void> }> {
  const server = await startServer(buildDir, mode === "rendered" ? { PAGE_CACHE: "0" } : {});
  const pages = await samplePaths(server.baseUrl);
  const targets = rows ?? [
    { name: "home", path: pages.home },
    { name: "category", path: pages.category },
    { name: "product", path: pages.product },
    { name: "blog post", path: pages.blog },
    { name: "search", path: "/search?q=zebra" },
    { name: "/api/products", path: "/api/products" },
    { name: "static file", path: "/favicon.svg" },
  ];
  const staticUrl = `${server.baseUrl}/favicon.svg`;
  const run = async (url: string): Promise<Load> => {
    await load(url, 2);
    const r = await load(url, DURATION);
    return {
      rps: r.requests.total / DURATION,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures: r.non2xx + r.errors + r.timeouts,
    };
  };
  for (const row of targets) {
    const url = `${server.baseUrl}${row.path}`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${row.path} answered ${res.status}`);
    const body = await res.text();
    if (row.name === "static file") continue;
    // Side by side: the static file just before each page, so both meet the same machine load.
    process.stderr.write(
      `${mode}: static file, then ${row.name} (${row.path}), ${DURATION} s each ...\n`,
    );
    row[`${mode}Static`] = await run(staticUrl);
    row[mode] = await run(url);
    if (row.htmlBytes === undefined && row.name !== "static file") {
      row.htmlBytes = Buffer.byteLength(body);
      row.htmlGzip = gzipSync(Buffer.from(body), { level: 6 }).length;
      if (!row.path.startsWith("/api/")) {
        const assets = assetsOf(body, buildDir);
        row.jsGzip = assets.js;
        row.cssGzip = assets.css;
      }
    }
  }
  const paired = targets.filter((r) => r[`${mode}Static`]).map((r) => r[`${mode}Static`]!);
  const staticRow = targets.find((r) => r.name === "static file")!;
  const mean = (pick: (l: Load) => number) =>
    paired.reduce((a, l) => a + pick(l), 0) / paired.length;
  staticRow[mode] = {
    rps: mean((l) => l.rps),
    p50: mean((l) => l.p50),
    p99: mean((l) => l.p99),
    failures: paired.reduce((a, l) => a + l.failures, 0),
  };
  return { rows: targets, baseUrl: server.baseUrl, stop: () => server.stop() };
}

const FLOOR_LINKS = 200;

/**
 * The bare React Router floor at `bytes` of HTML: what the framework alone costs per request, with
 * <Link> and with plain anchors, beside this site's static file served by the same Express setup.
 */
async function measureFloor(bytes: number) {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-floor.tsx"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d) => String(d).includes("floor ready") && resolve());
      child.once("exit", () => reject(new Error("the floor server stopped")));
    });
    const base = `http://127.0.0.1:${port}/?links=${FLOOR_LINKS}&bytes=${bytes}`;
    const html = await (await fetch(base)).text();
    const one = async (url: string) => {
      process.stderr.write(`floor: ${url} ...\n`);
      await load(url, 2);
      const r = await load(url, DURATION);
      return { rps: r.requests.total / DURATION, p99: r.latency.p99 };
    };
    const server = await startServer(buildDirOrExit());
    try {
      const staticFile = await one(`${server.baseUrl}/favicon.svg`);
      return {
        bytes: Buffer.byteLength(html),
        link: await one(base),
        plain: await one(`${base}&plain=1`),
        static: staticFile,
      };
    } finally {
      await server.stop();
    }
  } finally {
    child.kill("SIGTERM");
  }
}

async function main() {
  const buildDir = buildDirOrExit();
  const before = machine();

  const cached = await measure(buildDir, "cached", undefined);
  const rows = cached.rows;
  try {
    if (LIGHTHOUSE) {
      process.stderr.write(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS} run(s)) ...\n`);
      const covered = rows.filter((r) =>
        ["home", "category", "product", "blog post"].includes(r.name),
      );
      const scores = await runLighthouse(
        covered.map((r) => ({ name: r.name, url: `${cached.baseUrl}${r.path}` })),
        { runs: LIGHTHOUSE_RUNS },
      );
      for (const s of scores) covered.find((r) => r.name === s.name)!.lighthouse = s;
    }
  } finally {
    await cached.stop();
  }
  const rendered = await measure(buildDir, "rendered", rows);
  await rendered.stop();
  const home = rows.find((r) => r.name === "home")!;
  const floor = await measureFloor(home.htmlBytes ?? 50_000);

  const after = machine();
  const bundle = analyseBundle(buildDir);
  const staticRow = rows.find((r) => r.name === "static file")!;
  const fmt = (n: number | undefined, digits = 0) =>
    n === undefined ? "" : n.toLocaleString("en-US", { maximumFractionDigits: digits });
  const ratio = (r: Row, mode: "cached" | "rendered") =>
    r === staticRow ? "1" : (r[mode]!.rps / r[`${mode}Static`]!.rps).toFixed(2);
  const table = [
    "| page | path | req/s | p50 ms | p99 ms | page/static | rendered every time: req/s | p50 ms | p99 ms | page/static | HTML or JSON | JS gz | CSS gz | Lighthouse P / A / BP / SEO |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
    ...rows.map((r) =>
      [
        "",
        r.name,
        `\`${r.path}\``,
        fmt(r.cached!.rps),
        fmt(r.cached!.p50, 1),
        fmt(r.cached!.p99, 1),
        ratio(r, "cached"),
        fmt(r.rendered!.rps),
        fmt(r.rendered!.p50, 1),
        fmt(r.rendered!.p99, 1),
        ratio(r, "rendered"),
        r.htmlBytes === undefined ? "" : `${kb(r.htmlBytes)} (${kb(r.htmlGzip ?? 0)} gz)`,
        r.jsGzip === undefined ? "" : kb(r.jsGzip),
        r.cssGzip === undefined ? "" : kb(r.cssGzip),
        r.lighthouse
          ? `${r.lighthouse.scores.performance} / ${r.lighthouse.scores.accessibility} / ${r.lighthouse.scores["best-practices"]} / ${r.lighthouse.scores.seo}`
          : "",
        "",
      ]
        .join(" | ")
        .trim(),
    ),
  ].join("\n");

  console.log(table);
  const largestJs = Math.max(...bundle.pages.map((p) => p.jsGzip));
  const largestCss = Math.max(...bundle.pages.map((p) => p.cssGzip));
  const lighthouseRuns = rows
    .filter((r) => r.lighthouse)
    .map((r) => `${r.name} ${r.lighthouse!.performanceRuns.join("/")}`)
    .join(", ");
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per URL, one server process (WEB_CONCURRENCY=1), build ${path.relative(process.cwd(), buildDir) || "."}. ` +
      `First columns: as production runs (page cache on); "rendered every time": PAGE_CACHE=0.` +
      `\nMachine: ${before.cores} cores, ${before.cpu}, Node ${before.node}; load average ${before.load} before, ${after.load} after.` +
      `\nBundle check (${bundle.pages.length} public page routes, ${bundle.exact ? "by source maps" : "by chunk names"}): ` +
      `largest ${kb(largestJs)} JS and ${kb(largestCss)} CSS gzipped, ${bundle.ok ? "within budget, nothing forbidden" : "FAILED (npm run check:bundle for details)"}.` +
      (lighthouseRuns ? `\nLighthouse performance per run: ${lighthouseRuns}.` : "") +
      `\nFloor (scripts/bench-floor.tsx): a bare React Router page of the home page's size (${kb(floor.bytes)}), rendered every time, ${FLOOR_LINKS} links: ` +
      `${fmt(floor.link.rps)} req/s with <Link>, ${fmt(floor.plain.rps)} with plain <a>; static file beside it ${fmt(floor.static.rps)} req/s ` +
      `(the home page rendered every time: ${fmt(home.rendered!.rps)} req/s, ${(home.rendered!.rps / floor.link.rps).toFixed(2)} of the <Link> floor).`,
  );
  const failures = rows.filter((r) => r.cached!.failures > 0 || r.rendered!.failures > 0);
  for (const r of failures)
    console.error(`${r.name}: non-2xx answers, errors or time-outs during the load`);
  if (failures.length) process.exitCode = 1;
}

await main();
