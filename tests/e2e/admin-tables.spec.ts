import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The staff lists drawn by the one admin table (redirects, synonyms and search reports, newsletter
 * subscribers, quote requests), with JavaScript on and off (this file runs in both projects), at 390,
 * 1024 and 1440 px: no sideways scrolling, and on each row its value and its action button on screen,
 * side by side with nothing. The spec makes the rows it looks at and removes them afterwards.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/admin-table-shots";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

/** The row's text and its button are visible, inside the screen, and do not cover each other. */
async function rowFits(row: Locator, text: Locator, button: Locator, width: number, where: string) {
  await row.scrollIntoViewIfNeeded();
  await expect(text, where).toBeVisible();
  await expect(button, where).toBeVisible();
  const a = (await text.boundingBox())!;
  const b = (await button.boundingBox())!;
  for (const [name, box] of [
    ["text", a],
    ["button", b],
  ] as const) {
    expect(box.x, `${where}: the ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: the ${name} ends on screen`).toBeLessThanOrEqual(width);
  }
  expect(overlaps(a, b), `${where}: text and button apart`).toBe(false);
}

test.describe.configure({ timeout: 150_000 });

test("redirects, synonyms, search reports, subscribers and quotes fit every width, each row's action in reach", async ({
  page,
  signIn,
}, testInfo) => {
  const tag = `tbl${testInfo.project.name.replace(/\W/g, "")}`;
  const from = `/old-${tag}`;
  const term = `zq${tag}`;
  const email = `${tag}@example.com`;

  // Rows to look at: a subscriber (the public form), a search that finds nothing, a redirect, a synonym.
  await page.goto("/newsletter");
  await page.getByLabel("Email address").first().fill(email);
  await page.getByRole("button", { name: "Subscribe" }).first().click();
  await expect(page.getByTestId("newsletter-status").first()).toContainText("Thank you");
  await page.goto(`/search?q=${term}`);
  await signIn("/admin/redirects");
  await expect(page).toHaveURL(/\/admin\/redirects$/, { timeout: 20_000 });
  await page.getByLabel("Old path").fill(from);
  await page.getByLabel("New path").fill("/about");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toContainText("Redirect added");
  await page.goto("/admin/search");
  await page.getByLabel("Term", { exact: true }).fill(term);
  await page.getByLabel(/Also means/).fill("thermal ribbon");
  await page.getByRole("button", { name: "Add synonym" }).click();
  await expect(page.getByTestId("synonym").filter({ hasText: term })).toHaveCount(1);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const at = (what: string) => `${what} at ${size.width}`;

    await page.goto("/admin/redirects");
    const redirect = page.getByTestId("redirect").filter({ hasText: from });
    await rowFits(
      redirect,
      redirect.getByText(from, { exact: true }),
      redirect.getByRole("button", { name: `Delete the redirect from ${from}` }),
      size.width,
      at("redirect"),
    );
    await noSidewaysScroll(page, at("redirects"));

    // Searches are counted in memory and written every few seconds.
    const miss = page.getByTestId("report-zero").getByRole("row").filter({ hasText: term });
    await expect(async () => {
      await page.goto("/admin/search");
      await expect(miss).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const synonym = page.getByTestId("synonym").filter({ hasText: term });
    await rowFits(
      synonym,
      synonym.getByText(term, { exact: true }),
      synonym.getByRole("button", { name: `Delete the synonym ${term}` }),
      size.width,
      at("synonym"),
    );
    await rowFits(
      miss,
      miss.getByRole("link", { name: term, exact: true }),
      miss.getByRole("link", { name: `Pin a product for ${term}` }),
      size.width,
      at("search that found nothing"),
    );
    await noSidewaysScroll(page, at("search"));
    if (size.width !== 1024) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: `${SHOTS}/search-${testInfo.project.name}-${size.width}.png`,
        fullPage: true,
      });
    }

    await page.goto("/admin/newsletter");
    const subscriber = page.getByTestId("subscriber").filter({ hasText: email });
    await rowFits(
      subscriber,
      subscriber.getByRole("link", { name: email }),
      subscriber.getByRole("button", { name: `Delete ${email}` }),
      size.width,
      at("subscriber"),
    );
    await noSidewaysScroll(page, at("newsletter"));

    await page.goto("/admin/quotes");
    await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
    await noSidewaysScroll(page, at("quotes"));
    if (size.width !== 1024)
      await page.screenshot({
        path: `${SHOTS}/quotes-${testInfo.project.name}-${size.width}.png`,
        fullPage: true,
      });
  }

  // Put everything back.
  await page.goto("/admin/redirects");
  await page.getByRole("button", { name: `Delete the redirect from ${from}` }).click();
  await expect(page.getByRole("status")).toContainText("Redirect deleted");
  await page.goto("/admin/search");
  await page.getByRole("button", { name: `Delete the synonym ${term}` }).click();
  await expect(page.getByTestId("synonym").filter({ hasText: term })).toHaveCount(0);
  await page.goto("/admin/newsletter");
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: `Delete ${email}` }).click();
  await expect(page.getByTestId("subscriber").filter({ hasText: email })).toHaveCount(0);
});
