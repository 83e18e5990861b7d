import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makeFeatured, removeProducts } from "./data";
import { expectFlash, signInTo } from "./managers.helpers";

// What a buyer uses to narrow, judge and follow up: category filters with counts, the trust and
// Downloads blocks beside a product's actions, the driver download centre, the catalogue index, every
// featured product, the newsletter sign-up (and its admin list), and BlogPosting markup. With
// JavaScript on and off (this file runs in both projects), on a phone, a small laptop and a desktop.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const fixture = (name: string) => path.resolve("tests/fixtures", name);

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

/** Two boxes that do not share any area. */
function apart(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return (
    a.x + a.width <= b.x + 1 ||
    b.x + b.width <= a.x + 1 ||
    a.y + a.height <= b.y + 1 ||
    b.y + b.height <= a.y + 1
  );
}

/** The filters as this width shows them: the side panel on wide screens, the fold-out on phones. */
async function openFilters(page: Page): Promise<Locator> {
  if (page.viewportSize()!.width >= 1024) {
    const panel = page.getByTestId("category-filters");
    await expect(panel).toBeVisible();
    return panel;
  }
  await expect(page.getByTestId("category-filters")).toBeHidden();
  const toggle = page.getByTestId("category-filters-toggle");
  await toggle.locator("summary").click();
  const nav = toggle.getByRole("navigation", { name: "Filter products" });
  await expect(nav).toBeVisible();
  return nav;
}

async function choiceCount(choice: Locator): Promise<number> {
  return Number(await choice.getByTestId("filter-count").textContent());
}

async function showingTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("showing").textContent()) ?? "";
  return Number(/of (\d+) products/.exec(text)?.[1]);
}

/** The listing says it shows `n` products (with JavaScript the address can change a frame before). */
async function expectShowing(page: Page, n: number) {
  await expect(page.getByTestId("showing")).toContainText(`of ${n} products`);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("category filters: each choice shows what it leaves, narrows to it, and resets", async ({
      page,
    }) => {
      await page.goto("/desktop-printers");
      const all = await showingTotal(page);
      let filters = await openFilters(page);
      const method = filters.getByTestId("filter-method");
      const direct = method.getByRole("link", { name: /^Direct thermal/ });
      await expect(direct).toBeVisible();
      const directCount = await choiceCount(direct);
      expect(directCount).toBeGreaterThan(0);
      expect(directCount).toBeLessThanOrEqual(all);
      // "Any" is what the facet leaves without its own choice: the whole category here.
      expect(await choiceCount(method.getByRole("link", { name: /^Any/ }))).toBe(all);

      const box = (await filters.boundingBox())!;
      const grid = (await page.getByTestId("product-grid").boundingBox())!;
      expect(apart(box, grid), "the filters do not cover the products").toBe(true);
      await noSidewaysScroll(page, "filters open");

      await direct.click();
      await expect(page).toHaveURL(/\/desktop-printers\?method=direct-thermal$/);
      await expectShowing(page, directCount);
      // A filtered view points search engines at the plain listing and stays out of the index.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/desktop-printers$/,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      // A second facet, counted with the first kept.
      filters = await openFilters(page);
      const stock = filters.getByTestId("filter-stock").getByRole("link", { name: /^In stock/ });
      const stockCount = await choiceCount(stock);
      await stock.click();
      await expect(page).toHaveURL(/method=direct-thermal&stock=1$/);
      if (stockCount > 0) await expectShowing(page, stockCount);
      await expect(
        (await openFilters(page))
          .getByTestId("filter-method")
          .getByRole("link", { name: /^Direct thermal/ }),
      ).toHaveAttribute("aria-current", "true");

      await page.getByTestId("filter-reset").filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/desktop-printers$/);
      await expectShowing(page, all);
      await page.screenshot({
        path: test.info().outputPath(`category-filters-${viewport.width}.png`),
        fullPage: true,
      });
    });

    test("a product shows trust facts beside its actions and a Downloads block", async ({
      page,
    }) => {
      await page.goto(`/products/${ZD421}`);
      const actions = page.getByTestId("product-actions");
      const trust = page.getByTestId("product-trust");
      for (const fact of ["Warranty:", "Same-day service:", "GST invoice:", "Authorised brands:"])
        await expect(trust.getByText(fact)).toBeVisible();
      await expect(trust).toContainText("Genuine Zebra");
      const a = (await actions.boundingBox())!;
      const t = (await trust.boundingBox())!;
      // Right below the buttons, not pages away.
      expect(t.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
      expect(t.y - (a.y + a.height)).toBeLessThan(200);
      expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);

      const downloads = page.getByTestId("product-downloads");
      await expect(downloads.getByRole("heading", { name: "Downloads" })).toBeVisible();
      await expect(downloads.getByText("Zebra ZDesigner Driver")).toBeVisible();
      const more = downloads.getByRole("link", { name: "More drivers and software" });
      await expect(more).toHaveAttribute("href", "/drivers?q=Zebra");
      await noSidewaysScroll(page, "product");
      await more.click();
      await expect(page).toHaveURL(/\/drivers\?q=Zebra$/);
      await expect(page.getByTestId("driver").filter({ hasText: "Zebra ZDesigner" })).toBeVisible();
    });

    test("/products lists every category with its count and first products", async ({ page }) => {
      await page.goto("/products");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
      const section = page
        .getByTestId("category-section")
        .filter({ has: page.getByRole("heading", { name: /^Desktop Printers/ }) });
      const heading = await section.getByRole("heading", { level: 2 }).textContent();
      const count = Number(/\((\d+)\)/.exec(heading ?? "")?.[1]);
      await expect(section.locator("article")).toHaveCount(Math.min(4, count));
      await noSidewaysScroll(page, "/products");
      await section.getByRole("link", { name: `View all ${count} Desktop Printers` }).click();
      await expect(page).toHaveURL(/\/desktop-printers$/);
      await expectShowing(page, count);
    });

    test("/drivers searches by model or brand and says when nothing matches", async ({ page }) => {
      await page.goto("/drivers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Driver Downloads");
      const search = page.getByRole("search", { name: "Search drivers" });
      await search.getByLabel("Printer model or brand").fill("tsc");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/drivers\?q=tsc$/);
      const found = page.getByTestId("driver");
      await expect(found.first()).toContainText("TSC");
      await expect(found.first()).toContainText("Windows");
      await expect(found.first()).toContainText("Version 2024.2");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await noSidewaysScroll(page, "/drivers");
      await page.goto("/drivers?q=no-such-printer-xyz");
      await expect(page.getByTestId("drivers-showing")).toContainText(
        "No drivers found for “no-such-printer-xyz”",
      );
      await page.getByRole("link", { name: "Show all drivers" }).click();
      await expect(page).toHaveURL(/\/drivers$/);
    });
  });
}

