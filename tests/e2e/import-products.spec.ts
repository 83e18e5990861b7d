import fs from "node:fs";
import Papa from "papaparse";
import { expect, test, type Page } from "@playwright/test";
import { signInWithForm } from "./fixtures";

// Data Import as staff use it, with JavaScript on and off: the template, the preview (nothing written
// yet), Import, the result with its messages and rejected rows, and the products on the public site.

async function signIn(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInWithForm(page);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, "\\?")}$`));
}

// The template's header as a spreadsheet user sees it: the registry's order (basics first, then
// details, price and tax, SEO), the picture last.
const PRODUCT_COLUMNS = [
  "name",
  "slug",
  "category",
  "brand",
  "model",
  "status",
  "short_description",
  "description",
  "specifications",
  "features",
  "price",
  "rating",
  "reviews",
  "featured",
  "in_stock",
  "hsn_code",
  "gst_rate",
  "price_on_request",
  "warranty",
  "lead_time_days",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "image",
];

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

test("template, preview, import, result, and the products on the public site", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  // A word no other product has, so the search finds exactly these.
  const word = `Quillmark${testInfo.project.name.replace(/\W/g, "")}`;
  const slugA = `e2e-import-${testInfo.project.name}-alpha`;
  const slugB = `e2e-import-${testInfo.project.name}-beta`;

  await signIn(page, "/admin/import");
  await expect(page.getByRole("heading", { name: "Data Import", level: 1 })).toBeVisible();
  await expect(page.getByText(/UTF-8/).first()).toBeVisible();
  await expect(page.getByText("Maximum file size 10MB, at most 50,000 rows.")).toBeVisible();
  await expect(page.getByText(/^Images are uploaded separately: put the image/)).toBeVisible();

  // The template: the header and one example row.
  const template = await downloadText(page, () =>
    page.getByRole("link", { name: "Products template (CSV)" }).click(),
  );
  expect(template.name).toBe("products-template.csv");
  const rows = Papa.parse<string[]>(template.text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  expect(rows[0]).toEqual(PRODUCT_COLUMNS);
  expect(rows).toHaveLength(2);

  // No file chosen.
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByText("Please select a file to import")).toBeVisible();

  // A file with two good rows and one bad one; the bad one is row 4 as a spreadsheet shows it (the
  // second row's description spans two lines of the file).
  const csv = [
    "Name,Slug,Category,Short Description,Description,Model,Featured",
    `${word} Alpha Printer,${slugA},desktop-printers,"Fast, quiet",Prints ${word} labels all day.,QA-1,yes`,
    `${word} Beta Printer,${slugB},Labels,Label stock,"Two lines
of description.",QB-2,no`,
    `Broken Row,e2e-import-broken,desktop-printers,No description,,QX,maybe`,
  ].join("\r\n");
  await page.getByLabel("Import type").selectOption("products");
  await page.getByLabel("CSV file").setInputFiles({
    name: "e2e-products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();

  // The preview: counts, the rejected row's line, column and reason; nothing written yet.
  await expect(page).toHaveURL(/\/admin\/import\?preview=[a-f0-9]{32}$/);
  await expect(
    page.getByRole("heading", { name: /Preview: Products from e2e-products\.csv/ }),
  ).toBeVisible();
  await expect(page.getByTestId("preview-total")).toHaveText("3");
  await expect(page.getByTestId("preview-create")).toHaveText("2");
  await expect(page.getByTestId("preview-update")).toHaveText("0");
  await expect(page.getByTestId("preview-reject")).toHaveText("1");
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  await expect(
    rejected.getByRole("row", { name: /4 description Description is required/ }),
  ).toBeVisible();
  await expect(
    rejected.getByRole("row", { name: /4 featured Featured must be true or false/ }),
  ).toBeVisible();
  await expect(page.getByText(/does not exist yet creates that category/)).toBeVisible();
  // Each kind of row is a link listing those rows (a plain link: the same without JavaScript).
  await page.getByRole("link", { name: /Will be created\s*2/ }).click();
  await expect(page).toHaveURL(/show=created/);
  await expect(
    page
      .getByRole("table", { name: "Rows that will be created" })
      .getByText(`${word} Beta Printer`),
  ).toBeVisible();
  expect((await page.request.get(`/products/${slugA}`)).status()).toBe(404);

  // The kept file is never served from /uploads.
  const token = new URL(page.url()).searchParams.get("preview")!;
  expect([403, 404]).toContain((await page.request.get(`/uploads/.imports/${token}.csv`)).status());

  // Import.
  await expect(page.getByText("Import writes 2 records in one step")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/import\\?result=${token}$`));
  await expect(page.getByText("Imported: 2 created, 0 changed.")).toBeVisible();
  await expect(
    page.getByText("1 records failed to import. Check the error details below."),
  ).toBeVisible();
  await expect(page.getByTestId("result-success")).toHaveText("2");
  await expect(page.getByTestId("result-error")).toHaveText("1");
  await expect(page.getByTestId("result-total")).toHaveText("3");
  await expect(page.getByTestId("import-errors")).toContainText(
    "Line 4 (description): Description is required",
  );
  const errors = await downloadText(page, () =>
    page.getByRole("link", { name: "Download rejected rows (CSV)" }).click(),
  );
  expect(errors.name).toBe("import-errors.csv");
  expect(errors.text).toContain("e2e-import-broken");
  expect(errors.text).toContain("featured: Featured must be true or false");

  // On the public site, and found by search.
  await page.goto(`/products/${slugA}`);
  await expect(
    page.getByRole("heading", { name: `${word} Alpha Printer`, level: 1 }),
  ).toBeVisible();
  await page.goto(`/products/${slugB}`);
  await expect(page.getByRole("heading", { name: `${word} Beta Printer`, level: 1 })).toBeVisible();
  await page.goto(`/search?q=${word}`);
  await expect(page.locator(`a[href="/products/${slugA}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="/products/${slugB}"]`).first()).toBeVisible();

  if (javaScriptEnabled) {
    // With JavaScript a non-CSV file is refused before anything is sent.
    await page.goto("/admin/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("a,b\n"),
    });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByText("Only .csv files can be imported")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/import$/);
  }
});

