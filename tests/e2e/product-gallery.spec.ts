import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { makeDrawnProduct, removeProducts } from "./data";
import { signInWithForm } from "./fixtures";

// Pictures that tell products apart, and a product's gallery, with JavaScript on and off (this file
// runs in both projects): the demo's drawn pictures say they are drawings; staff add two gallery
// pictures and remove one; the product page then offers thumbnails that switch the large picture,
// at a phone's, a small laptop's and a desktop's width.

const fixture = (name: string) => path.resolve("tests/fixtures", name);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
// The demo printer whose drawn picture the gallery test's own product borrows (read, never changed).
const DRAWN_FROM = "zebra-zt411-industrial-barcode-printer";

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test("demo pictures are drawings of their own product, and say so", async ({ page }, testInfo) => {
  for (const size of [WIDTHS[0], WIDTHS[2]]) {
    await page.setViewportSize(size);
    await page.goto("/products/zebra-zd421-desktop-barcode-printer");
    const main = page.getByTestId("product-gallery").locator("img").first();
    await expect(main).toHaveAttribute(
      "src",
      /\/uploads\/drawn-desktop-zebra-zd421t-[a-f0-9]+\.svg$/,
    );
    await expect(main).toHaveAttribute("alt", /Zebra ZD421.*representative drawing/);
    await expect(page.getByTestId("picture-caption")).toHaveText("Representative image");
    await expect(page.getByTestId("picture-caption")).toBeVisible();
    // One picture only: no thumbnails.
    await expect(page.getByTestId("gallery-thumbs")).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`product-drawn-${size.width}.png`),
      fullPage: false,
    });

    // The cards of a category: every picture a different drawing, each alt saying it is one.
    await page.goto("/desktop-printers");
    const cards = page.locator("main article img");
    await expect(cards.first()).toBeVisible();
    const srcs = await cards.evaluateAll((imgs) =>
      imgs.map((i) => [i.getAttribute("src") ?? "", i.getAttribute("alt") ?? ""]),
    );
    // Other tests on this shared server give some products a real photo: the rest are drawings.
    const drawn = srcs.filter(([src]) => /\/uploads\/drawn-/.test(src));
    expect(drawn.length).toBeGreaterThan(4);
    expect(new Set(drawn.map(([src]) => src)).size).toBe(drawn.length);
    for (const [, alt] of drawn) expect(alt).toMatch(/\(representative drawing\)$/);
    // The drawings really load (an SVG with the brand and model written on it).
    const first = await page.request.get(drawn[0][0]);
    expect(first.headers()["content-type"]).toBe("image/svg+xml");
    await page.screenshot({
      path: testInfo.outputPath(`category-drawn-${size.width}.png`),
      fullPage: false,
    });
  }
});

test("staff add two gallery pictures and remove one; the product page switches between its pictures", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  // A product of this test's own with a drawn picture, so no demo row is changed (made and removed
  // by an API client of its own: the signed-in page's cookie is no bearer token).
  const product = await makeDrawnProduct(request, testInfo, DRAWN_FROM);
  try {
    await addAndSwitch(page, javaScriptEnabled, product);
  } finally {
    await removeProducts(request, [product]);
  }
  // The borrowed drawing stays with the demo printer it belongs to.
  expect((await request.get(`/uploads/${product.image}`)).status()).toBe(200);
});

async function addAndSwitch(
  page: Page,
  javaScriptEnabled: boolean,
  { id, slug }: { id: number; slug: string },
) {
  await signInWithForm(page, `/admin/products/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}/edit$`));
  const field = page.getByTestId("picture-field");
  await field
    .getByLabel("Add pictures")
    .setInputFiles([fixture("admin-product.png"), fixture("admin-product-2.png")]);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto(`/admin/products/${id}/edit`);
  // The main (drawn) picture first, then the two added.
  const current = field.getByTestId("picture");
  await expect(current).toHaveCount(3);
  const removed = await current.nth(1).getByRole("checkbox").getAttribute("value");
  const kept = await current.nth(2).getByRole("checkbox").getAttribute("value");
  await current.nth(1).getByLabel("Remove").check();
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto(`/admin/products/${id}/edit`);
  await expect(current).toHaveCount(2);
  await expect(current.nth(1).getByRole("checkbox")).toHaveAttribute("value", kept!);
  // The removed picture's file is gone; the kept one is served.
  expect((await page.request.get(`/uploads/${removed}`)).status()).toBe(404);
  expect((await page.request.get(`/uploads/${kept}`)).status()).toBe(200);
  const json = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    gallery_urls: string[];
  };
  expect(json.gallery_urls).toEqual([`/uploads/${kept}`]);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(`/products/${slug}`);
    const gallery = page.getByTestId("product-gallery");
    const main = gallery.locator("img").first();
    const thumbs = gallery.getByRole("link", { name: /Show picture \d of 2/ });
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(main).toHaveAttribute("src", /\/uploads\/drawn-/);
    await expect(page.getByTestId("picture-caption")).toHaveText("Representative image");
    const before = await main.boundingBox();

    // Thumbnails: visible, large enough to tap, inside the screen, not over the large picture.
    for (let i = 0; i < 2; i++) {
      await expect(thumbs.nth(i)).toBeVisible();
      const box = (await thumbs.nth(i).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y).toBeGreaterThanOrEqual(before!.y + before!.height);
    }
    await noSidewaysScroll(page);

    // By keyboard: focus the second thumbnail and press Enter.
    await thumbs.nth(1).focus();
    await page.keyboard.press("Enter");
    if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
    else await expect(page).toHaveURL(new RegExp(`/products/${slug}\\?image=2$`));
    await expect(main).toHaveAttribute("src", `/uploads/${kept}`);
    await expect(main).toHaveAttribute("alt", /picture 2 of 2$/);
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbs.nth(0)).not.toHaveAttribute("aria-current", "true");
    // A photo is not captioned as a drawing, and the caption's line stays: nothing moves.
    await expect(page.getByTestId("picture-caption")).toHaveText("");
    const after = await main.boundingBox();
    expect(after).toEqual(before);
    await page.screenshot({
      path: test.info().outputPath(`product-gallery-${size.width}.png`),
      fullPage: false,
    });

    // And back to the first by a click.
    await thumbs.nth(0).click();
    await expect(main).toHaveAttribute("src", /\/uploads\/drawn-/);
    await expect(page.getByTestId("picture-caption")).toHaveText("Representative image");
  }

  // Odd ?image= values show the first picture, never an error.
  for (const odd of ["0", "9", "x", "-1"]) {
    const res = await page.goto(`/products/${slug}?image=${odd}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("product-gallery").locator("img").first()).toHaveAttribute(
      "src",
      /\/uploads\/drawn-/,
    );
  }
}
