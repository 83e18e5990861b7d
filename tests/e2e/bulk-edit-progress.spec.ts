import type { Page } from "@playwright/test";
import { apiToken } from "./data";
import { expect, test } from "./fixtures";

/**
 * A bulk price change of more products than a request waits for (2,500) shows its task's progress
 * page (which refreshes itself without JavaScript and asks again with it), then its outcome with the
 * way to undo it in one step; the undo runs as a task too. With JavaScript on and off (this file runs
 * in both projects), at 390, 1024 and 1440 px: the title, the status and the outcome on screen with
 * no sideways scrolling. The spec imports products of its own and undoes that import afterwards.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/bulk-edit-shots";
const ROWS = 2500;

async function fits(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

async function onScreen(page: Page, testId: string, width: number, where: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, `${where}: ${testId} drawn`).not.toBeNull();
  expect(box!.x, `${where}: ${testId} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: ${testId} ends on screen`).toBeLessThanOrEqual(width);
}

test("a large bulk price change shows its progress, then its outcome, and is undone in one step", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = `bulkp${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const lines = ["name,slug,category,short_description,description,price"];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `${tag} ${i},${tag}-${i},accessories,Made by a test,Made by a test ${i},${1000 + i}`,
    );
  const token = await apiToken(request);
  const imported = await request.post("/api/products/bulk-import", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      type: "products",
      file: { name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) },
    },
    timeout: 120_000,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const importBatch = ((await imported.json()) as { batchId: number }).batchId;

  try {
    await signIn(`/admin/products/bulk-edit?all=1&q=${tag}`);
    await expect(page.getByRole("heading", { name: "Bulk edit products", level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel("How").selectOption("percent");
    await page.getByLabel("By or to").fill("10");
    await page.getByRole("button", { name: "Preview the price change" }).click();
    await expect(page.getByTestId("bulk-preview-counts")).toContainText(
      "2,500 products will change",
      { timeout: 60_000 },
    );
    await page.getByRole("button", { name: "Apply to 2,500 products" }).click();
    await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/, { timeout: 60_000 });
    const taskUrl = page.url();
    // Lands on the progress page while the change runs beside the site.
    await expect(page.getByTestId("task-status")).toHaveText(/^Running/);
    if (testInfo.project.name === "no-js")
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const where = `${testInfo.project.name} progress at ${size.width}`;
      await onScreen(page, "task-status", size.width, where);
      await fits(page, where);
      await page.screenshot({
        path: `${SHOTS}/running-${testInfo.project.name}-${size.width}.png`,
      });
    }

    // Without JavaScript the page refreshes itself; with it, it asks again every second.
    await expect(page.getByTestId("task-status")).toHaveText("Finished", { timeout: 180_000 });
    await expect(page.getByTestId("bulk-result")).toContainText("2,500 products changed");
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    // The outcome is kept: the page shows it again later, and so does the list.
    await page.goto(taskUrl);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const where = `${testInfo.project.name} outcome at ${size.width}`;
      await onScreen(page, "task-status", size.width, where);
      await onScreen(page, "bulk-result", size.width, where);
      await fits(page, where);
      await page.screenshot({
        path: `${SHOTS}/done-${testInfo.project.name}-${size.width}.png`,
        fullPage: true,
      });
    }
    // Undone in one step, as a task of its own.
    await page
      .getByRole("link", { name: "See what this change did, or undo it in one step" })
      .click();
    await page.getByRole("button", { name: /^Undo this/ }).click();
    await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/, { timeout: 60_000 });
    await expect(page.getByTestId("task-status")).toHaveText("Finished", { timeout: 180_000 });
    await expect(page.getByTestId("undo-result")).toContainText(
      /Bulk change #\d+ undone: 2,500 rows put back as they were/,
    );
  } finally {
    // The products go again (the import undone: to the Trash), so the shared server does not grow.
    await page.goto(`/admin/history/imports/${importBatch}`);
    await page.getByRole("button", { name: /^Undo this/ }).click();
    await expect(
      page.getByTestId("task-status").or(page.getByTestId("undo-result")).first(),
    ).toBeVisible({
      timeout: 60_000,
    });
  }
});
