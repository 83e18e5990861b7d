import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Admin › Service in a browser, JavaScript on and off, on the demo seed: the queue (overdue and AMC
 * marks, filters), a ticket page, the AMC contracts with a renewal due, the serial numbers and the
 * dashboard's Service tiles, each readable at 390, 1024 and 1440 px without sideways scrolling;
 * screenshots go to /tmp/admin-service-shots. Then a contract is added and deleted through the
 * forms, and a serial number added and deleted, as a person does.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/admin-service-shots";

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide).toBeLessThanOrEqual(0);
}

async function inView(page: Page, locator: ReturnType<Page["locator"]>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}

test("the service screens read at every width", async ({ page, signIn }, info) => {
  test.setTimeout(120_000);
  await signIn("/admin/service");
  await expect(page).toHaveURL(/\/admin\/service$/);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const tag = `${info.project.name}-${size.width}`;

    await page.goto("/admin/service");
    await expect(page.getByRole("heading", { name: "Service queue" })).toBeVisible();
    const rows = page.getByRole("link", { name: /^SR-\d{4}-\d{6}$/ });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText("Overdue").first()).toBeVisible();
    await expect(page.getByText("AMC", { exact: true }).first()).toBeVisible();
    await inView(page, page.getByRole("button", { name: "Change status" }));
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/queue-${tag}.png`, fullPage: true });
    // The queue fits its box: nothing scrolls inside the table, and every column staff read (the
    // last ones too) is on screen.
    const queue = page.getByRole("table", { name: "Service tickets" });
    const hidden = await queue.evaluate(
      (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
    );
    expect(hidden, `${tag}: the queue scrolls inside its box`).toBeLessThanOrEqual(0);
    for (const h of ["Ticket", "Machine", "Customer", "Age", "Assignee"])
      await inView(page, queue.getByRole("columnheader", { name: h, exact: true }));
    await inView(page, queue.getByTestId("queue-status").first());
    await inView(page, queue.getByTestId("queue-promised").first());
    await inView(page, queue.getByTestId("queue-city").first());

    await page.goto("/admin/service?status=estimate_sent");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("estimate_sent");
    const href = await rows.first().getAttribute("href");
    await page.goto(href!);
    await expect(page.getByRole("heading", { name: /^SR-\d{4}-\d{6}: / })).toBeVisible();
    for (const h of ["Customer", "Machine and fault", "Estimate and parts used", "Timeline"])
      await expect(page.getByRole("heading", { name: h })).toBeVisible();
    await inView(page, page.getByRole("button", { name: "Save and mark sent" }));
    await inView(page, page.getByRole("button", { name: "Send estimate link" }));
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/ticket-${tag}.png`, fullPage: true });

    await page.goto("/admin/service/amc");
    await expect(
      page.getByRole("heading", { name: /Renewals due in the next 30 days \(1\)/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^AMC-\d{4}-\d{4}$/ }).first()).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/amc-${tag}.png`, fullPage: true });

    // A contract's form: every field the registry describes, with the keyboard its value needs.
    await page
      .getByRole("link", { name: /^AMC-\d{4}-\d{4}$/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: /^Contract AMC-\d{4}-\d{4}$/ })).toBeVisible();
    const box = (name: string) => page.getByRole("textbox", { name, exact: true });
    for (const name of ["Customer", "GSTIN", "Phone", "Email", "Start date", "Devices", "Notes"])
      await inView(page, box(name));
    await inView(page, page.getByRole("combobox", { name: "Kind", exact: true }));
    await expect(box("Phone")).toHaveAttribute("type", "tel");
    await expect(box("Email")).toHaveAttribute("type", "email");
    await expect(box("Value (₹, before GST)")).toHaveAttribute("inputmode", "decimal");
    await expect(box("Devices")).not.toHaveValue("");
    await inView(page, page.getByRole("button", { name: "Save contract" }));
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/amc-form-${tag}.png`, fullPage: true });

    await page.goto("/admin/serials");
    await expect(page.getByRole("heading", { name: "Serial numbers" })).toBeVisible();
    await expect(page.getByText("D4J212803345")).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/serials-${tag}.png`, fullPage: true });

    await page.goto("/admin");
    const tiles = page.getByTestId("service-tiles");
    await tiles.scrollIntoViewIfNeeded();
    await expect(
      tiles.getByRole("link", { name: /^AMC renewals due \(30 days\): 1$/ }),
    ).toBeVisible();
    await expect(tiles.getByRole("link", { name: /^Overdue tickets: [1-9]/ })).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-${tag}.png`, fullPage: true });
  }
});

test("a contract and a serial number added and deleted through the forms", async ({
  page,
  signIn,
}, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`.toUpperCase();
  await signIn("/admin/service/amc/new");
  await page.getByLabel("Customer").fill(`E2E Customer ${tag}`);
  await page.getByLabel("Start date").fill("2026-01-01");
  await page.getByLabel("End date").fill("2026-12-31");
  await page.getByLabel("Devices").fill(`ZD421t, E2E-${tag}`);
  await page.getByRole("button", { name: "Add contract" }).click();
  await expect(page.getByText(/Contract AMC-2026-\d{4} added/)).toBeVisible();
  await expect(page.getByLabel("Devices")).toHaveValue(`ZD421t, E2E-${tag}`);
  await page.getByRole("button", { name: "Delete…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText(/Contract AMC-2026-\d{4} deleted/)).toBeVisible();

  await page.goto("/admin/serials/new");
  await page.getByRole("textbox", { name: "Serial number", exact: true }).fill(`e2e ${tag}`);
  await page.getByLabel("Model").fill("ZD421t");
  await page.getByLabel("Invoice date").fill("2026-03-15");
  // Blank: the catalogue product's warranty is taken.
  await expect(page.getByLabel("Warranty months")).toHaveValue("");
  await page.getByRole("button", { name: "Add Serial number" }).click();
  await expect(page.getByText("Serial number added successfully!")).toBeVisible();
  await page.goto(`/admin/serials?q=E2E${tag}`);
  await expect(page.getByText(`E2E${tag}`)).toBeVisible();
  // With JavaScript the list asks with confirm(); without it a confirmation page asks.
  page.on("dialog", (d) => void d.accept());
  const del = page
    .getByRole("link", { name: /Delete/ })
    .or(page.getByRole("button", { name: /Delete/ }));
  await del.first().click();
  const confirm = page.getByRole("button", { name: /Delete/ });
  if (await confirm.count()) await confirm.first().click();
  await page.goto(`/admin/serials?q=E2E${tag}`);
  await expect(page.getByText("No serial numbers match.")).toBeVisible();
});
