import { expect, test } from "@playwright/test";

// Listings as a buyer compares them, and the small things around them: key facts, brand, stock
// and price on every card in two columns on a phone; a 404 that helps to go on; canonical links;
// named social links; robots.txt.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a category lists compact cards two to a row with facts, brand, stock and price", async ({
    page,
  }) => {
    await page.goto("/desktop-printers");
    const cards = page.getByTestId("product-grid").locator("article");
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);

    // Other specs add printers without specifications to this category (their cards rightly show
    // no facts), so the facts are asserted on every card that has specifications to read.
    const count = await cards.count();
    let withFacts = 0;
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const facts = card.getByTestId("key-facts").locator("dt");
      if ((await facts.count()) > 0) {
        withFacts++;
        expect(await facts.count()).toBeGreaterThanOrEqual(3);
        expect(await facts.count()).toBeLessThanOrEqual(4);
      }
      await expect(card).toContainText(/In stock|Out of stock/);
      await expect(card.getByTestId("card-price")).toHaveText(
        /^(₹\d{1,3}(,\d{2})*(,\d{3})? \+ GST|Price on request)$/,
      );
    }
    expect(withFacts).toBeGreaterThan(count / 2);
    await expect(page.getByTestId("key-facts").first()).toContainText("Resolution");
  });

  test("a ribbon card names its type and size", async ({ page }) => {
    await page.goto("/ribbons");
    const card = page.getByTestId("product-grid").locator("article").first();
    await expect(card.getByTestId("key-facts")).toContainText("Type");
    await expect(card.getByTestId("key-facts")).toContainText("Size");
  });

  test("popular products show the rating they are sorted by", async ({ page }) => {
    await page.goto("/popular-products");
    await expect(page.getByTestId("card-rating").first()).toContainText(/\d\.\d/);
  });
});

test("the 404 page offers a search and the product categories", async ({ page }) => {
  const res = await page.goto("/no-such-page-at-all");
  expect(res?.status()).toBe(404);
  const search = page.getByRole("search", { name: "Search the products" });
  await search.getByRole("searchbox").fill("zebra");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=zebra/);

  await page.goto("/no-such-page-at-all");
  const cats = page.getByRole("navigation", { name: "Product categories" });
  await expect(cats.getByRole("link", { name: "Ribbons" })).toHaveAttribute("href", "/ribbons");
});

test("blogs, careers and contact carry canonical and og:url", async ({ page, baseURL }) => {
  for (const path of ["/blogs", "/careers", "/contact"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${path}`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${baseURL}${path}`,
    );
  }
});

test("the footer's social links show an icon and have a name", async ({ page }) => {
  await page.goto("/about");
  for (const name of ["Facebook", "LinkedIn", "YouTube", "Instagram"]) {
    const link = page.locator("footer").getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link.locator("svg")).toBeVisible();
  }
});

test("robots.txt starts with the user agent, not a blanket Allow", async ({ request }) => {
  const txt = await (await request.get("/robots.txt")).text();
  expect(txt.split("\n")[0]).toBe("User-agent: *");
  expect(txt).not.toMatch(/^Allow: \/$/m);
});
