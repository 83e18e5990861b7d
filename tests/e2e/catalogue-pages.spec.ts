import { expect, test, type APIRequestContext } from "@playwright/test";
import { makeFeatured, makeProducts, removeProducts, uniqueTag, type MadeProduct } from "./data";

// The demo seed's facts these tests lean on: desktop printers span two pages of 12; GoDex EZ120 is
// inactive; labels and ribbons exist. Counts are read from /api so the tests survive other suites
// adding or editing products on the same server; the popular pages make their own featured products.

const G500 = "godex-g500-desktop-barcode-printer";
const INACTIVE = "godex-ez120-desktop-barcode-printer";

async function count(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as unknown[]).length;
}

test.describe("home", () => {
  test("hero, category tiles, 4 popular products, why-choose-us, the guides and the industries", async ({
    page,
    request,
  }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Barcode and label");
    const main = page.locator("main");
    for (const [name, href] of [
      ["Desktop Printers", "/desktop-printers"],
      ["Industrial Printers", "/industrial-printers"],
      ["Labels", "/labels"],
      ["Ribbons", "/ribbons"],
      ["Scanners", "/scanners"],
    ]) {
      await expect(main.getByTestId("home-categories").getByRole("link", { name })).toHaveAttribute(
        "href",
        href,
      );
    }
    for (const [name, href] of [
      ["labels", "/labels-info"],
      ["ribbons", "/ribbons-info"],
      ["scanners", "/scanners-info"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const featured = (await (await request.get("/api/products/featured?limit=8")).json()) as {
      slug: string;
      in_stock: boolean;
    }[];
    const popular = page.getByTestId("popular-products").locator("article");
    await expect(popular).toHaveCount(Math.min(4, featured.length));
    for (const [i, p] of featured.slice(0, 4).entries()) {
      const card = popular.nth(i);
      await expect(card.getByRole("link").first()).toHaveAttribute("href", `/products/${p.slug}`);
      await expect(card.getByText("Out of Stock")).toHaveCount(p.in_stock ? 0 : 1);
    }
    await expect(page.getByRole("link", { name: "View all popular products" })).toHaveAttribute(
      "href",
      "/popular-products",
    );
    await expect(page.locator("#why-title ~ ul > li")).toHaveCount(6);
    const strip = page.getByTestId("industries-strip");
    for (const industry of [
      "Retail",
      "Hospitality",
      "Logistics",
      "Healthcare",
      "Security",
      "Salon & Spa",
    ]) {
      await expect(strip.locator("ul:not([aria-hidden]) li").getByText(industry)).toBeVisible();
    }
  });

  test("the industries strip loops every 60 s with a CSS animation", async ({ page }) => {
    await page.goto("/");
    const track = page.locator(".industries-track");
    await expect(track).toHaveCSS("animation-duration", "60s");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
  });

  test("the industries strip stands still for visitors who ask for less motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator(".industries-track")).toHaveCSS("animation-name", "none");
    await expect(page.locator(".industries-copy")).toBeHidden();
  });

  test("carries LocalBusiness JSON-LD with the address, phones and hours", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b));
    const business = data.find((d) => d["@type"] === "LocalBusiness");
    expect(business).toBeTruthy();
    expect(business.address.streetAddress).toBeTruthy();
    expect(business.telephone).toMatch(/^\+91/);
    expect(business.openingHoursSpecification[0]).toMatchObject({
      opens: "10:00",
      closes: "19:00",
    });
  });
});

