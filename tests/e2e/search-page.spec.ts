import { expect, test, type Page } from "@playwright/test";

// The /search page with JavaScript on and off: the same URLs give the same results.

const headerBox = (page: Page) =>
  page.locator("header").getByRole("combobox", { name: "Search products" }).first();
const results = (page: Page) => page.getByTestId("search-result");
const heading = (page: Page) => page.getByRole("heading", { name: /Search Results for/ });

test("before a search: the box, popular searches and the category cards, each a search link", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Products");
  await expect(page.getByPlaceholder("search by product name, category, or model")).toBeVisible();
  const popular = page.getByRole("region", { name: "Popular Searches" }).getByRole("link");
  await expect(popular).toHaveCount(10);
  for (const tag of [
    "Desktop Printers",
    "Mobile Printers",
    "Label Printers",
    "Thermal Printers",
    "Barcode Printers",
    "Industrial Printers",
  ]) {
    await expect(popular.filter({ hasText: tag })).toHaveCount(1);
  }
  const cards = page.getByRole("region", { name: "Browse by Category" }).getByRole("link");
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ hasText: "Software" })).toHaveAttribute("href", "/search?q=Software");
  await expect(results(page)).toHaveCount(0);

  await popular.filter({ hasText: "GoDex G500" }).click();
  await expect(page).toHaveURL(/\/search\?q=GoDex\+G500$/);
  await expect(heading(page)).toContainText("GoDex G500");
  await expect(results(page).first()).toContainText("GoDex G500 Desktop Barcode Printer");
});

test("a search from the header shows results with the query marked and View links", async ({
  page,
}) => {
  await page.goto("/");
  await headerBox(page).fill("zebra");
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=zebra$/);
  await expect(heading(page)).toHaveText("Search Results for “zebra”");
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ products found$/);
  const first = results(page).first();
  await expect(first.locator("mark").first()).toHaveText("Zebra");
  const view = first.getByRole("link", { name: /^View/ });
  const href = await view.getAttribute("href");
  expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
  await view.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Zebra");
});

test("a model number typed with a dash finds the model, marked in name and model", async ({
  page,
}) => {
  await page.goto("/search?q=g-500");
  const first = results(page).first();
  await expect(first.getByRole("heading")).toHaveText("GoDex G500 Desktop Barcode Printer");
  await expect(first.locator("mark")).toHaveText(["G500", "G500"]);
  await expect(first.getByText("Featured")).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(/products? found/);
});

test("one result says 'product'", async ({ page }) => {
  await page.goto("/search?q=ttp244pro");
  await expect(page.getByTestId("result-count")).toHaveText("1 product found");
});

test("filters (category, In Stock Only) and sort live in the URL", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/search?q=printer");
  const filters = page.getByRole("form", { name: "Filter and sort results" });
  const apply = async () => {
    if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
  };
  await filters.getByLabel("Category").selectOption({ label: "Mobile Printers" });
  await apply();
  await expect(page).toHaveURL(/category=mobile-printers/);
  await expect(results(page).first()).toBeVisible();
  const countAll = await results(page).count();

  await filters.getByLabel("In Stock Only").check();
  await apply();
  await expect(page).toHaveURL(/instock=1/);
  await expect(results(page)).not.toHaveCount(countAll);

  await page
    .getByRole("form", { name: "Filter and sort results" })
    .getByLabel("Sort by")
    .selectOption("name");
  await apply();
  await expect(page).toHaveURL(/sort=name/);
  // Without JavaScript the address changes before the new page has drawn its results.
  await expect(results(page).nth(1)).toBeVisible();
  const names = await results(page).getByRole("heading").allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
  );
  // The category list holds the categories found for the query, not only the chosen one.
  const options = await page.getByLabel("Category").locator("option").allTextContents();
  expect(options).toEqual(
    expect.arrayContaining(["All Categories", "Desktop Printers", "Mobile Printers"]),
  );
});

