import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag } from "./data";
import { test } from "./fixtures";

// What JavaScript adds to the product form: files dropped on the pictures section show as
// thumbnails, and the printers a supply fits are found by name or model in a search box.

const ZD421 = "Zebra ZD421 Desktop Barcode Printer";
const PNG = fs.readFileSync(path.resolve("tests/fixtures/admin-product-2.png")).toString("base64");

test("a file dropped on the pictures section is added; a printer found by its model is linked on save", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const [ribbon] = await makeProducts(request, [
    { name: `Drop Ribbon ${uniqueTag(testInfo)}`, category: "ribbons" },
  ]);
  try {
    await page.goto(`/admin/products/${ribbon.id}/edit`);
    await signIn();
    await expect(page).toHaveURL(/\/edit$/, { timeout: 30_000 });

    // A file dropped on the section's description area (not on the input) is taken.
    const section = page.getByTestId("picture-field");
    await section.evaluate((el, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
      for (const type of ["dragover", "drop"])
        el.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
    }, PNG);
    const fresh = page.getByTestId("picture").filter({ hasText: "(new)" });
    await expect(fresh).toHaveCount(1);
    await expect(fresh.locator("img")).toHaveAttribute("src", /^blob:/);
    await expect
      .poll(() =>
        page.getByLabel("Add pictures").evaluate((i) => (i as HTMLInputElement).files?.length),
      )
      .toBe(1);

    // The search box suggests printers by model; a click adds it, ticked, by name and model.
    const fits = page.getByTestId("fits_printers");
    await fits.getByLabel("Find printers").fill("zd421");
    await fits.getByRole("button", { name: new RegExp(`Add ${ZD421}`) }).click();
    await expect(fits.getByRole("checkbox", { name: new RegExp(ZD421) })).toBeChecked();
    await expect(fits.getByLabel("Find printers")).toHaveValue("");

    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.goto(`/admin/products/${ribbon.id}/edit`);
    await expect(page.getByTestId("picture")).toHaveCount(2);
    await expect(
      page.getByTestId("fits_printers").getByRole("checkbox", { name: new RegExp(ZD421) }),
    ).toBeChecked();
    await page.goto(`/products/${ribbon.slug}`);
    await expect(
      page.getByTestId("works-with").getByRole("link", { name: new RegExp(ZD421) }),
    ).toBeVisible();
  } finally {
    await removeProducts(request, [ribbon]);
  }
});
