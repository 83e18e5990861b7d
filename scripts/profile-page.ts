// Where a phone's main thread goes when it loads a page: Chromium (CHROME_PATH, default
// /usr/bin/chromium) at 390 px with its CPU slowed 4x (Lighthouse's mobile factor) loads each path
// from the production build (`node server.js`, fresh seeded database, as npm run lighthouse does),
// records a CPU profile and the browser's own counters, and prints per run: script, style and
// layout time, all main-thread tasks, DOM nodes (elements, text and comments) and first contentful
// paint; then the self time of the profile by package or app module (mapped through the build's
// source maps), averaged over the runs.
//
//   BUILD_DIR=build-prof npx react-router build --sourcemapClient   # maps name the app's modules
//   BUILD_DIR=build-prof npx tsx scripts/profile-page.ts / /desktop-printers
//   RUNS=5 TOP=40 DETAIL=react-router ...   # more runs, more rows, one package by function
//
// A build without maps still works: its chunks are then named by file. The figures move with the
// machine's load: compare two builds one after the other, and record `uptime` with them.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map";
import { buildDirOrExit, startServer } from "./perf-server";

const COUNTERS = ["ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration"];

const buildDir = buildDirOrExit();
const paths = process.argv.slice(2);
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const top = Number(process.env.TOP ?? 25);
const detail = process.env.DETAIL;

const maps = new Map<string, SourceMapConsumer | null>();
async function mapFor(url: string) {
  const file = path.join(buildDir, "client", `${new URL(url).pathname}.map`);
  if (!maps.has(file)) {
    maps.set(
      file,
      fs.existsSync(file)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, "utf8")))
        : null,
    );
  }
  return maps.get(file);
}

/** A profile frame's owner: node_modules package, app module, or the chunk and function. */
async function ownerOf(frame: {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}) {
  if (!frame.url) return frame.functionName;
  const chunk = frame.url.replace(/^https?:\/\/[^/]+/, "");
  const fallback = `${frame.functionName || "(anonymous)"} ${chunk}`;
  if (!chunk.startsWith("/assets/") || frame.lineNumber < 0) return fallback;
  const position = (await mapFor(frame.url))?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position?.source) return fallback;
  const source = position.source.replace(/.*node_modules\//, "npm:").replace(/^.*\/app\//, "app/");
  if (detail && source.includes(detail)) {
    return `${source}:${position.line} ${position.name ?? frame.functionName}`;
  }
  if (!source.startsWith("npm:")) return source;
  const parts = source.split("/");
  return parts.slice(0, parts[0].startsWith("npm:@") ? 2 : 1).join("/");
}

const server = await startServer(buildDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const p of paths) {
    // A production server has rendered the page before (its page cache is warm).
    for (let i = 0; i < 5; i++) await (await fetch(server.baseUrl + p)).text();
    const counters: Record<string, number[]> = {};
    const selfTime = new Map<string, number>();
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Performance.enable");
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(server.baseUrl + p, { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send("Profiler.stop");
      const { metrics } = await cdp.send("Performance.getMetrics");
      const value = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
      for (const name of COUNTERS) (counters[name] ??= []).push(Math.round(value[name] * 1000));
      (counters.Nodes ??= []).push(value.Nodes);
      const fcp = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      );
      (counters.FCP ??= []).push(Math.round(fcp));
      const sampled = new Map<number, number>();
      profile.samples?.forEach((id, i) =>
        sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)),
      );
      for (const node of profile.nodes) {
        const ms = (sampled.get(node.id) ?? 0) / 1000;
        if (!ms) continue;
        const owner = await ownerOf(node.callFrame);
        selfTime.set(owner, (selfTime.get(owner) ?? 0) + ms / runs);
      }
      await context.close();
    }
    console.log(
      `\n${p} (ms, each run): ${Object.entries(counters)
        .map(([k, v]) => `${k} ${v.join("/")}`)
        .join(", ")}`,
    );
    if (top > 0) {
      console.log(
        [...selfTime]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([owner, ms]) => `  ${ms.toFixed(1).padStart(7)} ${owner}`)
          .join("\n"),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
