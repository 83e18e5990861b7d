import { expect, test } from "@playwright/test";

test.beforeEach(async ({ context }) => {
  // No network here: the map embed must not wait on Google.
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
});

test("the contact page shows the info cards, the form, the newsletter, social cards and the map", async ({
  page,
}) => {
  const res = await page.goto("/contact");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const info = page.getByRole("region", { name: "Contact information" });
  await expect(info).toContainText("10:00 AM - 7:00 PM Mon-Sat");
  await expect(info).toContainText("We reply within 24 hours");
  await expect(info.getByRole("link", { name: "sales@primebarcode.in" })).toHaveAttribute(
    "href",
    "mailto:sales@primebarcode.in",
  );

  const form = page.getByRole("form", { name: "Contact form" });
  for (const label of ["Full Name", "Email Address", "Subject", "Message"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  }
  for (const label of ["Phone", "Company"]) {
    await expect(form.getByLabel(label)).not.toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
  const type = form.getByLabel("Inquiry Type");
  await expect(type).toHaveValue("general");
  await expect(type.locator("option")).toHaveText([
    "General Inquiry",
    "Product Information",
    "Technical Support",
    "Service Request",
    "Request a Quote",
    "Partnership",
  ]);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();

  await expect(page.getByRole("region", { name: "Follow us" }).getByRole("link")).toHaveCount(5);

  const map = page.getByTitle(/^Map: /);
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.*&output=embed$/);
  await expect(page.getByRole("link", { name: "View larger map" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Okhla/,
  );
  await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*Okhla/,
  );
});

test("the server's errors show beside each field and the typed values stay", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Asha Verma");
  // Values the browser accepts but the server's schema refuses.
  await form.getByLabel("Email Address").fill("asha@localhost");
  await form.getByLabel("Company").fill("Verma Traders");
  await form.getByLabel("Inquiry Type").selectOption("support");
  await form.getByLabel("Subject").fill("   ");
  await form.getByLabel("Message").fill("   ");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(response.status()).toBe(400);

  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Subject is required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expect(form.getByText("Full Name is required")).toHaveCount(0);
  await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
  await expect(form.getByLabel("Email Address")).toHaveValue("asha@localhost");
  await expect(form.getByLabel("Company")).toHaveValue("Verma Traders");
  await expect(form.getByLabel("Inquiry Type")).toHaveValue("support");
});

test("the newsletter box thanks the visitor, clears the field and sends nothing", async ({
  page,
}) => {
  await page.goto("/contact");
  const box = page.getByRole("region", { name: "Stay updated" });
  await box.getByLabel("Email address").fill("reader@example.com");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
  await expect(box.getByLabel("Email address")).toHaveValue("");
});
