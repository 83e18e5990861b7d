import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signInWithForm } from "./fixtures";

// Which ribbons, labels and parts fit a printer, as buyers and staff meet it, with JavaScript on and
// off, on a phone, a small laptop and a desktop: the supplies finder, the link from search, a
// printer's "Supplies and parts that fit" and a ribbon's "Works with", and staff linking a new label
// to two printers through the product form and through a CSV import.

const ZD421 = {
  slug: "zebra-zd421-desktop-barcode-printer",
  name: "Zebra ZD421 Desktop Barcode Printer",
};
const G500 = {
  slug: "godex-g500-desktop-barcode-printer",
  name: "GoDex G500 Desktop Barcode Printer",
};
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const fixture = (name: string) => path.resolve("tests/fixtures", name);

/** No sideways scrolling, and the cards in `list` neither overlap nor leave the screen. */
async function fitsTheScreen(page: Page, where: string, cards = page.getByTestId("fit-card")) {
  const sideways = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(sideways.scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(sideways.inner);
  const boxes = [];
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x, `${where}: a card starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: a card ends on the screen`).toBeLessThanOrEqual(
      sideways.inner + 1,
    );
    boxes.push(box);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const apart =
        a.x + a.width <= b.x + 1 ||
        b.x + b.width <= a.x + 1 ||
        a.y + a.height <= b.y + 1 ||
        b.y + b.height <= a.y + 1;
      expect(apart, `${where}: cards ${i} and ${j} do not overlap`).toBe(true);
    }
}

/** Below 1024 px the finder's filters wait in the "Filter and sort" drawer: open it first. */
async function openFilters(page: Page) {
  if (page.viewportSize()!.width >= 1024) return;
  const summary = page.getByTestId("filter-drawer").locator("summary");
  await expect(summary).toContainText("Filter and sort");
  await summary.click();
  await expect(page.getByRole("navigation", { name: "Kind" })).toBeVisible();
}

