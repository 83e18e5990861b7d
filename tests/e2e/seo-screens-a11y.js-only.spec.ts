import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInTo } from "./seo-screens.helpers";

// axe runs inside the page, so this needs JavaScript; the markup checked is the same without it.
const PAGES = [
  "/admin/backlinks",
  "/admin/backlinks?tab=backlinks",
  "/admin/backlinks?tab=opportunities",
  "/admin/backlinks?tab=campaigns",
  "/admin/backlinks/discovery?searched=1&type=blog&type=news&potential=high&potential=medium",
  "/admin/seo-validator",
  "/admin/seo-validator?rule=anchor_diversity",
];

test("the backlink and SEO screens pass axe (WCAG 2.2 AA) in their own content", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInTo(page, PAGES[0]);
  for (const path of PAGES) {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .include("#admin-main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  }
});
