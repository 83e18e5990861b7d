// npm run bench: how fast the production build serves its pages, beside a static file.
//
// Starts `node server.js` from BUILD_DIR (default build; build it first) on a free port with a fresh
// temporary database seeded with the demo catalogue, then drives it with autocannon at 32 concurrent
// connections for 10 s per URL (after a short warm-up): the home, a category, a product, a blog post,
// a search, /api/products, and /favicon.svg as the baseline a static file server would give.
// It does so twice: as production runs (public pages served from the page cache, page-cache.js,
// until the database changes), and with PAGE_CACHE=0 (every request rendered from the database).
// Prints ONE Markdown table: requests/s, p50 and p99 latency, the ratio page/static (the headline
// figure), the HTML's bytes (raw and gzipped, as sent), the gzipped JS and CSS the page loads, and
// the Lighthouse scores (mobile, median of --lighthouse-runs, default 3) for the four pages it covers.
//
//   BUILD_DIR=build npm run bench
//   npm run bench -- --duration 5 --no-lighthouse
//
// autocannon runs in this process, on the same machine: it takes CPU from the server, the same for
// the pages and the static file, which is why the ratio is the figure to compare between machines.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { analyseBundle, kb } from "./check-bundle";
import { runLighthouse, type PageScores } from "./lighthouse";
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
  htmlBytes?: number;
  htmlGzip?: number;
  jsGzip?: number;
  cssGzip?: number;
  lighthouse?: PageScores;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const DURATION = Number(option("--duration") ?? 10);
const CONNECTIONS = Number(option("--connections") ?? 32);
const LIGHTHOUSE = !args.includes("--no-lighthouse");
const LIGHTHOUSE_RUNS = Number(option("--lighthouse-runs") ?? 3);

function load(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        // What a browser sends: the server compresses as it would for a visitor.
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

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
  for (const row of targets) {
    const url = `${server.baseUrl}${row.path}`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${row.path} answered ${res.status}`);
    const body = await res.text();
    process.stderr.write(`${mode}: ${row.name} (${row.path}), warm-up, then ${DURATION} s ...\n`);
    await load(url, 2);
    const r = await load(url, DURATION);
    row[mode] = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures: r.non2xx + r.errors + r.timeouts,
    };
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
  return { rows: targets, baseUrl: server.baseUrl, stop: () => server.stop() };
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

  const after = machine();
  const bundle = analyseBundle(buildDir);
  const staticRow = rows.find((r) => r.name === "static file")!;
  const fmt = (n: number | undefined, digits = 0) =>
    n === undefined ? "" : n.toLocaleString("en-US", { maximumFractionDigits: digits });
  const ratio = (r: Row, mode: "cached" | "rendered") =>
    r === staticRow ? "1" : (r[mode]!.rps / staticRow[mode]!.rps).toFixed(2);
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
      (lighthouseRuns ? `\nLighthouse performance per run: ${lighthouseRuns}.` : ""),
  );
  const failures = rows.filter((r) => r.cached!.failures > 0 || r.rendered!.failures > 0);
  for (const r of failures)
    console.error(`${r.name}: non-2xx answers, errors or time-outs during the load`);
  if (failures.length) process.exitCode = 1;
}

await main();
