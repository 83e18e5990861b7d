// Every admin page and action, every /api write and every GET, enumerated from app/routes.ts: a new
// route is covered the day it is added. Anonymous visitors are sent to the login page (pages) or get
// 401 (/api); a signed-in admin's cookie used from another site gets 403; and no GET changes the
// database (apart from the driver download counter and the session's last activity).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createDriver } from "~/server/models/drivers.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { adminCookie, args, BASE, ensureAdminUser } from "../integration/admin-test-helpers";
import { loadRouteModule, routeTable, type RouteEntry } from "./route-table";

const PUBLIC_ADMIN = new Set(["admin/login", "admin/logout", "admin/reset-password/:token"]);
/**
 * /api writes anyone may call: signing in, a buyer's quote request and a repair booking (public by
 * design; the booking's own tests cover its limits).
 */
const PUBLIC_API_WRITES = new Set([
  "api/auth/login",
  "api/auth/forgot-password",
  "api/quotes",
  "api/service/tickets",
]);
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
type Headers = Record<string, string>;

let cookie: string;
let token: string;
let table: RouteEntry[];

beforeAll(async () => {
  seedDemoCatalogue(db);
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
  // A real file for /drivers/1/download to serve (and count).
  const stored = `${"ab".repeat(16)}.zip`;
  fs.writeFileSync(path.join(process.env.UPLOADS_DIR!, stored), "PK\x03\x04 driver");
  createDriver({
    name: "Driver",
    version: "1",
    description: "d",
    file: stored,
    file_name: "d.zip",
  });
  table = routeTable("1");
});

/** What a handler gave or threw, as a status and (for redirects) a location. */
async function outcome(fn: () => unknown): Promise<{ status: number; location: string | null }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location") };
  const init = (result as { init?: { status?: number } | null } | undefined)?.init;
  if ((result as { type?: string } | undefined)?.type === "DataWithResponseInit")
    return { status: init?.status ?? 200, location: null };
  return { status: 200, location: null };
}

