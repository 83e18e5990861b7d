// The staff console at laptop and phone sizes, JavaScript on and off: the sidebar's groups fit
// 768 px of height with History and the Trash in view, the current tab is in view, the dashboard
// leads with what needs doing, and no page scrolls sideways.
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

async function noSideways(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Whether the element's box is wholly inside the window (no scrolling needed to see it). */
async function inWindow(page: Page, selector: ReturnType<Page["getByRole"]>) {
  const box = await selector.boundingBox();
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
}

test("sidebar: grouped, History and Trash in view, the current tab in view, at 1024×768 and 1440×900", async ({
  page,
  signIn,
}, testInfo) => {
  await page.setViewportSize(SIZES[0]);
  await signIn("/admin/mail");
  await expect(page).toHaveURL(/\/admin\/mail$/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const path of ["/admin/mail", "/admin/products", "/admin/seo-validator"]) {
      await page.goto(path);
      const nav = page.getByTestId("admin-nav");
      for (const pinned of ["Dashboard", "History", "Trash"])
        await inWindow(page, nav.getByRole("link", { name: pinned, exact: true }));
      for (const group of ["Catalogue", "Sales", "Content", "Insights", "Settings"])
        await expect(nav.locator("summary", { hasText: group })).toBeVisible();
      // The current tab: its group open, the link highlighted and in view.
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await inWindow(page, current as unknown as ReturnType<Page["getByRole"]>);
      await noSideways(page);
    }
    await page.screenshot({
      path: testInfo.outputPath(`sidebar-${size.width}.png`),
    });
  }
  // A closed group opens on a click (a <details>: without JavaScript too).
  await page.setViewportSize(SIZES[0]);
  await page.goto("/admin/mail");
  const nav = page.getByTestId("admin-nav");
  await expect(nav.getByRole("link", { name: "Blogs" })).toBeHidden();
  await nav.locator("summary", { hasText: "Content" }).click();
  await nav.getByRole("link", { name: "Blogs" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(nav.getByRole("link", { name: "Blogs" })).toHaveAttribute("aria-current", "page");
});

test("dashboard: needs attention first, tiles that say what they count and open that list", async ({
  page,
  signIn,
}, testInfo) => {
  await page.setViewportSize(SIZES[0]);
  await signIn("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  for (const size of [...SIZES, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto("/admin");
    const attention = page.getByRole("heading", { name: "Needs attention" });
    const catalogue = page.getByRole("heading", { name: "Catalogue", exact: true });
    const a = await attention.boundingBox();
    const c = await catalogue.boundingBox();
    expect(a!.y).toBeLessThan(c!.y);
    if (size.width >= 1024) await inWindow(page, attention);
    await noSideways(page);
    await page.screenshot({
      path: testInfo.outputPath(`dashboard-${size.width}.png`),
      fullPage: true,
    });
  }
  const noPrice = page.getByTestId("todo-no-price");
  await expect(noPrice).toContainText("Products without a price");
  await noPrice.click();
  await expect(page).toHaveURL(/\/admin\/products\?missing=price$/);
  await expect(page.getByLabel("Missing")).toHaveValue("price");
});
