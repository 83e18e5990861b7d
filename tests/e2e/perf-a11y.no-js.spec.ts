import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * axe-core on every public page and the admin sign-in without JavaScript, on a desktop and a phone
 * screen: no serious or critical violation (WCAG 2.0/2.1/2.2 A and AA rules and axe's best
 * practices: landmarks, one h1, labels, contrast, names of links and buttons...), one h1 and one
 * main. With JavaScript, outside-checkers.js-only.spec.ts runs axe on every page kind (any impact).
 */
const PAGES: [string, string, number][] = [
  ["home", "/", 200],
  ["a category page", "/desktop-printers", 200],
  ["a product page", "/products/zebra-zd421-desktop-barcode-printer", 200],
  ["popular products", "/popular-products", 200],
  ["the blog list", "/blogs", 200],
  ["a blog post", "/blog/how-to-clean-a-thermal-print-head-and-how-often", 200],
  ["careers", "/careers", 200],
  ["a job", "/careers/service-engineer-printer-repair", 200],
  ["contact", "/contact", 200],
  ["a search", "/search?q=zebra", 200],
  ["services", "/services", 200],
  ["about", "/about", 200],
  ["the 404 page", "/no-such-page-here", 404],
  ["the admin sign-in", "/admin/login", 200],
];

const VIEWPORTS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
}

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`axe on a ${viewportName} screen`, () => {
    test.use({ viewport });
    for (const [name, path, status] of PAGES) {
      test(`${name} (${path}) has no serious or critical violation`, async ({ browser }) => {
        // axe runs as a script in the page, which a browser with JavaScript off refuses. The page a
        // visitor without JavaScript gets is the server's HTML never hydrated: the same browser with
        // every script file refused shows exactly that, and lets axe in.
        const context = await browser.newContext({ viewport, javaScriptEnabled: true });
        const target = await context.newPage();
        await target.route(/\.m?js(\?.*)?$/, (route) => route.abort());
        try {
          const res = await target.goto(path);
          expect(res?.status()).toBe(status);
          expect(await seriousViolations(target)).toEqual([]);
          // One h1, and the content inside a main landmark.
          await expect(target.locator("h1")).toHaveCount(1);
          await expect(target.locator("main")).toHaveCount(1);
        } finally {
          await context.close();
        }
      });
    }
  });
}
