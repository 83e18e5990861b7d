import { beforeAll, describe, expect, it, vi } from "vitest";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";
import { getSessionAdmin } from "~/server/auth/auth.server";
import { createApiToken, getUserByApiToken } from "~/server/models/api-tokens.server";
import {
  createPasswordReset,
  getUserByResetToken,
  RESET_TOKEN_TTL_MS,
} from "~/server/models/password-resets.server";
import { getUserById } from "~/server/models/users.server";
import { verifyPassword } from "~/server/auth/password.server";
import {
  ADMIN,
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  unwrap,
} from "./admin-test-helpers";

beforeAll(async () => {
  await ensureAdminUser();
});

function resetPost(token: string, password: string, confirm = password) {
  return resetAction(
    args(form(`/admin/reset-password/${token}`, { password, confirm }), { token }),
  );
}

describe("'Forgot password?' on the login page", () => {
  it("shows the plain section with ?forgot (no JavaScript) and answers the same for any email", async () => {
    const page = unwrap<{ forgot: boolean }>(
      await loginLoader(args(new Request(`${BASE}/admin/login?forgot=1`))),
    );
    expect(page.data.forgot).toBe(true);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const known = unwrap<{ ok: boolean; message: string }>(
        await loginAction(
          args(form("/admin/login", { intent: "forgot", email: ADMIN.email }), {}, "192.0.2.50"),
        ),
      );
      const unknown = unwrap<{ ok: boolean; message: string }>(
        await loginAction(
          args(
            form("/admin/login", { intent: "forgot", email: "x@example.com" }),
            {},
            "192.0.2.51",
          ),
        ),
      );
      expect(known).toEqual(unknown);
      expect(known.data.message).toBe(
        "Password reset instructions have been sent to your email address.",
      );
      expect(log.mock.calls.filter((c) => String(c[0]).startsWith("[mail]"))).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
    const empty = unwrap<{ ok: boolean; error: string }>(
      await loginAction(args(form("/admin/login", { intent: "forgot", email: "  " }))),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.error).toBe("Please enter your email address");
  });

  it("limits requests per address (429) without telling whether the email exists", async () => {
    let last;
    for (let i = 0; i < 6; i++) {
      last = unwrap<{ error?: string }>(
        await loginAction(
          args(
            form("/admin/login", { intent: "forgot", email: `n${i}@example.com` }),
            {},
            "192.0.2.60",
          ),
        ),
      );
    }
    expect(last!.status).toBe(429);
    expect(last!.data.error).toMatch(/Too many password reset requests/);
  });
});

describe("/admin/reset-password/:token", () => {
  it("sets a new password once, ends old sessions and API tokens, and sends to login", async () => {
    const user = await ensureAdminUser();
    const oldCookie = await adminCookie(user.id, user.session_version);
    const { token: apiToken } = createApiToken(user.id);
    const token = createPasswordReset(user.id);

    const page = unwrap<{ valid: boolean; username: string }>(
      await resetLoader(args(new Request(`${BASE}/admin/reset-password/${token}`), { token })),
    );
    expect(page.data).toMatchObject({ valid: true, username: ADMIN.username });

    const short = unwrap<{ errors: Record<string, string> }>(await resetPost(token, "short"));
    expect(short.status).toBe(400);
    expect(short.data.errors.password).toBe("Use at least 10 characters");
    const mismatch = unwrap<{ errors: Record<string, string> }>(
      await resetPost(token, "long-enough-1", "long-enough-2"),
    );
    expect(mismatch.data.errors.confirm).toBe("The passwords do not match");

    const res = (await resetPost(token, "brand-new-password")) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/login");
    expect((await flashOf(res))?.type).toBe("success");

    const after = getUserById(user.id)!;
    expect(await verifyPassword("brand-new-password", after.password_hash)).toBe(true);
    expect(after.session_version).toBe(user.session_version + 1);
    expect(
      await getSessionAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: oldCookie } })),
    ).toBeNull();
    expect(getUserByApiToken(apiToken)).toBeUndefined();

    // Single use.
    const reuse = unwrap<{ formError: string }>(await resetPost(token, "another-password-1"));
    expect(reuse.status).toBe(410);
    expect(reuse.data.formError).toMatch(/invalid or has expired/);
    const reload = unwrap<{ valid: boolean }>(
      await resetLoader(args(new Request(`${BASE}/admin/reset-password/${token}`), { token })),
    );
    expect(reload.data.valid).toBe(false);
  });

  it("a token is stored hashed and dies after 1 hour; an unknown token is refused", async () => {
    const user = await ensureAdminUser();
    expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    const old = createPasswordReset(user.id, Date.now() - RESET_TOKEN_TTL_MS - 1000);
    expect(getUserByResetToken(old)).toBeUndefined();
    const fresh = createPasswordReset(user.id);
    expect(getUserByResetToken(fresh)?.id).toBe(user.id);
    const unknown = unwrap<{ formError: string }>(
      await resetPost("not-a-real-token", "brand-new-password"),
    );
    expect(unknown.status).toBe(410);
  });
});
