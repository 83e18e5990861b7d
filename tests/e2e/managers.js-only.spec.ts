import { expect, test } from "@playwright/test";
import { signInTo } from "./managers.helpers";

// What exists only with JavaScript: slugs filled in as you type (and left alone once edited), and the
// blog form's live preview, whose HTML is only ever the server-sanitised copy.

test("slugs follow the title or display name until edited by hand", async ({ page }) => {
  await signInTo(page, "/admin/jobs/new");
  await page.getByLabel("Title *").fill("Senior Service Engineer (Delhi)");
  await expect(page.getByLabel("Slug *")).toHaveValue("senior-service-engineer-delhi");
  await page.getByLabel("Slug *").fill("my-own-slug");
  await page.getByLabel("Title *").fill("Something else");
  await expect(page.getByLabel("Slug *")).toHaveValue("my-own-slug");

  await page.goto("/admin/categories/new");
  await page.getByLabel("Display Name *").fill("Cash Drawers & Printers");
  await expect(page.getByLabel("Name *", { exact: true })).toHaveValue("cash-drawers-printers");
});

test("the blog preview renders plain text as paragraphs and HTML only as sanitised", async ({
  page,
}) => {
  await signInTo(page, "/admin/blogs/new");
  const preview = page.getByTestId("content-preview");
  await expect(preview).toHaveText("Nothing to preview yet.");

  await page.getByLabel("Content *").fill("First paragraph\n\nSecond paragraph");
  await expect(preview.locator("p")).toHaveText(["First paragraph", "Second paragraph"]);

  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.dismiss();
  });
  await page
    .getByLabel("Content *")
    .fill(
      '<h2>Heading</h2><p>Hello <strong>world</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    );
  await expect(preview.getByRole("heading", { name: "Heading" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("world");
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator("[onerror]")).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(alerted).toBe(false);
});