/** Screenshots to look at, kept with the run's other output. */
const shots = (testInfo: TestInfo, name: string) => testInfo.outputPath(name);

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Many pages a test on a machine shared with other work.
    test.describe.configure({ timeout: 180_000 });

    test("a buyer finds the ribbons for zd421 in the finder, filters them and adds one to the quote", async ({
      page,
    }, testInfo) => {
      const where = `${testInfo.project.name} ${viewport.width}px`;
      await page.goto("/");
      // Reached from the menus: the footer's link works on every width.
      await page.locator("footer").getByRole("link", { name: "Supplies finder" }).click();
      await expect(page).toHaveURL(/\/supplies$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Find supplies for your printer",
      );
      await expect(page.getByTestId("printer-choices").getByRole("link").first()).toBeVisible();
      await fitsTheScreen(
        page,
        `${where} start`,
        page.getByTestId("printer-choices").getByRole("link"),
      );
      if (viewport.width !== 1024)
        await page.screenshot({
          path: shots(testInfo, `supplies-start-${testInfo.project.name}-${viewport.width}.png`),
          fullPage: true,
        });

      await page.getByLabel("Printer model", { exact: true }).fill("zd421");
      await page.getByRole("button", { name: "Find supplies" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Supplies for the ${ZD421.name}`,
      );
      const results = page.getByTestId("finder-results");
      await expect(results.getByRole("heading", { name: /^Ribbons/ })).toBeVisible();
      await expect(results.getByRole("heading", { name: /^Labels/ })).toBeVisible();

      await openFilters(page);
      await page
        .getByRole("navigation", { name: "Kind" })
        .getByRole("link", { name: /^Ribbons/ })
        .click();
      await expect(page).toHaveURL(/kind=ribbon/);
      await expect(results.getByRole("heading", { name: /^Labels/ })).toHaveCount(0);
      const ribbons = page.getByTestId("finder-group-ribbon").getByTestId("fit-card");
      await expect(ribbons.filter({ hasText: "Zebra 2300 Wax Ribbon" })).toBeVisible();
      await expect(ribbons.filter({ hasText: "Wax-Resin Ribbon 110mm x 300m" })).toContainText(
        "110 mm × 300 m",
      );
      expect(await ribbons.count()).toBeGreaterThanOrEqual(4);
      await fitsTheScreen(page, `${where} ribbons`);
      if (viewport.width !== 1024)
        await page.screenshot({
          path: shots(testInfo, `supplies-zd421-${testInfo.project.name}-${viewport.width}.png`),
          fullPage: true,
        });

      // Filtered by ribbon type, as a plain link.
      await openFilters(page);
      await page.getByRole("link", { name: /^Wax-resin \(\d+\)/ }).click();
      await expect(page).toHaveURL(/type=wax-resin/);
      await expect(ribbons).toHaveCount(1);
      await expect(ribbons.first()).toContainText("Wax-Resin Ribbon 110mm x 300m");
      await expect(ribbons.first()).toContainText("Ink out");

      // Add to quote from the finder.
      await ribbons
        .first()
        .getByRole("button", { name: /Add to quote/ })
        .click();
      if (testInfo.project.name === "js") await expect(ribbons.first()).toContainText("Added");
      else await expect(page).toHaveURL(/\/quote/);
      await page.goto("/quote");
      await expect(page.getByText("Wax-Resin Ribbon 110mm x 300m").first()).toBeVisible();
    });

    test("the model typed any way finds the printer; several matches ask which one", async ({
      page,
    }) => {
      for (const typed of ["zd 421", "ZD421t", "zd-421"]) {
        await page.goto(`/supplies?printer=${encodeURIComponent(typed)}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          `Supplies for the ${ZD421.name}`,
        );
      }
      await page.goto("/supplies?printer=zd2");
      await expect(page.getByRole("heading", { name: /Several printers match/ })).toBeVisible();
      const choices = page.getByTestId("printer-choices").getByRole("link");
      await expect(choices).toHaveCount(2);
      await choices.filter({ hasText: "ZD230t" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Supplies for the Zebra ZD230t Desktop Barcode Printer",
      );
      await page.goto("/supplies?printer=nosuchmodel123");
      await expect(page.getByRole("heading", { name: /No printer matches/ })).toBeVisible();
    });

    test("search for zd421 offers its supplies; the printer's page lists them and each ribbon names the printer", async ({
      page,
    }, testInfo) => {
      const where = `${testInfo.project.name} ${viewport.width}px`;
      await page.goto("/search?q=zd421");
      const offer = page.getByRole("link", { name: `Supplies for ${ZD421.name}` });
      await expect(offer).toBeVisible();
      await offer.click();
      await expect(page).toHaveURL(new RegExp(`/supplies\\?printer=${ZD421.slug}$`));
      await expect(
        page.getByTestId("finder-group-ribbon").getByTestId("fit-card").first(),
      ).toBeVisible();

      await page.goto(`/products/${ZD421.slug}`);
      const fits = page.getByTestId("product-fits");
      await expect(
        fits.getByRole("heading", { name: "Supplies and parts that fit" }),
      ).toBeVisible();
      const ribbons = page.getByTestId("fits-group-ribbon").getByTestId("fit-card");
      expect(await ribbons.count()).toBeGreaterThanOrEqual(4);
      await expect(
        page.getByTestId("fits-group-label").getByTestId("fit-card").first(),
      ).toBeVisible();
      await fits.scrollIntoViewIfNeeded();
      await fitsTheScreen(page, `${where} printer page`);
      if (viewport.width !== 1024)
        await page.screenshot({
          path: shots(testInfo, `printer-${testInfo.project.name}-${viewport.width}.png`),
          fullPage: true,
        });

      // Every ribbon's page says it works with the ZD421, and says so to search engines too.
      const slugs = await ribbons
        .getByRole("heading")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      for (const ribbon of slugs) {
        await page.goto(ribbon);
        const works = page.getByTestId("works-with");
        await expect(works.getByRole("heading", { name: "Works with" })).toBeVisible();
        await expect(works.getByRole("link", { name: new RegExp(ZD421.name) })).toBeVisible();
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
        // A supply priced on request is the main entity of an ItemPage.
        const product = ld
          .map((t) => JSON.parse(t))
          .map((j) => (j["@type"] === "ItemPage" ? j.mainEntity : j))
          .find((j) => j["@type"] === "Product");
        expect(product.isConsumableFor, ribbon).toEqual(
          expect.arrayContaining([expect.objectContaining({ name: ZD421.name })]),
        );
      }
      await page.goto("/products/godex-g500-print-head-203-dpi");
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const head = ld
        .map((t) => JSON.parse(t))
        .map((j) => (j["@type"] === "ItemPage" ? j.mainEntity : j))
        .find((j) => j["@type"] === "Product");
      expect(head.isAccessoryOrSparePartFor).toEqual([
        expect.objectContaining({ name: G500.name }),
      ]);
    });
  });
}