test.describe("category listing", () => {
  test("title, sidebar, 12 products and 'Showing 1-12 of N products' on /desktop-printers", async ({
    page,
    request,
  }) => {
    const total = await count(request, "/api/products/category/desktop-printers");
    const res = await page.goto("/desktop-printers");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Explore our Desktop Printers collection",
    );
    await expect(page.getByTestId("showing")).toHaveText(
      `Showing 1-${Math.min(12, total)} of ${total} products`,
    );
    const cards = page.getByTestId("product-grid").locator("article");
    await expect(cards).toHaveCount(Math.min(12, total));
    await expect(cards.first().getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      /^\/products\//,
    );
    const sidebar = page.getByTestId("category-sidebar");
    await expect(sidebar.getByRole("heading")).toHaveText("PRODUCT CATEGORIES");
    await expect(sidebar.locator("[aria-current=page]")).toHaveText("Desktop Printers");
    await expect(sidebar.getByRole("link").nth(0)).toHaveText("Desktop Printers");
    await expect(sidebar.getByRole("link").nth(1)).toHaveText("Industrial Printers");
    await expect(page.locator(`a[href="/products/${INACTIVE}"]`)).toHaveCount(0);
  });

  test("pagination: Next goes to ?page=2 with the rest, Previous comes back", async ({
    page,
    request,
  }) => {
    const total = await count(request, "/api/products/category/desktop-printers");
    expect(total).toBeGreaterThan(12);
    await page.goto("/desktop-printers");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/desktop-printers\?page=2$/);
    await expect(page.getByTestId("showing")).toHaveText(
      `Showing 13-${Math.min(24, total)} of ${total} products`,
    );
    await expect(pager.locator("[aria-current=page]")).toHaveText("2");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/desktop-printers$/);
    await expect(page.getByTestId("showing")).toContainText("Showing 1-12");
  });

  test("a page past the end shows the last page", async ({ page }) => {
    await page.goto("/desktop-printers?page=50");
    await expect(page).toHaveURL(/\/desktop-printers\?page=2$/);
    await expect(page.getByTestId("showing")).toContainText("Showing 13-");
  });

  test("every shortcut route lists its category with the matching sidebar entry", async ({
    page,
  }) => {
    for (const [path, name] of [
      ["/labels", "Labels"],
      ["/ribbons", "Ribbons"],
      ["/tube-labeling-system", "Tube Labeling System"],
      ["/thermal-label-printers", "Thermal Label Printers"],
    ]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Explore our ${name} collection`,
      );
      await expect(page.getByTestId("category-sidebar").locator("[aria-current=page]")).toHaveText(
        name,
      );
    }
  });

  test("/products/category/{slug} shares the view; an unknown one is empty with status 404", async ({
    page,
  }) => {
    const known = await page.goto("/products/category/scanners");
    expect(known?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Explore our Scanners collection",
    );
    const unknown = await page.goto("/products/category/rfid-smart-tags");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Explore our Rfid Smart Tags collection",
    );
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(
      page.getByText("No products available in this category. Check back soon!"),
    ).toBeVisible();
  });

  test("/products is the catalogue index; its old ?category= links still lead to the category", async ({
    page,
  }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
    await page.goto("/products?category=ribbons");
    await expect(page).toHaveURL(/\/ribbons$/);
  });

  test("the category sidebar folds into a toggle on a small screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/labels");
    const toggle = page.getByTestId("category-sidebar-toggle");
    await expect(page.getByTestId("category-sidebar")).toBeHidden();
    await toggle.locator("summary").click();
    const panel = toggle.getByRole("navigation", { name: "Product categories" });
    await expect(panel.getByRole("link", { name: "Ribbons" })).toBeVisible();
    await panel.getByRole("link", { name: "Ribbons" }).click();
    await expect(page).toHaveURL(/\/ribbons$/);
  });

  test("the small-screen category list closes with its ✕ and by tapping beside it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/labels?sort=price");
    const toggle = page.getByTestId("category-sidebar-toggle");
    const panel = toggle.getByRole("navigation", { name: "Product categories" });
    await toggle.locator("summary").click();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Close categories" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/labels\?sort=price$/);
    await toggle.locator("summary").click();
    await expect(panel).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/labels\?sort=price$/);
  });
});

test.describe("product detail", () => {
  test("breadcrumb, specifications, overview, description, features, quote and related", async ({
    page,
  }) => {
    const res = await page.goto(`/products/${G500}`);
    expect(res?.status()).toBe(200);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    // The middle crumb is the product's own category (a bare "Products" led to Desktop Printers).
    await expect(crumbs.getByRole("link", { name: "Desktop Printers" })).toHaveAttribute(
      "href",
      "/desktop-printers",
    );
    await expect(crumbs).toContainText("GoDex G500 Desktop Barcode Printer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "GoDex G500 Desktop Barcode Printer",
    );
    const main = page.locator("main");
    await expect(main.getByText("Model:").first()).toContainText("G500");
    // The category tag beside the name (the breadcrumb, above, links the category directly).
    await expect(main.getByTestId("product-category")).toHaveText("Desktop Printers");
    await expect(main.getByTestId("product-category")).toHaveAttribute(
      "href",
      "/products?category=desktop-printers",
    );

    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["SPECIFICATION", "DETAILS"]);
    await expect(table.getByRole("rowheader", { name: "Resolution" })).toBeVisible();
    // "Interfaces: USB, RS-232, Ethernet" is three rows under one label.
    await expect(table.getByRole("row").filter({ hasText: "RS-232" })).toHaveCount(1);
    await expect(table.getByRole("rowheader", { name: "Interfaces" })).toHaveAttribute(
      "rowspan",
      "3",
    );

    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Product Description" })).toBeVisible();
    const features = page.locator("#features-title + ul > li");
    await expect(features).toHaveCount(5);
    await expect(features.first()).toContainText("✓");
    // "Get a quote" puts the product in the quote basket (a form posted to /quote).
    const quote = page.getByTestId("product-actions").getByRole("button", { name: "Get a quote" });
    await expect(quote).toBeVisible();
    await expect(page.getByTestId("quote-add-form")).toHaveAttribute("action", "/quote");
    await expect(page.getByText("Share Product")).toBeVisible();

    const related = page.getByTestId("related-products").locator("article");
    const n = await related.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(4);
    for (let i = 0; i < n; i++) {
      await expect(related.nth(i)).toContainText("Desktop Printers");
      await expect(related.nth(i).getByRole("link").first()).not.toHaveAttribute(
        "href",
        `/products/${G500}`,
      );
    }
  });

  test("the category link goes on to the category listing", async ({ page }) => {
    await page.goto(`/products/${G500}`);
    await page
      .locator("main")
      .getByRole("link", { name: "Desktop Printers", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/desktop-printers$/);
  });

  test("a Labels product has no SPECIFICATION / DETAILS header; missing specs say so", async ({
    page,
  }) => {
    await page.goto("/products/chromo-paper-labels-100-x-50-mm");
    await expect(
      page.getByRole("table").getByRole("rowheader", { name: "Material" }),
    ).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveCount(0);
    await page.goto("/products/80-mm-thermal-print-mechanism-with-auto-cutter");
    await expect(page.getByText("No specifications available for this product.")).toBeVisible();
  });

  test("an unknown or inactive product is 'Product Not Found' with HTTP 404", async ({ page }) => {
    for (const slug of ["no-such-printer", INACTIVE]) {
      const res = await page.goto(`/products/${slug}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
      await expect(
        page.getByText("The product you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute(
        "href",
        "/products",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });

  test("the head has the SEO tags and valid Product and BreadcrumbList JSON-LD", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/products/${G500}`);
    const url = `${baseURL}/products/${G500}`;
    await expect(page).toHaveTitle(/GoDex G500/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /godex g500/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http.*\.svg$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b)); // throws if any block is not valid JSON
    const product = data.find((d) => d["@type"] === "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: "GoDex G500 Desktop Barcode Printer",
      sku: "G500",
      brand: { "@type": "Brand", name: "GoDex" },
      category: "Desktop Printers",
      offers: { priceCurrency: "INR", availability: "https://schema.org/InStock" },
    });
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.image[0]).toMatch(/^http/);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Desktop Printers",
      "GoDex G500 Desktop Barcode Printer",
    ]);
    expect(crumbs.itemListElement[1].item).toBe(`${baseURL}/desktop-printers`);
  });

  test("an out-of-stock product says so in the page and in its structured data", async ({
    page,
    request,
  }, testInfo) => {
    // A product of this test's own, out of stock.
    const [out] = await makeProducts(request, [
      { name: `Stockout ${uniqueTag(testInfo)} Printer`, in_stock: "false", price: "2500" },
    ]);
    expect(out.in_stock).toBe(false);
    await page.goto(`/products/${out.slug}`);
    await expect(page.locator("main").getByText("Out of Stock").first()).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Product");
    expect(product.offers.availability).toBe("https://schema.org/OutOfStock");
    await removeProducts(request, [out]);
  });
});

test.describe("popular products", () => {
  // Thirteen featured products of this block's own (the first out of stock): the pages below need
  // more than twelve, whatever the demo seed and the other specs leave featured.
  let made: MadeProduct[] = [];
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    made = await makeFeatured(request, testInfo, 13);
    await request.dispose();
  });
  test.afterAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await removeProducts(request, made);
    await request.dispose();
  });

  test("title, 'Showing n of total', Popular badges, windowed pagination with arrows", async ({
    page,
    request,
  }) => {
    const featured = (await (await request.get("/api/products/featured?limit=100")).json()) as {
      slug: string;
    }[];
    expect(featured.map((p) => p.slug)).toEqual(expect.arrayContaining(made.map((p) => p.slug)));
    const total = featured.length;
    expect(total).toBeGreaterThan(12);
    const res = await page.goto("/popular-products");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GoDex Popular Products");
    await expect(page.getByTestId("showing")).toHaveText(`Showing 12 of ${total} products`);
    const cards = page.getByTestId("product-grid").locator("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByText("Popular", { exact: true })).toHaveCount(12);
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText("← Previous")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\/popular-products\?page=2$/);
    await expect(page.getByTestId("showing")).toHaveText(
      `Showing ${Math.min(12, total - 12)} of ${total} products`,
    );
  });

  test("an out-of-stock featured product carries the Out of Stock badge", async ({
    page,
    request,
  }) => {
    const featured = (await (await request.get("/api/products/featured?limit=100")).json()) as {
      slug: string;
      name: string;
      in_stock: boolean;
    }[];
    // This block's own out-of-stock featured product.
    const out = featured.find((p) => p.slug === made[0].slug);
    expect(out).toBeTruthy();
    expect(out!.in_stock).toBe(false);
    await page.goto("/popular-products?sort=name");
    const index = [...featured]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .findIndex((p) => p.slug === out!.slug);
    if (index >= 12)
      await page.goto(`/popular-products?sort=name&page=${Math.floor(index / 12) + 1}`);
    const card = page.locator("article").filter({ hasText: out!.name });
    await expect(card.getByText("Out of Stock")).toBeVisible();
  });

  test("?sort= orders on the server and keeps the sort across pages", async ({ page }) => {
    await page.goto("/popular-products?sort=name");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    const names = await page.locator("article h2").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", {
      name: "Next →",
    });
    await expect(next).toHaveAttribute("href", "/popular-products?sort=name&page=2");
  });
});

test.describe("static pages", () => {
  for (const [path, heading, text] of [
    ["/services", "Service & Support", "same-day"],
    ["/about", "About Prime Barcode Solutions", "10,000+"],
    ["/labels-info", "Barcode Labels", "Key Features"],
    ["/ribbons-info", "Thermal Transfer Ribbons", "Key Features"],
    ["/scanners-info", "Barcode Scanners", "Key Features"],
  ]) {
    test(`${path} renders with its title and canonical URL`, async ({ page, baseURL }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("main")).toContainText(new RegExp(text, "i"));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/);
    });
  }

  test("the info pages list five key features and lead to the quote basket and the contact page", async ({
    page,
  }) => {
    for (const path of ["/labels-info", "/ribbons-info", "/scanners-info"]) {
      await page.goto(path);
      await expect(page.locator("#key-features + ul > li")).toHaveCount(5);
      await expect(page.getByRole("link", { name: "Get a quote" })).toHaveAttribute(
        "href",
        "/quote",
      );
      await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
  });

  test("services covers the warranty, same-day repair, pan-India support and four steps", async ({
    page,
  }) => {
    await page.goto("/services");
    const main = page.locator("main");
    await expect(main).toContainText("1-Year Free Warranty");
    await expect(main).toContainText("Same-Day Repair");
    await expect(main).toContainText("Pan-India Support");
    await expect(page.locator("#process + ol > li")).toHaveCount(4);
    await expect(main.getByRole("link", { name: /to book/ })).toHaveAttribute("href", /^tel:/);
  });

  test("about tells the story since 1997 with the industries and the trademark disclaimer", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.locator("main");
    await expect(main).toContainText("1997");
    await expect(main).toContainText("28+");
    await expect(main).toContainText("50+");
    await expect(main.getByRole("heading", { name: "RFID" })).toBeVisible();
    await expect(main.getByTestId("industries-strip")).toBeVisible();
    await expect(main).toContainText("trademarks of their respective owners");
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists pages, categories and active products; /robots.txt points to it", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/desktop-printers</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/products/${G500}</loc>`);
    expect(xml).not.toContain(INACTIVE);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const robots = await request.get("/robots.txt");
    const txt = await robots.text();
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api");
    expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
