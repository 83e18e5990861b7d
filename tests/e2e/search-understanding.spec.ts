import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";

// What buyers in India type, on /search at phone, tablet and desktop widths, with JavaScript on and
// off: a word nobody has is left out and the page says so; a supplies question shows what fits the
// printer first with a link to its supplies; Hindi finds printers.

const WIDTHS = [390, 1024, 1440];
const SHOTS = "/tmp/search-shots";
const results = (page: Page) => page.getByTestId("search-result");

async function noSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

async function apart(page: Page, a: string, b: string) {
  const one = await page.getByTestId(a).boundingBox();
  const two = await page.getByTestId(b).boundingBox();
  expect(one && two).toBeTruthy();
  const overlap =
    one!.x < two!.x + two!.width &&
    two!.x < one!.x + one!.width &&
    one!.y < two!.y + two!.height &&
    two!.y < one!.y + one!.height;
  expect(overlap, `${a} and ${b} overlap`).toBe(false);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a word nobody has is left out, and the page says so", async ({ page }, testInfo) => {
      await page.goto("/search?q=zebra+printer+wombatish");
      const notice = page.getByTestId("search-relaxed");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(
        "Showing results for zebra printer — no match for wombatish",
      );
      await expect(notice).toBeInViewport();
      // Reachable: on a phone the facets come first, a scroll away.
      const first = results(page).first();
      await expect(first).toContainText("Zebra");
      await first.scrollIntoViewIfNeeded();
      await expect(first).toBeInViewport();
      await apart(page, "search-relaxed", "result-count");
      await noSidewaysScroll(page);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/relaxed-${testInfo.project.name}-${width}.png` });
      // The searched words are a link to the search as relaxed.
      await notice.getByRole("link", { name: "zebra printer" }).click();
      await expect(page).toHaveURL(/\/search\?q=zebra(\+|%20)printer$/);
      await expect(page.getByTestId("search-relaxed")).toHaveCount(0);
    });

    test("a supplies question shows what fits first, with the printer's supplies a link away", async ({
      page,
    }, testInfo) => {
      await page.goto("/search?q=ribbon+for+zd421");
      const first = results(page).first();
      await expect(first).toContainText(/Ribbon/);
      await expect(first).toContainText("Fits Zebra ZD421");
      const link = page.getByRole("link", { name: /Supplies for Zebra ZD421/ });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/supplies-${testInfo.project.name}-${width}.png` });
      await link.click();
      await expect(page).toHaveURL(/\/supplies\?printer=zebra-zd421-desktop-barcode-printer$/);
    });

    test("Hindi in either spelling finds printers", async ({ page }) => {
      for (const q of ["बारकोड प्रिंटर", "बारकोड प्रिन्टर"]) {
        await page.goto(`/search?q=${encodeURIComponent(q)}`);
        await expect(results(page).first()).toContainText(/Printer/);
        await noSidewaysScroll(page);
      }
    });
  });
}
