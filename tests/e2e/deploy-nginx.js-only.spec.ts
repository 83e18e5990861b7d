import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { expect, test } from "@playwright/test";
import { buildDirOrExit, startServer, type PerfServer } from "../../scripts/perf-server";
import { freePort } from "../security/server-helper";

// The committed nginx configuration (deploy/nginx.conf) in front of the production build with two
// processes, as docs/deploy.md sets it up: a real nginx (Debian's package) on a free port (never
// 80 or 443, so the port must survive the trip to the app) with a config generated from that file.
// nginx keeps what the app marks public, never the admin or anything signed in (its session
// cookie or a token), form posts through it are accepted, and a product saved by staff shows on
// the public page within the shared max-age. Browser-free, so it runs once (the "js" project).

const NGINX = "/usr/sbin/nginx";
/** The s-maxage the app gives public pages (app/server/http/cache-control.server.ts). */
const SHARED_MAX_AGE_S = 60;

let app: PerfServer;
let token: string;
let nginx: ChildProcess;
let nginxDir: string;
let url: string;
let nginxLog = "";

test.describe.configure({ mode: "serial" });

async function startNginx(port: number, appPort: number) {
  if (!fs.existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does it)`);
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  const site = fs
    .readFileSync("deploy/nginx.conf", "utf8")
    .replaceAll("__LISTEN__", `127.0.0.1:${port}`)
    .replaceAll("__SERVER_NAME__", "localhost")
    .replaceAll("__APP__", `127.0.0.1:${appPort}`)
    .replaceAll("__CACHE_DIR__", path.join(nginxDir, "cache"));
  fs.writeFileSync(path.join(nginxDir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(nginxDir, name)};`;
  fs.writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      // Started by root (a container), its workers would otherwise run as nobody and could not
      // write the cache in this private folder.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${path.join(nginxDir, "nginx.pid")};`,
      `error_log ${path.join(nginxDir, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(nginxDir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  nginx = spawn(
    NGINX,
    [
      "-p",
      nginxDir,
      "-c",
      path.join(nginxDir, "nginx.conf"),
      "-e",
      path.join(nginxDir, "error.log"),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  nginx.stdout!.on("data", (d) => (nginxLog += d));
  nginx.stderr!.on("data", (d) => (nginxLog += d));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped:\n${nginxLog}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${nginxLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // One proxy in front: the app reads the client's address and scheme from its headers.
  app = await startServer(
    buildDirOrExit(),
    { WEB_CONCURRENCY: "2", TRUST_PROXY: "1", SITE_URL: url, PAGE_CACHE_DEBUG: "1" },
    { startTimeoutMs: 240_000 },
  );
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "perf-admin-password" }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  await startNginx(port, Number(new URL(app.baseUrl).port));
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once("exit", r));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await app?.stop();
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
});

const status = (res: Response) => res.headers.get("x-cache-status");

test("public pages are served from nginx's cache", async () => {
  for (const page of ["/about", "/desktop-printers", "/api/categories"]) {
    const first = await fetch(`${url}${page}`, { headers: { "Accept-Encoding": "br" } });
    expect(first.status, page).toBe(200);
    await first.arrayBuffer();
    expect(["MISS", "HIT", "EXPIRED", "STALE", "UPDATING"], page).toContain(status(first));
    const again = await fetch(`${url}${page}`, { headers: { "Accept-Encoding": "br" } });
    expect(status(again), page).toBe("HIT");
    expect(again.headers.get("content-encoding"), page).toBe("br");
    await again.arrayBuffer();
  }
  // Each encoding has its copy: a client without brotli never gets brotli.
  await (await fetch(`${url}/about`, { headers: { "Accept-Encoding": "gzip" } })).arrayBuffer();
  const gzip = await fetch(`${url}/about`, { headers: { "Accept-Encoding": "gzip" } });
  expect(status(gzip)).toBe("HIT");
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
});

test("admin pages, and any request signed in (session cookie or token), are never cached", async () => {
  const nonceOf = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  // The sign-in page: made by the app for every request (a fresh nonce each time), never a HIT.
  const logins = [await fetch(`${url}/admin/login`), await fetch(`${url}/admin/login`)];
  for (const res of logins) {
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(status(res)).not.toBe("HIT");
    await res.text();
  }
  expect(nonceOf(logins[0])).toBeTruthy();
  expect(nonceOf(logins[0])).not.toBe(nonceOf(logins[1]));

  // A cached public page, asked for with the admin's session cookie (either name, among others):
  // nginx passes it by and stores nothing.
  await (await fetch(`${url}/careers`)).text();
  expect(status(await fetch(`${url}/careers`))).toBe("HIT");
  for (const cookie of [
    "__Host-admin_session=anything",
    "_ga=GA1.1.1; admin_session=anything",
    "theme=dark;__Host-admin_session=x",
  ]) {
    const personal = [
      await fetch(`${url}/careers`, { headers: { Cookie: cookie } }),
      await fetch(`${url}/careers`, { headers: { Cookie: cookie } }),
    ];
    for (const res of personal) {
      expect(status(res), cookie).toBe("BYPASS");
      await res.text();
    }
    expect(nonceOf(personal[0]), cookie).not.toBe(nonceOf(personal[1]));
  }
  const withToken = await fetch(`${url}/api/products?page=1&limit=5`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(status(withToken)).toBe("BYPASS");
  expect(withToken.headers.get("cache-control")).toBe("private, no-store");
  await withToken.text();
});

test("a cookie that is not the admin's session does not end caching", async () => {
  await (await fetch(`${url}/careers`)).text();
  for (const cookie of ["_ga=GA1.1.123.456", "theme=dark; not_admin_session=1"]) {
    const res = await fetch(`${url}/careers`, { headers: { Cookie: cookie } });
    expect(res.status, cookie).toBe(200);
    expect(status(res), cookie).toBe("HIT");
    await res.text();
  }
});

test("an encoding the browser refuses is never sent", async () => {
  for (const accept of ["gzip, br;q=0", "br;q=0, gzip", "br;q=0.0,gzip;q=1"]) {
    for (const base of [url, app.baseUrl]) {
      for (let i = 0; i < 2; i++) {
        // Twice: once filling a cache, once from it.
        const res = await fetch(`${base}/about`, { headers: { "Accept-Encoding": accept } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-encoding"), `${accept} from ${base}`).toBe("gzip");
        await res.arrayBuffer();
      }
    }
  }
  const none = await fetch(`${url}/about`, { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
  expect(none.headers.get("content-encoding")).toBeNull();
  await none.arrayBuffer();
});

test("form posts through nginx on a port other than 80/443 are accepted", async () => {
  expect(["80", "443", ""]).not.toContain(new URL(url).port);
  // The sign-in form as a browser posts it from the page nginx served: its Origin names the port.
  const form = new URLSearchParams({ username: "admin", password: "perf-admin-password" });
  const signIn = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: url,
      "Sec-Fetch-Site": "same-origin",
    },
    body: form,
  });
  expect([302, 303], await signIn.text()).toContain(signIn.status);
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0];
  expect(cookie).toMatch(/^__Host-admin_session=/);
  // Signed in, a form post with the session cookie (the strictest check: Origin must match).
  const logout = await fetch(`${url}/admin/logout`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: url,
      Cookie: cookie,
    },
    body: "",
  });
  expect([302, 303], await logout.text()).toContain(logout.status);
  // A public form (the newsletter) without JavaScript: accepted, not a 400 or 403.
  const newsletter = await fetch(`${url}/newsletter`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: "buyer@example.com" }),
  });
  expect(newsletter.status, await newsletter.text()).toBe(200);
});

test("a product saved by staff shows on the public page within the shared max-age", async () => {
  test.setTimeout(SHARED_MAX_AGE_S * 1000 + 60_000);
  const page = "/desktop-printers?sort=name";
  await (await fetch(`${url}${page}`)).text();
  const cachedAt = Date.now();
  expect(status(await fetch(`${url}${page}`))).toBe("HIT");

  const [product] = (await (
    await fetch(`${app.baseUrl}/api/products/category/desktop-printers?page=1&limit=1`)
  ).json()) as { id: number }[];
  const name = "Aardvark Proxy Cache Printer";
  // Through nginx, with the token: passed to the app, never stored.
  const saved = await fetch(`${url}/api/products/${product.id}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name }),
  });
  expect(saved.status, await saved.text()).toBe(200);

  // nginx may show the copy it has until its s-maxage ends, then refreshes it in the background.
  let seenAfter = -1;
  while (Date.now() - cachedAt < (SHARED_MAX_AGE_S + 15) * 1000) {
    const res = await fetch(`${url}${page}`);
    if ((await res.text()).includes(name)) {
      seenAfter = (Date.now() - cachedAt) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  expect(seenAfter, "the saved name never appeared").toBeGreaterThan(0);
  // Within the max-age, plus the one request that finds it expired and the background refresh.
  expect(seenAfter).toBeLessThanOrEqual(SHARED_MAX_AGE_S + 5);
  test.info().annotations.push({
    type: "freshness",
    description: `the save showed through nginx ${seenAfter.toFixed(0)} s after the page was cached`,
  });
});

test("requests per second through nginx's cache, beside the app alone", async () => {
  test.setTimeout(60_000);
  const run = (target: string) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        {
          url: target,
          connections: 16,
          duration: 3,
          headers: { "accept-encoding": "gzip, br" },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
  await (await fetch(`${url}/about`, { headers: { "Accept-Encoding": "br" } })).text();
  const proxied = await run(`${url}/about`);
  const direct = await run(`${app.baseUrl}/about`);
  expect(proxied.non2xx + proxied.errors).toBe(0);
  expect(proxied.requests.total).toBeGreaterThan(0);
  const figure = `/about through nginx's cache: ${Math.round(proxied.requests.total / 3)} req/s (p99 ${proxied.latency.p99} ms); the app alone (2 processes, its page cache): ${Math.round(direct.requests.total / 3)} req/s (p99 ${direct.latency.p99} ms); 16 connections, 3 s each`;
  console.log(`[deploy] ${figure}`);
  test.info().annotations.push({ type: "bench", description: figure });
});
