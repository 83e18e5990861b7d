import { expect, type Page } from "@playwright/test";

/** Signs in as the e2e admin through the login form and lands on `to`. */
export async function signInTo(page: Page, to: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
}
