import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { deleteRow, expectFlash, signInTo, uniqueTag } from "./managers.helpers";

// Categories, brands and drivers as staff manage them, with JavaScript on and off: add (after a
// refused first try that keeps what was typed), edit, delete; a driver's file downloads byte-identical.

const fixture = (name: string) => path.resolve("tests/fixtures", name);

test("categories: add with an image, edit keeping it, refuse deleting one with products, delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const display = `E2E Widgets ${tag}`;
  const name = `e2e-widgets-${tag}`;
  await signInTo(page, "/admin/categories");
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  for (const header of ["ID", "Image", "Name", "Display Name", "Description", "Actions"])
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Add Category" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
  await page.getByLabel("Description").fill("Kept while the form is refused");
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText("Display name is required")).toBeVisible();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Kept while the form is refused");

  await page.getByLabel("Display Name *").fill(display);
  if (javaScriptEnabled) await expect(page.getByLabel("Name *", { exact: true })).toHaveValue(name);
  else await page.getByLabel("Name *", { exact: true }).fill(name);
  await page.getByLabel("Image").setInputFiles(fixture("managers-image.png"));
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expectFlash(page, "Category added successfully!");
  let row = page.getByRole("row", { name: new RegExp(display) });
  await expect(row.getByRole("cell", { name: "Kept while the form is refused" })).toBeVisible();
  const image = await row.getByRole("img").getAttribute("src");
  expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await expect(page.getByLabel("Name *", { exact: true })).toHaveValue(name);
  await page.getByLabel("Display Name *").fill(`${display} Renamed`);
  await page.getByRole("button", { name: "Update Category" }).click();
  await expectFlash(page, "Category updated successfully!");
  row = page.getByRole("row", { name: new RegExp(`${display} Renamed`) });
  await expect(row.getByRole("img")).toHaveAttribute("src", image!);

  // The seeded Desktop Printers category holds products: the delete is refused, nothing is lost.
  const used = page.getByRole("row", { name: /Desktop Printers/ }).first();
  await deleteRow(page, used, "Are you sure you want to delete this category?", javaScriptEnabled);
  await expectFlash(page, "This category still has", "error");
  await expect(page.getByRole("row", { name: /Desktop Printers/ }).first()).toBeVisible();

  await deleteRow(page, row, "Are you sure you want to delete this category?", javaScriptEnabled);
  await expectFlash(page, "Category deleted successfully!");
  await expect(page.getByRole("row", { name: new RegExp(display) })).toHaveCount(0);
});

test("brands: add with a website and logo (a bad website is refused), edit, delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  await signInTo(page, "/admin/brands/new");
  await page.getByLabel("Name *", { exact: true }).fill(`e2e-brand-${tag}`);
  await page.getByLabel("Display Name *").fill(`E2E Brand ${tag}`);
  await page.getByLabel("Website").fill("not a url");
  await page.getByRole("button", { name: "Add Brand" }).click();
  await expect(
    page.getByText("Website must be a URL starting with http:// or https://"),
  ).toBeVisible();
  await expect(page.getByLabel("Display Name *")).toHaveValue(`E2E Brand ${tag}`);

  await page.getByLabel("Website").fill("https://brand.example.com/");
  await page.getByLabel("Logo").setInputFiles(fixture("managers-image.png"));
  await page.getByRole("button", { name: "Add Brand" }).click();
  await expectFlash(page, "Brand added successfully!");
  const row = page.getByRole("row", { name: new RegExp(`E2E Brand ${tag}`) });
  await expect(row.getByRole("link", { name: "brand.example.com" })).toHaveAttribute(
    "href",
    "https://brand.example.com/",
  );

  await row.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Description").fill("Printers and more");
  await page.getByRole("button", { name: "Update Brand" }).click();
  await expectFlash(page, "Brand updated successfully!");
  const edited = page.getByRole("row", { name: new RegExp(`E2E Brand ${tag}`) });
  await expect(edited.getByRole("cell", { name: "Printers and more" })).toBeVisible();

  await deleteRow(page, edited, "Are you sure you want to delete this brand?", javaScriptEnabled);
  await expectFlash(page, "Brand deleted successfully!");
  await expect(page.getByRole("row", { name: new RegExp(`E2E Brand ${tag}`) })).toHaveCount(0);
});

test("drivers: the file is required, downloads byte-identical and is counted; edit keeps it; delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const name = `E2E Driver ${tag}`;
  await signInTo(page, "/admin/drivers/new");
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel("Version *").fill("1.0.0");
  await page.getByRole("button", { name: "Add Driver" }).click();
  await expect(page.getByText("Driver file is required")).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue(name);

  await page.getByLabel("Driver File *").setInputFiles(fixture("managers-driver.zip"));
  await page.getByRole("button", { name: "Add Driver" }).click();
  await expectFlash(page, "Driver added successfully!");
  let row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "0.00 MB", exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("managers-driver.zip");
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.equals(fs.readFileSync(fixture("managers-driver.zip")))).toBe(true);
  await page.goto("/admin/drivers");
  row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell").nth(5)).toHaveText("1");

  await row.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Version *").fill("1.0.1");
  await page.getByRole("button", { name: "Update Driver" }).click();
  await expectFlash(page, "Driver updated successfully!");
  row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "1.0.1", exact: true })).toBeVisible();
  const href = await row.getByRole("link", { name, exact: true }).getAttribute("href");
  const again = await page.request.get(href!);
  expect(
    Buffer.from(await again.body()).equals(fs.readFileSync(fixture("managers-driver.zip"))),
  ).toBe(true);

  await deleteRow(page, row, "Are you sure you want to delete this driver?", javaScriptEnabled);
  await expectFlash(page, "Driver deleted successfully!");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  expect((await page.request.get(href!)).status()).toBe(404);
});
