// Where the server's CPU goes when it renders a page: the production build answers each path
// in-process (React Router's request handler, no HTTP, no page cache) many times in a row, on a copy
// of a database you give it (for example a bench:scale catalogue), and prints per path the median
// and p90 CPU time of one answer, its size, then (with PROFILE=1) the self time of a V8 CPU
// profile of those renders by package or app module (through the server build's source map).
//
//   BUILD_DIR=build-x npx react-router build
//   BUILD_DIR=build-x DB=$TMPDIR/bench-scale-cache/catalogue-100000-*.db \
//     npx tsx scripts/profile-render.ts / /labels /products
//   RUNS=200 PROFILE=1 TOP=40 DETAIL=react-dom ...   # more runs, the profile, one package by function
//   NODE_FLAGS=--max-semi-space-size=16 ...           # V8 flags for the rendering process
//   PROMOTED=1 ...   # what outlives the young collections (dies only in a full one), by allocation site
//
// CPU time per answer is the process's (all threads) over that one request; the median of many
// is steady on a busy machine where wall-clock time is not. Record `uptime` with the figures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import inspector from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { SourceMapConsumer } from "source-map";
import { answerInProcess, buildDirOrExit, inProcessHandler } from "./perf-server";

const paths = process.argv.slice(2).filter((a) => a !== "--child");
const runs = Math.max(3, Number(process.env.RUNS ?? 100));
const top = Number(process.env.TOP ?? 30);
const detail = process.env.DETAIL;

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampledNode[];
}

/** The heap sampler's tree as the top allocation sites (the function and its caller), KB a render. */
function promotedTable(head: SampledNode, renders: number): string[] {
  const bySite = new Map<string, number>();
  const name = (n: SampledNode) =>
    `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
  const walk = (node: SampledNode, caller: string) => {
    const here = name(node);
    if (node.selfSize) {
      const site = `${here} < ${caller}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(head, "");
  const total = [...bySite.values()].reduce((a, b) => a + b, 0);
  return [
    `outlived the young collections: ${(total / 1024 / renders).toFixed(1)} KB a render`,
    ...[...bySite]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([site, bytes]) => `${(bytes / 1024 / renders).toFixed(1).padStart(6)} KB  ${site}`),
  ];
}

