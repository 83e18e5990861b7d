// History as staff use it, with JavaScript on and off: an edited brand put back to an earlier
// version from its History, and a whole CSV import undone from its batch page (the page is the
// confirmation); each screen fits 390, 1024 and 1440 px wide without sideways scrolling.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { makeBrand, removeBrand } from "./data";
import { signInWithForm } from "./fixtures";

/** Each project imports its own rows (the brand test makes its own brand): both share one server. */
const PICK = {
  js: { label: "Citizen", slug: "e2e-history-js" },
  "no-js": { label: "Postek", slug: "e2e-history-nojs" },
} as const;

const WIDTHS = [390, 1024, 1440];

async function fits(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const where = `${name} at ${width}px`;
    await expect(page.locator("h1").first(), where).toBeVisible();
    const sideways = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
    }));
    expect
      .soft(sideways.scroll, `${where}: no sideways scrolling`)
      .toBeLessThanOrEqual(sideways.inner);
    // Every entry's text and button stay inside its card.
    const entries = page.getByTestId("history-entry");
    for (let i = 0; i < Math.min(await entries.count(), 5); i++) {
      const card = (await entries.nth(i).boundingBox())!;
      expect
        .soft(card.x + card.width, `${where}: entry ${i} inside the page`)
        .toBeLessThanOrEqual(width);
      const button = entries.nth(i).getByRole("button");
      if (await button.count()) {
        const b = (await button.first().boundingBox())!;
        expect
          .soft(
            b.x >= card.x && b.x + b.width <= card.x + card.width,
            `${where}: button inside its entry`,
          )
          .toBe(true);
      }
    }
    if (width !== 1024)
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function editBrandDescription(page: Page, brand: string, description: string) {
  await page.goto("/admin/brands");
  await page
    .getByRole("row", { name: new RegExp(brand) })
    .getByRole("link", { name: /Edit/ })
    .click();
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Update Brand" }).click();
  await expect(page.getByRole("status")).toContainText("Brand updated successfully");
}

test("staff put an item back to an earlier version from its History", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A brand of the test's own: no demo brand's description is changed.
  const made = await makeBrand(request, testInfo);
  try {
    await putBack(page, testInfo, { brand: made.display_name });
  } finally {
    await removeBrand(request, made);
  }
});

async function putBack(page: Page, testInfo: TestInfo, pick: { brand: string }) {
  await signInWithForm(page, "/admin/brands");
  await expect(page).toHaveURL(/\/admin\/brands$/);
  const first = `First description (${testInfo.project.name})`;
  const second = `Second description (${testInfo.project.name})`;
  await editBrandDescription(page, pick.brand, first);
  await editBrandDescription(page, pick.brand, second);

  await page.goto("/admin/brands");
  await page
    .getByRole("row", { name: new RegExp(pick.brand) })
    .getByRole("link", { name: /Edit/ })
    .click();
  await page.locator("#admin-main").getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "History of the brand" })).toBeVisible();
  const entries = page.getByTestId("history-entry");
  // Newest first: the second change, then the first, each field in words.
  await expect(entries.first()).toContainText("Changed");
  const latest = entries.first().getByRole("definition");
  await expect(latest).toContainText(first);
  await expect(latest).toContainText(second);
  await expect(entries.first().getByRole("term")).toHaveText("Description");
  await expect(entries.nth(1)).toContainText(first);
  await expect(entries.nth(1)).toContainText("by admin");
  await fits(page, testInfo, "history-item");

  await entries
    .nth(1)
    .getByRole("button", { name: /Restore the version/ })
    .click();
  await expect(page.getByRole("status")).toContainText(
    `Put the brand "${pick.brand}" back to this version`,
  );
  await expect(entries.first()).toContainText("Put back an earlier version");
  await expect(entries.first()).toContainText(second);
  await page.getByRole("link", { name: "Edit the brand" }).click();
  await expect(page.getByLabel("Description")).toHaveValue(first);

  // The overall History lists it, filtered by kind and action.
  await page.goto("/admin/history");
  await page.getByLabel("Kind").selectOption("brands");
  await page.getByLabel("Action").selectOption("restore");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=brands&action=restore/);
  await expect(page.getByTestId("history-entry").first()).toContainText(`brand “${pick.brand}”`);
  await fits(page, testInfo, "history");
}

test("staff undo a whole CSV import from its batch page", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const pick = PICK[testInfo.project.name as keyof typeof PICK];
  await signInWithForm(page, "/admin/import");
  await expect(page).toHaveURL(/\/admin\/import$/);
  const csv =
    "name,slug,category,short_description,description,price\n" +
    `History Label A ${pick.label},${pick.slug}-a,labels,Short A,Long A,"1,25,000"\n` +
    `History Label B ${pick.label},${pick.slug}-b,labels,Short B,Long B,"₹12,500.00"\n`;
  await page.getByLabel("Import type").selectOption("products");
  await page.getByLabel("CSV file").setInputFiles({
    name: "history.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByText("Import writes 2 records in one step")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  // The worker thread may still be starting on a busy machine.
  await expect(page.getByText("Imported: 2 created, 0 changed.")).toBeVisible({
    timeout: 60_000,
  });
  expect((await page.request.get(`/products/${pick.slug}-a`)).status()).toBe(200);

  await page.getByRole("link", { name: "See what this import changed, or undo it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Import #\d+$/ })).toBeVisible();
  await expect(page.getByText("This import created 2 and changed 0 products.")).toBeVisible();
  await expect(page.getByTestId("history-entry")).toHaveCount(2);
  await expect(page.getByTestId("history-entry").first()).toContainText("₹12,500");
  await fits(page, testInfo, "history-import");

  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(page.getByTestId("undo-result")).toContainText(
    /Import #\d+ undone: 2 rows put back as they were\./,
  );
  expect((await page.request.get(`/products/${pick.slug}-a`)).status()).toBe(404);
  await page.goto(page.url());
  await expect(page.getByText(/It was undone on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo this import" })).toHaveCount(0);
  await page.goto("/admin/trash");
  await expect(page.getByText(`History Label A ${pick.label}`)).toBeVisible();
});
