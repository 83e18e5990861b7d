import { expect, test } from "@playwright/test";

// The header box with JavaScript: a mistyped model code is offered as a link in the suggestions,
// never searched as the other model.

test("ZT410 in the header box offers ZT411 as a link", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.querySelector("header input[role=combobox]") !== null);
  const box = page.locator("header").getByRole("combobox", { name: "Search products" }).first();
  await box.fill("ZT410");
  const offer = page.locator("header").getByTestId("header-model-suggestion").first();
  await expect(offer).toHaveText("No exact match for ZT410. Did you mean ZT411?");
  await offer.getByRole("link", { name: "ZT411" }).click();
  await expect(page).toHaveURL(/\/search\?q=ZT411$/);
  await expect(page.getByTestId("search-result").first()).toContainText("Zebra ZT411");
});
