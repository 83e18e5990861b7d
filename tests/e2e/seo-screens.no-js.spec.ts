import { expect, test } from "@playwright/test";
import { signInTo } from "./seo-screens.helpers";

test("without JavaScript a rule card is a link to ?rule= that shows the detail in the page", async ({
  page,
}) => {
  await signInTo(page, "/admin/seo-validator");
  await page.locator('[data-testid="rule-card"][data-rule="domain_authority"]').click();
  await expect(page).toHaveURL(/\?rule=domain_authority#detailed-analysis$/);
  const detail = page.locator("#detailed-analysis");
  await expect(detail.getByRole("heading", { name: "Detailed Analysis" })).toBeVisible();
  await expect(detail).toContainText("58/100");
  await expect(detail.getByTestId("all-suggestions").locator("li")).toHaveCount(3);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("without JavaScript the discovery search answers at once and select-all is not offered", async ({
  page,
}) => {
  await signInTo(page, "/admin/backlinks/discovery");
  const started = Date.now();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("discovery-card")).toHaveCount(4);
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(page.getByLabel("Select all")).toHaveCount(0);
});
