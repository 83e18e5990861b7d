import fs from "node:fs";
import type { Page } from "@playwright/test";
import { makeProducts, uniqueTag } from "./data";
import { expect, test } from "./fixtures";

/** Signing in hashes the password: on a busy machine it takes longer than an ordinary step. */
const SIGN_IN_WAIT = { timeout: 20_000 };

/**
 * The admin as one person keeping a large catalogue uses it, with JavaScript on and off (this file
 * runs in both projects): the products list (sort, filter, search, paging, bulk changes, the inline
 * stock switch, Duplicate), the product form (sticky Save bar, the first invalid field focused), the
 * dashboard's numbers leading to the matching list, and every screen at 390, 1024 and 1440 px wide
 * without sideways scrolling, the menu reachable on a phone.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/**
 * Two tube-marking supplies of this file's own (made through /api before its tests, named after the
 * run and the project), changed and put back here: no other spec's rows nor the demo catalogue.
 */
let PAIR: [string, string];
/** The search that lists exactly the pair, and the address that keeps it. */
let PAIR_QUERY: string;
let PAIR_SEARCH: string;
let PAIR_URL: RegExp;
let PAIR_SLUG: string;
const PAIR_MODEL = "PX-IR300B";

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  PAIR_QUERY = `Pair-${uniqueTag(testInfo).replace(/ /g, "-")}`;
  PAIR = [`${PAIR_QUERY} PVC Marking Tube 3.2 mm`, `${PAIR_QUERY} Ink Ribbon Cassette`];
  PAIR_SEARCH = `/admin/products?q=${PAIR_QUERY}`;
  PAIR_URL = new RegExp(`q=${PAIR_QUERY}`);
  const [, second] = await makeProducts(request, [
    { name: PAIR[0], category: "tube-labeling-system", price: "450" },
    { name: PAIR[1], category: "tube-labeling-system", price: "1200", model: PAIR_MODEL },
  ]);
  PAIR_SLUG = second.slug;
  await request.dispose();
});

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

async function inView(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  const vp = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height + 1);
}

/** The list's "Showing a-b of n products" total. */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByTestId("list-count").innerText();
  const m = /of (\d+) products/.exec(text);
  return m ? Number(m[1]) : 0;
}

test.describe.configure({ timeout: 120_000 });

