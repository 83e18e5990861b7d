import { expect, test } from "./fixtures";

// The quote basket end to end, with JavaScript on and off: add from product pages, edit the basket,
// send the request, see the reference and the WhatsApp message; staff find it in the Quotes tab and
// print the GST quotation.
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const G500 = "godex-g500-desktop-barcode-printer";
const TE244 = "tsc-te244-desktop-barcode-printer";
const ZT411 = "zebra-zt411-industrial-barcode-printer";

async function addToQuote(page: import("@playwright/test").Page, slug: string, quantity: number) {
  await page.goto(`/products/${slug}`);
  const name = (await page.locator("h1").textContent())!.trim();
  const form = page.getByTestId("quote-add-form");
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.getByRole("button", { name: "Get a quote" }).click();
  if (test.info().project.name === "js") {
    // With JavaScript the buyer stays on the product and is told the basket's size.
    await expect(form.getByRole("status")).toContainText("Added to your quote basket");
    await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
  } else {
    await expect(page).toHaveURL(/\/quote$/);
  }
  return name;
}

test("a buyer fills the basket, sends a request and gets the reference with a WhatsApp list", async ({
  page,
  signIn,
}) => {
  const first = await page.goto("/quote");
  // A visitor's own basket: never kept by a shared cache.
  expect(first?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("quote-empty")).toContainText("Your quote basket is empty");
  await expect(page.getByRole("link", { name: "Browse the catalogue" })).toHaveAttribute(
    "href",
    "/products",
  );

  const zd421 = await addToQuote(page, ZD421, 3);
  const g500 = await addToQuote(page, G500, 2);
  const te244 = await addToQuote(page, TE244, 1);
  const zt411 = await addToQuote(page, ZT411, 1);
  await page.goto("/quote");
  const lines = page.getByTestId("quote-line");
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText(zd421);
  await expect(lines.nth(0)).toContainText("Model:");
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("3");
  await expect(lines.nth(0).locator("img")).toHaveCount(1);

  // Edit a quantity and a note, then remove the other line.
  await lines.nth(0).getByLabel("Quantity").fill("5");
  await lines.nth(0).getByLabel("Note for this product").fill("with 2 spare ribbons");
  await page.getByRole("button", { name: "Update basket" }).click();
  await expect(page.getByRole("status").filter({ hasText: "updated" })).toBeVisible();
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("5");
  await page.getByRole("button", { name: `Remove ${zt411}` }).click();
  await expect(lines).toHaveCount(3);
  await expect(page.getByText(zt411)).toHaveCount(0);

  // Details: a GSTIN with a typo is refused with a clear message, and nothing else is lost.
  const form = page.getByRole("form", { name: "Quote request" });
  await form.getByLabel("Name").fill("Ravi Kumar");
  await form.getByLabel("Company").fill("Kumar Logistics");
  await form.getByLabel("Phone").fill("+91 98765 43210");
  await form.getByLabel("Email").fill("ravi@example.com");
  await form.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZW");
  await form.getByLabel("State (place of supply)").selectOption("Maharashtra");
  await form.getByLabel("Delivery city").fill("Pune");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("GSTIN check character does not match")).toBeVisible();
  await expect(form.getByLabel("Delivery city")).toHaveValue("Pune");
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("5");

  await form.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZV");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/quote\/sent$/);
  const reference = (await page.getByTestId("quote-reference").textContent())!.trim();
  expect(reference).toMatch(/^Q-\d{4}-\d{6}$/);
  const href = (await page.getByTestId("quote-whatsapp").getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
  const text = new URL(href).searchParams.get("text")!;
  expect(text).toContain(reference);
  // Every line the buyer kept, with its quantity; the removed one is not there.
  for (const name of [zd421, g500, te244]) expect(text).toContain(name);
  expect(text).not.toContain(zt411);
  expect(text).toMatch(/x 5/);
  expect(text).toMatch(/x 2/);

  // The basket is empty again.
  await page.goto("/quote");
  await expect(page.getByTestId("quote-empty")).toBeVisible();

  // Staff: the Quotes tab, the request, a status change, the printable quotation.
  await page.goto("/admin/quotes");
  await signIn();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }),
  ).toBeVisible();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Quote ${reference}` })).toBeVisible();
  // Staff see every line the buyer sent in the editor (and three empty rows to add lines), with
  // the buyer's note on its line.
  await expect(page.getByTestId("editor-line")).toHaveCount(3 + 3);
  await expect(page.getByLabel("Line 1 Description")).toHaveValue(/.+/);
  await expect(page.locator('input[name$=".note"]').first()).toBeVisible();
  expect(
    await page
      .locator('input[name$=".note"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
  ).toContain("with 2 spare ribbons");
  await page.getByLabel("Status", { exact: true }).selectOption("quoted");
  await page.getByLabel("Internal note").fill("Sent price on phone");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Quote request updated")).toBeVisible();
  await expect(page.getByLabel("Internal note")).toHaveValue("Sent price on phone");

  // The filter (a plain GET form): this request is under Quoted, not under Accepted.
  await page.goto("/admin/quotes");
  const row = page.getByTestId("quote-row").filter({ hasText: reference });
  await page.getByLabel("Status").selectOption("quoted");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=quoted/);
  await expect(row).toHaveCount(1);
  await page.goto("/admin/quotes?status=accepted");
  await expect(row).toHaveCount(0);

  await page.goto("/admin");
  await expect(page.getByTestId("todo-quotes")).toBeVisible();

  await page.goto("/admin/quotes");
  await page.getByRole("link", { name: reference }).click();
  await page.getByRole("link", { name: "Preview and print" }).click();
  await expect(page.getByTestId("sheet-number")).toHaveText(reference);
  await expect(page.getByTestId("seller-gstin")).toHaveText("07AABCP1234C1Z2");
  await expect(page.getByTestId("buyer-gstin")).toHaveText("27AAPFU0939F1ZV");
  // Maharashtra is not the seller's state: IGST, not CGST/SGST.
  const table = page.getByTestId("sheet-lines");
  await expect(table.getByRole("columnheader", { name: "IGST" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "CGST" })).toHaveCount(0);
  await expect(page.getByTestId("sheet-total")).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await page.screenshot({ path: test.info().outputPath("quotation.png"), fullPage: true });
  // On paper only the quotation prints.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to the request" })).toBeHidden();
  await expect(page.getByTestId("sheet-lines")).toBeVisible();
});
