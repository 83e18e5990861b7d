import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";
import { expect, test } from "./fixtures";

// /products with more categories than one page holds: every category's link and count on each
// page, eight sections with their cards a page, and page links that work with JavaScript on or off
// and fit a phone. The spec makes its own categories (sorted after every demo one) and removes them.

const EXTRA = 14;

const slug = (display: string) => display.toLowerCase().replace(/[^a-z0-9]+/g, "-");

async function makeCategories(request: APIRequestContext, names: string[]) {
  const token = await apiToken(request);
  const ids: number[] = [];
  for (const display of names) {
    const res = await request.post("/api/categories", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        name: slug(display),
        display_name: display,
        description: `${display}, made by a test.`,
      },
    });
    expect(res.status(), `POST /api/categories ${display}: ${await res.text()}`).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function removeCategories(request: APIRequestContext, ids: number[]) {
  const token = await apiToken(request);
  for (const id of ids) {
    const res = await request.delete(`/api/categories/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), `DELETE /api/categories/${id}`).toBe(200);
  }
}

async function fits(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toBeVisible();
  const box = (await pager.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(inner);
  // The page links sit below the last section, not over it.
  const last = (await page.getByTestId("category-section").last().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(last.y + last.height);
}

test.describe.configure({ timeout: 120_000 });

test("/products pages its category sections and keeps every category's link on each page", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo).replace(/\s+/g, " ");
  const names = Array.from(
    { length: EXTRA },
    (_, i) => `Zz Paging ${tag} ${String(i + 1).padStart(2, "0")}`,
  );
  let categoryIds: number[] = [];
  let products: MadeProduct[] = [];
  try {
    categoryIds = await makeCategories(request, names);
    products = await makeProducts(
      request,
      names.map((n) => ({ name: `${n} printer`, category: slug(n) })),
    );
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/products");
      const index = page.getByTestId("category-index");
      // Every category, ours included, is in the index of the first page.
      for (const n of [names[0], names[EXTRA - 1]])
        await expect(index.getByRole("link", { name: new RegExp(`^${n} \\(1\\)$`) })).toHaveCount(
          1,
        );
      const chips = await index.getByRole("link").count();
      const pageCount = Math.ceil(chips / 8);
      expect(pageCount).toBeGreaterThan(1);
      await expect(page.getByTestId("category-section")).toHaveCount(8);
      await expect(page.getByTestId("products-sections-range")).toHaveText(
        `Categories 1–8 of ${chips}`,
      );
      await fits(page, `/products at ${width}`);

      // Through the page links to the last page, where our last category's section is.
      for (let p = 2; p <= pageCount; p++) {
        await page
          .getByRole("navigation", { name: "Pagination" })
          .getByRole("link", { name: "Next" })
          .click();
        await expect(page).toHaveURL(new RegExp(`/products\\?page=${p}$`));
        await expect(page.getByTestId("products-sections-range")).toHaveText(
          `Categories ${(p - 1) * 8 + 1}–${Math.min(p * 8, chips)} of ${chips}`,
        );
      }
      await expect(page.getByTestId("category-index").getByRole("link")).toHaveCount(chips);
      const section = page
        .getByTestId("category-section")
        .filter({ has: page.getByRole("heading", { name: names[EXTRA - 1] }) });
      await expect(section.locator("article")).toHaveCount(1);
      await fits(page, `/products?page=${pageCount} at ${width}`);
      await section.getByRole("link", { name: `View all 1 ${names[EXTRA - 1]}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(names[EXTRA - 1]);
    }
  } finally {
    await removeProducts(request, products);
    await removeCategories(request, categoryIds);
  }
});
