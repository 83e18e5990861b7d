import { expect, test, type Locator, type Page } from "@playwright/test";
import { NAV_LINKS } from "../../app/config/site";

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
        expect(names).toEqual(["Products", "Supplies", ...NAV_LINKS.map((l) => l.label)]);
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

/** "₹1,23,456 + GST" as a number of rupees; "Price on request" as null. */
function rupees(line: string): number | null {
  const m = /₹([\d,]+)/.exec(line);
  return m ? Number(m[1].replace(/,/g, "")) : null;
}

for (const size of WIDTHS) {
  test.describe(`search at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("results are as rich as category cards, and the first is on the first screen", async ({
      page,
    }, testInfo) => {
      await page.goto("/search?q=zebra");
      const first = page.getByTestId("search-result").first();
      await expect(first.getByTestId("result-price")).toHaveText(/₹[\d,]+ \+ GST|Price on request/);
      await expect(first.getByText(/^(In stock|Out of stock)$/)).toBeVisible();
      const facts = await first.getByTestId("key-facts").locator("dt").count();
      expect(facts).toBeGreaterThanOrEqual(2);
      expect(facts).toBeLessThanOrEqual(3);
      await expect(first.getByRole("button", { name: /Add to quote/ })).toBeVisible();
      await expect(first.getByText("Compare", { exact: false }).first()).toBeVisible();
      // The name of the first result is on the phone's first screen: the filters wait in a drawer.
      if (size.width < 1024) {
        await onFirstScreen(
          page,
          first.getByRole("heading", { level: 3 }),
          "the first result's name",
        );
      }
      const drawer = page.getByTestId("filter-drawer");
      if (size.width < 1024) {
        await expect(drawer.locator("summary")).toContainText("Filter and sort");
        await expect(drawer.locator("summary")).toContainText(/\d+ results?/);
        await expect(page.getByTestId("search-facets")).toBeHidden();
        await drawer.locator("summary").click();
        await expect(page.getByTestId("search-facets")).toBeVisible();
      } else {
        await expect(drawer.locator("summary")).toBeHidden();
        await expect(page.getByTestId("search-facets")).toBeVisible();
      }
      // The Featured badge sits off the picture (it covered the picture's caption).
      const featured = page.getByTestId("search-result").filter({ hasText: "Featured" }).first();
      const badge = (await featured.getByText("Featured", { exact: true }).boundingBox())!;
      const picture = (await featured.locator("img").first().boundingBox())!;
      expect(apart(badge, picture)).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`search-${size.width}.png`) });
    });
  });
}

test("search sorts by price both ways, a price on request last from the top", async ({ page }) => {
  for (const [sort, dir] of [
    ["price", 1],
    ["price-desc", -1],
  ] as const) {
    await page.goto(`/search?q=printer&sort=${sort}`);
    const lines = await page.getByTestId("result-price").allTextContents();
    expect(lines.length).toBeGreaterThan(3);
    const prices = lines.map(rupees).filter((p): p is number => p !== null);
    const sorted = [...prices].sort((a, b) => dir * (a - b));
    expect(prices).toEqual(sorted);
    if (dir === -1) {
      // On request (no price) comes after every priced product.
      const firstOnRequest = lines.findIndex((l) => rupees(l) === null);
      if (firstOnRequest >= 0)
        expect(lines.slice(firstOnRequest).every((l) => !rupees(l))).toBe(true);
    }
  }
  await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText(
    "Price (High to Low)",
  );
});

test("a search that finds nothing offers to ask us for it, with the query filled in, and the categories", async ({
  page,
}) => {
  await page.goto("/search?q=qwxyzzy+widget");
  const empty = page.getByTestId("search-empty");
  await expect(empty).toContainText("No products found");
  await expect(
    empty.getByRole("navigation", { name: "Browse categories" }).getByRole("link", {
      name: "Desktop Printers",
    }),
  ).toHaveAttribute("href", "/desktop-printers");
  await empty.getByRole("link", { name: "Ask us for it" }).click();
  await expect(page).toHaveURL(/\/contact\?ask=qwxyzzy/);
  await expect(page.getByLabel(/^Subject/)).toHaveValue("Looking for: qwxyzzy widget");
  await expect(page.getByLabel(/^Message/)).toHaveValue(/"qwxyzzy widget"/);
});

for (const size of WIDTHS) {
  test.describe(`compare at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("two printers fit side by side with the names column, and the supplies that fit follow", async ({
      page,
    }, testInfo) => {
      await page.goto(
        "/compare?p=zebra-zd421-desktop-barcode-printer&p=godex-g500-desktop-barcode-printer",
      );
      const scroller = page.getByTestId("compare-scroll");
      // Two products need no sideways swipe, even on a phone.
      expect(
        await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        "the table fits its box",
      ).toBe(true);
      for (const name of ["Zebra ZD421", "GoDex G500"]) {
        const head = page.getByRole("columnheader", { name: new RegExp(name) });
        const box = (await head.boundingBox())!;
        expect(box.x + box.width, `${name} inside the window`).toBeLessThanOrEqual(size.width);
      }
      const fits = page.getByTestId("compare-fits");
      await expect(fits.getByRole("heading", { name: "Supplies that fit" })).toBeVisible();
      const card = fits.getByTestId("fit-card").first();
      await expect(card.getByRole("button", { name: /Add to quote/ })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`compare-${size.width}.png`) });
    });
  });
}
