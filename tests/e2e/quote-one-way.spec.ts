import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// One way to ask for a price, with JavaScript on and off: every "Get a quote" fills the one quote
// basket (or opens it), WhatsApp carries the product or the basket, and the phone's bar appears
// only once the page's own buttons have scrolled away, never sitting on the footer or on a button.
// A ribbon's page offers no drivers and nothing to compare.
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const RIBBON = "wax-ribbon-110mm-x-300m";
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the bar is drawn: present, not `visibility: hidden`, not transparent. */
async function barShown(bar: Locator): Promise<boolean> {
  return bar.evaluate((el) => {
    const style = getComputedStyle(el);
    return (
      style.display !== "none" && style.visibility === "visible" && Number(style.opacity) > 0.5
    );
  });
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

for (const viewport of WIDTHS) {
  test(`a product's 'Get a quote' fills the one basket at ${viewport.width} px`, async ({
    page,
  }) => {
    const js = test.info().project.name === "js";
    const where = `${viewport.width} px, JavaScript ${js ? "on" : "off"}`;
    await page.setViewportSize(viewport);
    await page.goto(`/products/${ZD421}`);
    const name = (await page.locator("h1").textContent())!.trim();
    const actions = page.getByTestId("product-actions");
    const get = actions.getByRole("button", { name: "Get a quote" });
    // The page's own actions on the first screen: the quote (with a quantity) and the chat.
    await expect(get, `${where}: Get a quote on the first screen`).toBeInViewport({ ratio: 1 });
    await expect(actions.getByRole("link", { name: "WhatsApp" })).toBeInViewport({ ratio: 1 });
    // No "Get a quote" on the page leads to the contact form any more.
    await expect(page.locator('a[href^="/contact?product="]')).toHaveCount(0);
    const chat = new URL(
      (await actions.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!,
    );
    expect(chat.searchParams.get("text")).toContain(name);
    await noSidewaysScroll(page, where);
    await page.screenshot({ path: test.info().outputPath(`product-${viewport.width}.png`) });

    const bar = page.getByTestId("product-action-bar");
    if (viewport.width >= 768) await expect(bar, `${where}: no bar above phones`).toBeHidden();
    else expect(await barShown(bar), `${where}: no bar while the page's buttons show`).toBe(false);

    await actions.getByLabel("Quantity").fill("4");
    await get.click();
    if (js) {
      // The buyer stays on the product, told the basket's size, with the way to it.
      await expect(actions.getByRole("status")).toContainText("Added to your quote basket (");
      await expect(page).toHaveURL(new RegExp(`/products/${ZD421}$`));
      await actions.getByRole("link", { name: "View quote basket" }).click();
    }
    await expect(page).toHaveURL(/\/quote$/);
    const line = page.getByTestId("quote-line").filter({ hasText: name });
    await expect(line.getByLabel("Quantity")).toHaveValue("4");
    // The basket's own chat button carries every line.
    const basketChat = new URL(
      (await page.getByTestId("quote-basket-whatsapp").getAttribute("href"))!,
    );
    expect(basketChat.searchParams.get("text")).toContain(`${name}`);
    expect(basketChat.searchParams.get("text")).toMatch(/x 4/);
    await noSidewaysScroll(page, `basket, ${where}`);
  });
}

test("on a phone the bar appears once the page's buttons scroll away and never covers the footer or a button", async ({
  page,
}) => {
  const js = test.info().project.name === "js";
  const where = `390 px, JavaScript ${js ? "on" : "off"}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${ZD421}`);
  const name = (await page.locator("h1").textContent())!.trim();
  const bar = page.getByTestId("product-action-bar");
  const actions = page.getByTestId("product-actions");
  const footer = page.locator("footer").last();
  expect(await barShown(bar), `${where}: hidden on arrival`).toBe(false);

  // Scroll down the page a screen at a time: the bar shows only once the actions are gone, and
  // it is never drawn over the footer.
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  let shownOnce = false;
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    const shown = await barShown(bar);
    const actionsBox = (await actions.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    if (actionsBox.y + actionsBox.height > 0) {
      expect(shown, `${where}, at ${y} px: hidden while the page's buttons show`).toBe(false);
    }
    if (shown) {
      shownOnce = true;
      const footerBox = (await footer.boundingBox())!;
      expect(overlaps(barBox, footerBox), `${where}, at ${y} px: not over the footer`).toBe(false);
    }
  }
  expect(shownOnce, `${where}: the bar showed once the actions were gone`).toBe(true);

  // At the very end it sits in its own room: no link or button of the page lies under it.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.waitForTimeout(50);
  const barBox = (await bar.boundingBox())!;
  const under = await page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll("main a, main button, main input, footer a")]
        .filter((el) => !el.closest('[data-testid="product-action-bar"]'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.x < x + width && x < r.right && r.y < y + height && y < r.bottom;
        })
        .map((el) => el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName),
    barBox,
  );
  expect(under, `${where}: nothing to press under the bar at the end`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("bar-end.png") });

  // Keyboard focus is scrolled clear of the bar: each control of the page reached with Tab is
  // scrolled where the bar does not hide it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("h1").click();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest("main") || el.closest('[data-testid="product-action-bar"]'))
        return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        label: el.textContent?.trim().slice(0, 40) ?? el.tagName,
        ok: !!top && !top.closest('[data-testid="product-action-bar"]'),
      };
    });
    if (hit)
      expect(hit.ok, `${where}: "${hit.label}" is not under the bar once focused`).toBe(true);
  }

  // The bar's "Get a quote" sends the page's own quote form.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight / 2));
  await expect.poll(() => barShown(bar)).toBe(true);
  const barChat = new URL(
    (await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!,
  );
  expect(barChat.searchParams.get("text")).toContain(name);
  await page.screenshot({ path: test.info().outputPath("bar-mid.png") });
  if (js) {
    // axe runs in the page, so only with JavaScript (the markup is the same without).
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  }
  await bar.getByRole("button", { name: "Get a quote" }).click();
  if (js) {
    // It says so and leads to the basket, with its size.
    await expect(bar.getByRole("link", { name: /View quote \(\d+\)/ })).toBeVisible();
    await bar.getByRole("link", { name: /View quote/ }).click();
  }
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByTestId("quote-line").filter({ hasText: name })).toHaveCount(1);

  if (js) {
    // Back on a product page, the bar shows the basket's size.
    await page.goto(`/products/${RIBBON}`);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight / 2));
    await expect(page.getByTestId("product-bar-basket")).toHaveText(/Quote \(\d+\)/);
  }
});

