import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * "Ask for an AMC quote" in a browser, JavaScript on and off: the AMC page (390, 1024, 1440 px)
 * puts the contract into the quote basket as a service line with its SAC and GST 18%, the basket
 * shows it beside the products at every width without sideways scroll, the buyer sends it, and the
 * quotation staff send prints it with "SAC 998713" in the HSN/SAC column. The repair booking and
 * the basket offer the one state list. Screenshots go to /tmp/amc-quote-shots.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/amc-quote-shots";

async function fits(page: Page, where: string, locators: ReturnType<Page["locator"]>[]) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
  for (const l of locators) {
    await l.scrollIntoViewIfNeeded();
    const box = await l.boundingBox();
    expect(box, `${where}: drawn`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(inner + 1);
  }
}

/** The states a select offers (its placeholder, worded for each form, left out). */
async function stateOptions(page: Page, label: string) {
  return page
    .getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`))
    .locator("option:not([value=''])")
    .evaluateAll((os) => os.map((o) => o.textContent));
}

test("an AMC asked for goes into the quote basket as a service line and is quoted with its SAC", async ({
  page,
  signIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = info.project.name;
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/amc");
    await expect(page.getByRole("heading", { name: "Ask for an AMC quote" })).toBeVisible();
    await fits(page, `AMC ${tag} ${size.width}`, [
      page.getByLabel("Number of printers"),
      page.getByRole("button", { name: "Ask for an AMC quote" }),
    ]);
    await page.screenshot({ path: `${SHOTS}/amc-${tag}-${size.width}.png`, fullPage: true });
  }
  await page.getByLabel("Non-comprehensive").check();
  await page.getByLabel("Number of printers").fill("3");
  await page.getByLabel("Models").fill("3 × ZD421");
  await page.getByRole("button", { name: "Ask for an AMC quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);

  const line = page.getByTestId("quote-line").filter({ hasText: "Annual maintenance contract" });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("quote-line-sac")).toHaveText("Service · SAC 998713 · GST 18%");
  await expect(line.getByLabel("Printers covered")).toHaveValue("3");
  await expect(line.getByLabel("Models")).toHaveValue("3 × ZD421");
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await fits(page, `basket ${tag} ${size.width}`, [
      line.getByTestId("quote-line-sac"),
      line.getByRole("button", { name: /^Remove Annual maintenance contract/ }),
      page.getByRole("button", { name: "Send quote request" }),
    ]);
    await page.screenshot({ path: `${SHOTS}/basket-${tag}-${size.width}.png`, fullPage: true });
  }

  // The basket and the repair booking list the same states, in one way.
  const basketStates = await stateOptions(page, "Delivery state (place of supply)");
  expect(basketStates).toHaveLength(36);
  await page.goto("/service");
  expect(await stateOptions(page, "State")).toEqual(basketStates);
  await page.goBack();

  const form = page.getByRole("form", { name: "Quote request" });
  await line.getByLabel("Printers covered").fill("4");
  await form.getByLabel("Name").fill(`AMC buyer ${tag}`);
  await form.getByLabel("Phone").fill("+91 98765 43210");
  await form.getByLabel("Email").fill(`amc-${tag}@example.com`);
  await form.getByLabel("Delivery state (place of supply)").selectOption("Delhi");
  await form.getByLabel("Delivery city").fill("New Delhi");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/quote\/sent$/);
  const reference = (await page.getByTestId("quote-reference").textContent())!.trim();

  // Staff price the contract and send it; the buyer's quotation names the SAC.
  await signIn("/admin/quotes");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByLabel("Line 1 HSN/SAC")).toHaveValue("998713");
  await expect(page.getByLabel("Line 1 Qty")).toHaveValue("4");
  await page.getByLabel("Line 1 Rate (₹)").fill("6,000");
  await page.getByRole("button", { name: "Save and send by WhatsApp" }).click();
  await expect(page.getByText(/Version 1 is ready/)).toBeVisible();
  const link = (await page.getByTestId("buyer-link").getAttribute("href"))!;
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  const sheet = page.getByTestId("sheet-lines");
  await expect(sheet.getByRole("columnheader", { name: "HSN/SAC" })).toBeVisible();
  await expect(sheet.getByTestId("sheet-code").first()).toHaveText("SAC 998713");
  // 4 × ₹6,000 = ₹24,000; inside Delhi CGST 9% + SGST 9% = ₹4,320; total ₹28,320.
  await expect(page.getByTestId("sheet-total")).toHaveText("₹28,320.00");
});
