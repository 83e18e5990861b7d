import { expect, test } from "./fixtures";

// A quotation from staff to buyer in a real browser, JavaScript on and off: staff price and send a
// request, the buyer's private page shows it at phone, tablet and desktop widths without sideways
// scroll, prints on A4 without clipping (Chromium's own PDF), and takes the acceptance.
const TE244 = "tsc-te244-desktop-barcode-printer";

test("staff send a quotation; the buyer reads, prints and accepts it", async ({
  page,
  request,
  signIn,
}) => {
  const tag = `${test.info().project.name}-${Date.now()}`;
  const made = await request.post("/api/quotes", {
    data: {
      name: `Buyer ${tag}`,
      phone: "9876543210",
      email: `buyer-${tag}@example.com`,
      state: "Maharashtra",
      city: "Pune",
      lines: [{ slug: TE244, quantity: 2 }],
    },
  });
  expect(made.status()).toBe(201);
  const { reference } = await made.json();

  await signIn("/admin/quotes");
  await page.getByRole("link", { name: reference }).click();
  await page.getByLabel("Line 1 Rate (₹)").fill("12,345.50");
  await page.getByLabel("Line 1 GST").selectOption("18");
  await page.getByLabel("Line 1 HSN").fill("84433250");
  await page.getByRole("button", { name: "Save and send by WhatsApp" }).click();
  await expect(page.getByText(/Version 1 is ready/)).toBeVisible();
  await expect(page.getByTestId("whatsapp-send")).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  // Without SMTP the screen says so.
  await expect(page.getByTestId("no-smtp")).toBeVisible();
  const link = (await page.getByTestId("buyer-link").getAttribute("href"))!;
  expect(link).toMatch(/\/quotation\/\d+-[A-Za-z0-9_-]{43}$/);
  const path = new URL(link).pathname;

  // The buyer, not signed in.
  await page.context().clearCookies();
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(path);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    // 2 x ₹12,345.50 = ₹24,691.00; IGST 18% = ₹4,444.38; total ₹29,135.38.
    await expect(page.getByTestId("sheet-total")).toHaveText("₹29,135.38");
    await expect(page.getByTestId("sheet-total-words")).toContainText(
      "Twenty Nine Thousand One Hundred Thirty Five Rupees And Thirty Eight Paise Only",
    );
    await expect(page.getByRole("button", { name: "Accept quotation" })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await page.screenshot({
      path: test.info().outputPath(`quotation-${width}.png`),
      fullPage: true,
    });
  }

  // On A4: the sheet fits the printable width (nothing clipped), and Chromium prints it.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 703, height: 1000 }); // 186 mm at 96 dpi
  const overflow = await page.evaluate(() => {
    const sheet = document.querySelector(".sheet") as HTMLElement;
    return [...sheet.querySelectorAll("*")].some(
      (e) =>
        (e as HTMLElement).getBoundingClientRect().right > sheet.getBoundingClientRect().right + 1,
    );
  });
  expect(overflow).toBe(false);
  await expect(page.getByRole("button", { name: "Accept quotation" })).toBeHidden();
  if (test.info().project.name === "js") {
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  }
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1024, height: 900 });

  await page.getByLabel("PO number (optional)").fill("PO-42");
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await expect(page.getByTestId("answer-done")).toContainText("acceptance is recorded");
  await page.goto(path);
  await expect(page.getByTestId("accepted-note")).toContainText("PO PO-42");
});
