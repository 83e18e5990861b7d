import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";

// The header's suggestions with JavaScript: products with their picture and model, grouped by
// category, "See all N results"; and a search that cannot be fetched says "Search Error" with the
// reason and "Try Again", in the box and on the page, never the site's error screen.

const SHOTS = "/tmp/search-shots";

const box = (page: Page) =>
  page.locator("header").getByRole("combobox", { name: "Search products" }).locator("visible=true");
const panel = (page: Page) => page.locator("header [data-testid=search-suggestions]:visible");

async function ready(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => document.querySelector("header input[role=combobox]") !== null);
  await page.waitForLoadState("networkidle");
}

for (const width of [390, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("suggestions: pictures, names and models grouped by category, and See all N results", async ({
      page,
    }) => {
      await ready(page);
      await box(page).fill("zebra");
      const list = page.locator("header").getByRole("listbox").locator("visible=true");
      const options = list.getByRole("option");
      await expect(options).toHaveCount(5);
      const groups = list.getByRole("group");
      expect(await groups.count()).toBeGreaterThan(1);
      // Each group is named by a category, and every option sits in one.
      const labels = await panel(page).getByTestId("suggestion-group").allTextContents();
      expect(labels).toEqual(expect.arrayContaining(["Desktop Printers"]));
      expect(new Set(labels).size).toBe(labels.length);
      for (const option of await options.all()) {
        const img = option.locator("img");
        await expect(img).toBeVisible();
        expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
        await expect(option).toHaveAttribute("data-model", /^Model: .+/);
      }
      // The model is shown beside the name.
      const after = await options.first().evaluate((el) => getComputedStyle(el, "::after").content);
      expect(after).toMatch(/Model: /);

      const seeAll = panel(page).getByRole("link", { name: /^See all \d+ results$/ });
      await expect(seeAll).toBeVisible();
      const total = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
      expect(total).toBeGreaterThan(5);

      // Inside the screen, not overlapping each other.
      const panelBox = (await panel(page).boundingBox())!;
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width);
      const boxes = await Promise.all((await options.all()).map((o) => o.boundingBox()));
      for (let i = 1; i < boxes.length; i++)
        expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
      if (width !== 1024) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/suggestions-${width}.png` });
      }

      await seeAll.click();
      await expect(page).toHaveURL("/search?q=zebra");
      await expect(page.getByTestId("result-count")).toHaveText(`${total} products found`);
    });

    test("a suggestion fetch that fails shows Search Error and Try Again", async ({ page }) => {
      await ready(page);
      await page.route("**/api/search-suggestions**", (route) =>
        route.abort("internetdisconnected"),
      );
      await box(page).fill("godex");
      const alert = panel(page).getByRole("alert");
      await expect(alert).toContainText("Search Error");
      await expect(alert).toContainText(/Could not reach the server/);
      if (width !== 1024)
        await page.screenshot({ path: `${SHOTS}/suggestions-error-${width}.png` });
      await page.unroute("**/api/search-suggestions**");
      await alert.getByRole("button", { name: "Try Again" }).click();
      await expect(panel(page).getByRole("option").first()).toBeVisible();
      await expect(panel(page).getByRole("alert")).toHaveCount(0);
      // A server error says what the server said.
      await page.route("**/api/search-suggestions**", (route) =>
        route.fulfill({
          status: 500,
          json: { error: "Failed to search products. Please try again." },
        }),
      );
      await box(page).fill("zebra");
      await expect(panel(page).getByRole("alert")).toContainText(
        "Failed to search products. Please try again.",
      );
    });
  });
}

test("a /search the browser cannot fetch keeps the page, says Search Error, and Try Again works", async ({
  page,
}) => {
  await page.goto("/search?q=zebra");
  await page.waitForLoadState("networkidle");
  await page.route("**/search.data**", (route) => route.abort("internetdisconnected"));
  const input = page.locator("#search-page-q");
  await input.fill("godex");
  await input.press("Enter");
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("Search Error");
  await expect(alert).toContainText(/Could not reach the server/);
  // The site frame stays: the header and its search are there.
  await expect(box(page)).toBeVisible();
  await page.unroute("**/search.data**");
  await alert.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: /Search Results for “godex”/ })).toBeVisible();
});
