import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "~/server/auth/password.server";
import { switchToEmptyDatabase } from "./empty-database";

/**
 * Points the app at a new, empty database file (no users at all) and loads its modules afresh, so a
 * test about the first start does not see the users another test created.
 */
async function emptyDatabase() {
  switchToEmptyDatabase();
  return await import("~/server/models/users.server");
}

describe("first admin at start", () => {
  afterEach(() => {
    delete process.env.ADMIN_USERNAME;
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_EMAIL;
    vi.resetModules();
  });

  it("creates 'admin' with a random password printed once when nothing is configured", async () => {
    const { countUsers, getUserByUsername } = await emptyDatabase();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { ensureAdmin } = await import("~/server/startup.server");
    await ensureAdmin();
    const admin = getUserByUsername("admin")!;
    const printed = log.mock.calls.map((c) => String(c[0])).join("\n");
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(password!, admin.password_hash)).toBe(true);
    // A second start with an admin present creates nothing and prints no password.
    log.mockClear();
    await ensureAdmin();
    expect(countUsers()).toBe(1);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("creates or updates the configured admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    process.env.ADMIN_USERNAME = "owner";
    process.env.ADMIN_PASSWORD = "first-password-123";
    process.env.ADMIN_EMAIL = "owner@example.com";
    const { getUserByUsername } = await emptyDatabase();
    await (await import("~/server/startup.server")).ensureAdmin();
    const created = getUserByUsername("owner")!;
    expect(created.email).toBe("owner@example.com");
    expect(await verifyPassword("first-password-123", created.password_hash)).toBe(true);

    process.env.ADMIN_PASSWORD = "second-password-456";
    vi.resetModules();
    await (await import("~/server/startup.server")).ensureAdmin();
    const updated = getUserByUsername("owner")!;
    expect(updated.id).toBe(created.id);
    expect(await verifyPassword("second-password-456", updated.password_hash)).toBe(true);
    expect(await verifyPassword("first-password-123", updated.password_hash)).toBe(false);
  });
});