test("a ribbon's page offers no drivers and nothing to compare; a printer's offers both", async ({
  page,
}) => {
  for (const viewport of [WIDTHS[0], WIDTHS[2]]) {
    await page.setViewportSize(viewport);
    await page.goto(`/products/${RIBBON}`);
    await expect(
      page.getByTestId("product-actions").getByRole("button", { name: "Get a quote" }),
    ).toBeVisible();
    await expect(page.getByTestId("product-downloads")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /drivers/i })).toHaveCount(0);
    await expect(page.getByTestId("compare-toggle")).toHaveCount(0);
    await page.goto(`/products/${ZD421}`);
    await expect(page.getByTestId("product-downloads")).toBeVisible();
    await expect(page.getByTestId("compare-toggle")).toBeVisible();
  }
});

test("the home page's 'Get a Quote' opens the quote basket, which says how to fill it", async ({
  page,
}) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const hero = page.getByRole("main").getByRole("link", { name: "Get a Quote" });
    await expect(hero).toBeInViewport({ ratio: 1 });
    await expect(hero).toHaveAttribute("href", "/quote");
  }
  await page.getByRole("main").getByRole("link", { name: "Get a Quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByTestId("quote-empty")).toContainText("Get a quote");
  // Questions still go to the contact form.
  await expect(
    page.getByTestId("quote-empty").getByRole("link", { name: "Contact us" }),
  ).toHaveAttribute("href", "/contact");
});
