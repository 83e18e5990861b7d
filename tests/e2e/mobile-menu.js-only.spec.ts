import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("with JavaScript the open menu keeps Tab inside it and Escape closes it", async ({ page }) => {
  await page.goto("/");
  const summary = page.getByLabel("Menu", { exact: true });
  await summary.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();
  const inMenu = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return !!active && !!active.closest("#mobile-menu");
    });
  // More presses than the menu has links: focus goes round inside, never to the page behind.
  const links = await nav.getByRole("link").count();
  for (let i = 0; i < links + 3; i++) {
    await page.keyboard.press("Tab");
    expect(await inMenu()).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inMenu()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(summary).toBeFocused();
});

test("a tap on the overlay closes the menu", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Menu", { exact: true }).click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();
  // The overlay's right side, beside the drawer and below the header. The menu opens before the page
  // has hydrated (it is a plain <details>); the overlay closes it once the script runs, so a tap made
  // before that is tried again.
  await expect(async () => {
    await page.mouse.click(370, 600);
    await expect(nav).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
