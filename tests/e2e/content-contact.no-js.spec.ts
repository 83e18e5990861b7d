import { expect, test } from "@playwright/test";
import { signInWithForm } from "./fixtures";

// Without JavaScript a sent message lands on the thank-you, never straight on the chat app: a buyer
// without WhatsApp still sees that the message arrived, and how else to reach the office.

for (const width of [390, 1024, 1440]) {
  test(`without JavaScript the thank-you shows with Continue on WhatsApp, phone and email at ${width} px`, async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contact");
    const subject = `Quote for labels ${width}-${Date.now()}`;
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await form.getByLabel("Email Address").fill("ravi@example.com");
    await form.getByLabel("Phone").fill("+91 98111 22222");
    await form.getByLabel("Inquiry Type").selectOption("quote");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Need 10,000 chromo labels 50x25 & a ribbon.");

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/contact#message$/);

    const thanks = page.getByRole("status").filter({ hasText: "Thank you for your message!" });
    await expect(thanks).toBeInViewport();
    const whatsapp = thanks.getByRole("link", { name: "Continue on WhatsApp" });
    await expect(whatsapp).toBeInViewport();
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
    const text = new URL(href).searchParams.get("text");
    expect(text).toContain("Name: Ravi Kumar");
    expect(text).toContain("Phone: +91 98111 22222");
    expect(text).toContain("Inquiry Type: Request a Quote");
    expect(text).toContain(`Subject: ${subject}`);
    expect(text).toContain("Need 10,000 chromo labels 50x25 & a ribbon.");
    await expect(thanks.getByRole("link", { name: "+91 98100 00000" })).toHaveAttribute(
      "href",
      "tel:+919810000000",
    );
    await expect(thanks.getByRole("link", { name: "sales@primebarcode.in" })).toHaveAttribute(
      "href",
      "mailto:sales@primebarcode.in",
    );
    // Nothing in the panel sticks out sideways, and the page does not scroll sideways.
    const panel = (await thanks.boundingBox())!;
    for (const link of [whatsapp, thanks.getByRole("link", { name: "sales@primebarcode.in" })]) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(panel.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/contact-thanks-no-js-${width}.png` });

    // The form starts again empty, and the message was kept for staff.
    await expect(form.getByLabel("Subject")).toHaveValue("");
    await signInWithForm(page, "/admin/inquiries");
    await expect(page.getByText(subject).first()).toBeVisible();
  });
}
