import { expect, test, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "../security/server-helper";

// Each client address has a budget of search time. Over real HTTP against the production build, with
// a tiny budget (100 ms at once, 1 ms back a second) so a few searches use it up: the /search page,
// the header's suggestions and /api/products/search all answer 429 with Retry-After, never cached,
// the page in the site frame saying how long to wait (JavaScript on and off, phone to desktop),
// while another address searches on. TRUST_PROXY=1 lets the test speak for other addresses.

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({
    env: { TRUST_PROXY: "1", SEARCH_BUDGET_MS: "100", SEARCH_REFILL_MS: "1" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const get = (path: string, address?: string) =>
  fetch(`${server.url}${path}`, { headers: address ? { "X-Forwarded-For": address } : {} });

/**
 * Distinct searches (so no cached page answers) until the address is refused for a while: a refusal
 * about to end is waited out, so the next requests all meet a fresh one.
 */
async function exhaust(address?: string): Promise<Response> {
  for (let i = 0; i < 60; i++) {
    const res = await get(`/search?q=zebra+printer+${i}+${Date.now()}`, address);
    await res.text();
    if (res.status === 429) {
      const wait = Number(res.headers.get("Retry-After"));
      expect(wait).toBeGreaterThanOrEqual(1);
      if (wait >= 4) return res;
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    expect(res.status).toBe(200);
  }
  throw new Error("never refused");
}

test("every search door answers 429 with Retry-After to an address past its budget; another address searches on", async () => {
  const attacker = "203.0.113.77";
  await exhaust(attacker);
  const page = await get("/search?q=zebra+once+more", attacker);
  expect(page.status).toBe(429);
  expect(Number(page.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  expect(page.headers.get("Cache-Control")).toBe("no-store");
  expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
  const html = await page.text();
  expect(html).toContain("Too many searches");
  expect(html).toMatch(/You are searching faster than we can answer\. Please wait \d+ seconds?/);

  const suggestions = await get("/api/search-suggestions?q=zeb", attacker);
  expect(suggestions.status).toBe(429);
  expect(Number(suggestions.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  expect(suggestions.headers.get("Cache-Control")).toMatch(/no-store/);
  const body = (await suggestions.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ query: "zeb", suggestions: [] });
  expect(body.error).toMatch(/searching faster/);

  const api = await get("/api/products/search/zebra", attacker);
  expect(api.status).toBe(429);
  expect(((await api.json()) as { error: string }).error).toMatch(/searching faster/);

  // A neighbour in another network is not affected.
  expect((await get("/api/search-suggestions?q=zeb", "198.51.100.77")).status).toBe(200);
  expect((await get("/search?q=zebra+neighbour", "198.51.100.77")).status).toBe(200);
});

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

test("the refused search page says how long to wait, in the site frame, with JavaScript on and off", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [390, 1024, 1440]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const where = `${width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
      // The browser speaks from the loopback address, like this exhaustion (used up again each time:
      // the budget comes back, slowly, while pages load; a machine slow enough to outlast the
      // refusal before the page is asked gets another try).
      let status = 0;
      for (let attempt = 0; attempt < 3 && status !== 429; attempt++) {
        await exhaust();
        const res = await page.goto(
          `${server.url}/search?q=ribbon+${width}+${javaScriptEnabled}+${attempt}`,
        );
        status = res?.status() ?? 0;
      }
      expect(status, where).toBe(429);
      const alert = page.getByRole("alert");
      await expect(alert.getByRole("heading", { name: "Too many searches" }), where).toBeVisible();
      await expect(alert, where).toContainText(/Please wait \d+ seconds?/);
      await expect(alert.getByRole("link", { name: "Try Again" }), where).toBeVisible();
      // The site's header stays: the visitor can browse the catalogue meanwhile.
      await expect(page.locator("header").first(), where).toBeVisible();
      const box = await alert.boundingBox();
      expect(box!.x, where).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
      await noSidewaysScroll(page, where);
      await page.screenshot({
        path: test.info().outputPath(`search-refused-${width}-js-${javaScriptEnabled}.png`),
        fullPage: false,
      });
      await context.close();
    }
  }
});
