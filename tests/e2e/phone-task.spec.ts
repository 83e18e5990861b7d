import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A purchasing manager's task on a phone (390 × 844), from the home page: compare two printers, add
 * the chosen one and a ribbon that fits it to the quote, and send a GST quote request. Every tap is
 * counted: a click, a tick, a select, and focusing a field to fill it (typing is not a tap). It must
 * take fewer than 12, and the request must reach staff in Admin › Quotes. Runs with JavaScript on
 * and off.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PRINTERS = ["Zebra ZD421 Desktop Barcode Printer", "GoDex G500 Desktop Barcode Printer"];

test("compare two printers, add a fitting ribbon, send a GST request: under 12 taps", async ({
  page,
  signIn,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const taps: string[] = [];
  /** A tap on what a person sees: it must be on screen and not covered. */
  const tap = async (target: Locator, what: string) => {
    await expect(target, what).toBeVisible();
    taps.push(what);
    await target.click();
  };
  /** Focusing a field is a tap; what is typed into it is not. */
  const fill = async (target: Locator, text: string, what: string) => {
    await expect(target, what).toBeVisible();
    taps.push(what);
    await target.fill(text);
  };
  const screenshot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`phone-task-${name}.png`) });
  const ready = async (p: Page) => {
    // With JavaScript, act once the page is live (the compare bar's form is there).
    if (js) await expect(p.getByTestId("compare-bar")).toBeAttached();
  };

  await page.goto("/");
  await tap(
    page.getByTestId("home-categories").getByRole("link", { name: "Desktop Printers" }),
    "the Desktop Printers tile",
  );
  await expect(page).toHaveURL(/\/desktop-printers$/);
  await ready(page);
  for (const name of PRINTERS) {
    const card = page
      .getByTestId("product-grid")
      .locator("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
    await tap(card.getByRole("checkbox", { name: /Compare/ }), `compare ${name}`);
  }
  await screenshot("category");
  if (js)
    await tap(
      page.getByTestId("compare-bar").getByRole("button", { name: "Compare (2)" }),
      "Compare (2)",
    );
  else await tap(page.getByRole("button", { name: "Compare selected" }), "Compare selected");
  await expect(page).toHaveURL(/\/compare\?/);

  // The ZD421 wins: add it, then a ribbon the page lists under "Supplies that fit" for it.
  await tap(
    page.getByRole("button", { name: new RegExp(`^Add to quote\\s*:\\s*${PRINTERS[0]}$`) }),
    "add the printer to the quote",
  );
  if (!js) {
    // Without JavaScript the add lands on the basket; the compare page is one step back (the
    // browser's Back is a tap too).
    await expect(page).toHaveURL(/\/quote$/);
    taps.push("back to the comparison");
    await page.goBack();
  }
  const fits = page.getByRole("region", { name: `Supplies for the ${PRINTERS[0]}` });
  const ribbon = fits
    .getByTestId("fit-card")
    .filter({ hasText: /ribbon/i })
    .first();
  await ribbon.scrollIntoViewIfNeeded();
  await screenshot("compare");
  await tap(ribbon.getByRole("button", { name: /Add to quote/ }), "add a fitting ribbon");
  if (js) {
    await expect(ribbon.getByRole("link", { name: /In your quote \(2\)/ })).toBeVisible();
    await tap(ribbon.getByRole("link", { name: /In your quote/ }), "open the quote basket");
  }
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole("heading", { name: "Products (2)" })).toBeVisible();

  // The form: the GSTIN gives the state; phone and city are not required.
  const reference = `Asha ${testInfo.project.name} ${Date.now()}`;
  await fill(page.getByLabel("Name"), reference, "name");
  await fill(page.getByLabel("Email"), "asha.rao@example.com", "email");
  await fill(page.getByLabel("GSTIN (optional)"), "29AAPFU0939F1ZR", "GSTIN");
  if (js)
    await expect(page.getByLabel("Delivery state (place of supply)")).toHaveValue("Karnataka");
  await screenshot("form");
  await tap(page.getByRole("button", { name: "Send quote request" }), "send the request");
  await expect(page).toHaveURL(/\/quote\/sent$/);
  await screenshot("sent");

  testInfo.annotations.push({ type: "taps", description: `${taps.length}: ${taps.join(" › ")}` });
  expect(taps.length, taps.join(" › ")).toBeLessThan(12);

  // Staff see it, with the place of supply the GSTIN gave.
  await page.goto("/admin/quotes");
  await signIn();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(page.locator("main")).toContainText("29AAPFU0939F1ZR");
  // No city and no phone were given: the place of supply is the state alone, the phone a dash.
  const buyer = page.locator("dl").filter({ hasText: "Place of supply" });
  await expect(buyer.locator("dd").last()).toHaveText("Karnataka");
  await expect(buyer.getByRole("link", { name: /^\+?\d/ })).toHaveCount(0);
  // The quotation's draft lines start from the request's: the printer and the ribbon.
  const lines = page.getByRole("textbox", { name: /^Line \d+ Description$/ });
  await expect
    .poll(async () =>
      (await lines.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).join(" | "),
    )
    .toMatch(/Zebra ZD421.*\|.*Ribbon|Ribbon.*\|.*Zebra ZD421/);
});
