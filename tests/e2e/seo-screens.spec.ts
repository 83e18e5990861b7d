import { expect, test } from "@playwright/test";
import { signInTo } from "./seo-screens.helpers";

test.describe("backlink and SEO screens", () => {
  test("are guarded: a visitor is sent to the login page, remembering the screen", async ({
    page,
  }) => {
    for (const path of ["/admin/backlinks", "/admin/backlinks/discovery", "/admin/seo-validator"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login/);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    }
  });

  test("the backlink dashboard switches tabs by ?tab= links", async ({ page }) => {
    await signInTo(page, "/admin/backlinks");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backlink Dashboard");
    await expect(page.getByTestId("sample-data-note")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Backlink sections" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Overview",
      "Backlinks",
      "Opportunities",
      "Analytics",
      "Campaigns",
    ]);
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Overview: the summary.
    const summary = page.getByRole("list", { name: "Backlink summary" });
    for (const [label, value] of [
      ["Total Backlinks", "247"],
      ["Active Backlinks", "214"],
      ["Average Domain Authority", "41.6"],
      ["Dofollow Ratio", "78.5%"],
      ["Referral Traffic", "3,820"],
      ["Broken Backlinks", "12"],
    ]) {
      await expect(summary.getByRole("listitem").filter({ hasText: label })).toContainText(value);
    }
    await expect(page.getByRole("heading", { name: "Top Anchor Texts" })).toBeVisible();
    const anchors = page.getByRole("region", { name: "Top Anchor Texts" }).getByRole("listitem");
    await expect(anchors).toHaveCount(5);
    await expect(anchors.first()).toContainText("Prime Barcode Solutions");
    await expect(anchors.first()).toContainText("46");
    await expect(page.getByRole("heading", { name: "Quality Distribution" })).toBeVisible();
    await expect(page.getByText("Quality 80-100")).toBeVisible();

    // Backlinks: the table.
    await tabs.getByRole("link", { name: "Backlinks" }).click();
    await expect(page).toHaveURL(/\?tab=backlinks$/);
    await expect(tabs.getByRole("link", { name: "Backlinks" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const table = page.getByRole("table", { name: "Backlinks" });
    await expect(table.locator("tbody tr")).toHaveCount(8);
    await expect(table.locator("thead th")).toHaveText([
      "Source URL",
      "Anchor Text",
      "Link Type",
      "DA",
      "Quality",
      "Status",
      "Discovered",
    ]);
    await expect(table.locator("tbody tr").first()).toContainText("January 12, 2026");
    await expect(page.getByRole("list", { name: "Backlink summary" })).toHaveCount(0);

    // Opportunities: outreach statuses with spaces, never underscores.
    await tabs.getByRole("link", { name: "Opportunities" }).click();
    await expect(page).toHaveURL(/\?tab=opportunities$/);
    await expect(page.getByTestId("opportunity-card")).toHaveCount(4);
    await expect(page.getByTestId("outreach-status")).toHaveText([
      "not contacted",
      "in progress",
      "follow up sent",
      "link acquired",
    ]);
    await expect(page.getByText(/_/).filter({ hasText: "contacted" })).toHaveCount(0);

    // Analytics and Campaigns: placeholders.
    await tabs.getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\?tab=analytics$/);
    await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
    await tabs.getByRole("link", { name: "Campaigns" }).click();
    await expect(page).toHaveURL(/\?tab=campaigns$/);
    await expect(page.getByRole("heading", { name: "Campaigns", level: 2 })).toBeVisible();

    // An unknown tab falls back to the overview.
    await page.goto("/admin/backlinks?tab=nope");
    await expect(page.getByRole("list", { name: "Backlink summary" })).toBeVisible();
  });

  test("discovery: the filter defaults, a search and the cards with every field", async ({
    page,
  }) => {
    await signInTo(page, "/admin/backlinks/discovery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backlink Discovery");
    await expect(page.getByText("press Search to discover")).toBeVisible();

    // The filter defaults.
    await expect(page.getByRole("textbox", { name: "Keywords" })).toHaveValue(
      "barcode printers, thermal printers, industrial printers, label printers",
    );
    await expect(page.getByLabel("Min Domain Authority")).toHaveValue("20");
    await expect(page.getByLabel("Max Domain Authority")).toHaveValue("100");
    const types = page.getByRole("group", { name: "Content Types" });
    for (const t of ["blog", "directory", "news", "resource"])
      await expect(types.getByLabel(t, { exact: true })).toBeChecked();
    for (const t of ["forum", "other"])
      await expect(types.getByLabel(t, { exact: true })).not.toBeChecked();
    const potential = page.getByRole("group", { name: "Backlink Potential" });
    await expect(potential.getByLabel("high")).toBeChecked();
    await expect(potential.getByLabel("medium")).toBeChecked();
    await expect(potential.getByLabel("low")).not.toBeChecked();

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: "4 opportunities found" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/searched=1/);
    const cards = page.getByTestId("discovery-card");
    await expect(cards).toHaveCount(4);

    const card = cards.filter({ hasText: "The Complete Guide to Thermal Label Printers" });
    await expect(card.getByTestId("discovery-domain")).toHaveText("labeltech-insights.example");
    await expect(card.getByTestId("content-type")).toHaveText("blog");
    await expect(card.getByTestId("backlink-potential")).toHaveText("high potential");
    for (const [term, value] of [
      ["DA", "56"],
      ["PA", "44"],
      ["Relevance", "94%"],
      ["Competitor Links", "7"],
      ["Last Updated", "February 18, 2026"],
    ]) {
      await expect(card.locator("dt", { hasText: new RegExp(`^${term}$`) })).toHaveCount(1);
      await expect(
        card.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) }),
      ).toContainText(value);
    }
    await expect(card).toContainText("An evergreen guide comparing direct thermal");
    await expect(card.getByRole("list", { name: "Keyword tags" }).getByRole("listitem")).toHaveText(
      ["thermal printers", "label printers", "direct thermal"],
    );
    await expect(
      card.getByRole("link", { name: "editor@labeltech-insights.example" }),
    ).toHaveAttribute("href", "mailto:editor@labeltech-insights.example");
    await expect(card.getByRole("link", { name: "Contact Form" })).toHaveAttribute(
      "href",
      "https://labeltech-insights.example/contact",
    );
    const view = card.getByRole("link", { name: "View Page" });
    await expect(view).toHaveAttribute(
      "href",
      "https://labeltech-insights.example/guides/thermal-label-printers",
    );
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", "noopener noreferrer");
    const add = card.getByRole("button", { name: "Add to Opportunities" });
    await expect(add).toHaveAttribute("type", "button");
    await expect(add).toHaveAccessibleDescription(/not connected yet/);

    // A card without a contact form or email shows neither.
    const news = cards.filter({ hasText: "Barcode Printing Trends" });
    await expect(news.getByRole("link", { name: "Contact Form" })).toHaveCount(0);
    await expect(
      news.getByRole("link", { name: "newsdesk@logistics-today.example" }),
    ).toBeVisible();
  });

  test("discovery: changed filters are kept in the URL and the form", async ({ page }) => {
    await signInTo(
      page,
      "/admin/backlinks/discovery?searched=1&keywords=industrial+printers&da_min=30&da_max=100&type=forum&type=directory&potential=medium",
    );
    await expect(page.getByRole("heading", { name: "2 opportunities found" })).toBeVisible();
    await expect(page.getByTestId("discovery-card")).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Keywords" })).toHaveValue(
      "industrial printers",
    );
    await expect(page.getByLabel("Min Domain Authority")).toHaveValue("30");
    const types = page.getByRole("group", { name: "Content Types" });
    await expect(types.getByLabel("forum")).toBeChecked();
    await expect(types.getByLabel("blog")).not.toBeChecked();

    await page.getByRole("textbox", { name: "Keywords" }).fill("no such thing anywhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No opportunities match these filters.")).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/keywords=no\+such\+thing\+anywhere/);
  });

  test("the SEO validator shows the score, metrics, rule cards and recommendations", async ({
    page,
  }) => {
    await signInTo(page, "/admin/seo-validator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "SEO Best Practices Validator",
    );
    // Server-rendered with the data already set: no spinner.
    await expect(page.getByText("Analyzing backlink profile...")).toHaveCount(0);

    const score = page.getByTestId("overall-score");
    await expect(score).toContainText("82");
    await expect(score).toHaveAttribute("data-tone", "green");
    await expect(page.getByTestId("score-label")).toHaveText("Good");

    const metrics = page.getByTestId("metric-card");
    await expect(metrics).toHaveCount(4);
    await expect(metrics.locator("p:first-child")).toHaveText([
      "Total Backlinks",
      "Dofollow Ratio",
      "Anchor Diversity",
      "Content Relevance",
    ]);
    await expect(metrics.nth(0)).toContainText("247");
    await expect(metrics.nth(1)).toContainText("78.5%");
    await expect(metrics.nth(1)).toContainText("Nofollow 21.5%");

    await expect(page.getByRole("heading", { name: "Validation Results" })).toBeVisible();
    const cards = page.getByTestId("rule-card");
    await expect(cards).toHaveCount(6);
    await expect(page.locator('[data-rule="social_signals"]')).toHaveCount(0);
    await expect(page.getByText("Few social shares")).toHaveCount(0);
    for (const card of await cards.all()) {
      expect(await card.getByTestId("card-suggestions").locator("li").count()).toBeLessThanOrEqual(
        2,
      );
    }
    const anchor = page.locator('[data-testid="rule-card"][data-rule="anchor_diversity"]');
    await expect(anchor).toHaveAttribute("data-passed", "false");
    await expect(anchor).toHaveClass(/border-red-300/);
    await expect(anchor).toContainText("Failed");
    await expect(anchor).toContainText("critical");
    await expect(anchor).toContainText("Weight 25");
    await expect(anchor.getByTestId("card-suggestions").locator("li")).toHaveCount(2);
    await expect(anchor).not.toContainText("Vary keyword anchors");
    const dofollow = page.locator('[data-testid="rule-card"][data-rule="dofollow_ratio"]');
    await expect(dofollow).toHaveAttribute("data-passed", "true");
    await expect(dofollow).toHaveClass(/border-green-300/);
    await expect(dofollow).toContainText("Passed");
    await expect(
      page.locator('[data-testid="rule-card"][data-rule="domain_authority"]'),
    ).toContainText("warning");

    const recs = page.getByTestId("recommendations").getByRole("listitem");
    await expect(recs).toHaveCount(4);
    await expect(recs.first()).toContainText("1");
    await expect(recs.nth(3)).toContainText("4");
  });

  test("?rule= shows the detailed analysis in the page, with a Close link", async ({ page }) => {
    await signInTo(page, "/admin/seo-validator?rule=anchor_diversity");
    const detail = page.locator("#detailed-analysis");
    await expect(detail.getByRole("heading", { name: "Detailed Analysis" })).toBeVisible();
    await expect(detail).toContainText("Anchor Text Diversity");
    await expect(detail).toContainText("Anchor texts should vary");
    await expect(detail).toContainText("Exact-match anchors make up 38%");
    await expect(detail).toContainText("64/100");
    await expect(detail.getByTestId("all-suggestions").locator("li")).toHaveCount(4);
    await expect(detail).toContainText("Overused: 'barcode printers' on 31 links");
    await detail.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/admin\/seo-validator$/);
    await expect(page.getByText("Detailed Analysis")).toHaveCount(0);

    // A rule without a definition has no detail either.
    await page.goto("/admin/seo-validator?rule=social_signals");
    await expect(page.getByText("Detailed Analysis")).toHaveCount(0);
  });
});
