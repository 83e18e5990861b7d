import { expect, type Locator, type Page } from "@playwright/test";
export { signInTo } from "./seo-screens.helpers";

// Shared by the managers-* specs: the delete and flash steps as staff see them, with and without JS.

/** A name unique to this run and project, so the js and no-js runs never meet in the shared database. */
export function uniqueTag(projectName: string): string {
  return `${projectName}-${Date.now().toString(36)}`;
}

/** The admin's one-time message after a redirect: ✓ for a success, ✗ for an error. */
export async function expectFlash(page: Page, text: string, type: "success" | "error" = "success") {
  await expect(page.getByTestId("flash")).toContainText(
    `${type === "success" ? "✓" : "✗"} ${text}`,
  );
}

/**
 * Deletes what `row` shows with its Delete button: with JavaScript the browser's confirm() asks
 * `question`; without, the confirmation step page asks it and its Delete button posts.
 */
export async function deleteRow(page: Page, row: Locator, question: string, js: boolean) {
  if (js) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(question);
      void dialog.accept();
    });
    await row.getByRole("button", { name: /^Delete/ }).click();
  } else {
    await row.getByRole("button", { name: /^Delete/ }).click();
    // The GET form of the Delete button ends the URL with an empty query ("?").
    await expect(page).toHaveURL(/\/delete\??$/);
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
  }
}
