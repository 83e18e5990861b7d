// npm run lighthouse: Lighthouse 12 (mobile profile, its default: a mid-range phone on a slow 4G
// network, simulated) on the home, a category, a product and a blog page of the production build,
// served by `node server.js` with a fresh seeded database. Prints the four category scores per page,
// then for each page's median run its timings (FCP, LCP, TBT, CLS, speed index), where its main
// thread went (by kind and by script), its DOM size and its LCP element; writes the median run's
// HTML report and every run's JSON report into lighthouse-reports/, and exits non-zero when a score
// is below 95.
//
//   BUILD_DIR=build npm run lighthouse
//   npm run lighthouse -- --url http://localhost:3000   # a server that is already running
//   npm run lighthouse -- --runs 5                      # median of 5 runs per page (default 3)
//
// Chromium: CHROME_PATH (default /usr/bin/chromium); no browser is ever downloaded.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildDirOrExit, machine, samplePaths, startServer } from "./perf-server";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export const MINIMUM = 95;

export interface PageScores {
  name: string;
  url: string;
  /** The scores of the median run (by performance, the only score that varies between runs). */
  scores: Record<Category, number>;
  /** Performance of every run, in order. */
  performanceRuns: number[];
  /** The audits that cost points in the median run, worst first: what to fix. */
  misses: string[];
  /** The median run's timings and where its main thread went: what a phone pays for. */
  diagnostics: Diagnostics;
  report: string;
}

/** Milliseconds, except layout shift (unitless), DOM elements and bytes. */
export interface Diagnostics {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Main-thread time by kind (script evaluation, style and layout, parsing...), largest first. */
  mainThread: { group: string; ms: number }[];
  /** Script evaluation and parsing per script, largest first. */
  bootup: { url: string; scripting: number; parse: number }[];
  domElements: number;
  lcpElement: string;
  transferBytes: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function diagnosticsOf(lhr: Lhr): Diagnostics {
  const value = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
  // The details of these audits are tables; their item shapes are Lighthouse's, read loosely.
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
      []) as Record<string, unknown>[];
  const lcpItem = items("largest-contentful-paint-element")[0] as
    { items?: { node?: { snippet?: string } }[] } | undefined;
  return {
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    cls: value("cumulative-layout-shift"),
    speedIndex: Math.round(value("speed-index")),
    mainThread: items("mainthread-work-breakdown")
      .map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration)) }))
      .sort((a, b) => b.ms - a.ms),
    bootup: items("bootup-time")
      .map((i) => ({
        url: String(i.url).replace(/^https?:\/\/[^/]+/, ""),
        scripting: Math.round(Number(i.scripting)),
        parse: Math.round(Number(i.scriptParseCompile)),
      }))
      .sort((a, b) => b.scripting - a.scripting),
    domElements: Math.round(value("dom-size")),
    lcpElement: lcpItem?.items?.[0]?.node?.snippet ?? "",
    transferBytes: Math.round(value("total-byte-weight")),
  };
}

export function diagnosticsText(results: PageScores[]): string {
  return results
    .map(({ name, diagnostics: d }) =>
      [
        `${name}: FCP ${d.fcp} ms, LCP ${d.lcp} ms, TBT ${d.tbt} ms, CLS ${d.cls}, speed index ${d.speedIndex} ms, ` +
          `${d.domElements} DOM elements, ${Math.round(d.transferBytes / 1024)} KB transferred`,
        `  main thread: ${d.mainThread.map((m) => `${m.group} ${m.ms}`).join(", ")}`,
        `  scripts (evaluation/parse ms): ${d.bootup.map((b) => `${b.url} ${b.scripting}/${b.parse}`).join(", ")}`,
        `  LCP element: ${d.lcpElement}`,
      ].join("\n"),
    )
    .join("\n");
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, "-");

/** A production server has run each page before: the first render of a route is not what we measure. */
async function warmUp(urls: string[]) {
  for (const url of urls) {
    for (let i = 0; i < 10; i++) await (await fetch(url)).arrayBuffer();
  }
}

/**
 * Lighthouse on each page `runs` times (its performance score moves with the machine's load; the
 * median run is kept, as Lighthouse's own guidance on variability advises).
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  { runs = 3, reportDir = "lighthouse-reports" }: { runs?: number; reportDir?: string } = {},
): Promise<PageScores[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  await warmUp(pages.map((p) => p.url));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results: PageScores[] = [];
  try {
    for (const page of pages) {
      const attempts: {
        scores: Record<Category, number>;
        misses: string[];
        diagnostics: Diagnostics;
        html: string;
      }[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(page.url, {
          port: chrome.port,
          output: ["html", "json"],
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const { lhr } = run;
        if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        const misses = CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
            .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
            .map(({ ref, audit }) => `${c}: ${ref.id} (${audit.displayValue ?? audit.score})`),
        );
        const [html, json] = run.report as string[];
        // Every run's full report, for the traces and diagnostics the summary leaves out.
        fs.writeFileSync(path.join(reportDir, `${slug(page.name)}-${i + 1}.json`), json);
        attempts.push({ scores, misses, diagnostics: diagnosticsOf(lhr), html });
      }
      const performanceRuns = attempts.map((a) => a.scores.performance);
      const median = [...attempts].sort((a, b) => a.scores.performance - b.scores.performance)[
        Math.floor(attempts.length / 2)
      ];
      const report = path.join(reportDir, `${slug(page.name)}.html`);
      fs.writeFileSync(report, median.html);
      results.push({
        ...page,
        scores: median.scores,
        performanceRuns,
        misses: median.misses,
        diagnostics: median.diagnostics,
        report,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function scoresTable(results: PageScores[]): string {
  return [
    "| page | URL | performance | accessibility | best practices | SEO | performance of each run |",
    "|---|---|--:|--:|--:|--:|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${new URL(r.url).pathname} | ${CATEGORIES.map((c) => r.scores[c]).join(" | ")} | ${r.performanceRuns.join(", ")} |`,
    ),
  ].join("\n");
}

export const allPass = (results: PageScores[]) =>
  results.every((r) => CATEGORIES.every((c) => r.scores[c] >= MINIMUM));

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const given = option("--url")?.replace(/\/+$/, "");
  const runs = Math.max(1, Number(option("--runs") ?? 3));
  const server = given ? undefined : await startServer(buildDirOrExit());
  const baseUrl = given ?? server!.baseUrl;
  try {
    const paths = await samplePaths(baseUrl);
    const pages = Object.entries(paths).map(([name, p]) => ({ name, url: `${baseUrl}${p}` }));
    const m = machine();
    console.log(
      `Lighthouse 12, mobile profile, median of ${runs} runs; ${m.cores} cores (${m.cpu}), ` +
        `load average ${m.load}, Node ${m.node}\n`,
    );
    const results = await runLighthouse(pages, { runs });
    console.log(scoresTable(results));
    console.log(`\nThe median runs:\n${diagnosticsText(results)}`);
    for (const r of results) {
      if (r.misses.length) console.log(`\n${r.name}: ${r.misses.join(", ")}`);
    }
    console.log(`\nReports: ${results.map((r) => r.report).join(", ")}`);
    const ok = allPass(results);
    console.log(ok ? `Every score is ${MINIMUM} or more.` : `A score is below ${MINIMUM}.`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
