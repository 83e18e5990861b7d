import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag } from "./data";
import { test } from "./fixtures";

// The product form as staff use it, with JavaScript on and off: the section list and the Save bar
// at a phone's, a laptop's and a desktop's width, and the pictures put in order.

const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SECTIONS = [
  "Basics",
  "Pictures",
  "Price and tax",
  "Specifications",
  "Supplies that fit",
  "SEO",
  "Downloads",
];
const fixture = (name: string) => path.resolve("tests/fixtures", name);
const SIGN_IN_WAIT = { timeout: 30_000 };

async function noSidewaysScroll(page: Page, where: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, where).toBeLessThanOrEqual(0);
}

/** The box of something that must be wholly inside the window. */
async function inWindow(page: Page, locator: Locator, where: string) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box, where).not.toBeNull();
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width + 1);
  expect(box.y + box.height, where).toBeLessThanOrEqual(height + 1);
  return box;
}

/** The stored names of the pictures as the form lists them, main first. */
const order = (page: Page) =>
  page
    .getByTestId("picture")
    .evaluateAll((items) => items.map((li) => li.getAttribute("data-token") ?? ""));

test("the form's sections are one tap away and Save stays in view, at 390, 1024 and 1440 px", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const [product] = await makeProducts(request, [{ name: `Form Layout ${uniqueTag(testInfo)}` }]);
  try {
    await page.goto(`/admin/products/${product.id}/edit`);
    await signIn();
    await expect(page).toHaveURL(/\/edit$/, SIGN_IN_WAIT);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/admin/products/${product.id}/edit`);
      const at = `${size.width}×${size.height}`;
      const nav = page.getByRole("navigation", { name: "Form sections" });
      const bar = page.getByTestId("form-actions");
      const save = page.getByRole("button", { name: "Update Product" });
      await inWindow(page, save, `${at}: Save at the top of the page`);
      await noSidewaysScroll(page, at);
      await page.screenshot({ path: testInfo.outputPath(`form-top-${size.width}.png`) });
      for (const title of SECTIONS) {
        await nav.getByRole("link", { name: title, exact: true }).click();
        await expect(page).toHaveURL(
          new RegExp(`#section-${title.toLowerCase().replace(/\W+/g, "-")}$`),
        );
        const legend = page.getByRole("group", { name: title, exact: true }).locator("legend");
        // The section's title is in view: below the section list, above the Save bar.
        await expect(async () => {
          const navBox = (await nav.boundingBox())!;
          const barBox = (await bar.boundingBox())!;
          const box = await inWindow(page, legend, `${at}: ${title}`);
          expect(box.y, `${at}: ${title} under the section list`).toBeGreaterThanOrEqual(
            navBox.y + navBox.height - 1,
          );
          expect(box.y + box.height, `${at}: ${title} over the Save bar`).toBeLessThanOrEqual(
            barBox.y + 1,
          );
        }).toPass({ timeout: 5_000 });
        await inWindow(page, save, `${at}: Save beside ${title}`);
        await inWindow(page, nav, `${at}: the section list beside ${title}`);
        await noSidewaysScroll(page, `${at} ${title}`);
        if (title === "Supplies that fit")
          await page.screenshot({ path: testInfo.outputPath(`form-fits-${size.width}.png`) });
      }
    }
  } finally {
    await removeProducts(request, [product]);
  }
});

test("pictures: chosen files show before saving, are put in order (drag or buttons) and the main one chosen", async ({
  page,
  request,
  signIn,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const [product] = await makeProducts(request, [{ name: `Picture Order ${uniqueTag(testInfo)}` }]);
  const edit = `/admin/products/${product.id}/edit`;
  try {
    await page.goto(edit);
    await signIn();
    await expect(page).toHaveURL(/\/edit$/, SIGN_IN_WAIT);
    const [a] = await order(page);
    await page
      .getByLabel("Add pictures")
      .setInputFiles([fixture("admin-product-2.png"), fixture("managers-image.png")]);
    if (javaScriptEnabled) {
      // Thumbnails of the chosen files before anything is saved.
      const fresh = page.getByTestId("picture").filter({ hasText: "(new)" });
      await expect(fresh).toHaveCount(2);
      await expect(fresh.first().locator("img")).toHaveAttribute("src", /^blob:/);
      expect(await order(page)).toEqual([a, "new:0", "new:1"]);
    }
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.goto(edit);
    const stored = await order(page);
    expect(stored).toHaveLength(3);
    const [, b, c] = stored;
    expect(stored[0]).toBe(a);

    const pictures = page.getByTestId("picture");
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await pictures.first().scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, `pictures at ${size.width}`);
      for (let i = 0; i < 3; i++)
        await inWindow(page, pictures.nth(i).locator("img"), `${size.width}`);
      await page.screenshot({ path: testInfo.outputPath(`pictures-${size.width}.png`) });
    }
    await page.setViewportSize(SIZES[1]);

    if (javaScriptEnabled) {
      // Dragged onto the first place, the third picture is the main one; saved as shown.
      await pictures.nth(2).dragTo(pictures.nth(0));
      expect(await order(page)).toEqual([c, a, b]);
      await expect(pictures.first()).toContainText("Main picture");
      await page.getByRole("button", { name: "Update Product" }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await page.goto(edit);
    } else {
      // Each move is a save that comes back to the pictures.
      await page.getByRole("button", { name: /Move picture 3 up/ }).click();
      await expect(page).toHaveURL(/\/edit#section-pictures$/);
      expect(await order(page)).toEqual([a, c, b]);
      await page.getByRole("button", { name: /Move picture 2 up/ }).click();
      await expect(page).toHaveURL(/\/edit#section-pictures$/);
    }
    expect(await order(page)).toEqual([c, a, b]);

    // "Main picture" on the last one: saved, it leads the list and the product page.
    await pictures.nth(2).getByRole("radio", { name: "Main picture" }).check();
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.goto(edit);
    expect(await order(page)).toEqual([b, c, a]);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByTestId("product-gallery").locator("img").first()).toHaveAttribute(
      "src",
      `/uploads/${b}`,
    );
  } finally {
    await removeProducts(request, [product]);
  }
});

test("a draft is saved without a picture; making it active asks for one", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo).replace(/\W+/g, "-").toLowerCase();
  await page.goto("/admin/products/new");
  await signIn();
  await expect(page).toHaveURL(/\/new$/, SIGN_IN_WAIT);
  await page.getByLabel("Name *").fill(`Draft ${tag}`);
  await page.getByLabel("Slug *").fill(`draft-${tag}`);
  await page.getByLabel("Category *").selectOption({ label: "Accessories" });
  await page.getByLabel("Short Description *").fill("A draft waiting for its photo");
  await page.getByLabel("Description *", { exact: true }).fill("Saved before its picture.");
  await page.getByLabel("Status").selectOption("inactive");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = page.getByRole("row", { name: new RegExp(`Draft ${tag}`) });
  await row.getByRole("link", { name: `Edit Draft ${tag}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("An active product needs a main picture")).toBeVisible();
  await expect(page.getByLabel("Add pictures")).toBeFocused();
  const id = Number(/products\/(\d+)\/edit/.exec(page.url())?.[1]);
  await removeProducts(request, [{ id }]);
});
