import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Comparing printers side by side, with JavaScript on and off, on a phone, a small laptop and a
// desktop: ticked on a category page, compared, differences shown in words, only the differences,
// one removed, the same table from the shared address; and hostile addresses answered clearly.
const CATEGORY = "/desktop-printers";
const PICKS = [
  { name: "GoDex G500 Desktop Barcode Printer", slug: "godex-g500-desktop-barcode-printer" },
  {
    name: "GoDex G530 300 dpi Desktop Barcode Printer",
    slug: "godex-g530-300-dpi-desktop-barcode-printer",
  },
  {
    name: "GoDex DT4x Direct Thermal Label Printer",
    slug: "godex-dt4x-direct-thermal-label-printer",
  },
];
const FOURTH = {
  name: "Zebra ZD421 Desktop Barcode Printer",
  slug: "zebra-zd421-desktop-barcode-printer",
};
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

function card(page: Page, name: string): Locator {
  return page
    .getByTestId("product-grid")
    .locator("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

function row(page: Page, label: string): Locator {
  return page
    .getByTestId("compare-row")
    .filter({ has: page.getByRole("rowheader", { name: label }) });
}

/** The product names heading the table's columns, in order. */
async function columns(page: Page): Promise<string[]> {
  await expect(page.getByTestId("compare-table")).toBeVisible();
  const heads = await page.getByTestId("compare-table").locator("thead th").all();
  return Promise.all(heads.map(async (h) => (await h.locator("a").first().textContent())!.trim()));
}

for (const viewport of VIEWPORTS) {
  test(`a buyer compares three printers from a category page at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    const js = test.info().project.name === "js";
    const where = `${viewport.width} px, JavaScript ${js ? "on" : "off"}`;
    await page.setViewportSize(viewport);
    await page.goto(CATEGORY);
    // With JavaScript, wait until the page is live (the bar's form is there, hidden) before ticking.
    if (js) await expect(page.getByTestId("compare-bar")).toBeAttached();

    for (const pick of PICKS) {
      const tick = card(page, pick.name).getByRole("checkbox", { name: /Compare/ });
      await expect(tick, `${where}: ${pick.name} has a Compare tick`).toBeVisible();
      const box = (await tick.boundingBox())!;
      expect(box.height, `${where}: the tick is a real target`).toBeGreaterThanOrEqual(18);
      await tick.check();
      await expect(tick).toBeChecked();
    }
    await noSidewaysScroll(page, `${where}, category`);

    if (js) {
      // The bar names the choice and sits on screen, clear of the cards' own buttons.
      const bar = page.getByTestId("compare-bar");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("status")).toHaveText("3 of 4 chosen to compare");
      await expect(bar.getByTestId("compare-bar-names")).toContainText(PICKS[0].name);
      await expect(bar).toBeInViewport();
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y + barBox.height, `${where}: the bar is on screen`).toBeLessThanOrEqual(
        viewport.height + 1,
      );
      await bar.getByRole("button", { name: "Compare (3)" }).click();
    } else {
      await page.getByRole("button", { name: "Compare selected" }).click();
    }

    await expect(page).toHaveURL(/\/compare\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("p").sort(), `${where}: one p per ticked product`).toEqual(
      PICKS.map((p) => p.slug).sort(),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare products");
    expect((await columns(page)).sort()).toEqual(PICKS.map((p) => p.name).sort());

    // Each column shows the price line, stock, Add to quote and a link to the product.
    const table = page.getByTestId("compare-table");
    await expect(table.getByTestId("compare-price")).toHaveCount(3);
    await expect(table.getByRole("button", { name: /Add to quote/ })).toHaveCount(3);
    await expect(
      table.getByRole("link", { name: new RegExp(`View product\\W+${PICKS[0].name}`) }),
    ).toBeVisible();

    // Resolution differs (203 against 300 dpi) and says so in words; memory is the same.
    const resolution = row(page, "Resolution");
    await expect(resolution).toHaveAttribute("data-differs", "true");
    await expect(resolution.getByText("Differs", { exact: true })).toBeVisible();
    await expect(resolution).toContainText("203 dpi");
    await expect(resolution).toContainText("300 dpi");
    const memory = row(page, "Memory");
    await expect(memory).toHaveAttribute("data-differs", "false");
    await expect(memory.getByText("Differs", { exact: true })).toHaveCount(0);
    await noSidewaysScroll(page, `${where}, compare`);
    await page.screenshot({
      path: test.info().outputPath(`compare-${viewport.width}.png`),
      fullPage: true,
    });

    // Only the differences: the same rows as ticked, minus the ones that agree.
    const all = await page.getByTestId("compare-row").count();
    await page.getByRole("link", { name: "Show only differences" }).click();
    await expect(memory).toHaveCount(0);
    await expect(resolution).toBeVisible();
    await expect(page).toHaveURL(/diff=1/);
    const differing = page.getByTestId("compare-row");
    expect(await differing.count()).toBeLessThan(all);
    for (const r of await differing.all()) await expect(r).toHaveAttribute("data-differs", "true");
    await page.getByRole("link", { name: "Show all specifications" }).click();
    await expect(memory).toBeVisible();
    await expect(page.getByTestId("compare-row")).toHaveCount(all);

    // The shared address opens the same table for someone else.
    const shared = page.url();
    const other = await browser.newPage({ viewport, javaScriptEnabled: js });
    await other.goto(shared);
    expect(await columns(other)).toEqual(await columns(page));
    expect(await other.getByTestId("compare-row").allTextContents()).toEqual(
      await page.getByTestId("compare-row").allTextContents(),
    );
    await other.close();

    // Removing one leaves the other two, and the address says so.
    await table.getByRole("link", { name: `Remove ${PICKS[2].name} from the comparison` }).click();
    await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);
    expect(new URL(page.url()).searchParams.getAll("p")).not.toContain(PICKS[2].slug);
    expect(new URL(page.url()).searchParams.getAll("p")).toHaveLength(2);
  });

  test(`four products: the table scrolls inside its box with the names held at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/compare?${[...PICKS, FOURTH].map((p) => `p=${p.slug}`).join("&")}`);
    const scroller = page.getByTestId("compare-scroll");
    await expect(scroller).toBeVisible();
    await noSidewaysScroll(page, `${viewport.width} px`);
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    if (viewport.width >= 1440) {
      expect(scrollWidth, "at 1440 every column fits").toBeLessThanOrEqual(clientWidth);
    }
    if (viewport.width < 640) {
      expect(scrollWidth, "on a phone the columns scroll").toBeGreaterThan(clientWidth);
      const name = page.getByRole("rowheader", { name: "Resolution" });
      const before = (await name.boundingBox())!;
      await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
      await expect
        .poll(async () => (await name.boundingBox())!.x, { message: "the name column stays put" })
        .toBeCloseTo(before.x, 0);
      // The last product's column can be reached by scrolling the table.
      const last = page.getByRole("link", { name: new RegExp(`View product\\W+${FOURTH.name}`) });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await noSidewaysScroll(page, `${viewport.width} px, table scrolled`);
    }
    await page.screenshot({
      path: test.info().outputPath(`compare-four-${viewport.width}.png`),
      fullPage: true,
    });
  });
}

test("hostile compare addresses get a clear message, never a server error", async ({
  page,
  request,
}) => {
  const g500 = PICKS[0].slug;

  // The same product fifty times is one product: the page explains and offers partners.
  let answer = await request.get(
    `/compare?${Array.from({ length: 50 }, () => `p=${g500}`).join("&")}`,
  );
  expect(answer.status()).toBe(200);
  await page.goto(`/compare?${Array.from({ length: 50 }, () => `p=${g500}`).join("&")}`);
  await expect(page.getByRole("heading", { name: `Compare ${PICKS[0].name} with…` })).toBeVisible();

  // Fifty different products: too many.
  const fifty = Array.from({ length: 50 }, (_, i) => `p=product-${i}`).join("&");
  answer = await request.get(`/compare?${fifty}`);
  expect(answer.status()).toBe(400);
  await page.goto(`/compare?${fifty}`);
  await expect(page.getByRole("alert")).toContainText("You asked to compare 50 products");
  await expect(page.getByRole("alert")).toContainText("up to 4");

  // Five real ones: too many, with the first four offered.
  const five = [...PICKS, FOURTH, { slug: "tsc-te244-desktop-barcode-printer" }];
  await page.goto(`/compare?${five.map((p) => `p=${p.slug}`).join("&")}`);
  await page.getByRole("link", { name: "Compare the first 4" }).click();
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(4);

  // Unknown and malformed slugs are named (cut short), the rest offered.
  answer = await request.get(`/compare?p=${g500}&p=${PICKS[1].slug}&p=no-such-printer`);
  expect(answer.status()).toBe(404);
  await page.goto(`/compare?p=${g500}&p=${PICKS[1].slug}&p=no-such-printer`);
  await expect(page.getByRole("alert")).toContainText("“no-such-printer”");
  await page.getByRole("link", { name: /Compare the other 2/ }).click();
  await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(2);

  const huge = "x".repeat(6000);
  answer = await request.get(`/compare?p=${g500}&p=${huge}`);
  expect(answer.status()).toBe(404);
  const body = await answer.text();
  expect(body, "the huge value is not echoed whole").not.toContain("x".repeat(100));
  await page.goto(`/compare?p=${encodeURIComponent("<script>alert(1)</script>")}&p=${g500}`);
  await expect(page.getByRole("alert")).toContainText("<script>alert(1)</script>");

  // Nothing asked: how to compare.
  answer = await request.get("/compare");
  expect(answer.status()).toBe(200);
  await page.goto("/compare");
  await expect(page.getByRole("heading", { name: "Choose products to compare" })).toBeVisible();

  // Every compare page stays out of the index.
  await page.goto(`/compare?p=${g500}&p=${PICKS[1].slug}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page).toHaveTitle(/Compare G500 vs G530/);
});

test("a lone product from its page is offered others to compare with", async ({ page }) => {
  const js = test.info().project.name === "js";
  await page.goto(`/products/${PICKS[0].slug}`);
  // With JavaScript the button says whether it is pressed once the page is live.
  if (js)
    await expect(page.getByTestId("compare-toggle").getByRole("button").first()).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  const toggle = page.getByTestId("compare-toggle").getByRole("button", { name: "Add to compare" });
  await expect(toggle).toBeVisible();
  await toggle.click();
  if (js) {
    // With JavaScript the product joins the remembered choice and the buyer stays on the page.
    await expect(page.getByTestId("compare-toggle").getByRole("status")).toContainText("1 chosen");
    await page.goto(`/products/${PICKS[1].slug}`);
    await expect(page.getByTestId("compare-toggle").getByRole("button").first()).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page
      .getByTestId("compare-toggle")
      .getByRole("button", { name: "Add to compare" })
      .click();
    await page.getByRole("link", { name: "Compare 2 products" }).click();
  } else {
    await expect(
      page.getByRole("heading", { name: `Compare ${PICKS[0].name} with…` }),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: new RegExp(PICKS[1].name) }).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
  }
  expect((await columns(page)).sort()).toEqual([PICKS[0].name, PICKS[1].name].sort());
});

test("search results can be ticked and compared too", async ({ page }) => {
  const js = test.info().project.name === "js";
  await page.goto("/search?q=godex");
  if (js) await expect(page.getByTestId("compare-bar")).toBeAttached();
  const results = page.getByTestId("search-result");
  for (const pick of PICKS.slice(0, 2)) {
    await results
      .filter({ has: page.getByRole("heading", { name: pick.name }) })
      .getByRole("checkbox", { name: /Compare/ })
      .check();
  }
  if (js)
    await page.getByTestId("compare-bar").getByRole("button", { name: "Compare (2)" }).click();
  else await page.getByRole("button", { name: "Compare selected" }).click();
  expect((await columns(page)).sort()).toEqual([PICKS[0].name, PICKS[1].name].sort());
});
