import { expect, test, type Page } from "@playwright/test";

// Search that sells, with JavaScript on and off (both projects run this file), on a phone (390 px)
// and a desktop (1440 px): facet links with counts that narrow the results and a reset, the reason
// each result matched, and the model suggestion for a mistyped code.

const results = (page: Page) => page.getByTestId("search-result");
const count = (page: Page) => page.getByTestId("result-count");

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("facet links show counts, narrow the results and reset", async ({ page }) => {
      await page.goto("/search?q=printer");
      const facets = page.getByTestId("search-facets");
      // On a phone the facets wait in the "Filter and sort" drawer, shut again after each choice.
      const openDrawer = async () => {
        if (width < 1024) await page.getByTestId("filter-drawer").locator("summary").click();
      };
      await openDrawer();
      await expect(facets).toBeVisible();
      const total = Number((await count(page).textContent())!.match(/\d+/)![0]);

      const zebra = page.getByTestId("facet-brand").getByRole("link", { name: /^Zebra \(\d+\)$/ });
      await expect(zebra).toBeVisible();
      const zebraCount = Number((await zebra.textContent())!.match(/\((\d+)\)/)![1]);
      expect(zebraCount).toBeGreaterThan(0);
      expect(zebraCount).toBeLessThan(total);
      await noSidewaysScroll(page);

      await zebra.click();
      await expect(page).toHaveURL(/[?&]brand=zebra(&|$)/);
      await expect(count(page)).toHaveText(`${zebraCount} products found`);
      for (const name of await results(page).locator("h3").allTextContents()) {
        expect(name).toMatch(/^Zebra /);
      }
      await openDrawer();
      await expect(
        page.getByTestId("facet-brand").getByRole("link", { name: /^Zebra/ }),
      ).toHaveAttribute("aria-current", "true");

      // The category counts now count Zebra's printers only.
      const desktop = page
        .getByTestId("facet-category")
        .getByRole("link", { name: /^Desktop Printers \(\d+\)$/ });
      const desktopCount = Number((await desktop.textContent())!.match(/\((\d+)\)/)![1]);
      await desktop.click();
      await expect(page).toHaveURL(/category=desktop-printers/);
      await expect(count(page)).toHaveText(
        `${desktopCount} ${desktopCount === 1 ? "product" : "products"} found`,
      );
      await noSidewaysScroll(page);

      await openDrawer();
      const inStock = page.getByTestId("facet-stock").getByRole("link", { name: /^In stock/ });
      await inStock.click();
      await expect(page).toHaveURL(/instock=1/);

      await openDrawer();
      await page.getByTestId("facet-reset").click();
      await expect(page).toHaveURL(/\/search\?q=printer$/);
      await expect(count(page)).toHaveText(`${total} products found`);
      await expect(page.getByTestId("facet-reset")).toHaveCount(0);
    });

    test("each result says why it matched", async ({ page }) => {
      await page.goto("/search?q=zd421");
      const first = results(page).first();
      await expect(first).toContainText("Zebra ZD421");
      await expect(first.getByTestId("match-reasons")).toHaveText("Matched: Model: ZD421t · Name");
      await page.goto("/search?q=203+dpi");
      await expect(
        results(page)
          .getByTestId("match-reasons")
          .filter({ hasText: "Specification: Resolution 203 dpi" })
          .first(),
      ).toBeVisible();
      await noSidewaysScroll(page);
    });

    test("a mistyped model code is offered, not swapped in", async ({ page }) => {
      await page.goto("/search?q=ZT410");
      const offer = page.getByTestId("search-suggestion");
      await expect(offer).toHaveText("No exact match for ZT410. Did you mean ZT411?");
      await expect(results(page)).toHaveCount(0);
      await noSidewaysScroll(page);
      await offer.getByRole("link", { name: "ZT411" }).click();
      await expect(page).toHaveURL(/\/search\?q=ZT411$/);
      await expect(results(page).first()).toContainText("Zebra ZT411");
      await expect(page.getByTestId("search-suggestion")).toHaveCount(0);
    });
  });
}
