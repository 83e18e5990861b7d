import { expect, test } from "@playwright/test";

test("with JavaScript a valid message opens the wa.me link, thanks the visitor and resets the form", async ({
  page,
  context,
}) => {
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp stub</title><p>stub</p>" }),
  );
  // Hold the form's request a moment so the busy label can be seen.
  await page.route(
    (url) => url.pathname.startsWith("/contact"),
    async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    },
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  // Hydrated: the form posts to the page itself, not to the no-JavaScript anchor.
  await expect(form).not.toHaveAttribute("action", /#message$/);
  await form.getByLabel("Full Name").fill("Meena Shah");
  await form.getByLabel("Email Address").fill("meena@example.com");
  await form.getByLabel("Company").fill("Shah Pharma");
  await form.getByLabel("Inquiry Type").selectOption("service");
  await form.getByLabel("Subject").fill("Printer repair");
  await form.getByLabel("Message").fill("Our G500 prints white lines.");

  const popupPromise = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(popup.url()).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
  const text = new URL(popup.url()).searchParams.get("text");
  expect(text).toContain("Name: Meena Shah");
  expect(text).toContain("Company: Shah Pharma");
  expect(text).toContain("Inquiry Type: Service Request");
  expect(text).toContain("Our G500 prints white lines.");

  const thanks = page.getByRole("status").filter({ hasText: "Thank you for your message!" });
  await expect(thanks).toHaveText(/Thank you for your message! We'll get back to you soon\./);
  await expect(thanks).toHaveAttribute("data-whatsapp-url", popup.url());
  await expect(thanks.getByRole("link", { name: "Continue on WhatsApp" })).toHaveAttribute(
    "href",
    popup.url(),
  );
  await expect(thanks.getByRole("link", { name: "sales@primebarcode.in" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByLabel("Inquiry Type")).toHaveValue("general");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});
