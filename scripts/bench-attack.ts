// npm run bench:attack: the production build under the attacks of a patient stranger, one at a time,
// while a visitor keeps asking for /healthz and a cached page (each visit on a new connection, every
// 50 ms). For each attack it prints the visits' p50/p99 and failures and the server's peak memory
// (VmHWM of the serving process), with the machine and its load:
//
// - slow connections: 4,000 sockets from 80 loopback addresses (127.0.0.x, 50 each, under the
//   per-address cap), each sending one byte of a request head every 5 s and connecting again as soon
//   as it is closed;
// - held bodies: 1,500 connections (30 addresses) each sending 2 MB minus one byte of a declared
//   2 MB JSON body to /api/auth/login and holding the last byte, again and again;
// - the big API list: 8 clients asking for the unpaged /api/products (brotli) back to back, on a
//   catalogue of --products products (50,000 by default: about 46 MB of JSON);
// - writes during an import: `npm run bench:attack` runs scripts/bench-import-attack.ts after this
//   one (sign-ins and saves beside a 50,000-row import and its undo, in the server's own thread).
//
//   npm run bench:attack
//   npm run bench:attack -- --seconds 20 --products 20000 --only slow,bodies
//
// Each attack runs in a process of its own (this script started again with --attacker), so the
// visitor's timings are not held up by the attackers' own work; all of them share the machine's
// cores with the server: run it on an otherwise idle machine for figures to compare, and read them
// with the load printed.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { execSync, fork } from "node:child_process";
import { option } from "./bench-helpers";
import { machine, startServer, type PerfServer } from "./perf-server";

const SECONDS = Number(option("--seconds") ?? 30);
const PRODUCTS = Number(option("--products") ?? 50_000);
const ONLY = option("--only")?.split(",").filter(Boolean);
const ATTACKER = option("--attacker");
const MB = 1024 * 1024;

function ensureBuild(): string {
  const dir = path.resolve(process.env.BUILD_DIR || "build");
  if (!fs.existsSync(path.join(dir, "server/index.js"))) {
    console.error(`[bench:attack] no build in ${dir}: building it first`);
    execSync("npx react-router build", {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: dir },
    });
  }
  return dir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A GET on a new connection, timed to its last byte; status 0 when it failed or took over 10 s. */
function visit(port: number, pathname: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: pathname, agent: false, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ ms: performance.now() - start, status: res.statusCode ?? 0 }),
        );
        res.on("error", () => resolve({ ms: performance.now() - start, status: 0 }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ ms: performance.now() - start, status: 0 }));
  });
}

interface Probe {
  healthz: { ms: number; status: number }[];
  page: { ms: number; status: number }[];
}

/** The visitor: /healthz and a cached page every 50 ms until stopped. */
function probe(port: number, page: string): { stop(): Promise<Probe> } {
  const result: Probe = { healthz: [], page: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const [h, p] = await Promise.all([visit(port, "/healthz"), visit(port, page)]);
      result.healthz.push(h);
      result.page.push(p);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return result;
    },
  };
}

