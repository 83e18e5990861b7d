import { expect, test } from "@playwright/test";

test("without JavaScript a valid message redirects to the wa.me link with the message", async ({
  page,
  context,
}) => {
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
  // wa.me cannot be reached from here: answer for it, and check the address the browser went to.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp stub</title><p>stub</p>" }),
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Email Address").fill("ravi@example.com");
  await form.getByLabel("Phone").fill("+91 98111 22222");
  await form.getByLabel("Inquiry Type").selectOption("quote");
  await form.getByLabel("Subject").fill("Quote for labels");
  await form.getByLabel("Message").fill("Need 10,000 chromo labels 50x25 & a ribbon.");

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(response.status()).toBe(302);
  const location = response.headers()["location"];
  expect(location).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);

  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919810000000\?text=/);
  const text = new URL(page.url()).searchParams.get("text");
  expect(text).toContain("Name: Ravi Kumar");
  expect(text).toContain("Phone: +91 98111 22222");
  expect(text).toContain("Inquiry Type: Request a Quote");
  expect(text).toContain("Subject: Quote for labels");
  expect(text).toContain("Need 10,000 chromo labels 50x25 & a ribbon.");
});
