import { expect, test } from "@playwright/test";

// What JavaScript adds on top of the server-rendered catalogue.

const G500 = "godex-g500-desktop-barcode-printer";

test("the sort select re-sorts at once, without a Sort button or a full page load", async ({
  page,
  request,
}) => {
  await page.goto("/popular-products");
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await expect(page.getByRole("button", { name: "Sort" })).toBeHidden();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByLabel("Sort by").selectOption("reviews");
  await expect(page).toHaveURL(/\?sort=reviews$/);
  const featured = (await (await request.get("/api/products/featured?limit=100")).json()) as {
    name: string;
    reviews: number;
  }[];
  const most = [...featured].sort((a, b) => b.reviews - a.reviews)[0];
  await expect(page.locator("article h2").first()).toHaveText(most.name);
  // Same document: the client router navigated.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("Share Product copies the link and says so when the device cannot share", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/products/${G500}`);
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  const messages: string[] = [];
  page.on("dialog", (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await page.getByText("Share Product").click();
  await expect.poll(() => messages).toEqual(["Product link copied to clipboard!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/products/${G500}`,
  );
});

test("Share Product uses the device's share function when there is one", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`/products/${G500}`);
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await page.getByText("Share Product").click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({ title: "GoDex G500 Desktop Barcode Printer", url: `${baseURL}/products/${G500}` });
  expect(dialogs).toBe(0);
});

test("a product picture that fails to load becomes the placeholder; related cards a printer icon", async ({
  page,
}) => {
  // The demo's pictures are drawings stored beside uploads (drawn-*.svg): make them all fail.
  await page.route("**/uploads/drawn-*.svg", (route) => route.abort());
  await page.goto(`/products/${G500}`);
  await expect(page.locator("main img").first()).toHaveAttribute("src", "/images/placeholder.svg");
  const related = page.getByTestId("related-products");
  await expect(related.getByRole("img", { name: "Printer" }).first()).toBeVisible();
});

test("the category overlay closes the small-screen sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Opened the moment the list is drawn, before the scripts have run: a slow phone's first tap.
  await page.goto("/labels", { waitUntil: "commit" });
  const toggle = page.getByTestId("category-sidebar-toggle");
  await toggle.locator("summary").click();
  await expect(toggle).toHaveAttribute("open", "");
  await page.waitForLoadState("load");
  await page.mouse.click(380, 400);
  await expect(toggle).not.toHaveAttribute("open", "");
  await toggle.locator("summary").click();
  await page.keyboard.press("Escape");
  await expect(toggle).not.toHaveAttribute("open", "");
});
