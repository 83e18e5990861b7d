import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * The shop window on a phone, a small laptop and a desktop, with JavaScript on and off (this file runs
 * in both projects): what a buyer needs is on the first screen, inside the page's width, and not
 * covered by anything else. Screenshots of each page are kept with the test's output.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** Whether the page scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

/** The element is shown whole on the first screen, inside the width of the window. */
async function onFirstScreen(page: Page, target: Locator, what: string) {
  const viewport = page.viewportSize()!;
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect.soft(box.y, `${what}: top inside the first screen`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.y + box.height, `${what}: bottom inside the first screen (${viewport.height} px)`)
    .toBeLessThanOrEqual(viewport.height);
  expect.soft(box.x, `${what}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${what}: right edge inside the window`)
    .toBeLessThanOrEqual(viewport.width);
}

/** The two boxes share no area. */
function apart(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return (
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5
  );
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("home sells on the first screen: categories with printers, the supplies finder, popular products with prices, service", async ({
      page,
    }, testInfo) => {
      await page.goto("/");
      const main = page.locator("main");
      const categories = main.getByTestId("home-categories");
      await onFirstScreen(
        page,
        categories.getByRole("link", { name: "Desktop Printers" }),
        "printers category",
      );
      await onFirstScreen(page, categories.getByRole("link", { name: "Ribbons" }), "ribbons");
      const model = main.getByRole("searchbox", { name: "Find supplies for your printer" });
      await onFirstScreen(page, model, "the supplies finder's model field");
      await onFirstScreen(
        page,
        main.getByRole("button", { name: "Find supplies" }),
        "the finder's button",
      );
      const service = main.getByRole("link", { name: /repair and service/i });
      await expect(service).toHaveAttribute("href", "/service");
      await onFirstScreen(page, service, "the service desk's entry");
      const quote = main.getByRole("link", { name: "Get a Quote" });
      await onFirstScreen(page, quote, "Get a Quote");
      expect(apart((await service.boundingBox())!, (await quote.boundingBox())!)).toBe(true);
      const firstPrice = main.getByTestId("popular-products").getByTestId("card-price").first();
      await expect(firstPrice).toHaveText(/₹[\d,]+ \+ GST|Price on request/);
      await onFirstScreen(page, firstPrice, "the first popular product's price");
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`home-${size.width}.png`) });

      // The model typed on the home page opens the finder for that printer.
      await model.fill("zd 421");
      await main.getByRole("button", { name: "Find supplies" }).click();
      await expect(page).toHaveURL(/\/supplies\?printer=zd\+421/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("ZD421");
    });

    test("the header fits and reads: a search field wide enough for a query, Supplies in the nav", async ({
      page,
    }, testInfo) => {
      await page.goto("/");
      const header = page.locator("header");
      const search = header.getByRole("combobox", { name: "Search products" }).first();
      await expect(search).toBeVisible();
      const searchBox = (await search.boundingBox())!;
      expect(searchBox.width, "search field width").toBeGreaterThanOrEqual(
        size.width < 1024 ? 300 : 270,
      );
      await search.fill("zebra zd421 direct thermal printer");
      // The whole typed query shows: the field is not scrolled sideways.
      expect(
        await search.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth + 1),
      ).toBe(true);
      if (size.width >= 1024) {
        const nav = page.getByRole("navigation", { name: "Main" });
        const links = nav.locator(":scope > a, :scope > details > summary");
        const names = (await links.allTextContents()).map((t) => t.trim());
        expect(names).toEqual([
          "Products",
          "Supplies",
          "Services",
          "About",
          "Blogs",
          "Careers",
          "Contact",
        ]);
        const boxes = [];
        for (const link of await links.all()) {
          await expect(link).toBeVisible();
          boxes.push((await link.boundingBox())!);
        }
        const quote = (await header.getByRole("link", { name: /^Quote/ }).boundingBox())!;
        const logo = (await header.getByRole("link", { name: /home$/ }).boundingBox())!;
        for (const [i, box] of boxes.entries()) {
          expect(box.x + box.width, `${names[i]} inside the window`).toBeLessThanOrEqual(
            size.width,
          );
          expect(apart(box, searchBox), `${names[i]} clear of the search`).toBe(true);
          expect(apart(box, quote), `${names[i]} clear of Quote`).toBe(true);
          expect(apart(box, logo), `${names[i]} clear of the logo`).toBe(true);
          expect(box.height, `${names[i]} on one line`).toBeLessThan(44);
        }
        expect(apart(searchBox, quote)).toBe(true);
      }
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`header-${size.width}.png`) });
    });
  });
}
