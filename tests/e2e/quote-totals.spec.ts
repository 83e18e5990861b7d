import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";
import { expect, test } from "./fixtures";

// The basket's and the sent page's money, with JavaScript on and off: each line's amount, the
// subtotal, GST by the delivery state the buyer chooses (CGST + SGST in the seller's state, Delhi;
// IGST from another), the total, and the price-on-request line kept apart. The figures here are
// worked out by hand, in paise, rounded half up once per line and tax.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function add(page: Page, product: MadeProduct, quantity: number) {
  await page.goto(`/products/${product.slug}`);
  const form = page.getByTestId("quote-add-form");
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.locator('button[type="submit"]').click();
  if (test.info().project.name === "js")
    await expect(form.getByRole("status")).toContainText("quote");
  else await expect(page).toHaveURL(/\/quote$/);
}

/** axe's findings of any impact, as "rule: first node". */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}

/** The W3C checker's errors for pages as the server sends them (one JVM for all). */
async function htmlErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-quote-"));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        path.resolve("node_modules/vnu-jar/build/dist/vnu.jar"),
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        "--stdout",
        ...files,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: { type: string; url?: string; lastLine?: number; message: string }[];
    };
    return messages
      .filter((m) => m.type === "error")
      .map((m) => `${path.basename(m.url ?? "")}:${m.lastLine ?? "?"} ${m.message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every row of the totals: visible, inside the page, its label clear of its amount. */
async function checkTotalsLayout(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
  const rows = page.getByTestId("quote-totals").locator("dl > div");
  for (let i = 0; i < (await rows.count()); i++) {
    const label = (await rows.nth(i).locator("dt").boundingBox())!;
    const amount = (await rows.nth(i).locator("dd").boundingBox())!;
    expect(overlaps(label, amount), `${where}: row ${i + 1}'s label and amount apart`).toBe(false);
    expect(amount.x + amount.width, `${where}: row ${i + 1} on screen`).toBeLessThanOrEqual(inner);
  }
}

