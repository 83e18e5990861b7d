// Rate limits: sign-in (page and /api share one count per client address; a username under attack
// from many addresses refuses only the addresses that failed), forgot-password and the contact form
// answer 429 with Retry-After; a failing address is refused even the right password until the window
// passes, while the admin signs in from any address that has not been failing.
// (That a spoofed X-Forwarded-For does not reset a count is checked against the real server in
// tests/e2e/security-server.js-only.spec.ts: the address comes from Express.)
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as login from "~/routes/admin/login";
import * as forgot from "~/routes/api/auth-forgot-password";
import * as authLogin from "~/routes/api/auth-login";
import * as contact from "~/routes/site/contact";
import { LOGIN_LIMIT, LOGIN_USERNAME_CEILING } from "~/server/auth/auth.server";
import { createUser } from "~/server/models/users.server";
import {
  ADMIN,
  args,
  BASE,
  ensureAdminUser,
  form,
  unwrap,
} from "../integration/admin-test-helpers";

beforeAll(async () => {
  await ensureAdminUser();
});

afterEach(() => {
  vi.useRealTimers();
});

const pageLogin = (username: string, password: string, address: string) =>
  login.action(
    args(form("/admin/login", { intent: "login", username, password }), {}, address),
  ) as Promise<unknown>;

const apiLogin = async (username: string, password: string, address: string) =>
  (await authLogin.action(
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

/** The status and Retry-After of a page action's answer (data(...) or a Response). */
function statusOf(result: unknown): { status: number; retryAfter: number | null } {
  if (result instanceof Response) {
    const r = result.headers.get("Retry-After");
    return { status: result.status, retryAfter: r === null ? null : Number(r) };
  }
  const init = (result as { init?: { status?: number; headers?: HeadersInit } }).init;
  const r = new Headers(init?.headers).get("Retry-After");
  return { status: unwrap(result).status, retryAfter: r === null ? null : Number(r) };
}

describe("sign-in", () => {
  it("20 failed logins on the page: 429 with Retry-After, the right password refused until the window passes", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = statusOf(await pageLogin(ADMIN.username, `wrong-${i}`, "203.0.113.20"));
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.retryAfter).toBeGreaterThan(0);
        expect(r.retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.windowMs / 1000);
      }
    }
    expect(statuses.slice(0, LOGIN_LIMIT.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_LIMIT.limit).every((s) => s === 429)).toBe(true);
    // The right password from this address is refused too; from an address that has not been
    // failing it works, on the page and through the API: the attacker locked himself out, not the
    // admin.
    expect(statusOf(await pageLogin(ADMIN.username, ADMIN.password, "203.0.113.20")).status).toBe(
      429,
    );
    expect(statusOf(await pageLogin(ADMIN.username, ADMIN.password, "203.0.113.99")).status).toBe(
      303,
    );
    expect((await apiLogin(ADMIN.username, ADMIN.password, "203.0.113.98")).status).toBe(200);
    vi.setSystemTime(start + LOGIN_LIMIT.windowMs - 5_000);
    expect(statusOf(await pageLogin(ADMIN.username, ADMIN.password, "203.0.113.20")).status).toBe(
      429,
    );
    vi.setSystemTime(start + LOGIN_LIMIT.windowMs + 5_000);
    const ok = (await pageLogin(ADMIN.username, ADMIN.password, "203.0.113.20")) as Response;
    expect(ok.status).toBe(303);
  });

  it("/api/auth/login: by address (any usernames) with 429 and Retry-After", async () => {
    const address = "203.0.113.30";
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await apiLogin(`nobody-${i}`, "x", address)).status);
    expect(statuses.slice(0, LOGIN_LIMIT.limit).every((s) => s === 401)).toBe(true);
    const limited = await apiLogin("someone-else", "x", address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many failed sign-in attempts/);
    // Another address is not affected.
    expect((await apiLogin("someone-else", "x", "203.0.113.31")).status).toBe(401);
  });

  it("guesses spread over many addresses: past the username's ceiling only addresses that failed are refused, a clean address still signs in", async () => {
    const user = "spread-target";
    await createUser({ username: user, email: "spread@example.com", password: ADMIN.password });
    // One failure each from LOGIN_USERNAME_CEILING addresses, four at a time.
    for (let i = 0; i < LOGIN_USERNAME_CEILING; i += 4) {
      const batch = [0, 1, 2, 3].filter((j) => i + j < LOGIN_USERNAME_CEILING);
      const statuses = await Promise.all(
        batch.map(async (j) => (await apiLogin(user, "x", `198.18.0.${i + j + 1}`)).status),
      );
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
    // An address that failed once is now refused, even with the right password, on both doors.
    const limited = await apiLogin(user, ADMIN.password, "198.18.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect(statusOf(await pageLogin(user, ADMIN.password, "198.18.0.2")).status).toBe(429);
    // A clean address has its password checked: wrong is 401 (and that address is then refused)...
    expect((await apiLogin(user, "y", "198.18.1.1")).status).toBe(401);
    expect((await apiLogin(user, ADMIN.password, "198.18.1.1")).status).toBe(429);
    // ...and the right password signs in, on the page and through the API.
    expect(statusOf(await pageLogin(user, ADMIN.password, "198.18.1.2")).status).toBe(303);
    expect((await apiLogin(user, ADMIN.password, "198.18.1.3")).status).toBe(200);
  }, 180_000);

  it("parallel guesses from one address get no more than the limit, page and API counted together", async () => {
    const address = "203.0.113.60";
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? apiLogin(ADMIN.username, `burst-${i}`, address).then((r) => r.status)
          : pageLogin(ADMIN.username, `burst-${i}`, address).then((r) => statusOf(r).status),
      ),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT.limit);
    expect(results.filter((s) => s === 429)).toHaveLength(16 - LOGIN_LIMIT.limit);
  }, 120_000);

  it("the right password forgets that address's failures for that username", async () => {
    const address = "203.0.113.70";
    const user = "typing-admin";
    await createUser({ username: user, email: "typing@example.com", password: ADMIN.password });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_LIMIT.limit - 1; i++)
        expect((await apiLogin(user, `typo-${round}-${i}`, address)).status).toBe(401);
      expect(statusOf(await pageLogin(user, ADMIN.password, address)).status).toBe(303);
    }
  }, 120_000);

  it("an IPv6 /64 counts as one address, and an IPv4-mapped address as its IPv4 address", async () => {
    for (let i = 1; i <= LOGIN_LIMIT.limit; i++)
      expect((await apiLogin(`v6-guess-${i}`, "x", `2001:db8:1:2::${i}`)).status).toBe(401);
    expect((await apiLogin("v6-guess-9", "x", "2001:db8:1:2:ffff:1:2:3")).status).toBe(429);
    expect((await apiLogin("v6-guess-9", "x", "2001:db8:1:3::1")).status).toBe(401);
    for (let i = 1; i <= LOGIN_LIMIT.limit; i++) {
      const address = i % 2 ? "::ffff:203.0.113.80" : "203.0.113.80";
      expect((await apiLogin(`v4-guess-${i}`, "x", address)).status).toBe(401);
    }
    expect((await apiLogin("v4-guess-9", "x", "203.0.113.80")).status).toBe(429);
    expect((await apiLogin("v4-guess-9", "x", "::ffff:203.0.113.80")).status).toBe(429);
  }, 120_000);
});

