// npm run bench:load: the production build under load while an admin keeps saving.
//
// Starts `node server.js` (BUILD_DIR, default "build"; built first when missing) on a free loopback
// port with a fresh database seeded with the demo catalogue, once per process count (WEB_CONCURRENCY
// 1 and 2 by default), and drives it with autocannon at 32 connections for 20 s per URL: the home, a
// category, a product, a search and an /api list. All the while an admin saves a product every second
// through the API. Prints requests/s, p50/p99 latency and errors per URL (errors must be 0: any
// connection error, timeout or status other than 2xx/3xx), the admin saves, and the server's peak
// memory (the largest resident set of any of its processes, and of all of them together).
//
//   npm run bench:load
//   npm run bench:load -- --duration 5 --workers 2
//
// Then a hostile phase (--hostile seconds, 10 by default): 400 clients that trickle request heads
// and bodies a byte at a time, and a stream of huge chunked bodies (a multipart type, no length)
// sent to the sign-in routes, while /healthz is timed every 50 ms: its p99 must stay under 100 ms.
//
// autocannon runs in this process on the same machine, so it competes with the server for CPU.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { option } from "./bench-helpers";
import { startServer, type RunningServer } from "../tests/security/server-helper";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "1xx": number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
}
type Autocannon = (
  options: { url: string; connections: number; duration: number },
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;
// autocannon ships no types: the part used here is typed above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION = Number(option("--duration") ?? process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(option("--connections") ?? 32);
const HOSTILE = Number(option("--hostile") ?? process.env.BENCH_HOSTILE ?? 10);
const WORKERS = (option("--workers") ?? process.env.BENCH_WORKERS ?? "1,2")
  .split(",")
  .map(Number)
  .filter((n) => n >= 1);

function ensureBuild(): void {
  const dir = process.env.BUILD_DIR || "build";
  if (fs.existsSync(path.join(dir, "server/index.js"))) return;
  console.log(`[bench:load] no build in ${dir}: building it first`);
  execSync("npx react-router build", {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: dir },
  });
}

function load(url: string): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Saves {
  ok: number;
  failed: number;
  latencies: number[];
}

