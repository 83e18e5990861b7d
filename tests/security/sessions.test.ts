// Sessions and tokens: a copied cookie dies with logout, idle and absolute timeouts hold, a password
// change by any path (reset link, ADMIN_PASSWORD at start, npm run admin:create) ends everything; bearer tokens die with logout and expiry and never come from the query
// string; redirectTo never leads off the site.
import { spawnSync } from "node:child_process";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as login from "~/routes/admin/login";
import * as logout from "~/routes/admin/logout";
import * as resetPassword from "~/routes/admin/reset-password";
import * as authLogin from "~/routes/api/auth-login";
import * as authLogout from "~/routes/api/auth-logout";
import * as authVerify from "~/routes/api/auth-verify";
import { getSessionAdmin, requireAdmin, SESSION_TIMEOUTS } from "~/server/auth/auth.server";
import { countAdminSessions } from "~/server/models/admin-sessions.server";
import { createPasswordReset } from "~/server/models/password-resets.server";
import { createUser, getUserByUsername } from "~/server/models/users.server";
import {
  ADMIN,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
} from "../integration/admin-test-helpers";

const SAME_ORIGIN = { Origin: BASE, "Sec-Fetch-Site": "same-origin" };
const HOUR = 60 * 60 * 1000;
let userId: number;