describe("forgot password", () => {
  const ask = async (address: string) =>
    (await forgot.action(
      args(
        new Request(`${BASE}/api/auth/forgot-password`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "someone@example.com" }),
        }),
        {},
        address,
      ),
    )) as Response;

  it("/api/auth/forgot-password: 429 with Retry-After after 5 requests from one address", async () => {
    for (let i = 0; i < 5; i++) expect((await ask("203.0.113.40")).status).toBe(200);
    const limited = await ask("203.0.113.40");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await ask("203.0.113.41")).status).toBe(200);
  });

  it("the login page's reset form: 429 with Retry-After too", async () => {
    const send = () =>
      login.action(
        args(
          form("/admin/login", { intent: "forgot", email: "x@example.com" }),
          {},
          "203.0.113.42",
        ),
      );
    for (let i = 0; i < 5; i++) expect(statusOf(await send()).status).toBe(200);
    const r = statusOf(await send());
    expect(r.status).toBe(429);
    expect(r.retryAfter).toBeGreaterThan(0);
  });
});

describe("contact form", () => {
  const message = {
    name: "Asha Buyer",
    email: "asha@example.com",
    subject: "Quote for labels",
    message: "Please send a quote for 10,000 labels.",
    inquiry_type: "quote",
  };
  const send = (address: string) =>
    contact.action(args(form("/contact", { ...message, _js: "1" }), {}, address));

  it("10 messages an hour from one address, then 429 with Retry-After; others still get through", async () => {
    for (let i = 0; i < 10; i++) expect(statusOf(await send("203.0.113.50")).status).toBe(200);
    const limited = await send("203.0.113.50");
    const r = statusOf(limited);
    expect(r.status).toBe(429);
    expect(r.retryAfter).toBeGreaterThan(0);
    expect(unwrap<{ kind: string; message: string }>(limited).data.message).toMatch(
      /several messages/,
    );
    expect(statusOf(await send("203.0.113.51")).status).toBe(200);
  });
});