function connect(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.once("connect", () => {
      socket.removeListener("error", reject);
      socket.on("error", () => {});
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

interface AttackStats {
  opened: number;
  failedToOpen: number;
  closedByServer: number;
  answers: Record<string, number>;
}

/**
 * `count` clients over `addresses` loopback addresses, each running `client` on a fresh socket
 * again and again until stopped; the socket is closed by the server (or at the end).
 */
function crowd(
  port: number,
  count: number,
  addresses: number,
  client: (socket: net.Socket, stats: AttackStats) => void,
) {
  const stats: AttackStats = { opened: 0, failedToOpen: 0, closedByServer: 0, answers: {} };
  const sockets = new Set<net.Socket>();
  let running = true;
  const one = async (address: string) => {
    while (running) {
      let socket: net.Socket;
      try {
        socket = await connect(port, address);
      } catch {
        stats.failedToOpen++;
        await sleep(200);
        continue;
      }
      stats.opened++;
      sockets.add(socket);
      let head = "";
      socket.on("data", (d: Buffer) => {
        if (head.length < 20) {
          head += d.toString("latin1", 0, 20);
          const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
          if (status) stats.answers[status] = (stats.answers[status] ?? 0) + 1;
        }
      });
      client(socket, stats);
      await new Promise((r) => socket.once("close", r));
      sockets.delete(socket);
      if (running) stats.closedByServer++;
      await sleep(20);
    }
  };
  const all: Promise<void>[] = [];
  for (let i = 0; i < count; i++) all.push(one(`127.0.0.${2 + (i % addresses)}`));
  return {
    stats,
    open: () => sockets.size,
    async stop() {
      running = false;
      for (const s of sockets) s.destroy();
      await Promise.all(all);
      return stats;
    },
  };
}

interface Row {
  attack: string;
  load: string;
  healthzP50: number;
  healthzP99: number;
  pageP99: number;
  failures: string;
  peakRssMb: number;
  rssAfterMb: number;
  note: string;
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The serving process: the server's pid (one process: WEB_CONCURRENCY=1). */
function serverPid(server: PerfServer): number {
  const port = new URL(server.baseUrl).port;
  const out = execSync(`ss -Hltnp 'sport = :${port}'`, { encoding: "utf8" });
  return Number(/pid=(\d+)/.exec(out)?.[1] ?? 0);
}

/** Runs one attack for SECONDS while the visitor probes; the row of figures. */
async function measure(
  server: PerfServer,
  name: string,
  load: string,
  attack: () => { stop(): Promise<string> },
): Promise<Row> {
  const port = Number(new URL(server.baseUrl).port);
  const pid = serverPid(server);
  // The peak is read per phase: VmHWM is reset to the current resident set first.
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not allowed here: the peak is then since the start.
  }
  process.stderr.write(`[bench:attack] ${name}: ${load} for ${SECONDS} s ...\n`);
  const running = attack();
  await sleep(2_000);
  const visitor = probe(port, "/");
  await sleep(SECONDS * 1000);
  const seen = await visitor.stop();
  const note = await running.stop();
  const peak = rssMb(pid, "VmHWM");
  // Memory given back: the resident set 10 s after the attack stopped.
  await sleep(10_000);
  const failures = seen.healthz.filter((v) => v.status !== 200).length;
  const pageFailures = seen.page.filter((v) => v.status !== 200).length;
  return {
    attack: name,
    load,
    healthzP50: percentile(
      seen.healthz.map((v) => v.ms),
      50,
    ),
    healthzP99: percentile(
      seen.healthz.map((v) => v.ms),
      99,
    ),
    pageP99: percentile(
      seen.page.map((v) => v.ms),
      99,
    ),
    failures: `${failures}/${seen.healthz.length}, ${pageFailures}/${seen.page.length}`,
    peakRssMb: peak,
    rssAfterMb: rssMb(pid, "VmRSS"),
    note,
  };
}

const describeStats = (s: AttackStats, open: number) =>
  `${s.opened} connections opened, ${s.closedByServer} closed by the server, ${open} open at the end` +
  (Object.keys(s.answers).length
    ? `; answers ${Object.entries(s.answers)
        .map(([k, v]) => `${k}×${v}`)
        .join(" ")}`
    : "");

/** 4,000 sockets trickling a request head, one byte every 5 s. */
function slowConnections(port: number) {
  const head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\nX-Padding: ";
  const attackers = crowd(port, 4_000, 80, (socket) => {
    let i = 0;
    const drip = () => {
      if (!socket.writable) return;
      socket.write(head[i++ % head.length]);
      setTimeout(drip, 5_000);
    };
    drip();
  });
  return {
    async stop() {
      const open = attackers.open();
      return describeStats(await attackers.stop(), open);
    },
  };
}

/** 1,500 connections each sending a 2 MB JSON body but its last byte, and holding. */
function heldBodies(port: number) {
  const size = 2 * MB;
  const head = Buffer.from(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${size}\r\n\r\n`,
  );
  const body = Buffer.alloc(size - 1, 0x20);
  body[0] = 0x5b; // "[": a JSON array that never closes
  const attackers = crowd(port, 1_500, 30, (socket) => {
    socket.write(head);
    socket.write(body);
  });
  return {
    async stop() {
      const open = attackers.open();
      return describeStats(await attackers.stop(), open);
    },
  };
}

/** 8 clients asking for the full product list, brotli, back to back. */
function bigList(port: number) {
  let running = true;
  const times: number[] = [];
  let failures = 0;
  let bytes = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const req = http.get(
          {
            host: "127.0.0.1",
            port,
            path: "/api/products",
            agent,
            headers: { "Accept-Encoding": "br" },
          },
          (res) => {
            let n = 0;
            res.on("data", (d: Buffer) => (n += d.length));
            res.on("end", () => {
              if (res.statusCode === 200) {
                times.push(performance.now() - start);
                bytes = n;
              } else failures++;
              resolve();
            });
            res.on("error", () => {
              failures++;
              resolve();
            });
          },
        );
        req.on("error", () => {
          failures++;
          resolve();
        });
      });
    }
    agent.destroy();
  };
  const clients = Array.from({ length: 8 }, client);
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      return `${times.length} lists sent (${(bytes / MB).toFixed(1)} MB each compressed), p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ${failures} failed`;
    },
  };
}

/**
 * The attacks, in order. Writes during an import are measured by scripts/bench-import-attack.ts,
 * which `npm run bench:attack` runs next: it drives the import in the server's own thread.
 */
const PHASES: {
  key: string;
  name: string;
  load: string;
  run: (port: number) => { stop(): Promise<string> };
}[] = [
  {
    key: "slow",
    name: "slow connections",
    load: "4,000 sockets (80 addresses) trickling a head, 1 byte / 5 s each",
    run: slowConnections,
  },
  {
    key: "bodies",
    name: "held bodies",
    load: "1,500 × 2 MB-1 JSON to /api/auth/login (30 addresses), held",
    run: heldBodies,
  },
  {
    key: "list",
    name: "big API list",
    load: `8 clients, unpaged /api/products (brotli), ${PRODUCTS.toLocaleString("en-US")} products`,
    run: bigList,
  },
];

/** A database with the demo catalogue and PRODUCTS more products, made through the models. */
async function catalogue(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-attack-"));
  const file = path.join(dir, "site.db");
  process.env.DATABASE_PATH = file;
  process.env.UPLOADS_DIR = path.join(dir, "uploads");
  process.env.SEED = "0";
  process.stderr.write(`[bench:attack] making a catalogue of ${PRODUCTS} products ...\n`);
  const { db } = await import("../app/server/db.server");
  const { seedDemoCatalogue } = await import("../app/server/seed/seed.server");
  const { upsertProductsBySlug } = await import("../app/server/models/products.server");
  seedDemoCatalogue(db);
  const words = [
    "thermal",
    "barcode",
    "label",
    "ribbon",
    "industrial",
    "desktop",
    "mobile",
    "rfid",
  ];
  for (let from = 0; from < PRODUCTS; from += 5_000) {
    upsertProductsBySlug(
      Array.from({ length: Math.min(5_000, PRODUCTS - from) }, (_, k) => {
        const i = from + k;
        return {
          name: `Attack ${words[i % 8]} ${words[(i * 3) % 8]} printer ${i}`,
          slug: `attack-${i}`,
          category: i % 3 ? "labels" : "desktop-printers",
          model: `AT${100_000 + i}`,
          short_description: `A ${words[(i * 5) % 8]} printer for ${words[i % 8]} labels, number ${i}.`,
          description: `${words.join(" ")} ${"Prints sharp labels at speed for shipping, retail and healthcare. ".repeat(8)}${i}`,
        };
      }),
    );
  }
  db.sqlite.pragma("wal_checkpoint(TRUNCATE)");
  db.sqlite.close();
  return file;
}

/** One attack in a process of its own; stop() ends it and brings back its description. */
function attackerProcess(key: string, port: number): { stop(): Promise<string> } {
  const child = fork(process.argv[1], ["--attacker", key, "--port", String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const note = new Promise<string>((resolve) => {
    child.on("message", (m) => resolve(String(m)));
    child.once("exit", (code) => resolve(`attacker exited with ${code}`));
  });
  return {
    async stop() {
      child.send("stop");
      return note;
    },
  };
}

/** In an attacker process: run one attack until the parent says stop, then report and leave. */
async function attack(key: string, port: number) {
  const phase = PHASES.find((p) => p.key === key);
  if (!phase) throw new Error(`no attack ${key}`);
  const running = phase.run(port);
  await new Promise((r) => process.once("message", r));
  process.send?.(await running.stop());
  process.disconnect();
  process.exit(0);
}

async function main() {
  const buildDir = ensureBuild();
  const phases = PHASES.filter((p) => !ONLY || ONLY.includes(p.key));
  const databaseFrom = phases.some((p) => p.key === "list") ? await catalogue() : undefined;
  const server = await startServer(buildDir, { SEED: "1" }, { databaseFrom });
  const rows: Row[] = [];
  try {
    const port = Number(new URL(server.baseUrl).port);
    // Warm: the cached page, the list (built and compressed once), /healthz.
    for (const p of ["/", "/", "/healthz"]) await visit(port, p);
    if (databaseFrom) await visit(port, "/api/products");
    const pid = serverPid(server);
    await sleep(2_000);
    const idle = rssMb(pid, "VmRSS");
    const quiet = probe(port, "/");
    await sleep(5_000);
    const base = await quiet.stop();
    rows.push({
      attack: "none",
      load: "the visitor alone",
      healthzP50: percentile(
        base.healthz.map((v) => v.ms),
        50,
      ),
      healthzP99: percentile(
        base.healthz.map((v) => v.ms),
        99,
      ),
      pageP99: percentile(
        base.page.map((v) => v.ms),
        99,
      ),
      failures: `${base.healthz.filter((v) => v.status !== 200).length}/${base.healthz.length}, ${base.page.filter((v) => v.status !== 200).length}/${base.page.length}`,
      peakRssMb: rssMb(pid, "VmHWM"),
      rssAfterMb: idle,
      note: "idle resident set",
    });
    for (const phase of phases)
      rows.push(
        await measure(server, phase.name, phase.load, () => attackerProcess(phase.key, port)),
      );
    const m = machine();
    console.log(
      `\nbench:attack, ${new Date().toISOString().slice(0, 16)}Z, ${m.cores} cores (${m.cpu}), load ${m.load} at the end, Node ${m.node}; ${SECONDS} s per attack, one server process, each attack in its own process on the same machine\n`,
    );
    console.log(
      "| attack | load | /healthz p50 | /healthz p99 | cached page p99 | failed visits (healthz, page) | peak RSS | RSS 10 s after |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of rows)
      console.log(
        `| ${r.attack} | ${r.load} | ${r.healthzP50.toFixed(1)} ms | ${r.healthzP99.toFixed(1)} ms | ${r.pageP99.toFixed(1)} ms | ${r.failures} | ${r.peakRssMb.toFixed(0)} MB | ${r.rssAfterMb.toFixed(0)} MB |`,
      );
    console.log("");
    for (const r of rows) console.log(`- ${r.attack}: ${r.note}`);
    console.log(`- idle resident set ${idle.toFixed(0)} MB; the ceiling is idle + 300 MB`);
  } finally {
    await server.stop();
    if (databaseFrom) fs.rmSync(path.dirname(databaseFrom), { recursive: true, force: true });
  }
}

if (ATTACKER) await attack(ATTACKER, Number(option("--port")));
else await main();
