import { expect, test } from "@playwright/test";

// Without JavaScript the catalogue's controls fall back to plain HTML.

test("the sort select submits with its Sort button as a GET form", async ({ page }) => {
  await page.goto("/popular-products?page=2");
  await page.getByLabel("Sort by").selectOption("name");
  await page.getByRole("button", { name: "Sort" }).click();
  // A new sort starts again at page 1.
  await expect(page).toHaveURL(/\/popular-products\?sort=name$/);
  const names = await page.locator("article h2").allTextContents();
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
});

test("Share Product opens a link to copy", async ({ page, baseURL }) => {
  await page.goto("/products/godex-g500-desktop-barcode-printer");
  await page.getByText("Share Product").click();
  await expect(page.getByLabel("Copy this link to share the product")).toHaveValue(
    `${baseURL}/products/godex-g500-desktop-barcode-printer`,
  );
});
