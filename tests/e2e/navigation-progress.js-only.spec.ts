import { expect, test, type Page } from "@playwright/test";

// A client-side navigation that takes more than a moment shows a bar and tells screen readers the
// page is loading; a quick one shows nothing.

/** Hydrated: the cards' quote forms add their script-only field then. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="_js"]').first()).toBeAttached();
}

/** Records whether "Loading page" ever appears, however briefly. */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="navigation-progress"] [role="status"]'))
        w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const sawProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

for (const width of [390, 1024, 1440]) {
  test(`a slow navigation shows the progress bar and announces it; a fast one does not, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    let saved: { body: Buffer; headers: Record<string, string> } | null = null;
    let slow = true;
    // The About page's data request: held 1.5 s the first time, answered at once (the same bytes)
    // the second.
    await page.route(
      (url) => url.pathname === "/about.data",
      async (route) => {
        if (slow || !saved) {
          const response = await route.fetch();
          saved = { body: await response.body(), headers: response.headers() };
          await new Promise((r) => setTimeout(r, 1_500));
          await route.fulfill({ response, body: saved.body });
        } else {
          await route.fulfill({ status: 200, headers: saved.headers, body: saved.body });
        }
      },
    );
    await page.goto("/labels");
    await hydrated(page);
    const about = page.locator('footer a[href="/about"]').first();
    await about.scrollIntoViewIfNeeded();
    await about.click();
    const status = page.getByRole("status").filter({ hasText: "Loading page" });
    await expect(status).toBeAttached({ timeout: 1_200 });
    const bar = page.getByTestId("navigation-progress").locator("div[aria-hidden]");
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    // Across the top of the window, whatever was scrolled.
    expect(box.y).toBe(0);
    expect(box.width).toBeGreaterThanOrEqual(width - 1);
    await page.screenshot({ path: `test-results/navigation-progress-${width}.png` });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/About/);
    await expect(status).toHaveCount(0);
    await expect(bar).toHaveCount(0);

    // Back to the list, then the same navigation answered at once: nothing shows.
    await page.goBack();
    await expect(page).toHaveURL(/\/labels$/);
    await hydrated(page);
    slow = false;
    await watchForProgress(page);
    await page.locator('footer a[href="/about"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/About/);
    // Well past the delay: a bar that was going to show would have by now.
    await page.waitForTimeout(500);
    expect(await sawProgress(page)).toBe(false);
  });
}
