import { beforeAll, describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "~/routes/api/auth-forgot-password";
import { action as loginAction } from "~/routes/api/auth-login";
import { action as logoutAction } from "~/routes/api/auth-logout";
import { loader as verifyLoader } from "~/routes/api/auth-verify";
import { action as productsAction, loader as productsLoader } from "~/routes/api/products";
import { requireApiAdmin } from "~/server/auth/auth.server";
import { API_TOKEN_TTL_MS, createApiToken, hashToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { db } from "~/server/db.server";
import { apiTokens } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import {
  ADMIN,
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  multipart,
  pngFile,
  settle,
} from "./admin-test-helpers";

function json(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiLogin(): Promise<{ token: string; user: Record<string, unknown> }> {
  const res = (await loginAction(
    args(json("/api/auth/login", { username: ADMIN.username, password: ADMIN.password })),
  )) as Response;
  expect(res.status).toBe(200);
  return res.json();
}

async function verify(headers: Record<string, string>, url = "/api/auth/verify") {
  return (await verifyLoader(args(new Request(`${BASE}${url}`, { headers })))) as Response;
}

beforeAll(async () => {
  await ensureAdminUser();
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createProduct({
    name: "Hidden Printer",
    slug: "hidden-printer",
    category: "desktop-printers",
    short_description: "Not for sale yet",
    description: "An inactive product.",
    status: "inactive",
  });
});

describe("/api/auth token life cycle", () => {
  it("login → {token, user}; the token is stored only as its SHA-256 hash and expires in 7 days", async () => {
    const { token, user } = await apiLogin();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toEqual({
      id: expect.any(Number),
      username: "admin",
      email: ADMIN.email,
      role: "admin",
    });
    const row = db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.token_hash, hashToken(token)))
      .get()!;
    expect(row).toBeDefined();
    expect(JSON.stringify(db.select().from(apiTokens).all())).not.toContain(token);
    const lifetime = Date.parse(row.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(API_TOKEN_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(API_TOKEN_TTL_MS);
    expect(API_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("verify accepts the bearer token, never a token in the query string", async () => {
    const { token } = await apiLogin();
    const ok = await verify(bearer(token));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ valid: true, user: { username: "admin" } });
    const inQuery = await verify({}, `/api/auth/verify?token=${token}`);
    expect(inQuery.status).toBe(401);
    const inQuery2 = await verify({}, `/api/auth/verify?access_token=${token}`);
    expect(inQuery2.status).toBe(401);
  });

  it("logout revokes the token: verify and writes answer 401 afterwards", async () => {
    const { token } = await apiLogin();
    const out = (await logoutAction(
      args(new Request(`${BASE}/api/auth/logout`, { method: "POST", headers: bearer(token) })),
    )) as Response;
    expect(out.status).toBe(200);
    expect(await out.json()).toMatchObject({ success: true });
    const after = await verify(bearer(token));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "Invalid or expired token" });
    const again = (await logoutAction(
      args(new Request(`${BASE}/api/auth/logout`, { method: "POST", headers: bearer(token) })),
    )) as Response;
    expect(again.status).toBe(401);
  });

  it("an expired token is refused", async () => {
    const user = await ensureAdminUser();
    const { token } = createApiToken(user.id, Date.now() - API_TOKEN_TTL_MS - 1000);
    expect((await verify(bearer(token))).status).toBe(401);
    const thrown = (await settle(() =>
      requireApiAdmin(
        new Request(`${BASE}/api/products`, { method: "POST", headers: bearer(token) }),
      ),
    )) as Response;
    expect(thrown.status).toBe(401);
  });

  it("login refuses wrong credentials (401), missing fields and bad JSON (400)", async () => {
    const wrong = (await loginAction(
      args(
        json("/api/auth/login", { username: ADMIN.username, password: "nope-nope" }),
        {},
        "192.0.2.77",
      ),
    )) as Response;
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid username or password" });
    const missing = (await loginAction(
      args(json("/api/auth/login", { username: "admin" })),
    )) as Response;
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Password is required");
    const bad = (await loginAction(
      args(new Request(`${BASE}/api/auth/login`, { method: "POST", body: "{not json" })),
    )) as Response;
    expect(bad.status).toBe(400);
  });

  it("a write with a bearer token works; GET /api/products shows inactive products only to an admin", async () => {
    const { token } = await apiLogin();
    const created = (await productsAction(
      args(
        multipart(
          "/api/products",
          {
            name: "API Printer",
            slug: "api-printer",
            category: "desktop-printers",
            short_description: "Made through the API",
            description: "Created with a bearer token.",
            image: await pngFile(),
          },
          { headers: bearer(token) },
        ),
      ),
    )) as Response;
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug: "api-printer", status: "active" });

    const names = async (headers: Record<string, string>) =>
      (
        (await (
          (await productsLoader(args(new Request(`${BASE}/api/products`, { headers })))) as Response
        ).json()) as { name: string }[]
      ).map((p) => p.name);
    expect(await names({})).not.toContain("Hidden Printer");
    expect(await names(bearer(token))).toContain("Hidden Printer");
  });
});

describe("session cookie on /api writes", () => {
  it("is accepted from a same-origin page and refused (403) cross-site", async () => {
    const user = await ensureAdminUser();
    const cookie = await adminCookie(user.id, user.session_version);
    const post = (headers: Record<string, string>) =>
      requireApiAdmin(
        new Request(`${BASE}/api/products`, {
          method: "POST",
          headers: { Cookie: cookie, ...headers },
        }),
      );
    await expect(post({ "Sec-Fetch-Site": "same-origin" })).resolves.toMatchObject({
      username: "admin",
    });
    await expect(post({ Origin: BASE, Host: "localhost" })).resolves.toMatchObject({
      username: "admin",
    });
    const refused: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example", Host: "localhost" },
      {},
    ];
    for (const headers of refused) {
      const thrown = (await settle(() => post(headers))) as Response;
      expect(thrown.status, JSON.stringify(headers)).toBe(403);
    }
    // A GET may come from anywhere: reads are not state changes.
    const get = requireApiAdmin(
      new Request(`${BASE}/api/products`, { headers: { Cookie: cookie } }),
    );
    await expect(get).resolves.toMatchObject({ username: "admin" });
  });
});

describe("/api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown email, and mails (logs) a link only for the known one", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const known = (await forgotAction(
        args(json("/api/auth/forgot-password", { email: ADMIN.email }), {}, "192.0.2.10"),
      )) as Response;
      const unknown = (await forgotAction(
        args(json("/api/auth/forgot-password", { email: "nobody@example.com" }), {}, "192.0.2.11"),
      )) as Response;
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const a = await known.json();
      const b = await unknown.json();
      expect(a).toEqual(b);
      expect(a.message).toBe("Password reset instructions have been sent to your email address.");
      const mails = log.mock.calls.map((c) => String(c[0])).filter((t) => t.startsWith("[mail]"));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`To: ${ADMIN.email}`);
      expect(mails[0]).toMatch(/\/admin\/reset-password\/[A-Za-z0-9_-]{40,}/);
    } finally {
      log.mockRestore();
    }
  });

  it("requires an email (400 with the fixed message)", async () => {
    const res = (await forgotAction(
      args(json("/api/auth/forgot-password", { email: "" })),
    )) as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Please enter your email address" });
  });
});
