import { expect, test } from "@playwright/test";

// The enforcing CSP must not break the site: no violation reported on the main public pages, and the
// client really runs (hydration marks the document).
for (const path of [
  "/",
  "/desktop-printers",
  "/blogs",
  "/careers",
  "/contact",
  "/search?q=zebra",
]) {
  test(`no Content-Security-Policy violation on ${path}`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text()))
        violations.push(m.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(violations).toEqual([]);
  });
}
