// npm run bench: how fast the production build serves its pages, beside a static file.
//
// Starts `node server.js` from BUILD_DIR (default build; build it first) on a free port with a fresh
// temporary database seeded with the demo catalogue, then drives it with autocannon at 32 concurrent
// connections for 10 s per URL (after a short warm-up): the home, a category, a product, a blog post,
// a search, /api/products, and /favicon.svg as the baseline a static file server would give. Prints
// ONE Markdown table: requests/s, p50 and p99 latency, the ratio page/static (the headline figure),
// the HTML's bytes (raw and gzipped, as sent), the gzipped JS and CSS the page loads, and the
// Lighthouse scores (mobile) for the four pages Lighthouse covers.
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

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
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
const LIGHTHOUSE_RUNS = Number(option("--lighthouse-runs") ?? 1);

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

async function main() {
  const buildDir = buildDirOrExit();
  const before = machine();
  const server = await startServer(buildDir);
  const rows: Row[] = [];
  try {
    const pages = await samplePaths(server.baseUrl);
    const targets: { name: string; path: string; html: boolean }[] = [
      { name: "home", path: pages.home, html: true },
      { name: "category", path: pages.category, html: true },
      { name: "product", path: pages.product, html: true },
      { name: "blog post", path: pages.blog, html: true },
      { name: "search", path: "/search?q=zebra", html: true },
      { name: "/api/products", path: "/api/products", html: false },
      { name: "static file", path: "/favicon.svg", html: false },
    ];
    for (const t of targets) {
      const url = `${server.baseUrl}${t.path}`;
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${t.path} answered ${res.status}`);
      const body = await res.text();
      process.stderr.write(`${t.name} (${t.path}): warm-up, then ${DURATION} s ...\n`);
      await load(url, 2);
      const r = await load(url, DURATION);
      const row: Row = {
        name: t.name,
        path: t.path,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      };
      if (t.html) {
        const bytes = Buffer.byteLength(body);
        row.htmlBytes = bytes;
        row.htmlGzip = gzipSync(Buffer.from(body), { level: 6 }).length;
        const assets = assetsOf(body, buildDir);
        row.jsGzip = assets.js;
        row.cssGzip = assets.css;
      } else if (t.path.startsWith("/api/")) {
        row.htmlBytes = Buffer.byteLength(body);
        row.htmlGzip = gzipSync(Buffer.from(body), { level: 6 }).length;
      }
      rows.push(row);
    }

    if (LIGHTHOUSE) {
      process.stderr.write(`Lighthouse (mobile, ${LIGHTHOUSE_RUNS} run(s) per page) ...\n`);
      const covered = rows.filter((r) =>
        ["home", "category", "product", "blog post"].includes(r.name),
      );
      const scores = await runLighthouse(
        covered.map((r) => ({ name: r.name, url: `${server.baseUrl}${r.path}` })),
        { runs: LIGHTHOUSE_RUNS },
      );
      for (const s of scores) covered.find((r) => r.name === s.name)!.lighthouse = s;
    }
  } finally {
    await server.stop();
  }

  const after = machine();
  const bundle = analyseBundle(buildDir);
  const staticRow = rows.find((r) => r.name === "static file")!;
  const fmt = (n: number | undefined, digits = 0) =>
    n === undefined ? "" : n.toLocaleString("en-US", { maximumFractionDigits: digits });
  const bytes = (raw?: number, gz?: number) =>
    raw === undefined ? "" : `${kb(raw)} (${kb(gz ?? 0)} gz)`;
  const table = [
    "| page | path | req/s | p50 ms | p99 ms | page/static | HTML or JSON | JS gz | CSS gz | Lighthouse P / A / BP / SEO |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|---|",
    ...rows.map((r) =>
      [
        "",
        r.name,
        `\`${r.path}\``,
        fmt(r.rps),
        fmt(r.p50, 1),
        fmt(r.p99, 1),
        r === staticRow ? "1" : (r.rps / staticRow.rps).toFixed(2),
        bytes(r.htmlBytes, r.htmlGzip),
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
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per URL, one server process (WEB_CONCURRENCY=1), build ${path.relative(process.cwd(), buildDir) || "."}.` +
      `\nMachine: ${before.cores} cores, ${before.cpu}, Node ${before.node}; load average ${before.load} before, ${after.load} after.` +
      `\nBundle check (${bundle.pages.length} public page routes, ${bundle.exact ? "by source maps" : "by chunk names"}): ` +
      `largest ${kb(largestJs)} JS and ${kb(largestCss)} CSS gzipped, ${bundle.ok ? "within budget, nothing forbidden" : "FAILED (npm run check:bundle for details)"}.`,
  );
  const failures = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  for (const r of failures)
    console.error(`${r.name}: ${r.non2xx} non-2xx answers and ${r.errors} errors or time-outs`);
  if (failures.length) process.exitCode = 1;
}

await main();
