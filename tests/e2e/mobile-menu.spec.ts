import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the mobile hamburger opens a menu with the categories and links", async ({ page }) => {
  await page.goto("/");
  const summary = page.getByLabel("Menu", { exact: true });
  await summary.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Ribbons" })).toHaveAttribute("href", "/ribbons");
  await expect(nav.getByRole("link", { name: "Careers" })).toBeVisible();
  // The hamburger stays reachable above the overlay and closes the menu, with or without JavaScript.
  await summary.click();
  await expect(nav).toBeHidden();
});
