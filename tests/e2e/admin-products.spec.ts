import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { makeProducts } from "./data";
import { signInWithForm } from "./fixtures";

// The whole product life cycle as staff do it, with JavaScript on and off: sign in, add a product
// with an image and a datasheet, see it on the public site, edit it, delete it, bulk delete, log out.

const fixture = (name: string) => path.resolve("tests/fixtures", name);

async function signIn(page: Page, to = "/admin") {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInWithForm(page);
}

async function acceptDialogs(page: Page, seen: string[]) {
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
}

test("add, view, edit, delete and bulk delete products, then log out", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  await acceptDialogs(page, dialogs);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `E2E Printer ${tag}`;
  const slug = `e2e-printer-${tag}`;

  await signIn(page, "/admin/products");
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();

  // Add, with a validation error first: every typed value stays.
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  for (const section of [
    "Basics",
    "Pictures",
    "Price and tax",
    "Specifications",
    "Supplies that fit",
    "SEO",
    "Downloads",
  ]) {
    // .first(): the Specifications section holds the specifications editor's own group.
    await expect(page.getByRole("group", { name: section, exact: true }).first()).toBeAttached();
  }
  await page.getByLabel("Name *").fill(name);
  if (javaScriptEnabled) {
    await expect(page.getByLabel("Slug *")).toHaveValue(slug);
  } else {
    await page.getByLabel("Slug *").fill(slug);
  }
  await page.getByLabel("Model").fill("E2E-100");
  await page.getByLabel("Meta Title").fill("Kept meta title");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Category is required")).toBeVisible();
  await expect(page.getByText("An active product needs a main picture")).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue(name);
  await expect(page.getByLabel("Model")).toHaveValue("E2E-100");
  await expect(page.getByLabel("Meta Title")).toHaveValue("Kept meta title");

  await page.getByLabel("Slug *").fill(slug);
  await page.getByLabel("Category *").selectOption({ label: "Desktop Printers" });
  await page.getByLabel("Short Description *").fill("A test printer from the e2e suite");
  await page
    .getByLabel("Description *", { exact: true })
    .fill("Prints labels in the end-to-end tests.");
  await page.getByLabel("Features").fill("Fast\nQuiet");
  await page.getByLabel("Add pictures").setInputFiles(fixture("admin-product.png"));
  await page.getByLabel("PDF Datasheet").setInputFiles(fixture("admin-datasheet.pdf"));
  await page.getByRole("button", { name: "Add Product" }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("status")).toContainText("✓ Product added successfully!");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText("ACTIVE", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Desktop Printers" })).toBeVisible();

  // The public product page shows it, with the uploaded image served from /uploads.
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const img = page.locator(`img[src^="/uploads/"]`).first();
  await expect(img).toBeVisible();
  const src = await img.getAttribute("src");
  const upload = await page.request.get(src!);
  expect(upload.status()).toBe(200);
  expect(upload.headers()["content-type"]).toBe("image/png");
  expect(upload.headers()["x-content-type-options"]).toBe("nosniff");

  // Edit: change the name and make it inactive; the image stays.
  await page.goto("/admin/products");
  // A click that lands while the page's scripts are starting may be lost, as it may for a person,
  // who clicks again: so does this.
  const edit = page.getByRole("link", { name: `Edit ${name}` });
  await expect(async () => {
    if ((await edit.count()) > 0) await edit.click({ timeout: 2_000 });
    await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByLabel("Slug *")).toHaveValue(slug);
  await page.getByLabel("Name *").fill(`${name} v2`);
  if (javaScriptEnabled) await expect(page.getByLabel("Slug *")).toHaveValue(slug);
  await page.getByLabel("Status").selectOption("inactive");
  // The datasheet is served inline as a PDF; the picture removed for a new one loses its file.
  const pdfHref = await page.getByRole("link", { name: /\.pdf$/ }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe("inline");
  await page.getByTestId("picture-field").getByLabel("Remove").first().check();
  await page.getByLabel("Add pictures").setInputFiles(fixture("admin-product-2.png"));
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("status")).toContainText("✓ Product updated successfully!");
  const edited = page.getByRole("row", { name: new RegExp(`${name} v2`) });
  await expect(edited.getByText("INACTIVE", { exact: true })).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(404);
  // Inactive products leave the public site.
  const gone = await page.request.get(`/products/${slug}`);
  expect(gone.status()).toBe(404);

  // Delete it: confirm() with JavaScript, the confirmation step page without.
  await edited.getByRole("button", { name: `Delete ${name} v2` }).click();
  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(/\/admin\/products\/\d+\/delete\??$/);
    await expect(page.getByText("Are you sure you want to delete this product?")).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("status")).toContainText("✓ Product deleted successfully!");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  if (javaScriptEnabled) expect(dialogs).toContain("Are you sure you want to delete this product?");

  // Bulk delete two products found by search and the category filter: two of this test's own, made
  // through /api, so no other spec's rows (nor the demo catalogue) are touched.
  const bulk = `bulk-${tag}`;
  await makeProducts(request, [
    { name: `Bulk Print ${bulk} One`, category: "accessories" },
    { name: `Bulk Print ${bulk} Two`, category: "accessories" },
  ]);
  await page.getByLabel("Search").fill(bulk);
  await page.getByRole("search").getByLabel("Category").selectOption({ label: "Accessories" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${bulk}&category=accessories`));
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("cell", { name: "Accessories", exact: true })).toBeVisible();
  const firstTwo = [
    (await rows.nth(0).locator("td").nth(1).innerText()).trim(),
    (await rows.nth(1).locator("td").nth(1).innerText()).trim(),
  ];
  await page.getByRole("checkbox", { name: `Select ${firstTwo[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${firstTwo[1]}` }).check();
  if (javaScriptEnabled)
    await expect(page.getByRole("button", { name: "Delete Selected (2)" })).toBeVisible();
  await page.getByRole("button", { name: /Delete Selected/ }).click();
  if (!javaScriptEnabled) {
    // Without JavaScript the confirmation step names the products first, as the single delete does.
    await expect(page.getByText("Are you sure you want to delete 2 products?")).toBeVisible();
    await page.getByRole("button", { name: "Delete 2 products" }).click();
  }
  await expect(page.getByRole("status")).toContainText("✓ Products deleted successfully!");
  await expect(page).toHaveURL(new RegExp(`q=${bulk}&category=accessories`));
  for (const n of firstTwo) await expect(page.getByRole("row", { name: n })).toHaveCount(0);
  if (javaScriptEnabled) expect(dialogs).toContain("Are you sure you want to delete 2 products?");

  // Log out: back to the login page, and the panel is closed again.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("status")).toContainText("You have been signed out.");
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fproducts$/);
});

test("Delete Selected with nothing checked: not offered with JavaScript; without it, says 'Please select products to delete'", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, "/admin/products");
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: /Delete Selected/ })).toBeHidden();
  } else {
    await page.getByRole("button", { name: "Delete Selected…" }).click();
    await expect(page.getByRole("alert")).toContainText("✗ Please select products to delete");
  }
});

test("an edit page opened before someone else's save is refused with the typed text kept and a link to reload; the tax and delivery fields save", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, "/admin/products");
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  const editUrl = page.url();

  // Someone else, in another tab, saves the same product first.
  const other = await page.context().newPage();
  await other.goto(editUrl);
  await other.getByLabel("HSN Code").fill("84433250");
  await other.getByLabel("GST Rate").selectOption("18");
  await other.getByLabel("Warranty").fill(`1 year onsite ${tag}`);
  await other.getByLabel("Lead Time (days)").fill("7");
  await other.getByRole("button", { name: "Update Product" }).click();
  await expect(other.getByRole("status")).toContainText("✓ Product updated successfully!");
  await other.close();

  // The first tab's save would undo it: refused, what was typed is still there.
  await page.getByLabel("Meta Title").fill(`Typed on the old page ${tag}`);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This item was changed by someone else since you opened it",
  );
  await expect(page.getByLabel("Meta Title")).toHaveValue(`Typed on the old page ${tag}`);
  // Saving again from the same old copy is still refused.
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("alert")).toContainText("changed by someone else");

  await page.getByRole("link", { name: "Reload the latest version" }).click();
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByLabel("Warranty")).toHaveValue(`1 year onsite ${tag}`);
  await expect(page.getByLabel("HSN Code")).toHaveValue("84433250");
  await expect(page.getByLabel("GST Rate")).toHaveValue("18");
  await expect(page.getByLabel("Lead Time (days)")).toHaveValue("7");
  await expect(page.getByLabel("Meta Title")).not.toHaveValue(`Typed on the old page ${tag}`);

  // A bad HSN code is a message beside the field.
  await page.getByLabel("HSN Code").fill("12");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("HSN code must be 4, 6 or 8 digits")).toBeVisible();
});
