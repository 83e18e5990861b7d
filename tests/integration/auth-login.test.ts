import { beforeAll, describe, expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import {
  getSessionAdmin,
  LOGIN_LIMIT,
  REMEMBER_ME_SECONDS,
  requireAdmin,
} from "~/server/auth/auth.server";
import { bumpSessionVersion } from "~/server/models/users.server";
import {
  ADMIN,
  args,
  BASE,
  cookieFrom,
  ensureAdminUser,
  flashOf,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";

let address = 0;
/** A fresh client address per test, so one test's failures never lock another out. */
const nextAddress = () => `198.51.100.${++address}`;

function login(fields: Record<string, string>, ip = nextAddress()) {
  return loginAction(args(form("/admin/login", { intent: "login", ...fields }), {}, ip));
}

beforeAll(async () => {
  await ensureAdminUser();
});

describe("admin login", () => {
  it("signs in, renews the session and goes to /admin; the cookie is httpOnly and SameSite=Lax", async () => {
    const res = (await login({ username: ADMIN.username, password: ADMIN.password })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin");
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    // Without 'Remember me' the cookie lasts for the browser session only.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookieFrom(res, "admin_session")!;
    const user = await requireAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }));
    expect(user).toMatchObject({ username: ADMIN.username, role: "admin" });
    expect(user).not.toHaveProperty("password_hash");

    // A second sign-in issues a different session, never the one the request came with.
    const again = (await loginAction(
      args(
        form(
          "/admin/login",
          { intent: "login", username: ADMIN.username, password: ADMIN.password },
          { Cookie: cookie },
        ),
        {},
        nextAddress(),
      ),
    )) as Response;
    expect(cookieFrom(again, "admin_session")).not.toBe(cookie);
  });

  it("'Remember me' gives a 30-day cookie", async () => {
    const res = (await login({
      username: ADMIN.username,
      password: ADMIN.password,
      remember: "on",
    })) as Response;
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(setCookie).toContain(`Max-Age=${REMEMBER_ME_SECONDS}`);
    expect(REMEMBER_ME_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it("refuses a wrong password with the fixed message and status 401, keeping the username", async () => {
    const { data, status } = unwrap<{ error: string; username: string }>(
      await login({ username: ADMIN.username, password: "wrong-password" }),
    );
    expect(status).toBe(401);
    expect(data.error).toBe("Invalid username or password");
    expect(data.username).toBe(ADMIN.username);
  });

  it("refuses an unknown username with the same message", async () => {
    const { data, status } = unwrap<{ error: string }>(
      await login({ username: "nobody", password: "whatever-it-is" }),
    );
    expect(status).toBe(401);
    expect(data.error).toBe("Invalid username or password");
  });

  it("requires username and password (400 with field messages)", async () => {
    const { data, status } = unwrap<{ fieldErrors: Record<string, string> }>(
      await login({ username: " ", password: "" }),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("locks the address that failed 5 times in 15 minutes out of a username, not the username everywhere", async () => {
    expect(LOGIN_LIMIT).toMatchObject({ limit: 5, windowMs: 15 * 60 * 1000 });
    const ip = nextAddress();
    await ensureLocked("locked-user", ip);
    const { data, status } = unwrap<{ error: string }>(
      await login({ username: "locked-user", password: "anything-at-all" }, ip),
    );
    expect(status).toBe(429);
    expect(data.error).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another address still has its password checked: someone's failures never lock the account.
    expect(
      unwrap(await login({ username: "locked-user", password: "anything-at-all" })).status,
    ).toBe(401);
  }, 30_000);

  it("locks an address out after 5 failures, whatever the username", async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) {
      const { status } = unwrap(await login({ username: `guess-${i}`, password: "nope-nope" }, ip));
      expect(status).toBe(401);
    }
    const res = await login({ username: ADMIN.username, password: ADMIN.password }, ip);
    expect(unwrap(res).status).toBe(429);
    // The admin can still sign in from elsewhere.
    expect(
      ((await login({ username: ADMIN.username, password: ADMIN.password })) as Response).status,
    ).toBe(303);
  }, 30_000);

  it("goes back to a same-site redirectTo, and refuses external ones", async () => {
    const to = async (redirectTo: string) =>
      (
        (await login({
          username: ADMIN.username,
          password: ADMIN.password,
          redirectTo,
        })) as Response
      ).headers.get("Location");
    expect(await to("/admin/products?page=2")).toBe("/admin/products?page=2");
    // Every refused form is covered by tests/unit/safe-redirect.test.ts; one through the action here.
    expect(await to("https://evil.example/phish")).toBe("/admin");
  }, 60_000);

  it("the login page sends a signed-in admin on, and passes only a safe redirectTo to the form", async () => {
    const page = unwrap<{ redirectTo: string }>(
      await loginLoader(args(new Request(`${BASE}/admin/login?redirectTo=https://evil.example`))),
    );
    expect(page.data.redirectTo).toBe("");
    const kept = unwrap<{ redirectTo: string }>(
      await loginLoader(args(new Request(`${BASE}/admin/login?redirectTo=%2Fadmin%2Fproducts`))),
    );
    expect(kept.data.redirectTo).toBe("/admin/products");
  });

  it("bumping users.session_version ends existing sessions", async () => {
    const res = (await login({ username: ADMIN.username, password: ADMIN.password })) as Response;
    const cookie = cookieFrom(res, "admin_session")!;
    const request = () => new Request(`${BASE}/admin`, { headers: { Cookie: cookie } });
    expect(await getSessionAdmin(request())).not.toBeNull();
    const user = await ensureAdminUser();
    bumpSessionVersion(user.id);
    expect(await getSessionAdmin(request())).toBeNull();
    const thrown = (await settle(() => requireAdmin(request()))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/admin/login");
  });

  it("logout is a POST that clears the cookie and says so on the login page", async () => {
    const res = (await logoutAction(args(form("/admin/logout", {})))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/login");
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await flashOf(res)).toEqual({ type: "success", message: "You have been signed out." });
  });
});

async function ensureLocked(username: string, ip: string) {
  for (let i = 0; i < 5; i++) {
    const r = unwrap(await login({ username, password: `wrong-${i}-password` }, ip));
    const { status } = r;
    expect(status).toBe(401);
  }
}

describe("rate-limit hits", () => {
  it("count only inside the window, and a key's day-old hits are dropped", async () => {
    const { checkRateLimit, countHits, recordHit } =
      await import("~/server/models/rate-limits.server");
    const now = Date.now();
    const rule = { bucket: "test", limit: 2, windowMs: 60_000 };
    recordHit("test", "k", now - 2 * 24 * 60 * 60 * 1000);
    recordHit("test", "k", now - 120_000);
    recordHit("test", "k", now - 1000);
    expect(checkRateLimit(rule, ["k"], now)).toMatchObject({ limited: false, hits: 1 });
    recordHit("test", "k", now);
    const state = checkRateLimit(rule, ["k"], now);
    expect(state.limited).toBe(true);
    expect(state.retryAfterSeconds).toBe(59);
    expect(countHits("test", "k", 0)).toBe(3);
  });
});