beforeAll(async () => {
  userId = (await ensureAdminUser()).id;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Signs in through the login page's action; returns the cookie a browser would keep. */
async function signIn(remember = false, address = "198.51.100.7"): Promise<string> {
  const res = (await login.action(
    args(
      form(
        "/admin/login",
        {
          intent: "login",
          username: ADMIN.username,
          password: ADMIN.password,
          ...(remember ? { remember: "on" } : {}),
        },
        SAME_ORIGIN,
      ),
      {},
      address,
    ),
  )) as Response;
  expect(res.status).toBe(303);
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

const page = (cookie: string, url = "/admin/products") =>
  new Request(`${BASE}${url}`, { headers: { Cookie: cookie } });

async function signedIn(cookie: string): Promise<boolean> {
  return (await getSessionAdmin(page(cookie))) !== null;
}

/** Moves the clock (Date only: scrypt and timers keep running). */
function at(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
}

describe("admin sessions", () => {
  it("a fresh session id at every sign-in; logout ends that session server-side, not just the cookie", async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a).not.toBe(b);
    expect(await signedIn(a)).toBe(true);
    const stolenCopy = a;
    const out = (await logout.action(
      args(new Request(`${BASE}/admin/logout`, { method: "POST", headers: { Cookie: a } })),
    )) as Response;
    expect(out.status).toBe(303);
    expect(out.headers.get("Set-Cookie")).toMatch(
      /admin_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    // The copy an attacker kept is dead; the admin's other session (another browser) lives on.
    expect(await signedIn(stolenCopy)).toBe(false);
    const thrown = await settle(() => requireAdmin(page(stolenCopy)));
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toContain("/admin/login");
    expect(await signedIn(b)).toBe(true);
  });

  it("ends after 2 hours without a request, and activity keeps it alive (rolling)", async () => {
    const start = Date.now();
    at(start);
    const cookie = await signIn();
    at(start + SESSION_TIMEOUTS.idleMs - 60_000);
    expect(await signedIn(cookie)).toBe(true);
    // Active every 1.5 hours: still signed in 5 hours after sign-in.
    at(start + 3 * HOUR);
    expect(await signedIn(cookie)).toBe(true);
    at(start + 4.5 * HOUR);
    expect(await signedIn(cookie)).toBe(true);
    at(start + 4.5 * HOUR + SESSION_TIMEOUTS.idleMs + 1000);
    expect(await signedIn(cookie)).toBe(false);
    // Once ended it stays ended.
    at(start + 4.5 * HOUR + SESSION_TIMEOUTS.idleMs + 2000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ends 12 hours after sign-in without Remember me, however active", async () => {
    const start = Date.now();
    at(start);
    const cookie = await signIn(false);
    for (let h = 1; h < 12; h++) {
      at(start + h * HOUR);
      expect(await signedIn(cookie), `after ${h} h`).toBe(true);
    }
    at(start + 12 * HOUR + 1000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("with Remember me lasts past 12 hours while active, and never past 30 days", async () => {
    const start = Date.now();
    at(start);
    const res = (await login.action(
      args(
        form(
          "/admin/login",
          { intent: "login", username: ADMIN.username, password: ADMIN.password, remember: "on" },
          SAME_ORIGIN,
        ),
      ),
    )) as Response;
    // The browser keeps the cookie for 30 days; the server decides when it stops working.
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0];
    let t = start;
    while (t < start + 30 * 24 * HOUR - 2 * HOUR) {
      t += 1.5 * HOUR;
      at(t);
      if (t < start + 30 * 24 * HOUR) expect(await signedIn(cookie)).toBe(true);
    }
    at(start + 30 * 24 * HOUR + 1000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("a password reset ends every session and every API token", async () => {
    const cookie = await signIn();
    const token = (await (
      (await authLogin.action(
        args(
          new Request(`${BASE}/api/auth/login`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
          }),
        ),
      )) as Response
    ).json()) as { token: string };
    expect(countAdminSessions(userId)).toBeGreaterThan(0);
    const link = createPasswordReset(userId);
    const res = (await resetPassword.action(
      args(
        form(`/admin/reset-password/${link}`, {
          password: ADMIN.password,
          confirm: ADMIN.password,
        }),
        { token: link },
      ),
    )) as Response;
    expect(res.status).toBe(303);
    expect(await signedIn(cookie)).toBe(false);
    expect(countAdminSessions(userId)).toBe(0);
    const verify = (await authVerify.loader(
      args(
        new Request(`${BASE}/api/auth/verify`, {
          headers: { Authorization: `Bearer ${token.token}` },
        }),
      ),
    )) as Response;
    expect(verify.status).toBe(401);
  });
});

describe("any password change ends every session and API token of that user", () => {
  /** Signs `username` in on the page and through the API: a browser's cookie and a client's token. */
  async function signInBoth(username: string, password: string, address: string) {
    const page = (await login.action(
      args(form("/admin/login", { intent: "login", username, password }), {}, address),
    )) as Response;
    expect(page.status).toBe(303);
    const api = (await authLogin.action(
      args(
        new Request(`${BASE}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username, password }),
        }),
        {},
        address,
      ),
    )) as Response;
    expect(api.status).toBe(200);
    return {
      cookie: page.headers.get("Set-Cookie")!.split(";")[0],
      token: ((await api.json()) as { token: string }).token,
    };
  }

  async function alive({ cookie, token }: { cookie: string; token: string }) {
    const verify = (await authVerify.loader(
      args(
        new Request(`${BASE}/api/auth/verify`, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    )) as Response;
    return { session: await signedIn(cookie), token: verify.status === 200 };
  }

  async function start(env: Record<string, string>) {
    vi.spyOn(console, "log").mockImplementation(() => {});
    Object.assign(process.env, env);
    vi.resetModules();
    try {
      await (await import("~/server/startup.server")).ensureAdmin();
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
      vi.restoreAllMocks();
    }
  }

  it("a start with a changed ADMIN_PASSWORD; a start with the same one signs nobody out", async () => {
    const env = { ADMIN_USERNAME: "owner", ADMIN_EMAIL: "owner@example.com" };
    await start({ ...env, ADMIN_PASSWORD: "first-password-123" });
    const owner = getUserByUsername("owner")!;
    const before = await signInBoth("owner", "first-password-123", "198.51.100.60");
    await start({ ...env, ADMIN_PASSWORD: "first-password-123" });
    expect(await alive(before)).toEqual({ session: true, token: true });

    await start({ ...env, ADMIN_PASSWORD: "second-password-456" });
    expect(await alive(before)).toEqual({ session: false, token: false });
    expect(countAdminSessions(owner.id)).toBe(0);
    // The new password works; the old one is refused.
    const after = await signInBoth("owner", "second-password-456", "198.51.100.61");
    expect(await alive(after)).toEqual({ session: true, token: true });
    const old = await authLogin.action(
      args(
        new Request(`${BASE}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: "owner", password: "first-password-123" }),
        }),
        {},
        "198.51.100.61",
      ),
    );
    expect((old as Response).status).toBe(401);
  }, 120_000);

  it("npm run admin:create, run as its own process beside the live database", async () => {
    const user = await createUser({
      username: "ops",
      email: "ops@example.com",
      password: "ops-password-123",
    });
    const before = await signInBoth("ops", "ops-password-123", "198.51.100.62");
    const other = await signIn(false, "198.51.100.63");
    const run = spawnSync("npm", ["run", "admin:create", "--", "ops", "ops-password-456"], {
      env: { ...process.env },
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(await alive(before)).toEqual({ session: false, token: false });
    expect(countAdminSessions(user.id)).toBe(0);
    // Another admin's session is untouched.
    expect(await signedIn(other)).toBe(true);
    expect(await alive(await signInBoth("ops", "ops-password-456", "198.51.100.64"))).toEqual({
      session: true,
      token: true,
    });
  }, 120_000);
});

describe("API bearer tokens", () => {
  async function newToken(): Promise<string> {
    const res = (await authLogin.action(
      args(
        new Request(`${BASE}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
        }),
      ),
    )) as Response;
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }
  const verify = async (init: { url?: string; headers?: Record<string, string> }) =>
    (
      (await authVerify.loader(
        args(new Request(`${BASE}${init.url ?? "/api/auth/verify"}`, { headers: init.headers })),
      )) as Response
    ).status;

  it("401 after logout", async () => {
    const token = await newToken();
    expect(await verify({ headers: { Authorization: `Bearer ${token}` } })).toBe(200);
    const out = (await authLogout.action(
      args(
        new Request(`${BASE}/api/auth/logout`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}` },
        }),
      ),
    )) as Response;
    expect(out.status).toBe(200);
    expect(await verify({ headers: { Authorization: `Bearer ${token}` } })).toBe(401);
  });

  it("401 once expired (7 days)", async () => {
    const start = Date.now();
    at(start);
    const token = await newToken();
    at(start + 7 * 24 * HOUR - 60_000);
    expect(await verify({ headers: { Authorization: `Bearer ${token}` } })).toBe(200);
    at(start + 7 * 24 * HOUR + 1000);
    expect(await verify({ headers: { Authorization: `Bearer ${token}` } })).toBe(401);
  });

  it("401 when the token is in the query string, whatever the parameter's name", async () => {
    const token = await newToken();
    for (const q of ["token", "access_token", "auth", "bearer", "Authorization"]) {
      expect(await verify({ url: `/api/auth/verify?${q}=${token}` }), q).toBe(401);
    }
    expect(await verify({ headers: { Authorization: `Token ${token}` } })).toBe(401);
    expect(await verify({ headers: { Authorization: `Bearer ${token}x` } })).toBe(401);
  });
});

describe("redirectTo never leads off the site", () => {
  const hostile = [
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "HTTPS://evil.example/admin",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2F%2Fevil.example",
    "%2f%2fevil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "%5C%5Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "///evil.example",
    "/./\\evil.example",
    "https:/\\evil.example",
    "//evil.example%2F@site",
    "\u3002evil.example",
    "/\u0000//evil.example",
  ];

  function expectOnSite(location: string | null, input: string) {
    expect(location, input).toBeTruthy();
    expect(location!.startsWith("/"), input).toBe(true);
    expect(location!.startsWith("//"), input).toBe(false);
    expect(location!.includes("\\"), input).toBe(false);
    // eslint-disable-next-line no-control-regex -- control characters are what must not pass
    expect(/[\u0000-\u001f]/.test(location!), input).toBe(false);
    expect(new URL(location!, "https://site.test").origin, input).toBe("https://site.test");
  }

  it("the login action ignores every hostile value (goes to /admin)", async () => {
    for (const redirectTo of hostile) {
      const res = (await login.action(
        args(
          form(
            "/admin/login",
            { intent: "login", username: ADMIN.username, password: ADMIN.password, redirectTo },
            SAME_ORIGIN,
          ),
          {},
          "192.0.2.50",
        ),
      )) as Response;
      expect(res.status, redirectTo).toBe(303);
      expectOnSite(res.headers.get("Location"), redirectTo);
      expect(res.headers.get("Location"), redirectTo).toBe("/admin");
    }
  }, 90_000);

  it("the login page of a signed-in admin ignores them too (and encoded in the query)", async () => {
    const cookie = await signIn(false, "192.0.2.51");
    for (const redirectTo of hostile) {
      const url = `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`;
      const thrown = await settle(() => login.loader(args(page(cookie, url))));
      const res = thrown as Response;
      expect([302, 303], redirectTo).toContain(res.status);
      expectOnSite(res.headers.get("Location"), redirectTo);
    }
  });

  it("a path on the site is honoured", async () => {
    const res = (await login.action(
      args(
        form(
          "/admin/login",
          {
            intent: "login",
            username: ADMIN.username,
            password: ADMIN.password,
            redirectTo: "/admin/products?page=2",
          },
          SAME_ORIGIN,
        ),
        {},
        "192.0.2.52",
      ),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/products?page=2");
  });
});
