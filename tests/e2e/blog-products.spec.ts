import { expect, test } from "@playwright/test";
import { noneOverlap, scrollsSideways, shown, WIDTHS, type Box } from "./page-boxes";

/**
 * A blog post leads somewhere, on a phone, a small laptop and a desktop, with JavaScript on and off
 * (this file runs in both projects): the models it names link to their products, and it ends with
 * those products and a way to ask, inside the page's width and not on top of each other.
 */
const POST = "/blog/direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy";

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("a post links the products it names and ends with them and a way to ask", async ({
      page,
    }, testInfo) => {
      await page.goto(POST);
      const content = page.getByTestId("blog-content");
      const g500 = content.getByRole("link", { name: "G500", exact: true });
      await shown(page, g500, "the G500 link in the text");
      const href = (await g500.getAttribute("href"))!;
      expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);

      // The first product the post names (the DT4x comes before the G500 in this post).
      const first = (await content.locator('a[href^="/products/"]').first().getAttribute("href"))!;
      const products = page.getByRole("region", { name: "Products in this article" });
      const cards = products.getByRole("listitem");
      await expect(cards).toHaveCount(4);
      // The products the post names come first.
      await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", first);
      const boxes: Box[] = [];
      for (let i = 0; i < 4; i++) boxes.push(await shown(page, cards.nth(i), `product card ${i}`));
      noneOverlap(boxes, "cards");
      await page.screenshot({ path: testInfo.outputPath(`post-products-${size.width}.png`) });

      const ask = page.getByRole("region", { name: "Questions about this? Ask us" });
      const quote = await shown(page, ask.getByRole("link", { name: /^Get a quote/ }), "quote");
      const question = await shown(
        page,
        ask.getByRole("link", { name: "Ask a question" }),
        "Ask a question",
      );
      const chat = await shown(page, ask.getByRole("link", { name: "Ask on WhatsApp" }), "chat");
      noneOverlap([quote, question, chat], "ask links");
      await expect(ask.getByRole("link", { name: /^Get a quote/ })).toHaveAttribute(
        "href",
        `/contact?product=${first.slice("/products/".length)}`,
      );
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`post-ask-${size.width}.png`) });

      // The link leads to the product's page.
      await g500.scrollIntoViewIfNeeded();
      await g500.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("G500");
    });
  });
}
