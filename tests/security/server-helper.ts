/**
 * Starts the production build (node server.js) on a free loopback port with a fresh database and
 * uploads folder, for the server-level security checks (headers, body limits, kill -9, memory,
 * concurrency) and for scripts/bench-load.ts. Used from Playwright specs (which run after
 * `npm run build`) and scripts, never from Vitest (which runs before the build).
 *
 *   const server = await startServer();             // BUILD_DIR (default "build") must exist
 *   const res = await fetch(`${server.url}/healthz`);
 *   const token = await server.apiToken();          // POST /api/auth/login as the admin
 *   server.peakRssMb();                             // VmHWM of the serving process(es)
 *   server.kill9(); await server.restart();         // crash and start again on the same files
 *   await server.stop();
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ADMIN = { username: "admin", password: "security-admin-password" };

export interface StartOptions {
  /** Extra environment (WEB_CONCURRENCY, TRUST_PROXY...). */
  env?: Record<string, string>;
  /** An existing data folder to reuse (after a crash); a fresh one by default. */
  dataDir?: string;
  /** SEED=1 (the demo catalogue) unless false. */
  seed?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  log(): string;
  /** The pids of the process tree (the primary and, with WEB_CONCURRENCY, its workers). */
  pids(): number[];
  /** The largest resident set (VmHWM, MB) any serving process has reached. */
  peakRssMb(): number;
  /** The current resident set (VmRSS, MB) summed over the processes. */
  rssMb(): number;
  /** A bearer token for the admin from POST /api/auth/login. */
  apiToken(): Promise<string>;
  /** SIGKILL to every process of the tree, at once. */
  kill9(): void;
  stop(): Promise<void>;
}

/** The build this run uses; throws a clear message when it has not been built. */
export function buildDir(): string {
  const dir = path.resolve(process.env.BUILD_DIR || "build");
  if (!fs.existsSync(path.join(dir, "server/index.js"))) {
    throw new Error(
      `The production build is missing (${dir}/server/index.js): run \`BUILD_DIR=${path.basename(dir)} npx react-router build\` (npm test builds before the e2e tests).`,
    );
  }
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function children(pid: number): number[] {
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

function statusKb(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const m = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const build = buildDir();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-security-"));
  const databasePath = path.join(dataDir, "site.db");
  const uploadsDir = path.join(dataDir, "uploads");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: path.resolve("."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: build,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: "security-session-secret-0123456789abcdef",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: "admin@example.com",
      SITE_URL: url,
      SEED: options.seed === false ? "0" : "1",
      TRUST_PROXY: "0",
      WEB_CONCURRENCY: "1",
      // Benchmarks drive search from one address as fast as it answers: no per-address budget.
      SEARCH_BUDGET_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited before it answered:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  const pids = () => {
    if (!child.pid) return [];
    return [child.pid, ...children(child.pid)];
  };
  let token: string | undefined;
  return {
    url,
    port,
    dataDir,
    databasePath,
    uploadsDir,
    process: child,
    log: () => output,
    pids,
    peakRssMb: () => Math.max(0, ...pids().map((p) => statusKb(p, "VmHWM"))) / 1024,
    rssMb: () => pids().reduce((sum, p) => sum + statusKb(p, "VmRSS"), 0) / 1024,
    async apiToken() {
      if (token) return token;
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      token = ((await res.json()) as { token: string }).token;
      return token;
    },
    kill9() {
      for (const pid of pids().reverse()) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const all = pids();
      child.kill("SIGTERM");
      const timer = setTimeout(() => {
        for (const pid of all) {
          try {
            process.kill(pid, "SIGKILL");
          } catch {
            // already gone
          }
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
      // Workers leave with their primary; make sure none lingers.
      for (const pid of all.slice(1)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
  };
}

export interface StreamedFile {
  field: string;
  name: string;
  /** Total size in bytes; the body is generated while sending, never held in memory. */
  size: number;
  /** The first bytes (a magic number); the rest is filler. */
  head?: Uint8Array;
  /** The last bytes (e.g. a .dmg trailer). */
  tail?: Uint8Array;
}

/**
 * POSTs a multipart form whose file is generated chunk by chunk (so a 100 MB upload costs the test
 * nothing), with a Content-Length. Resolves with the status and body text; a connection the server
 * closed early resolves with status 0.
 */
export function postStreamedMultipart(
  url: string,
  {
    fields = {},
    file,
    headers = {},
    method = "POST",
  }: {
    fields?: Record<string, string>;
    file: StreamedFile;
    headers?: Record<string, string>;
    method?: string;
  },
): Promise<{ status: number; body: string }> {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  let pre = "";
  for (const [k, v] of Object.entries(fields))
    pre += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  pre +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n`;
  const post = `\r\n--${boundary}--\r\n`;
  const preBytes = Buffer.from(pre);
  const postBytes = Buffer.from(post);
  const head = Buffer.from(file.head ?? []);
  const tail = Buffer.from(file.tail ?? []);
  const length = preBytes.length + file.size + postBytes.length;
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request(
      {
        method,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: {
          ...headers,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(length),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error) => {
      // The server may answer (413) and close before the whole body went out.
      if ((error as NodeJS.ErrnoException).code === "EPIPE") return;
      if ((error as NodeJS.ErrnoException).code === "ECONNRESET") resolve({ status: 0, body: "" });
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    let started = false;
    const fill = file.size - tail.length;
    const write = () => {
      if (!started) {
        started = true;
        req.write(preBytes);
        req.write(head);
        sent = head.length;
      }
      while (sent < fill) {
        const n = Math.min(chunk.length, fill - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once("drain", write);
          return;
        }
      }
      req.write(tail);
      req.end(postBytes);
    };
    write();
  });
}