test("every admin screen fits 390, 1024 and 1440 px without sideways scrolling; the phone menu opens and leads to a tab", async ({
  page,
  signIn,
}, testInfo) => {
  await page.goto("/admin");
  await signIn();
  await expect(page).toHaveURL(/\/admin$/, SIGN_IN_WAIT);
  const edit = await page.request.get(`/admin/products?q=${encodeURIComponent(PAIR[0])}`);
  const editPath = /href="(\/admin\/products\/\d+\/edit)"/.exec(await edit.text())![1];
  const screens: [string, string][] = [
    ["dashboard", "/admin"],
    ["products", "/admin/products"],
    ["products-100", "/admin/products?per=100&sort=price&dir=desc"],
    ["product-form", editPath],
    ["product-new", "/admin/products/new"],
    ["inquiries", "/admin/inquiries"],
    ["quotes", "/admin/quotes"],
  ];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await noSidewaysScroll(page, `${name} at ${size.width}`);
      if (name === "products" && size.width !== 1024)
        await testInfo.attach(`${name}-${size.width}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: "image/png",
        });
    }
  }

  // On a phone the menu is folded into one button; it opens (a <details>, so also without
  // JavaScript) with every tab, and a tab opens its page.
  await page.setViewportSize(WIDTHS[0]);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeHidden();
  const menu = page.getByText("Menu", { exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(nav.getByRole("link", { name: "Quotes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  // On a phone each product is a card: its name and its Edit link are on screen, side by side with nothing.
  const firstCard = page.locator("tbody tr").first();
  const cardBox = await firstCard.boundingBox();
  expect(cardBox!.width).toBeLessThanOrEqual(390);
  await expect(firstCard.getByRole("link", { name: /^Edit / })).toBeVisible();
});

test("the list sorts by a column, filters, searches and pages, all in the address", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(WIDTHS[2]);
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fproducts");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, SIGN_IN_WAIT);
  const all = await listTotal(page);
  expect(all).toBeGreaterThan(25);
  await expect(page.locator("tbody tr")).toHaveCount(25);

  // Sort by price, lowest first, then highest first (a second click).
  await page.getByRole("link", { name: "Sort by Price" }).click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  // The Price column's place among the columns shown (they are chosen, so it is looked up).
  const priceColumn =
    (await page.locator("thead th").allInnerTexts()).findIndex((t) => /price/i.test(t)) + 1;
  const prices = async () =>
    (await page.locator(`tbody tr td:nth-child(${priceColumn})`).allInnerTexts())
      .map((t) => Number(t.replace(/[^\d]/g, "")))
      .filter((n) => n > 0);
  const sorted = (dir: 1 | -1) => async () => {
    const list = await prices();
    return list.length > 1 && list.every((p, k) => k === 0 || (p - list[k - 1]) * dir >= 0);
  };
  await expect.poll(sorted(1)).toBe(true);
  await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await page.getByRole("link", { name: /^Sort by Price/ }).click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect.poll(sorted(-1)).toBe(true);

  // Filter: out of stock. With JavaScript the choice applies at once; without, by the Filter button.
  await page.getByRole("search").getByLabel("Stock", { exact: true }).selectOption("out");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/stock=out/);
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  const out = page.locator("tbody tr");
  await expect(out.first()).toContainText("Out of stock");
  for (const row of await out.all()) await expect(row).toContainText("Out of stock");

  // Search: with JavaScript the list narrows as you type; without, by the Filter button.
  await page.goto("/admin/products");
  await page.getByLabel("Search").fill(PAIR_QUERY);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(PAIR_URL);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  for (const name of PAIR) await expect(page.getByRole("row", { name })).toBeVisible();

  // Paging: 10 rows a page, page 2 shows rows 11-20 and keeps the size.
  await page.goto("/admin/products");
  await page.getByLabel("Rows per page").selectOption("10");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/per=10/);
  await expect(page.locator("tbody tr")).toHaveCount(10);
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/per=10&page=2/);
  await expect(page.getByTestId("list-count")).toHaveText(`Showing 11-20 of ${all} products`);
});

test("bulk changes on the checked products: deactivate, move, feature, and back; the inline stock switch; Duplicate opens an unsaved copy", async ({
  page,
  javaScriptEnabled,
  signIn,
}) => {
  await page.setViewportSize(WIDTHS[2]);
  await page.goto(PAIR_SEARCH);
  await signIn();
  await expect(page).toHaveURL(PAIR_URL, SIGN_IN_WAIT);
  const bar = page.getByRole("form", { name: "Bulk actions" });
  // With JavaScript the bar appears once something is checked; without, it is always there.
  if (javaScriptEnabled) await expect(bar).toBeHidden();
  else await expect(bar).toBeVisible();

  const run = async (button: string, message: string, before?: () => Promise<unknown>) => {
    for (const name of PAIR) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await expect(bar).toBeVisible();
    if (javaScriptEnabled) await expect(bar).toContainText("2 selected");
    await before?.();
    await bar.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("status")).toContainText(message);
    await expect(page).toHaveURL(PAIR_URL);
  };

  await run("Deactivate", "2 products set to Inactive.");
  for (const name of PAIR)
    await expect(
      page.getByRole("row", { name }).getByText("INACTIVE", { exact: true }),
    ).toBeVisible();
  await run("Activate", "2 products set to Active.");
  for (const name of PAIR)
    await expect(
      page.getByRole("row", { name }).getByText("ACTIVE", { exact: true }),
    ).toBeVisible();

  await run("Move", "2 products moved to Ribbons.", () =>
    bar.getByLabel("Move selected to").selectOption({ label: "Ribbons" }),
  );
  for (const name of PAIR)
    await expect(
      page.getByRole("row", { name }).getByRole("cell", { name: "Ribbons", exact: true }),
    ).toBeVisible();
  await run("Move", "2 products moved to Tube Labeling System.", () =>
    bar.getByLabel("Move selected to").selectOption({ label: "Tube Labeling System" }),
  );

  await run("Feature", "2 products featured.");
  for (const name of PAIR)
    await expect(
      page.getByRole("row", { name }).getByText("Featured", { exact: true }),
    ).toBeVisible();
  await run("Unfeature", "2 products no longer featured.");
  for (const name of PAIR)
    await expect(
      page.getByRole("row", { name }).getByText("Featured", { exact: true }),
    ).toHaveCount(0);

  // Export CSV: the checked products only, in the import's format.
  for (const name of PAIR) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    bar.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.split(/\r?\n/)[0]).toContain("slug");
  for (const name of PAIR) expect(csv).toContain(name);
  expect(csv).not.toContain("GoDex G500 Desktop Barcode Printer");
  if (javaScriptEnabled)
    await page.getByRole("checkbox", { name: "Select all on this page" }).uncheck();
  else await page.goto(PAIR_SEARCH);

  // The inline stock switch: one click, the row says so (at once with JavaScript, after the page
  // comes back without), and the stored value follows.
  const row = page.getByRole("row", { name: PAIR[0] });
  await row.getByRole("button", { name: /mark out of stock/i }).click();
  await expect(row.getByRole("button", { name: /mark in stock/i })).toContainText("Out of stock");
  await page.goto(`${PAIR_SEARCH}&stock=out`);
  await expect(page.getByRole("row", { name: PAIR[0] })).toBeVisible();
  await page
    .getByRole("row", { name: PAIR[0] })
    .getByRole("button", { name: /mark in stock/i })
    .click();
  // With JavaScript the row switches at once and then leaves this out-of-stock list when the list
  // is read again; without, the page comes back saying so. Either way the stored value follows.
  if (javaScriptEnabled) await expect(page.getByRole("row", { name: PAIR[0] })).toHaveCount(0);
  else await expect(page.getByRole("status")).toContainText(`“${PAIR[0]}” marked in stock.`);
  await page.goto(PAIR_SEARCH);
  await expect(
    page.getByRole("row", { name: PAIR[0] }).getByRole("button", { name: /mark out of stock/i }),
  ).toBeVisible();

  // Duplicate: the add form with everything filled in, "(copy)" and a free slug; nothing saved yet.
  await page.goto(PAIR_SEARCH);
  const before = await listTotal(page);
  await page.getByRole("link", { name: `Duplicate ${PAIR[1]}` }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new\?from=\d+$/);
  await expect(page.getByRole("heading", { name: "Add Product", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue(`${PAIR[1]} (copy)`);
  await expect(page.getByLabel("Slug *")).toHaveValue(`${PAIR_SLUG}-copy`);
  await expect(page.getByLabel("Model")).toHaveValue(PAIR_MODEL);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto(PAIR_SEARCH);
  expect(await listTotal(page)).toBe(before);
});

test("the product form: the Save bar stays in view while scrolling, and a refused save puts the focus on the first invalid field", async ({
  page,
  signIn,
}) => {
  await page.goto("/admin/products/new");
  await signIn();
  await expect(page).toHaveURL(/\/admin\/products\/new$/, SIGN_IN_WAIT);
  for (const size of [WIDTHS[0], WIDTHS[2]]) {
    await page.setViewportSize(size);
    await page.goto("/admin/products/new");
    const save = page.getByRole("button", { name: "Add Product" });
    await page.getByRole("group", { name: "SEO", exact: true }).scrollIntoViewIfNeeded();
    await inView(page, save);
    await inView(page, page.getByRole("link", { name: "Cancel" }));
  }

  // Name and slug filled, the category left out: after the refused save the Category select, far
  // down a phone's screen, has the focus and is in view.
  await page.setViewportSize(WIDTHS[0]);
  await page.goto("/admin/products/new");
  await page.getByLabel("Name *").fill("Focus test printer");
  await page.getByLabel("Slug *").fill("focus-test-printer");
  await page.getByLabel("Short Description *").fill("Short");
  await page.getByLabel("Description *", { exact: true }).fill("Long enough description.");
  await page.getByRole("group", { name: "Downloads", exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Category is required")).toBeVisible();
  const category = page.getByLabel("Category *");
  await expect(category).toBeFocused();
  await inView(page, category);
  await expect(page.getByLabel("Name *")).toHaveValue("Focus test printer");
});

test("the dashboard's numbers each open the list filtered to exactly those products", async ({
  page,
  signIn,
}) => {
  await page.goto("/admin");
  await signIn();
  await expect(page).toHaveURL(/\/admin$/, SIGN_IN_WAIT);
  const cards: [string, RegExp][] = [
    ["out-of-stock", /\/admin\/products\?stock=out$/],
    ["inactive", /\/admin\/products\?status=inactive$/],
    ["no-image", /\/admin\/products\?missing=image$/],
    ["no-price", /\/admin\/products\?missing=price$/],
    ["no-hsn", /\/admin\/products\?missing=hsn$/],
    ["no-specs", /\/admin\/products\?missing=specs$/],
    ["no-meta", /\/admin\/products\?missing=meta$/],
  ];
  for (const [key, url] of cards) {
    await page.goto("/admin");
    const card = page.getByTestId(`todo-${key}`);
    const value = Number((await card.locator("span").first().innerText()).trim());
    await card.click();
    await expect(page).toHaveURL(url);
    if (value === 0) await expect(page.getByTestId("list-count")).toHaveText("No products found");
    else expect(await listTotal(page)).toBe(value);
  }
  await page.goto("/admin");
  await page.getByTestId("todo-quotes").click();
  await expect(page).toHaveURL(/\/admin\/quotes\?status=new$/);
  await page.goto("/admin");
  await page.getByTestId("todo-inquiries").click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  // The quick actions.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
});
