import { expect, test, type Page } from "@playwright/test";

// What the header search box adds with JavaScript: an ARIA combobox with suggestions, keyboard
// navigation, closing rules and recent searches; and the page's 'Searching products...' state.

const box = (page: Page) =>
  page.locator("header").getByRole("combobox", { name: "Search products" }).first();
const listbox = (page: Page) => page.locator("header").getByRole("listbox").first();

async function suggestionsFor(page: Page, text: string) {
  await box(page).fill(text);
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  return listbox(page).getByRole("option");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  // Hydrated: React has attached its handlers to the combobox.
  await expect(page.locator("html")).toBeAttached();
  await page.waitForFunction(() => document.querySelector("header input[role=combobox]") !== null);
  await page.waitForLoadState("networkidle");
});

test("typing shows up to 5 unique product names after a pause", async ({ page }) => {
  const options = await suggestionsFor(page, "printer");
  await expect(options).toHaveCount(5);
  const names = await options.allTextContents();
  expect(new Set(names).size).toBe(5);
  await expect(box(page)).toHaveAttribute("aria-controls", /.+/);
});

test("suggestions are asked for once typing pauses (debounce)", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/search-suggestions"))
      asked.push(new URL(r.url()).searchParams.get("q")!);
  });
  await box(page).pressSequentially("zebra", { delay: 40 });
  await expect(listbox(page).getByRole("option").first()).toBeVisible();
  expect(asked).toEqual(["zebra"]);
});

test("arrow keys move through the suggestions and Enter searches the chosen one", async ({
  page,
}) => {
  const options = await suggestionsFor(page, "zebra");
  await expect(options.first()).toBeVisible();
  await box(page).press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box(page).press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  const id = await options.nth(1).getAttribute("id");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", id!);
  await box(page).press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box(page).press("ArrowUp");
  // Wraps around to the last one.
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  const chosen = (await options.last().textContent())!;
  await box(page).press("Enter");
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: chosen })}`);
  await expect(page.getByRole("heading", { name: /Search Results for/ })).toContainText(chosen);
});

test("a click on a suggestion searches it", async ({ page }) => {
  const options = await suggestionsFor(page, "honeywell");
  const chosen = (await options.first().textContent())!;
  await options.first().click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: chosen })}`);
});

test("Escape closes the list", async ({ page }) => {
  const options = await suggestionsFor(page, "zebra");
  await expect(options.first()).toBeVisible();
  await box(page).press("Escape");
  await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  await expect(listbox(page)).toBeHidden();
  // Typing again opens it.
  await box(page).press("a");
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
});

test("an outside click closes the list, and so does leaving the box (after 150 ms)", async ({
  page,
}) => {
  await suggestionsFor(page, "zebra");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(box(page)).toHaveAttribute("aria-expanded", "false");

  await box(page).focus();
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  await box(page).press("Tab");
  await expect(box(page)).toHaveAttribute("aria-expanded", "false");
});

test('no match says No results found for "{query}"', async ({ page }) => {
  await box(page).fill("qqqxxxzzz");
  await expect(
    page.locator("header").getByText('No results found for "qqqxxxzzz"').first(),
  ).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
});

test("recent searches: kept in localStorage, newest first, 5 shown of up to 10", async ({
  page,
}) => {
  for (const q of ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]) {
    await box(page).fill(q);
    await box(page).press("Enter");
    await expect(page).toHaveURL(`/search?q=${q}`);
  }
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("recentSearches") ?? "[]"),
  );
  expect(stored).toEqual(["foxtrot", "echo", "delta", "charlie", "bravo", "alpha"]);

  await page.goto("/");
  await box(page).focus();
  await expect(page.locator("header").getByText("Recent searches").first()).toBeVisible();
  const options = listbox(page).getByRole("option");
  await expect(options).toHaveText(["foxtrot", "echo", "delta", "charlie", "bravo"]);
  await box(page).press("ArrowDown");
  await box(page).press("ArrowDown");
  await box(page).press("Enter");
  await expect(page).toHaveURL("/search?q=echo");
  const after = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("recentSearches") ?? "[]"),
  );
  expect(after.slice(0, 2)).toEqual(["echo", "foxtrot"]);

  // Never more than 10 kept.
  for (let i = 0; i < 8; i++) {
    await box(page).fill(`term${i}`);
    await box(page).press("Enter");
    await expect(page).toHaveURL(`/search?q=term${i}`);
  }
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("recentSearches") ?? "[]"),
  );
  expect(kept).toHaveLength(10);
  expect(kept[0]).toBe("term7");
});

test("the search page shows 'Searching products...' while a search runs and updates the address", async ({
  page,
}) => {
  await page.goto("/search?q=zebra");
  await page.waitForLoadState("networkidle");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/search.data*", async (route) => {
    await held;
    await route.continue();
  });
  const input = page.getByPlaceholder("search by product name, category, or model");
  await input.fill("godex");
  const button = page.locator("main").getByRole("button", { name: "Search", exact: true });
  await button.click();
  await expect(page.getByText("Searching products...")).toBeVisible();
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/search\?q=godex$/);
  await expect(page.getByRole("heading", { name: /Search Results for/ })).toContainText("godex");
  await expect(page.getByText("Searching products...")).toHaveCount(0);
  // A spaces-only search clears the old results for the start screen (it used to keep them).
  await input.fill("   ");
  await button.click();
  await expect(page.getByRole("heading", { name: /Search Results for/ })).toHaveCount(0);
  await expect(page.getByTestId("search-result")).toHaveCount(0);
  await expect(input).toHaveValue("");
});
