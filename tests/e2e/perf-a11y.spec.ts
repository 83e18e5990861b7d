import { expect, test } from "@playwright/test";

// axe on every page: perf-a11y.no-js.spec.ts (without JavaScript) and outside-checkers.js-only.spec.ts.

test("every control of the public frame shows where the keyboard focus is", async ({ page }) => {
  await page.goto("/");
  // Tab through the first controls: each focused element draws an outline (or a ring).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      const rect = el.getBoundingClientRect();
      return (outline || ring) && rect.width > 0 && rect.height > 0;
    });
    expect(visible, `focus stop ${i + 1}`).toBe(true);
  }
});