test("an admin links a new label to two printers through the form, then another through a CSV import", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = testInfo.project.name.replace(/\W/g, "");
  const formSlug = `e2e-fits-label-form-${run}`;
  const csvSlug = `e2e-fits-label-csv-${run}`;

  await page.goto("/admin/products/new");
  await signInWithForm(page);
  // Signing in checks a slow password hash: a busy machine takes its time.
  await expect(page).toHaveURL(/\/admin\/products\/new$/, { timeout: 30_000 });
  await page.getByLabel("Name *").fill(`Thermal Labels 100 x 75 ${run}`);
  await page.getByLabel("Slug *").fill(formSlug);
  await page.getByLabel("Category *").selectOption({ label: "Labels" });
  await page.getByLabel("Short Description *").fill("Direct thermal labels");
  await page.getByLabel("Description *", { exact: true }).fill("Labels for the e2e suite.");
  await page.getByLabel("Add pictures").setInputFiles(fixture("admin-product.png"));
  const compat = page.getByRole("group", { name: "Supplies that fit" });
  const typed = compat.getByLabel("Add printers, one a line");
  await typed.fill("zd421\nNOPE-9000");
  await compat.getByLabel("Width (mm)").fill("100 mm");
  await compat.getByLabel("Core").fill('1"');
  await page.getByRole("button", { name: "Add Product" }).click();
  // An unknown printer is named beside the field, and what was typed is kept.
  await expect(
    compat.getByText('No printer matches "NOPE-9000" by name, model or slug'),
  ).toBeVisible();
  await expect(typed).toHaveValue("zd421\nNOPE-9000");
  await typed.fill("zd421\nG500");
  if (!javaScriptEnabled || (await page.getByLabel("Add pictures").inputValue()) === "")
    await page.getByLabel("Add pictures").setInputFiles(fixture("admin-product.png"));
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto(`/products/${formSlug}`);
  const works = page.getByTestId("works-with");
  await expect(works.getByRole("link", { name: new RegExp(ZD421.name) })).toBeVisible();
  await expect(works.getByRole("link", { name: new RegExp(G500.name) })).toBeVisible();
  await page.goto(`/products/${G500.slug}`);
  await expect(
    page
      .getByTestId("fits-group-label")
      .getByRole("link", { name: `Thermal Labels 100 x 75 ${run}` }),
  ).toBeVisible();

  // The edit page shows the pairs; the CSV's column links another label to the same two printers.
  await page.goto("/admin/import");
  const csv = [
    "name,slug,category,short_description,description,fits_printers,width_mm,height_mm,print_method",
    `CSV Labels 50 x 25 ${run},${csvSlug},labels,Labels,Chromo labels,"ZD421t|g500",50,25,thermal-transfer`,
    `CSV Labels Bad ${run},${csvSlug}-bad,labels,Labels,Chromo labels,zd421|TX-0000,50,25,`,
  ].join("\r\n");
  await page.getByLabel("Import type").selectOption("products");
  await page.getByLabel("CSV file").setInputFiles({
    name: "fits.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByTestId("preview-create")).toHaveText("1");
  await expect(page.getByRole("table", { name: "Rejected rows" })).toContainText(
    'No printer has the model or slug "TX-0000"',
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  // The import runs in a worker thread, started at the first import: give it time on a busy machine.
  await expect(page.getByTestId("result-success")).toHaveText("1", { timeout: 30_000 });
  await page.goto(`/products/${csvSlug}`);
  await expect(
    page.getByTestId("works-with").getByRole("link", { name: new RegExp(ZD421.name) }),
  ).toBeVisible();
  await expect(
    page.getByTestId("works-with").getByRole("link", { name: new RegExp(G500.name) }),
  ).toBeVisible();
  await page.goto(`/supplies?printer=${ZD421.slug}&kind=label`);
  await expect(page.getByTestId("finder-group-label")).toContainText(`CSV Labels 50 x 25 ${run}`);
});
