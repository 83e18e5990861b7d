import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInTo } from "./seo-screens.helpers";

test("a rule card opens the Detailed Analysis dialog, closed by button, overlay and Escape", async ({
  page,
}) => {
  await signInTo(page, "/admin/seo-validator");
  const card = page.locator('[data-testid="rule-card"][data-rule="anchor_diversity"]');
  const dialog = page.getByRole("dialog", { name: "Detailed Analysis" });

  await card.click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/seo-validator$/);
  await expect(dialog).toContainText("Anchor Text Diversity");
  await expect(dialog).toContainText("Anchor texts should vary");
  await expect(dialog).toContainText("Exact-match anchors make up 38%");
  await expect(dialog).toContainText("64/100");
  await expect(dialog.getByTestId("all-suggestions").locator("li")).toHaveCount(4);
  await expect(dialog).toContainText("Good: 'Prime Barcode Solutions explains ribbon types'");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The overlay: a click outside the panel.
  await page.locator('[data-testid="rule-card"][data-rule="link_velocity"]').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Link Velocity");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  // A click inside the panel keeps it open; Escape closes it.
  await card.click();
  await expect(dialog).toBeVisible();
  await dialog.getByText("Current Status").click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // It opens again after Escape (the component's state followed the native close).
  await card.click();
  await expect(dialog).toBeVisible();
});

test("the discovery search waits the fake two seconds, then shows the results", async ({
  page,
}) => {
  await signInTo(page, "/admin/backlinks/discovery");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
  const started = Date.now();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("button", { name: "Searching..." })).toBeDisabled();
  await expect(page.getByText("Searching for backlink opportunities...")).toBeVisible();
  await expect(page.getByTestId("discovery-card")).toHaveCount(4, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page).toHaveURL(/searched=1/);
});

test("select-all ticks every discovery card; 'Add to Opportunities' does nothing", async ({
  page,
}) => {
  await signInTo(
    page,
    "/admin/backlinks/discovery?searched=1&type=blog&type=directory&type=news&type=resource&potential=high&potential=medium&da_min=20&da_max=100",
  );
  const boxes = page.getByTestId("discovery-card").getByRole("checkbox");
  await expect(boxes).toHaveCount(4);
  const all = page.getByLabel("Select all");
  await all.check();
  for (const b of await boxes.all()) await expect(b).toBeChecked();
  await expect(page.getByTestId("selected-count")).toHaveText("4 selected");
  await boxes.first().uncheck();
  await expect(all).not.toBeChecked();
  await expect(page.getByTestId("selected-count")).toHaveText("3 selected");
  await all.check();
  await all.uncheck();
  await expect(page.getByTestId("selected-count")).toHaveText("0 selected");

  const url = page.url();
  await page.getByRole("button", { name: "Add to Opportunities" }).first().click();
  await page
    .getByTestId("discovery-card")
    .first()
    .getByRole("button", { name: "Add to Opportunities" })
    .click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("discovery-card")).toHaveCount(4);
});

test("the open Detailed Analysis dialog passes axe", async ({ page }) => {
  await signInTo(page, "/admin/seo-validator");
  await page.locator('[data-testid="rule-card"][data-rule="dofollow_ratio"]').click();
  await expect(page.getByRole("dialog", { name: "Detailed Analysis" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include("dialog")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