test("a driver staff upload is found in /drivers and on its product, and downloads counted", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now()}`.replace(/[^a-z0-9]/gi, "");
  const name = `ZD421t Utility ${tag}`;
  await signInTo(page, "/admin/drivers/new");
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel("Version *").fill("3.1.4");
  await page.getByLabel("Description").fill("Setup utility for Windows 10/11 and macOS.");
  await page.getByLabel("Driver File *").setInputFiles(fixture("managers-driver.zip"));
  await page.getByRole("button", { name: "Add Driver" }).click();
  await expectFlash(page, "Driver added successfully!");

  await page.goto(`/drivers?q=${tag}`);
  const item = page.getByTestId("driver").filter({ hasText: name });
  await expect(item).toContainText("Version 3.1.4");
  await expect(item).toContainText("Windows, macOS");
  await expect(item).toContainText("MB");
  const link = item.getByRole("link", { name: `Download ${name} 3.1.4` });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/drivers\/\d+\/download$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(
    Buffer.from(await file.body()).equals(fs.readFileSync(fixture("managers-driver.zip"))),
  ).toBe(true);

  // Its name carries the product's model: the product's Downloads block offers it.
  await page.goto(`/products/${ZD421}`);
  await expect(
    page.getByTestId("product-downloads").getByRole("link", { name: `Download ${name} 3.1.4` }),
  ).toHaveAttribute("href", href);

  await expect
    .poll(
      async () => {
        await page.goto("/admin/drivers");
        return page
          .getByRole("row", { name: new RegExp(name) })
          .getByRole("cell")
          .nth(5)
          .textContent();
      },
      { timeout: 15_000, intervals: [1000, 2000, 3000] },
    )
    .toMatch(/(^|\D)1$/);
});

test("popular products shows every featured product across its pages", async ({
  browser,
  request,
}, testInfo) => {
  // Each walk is bounded step by step, so one slow answer costs a walk, not the whole test, and a
  // failure says what was read: the featured list, each page's address and cache label, the
  // products missing and the products extra.
  test.setTimeout(120_000);
  // Thirteen featured products of this test's own, so the list spans pages whatever the demo seed
  // and the other specs leave featured.
  const made = await makeFeatured(request, testInfo, 13);
  const STEP = { timeout: 15_000 };
  let attempt = 0;
  await expect(async () => {
    attempt++;
    const answer = await request.get("/api/products/featured?limit=100", STEP);
    expect(answer.status(), "GET /api/products/featured").toBe(200);
    const featured = ((await answer.json()) as { slug: string }[]).map((p) => p.slug).sort();
    expect(featured).toEqual(expect.arrayContaining(made.map((p) => p.slug)));
    expect(featured.length).toBeGreaterThan(12);
    const seen = new Set<string>();
    const walked: string[] = [];
    // A fresh browser each walk: the last walk's pages may still be in its HTTP cache (public pages
    // may be reused for a while after a change, as a visitor's browser would).
    const { baseURL, javaScriptEnabled } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/popular-products"))
        walked.push(
          `${url.pathname}${url.search} ${r.status()} ${r.headers()["x-page-cache"] ?? "-"}`,
        );
    });
    try {
      // The lists are what is read here: pictures still loading do not hold a walk up.
      await page.goto("/popular-products", { ...STEP, waitUntil: "domcontentloaded" });
      for (let i = 0; i < 20; i++) {
        for (const href of await page
          .getByTestId("product-grid")
          .locator("article h2 a")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
          seen.add(href!.replace("/products/", ""));
        const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", {
          name: "Next →",
        });
        if ((await next.count()) === 0) break;
        await next.click(STEP);
        await expect(page).toHaveURL(new RegExp(`page=${i + 2}$`), STEP);
        // A click before the scripts took over loads a whole new document.
        await page.waitForLoadState("domcontentloaded", STEP);
      }
      const shown = [...seen].sort();
      expect(
        shown,
        [
          `walk ${attempt}: ${walked.join(", ")}`,
          `missing: ${featured.filter((s) => !seen.has(s)).join(", ") || "none"}`,
          `extra: ${shown.filter((s) => !featured.includes(s)).join(", ") || "none"}`,
        ].join("; "),
      ).toEqual(featured);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: 90_000, intervals: [1000, 3000, 5000] });
  await removeProducts(request, made);
});

test("newsletter: the address is kept once, shown to staff, exported and deleted", async ({
  page,
}, testInfo) => {
  const email = `reader.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto("/contact");
  let box = page.getByRole("region", { name: "Stay updated" });
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  box = page.getByRole("region", { name: "Stay updated" });
  await expect(box.getByTestId("newsletter-status")).toHaveText("Thank you for subscribing!");
  await expect(box.getByLabel("Email address")).toHaveValue("");

  // Again, typed differently: still one address.
  await page.goto("/contact");
  box = page.getByRole("region", { name: "Stay updated" });
  await box.getByLabel("Email address").fill(`  ${email.toUpperCase()} `);
  await box.getByRole("button", { name: "Subscribe" }).click();
  box = page.getByRole("region", { name: "Stay updated" });
  await expect(box.getByTestId("newsletter-status")).toHaveText(
    "Thank you for subscribing! This address was already on our list.",
  );

  // A bad address is refused with a message, nothing kept.
  const bad = await page.request.post("/newsletter", { form: { email: "not-an-address" } });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Please enter a valid email address");

  await signInTo(page, "/admin/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  const rows = page.getByTestId("subscriber").filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  const csv = await page.request.get("/admin/newsletter/export.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.split(email).length - 1).toBe(1);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/admin/newsletter/export.csv",
  );

  page.once("dialog", (d) => d.accept());
  await rows.getByRole("button", { name: `Delete ${email}` }).click();
  await expectFlash(page, "Address deleted.");
  await expect(page.getByTestId("subscriber").filter({ hasText: email })).toHaveCount(0);
});

test("a blog post carries BlogPosting markup", async ({ page }) => {
  await page.goto("/blog/how-to-clean-a-thermal-print-head-and-how-often");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const post = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "BlogPosting");
  expect(post).toBeTruthy();
  expect(post.headline).toBe(await page.locator("h1").textContent());
  expect(Date.parse(post.datePublished)).not.toBeNaN();
  expect(Date.parse(post.dateModified)).not.toBeNaN();
  expect(post.author.name).toBeTruthy();
  expect(post.image[0]).toMatch(/^https?:\/\//);
  expect(post.publisher).toMatchObject({
    "@type": "Organization",
    name: "Prime Barcode Solutions",
  });
  expect(post.publisher.logo.url).toMatch(/^https?:\/\//);
});
