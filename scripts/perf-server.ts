// The production server for npm run bench and npm run lighthouse: `node server.js` from BUILD_DIR on
// a free port, with a fresh temporary database seeded with the demo catalogue and its own uploads.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { speedLayer } from "../app/server/env.server";
import { handlersByFirstSegment } from "../server/route-partitions";

export interface PerfServer {
  baseUrl: string;
  buildDir: string;
  dataDir: string;
  /** The largest resident set (VmHWM, MB) the server process has reached. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export function buildDirOrExit(): string {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
    console.error(
      `No build in ${buildDir}. Build first: BUILD_DIR=${path.relative(process.cwd(), buildDir)} npx react-router build`,
    );
    process.exit(2);
  }
  return buildDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer /healthz within ${ms / 1000} s:\n${log()}`);
}

export async function startServer(
  buildDir: string,
  extraEnv: Record<string, string> = {},
  /** A prepared database to copy; how long to wait for the first answer (several processes on a
   * busy machine take a while). */
  options: { databaseFrom?: string; startTimeoutMs?: number } = {},
): Promise<PerfServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-server-"));
  // A prepared catalogue: the server works on a copy.
  if (options.databaseFrom) fs.copyFileSync(options.databaseFrom, path.join(dataDir, "site.db"));
  let output = "";
  // PERF_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.PERF_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "site.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "perf-session-secret-0123456789abcdef",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "perf-admin-password",
      ADMIN_EMAIL: "admin@example.com",
      SITE_URL: baseUrl,
      SEED: "1",
      WEB_CONCURRENCY: "1",
      // Benchmarks drive search from one address as fast as it answers: no per-address budget.
      SEARCH_BUDGET_MS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  await waitForHealth(baseUrl, child, () => output, options.startTimeoutMs ?? 180_000);
  return {
    baseUrl,
    buildDir,
    dataDir,
    peakRssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Product, blog post and category pages that exist in the demo catalogue. */
export async function samplePaths(baseUrl: string) {
  const featured = (await (await fetch(`${baseUrl}/api/products/featured?limit=1`)).json()) as {
    slug: string;
  }[];
  const blogsBody = (await (await fetch(`${baseUrl}/api/blogs`)).json()) as
    { slug: string }[] | { blogs?: { slug: string }[]; data?: { slug: string }[] };
  const blogs = Array.isArray(blogsBody) ? blogsBody : (blogsBody.blogs ?? blogsBody.data ?? []);
  if (!featured[0] || !blogs[0]) throw new Error("the demo catalogue has no product or blog post");
  return {
    home: "/",
    category: "/desktop-printers",
    product: `/products/${featured[0].slug}`,
    blog: `/blog/${blogs[0].slug}`,
  };
}

export function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism?.() ?? cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" "),
    node: process.version,
  };
}

/**
 * React Router's request handler for a build as the server uses it: a path answered by the routes
 * that start with its first segment (server/route-partitions.ts).
 */
export function inProcessHandler(build: ServerBuild): (request: Request) => Promise<Response> {
  const handlerFor = handlersByFirstSegment(
    build,
    (part) => createRequestHandler(part, "production"),
    speedLayer,
  );
  return (request) => handlerFor(new URL(request.url).pathname)(request);
}

/**
 * One answer from a build's request handler, in-process: the status and body size. The request
 * carries a signal that is aborted once the body is read, as the Express adapter aborts it when the
 * response closes: a Request made without one left about 40 KB a render reachable (React Router's
 * copies of the request stay tied to its signal), which grew the heap by tens of MB over a long run.
 */
export async function answerInProcess(
  handler: (request: Request) => Promise<Response>,
  pathAndQuery: string,
): Promise<{ status: number; bytes: number }> {
  const controller = new AbortController();
  const res = await handler(
    new Request(`http://localhost${pathAndQuery}`, { signal: controller.signal }),
  );
  const body = await res.arrayBuffer();
  controller.abort();
  return { status: res.status, bytes: body.byteLength };
}
