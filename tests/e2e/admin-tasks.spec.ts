import type { Page } from "@playwright/test";
import { apiToken } from "./data";
import { expect, test } from "./fixtures";

/**
 * Admin → Tasks: an import's outcome is kept as a task, listed with the recent ones and shown on its
 * own page (which refreshes itself while the work runs), with JavaScript on and off (this file runs
 * in both projects), at 390, 1024 and 1440 px: the title, the status and the outcome on screen with
 * no sideways scrolling. The spec imports brands of its own and deletes them afterwards.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/admin-tasks-shots";

async function fits(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

async function onScreen(page: Page, what: string, width: number, where: string) {
  const box = await page.getByText(what, { exact: false }).first().boundingBox();
  expect(box, `${where}: ${what} drawn`).not.toBeNull();
  expect(box!.x, `${where}: ${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: ${what} ends on screen`).toBeLessThanOrEqual(width);
}

test.describe.configure({ timeout: 120_000 });

test("an import's outcome is kept as a task, listed and shown at every width", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const tag = `tasks${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const file = `${tag}.csv`;
  await signIn("/admin/import");
  await expect(page.getByRole("heading", { name: "Data Import", level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel("Import type").selectOption("brands");
  await page.getByLabel("CSV file").setInputFiles({
    name: file,
    mimeType: "text/csv",
    buffer: Buffer.from(`name,display_name\n${tag}-a,${tag} A\n${tag}-b,${tag} B\n`, "utf8"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  // The import's worker may have to start first (its modules load in a second or more).
  await expect(page.getByText("Imported: 2 created, 0 changed.")).toBeVisible({
    timeout: 30_000,
  });

  await page.goto("/admin/tasks");
  const item = page.getByTestId("task-item").filter({ hasText: file });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Finished");
  await expect(item).toContainText("2 imported, 0 rejected");
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const where = `${testInfo.project.name} tasks at ${size.width}`;
    await onScreen(page, `Brands from ${file}`, size.width, where);
    await fits(page, where);
    await page.screenshot({ path: `${SHOTS}/tasks-${testInfo.project.name}-${size.width}.png` });
  }

  await item.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/);
  await expect(page.getByTestId("task-status")).toHaveText("Finished");
  await expect(page.getByTestId("result-success")).toHaveText("2");
  // Finished work no longer refreshes itself.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const where = `${testInfo.project.name} task at ${size.width}`;
    await onScreen(page, "Finished", size.width, where);
    await onScreen(page, "See what this import changed, or undo it", size.width, where);
    await fits(page, where);
    await page.screenshot({
      path: `${SHOTS}/task-${testInfo.project.name}-${size.width}.png`,
      fullPage: true,
    });
  }

  // The brands go again (through the API), so the shared server does not grow.
  const token = await apiToken(request);
  const brands = (await (await request.get("/api/brands")).json()) as {
    id: number;
    name: string;
  }[];
  for (const b of brands.filter((b) => b.name.startsWith(tag)))
    await request.delete(`/api/brands/${b.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
});

test("a large import and its undo show their progress, refreshing themselves, and then the outcome", async ({
  page,
  signIn,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `big${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  // More rows than a request waits for: the answer is the task's page.
  const rows = Array.from({ length: 3000 }, (_, i) => `${tag}-${i},${tag} ${i}`);
  await signIn("/admin/import");
  await expect(page.getByRole("heading", { name: "Data Import", level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel("Import type").selectOption("brands");
  await page.getByLabel("CSV file").setInputFiles({
    name: `${tag}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(["name,display_name", ...rows].join("\n") + "\n", "utf8"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  // A brand import's preview counts rows as the product import's does.
  await expect(page.getByTestId("preview-create")).toHaveText("3,000", { timeout: 60_000 });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/, { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/task-running-${testInfo.project.name}.png` });
  // Without JavaScript the page refreshes itself; with it, it asks again every second.
  await expect(page.getByTestId("task-status")).toHaveText("Finished", { timeout: 120_000 });
  await expect(page.getByTestId("result-success")).toHaveText("3,000");

  // Undone from the import's page: its progress, then the outcome, the same way.
  await page.getByRole("link", { name: "See what this import changed, or undo it" }).click();
  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/, { timeout: 60_000 });
  await expect(page.getByTestId("task-status")).toHaveText("Finished", { timeout: 120_000 });
  await expect(page.getByTestId("undo-result")).toContainText("3,000 rows put back as they were");
  await page.goto("/admin/tasks");
  await expect(
    page.getByTestId("task-item").filter({ hasText: `Brands from ${tag}.csv` }),
  ).toContainText("3,000 imported");
});
