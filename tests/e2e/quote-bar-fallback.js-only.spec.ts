import { expect, test } from "./fixtures";

// A browser without scroll-driven animations (older Firefox and Safari): the product page's phone
// bar is hidden and shown by a script watching the page's own buttons instead, the same way.
const ZD421 = "zebra-zd421-desktop-barcode-printer";

test("without scroll-driven animations a script shows the phone bar once the buttons are gone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      /animation-timeline/.test(args.join(" "))
        ? false
        : supports(...(args as [string]))) as typeof CSS.supports;
  });
  await page.goto(`/products/${ZD421}`);
  // As such a browser would: no animation on the bar.
  await page.addStyleTag({ content: ".product-action-bar { animation: none !important; }" });
  const bar = page.getByTestId("product-action-bar");
  await expect(bar).toHaveAttribute("data-hidden", "true");
  await expect(bar).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight / 2));
  await expect(bar).toHaveAttribute("data-hidden", "false");
  await expect(bar.getByRole("button", { name: "Get a quote" })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute("data-hidden", "true");
  await expect(bar).toBeHidden();
});
