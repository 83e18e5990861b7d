import { expect, test } from "@playwright/test";

// With JavaScript the finder's model field suggests printers as the buyer types, asked of the server.

test("the model field suggests the printers a typed model names", async ({ page }) => {
  await page.goto("/supplies");
  const field = page.getByLabel("Printer model", { exact: true });
  const answered = page.waitForResponse((r) => r.url().endsWith("/supplies/printers?q=zd%2042"));
  await field.pressSequentially("zd 42", { delay: 30 });
  expect((await (await answered).json()).printers).toEqual([
    expect.objectContaining({ model: "ZD421t", slug: "zebra-zd421-desktop-barcode-printer" }),
  ]);
  await expect(page.locator("#supplies-printer-models option")).toHaveCount(1);
  await expect(page.locator("#supplies-printer-models option")).toHaveAttribute("value", "ZD421t");
  await field.fill("ZD421t");
  await field.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Supplies for the Zebra ZD421 Desktop Barcode Printer",
  );
});