test("the basket shows each line's amount, GST by the chosen state and the total; the sent page the same", async ({
  page,
  request,
}) => {
  // Three widths, axe and the HTML checker's JVM: more than the default half minute on a busy machine.
  test.setTimeout(120_000);
  const js = test.info().project.name === "js";
  const tag = uniqueTag(test.info());
  const made = await makeProducts(request, [
    { name: `Totals ${tag} Printer`, price: "41050.40", gst_rate: "18" },
    { name: `Totals ${tag} Ribbon`, price: "999.80", gst_rate: "12" },
    { name: `Totals ${tag} Head`, price: "5000", price_on_request: "true", gst_rate: "18" },
  ]);
  const [printer, ribbon, head] = made;
  try {
    await add(page, printer, 3);
    await add(page, ribbon, 2);
    await add(page, head, 1);
    await page.goto("/quote");
    const lines = page.getByTestId("quote-line");
    await expect(lines).toHaveCount(3);
    const totals = page.getByTestId("quote-totals");

    // 3 x ₹41,050.40 and 2 x ₹999.80; the head has no price shown.
    await expect(lines.nth(0).getByTestId("quote-line-amount")).toHaveText(
      "₹41,050.40 × 3 = ₹1,23,151.20 + GST",
    );
    await expect(lines.nth(1).getByTestId("quote-line-amount")).toHaveText(
      "₹999.80 × 2 = ₹1,999.60 + GST",
    );
    await expect(lines.nth(2).getByTestId("quote-line-amount")).toHaveText("Quoted in our reply");
    // No state chosen yet: the value before GST, and a word on what is missing.
    await expect(totals.getByTestId("quote-subtotal")).toHaveText("₹1,25,150.80");
    await expect(totals.getByTestId("quote-gst-pending")).toBeVisible();
    await expect(totals.getByTestId("quote-total")).toHaveText("₹1,25,150.80");
    await expect(totals.getByTestId("quote-on-request")).toHaveText(head.name);

    const state = page.getByLabel("Delivery state (place of supply)");
    const update = page.getByRole("button", { name: "Update totals" });

    // Delhi is the seller's state: CGST + SGST at half of each line's rate.
    // CGST: 1,23,151.20 x 9% = 11,083.608 -> 11,083.61; 1,999.60 x 6% = 119.976 -> 119.98.
    await state.selectOption("Delhi");
    if (!js) await update.click();
    await expect(totals.getByTestId("quote-cgst")).toHaveText("₹11,203.59");
    await expect(totals.getByTestId("quote-sgst")).toHaveText("₹11,203.59");
    await expect(totals.getByTestId("quote-igst")).toHaveCount(0);
    await expect(totals.getByTestId("quote-total")).toHaveText("₹1,47,557.98");

    // Maharashtra: IGST at the whole rate, rounded per line (22,167.216 -> .22; 239.952 -> .95).
    await state.selectOption("Maharashtra");
    if (!js) await update.click();
    await expect(totals.getByTestId("quote-igst")).toHaveText("₹22,407.17");
    await expect(totals.getByTestId("quote-cgst")).toHaveCount(0);
    await expect(totals.getByTestId("quote-total")).toHaveText("₹1,47,557.97");

    // A quantity typed (JS) or sent with "Update totals" (no JS) moves its line and the totals.
    await lines.nth(1).getByLabel("Quantity").fill("10");
    if (!js) await update.click();
    await expect(lines.nth(1).getByTestId("quote-line-amount")).toHaveText(
      "₹999.80 × 10 = ₹9,998.00 + GST",
    );
    await expect(totals.getByTestId("quote-subtotal")).toHaveText("₹1,33,149.20");
    // IGST 22,167.22 + 1,199.76 = 23,366.98.
    await expect(totals.getByTestId("quote-igst")).toHaveText("₹23,366.98");
    await expect(totals.getByTestId("quote-total")).toHaveText("₹1,56,516.18");

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await expect(totals).toBeVisible();
      await checkTotalsLayout(page, `basket at ${viewport.width} px, JS ${js ? "on" : "off"}`);
      // axe runs in the page, so only with JavaScript (the markup is the same without).
      if (js && viewport.width !== 1024) expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`basket-${viewport.width}.png`),
        fullPage: true,
      });
    }

    // The state is remembered with the basket: a fresh visit shows the same estimate.
    if (!js) {
      await page.goto("/quote");
      await expect(state).toHaveValue("Maharashtra");
      await expect(totals.getByTestId("quote-total")).toHaveText("₹1,56,516.18");
    }

    // The filled basket as the server sends it (this browser's cookies), for the HTML checker.
    const basketHtml = js ? await (await page.request.get("/quote")).text() : "";

    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Phone").fill("+91 98765 43210");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Delivery city").fill("Pune");
    await form.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\/sent$/);

    // The sent page: the stored lines' amounts and the same totals, from the request as stored.
    const sentLines = page.getByTestId("sent-line");
    await expect(sentLines).toHaveCount(3);
    await expect(sentLines.nth(0).getByTestId("sent-line-amount")).toHaveText("₹1,23,151.20");
    await expect(sentLines.nth(1).getByTestId("sent-line-amount")).toHaveText("₹9,998.00");
    await expect(sentLines.nth(2)).toContainText("price on request");
    const sentTotals = page.getByTestId("quote-totals");
    await expect(sentTotals.getByTestId("quote-subtotal")).toHaveText("₹1,33,149.20");
    await expect(sentTotals.getByTestId("quote-igst")).toHaveText("₹23,366.98");
    await expect(sentTotals.getByTestId("quote-total")).toHaveText("₹1,56,516.18");
    await expect(sentTotals.getByTestId("quote-on-request")).toHaveText(head.name);
    await expect(sentTotals).toContainText("Maharashtra");
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await checkTotalsLayout(page, `sent page at ${viewport.width} px, JS ${js ? "on" : "off"}`);
      // axe runs in the page, so only with JavaScript (the markup is the same without).
      if (js && viewport.width !== 1024) expect(await axeViolations(page)).toEqual([]);
      // "× 3" and its amount stay on one line.
      const amount = sentLines.nth(0).locator("span").nth(1);
      const box = (await amount.boundingBox())!;
      expect(box.height, `sent line's amount on one line at ${viewport.width} px`).toBeLessThan(40);
      await page.screenshot({
        path: test.info().outputPath(`sent-${viewport.width}.png`),
        fullPage: true,
      });
    }
    if (js) {
      const sentHtml = await (await page.request.get("/quote/sent")).text();
      expect(sentHtml).toContain("₹1,56,516.18");
      expect(await htmlErrors({ basket: basketHtml, sent: sentHtml })).toEqual([]);
    }
  } finally {
    await removeProducts(request, made);
  }
});
