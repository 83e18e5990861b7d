import { expect, test, type Page } from "@playwright/test";

// The header box with JavaScript: a supplies question links to the printer's supplies, and a Hindi
// word half typed already suggests printers. The box shown at each width (phones have their own row).

const box = (page: Page) =>
  page
    .locator("header")
    .getByRole("combobox", { name: "Search products" })
    .filter({ visible: true });
const form = (page: Page) => page.locator("header form[role=search]").filter({ visible: true });

for (const width of [390, 1024, 1440]) {
  test(`at ${width} px: supplies for a printer and a half-typed Hindi word`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.waitForFunction(
      () => document.querySelector("header input[role=combobox]") !== null,
    );
    await page.waitForLoadState("networkidle");
    await box(page).fill("ribbon for zd421");
    const fit = form(page).getByTestId("header-fit-printer");
    await expect(fit).toBeVisible();
    await expect(fit).toBeInViewport();
    await expect(fit).toContainText("Supplies for Zebra ZD421");
    await expect(form(page).getByRole("option").first()).toContainText(/Ribbon/);
    const boxes = await Promise.all([box(page).boundingBox(), fit.boundingBox()]);
    // The link opens under the box, not over it.
    expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height - 1);
    await box(page).fill("प्रिं");
    await expect(form(page).getByRole("option").first()).toContainText(/Printer/);
    await expect(form(page).getByTestId("header-fit-printer")).toHaveCount(0);
  });
}
