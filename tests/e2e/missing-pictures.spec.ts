import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { apiToken, makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";

// A product whose uploaded picture has gone from the disk shows the placeholder, also without
// JavaScript (no script can swap a broken picture then): the server checks the file.

const uploads = path.join(process.env.E2E_DATA_DIR!, "uploads");
let product: MadeProduct;

test.beforeAll(async ({ request }, testInfo) => {
  const tag = uniqueTag(testInfo);
  [product] = await makeProducts(request, [
    { name: `Lost Picture ${tag}`, category: "print-mechanism" },
  ]);
  const token = await apiToken(request);
  const res = await request.get(`/api/products/${product.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const image = ((await res.json()) as { image: string }).image;
  expect(image).toMatch(/^[a-f0-9]{32}\.png$/);
  // Gone by hand: the row still names it.
  fs.rmSync(path.join(uploads, image));
});

test.afterAll(async ({ request }) => {
  if (product) await removeProducts(request, [product]);
});

/** The product's picture on the page: loaded (not broken), and the placeholder. */
async function expectPlaceholder(img: import("@playwright/test").Locator, where: string) {
  await img.scrollIntoViewIfNeeded();
  await expect(img, where).toHaveAttribute("src", "/images/placeholder.svg");
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
      message: `${where}: the picture is drawn`,
    })
    .toBe(true);
}

for (const width of [390, 1024, 1440]) {
  test(`public pages and the admin show the placeholder for a missing upload at ${width} px`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products/${product.slug}`);
    await expectPlaceholder(
      page.getByRole("main").getByRole("img", { name: product.name }).first(),
      "product page",
    );
    // A listing's card (a category with few products, so the card is on its first page).
    await page.goto("/print-mechanism");
    await expectPlaceholder(
      page.getByRole("main").getByRole("img", { name: product.name }).first(),
      "category page",
    );

    await signIn(`/admin/products?q=${encodeURIComponent(product.name)}`);
    await expect(page).toHaveURL(/\/admin\/products/);
    await expectPlaceholder(page.getByRole("img", { name: product.name }).first(), "admin list");
    await page.goto("/admin");
    // The dashboard's recent products: the row naming the product shows the placeholder.
    const recent = page.getByRole("listitem").filter({ hasText: product.name }).first();
    await expectPlaceholder(recent.locator("img"), "dashboard");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
