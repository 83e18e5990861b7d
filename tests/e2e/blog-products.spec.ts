import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * A blog post leads somewhere, on a phone, a small laptop and a desktop, with JavaScript on and off
 * (this file runs in both projects): the models it names link to their products, and it ends with
 * those products and a way to ask, inside the page's width and not on top of each other.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const POST = "/blog/direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy";

type Box = { x: number; y: number; width: number; height: number };

/** Scrolled to, shown, inside the window's width; its box in the page's coordinates. */
async function shown(page: Page, target: Locator, what: string): Promise<Box> {
  await target.scrollIntoViewIfNeeded();
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect.soft(box.x, `${what}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${what}: right edge inside the window`)
    .toBeLessThanOrEqual(width);
  const scrollY = await page.evaluate(() => window.scrollY);
  return { ...box, y: box.y + scrollY };
}

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

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
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect.soft(apart(boxes[i], boxes[j]), `cards ${i} and ${j} overlap`).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`post-products-${size.width}.png`) });

      const ask = page.getByRole("region", { name: "Questions about this? Ask us" });
      const quote = await shown(page, ask.getByRole("link", { name: /^Get a quote/ }), "quote");
      const question = await shown(
        page,
        ask.getByRole("link", { name: "Ask a question" }),
        "Ask a question",
      );
      const chat = await shown(page, ask.getByRole("link", { name: "Ask on WhatsApp" }), "chat");
      expect(apart(quote, question) && apart(question, chat) && apart(quote, chat)).toBe(true);
      await expect(ask.getByRole("link", { name: /^Get a quote/ })).toHaveAttribute(
        "href",
        `/contact?product=${first.slice("/products/".length)}`,
      );
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
        ),
      ).toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`post-ask-${size.width}.png`) });

      // The link leads to the product's page.
      await g500.scrollIntoViewIfNeeded();
      await g500.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("G500");
    });
  });
}
