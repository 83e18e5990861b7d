import { expect, test, type Page, type TestInfo } from "@playwright/test";

/**
 * What a visitor sees on every kind of public page, on a phone, a small laptop and a desktop, with
 * JavaScript on and off (this file runs in both projects): no sideways scrolling, nothing spilling out
 * of its box, a phone menu that covers the screen with every link reachable, and on a product the name
 * and a quote action on the phone's first screen. A full-page screenshot of each is kept as an artifact.
 */
const PAGES: [string, string][] = [
  ["home", "/"],
  ["category", "/desktop-printers"],
  ["category-filtered", "/desktop-printers?method=direct-thermal&stock=1"],
  ["product", "/products/zebra-zd421-desktop-barcode-printer"],
  ["products-index", "/products"],
  ["popular", "/popular-products"],
  ["search", "/search?q=zebra"],
  ["blogs", "/blogs"],
  ["post", "/blog/how-to-clean-a-thermal-print-head-and-how-often"],
  ["careers", "/careers"],
  ["job", "/careers/service-engineer-printer-repair"],
  ["contact", "/contact"],
  ["drivers", "/drivers"],
  ["drivers-search", "/drivers?q=zebra"],
  ["newsletter", "/newsletter"],
  ["about", "/about"],
  ["services", "/services"],
  ["not-found", "/no-such-page-here"],
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** The menu button shows below this width (Tailwind's lg breakpoint). */
const MENU_BELOW = 1024;

/**
 * Elements whose content spills out of their own box sideways (text wider than its card, a figure
 * past its edge). Boxes that scroll or clip on purpose, and zero-width ones, are skipped.
 */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const main = document.querySelector("main") ?? document.body;
    for (const el of main.querySelectorAll<HTMLElement>("*")) {
      if (el.clientWidth === 0 || el.closest("svg")) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== "visible" || style.display === "inline") continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const label = (el.textContent ?? "").trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} "${label}"`);
      }
    }
    return out;
  });
}

async function checkMenu(page: Page, testInfo: TestInfo, name: string, where: string) {
  const summary = page.getByLabel("Menu", { exact: true });
  await summary.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav, where).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await nav.boundingBox())!;
  expect
    .soft(box.height, `${where}: the drawer is most of the screen tall`)
    .toBeGreaterThan(viewport.height * 0.8);
  const overlay = (await page.getByTestId("mobile-menu-overlay").boundingBox())!;
  expect
    .soft(overlay.height, `${where}: the overlay covers the screen`)
    .toBeGreaterThanOrEqual(viewport.height - 1);
  expect
    .soft(overlay.width, `${where}: the overlay covers the screen`)
    .toBeGreaterThanOrEqual(viewport.width - 1);
  if (name === "home") {
    await page.screenshot({ path: testInfo.outputPath(`${name}-menu-${viewport.width}.png`) });
  }
  const last = nav.getByRole("link").last();
  await last.scrollIntoViewIfNeeded();
  await expect.soft(last, `${where}: the last menu link is reachable`).toBeInViewport({
    ratio: 1,
  });
  await expect.soft(last).toBeVisible();
  await summary.click();
  await expect(nav).toBeHidden();
}

async function checkPage(page: Page, testInfo: TestInfo, name: string, path: string) {
  const viewport = page.viewportSize()!;
  const where = `${name} at ${viewport.width}px`;
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();

  const sideways = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect
    .soft(sideways.scroll, `${where}: no sideways scrolling`)
    .toBeLessThanOrEqual(sideways.inner);
  expect.soft(await spills(page), `${where}: nothing spills out of its box`).toEqual([]);

  if (name === "product" && viewport.width < 640) {
    const actions = page.getByTestId("product-actions");
    await expect.soft(page.locator("h1"), `${where}: the name on the first screen`).toBeInViewport({
      ratio: 1,
    });
    await expect
      .soft(
        actions.getByRole("button", { name: "Get a quote" }),
        `${where}: a quote action on the first screen`,
      )
      .toBeInViewport({ ratio: 1 });
  }

  await page.screenshot({
    path: testInfo.outputPath(`${name}-${viewport.width}.png`),
    fullPage: true,
  });
  // The first screen as the visitor sees it on arrival.
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${viewport.width}-first-screen.png`),
  });

  if (viewport.width < MENU_BELOW) await checkMenu(page, testInfo, name, where);
  else await expect(page.getByLabel("Menu", { exact: true })).toBeHidden();
}

for (const viewport of WIDTHS) {
  test.describe(`public pages at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test("fit the screen, with a working menu and nothing spilling", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      for (const [name, path] of PAGES) {
        await test.step(`${name} ${path}`, () => checkPage(page, testInfo, name, path));
      }
    });
  });
}
