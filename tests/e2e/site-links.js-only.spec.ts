import { expect, test, type Page } from "@playwright/test";

// The public pages' links are plain anchors (cheap to render); with JavaScript one listener makes
// them navigate inside the app, keep the scroll where a filter asks for it, and prefetch a product
// a buyer rests on, as the router's own links do.

/** Hydrated: the cards' quote forms add their script-only field then. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="_js"]').first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

for (const width of [390, 1024, 1440]) {
  test(`a card, the footer and a filter navigate in the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/labels");
    await hydrated(page);

    // A card's name: the product page, in the same document.
    const card = page.locator("article").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await sameDocument(page)).toBe(1);

    // The footer's link to the popular products, from the bottom of the page.
    const footer = page.getByRole("navigation", { name: "Quick links" });
    await footer.getByRole("link", { name: "Popular Products" }).click();
    await expect(page).toHaveURL(/\/popular-products$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Popular Products");
    expect(await sameDocument(page)).toBe(1);
  });
}

test("a filter link keeps the scroll position; a new tab's click is left to the browser", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto("/labels");
  await hydrated(page);
  const filter = page.getByTestId("category-filters").getByRole("link").nth(2);
  await filter.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const href = (await filter.getAttribute("href"))!;
  await filter.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
  expect(await sameDocument(page)).toBe(1);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);

  // Ctrl/Cmd-click opens the card in a new tab and leaves this page where it is.
  const url = page.url();
  const opened = context.waitForEvent("page");
  await page
    .locator("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click({ modifiers: [process.platform === "darwin" ? "Meta" : "Control"] });
  await (await opened).close();
  expect(page.url()).toBe(url);
});

test("resting on a card's name prefetches that product's data", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/labels");
  await hydrated(page);
  const link = page.locator("article").first().getByRole("heading").getByRole("link");
  const path = (await link.getAttribute("href"))!;
  // The router learns the routes of the links on screen first (as it does for its own links).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          "routes/site/product" in
          (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest
            .routes,
      ),
    )
    .toBe(true);
  await link.hover();
  await expect(page.locator(`link[rel="prefetch"][href^="${path}.data"]`)).toHaveCount(1);
});

// The category menus are written as one piece of HTML each (no React element per link); their links
// still navigate inside the app, mark the current category and close the menu they sit in.
for (const width of [1024, 1440]) {
  test(`the Products menu's categories navigate in the page and close the menu at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/popular-products");
    await hydrated(page);
    const menu = page.getByTestId("products-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Ribbons", exact: true }).click();
    await expect(page).toHaveURL(/\/ribbons$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ribbons");
    await expect(menu.getByRole("link", { name: "Ribbons", exact: true })).toBeHidden();
    expect(await sameDocument(page)).toBe(1);
    // The category sidebar marks the category shown, and moves the mark with the next one.
    const sidebar = page.getByTestId("category-sidebar");
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Ribbons");
    await sidebar.getByRole("link", { name: "Scanners", exact: true }).click();
    await expect(page).toHaveURL(/\/scanners$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Scanners");
    expect(await sameDocument(page)).toBe(1);
  });
}

test("the phone menu's categories navigate in the page and close the drawer at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/popular-products");
  await hydrated(page);
  await page.getByLabel("Menu", { exact: true }).click();
  const drawer = page.getByRole("navigation", { name: "Mobile" });
  const link = drawer.getByRole("link", { name: "Scanners", exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/scanners$/);
  await expect(drawer).toBeHidden();
  expect(await sameDocument(page)).toBe(1);
  // The small-screen category list marks the category shown.
  await page.getByTestId("category-sidebar-toggle").locator("summary").click();
  const list = page.getByRole("navigation", { name: "Product categories" }).first();
  await expect(list.locator('[aria-current="page"]')).toHaveText("Scanners");
});

test("a filter chosen with the keyboard keeps the focus on its link, marked as chosen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/labels");
  await hydrated(page);
  const filters = page.getByTestId("category-filters");
  const choice = filters.getByRole("link").nth(2);
  const group = choice.locator("xpath=ancestor::ul[1]");
  const href = (await choice.getAttribute("href"))!;
  await choice.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
  const chosen = group.locator(`a[href="${href}"]`);
  await expect(chosen).toHaveAttribute("aria-current", "true");
  await expect(chosen).toBeFocused();
  expect(await sameDocument(page)).toBe(1);
});
