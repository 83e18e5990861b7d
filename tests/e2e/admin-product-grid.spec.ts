// The products list on a phone, a laptop and a wide screen, JavaScript on and off (this file runs in
// both projects): the name, the Status and the row actions inside the window with no sideways page
// scroll; the inline grid saves a page of price, stock and status changes after a preview, undone in
// one step; the chosen columns are remembered; the stock switch says what changed, with an Undo.
import type { Page } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";
import { expect, test } from "./fixtures";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SIGN_IN_WAIT = { timeout: 20_000 };

let made: MadeProduct[] = [];
let TAG: string;
let SEARCH: string;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  TAG = `Grid-${uniqueTag(testInfo).replace(/ /g, "-")}`;
  SEARCH = `/admin/products?q=${TAG}`;
  made = await makeProducts(request, [
    {
      name: `${TAG} Thermal Transfer Label Printer with a long descriptive name`,
      price: "45000",
      model: "GX-430T",
    },
    { name: `${TAG} Wax Ribbon 110 mm`, price: "650" },
  ]);
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await removeProducts(request, made);
  await request.dispose();
});

/** Signs in at 1024×768 onto this file's products. */
async function openList(page: Page, signIn: (to?: string) => Promise<void>) {
  await page.setViewportSize(WIDTHS[1]);
  await signIn(SEARCH);
  await expect(page).toHaveURL(new RegExp(`q=${TAG}`), SIGN_IN_WAIT);
}

async function noSideways(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, "no sideways page scroll").toBeLessThanOrEqual(inner);
}

/** Wholly inside the window from left to right (scrolling down to it is fine). */
async function acrossInWindow(page: Page, what: ReturnType<Page["locator"]>, name: string) {
  await what.scrollIntoViewIfNeeded();
  const box = await what.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, `${name} is drawn`).not.toBeNull();
  expect(box!.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends inside the window`).toBeLessThanOrEqual(vp.width);
  // Nothing sits on top of it (a sticky column over a scrolled one, say).
  const uncovered = await what.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (el.contains(hit) || hit.contains(el));
  });
  expect(uncovered, `${name} is not covered`).toBe(true);
}

test("the list fits 390, 1024 and 1440 px: name, Status and actions in the window, no sideways scroll", async ({
  page,
  signIn,
}, testInfo) => {
  await openList(page, signIn);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const url of [SEARCH, `${SEARCH}&grid=1`]) {
      await page.goto(url);
      const row = page.getByRole("row", { name: new RegExp(`${TAG} Thermal`) });
      await acrossInWindow(
        page,
        row.getByRole("link", { name: new RegExp(`^${TAG} Thermal`) }),
        "the name",
      );
      await acrossInWindow(
        page,
        url.endsWith("grid=1")
          ? row.getByRole("combobox", { name: /^Status of/ })
          : row.getByText(/^active$/i),
        "the status",
      );
      await acrossInWindow(page, row.getByRole("link", { name: /^Edit / }), "Edit");
      await acrossInWindow(page, row.getByRole("button", { name: /^Delete / }), "Delete");
      await noSideways(page);
      await page.screenshot({
        path: testInfo.outputPath(`list-${size.width}${url.endsWith("grid=1") ? "-grid" : ""}.png`),
        fullPage: true,
      });
    }
  }
});

test("the grid: type a price and a status, preview old → new, save the page at once, undo in one step", async ({
  page,
  signIn,
}, testInfo) => {
  await openList(page, signIn);
  await page.getByRole("link", { name: "Change price, stock, status in place" }).click();
  await expect(page).toHaveURL(/grid=1/);
  const ribbon = page.getByRole("row", { name: new RegExp(`${TAG} Wax Ribbon`) });
  const printer = page.getByRole("row", { name: new RegExp(`${TAG} Thermal`) });
  await ribbon.getByRole("textbox", { name: /^Price of/ }).fill("700");
  await printer.getByRole("combobox", { name: /^Status of/ }).selectOption("inactive");
  // The printer's ₹45,000 typed another way is no change, for the count as for the save.
  await printer.getByRole("textbox", { name: /^Price of/ }).fill("₹45,000.00");
  if (testInfo.project.name === "js")
    await expect(page.getByTestId("grid-changed")).toHaveText("2 cells changed.");
  await page.getByRole("button", { name: "Preview changes" }).click();
  const preview = page.getByTestId("grid-preview");
  await expect(preview).toContainText("2 changes in 2 products");
  await expect(preview.getByRole("row", { name: /Wax Ribbon/ })).toContainText(/₹650\s*₹700/);
  await expect(preview.getByRole("row", { name: /Thermal/ })).toContainText(/Active\s*Inactive/);
  // The typed values stay in the rows while the preview is shown.
  await expect(ribbon.getByRole("textbox", { name: /^Price of/ })).toHaveValue("700");
  if (testInfo.project.name === "js")
    await expect(page.getByTestId("grid-changed")).toHaveText("2 cells changed.");
  await page.screenshot({ path: testInfo.outputPath("grid-preview-1024.png"), fullPage: true });
  await page.getByRole("button", { name: "Save 2 changes" }).click();
  const flash = page.getByTestId("flash");
  await expect(flash).toContainText("Saved price, status of 2 products as one History entry");
  await expect(ribbon.getByRole("textbox", { name: /^Price of/ })).toHaveValue("700");
  await expect(printer.getByRole("combobox", { name: /^Status of/ })).toHaveValue("inactive");
  await page.screenshot({ path: testInfo.outputPath("grid-saved-1024.png") });
  await flash.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("flash")).toContainText("2 products put back as they were");
  await page.goto(`${SEARCH}&grid=1`);
  await expect(ribbon.getByRole("textbox", { name: /^Price of/ })).toHaveValue("650");
  await expect(printer.getByRole("combobox", { name: /^Status of/ })).toHaveValue("active");
});

test("the columns chosen are shown and remembered; the stock switch says what changed and undoes it", async ({
  page,
  signIn,
}, testInfo) => {
  await openList(page, signIn);
  await expect(page.getByRole("columnheader", { name: /Model/ })).toHaveCount(0);
  await page.getByTestId("column-chooser").locator("summary").click();
  await page.getByRole("checkbox", { name: "Model" }).check();
  await page.getByRole("checkbox", { name: "Image" }).uncheck();
  await page.getByRole("button", { name: "Show these columns" }).click();
  await expect(page.getByRole("columnheader", { name: /Model/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "GX-430T" })).toBeVisible();
  await page.goto(SEARCH);
  await expect(page.getByRole("columnheader", { name: /Model/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Image" })).toHaveCount(0);
  await noSideways(page);

  // The stock switch: no question, a message naming what changed, and its Undo.
  const row = page.getByRole("row", { name: new RegExp(`${TAG} Wax Ribbon`) });
  await row.getByRole("button", { name: /mark out of stock/i }).click();
  const message =
    testInfo.project.name === "js" ? page.getByTestId("stock-notice") : page.getByTestId("flash");
  await expect(message).toContainText(`“${TAG} Wax Ribbon 110 mm” marked out of stock.`);
  await expect(row.getByRole("button", { name: /mark in stock/i })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("stock-undo-1024.png") });
  await message.getByRole("button", { name: "Undo" }).click();
  await expect(
    testInfo.project.name === "js" ? page.getByTestId("stock-notice") : page.getByTestId("flash"),
  ).toContainText("Undid the change");
  await expect(row.getByRole("button", { name: /mark out of stock/i })).toBeVisible();
});
