import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { buildDirOrExit } from "../../scripts/perf-server";
import { freePort } from "../security/server-helper";

// The README's run command, `npm start`, as a newcomer runs it: no NODE_ENV, no SESSION_SECRET.
// It serves the production build as production (HSTS, the __Host- session cookie), builds nothing
// when the build is current, and on a real host without SESSION_SECRET it refuses to start with
// one line. Browser-free, so it runs once (the "js" project).

let work: string;
let buildDir: string;
const started: ChildProcess[] = [];

test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "site-start-"));
  // A copy of the build the suite made (with its stamp), so nothing here can touch the one the
  // other tests are served from; inside the project, where the build finds its node_modules
  // (build-*/ is ignored by git).
  buildDir = fs.mkdtempSync(path.resolve("build-start-test-"));
  fs.cpSync(buildDirOrExit(), buildDir, { recursive: true });
});

test.afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** `npm start` in its own process group, with the given environment and none of the suite's. */
function npmStart(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(NODE_ENV|SESSION_SECRET|SITE_URL|ADMIN_|E2E_|DATABASE_PATH|UPLOADS_DIR)/.test(k),
    ),
  ) as Record<string, string>;
  const child = spawn("npm", ["start"], {
    env: { ...clean, BUILD_DIR: buildDir, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (err += d));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, exited, out: () => out, err: () => err };
}

test("npm start serves production on this machine without a secret, and builds nothing", async () => {
  test.setTimeout(240_000);
  const stamp = path.join(buildDir, ".source-hash");
  expect(fs.existsSync(stamp), "npm run build stamps the build").toBe(true);
  const stampedAt = fs.statSync(stamp).mtimeMs;
  const serverBuiltAt = fs.statSync(path.join(buildDir, "server", "index.js")).mtimeMs;
  const port = await freePort();
  const data = path.join(work, "local");
  const run = npmStart({
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DATABASE_PATH: path.join(data, "site.db"),
    UPLOADS_DIR: path.join(data, "uploads"),
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "start-admin-password",
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (run.child.exitCode !== null)
      throw new Error(`npm start stopped:\n${run.out()}${run.err()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`npm start did not answer:\n${run.out()}${run.err()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = run.out() + run.err();
  expect(log).toContain("is current: not rebuilding");
  expect(log).not.toContain("[start] building");
  expect(fs.statSync(path.join(buildDir, "server", "index.js")).mtimeMs).toBe(serverBuiltAt);
  expect(fs.statSync(stamp).mtimeMs).toBe(stampedAt);
  // A local first run may make its own secret, and says so.
  expect(log).toMatch(/SESSION_SECRET is not set: generated a secret in .*\.session-secret/);
  expect(fs.existsSync(path.join(data, ".session-secret"))).toBe(true);

  const page = await fetch(`${base}/about`);
  expect(page.status).toBe(200);
  expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  await page.text();
  const signIn = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
    },
    body: new URLSearchParams({ username: "admin", password: "start-admin-password" }),
  });
  expect([302, 303], await signIn.text()).toContain(signIn.status);
  const cookie = signIn.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^__Host-admin_session=/);
  expect(cookie).toMatch(/;\s*Secure/i);
});

test("on a real host without SESSION_SECRET, npm start refuses with one line", async () => {
  test.setTimeout(120_000);
  const data = path.join(work, "real-host");
  const run = npmStart({
    PORT: String(await freePort()),
    SITE_URL: "https://shop.example.in",
    DATABASE_PATH: path.join(data, "site.db"),
    UPLOADS_DIR: path.join(data, "uploads"),
  });
  const code = await run.exited;
  expect(code).not.toBe(0);
  const said = run
    .err()
    .split("\n")
    .filter((l) => l.includes("SESSION_SECRET"));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/^\[server\] SESSION_SECRET is not set: .*openssl rand -hex 32/);
  expect(run.err()).not.toMatch(/^\s+at /m);
  // Nothing was made: no database, no generated secret.
  expect(fs.existsSync(path.join(data, "site.db"))).toBe(false);
  expect(fs.existsSync(path.join(data, ".session-secret"))).toBe(false);
});