async function ownerTable(profile: Profile, buildDir: string) {
  const mapFile = path.join(buildDir, "server", "index.js.map");
  const map = fs.existsSync(mapFile)
    ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")))
    : null;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = byId.get(profile.samples[i])!.callFrame;
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    let owner = frame.functionName || "(anonymous)";
    if (frame.url) {
      const file = frame.url.replace(/^file:\/\//, "");
      let source = file.replace(/.*node_modules\//, "npm:").replace(process.cwd() + "/", "");
      if (map && file.endsWith(path.join("server", "index.js")) && frame.lineNumber >= 0) {
        const p = map.originalPositionFor({
          line: frame.lineNumber + 1,
          column: frame.columnNumber,
        });
        if (p.source)
          source = p.source.replace(/.*node_modules\//, "npm:").replace(/^.*\/app\//, "app/");
      }
      const pkg = source.startsWith("npm:")
        ? source
            .split("/")
            .slice(0, source.startsWith("npm:@") ? 2 : 1)
            .join("/")
        : source;
      owner =
        detail && source.includes(detail)
          ? `${pkg} ${frame.functionName || "(anonymous)"}:${frame.lineNumber + 1}`
          : pkg;
    }
    self.set(owner, (self.get(owner) ?? 0) + dt);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${owner}`);
}

async function child(buildDirs: string[]) {
  // One after the other: each build's start-up checks the admin, which must not race.
  const handlers: ReturnType<typeof inProcessHandler>[] = [];
  for (const dir of buildDirs)
    handlers.push(inProcessHandler(await import(path.join(dir, "server/index.js"))));
  const once = (handler: (typeof handlers)[number], p: string) => answerInProcess(handler, p);
  const session = process.env.PROFILE === "1" ? new inspector.Session() : undefined;
  const promoted = process.env.PROMOTED === "1" ? new inspector.Session() : undefined;
  // Garbage collection during the renders (pause time and count), so a heap setting can be judged.
  const gc = { ms: 0, count: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.ms += entry.duration;
      gc.count++;
    }
  }).observe({ entryTypes: ["gc"] });
  // The observer hears of collections on a later turn of the event loop.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  for (const p of paths) {
    for (const handler of handlers) for (let i = 0; i < 5; i++) await once(handler, p);
    if (promoted) {
      promoted.connect();
      // Sampled allocations that survive the young collections and die only in a full one: the
      // garbage the scavenger copies and promotes, which makes its pauses long.
      await promoted.post("HeapProfiler.startSampling", {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: false,
      });
    }
    if (session) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 200 });
      await session.post("Profiler.start");
    }
    // Several builds answer in turn, request by request, so a change in the machine's load weighs
    // on each alike.
    await settle();
    gc.ms = 0;
    gc.count = 0;
    const cpu = handlers.map(() => [] as number[]);
    const last = handlers.map(() => ({ status: 0, bytes: 0 }));
    for (let i = 0; i < runs; i++)
      for (const [b, handler] of handlers.entries()) {
        const before = process.cpuUsage();
        last[b] = await once(handler, p);
        const used = process.cpuUsage(before);
        cpu[b].push((used.user + used.system) / 1000);
      }
    await settle();
    const renders = runs * handlers.length;
    console.log(
      `${p}  GC ${(gc.ms / renders).toFixed(2)} ms a render, ${gc.count} collections in ${renders} renders`,
    );
    for (const [b, dir] of buildDirs.entries()) {
      cpu[b].sort((x, y) => x - y);
      const name = buildDirs.length > 1 ? `${path.basename(dir)} ` : "";
      console.log(
        `${name}${p}  ${last[b].status}  ${(last[b].bytes / 1024).toFixed(1)} KB  CPU median ${cpu[b][Math.floor(runs / 2)].toFixed(2)} ms, p90 ${cpu[b][Math.floor(runs * 0.9)].toFixed(2)} ms (${runs} runs)`,
      );
    }
    if (promoted) {
      const { profile } = (await promoted.post("HeapProfiler.stopSampling")) as {
        profile: { head: SampledNode };
      };
      promoted.disconnect();
      for (const row of promotedTable(profile.head, renders)) console.log(`    ${row}`);
    }
    if (session) {
      const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
      session.disconnect();
      if (process.env.SAVE)
        fs.writeFileSync(
          `${process.env.SAVE}-${p.replace(/\W+/g, "_")}.cpuprofile`,
          JSON.stringify(profile),
        );
      for (const row of await ownerTable(profile, buildDirs[0])) console.log(`    ${row}`);
    }
  }
  process.exit(0);
}

async function main() {
  buildDirs();
  const db = process.env.DB;
  if (!db || !fs.existsSync(db)) {
    console.error(
      "DB=<a database file to copy> is required (a bench:scale catalogue, for example)",
    );
    process.exit(2);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "profile-render-"));
  fs.copyFileSync(db, path.join(dir, "site.db"));
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const code = await new Promise<number | null>((resolve) =>
    spawn(
      process.execPath,
      [
        ...(process.env.NODE_FLAGS ?? "").split(" ").filter(Boolean),
        "--import",
        "tsx",
        new URL(import.meta.url).pathname,
        "--child",
        ...paths,
      ],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_PATH: path.join(dir, "site.db"),
          UPLOADS_DIR: path.join(dir, "uploads"),
          SESSION_SECRET: "profile-render-secret-0123456789abcdef",
          SEED: "0",
          // Each build makes sure of this admin at start: two builds find it made, not make it twice.
          ADMIN_USERNAME: "profile-admin",
          ADMIN_PASSWORD: "profile-admin-password",
          ADMIN_EMAIL: "profile-admin@example.com",
        },
      },
    ).on("exit", resolve),
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  process.exitCode = code ?? 1;
}

/** BUILD_DIR, or several separated by commas to compare them side by side. */
function buildDirs() {
  const dirs = (process.env.BUILD_DIR ?? "build").split(",");
  for (const dir of dirs) {
    process.env.BUILD_DIR = dir;
    buildDirOrExit();
  }
  process.env.BUILD_DIR = dirs.join(",");
  return dirs.map((d) => path.resolve(d));
}

if (process.argv.includes("--child")) await child(buildDirs());
else await main();
