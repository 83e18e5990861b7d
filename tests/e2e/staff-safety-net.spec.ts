// A slug change leaves a 301 behind; the Redirects screen adds and deletes one; the bulk delete asks
// first (a confirmation step without JavaScript) and sends the products to the Trash, where Restore
// brings them back. JavaScript on and off.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag } from "./data";
import { signInWithForm } from "./fixtures";

/** Products of the test's own (tagged per run and project): no demo row is moved or binned. */
async function ownProducts(
  request: APIRequestContext,
  testInfo: TestInfo,
  what: string,
  n: number,
) {
  const tag = uniqueTag(testInfo);
  const made = await makeProducts(
    request,
    Array.from({ length: n }, (_, i) => ({ name: `${what} ${tag} Printer ${i + 1}` })),
  );
  // The tag's run-unique word finds them in the admin search.
  return { made, search: tag.split(" ")[1] };
}

function acceptDialogs(page: Page, seen: string[]) {
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
}

async function setSlug(page: Page, name: string, slug: string) {
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Edit/ })
    .click();
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("status")).toContainText("Product updated successfully");
}

test("a product's new slug leaves a 301 at the old address; Redirects adds and deletes one by hand", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { made } = await ownProducts(request, testInfo, "Moved", 1);
  try {
    await moveAndBack(page, testInfo, made[0]);
  } finally {
    await removeProducts(request, made);
  }
});

async function moveAndBack(page: Page, testInfo: TestInfo, own: { name: string; slug: string }) {
  const pick = { moved: own };
  await signInWithForm(page, "/admin/products");
  await expect(page).toHaveURL(/\/admin\/products$/);
  const moved = `${pick.moved.slug}-moved`;
  await setSlug(page, pick.moved.name, moved);

  const res = await page.goto(`/products/${pick.moved.slug}?ref=old`);
  expect(res?.status()).toBe(200);
  expect(res?.request().redirectedFrom()?.url()).toMatch(
    new RegExp(`/products/${pick.moved.slug}\\?ref=old$`),
  );
  await expect(page).toHaveURL(new RegExp(`/products/${moved}\\?ref=old$`));
  await expect(page.getByRole("heading", { level: 1, name: pick.moved.name })).toBeVisible();

  await page.goto("/admin/redirects");
  await expect(
    page.getByRole("row", { name: new RegExp(`/products/${pick.moved.slug} /products/${moved}`) }),
  ).toBeVisible();
  const from = `/old-offer-${testInfo.project.name}`;
  await page.getByLabel("Old path").fill(from);
  await page.getByLabel("New path").fill("/about");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toContainText("Redirect added");
  // Asked without following (the browser would remember a 301 for good).
  const answer = await page.request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/about");
  await page.goto("/admin/redirects");
  await page.getByRole("button", { name: `Delete the redirect from ${from}` }).click();
  await expect(page.getByRole("status")).toContainText("Redirect deleted");
  expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);

  // Back to the seeded slug: the item owns its old address again.
  await setSlug(page, pick.moved.name, pick.moved.slug);
  expect(
    (await page.request.get(`/products/${pick.moved.slug}`, { maxRedirects: 0 })).status(),
  ).toBe(200);
}

test("bulk delete names the products before deleting, sends them to the Trash, and Restore brings them back", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  // Two products with JavaScript, one without: the question names a count, or the one product.
  const { made, search } = await ownProducts(
    request,
    testInfo,
    "Binned",
    javaScriptEnabled ? 2 : 1,
  );
  try {
    await binAndRestore(page, javaScriptEnabled, { bulk: made.map((p) => p.name), search });
  } finally {
    await removeProducts(request, made);
  }
});

async function binAndRestore(
  page: Page,
  javaScriptEnabled: boolean,
  pick: { bulk: string[]; search: string },
) {
  const dialogs: string[] = [];
  acceptDialogs(page, dialogs);
  await signInWithForm(page, `/admin/products?q=${pick.search}`);
  await expect(page).toHaveURL(/\/admin\/products\?q=/);
  for (const name of pick.bulk)
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("button", { name: /Delete Selected/ }).click();
  const n = pick.bulk.length;
  const question =
    n === 1
      ? "Are you sure you want to delete this product?"
      : `Are you sure you want to delete ${n} products?`;
  if (javaScriptEnabled) {
    await expect.poll(() => dialogs).toContain(question);
  } else {
    await expect(page).toHaveURL(/\/admin\/products\/delete-selected\?/);
    await expect(page.getByText(question)).toBeVisible();
    for (const name of pick.bulk)
      await expect(page.getByTestId("delete-names")).toContainText(name);
    await page
      .getByRole("button", { name: n === 1 ? "Delete 1 product" : `Delete ${n} products` })
      .click();
  }
  await expect(page.getByRole("status")).toContainText("Products deleted successfully!");
  for (const name of pick.bulk) await expect(page.getByRole("row", { name })).toHaveCount(0);

  await page.goto("/admin/trash");
  for (const name of pick.bulk) {
    await page.getByRole("button", { name: `Restore ${name}`, exact: true }).click();
    await expect(page.getByRole("status")).toContainText(`Restored the product "${name}"`);
  }
  await page.goto(`/admin/products?q=${pick.search}`);
  for (const name of pick.bulk)
    await expect(page.getByRole("checkbox", { name: `Select ${name}` })).toBeVisible();
}