test("Cancel discards a previewed file: nothing is written", async ({ page }, testInfo) => {
  const slug = `e2e-import-cancel-${testInfo.project.name}`;
  await signIn(page, "/admin/import");
  await page.getByLabel("Import type").selectOption("products");
  await page.getByLabel("CSV file").setInputFiles({
    name: "cancel-me.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `name,slug,category,short_description,description\nCancel Me,${slug},desktop-printers,S,D\n`,
    ),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByTestId("preview-create")).toHaveText("1");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByText("Import cancelled: nothing was written.")).toBeVisible();
  expect((await page.request.get(`/products/${slug}`)).status()).toBe(404);
});

test("categories import from the same screen, with an empty file refused", async ({
  page,
}, testInfo) => {
  const name = `e2e-import-cat-${testInfo.project.name}`;
  const display = `E2E Import Category ${testInfo.project.name}`;
  await signIn(page, "/admin/import");
  await page.getByLabel("Import type").selectOption("categories");
  await page.getByLabel("CSV file").setInputFiles({
    name: "empty.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,display_name\n"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByText("The file has a header row but no data rows.")).toBeVisible();

  await page.getByLabel("Import type").selectOption("categories");
  await page.getByLabel("CSV file").setInputFiles({
    name: "categories.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,display_name,description\n${name},${display},From a CSV\n`),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(
    page.getByRole("heading", { name: /Preview: Categories from categories\.csv/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Imported: 1 created, 0 changed.")).toBeVisible();
  const response = await page.goto(`/products/category/${name}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: display }).first()).toBeVisible();
});

test("POST /api/products/bulk-import answers the import result (not /api/products/:id)", async ({
  page,
  baseURL,
}, testInfo) => {
  const name = `e2e-api-brand-${testInfo.project.name}`;
  const file = {
    name: "brands.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,display_name,website\n${name},E2E API Brand,https://example.com\n`),
  };
  const anonymous = await page.request.post("/api/products/bulk-import", {
    multipart: { type: "brands", file },
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: "Authentication required" });

  await signIn(page, "/admin/import");
  const res = await page.request.post("/api/products/bulk-import", {
    multipart: { type: "brands", file },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    successCount: 1,
    errorCount: 0,
    totalCount: 1,
    errors: [],
  });
});

test("an 11 MB file is stopped at 10 MB with a clear message", async ({ page }) => {
  test.setTimeout(60_000);
  const row = `Big Printer,big-printer,desktop-printers,Short,${"x".repeat(500)}\n`;
  const big = Buffer.from(
    "name,slug,category,short_description,description\n" +
      row.repeat(Math.ceil((11 * 1024 * 1024) / row.length)),
  );
  await signIn(page, "/admin/import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "big.csv",
    mimeType: "text/csv",
    buffer: big,
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(
    page.getByText("The file is too large: the maximum is 10 MB.", { exact: false }),
  ).toBeVisible();
});
