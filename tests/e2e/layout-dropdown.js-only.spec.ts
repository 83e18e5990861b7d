import { expect, test } from "@playwright/test";

test("with JavaScript the Products menu opens on hover and closes a moment after the pointer leaves", async ({
  page,
}) => {
  await page.goto("/");
  const menu = page.getByTestId("products-menu");
  const first = menu.getByRole("link", { name: "Desktop Printers" });
  await expect(first).toBeHidden();
  await menu.locator("summary").hover();
  await expect(first).toBeVisible();
  // Leaving briefly (as when moving diagonally to the list) does not close it at once...
  await page.mouse.move(5, 400);
  await expect(first).toBeVisible();
  // ...but it does close shortly after (300 ms).
  await expect(first).toBeHidden({ timeout: 2000 });
  // Escape closes a menu opened by click.
  await menu.locator("summary").click();
  await expect(first).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(first).toBeHidden();
});