function request(url: string, method: string, headers: Headers = {}) {
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${BASE}${url}`, {
    method,
    headers: {
      ...(hasBody ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...headers,
    },
    body: hasBody ? "name=x" : undefined,
  });
}

const adminRoutes = () =>
  table.filter((r) => r.path.startsWith("admin") && !PUBLIC_ADMIN.has(r.path));
const apiRoutes = () => table.filter((r) => r.path.startsWith("api/") && r.path !== "api/*");

describe("the route table is what these tests walk", () => {
  it("finds the admin pages, the admin resource routes and the /api writes", async () => {
    const admin = adminRoutes();
    expect(admin.length).toBeGreaterThan(30);
    expect(admin.some((r) => r.path === "admin/products/:id/edit" && r.inAdminLayout)).toBe(true);
    expect(admin.some((r) => r.path === "admin/blogs/preview" && !r.inAdminLayout)).toBe(true);
    let writes = 0;
    for (const r of apiRoutes()) if ((await loadRouteModule(r.file)).action) writes++;
    expect(writes).toBeGreaterThan(10);
  });
});

describe("anonymous: every admin page and action sends to the login page", () => {
  it("every loader and action of every admin route (children checked on their own)", async () => {
    const checked: string[] = [];
    for (const r of adminRoutes()) {
      const mod = await loadRouteModule(r.file);
      for (const [kind, handler, method] of [
        ["loader", mod.loader, "GET"],
        ["action", mod.action, "POST"],
      ] as const) {
        if (!handler) continue;
        const res = await outcome(() =>
          handler(args(request(r.url, method, { "Sec-Fetch-Site": "same-origin" }), r.params)),
        );
        const where = `${kind} of ${r.path} (${r.file})`;
        if (res.status === 401) {
          checked.push(where);
          continue;
        }
        expect([302, 303], where).toContain(res.status);
        expect(new URL(res.location!, BASE).pathname, where).toBe("/admin/login");
        checked.push(where);
      }
    }
    // Every tab has at least its loader; most have actions too.
    expect(checked.length).toBeGreaterThan(40);
  });
});

describe("anonymous: every /api write answers 401", () => {
  it("POST, PUT, PATCH and DELETE without a token (and with a dead one)", async () => {
    let refused = 0;
    for (const r of apiRoutes()) {
      const mod = await loadRouteModule(r.file);
      if (!mod.action || PUBLIC_API_WRITES.has(r.path)) continue;
      const statuses: number[] = [];
      for (const method of WRITE_METHODS) {
        for (const headers of [{}, { Authorization: "Bearer not-a-real-token" }] as Headers[]) {
          const res = await outcome(() =>
            mod.action!(args(request(r.url, method, headers), r.params)),
          );
          // 405 is a method the route does not take, 410 a call that was removed: nothing done.
          expect([401, 405, 410], `${method} /${r.path} ${JSON.stringify(headers)}`).toContain(
            res.status,
          );
          statuses.push(res.status);
        }
      }
      if (statuses.every((s) => s === 405 || s === 410)) continue;
      expect(statuses, `/${r.path} refuses some write with 401`).toContain(401);
      refused++;
    }
    expect(refused).toBeGreaterThan(10);
  });
});

describe("a signed-in admin's cookie used from another site is refused (403)", () => {
  const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

  it("every /api write with the session cookie", async () => {
    let n = 0;
    for (const r of apiRoutes()) {
      const mod = await loadRouteModule(r.file);
      if (!mod.action || PUBLIC_API_WRITES.has(r.path) || r.path === "api/auth/logout") continue;
      for (const method of WRITE_METHODS) {
        const res = await outcome(() =>
          mod.action!(args(request(r.url, method, { Cookie: cookie, ...crossSite }), r.params)),
        );
        expect([403, 405, 410], `${method} /${r.path}`).toContain(res.status);
        if (res.status === 403) n++;
      }
    }
    expect(n).toBeGreaterThan(10);
  });

  it("the same writes from a same-origin page are not refused as cross-site", async () => {
    const mod = await loadRouteModule("routes/api/brands.ts");
    const res = await outcome(() =>
      mod.action!(
        args(
          new Request(`${BASE}/api/brands`, {
            method: "POST",
            headers: {
              Cookie: cookie,
              "Content-Type": "application/json",
              Origin: BASE,
              "Sec-Fetch-Site": "same-origin",
            },
            body: JSON.stringify({ name: "same-origin-brand", display_name: "Same Origin" }),
          }),
        ),
      ),
    );
    expect(res.status).toBe(201);
  });

  it("every admin action and admin resource route, and logout", async () => {
    let n = 0;
    for (const r of table.filter((t) => t.path.startsWith("admin"))) {
      const mod = await loadRouteModule(r.file);
      if (!mod.action || r.path === "admin/login" || r.path.startsWith("admin/reset-password"))
        continue;
      for (const headers of [
        crossSite,
        { "Sec-Fetch-Site": "same-site" },
        { Origin: "null" },
      ] as Headers[]) {
        const res = await outcome(() =>
          mod.action!(args(request(r.url, "POST", { Cookie: cookie, ...headers }), r.params)),
        );
        expect(res.status, `POST ${r.url} ${JSON.stringify(headers)}`).toBe(403);
        n++;
      }
    }
    expect(n).toBeGreaterThan(20);
  });

  it("a bearer token is not a cookie: an API client's write goes through", async () => {
    const mod = await loadRouteModule("routes/api/brands.ts");
    const res = await outcome(() =>
      mod.action!(
        args(
          new Request(`${BASE}/api/brands`, {
            method: "POST",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ name: "token-brand", display_name: "Token Brand" }),
          }),
        ),
      ),
    );
    expect(res.status).toBe(201);
  });
});

/** Every table's rows, minus what a read may legitimately touch. */
function snapshot(): string {
  const tables = db.sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%' order by name",
    )
    .all() as { name: string }[];
  const out: Record<string, unknown> = {};
  for (const { name } of tables) {
    if (name === "admin_sessions" || name === "rate_limit_hits") continue;
    const rows = db.sqlite.prepare(`select * from "${name}" order by rowid`).all() as Record<
      string,
      unknown
    >[];
    out[name] = rows.map((row) => {
      if (name === "drivers") return { ...row, download_count: 0 };
      return row;
    });
  }
  return JSON.stringify(out);
}

describe("no GET changes state", () => {
  it("every loader, anonymous and as the admin, leaves the database as it was", async () => {
    let n = 0;
    for (const r of table) {
      const mod = await loadRouteModule(r.file);
      if (!mod.loader) continue;
      for (const headers of [
        {},
        { Cookie: cookie },
        { Authorization: `Bearer ${token}` },
      ] as Headers[]) {
        const before = snapshot();
        await outcome(() => mod.loader!(args(request(r.url, "GET", headers), r.params)));
        expect(snapshot(), `GET ${r.url} ${Object.keys(headers).join()}`).toBe(before);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});
