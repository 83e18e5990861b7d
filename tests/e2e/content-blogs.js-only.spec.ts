import { expect, test } from "@playwright/test";

test("Copy link puts the post's address on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const slug = "how-to-clean-a-thermal-print-head-and-how-often";
  await page.goto(`/blog/${slug}`);
  const button = page.getByRole("button", { name: "Copy link" });
  await button.click();
  await expect(page.getByRole("button", { name: "Link copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${slug}`);
});

test("filtering and searching with JavaScript update the list without a full reload", async ({
  page,
}) => {
  await page.goto("/blogs");
  // A marker on the window survives client-side navigation only.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole("navigation", { name: "Blog categories" })
    .getByRole("link", { name: "Maintenance" })
    .click();
  await expect(page).toHaveURL(/category=Maintenance/);
  await expect(page.locator("main article")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill("zzzz-nothing");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