test("pagination: 12 a page, numbers within 2 of the current page, Previous/Next disabled at the ends", async ({
  page,
}) => {
  await page.goto("/search?q=printer&sort=name");
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(results(page)).toHaveCount(12);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("1");
  await expect(nav.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
  const pages = await nav.getByRole("link", { name: /^Page \d+$/ }).allTextContents();
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.map(Number).every((n) => n <= 3)).toBe(true);

  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("2");
  const last = Number(
    (await nav.getByRole("link", { name: /^Page \d+$/ }).allTextContents()).at(-1),
  );
  await page.goto(`/search?q=printer&sort=name&page=${last + 5}`);
  // Past the end: the last page, with Next disabled.
  await expect(nav.locator('[aria-current="page"]')).not.toHaveText("1");
  await expect(nav.getByText("Next")).toHaveAttribute("aria-disabled", "true");
});

test("a filter change keeps the page (clamped when it runs past the end)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/search?q=printer&sort=name&page=2");
  const filters = page.getByRole("form", { name: "Filter and sort results" });
  await filters.getByLabel("Sort by").selectOption("price");
  if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/page=2/);
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav.locator('[aria-current="page"]')).toHaveText("2");

  await page
    .getByRole("form", { name: "Filter and sort results" })
    .getByLabel("Category")
    .selectOption({ label: "Mobile Printers" });
  if (!javaScriptEnabled)
    await page
      .getByRole("form", { name: "Filter and sort results" })
      .getByRole("button", { name: "Apply" })
      .click();
  await expect(page).toHaveURL(/category=mobile-printers/);
  // Fewer than 13 mobile printers: page 2 is clamped to page 1 and the results show.
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});

test("the empty state: message, the query, ask us for it and the categories", async ({ page }) => {
  await page.goto("/search?q=qqqxxxzzz");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("We couldn't find any products matching")).toContainText("qqqxxxzzz");
  await expect(page.getByRole("link", { name: "Ask us for it" })).toHaveAttribute(
    "href",
    "/contact?ask=qqqxxxzzz#message",
  );
  await expect(page.getByRole("heading", { name: "Or browse a category" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText("0 products found");
});

test("a typo of one letter still finds the brand", async ({ page }) => {
  await page.goto("/search?q=honywell");
  await expect(results(page).first()).toContainText("Honeywell");
});

test("the search box on the page runs a new search; a blank query shows the start screen", async ({
  page,
}) => {
  await page.goto("/search?q=zebra");
  const box = page.getByPlaceholder("search by product name, category, or model");
  await expect(box).toHaveValue("zebra");
  await box.fill("scanner");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=scanner/);
  await expect(heading(page)).toContainText("scanner");
  await page.goto("/search?q=%20%20");
  await expect(page.getByRole("heading", { name: "Browse by Category" })).toBeVisible();
});

test("GET /api/products/search/{query} answers an array, and [] for FTS syntax", async ({
  request,
}) => {
  const res = await request.get("/api/products/search/G500");
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { slug: string; relevance_score: number }[];
  expect(list[0].slug).toBe("godex-g500-desktop-barcode-printer");
  for (const q of ['"', "NEAR(a b)", "*:^", "a".repeat(3000)]) {
    const r = await request.get(`/api/products/search/${encodeURIComponent(q)}`);
    expect(r.status()).toBe(200);
    expect(Array.isArray(await r.json())).toBe(true);
  }
});

test("text past 200 characters or 8 words is left out, and the page says so; the boxes stop at 200", async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent(`zebra${"!".repeat(400)}`)}`);
  await expect(page.getByTestId("search-notice")).toHaveText(
    "A search reads at most 200 characters: the rest of your text was left out.",
  );
  await expect(results(page).first()).toContainText("Zebra");
  await page.goto(`/search?q=${encodeURIComponent(`zebra ${"printer ".repeat(12)}`)}`);
  await expect(page.getByTestId("search-notice")).toContainText("at most 8 words");
  await expect(results(page).first()).toContainText("Zebra");
  await page.goto("/search?q=zebra");
  await expect(page.getByTestId("search-notice")).toHaveCount(0);
  await expect(headerBox(page)).toHaveAttribute("maxlength", "200");
  await expect(page.getByPlaceholder("search by product name, category, or model")).toHaveAttribute(
    "maxlength",
    "200",
  );
});
