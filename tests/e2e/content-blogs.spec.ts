import { expect, test } from "@playwright/test";

// The demo seed: six published posts (three Guides, one each of Industry News, Maintenance and none)
// and two drafts.
const DRAFTS = [
  "GS1 Barcodes for Indian Retail: What Suppliers Need to Know",
  "Preventive Maintenance Checklist for Industrial Barcode Printers",
];
const GUIDE = "direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy";

test("/blogs shows published posts only, newest first, with the category buttons", async ({
  page,
}) => {
  const res = await page.goto("/blogs");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  for (const title of DRAFTS) await expect(page.getByText(title)).toHaveCount(0);
  await expect(cards.first().getByRole("heading")).toHaveText(
    "Why Hospitals Are Moving to Barcoded Sample Tubes",
  );
  // A post without category, and one without excerpt (first 150 characters of the content).
  const gst = cards.filter({ hasText: "Printing Barcodes and QR Codes on GST Invoices" });
  await expect(gst).toContainText("Uncategorized");
  await expect(gst).toContainText("June 17, 2026");
  await expect(gst).toContainText("Many Indian businesses now print a QR code");
  await expect(gst.getByRole("link", { name: /Read More/ })).toHaveAttribute(
    "href",
    "/blog/printing-barcodes-and-qr-codes-on-gst-invoices",
  );

  const filters = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
  await expect(filters).toHaveText(["All Posts", "Guides", "Industry News", "Maintenance"]);
});

test("the category buttons filter through the URL", async ({ page }) => {
  await page.goto("/blogs");
  const nav = page.getByRole("navigation", { name: "Blog categories" });
  await nav.getByRole("link", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\/blogs\?category=Guides$/);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText("Guides");
  await expect(nav.getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Industry News" }).click();
  await expect(page).toHaveURL(/category=Industry\+News|category=Industry%20News/);
  // Its only other post is a draft.
  await expect(cards).toHaveCount(1);

  await nav.getByRole("link", { name: "All Posts" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(cards).toHaveCount(6);
});

test("the search box is a GET form, keeps the category, and shows the empty state", async ({
  page,
}) => {
  await page.goto("/blogs?category=Guides");
  const box = page.getByRole("searchbox", { name: "Search blog posts" });
  await box.fill("ribbon");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blogs\?q=ribbon&category=Guides$/);
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Guides");
  await expect(box).toHaveValue("ribbon");

  await page.goto("/blogs");
  await box.fill("GS1 company prefix");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=GS1\+company\+prefix/);
  await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or category filter")).toBeVisible();
});

test("a blog post shows its parts, real share links and related posts", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blogs?category=Guides");
  await page
    .getByRole("link", { name: /^Read More\s+about Direct Thermal vs Thermal Transfer/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${GUIDE}$`));
  const title = "Direct Thermal vs Thermal Transfer: Which Label Printer Should You Buy?";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[?:]/g, ".")));
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
  await expect(page.getByRole("link", { name: /Back to Blogs/ })).toBeVisible();
  await expect(page.getByText("Published by Rahul Mehta")).toBeVisible();
  await expect(page.locator("main time")).toHaveText("January 12, 2026");
  // Stored HTML is rendered as HTML.
  const content = page.getByTestId("blog-content");
  await expect(
    content.getByRole("heading", { level: 2, name: "How direct thermal works" }),
  ).toBeVisible();
  await expect(content.locator("ul li").first()).toHaveText(
    "Best for courier and e-commerce shipping labels",
  );

  const url = `${baseURL}/blog/${GUIDE}`;
  const enc = encodeURIComponent(url);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  );
  await expect(page.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${enc}`,
  );
  await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute(
    "href",
    new RegExp(`^https://x\\.com/intent/post\\?url=${enc.replace(/[.?]/g, "\\$&")}`),
  );
  await expect(page.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
  );

  const related = page.getByRole("region", { name: "Related Posts" }).locator("article");
  await expect(related).toHaveCount(2);
  for (const card of await related.all()) await expect(card).toContainText("Guides");
  await expect(related.filter({ hasText: title })).toHaveCount(0);
});

test("a plain-text post is split into paragraphs and published by the company", async ({
  page,
}) => {
  await page.goto("/blog/wax-wax-resin-or-resin-choosing-the-right-ribbon");
  await expect(page.getByText("Published by Prime Barcode Solutions")).toBeVisible();
  const paragraphs = page.getByTestId("blog-content").locator("p");
  await expect(paragraphs).toHaveCount(7);
  await expect(paragraphs.first()).toHaveText(/^Choosing the wrong ribbon/);
});

for (const [what, slug] of [
  ["a draft", "gs1-barcodes-for-indian-retail-what-suppliers-need-to-know"],
  ["an unknown slug", "no-such-post"],
]) {
  test(`${what} gives 'Blog Post Not Found' with status 404 inside the site frame`, async ({
    page,
  }) => {
    const res = await page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await expect(page.getByText("The requested blog post could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute(
      "href",
      "/blogs",
    );
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByText(/GS1 company prefix/)).toHaveCount(0);
  });
}
