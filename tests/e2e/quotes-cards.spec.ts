import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// "Add to quote" on listing cards and the basket's count in the header, with JavaScript on and off,
// on a phone (two cards a row) and a desktop; and the count never stops a page being cached.
const CATEGORY = "/desktop-printers";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

/** The card's button: on screen, a real touch target, inside its card and clear of the link. */
async function checkButton(card: Locator, where: string, name = /Add to quote/) {
  const button = card.getByRole("button", { name });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  const link = (await card.getByRole("link", { name: /View Details/ }).boundingBox())!;
  expect(box.height, `${where}: at least 24 px tall`).toBeGreaterThanOrEqual(24);
  expect(box.x, `${where}: inside its card`).toBeGreaterThanOrEqual(cardBox.x);
  expect(box.x + box.width, `${where}: inside its card`).toBeLessThanOrEqual(
    cardBox.x + cardBox.width + 0.5,
  );
  expect(box.y + box.height, `${where}: inside its card`).toBeLessThanOrEqual(
    cardBox.y + cardBox.height + 0.5,
  );
  expect(overlaps(box, link), `${where}: clear of the card's link`).toBe(false);
  return button;
}

for (const viewport of VIEWPORTS) {
  test(`a buyer adds products from category cards at ${viewport.width} px`, async ({ page }) => {
    const js = test.info().project.name === "js";
    const where = `${viewport.width} px, JavaScript ${js ? "on" : "off"}`;
    await page.setViewportSize(viewport);
    await page.goto(CATEGORY);
    const header = page.getByTestId("header-quote");
    await expect(header).toBeVisible();
    await expect(header).toHaveAttribute("href", "/quote");
    await expect(header).toHaveText("Quote");

    const cards = page.getByTestId("product-grid").locator("article");
    const first = cards.nth(0);
    const second = cards.nth(1);
    if (viewport.width < 640) {
      // Two cards a row on a phone.
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
      expect(Math.abs(a.y - b.y), `${where}: two cards a row`).toBeLessThan(1);
    }
    const firstName = (await first.getByRole("heading").textContent())!.trim();
    const secondName = (await second.getByRole("heading").textContent())!.trim();
    await checkButton(first, where);
    await checkButton(second, where);
    await noSidewaysScroll(page, where);

    await first.getByRole("button", { name: /Add to quote/ }).click();
    if (js) {
      // The buyer stays on the listing; the card and the header say it worked.
      await expect(first.getByRole("button", { name: /Added/ })).toBeVisible();
      await expect(first.getByRole("status")).toHaveText("In your quote (1)");
      await expect(header).toHaveText("Quote (1)");
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await second.getByRole("button", { name: /Add to quote/ }).click();
      await expect(second.getByRole("status")).toHaveText("In your quote (2)");
      await expect(header).toHaveText("Quote (2)");
      await checkButton(second, `${where}, after adding`, /Added/);
      await noSidewaysScroll(page, `${where}, after adding`);
      // A fresh load of a shared page still shows this buyer's count.
      await page.reload();
      await expect(header).toHaveText("Quote (2)");
      await header.click();
      await expect(page).toHaveURL(/\/quote$/);
      await expect(page.getByTestId("quote-line")).toHaveCount(2);
      await expect(page.getByTestId("quote-line").nth(1)).toContainText(secondName);
      // Removing a line on the basket page brings the header down with it.
      await page.getByRole("button", { name: `Remove ${secondName}` }).click();
      await expect(page.getByTestId("quote-line")).toHaveCount(1);
      await expect(header).toHaveText("Quote (1)");
    } else {
      // Without JavaScript the form post lands on the basket with the product in it.
      await expect(page).toHaveURL(/\/quote$/);
      await expect(page.getByTestId("quote-line")).toHaveCount(1);
      await expect(page.getByTestId("quote-line").first()).toContainText(firstName);
      await expect(page.getByTestId("quote-line").first().getByLabel("Quantity")).toHaveValue("1");
      // The header stays a plain link to the basket.
      await expect(header).toHaveText("Quote");
      await noSidewaysScroll(page, `${where}, basket`);
    }
    await page.goto(CATEGORY);
    await expect(header).toBeVisible();
    await expect(header).toHaveText(js ? "Quote (1)" : "Quote");
    await noSidewaysScroll(page, `${where}, back on the listing`);
  });
}

test("a buyer with a basket is still served cached public pages, which never hold the count", async ({
  page,
  request,
}) => {
  await page.goto(CATEGORY);
  await page
    .getByTestId("product-grid")
    .locator("article")
    .first()
    .getByRole("button", { name: /Add to quote/ })
    .click();
  if (test.info().project.name === "js") {
    await expect(page.getByTestId("header-quote")).toHaveText("Quote (1)");
  } else {
    await expect(page).toHaveURL(/\/quote$/);
  }
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name).sort()).toEqual(["__Host-quote_basket", "quote_count"]);
  const count = cookies.find((c) => c.name === "quote_count")!;
  expect(count).toMatchObject({ value: "1", httpOnly: false, sameSite: "Lax", path: "/" });

  // The browser, carrying both cookies, gets the listing from the page cache.
  await page.goto("/popular-products");
  const again = await page.goto("/popular-products");
  expect(again?.headers()["x-page-cache"]).toBe("hit");

  const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const warm = await request.get(CATEGORY, { headers: { Cookie: header } });
  const hit = await request.get(CATEGORY, { headers: { Cookie: header } });
  expect(warm.status()).toBe(200);
  expect(hit.headers()["x-page-cache"]).toBe("hit");
  expect(hit.headers()["cache-control"]).toMatch(/s-maxage=60/);
  // What is shared says nothing of this buyer's basket.
  const html = await hit.text();
  expect(html).toContain('data-testid="header-quote"');
  expect(html).not.toContain("header-quote-count");
  expect(html).not.toMatch(/Quote \(\d+\)/);

  // Any other cookie (a flash message, a session) still goes past the cache to the app.
  const other = await request.get(CATEGORY, { headers: { Cookie: `${header}; flash=x` } });
  expect(other.status()).toBe(200);
  expect(other.headers()["x-page-cache"]).toBeUndefined();
});