/** An admin saving a product every second through PUT /api/products/:id. */
function keepSaving(server: RunningServer, token: string, id: number, saves: Saves) {
  let n = 0;
  const timer = setInterval(async () => {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/products/${id}`, {
        method: "PUT",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          short_description: `Saved under load, revision ${++n}`,
        }).toString(),
      });
      await res.arrayBuffer();
      if (res.ok) saves.ok++;
      else saves.failed++;
    } catch {
      saves.failed++;
    }
    saves.latencies.push(performance.now() - started);
  }, 1000);
  return () => clearInterval(timer);
}

interface Hostile {
  healthz: number[];
  healthzFailed: number;
  slowOpened: number;
  bodies: number;
  bodyBytes: number;
  statuses: Record<string, number>;
}

/** Clients that hold connections open by trickling a head or a body, coming back when cut off. */
function slowClients(port: number, count: number, stats: Hostile): () => void {
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const open = (i: number) => {
    if (stopped) return;
    stats.slowOpened++;
    // Spread over 127.0.0.2..: one address may hold only MAX_CONNECTIONS_PER_ADDRESS connections.
    const s = net.connect({ port, host: "127.0.0.1", localAddress: `127.0.0.${2 + (i % 20)}` });
    sockets.add(s);
    s.on("error", () => {});
    s.write(
      i % 2
        ? "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000\r\n\r\n"
        : "GET / HTTP/1.1\r\nHost: x\r\n",
    );
    const timer = setInterval(() => s.writable && s.write(i % 2 ? "a" : "X-A: b\r\n"), 1000);
    s.on("close", () => {
      clearInterval(timer);
      sockets.delete(s);
      // Cut off by a timeout: back after a while (reconnecting at once would be a plain request
      // flood, a different attack).
      setTimeout(() => open(i), 2000);
    });
  };
  for (let i = 0; i < count; i++) open(i);
  return () => {
    stopped = true;
    for (const s of sockets) s.destroy();
  };
}

/** Posts up to 256 MB chunked to `path` with a multipart type, until the server answers. */
function hugeChunkedBody(url: string, stats: Hostile): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(url);
    let answered = false;
    const req = http.request({
      method: "POST",
      hostname: target.hostname,
      port: target.port,
      path: target.pathname,
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Transfer-Encoding": "chunked",
      },
    });
    const done = (status: string) => {
      if (answered) return;
      answered = true;
      stats.bodies++;
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      req.destroy();
      resolve();
    };
    req.on("response", (res) => done(String(res.statusCode)));
    req.on("error", () => done("closed"));
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < 256 * 1024 * 1024) {
        sent += chunk.length;
        stats.bodyBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** The hostile phase: slow clients and huge bodies while /healthz is timed. */
async function hostile(server: RunningServer): Promise<Hostile> {
  const stats: Hostile = {
    healthz: [],
    healthzFailed: 0,
    slowOpened: 0,
    bodies: 0,
    bodyBytes: 0,
    statuses: {},
  };
  const stopSlow = slowClients(server.port, 400, stats);
  const until = Date.now() + HOSTILE * 1000;
  const senders = [0, 1, 2, 3].map(async (i) => {
    const route = i % 2 ? "/api/auth/forgot-password" : "/api/auth/login";
    while (Date.now() < until) await hugeChunkedBody(`${server.url}${route}`, stats);
  });
  // Once the slow clients are in: /healthz timed from a process of its own, so the attackers' work
  // in this one does not count as the server's.
  await new Promise((r) => setTimeout(r, 500));
  const probe = `
    const until = Date.now() + ${Math.max(1, HOSTILE * 1000 - 500)};
    const times = []; let failed = 0;
    while (Date.now() < until) {
      const t = performance.now();
      try {
        const res = await fetch(${JSON.stringify(`${server.url}/healthz`)}, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t); else failed++;
      } catch { failed++; }
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(JSON.stringify({ times, failed }));`;
  const measured = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["--input-type=module", "-e", probe]);
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.on("error", reject);
      child.on("exit", () => resolve(out));
    }),
  ) as { times: number[]; failed: number };
  stats.healthz = measured.times;
  stats.healthzFailed = measured.failed;
  await Promise.all(senders);
  stopSlow();
  return stats;
}

async function bench(workers: number) {
  const server = await startServer({ env: { WEB_CONCURRENCY: String(workers) } });
  try {
    const token = await server.apiToken();
    const products = (await (await fetch(`${server.url}/api/products?limit=5`)).json()) as
      | { products?: { id: number; slug: string; category: string }[] }
      | { id: number; slug: string; category: string }[];
    const list = Array.isArray(products) ? products : (products.products ?? []);
    if (list.length === 0) throw new Error("the demo catalogue has no products");
    const product = list[0];
    const targets: [string, string][] = [
      ["home", "/"],
      ["category", `/products/category/${product.category}`],
      ["product", `/products/${product.slug}`],
      ["search", "/search?q=zebra+printer"],
      ["/api list", "/api/products?limit=20"],
    ];
    // Warm the caches and the JIT a little, so the first URL is not penalised.
    for (const [, p] of targets) await (await fetch(`${server.url}${p}`)).arrayBuffer();

    let rssTotalMax = 0;
    const sampler = setInterval(() => (rssTotalMax = Math.max(rssTotalMax, server.rssMb())), 200);
    const saves: Saves = { ok: 0, failed: 0, latencies: [] };
    const stopSaving = keepSaving(server, token, product.id, saves);
    const rows: Row[] = [];
    try {
      for (const [name, p] of targets) {
        const r = await load(`${server.url}${p}`);
        rows.push({
          name,
          path: p,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + (r["4xx"] ?? 0) + (r["5xx"] ?? 0) + (r["1xx"] ?? 0),
        });
      }
    } finally {
      stopSaving();
      clearInterval(sampler);
    }
    // The last save may still be in flight.
    await new Promise((r) => setTimeout(r, 1500));
    const attack = HOSTILE > 0 ? await hostile(server) : null;
    const stored = (await (await fetch(`${server.url}/api/products/${product.id}`)).json()) as {
      short_description?: string;
      product?: { short_description?: string };
    };
    return {
      workers,
      rows,
      saves,
      lastSave: stored.short_description ?? stored.product?.short_description ?? "",
      peakRss: server.peakRssMb(),
      rssTotalMax,
      attack,
    };
  } finally {
    await server.stop();
  }
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

ensureBuild();
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `# bench:load — ${os.cpus().length} CPU (${cpu}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, Node ${process.version}`,
);
console.log(`${CONNECTIONS} connections, ${DURATION} s per URL, an admin save every second\n`);
let failures = 0;
for (const workers of WORKERS) {
  const run = await bench(workers);
  console.log(`## WEB_CONCURRENCY=${workers}\n`);
  console.log("| page | path | req/s | p50 ms | p99 ms | errors |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const r of run.rows) {
    console.log(
      `| ${r.name} | \`${r.path}\` | ${pad(r.rps.toFixed(0), 6)} | ${pad(r.p50, 4)} | ${pad(r.p99, 4)} | ${r.errors} |`,
    );
    failures += r.errors;
  }
  console.log(
    `\nadmin saves: ${run.saves.ok} ok, ${run.saves.failed} failed, p50 ${percentile(run.saves.latencies, 50).toFixed(0)} ms, p99 ${percentile(run.saves.latencies, 99).toFixed(0)} ms; last saved: "${run.lastSave}"`,
  );
  console.log(
    `peak memory: ${run.peakRss.toFixed(0)} MB (largest process), ${run.rssTotalMax.toFixed(0)} MB (all processes together)\n`,
  );
  failures += run.saves.failed;
  if (run.attack) {
    const a = run.attack;
    const p99 = percentile(a.healthz, 99);
    console.log(
      `hostile, ${HOSTILE} s: ${a.slowOpened} slow connections opened (400 at a time), ${a.bodies} huge chunked bodies to the sign-in routes (${(a.bodyBytes / 1024 / 1024).toFixed(0)} MB sent in all; answers ${JSON.stringify(a.statuses)}); /healthz ${a.healthz.length} ok, ${a.healthzFailed} failed, p50 ${percentile(a.healthz, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms${p99 < 100 && a.healthzFailed === 0 ? "" : " (must be under 100 ms, none failed)"}\n`,
    );
    if (p99 >= 100 || a.healthzFailed > 0) failures++;
  }
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
if (failures > 0) {
  console.error(`[bench:load] ${failures} errors: the server must answer every request`);
  process.exit(1);
}
