import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * A category page's order, price range and the filters in force as chips, on a phone, a small laptop
 * and a desktop, with JavaScript on and off (this file runs in both projects). On a phone the filters
 * and the order wait in a "Filter and sort" drawer that shows the count, so the first product is on
 * the first screen.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

async function noSidewaysScroll(page: Page, when: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
    ),
    `no sideways scroll: ${when}`,
  ).toBe(true);
}

function apart(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return (
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5
  );
}

/** Inside the window's width and (for `firstScreen`) wholly on the first screen. */
async function inView(page: Page, target: Locator, what: string, firstScreen = false) {
  const viewport = page.viewportSize()!;
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  if (firstScreen)
    expect(box.y + box.height, `${what}: on the first screen`).toBeLessThanOrEqual(viewport.height);
}

/** The order and price controls this width shows: the drawer's below 1024 px, else bar and panel. */
async function controls(page: Page) {
  if (page.viewportSize()!.width < 1024) {
    const drawer = page.getByTestId("filter-drawer");
    const summary = drawer.locator("summary");
    await expect(summary).toContainText("Filter and sort");
    await expect(summary).toContainText(/\d+ products?/);
    await expect(page.getByTestId("category-sort")).toHaveCount(2);
    await summary.click();
    return { sort: drawer.getByTestId("category-sort"), price: drawer.getByTestId("filter-price") };
  }
  await expect(page.getByTestId("filter-drawer")).toBeHidden();
  return {
    sort: page.getByTestId("category-sort-bar").getByTestId("category-sort"),
    price: page.getByTestId("category-filters").getByTestId("filter-price"),
  };
}

/** The shown prices of the cards, in rupees (null: price on request). */
async function cardPrices(page: Page): Promise<(number | null)[]> {
  const texts = await page.getByTestId("product-grid").getByTestId("card-price").allTextContents();
  return texts.map((t) => {
    const m = /₹([\d,]+)/.exec(t);
    return m ? Number(m[1].replace(/,/g, "")) : null;
  });
}

for (const viewport of WIDTHS) {
  test.describe(`category order and price at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("first product on the first screen; sort by price, a price range, chips that take it off", async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === "js";
      await page.goto("/desktop-printers");
      const grid = page.getByTestId("product-grid");
      const firstCard = grid.locator("article").first();
      // A phone sees the first product's picture and name before any scrolling.
      await inView(page, firstCard.getByRole("heading"), "the first product's name", true);
      await noSidewaysScroll(page, "listing");
      await page.screenshot({ path: testInfo.outputPath(`category-${viewport.width}.png`) });

      let { sort, price } = await controls(page);
      await inView(page, sort, "the order");
      await inView(page, price, "the price range");
      await noSidewaysScroll(page, "controls open");
      expect(apart((await price.boundingBox())!, (await sort.boundingBox())!)).toBe(true);
      if (viewport.width >= 1024)
        expect(apart((await price.boundingBox())!, (await grid.boundingBox())!)).toBe(true);

      await sort.selectOption("price");
      if (!js)
        await sort.locator("xpath=ancestor::form").getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/desktop-printers\?sort=price$/);
      // With JavaScript the address changes a moment before the new products are drawn.
      const isAscending = (list: (number | null)[]) => {
        const shown = list.filter((p): p is number => p !== null);
        return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1] <= p);
      };
      await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);
      const ascending = await cardPrices(page);
      const priced = ascending.filter((p): p is number => p !== null);
      // The products without a shown price come after the priced ones.
      expect(ascending.slice(0, priced.length)).toEqual(priced);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/desktop-printers$/,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      // A budget between the two cheapest shown prices keeps only what lies inside it.
      const low = priced[0];
      const high = priced[Math.min(1, priced.length - 1)];
      ({ sort, price } = await controls(page));
      await expect(sort).toHaveValue("price");
      await price.getByLabel("Lowest price in rupees").fill(String(low));
      await price.getByLabel("Highest price in rupees").fill(String(high));
      await price.locator("xpath=ancestor::form").getByRole("button", { name: "Apply" }).click();
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual({ min: String(low), max: String(high), sort: "price" });
      await expect(page.getByTestId("filter-chip")).toHaveCount(1);
      const inRange = await cardPrices(page);
      expect(inRange.length).toBeGreaterThan(0);
      for (const p of inRange) {
        expect(p).not.toBeNull();
        expect(p!).toBeGreaterThanOrEqual(low);
        expect(p!).toBeLessThanOrEqual(high);
      }
      const chips = page.getByTestId("filter-chips");
      const chip = chips.getByTestId("filter-chip");
      await expect(chip).toHaveCount(1);
      await expect(chip).toContainText("₹");
      await inView(page, chip, "the range's chip", viewport.width < 1024);
      await noSidewaysScroll(page, "range chosen");
      await page.screenshot({
        path: testInfo.outputPath(`category-range-${viewport.width}.png`),
        fullPage: true,
      });

      // Taking the chip off keeps the order.
      await chip.click();
      await expect(page).toHaveURL(/\/desktop-printers\?sort=price$/);
      await expect(page.getByTestId("filter-chips")).toHaveCount(0);
      await expect.poll(() => cardPrices(page)).toEqual(ascending);
    });

    test("price high to low, newest and name orders; a brand chip and the reset", async ({
      page,
    }) => {
      await page.goto("/desktop-printers?sort=price-desc");
      const descending = (await cardPrices(page)).filter((p): p is number => p !== null);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      await page.goto("/desktop-printers?sort=name");
      const names = await page
        .getByTestId("product-grid")
        .locator("article")
        .getByRole("heading")
        .allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));

      await page.goto("/desktop-printers?brand=zebra&stock=1&sort=newest");
      const chips = page.getByTestId("filter-chip");
      await expect(chips).toHaveCount(2);
      await expect(chips.first()).toHaveAccessibleName("Remove filter: Zebra");
      await page.getByTestId("filter-chips").getByTestId("filter-reset").click();
      // The reset takes the filters off and keeps the order.
      await expect(page).toHaveURL(/\/desktop-printers\?sort=newest$/);
    });
  });
}
