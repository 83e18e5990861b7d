import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** The admin the e2e server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" } as const;

/**
 * Signs in as the e2e admin through the login form, as a person does (JavaScript on or off). Without
 * `to` the page must already show the login form (a guarded page sent it there); with `to` the login
 * page is opened to come back to `to`. Where the browser lands is for the caller to assert.
 */
export async function signInWithForm(page: Page, to?: string): Promise<void> {
  if (to !== undefined) await page.goto(`/admin/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export interface AdminFixtures {
  /** `signInWithForm` on the test's page: `await signIn()` on the login form, `await signIn("/admin/x")`. */
  signIn: (to?: string) => Promise<void>;
}

/** Playwright's `test` with the admin sign-in: `test("...", async ({ page, signIn }) => ...)`. */
export const test = base.extend<AdminFixtures>({
  // Playwright's callback is named `provide` here: "use" would read as a React hook to the linter.
  signIn: async ({ page }, provide) => {
    await provide((to) => signInWithForm(page, to));
  },
});
