import { expect, test } from "./fixtures";
import { makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";

// Admin › Redirects never says "Redirect added" for a redirect that would do nothing: one from a
// live page is refused with the reason, and a live product can be taken down there so the redirect
// works.

const made: MadeProduct[] = [];

test.afterAll(async ({ request }) => {
  if (made.length) await removeProducts(request, made);
});

for (const width of [390, 1024, 1440]) {
  test(`a redirect from a live page is refused; unpublishing the product makes it work, at ${width} px`, async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const [product] = await makeProducts(request, [{ name: `Redirect Me ${uniqueTag(testInfo)}` }]);
    made.push(product);
    await page.setViewportSize({ width, height: 900 });
    await signIn("/admin/redirects");
    await expect(page).toHaveURL(/\/admin\/redirects$/, { timeout: 20_000 });

    // One of the site's own pages: refused, nothing listed.
    await page.getByLabel("Old path").fill("/services");
    await page.getByLabel("New path").fill("/about");
    await page.getByRole("button", { name: "Add redirect" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The page /services exists");
    await expect(page.getByText("Redirect added")).toHaveCount(0);
    await expect(page.getByRole("row", { name: /\/services \/about/ })).toHaveCount(0);
    expect((await page.request.get("/services", { maxRedirects: 0 })).status()).toBe(200);

    // A live product: refused, with the offer to take it down.
    const from = `/products/${product.slug}`;
    await page.getByLabel("Old path").fill(from);
    await page.getByLabel("New path").fill("/accessories");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(alert).toContainText(`The page ${from} exists`);
    await expect(alert).toContainText(`live product "${product.name}"`);
    const unpublish = alert.getByRole("button", {
      name: `Unpublish "${product.name}" and add the redirect`,
    });
    await expect(unpublish).toBeVisible();
    await expect(alert.getByRole("link", { name: "Edit the product" })).toHaveAttribute(
      "href",
      `/admin/products/${product.id}/edit`,
    );
    // Everything in the message fits the screen.
    const box = (await alert.boundingBox())!;
    const button = (await unpublish.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: `test-results/redirects-live-${testInfo.project.name}-${width}.png`,
    });

    await unpublish.click();
    await expect(page.getByRole("status")).toContainText(
      `Took the product "${product.name}" off the site`,
    );
    await expect(page.getByRole("row", { name: new RegExp(`${from} /accessories`) })).toBeVisible();
    const answer = await page.request.get(from, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe("/accessories");
  });
}
