import fs from "node:fs";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// Learning from misses, with JavaScript on and off: a search that finds nothing shows on Admin →
// Search; a synonym added there makes it find products; a product pinned for a search comes first;
// an opened result is counted. Each width uses its own words, so the runs do not meet.

const WIDTHS = [390, 1024, 1440];
const SHOTS = "/tmp/search-shots";

async function fitsTheScreen(page: Page, where: string) {
  const sideways = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
    // What sticks out, to say where the trouble is.
    wide: [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !el.parentElement?.closest(".overflow-x-auto"))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 50)}`),
  }));
  expect(
    sideways.scroll,
    `${where}: no sideways scrolling (${sideways.wide.join(", ")})`,
  ).toBeLessThanOrEqual(sideways.inner);
}

async function resultCount(page: Page) {
  const text = await page.getByTestId("result-count").textContent();
  return Number(/(\d+)/.exec(text ?? "")![1]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a search that finds nothing shows on Admin → Search, and a synonym added there finds products", async ({
      page,
      signIn,
    }, testInfo) => {
      const word = `zqx${testInfo.project.name.replace(/\W/g, "")}${width}`;
      await page.goto(`/search?q=${word}`);
      await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();

      await signIn("/admin/search");
      await expect(page).toHaveURL(/\/admin\/search$/, { timeout: 20_000 });
      const misses = page.getByTestId("report-zero");
      const row = misses.getByRole("row").filter({ hasText: word });
      await expect(row).toBeVisible();
      await fitsTheScreen(page, `admin search at ${width}`);
      if (width === 390 || width === 1440) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({
          path: `${SHOTS}/admin-search-${testInfo.project.name}-${width}.png`,
          fullPage: true,
        });
      }

      await row.getByRole("link", { name: `Add synonym for ${word}` }).click();
      const term = page.getByLabel("Term", { exact: true });
      await expect(term).toHaveValue(word);
      const expansion = page.getByLabel(/Also means/);
      // A bad alternative is refused with a message, the typed text kept.
      await expansion.fill("a, , b");
      await page.getByRole("button", { name: "Add synonym" }).click();
      await expect(page.locator("#synonym-error")).toContainText("Leave no empty alternative");
      await expect(page.getByLabel("Term", { exact: true })).toHaveValue(word);
      await page.getByLabel(/Also means/).fill("thermal transfer ribbon");
      await page.getByRole("button", { name: "Add synonym" }).click();
      await expect(
        page.getByText(`Synonym saved: ${word} = thermal transfer ribbon`),
      ).toBeVisible();
      const synonym = page.getByTestId("synonym").filter({ hasText: word });
      await expect(synonym).toContainText("One way");
      // Reachable: scrolled to, the row and its actions are on the screen.
      const edit = synonym.getByRole("link", { name: `Edit the synonym ${word}` });
      await edit.scrollIntoViewIfNeeded();
      await expect(synonym.getByRole("cell").first()).toBeInViewport();
      await expect(edit).toBeInViewport();

      await page.goto(`/search?q=${word}`);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(page.getByTestId("search-result").first()).toContainText(/Ribbon/);
      await expect(page.getByTestId("match-reasons").first()).toContainText(
        `Synonym: ${word} = thermal transfer ribbon`,
      );

      // Edit it (the form opens with its values), then delete it: the search finds nothing again.
      await page.goto("/admin/search");
      await synonym.getByRole("link", { name: `Edit the synonym ${word}` }).click();
      await expect(page.getByLabel("Term", { exact: true })).toHaveValue(word);
      await page.getByLabel("Both ways").check();
      await page.getByRole("button", { name: "Save synonym" }).click();
      await expect(page.getByTestId("synonym").filter({ hasText: word })).toContainText(
        "Both ways",
      );
      await page
        .getByTestId("synonym")
        .filter({ hasText: word })
        .getByRole("button", { name: `Delete the synonym ${word}` })
        .click();
      await expect(page.getByText("Synonym deleted")).toBeVisible();
      await page.goto(`/search?q=${word}`);
      await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    });

    test("a product pinned for a search comes first", async ({ page, signIn }, testInfo) => {
      const query = `godex pin ${testInfo.project.name.replace(/\W/g, "")} w${width}`;
      await signIn(`/admin/search/pins?${new URLSearchParams({ q: query })}`);
      await expect(page.getByRole("heading", { name: `Pinned for “${query}”` })).toBeVisible();
      await page.getByLabel("Find a product to pin").fill("ZD421");
      await page.getByRole("button", { name: "Find products" }).click();
      const candidates = page.getByTestId("pin-candidates");
      const first = candidates.getByRole("listitem").first();
      await expect(first).toContainText("ZD421");
      const name = (await first.locator("span.font-medium").textContent())!;
      await first.getByRole("button", { name: `Pin ${name}` }).click();
      await expect(page.getByText(`Pinned for "${query}"`)).toBeVisible();
      await expect(page.getByTestId("pins")).toContainText(name);
      await fitsTheScreen(page, `pins at ${width}`);

      await page.goto(`/search?${new URLSearchParams({ q: query })}`);
      const top = page.getByTestId("search-result").first();
      await expect(top).toContainText(name);
      await expect(top.getByTestId("match-reasons")).toContainText("Recommended for this search");

      // Remove it again: the search no longer lists it first.
      await page.goto(`/admin/search/pins?${new URLSearchParams({ q: query })}`);
      await page.getByRole("button", { name: `Remove ${name}` }).click();
      await expect(page.getByText("Nothing pinned for this search yet.")).toBeVisible();
    });
  });
}

test("an opened result is counted for its query (no longer 'nobody clicked')", async ({
  page,
  signIn,
}, testInfo) => {
  const query = testInfo.project.name === "js" ? "resin ribbon" : "wax resin ribbon";
  // The report lists the 50 most searched queries, and the suite searches many before this test:
  // search this one more often than the report's last row, so it is listed whatever ran before.
  await signIn("/admin/search");
  const counts = await page
    .getByTestId("report-top")
    .getByRole("row")
    .evaluateAll((rows) => rows.map((r) => Number(r.querySelectorAll("td")[1]?.textContent)));
  const listed = counts.filter((n) => Number.isFinite(n));
  // Ordered by searches: the last row holds the fewest a query needs to be listed.
  const needed = listed.length >= 50 ? listed[listed.length - 1] + 1 : 1;
  for (let i = 0; i < needed; i++)
    await page.request.get(`/search?${new URLSearchParams({ q: query })}`);
  await page.context().clearCookies();
  await page.goto(`/search?${new URLSearchParams({ q: query })}`);
  const first = page.getByTestId("search-result").first();
  await expect(first).toBeVisible();
  const clicked = page.waitForRequest(
    (r) => r.url().includes("/search/click?") && r.method() === "POST",
  );
  await first.getByRole("link", { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await clicked;
  await signIn("/admin/search");
  const rowOf = (report: string) =>
    page
      .getByTestId(report)
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: query, exact: true }) });
  await expect(rowOf("report-top")).toBeVisible();
  const cells = await rowOf("report-top").getByRole("cell").allTextContents();
  expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
  await expect(rowOf("report-unclicked")).toHaveCount(0);
});
