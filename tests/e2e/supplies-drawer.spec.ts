import { expect, test, type Page } from "@playwright/test";

/**
 * A printer's supplies page on a phone, a small laptop and a desktop, with JavaScript on and off
 * (this file runs in both projects): below 1024 px the kinds and fit facts wait in the "Filter and
 * sort" drawer with the count, so the first result is on the first screen; from 1024 px they show
 * open beside the results.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const ZD421 = "zebra-zd421-desktop-barcode-printer";

async function noSidewaysScroll(page: Page, when: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
    ),
    `no sideways scroll: ${when}`,
  ).toBe(true);
}

for (const viewport of WIDTHS) {
  test.describe(`supplies finder filters at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the first result is near the top, the filters are reachable and narrow the results", async ({
      page,
    }, testInfo) => {
      const phone = viewport.width < 1024;
      await page.goto(`/supplies?printer=${ZD421}`);
      const results = page.getByTestId("finder-results");
      const firstName = results.getByTestId("fit-card").first().getByRole("heading").first();
      await expect(firstName).toBeVisible();
      const nameBox = (await firstName.boundingBox())!;
      if (phone)
        expect(
          nameBox.y + nameBox.height,
          "first result's name on the first screen",
        ).toBeLessThanOrEqual(viewport.height);
      expect(nameBox.x).toBeGreaterThanOrEqual(0);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(viewport.width);
      await noSidewaysScroll(page, "loaded");
      if (viewport.width === 390)
        await page.screenshot({
          path: testInfo.outputPath(`supplies-drawer-${testInfo.project.name}-390.png`),
        });

      const drawer = page.getByTestId("filter-drawer");
      const summary = drawer.locator("summary");
      const kinds = page.getByRole("navigation", { name: "Kind" });
      const shown = await results.getByTestId("fit-card").count();
      if (phone) {
        // Folded shut under the count of what is shown; opening it shows the kinds.
        await expect(summary).toBeVisible();
        await expect(summary).toContainText("Filter and sort");
        await expect(summary).toContainText(`${shown} product`);
        await expect(kinds).toBeHidden();
        await summary.click();
      } else {
        await expect(summary).toBeHidden();
      }
      await expect(kinds).toBeVisible();
      const ribbons = kinds.getByRole("link", { name: /^Ribbons/ });
      const box = (await ribbons.boundingBox())!;
      expect(box.x + box.width, "the kind link on the screen").toBeLessThanOrEqual(viewport.width);
      await noSidewaysScroll(page, "filters open");

      await ribbons.click();
      await expect(page).toHaveURL(/kind=ribbon/);
      await expect(results.getByRole("heading", { name: /^Labels/ })).toHaveCount(0);
      const ribbonCount = await results.getByTestId("fit-card").count();
      expect(ribbonCount).toBeGreaterThan(0);
      expect(ribbonCount).toBeLessThan(shown);
      // A new choice shows its results with the drawer shut again, its count updated.
      if (phone) {
        await expect(kinds).toBeHidden();
        await expect(summary).toContainText(`${ribbonCount} product`);
      } else await expect(kinds).toBeVisible();
      await noSidewaysScroll(page, "ribbons");
    });
  });
}
