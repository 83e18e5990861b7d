import { expect, type Page } from "@playwright/test";
import { signInWithForm } from "./fixtures";

/** Signs in as the e2e admin through the login form and lands on `to`. */
export async function signInTo(page: Page, to: string) {
  await signInWithForm(page, to);
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
}
