import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The compare bar with JavaScript: the choice is remembered across listings, capped at four,
// cleared in one press, and the bar never hides a card's controls for good on a phone.
const CATEGORY = "/desktop-printers";

function tick(page: Page, name: string) {
  return page
    .getByTestId("product-grid")
    .locator("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .getByRole("checkbox", { name: /Compare/ });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`the compare bar remembers, caps at four and clears at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(CATEGORY);
    const bar = page.getByTestId("compare-bar");
    // The bar's form is there (hidden) once the page is live: nothing is ticked before that.
    await expect(bar).toBeAttached();
    await expect(bar, "no bar before anything is chosen").toBeHidden();
    await tick(page, "GoDex G500 Desktop Barcode Printer").check();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("status")).toHaveText("1 of 4 chosen to compare: tick one more");
    await expect(bar.getByRole("button", { name: "Compare" })).toBeDisabled();
    await tick(page, "GoDex G530 300 dpi Desktop Barcode Printer").check();

    // Another listing: the choice came along.
    await page.goto("/popular-products");
    await expect(bar.getByRole("status")).toHaveText("2 of 4 chosen to compare");
    await expect(bar.getByTestId("compare-bar-names")).toHaveText(
      "GoDex G500 Desktop Barcode Printer · GoDex G530 300 dpi Desktop Barcode Printer",
    );

    await page.goto(CATEGORY);
    await expect(bar).toBeVisible();
    // Back on the category, the two are ticked; two more make four and the rest wait.
    await expect(tick(page, "GoDex G500 Desktop Barcode Printer")).toBeChecked();
    await tick(page, "GoDex DT4x Direct Thermal Label Printer").check();
    await tick(page, "GoDex RT700i Desktop Barcode Printer").check();
    await expect(bar.getByRole("status")).toHaveText("4 of 4 chosen to compare");
    await expect(tick(page, "GoDex RT730i 300 dpi Desktop Barcode Printer")).toBeDisabled();
    await expect(tick(page, "GoDex G500 Desktop Barcode Printer")).toBeEnabled();

    // On a phone the bar rides along but at the end of the listing every card's button is free.
    const lastCard = page.getByTestId("product-grid").locator("article").last();
    const lastButton = lastCard.getByRole("button", { name: /Add to quote/ });
    await lastButton.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const b = (await lastButton.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => {
        const el = document.elementFromPoint(x, y);
        return el?.closest("button")?.textContent ?? `${el?.tagName}.${el?.className}`;
      },
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(hit, "the last card's button is not under the bar").toContain("Add to quote");
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);

    await bar.getByRole("button", { name: "Clear" }).click();
    await expect(bar).toBeHidden();
    await expect(tick(page, "GoDex G500 Desktop Barcode Printer")).not.toBeChecked();
    await expect(tick(page, "GoDex RT730i 300 dpi Desktop Barcode Printer")).toBeEnabled();
  });
}

test("a compared set is what listings show ticked afterwards", async ({ page }) => {
  await page.goto(
    "/compare?p=godex-g500-desktop-barcode-printer&p=godex-g530-300-dpi-desktop-barcode-printer",
  );
  await expect(page.getByTestId("compare-table")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem("compare-choices") ?? ""))
    .toContain("godex-g530-300-dpi-desktop-barcode-printer");
  await page.goto(CATEGORY);
  await expect(tick(page, "GoDex G500 Desktop Barcode Printer")).toBeChecked();
  await expect(page.getByTestId("compare-bar").getByRole("status")).toHaveText(
    "2 of 4 chosen to compare",
  );
});
