import { expect, test } from "@playwright/test";
import { signInTo } from "./seo-screens.helpers";

// Asking about a product, with JavaScript on and off: the chat link names the product, a contact
// address about a product opens the form as a quote for it, and staff see the product, linked,
// with the inquiry.
const ZD421 = "zebra-zd421-desktop-barcode-printer";

test.use({ viewport: { width: 390, height: 844 } });

test("the product's WhatsApp button names the product, its model and its page", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/products/${ZD421}`);
  const name = (await page.locator("h1").textContent())!.trim();
  const actions = page.getByTestId("product-actions");
  const href = await actions.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
  const text = new URL(href!).searchParams.get("text")!;
  expect(text).toContain(name);
  expect(text).toMatch(/Model \S+/);
  expect(text).toContain(`${baseURL}/products/${ZD421}`);
  await expect(page.getByTestId("price-line")).toHaveText(/^(₹[\d,]+ \+ GST|Price on request)$/);
});

test("a contact link about a product opens the form as a quote for it, and staff see it linked", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp stub</title><p>stub</p>" }),
  );
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
  // The product's own "Get a quote" fills the quote basket (quote-one-way.spec.ts); an address
  // made before that, or written by hand, still opens the contact form about the product.
  await page.goto(`/products/${ZD421}`);
  const name = (await page.locator("h1").textContent())!.trim();
  await page.goto(`/contact?product=${ZD421}#contact-form`);

  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Inquiry Type")).toHaveValue("quote");
  await expect(form.getByLabel("Subject")).toHaveValue(new RegExp(`^Quote for ${name}`));
  await expect(form).toContainText(`Quote request for ${name}`);

  const tag = `${testInfo.project.name}-${Date.now()}`;
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill("meera@example.com");
  await form.getByLabel("Message").fill(`Need 5 units, delivery to Chennai. ${tag}`);
  await form.getByRole("button", { name: "Send Message" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "Thank you" });
  await expect(thanks).toBeVisible();
  if (!javaScriptEnabled) {
    // Without JavaScript the thank-you offers the chat with the message, product and link in it.
    const whatsapp = thanks.getByRole("link", { name: "Continue on WhatsApp" });
    const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
    expect(text).toContain(`Product: ${name}`);
    expect(text).toContain(`/products/${ZD421}`);
  }

  await signInTo(page, "/admin/inquiries");
  const card = page.getByTestId("inquiry").filter({ hasText: tag });
  await expect(card).toBeVisible();
  await expect(card.getByText("Request a Quote")).toBeVisible();
  const link = card.getByTestId("inquiry-product");
  await expect(link).toContainText(name);
  await expect(link).toHaveAttribute("href", `/products/${ZD421}`);
});

test("a forged product on a contact post is not stored as one", async ({ page }, testInfo) => {
  const tag = `forged-${testInfo.project.name}-${Date.now()}`;
  const sent = await page.request.post("/contact", {
    form: {
      name: "Test",
      email: "t@example.com",
      inquiry_type: "quote",
      subject: tag,
      message: "Hello",
      product: "../../admin<script>",
    },
    maxRedirects: 0,
  });
  // The inquiry is stored and the thank-you page answers at once (no redirect to the chat app).
  expect(sent.status()).toBe(200);
  await signInTo(page, "/admin/inquiries");
  const card = page.getByTestId("inquiry").filter({ hasText: tag });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("inquiry-product")).toHaveCount(0);
});

test("a product without a price says 'Price on request' and carries no Offer", async ({ page }) => {
  await page.goto("/products/zebra-zt411-industrial-barcode-printer");
  await expect(page.getByTestId("price-line")).toHaveText("Price on request");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // An offer without a price is an error to search engines: the page is an ItemPage about the product.
  const itemPage = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "ItemPage");
  expect(itemPage).not.toHaveProperty("offers");
  expect(itemPage.mainEntity["@type"]).toBe("Product");
  expect(itemPage.mainEntity).not.toHaveProperty("offers");
  expect(itemPage.mainEntity.brand?.name).toBeTruthy();
});
