import { expect, test } from "./fixtures";

test("a guarded page sends to login and comes back after signing in", async ({ page, signIn }) => {
  await page.goto("/admin/products?page=2");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fproducts%3Fpage%3D2$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Remember me")).toBeVisible();
  await signIn();
  await expect(page).toHaveURL(/\/admin\/products\?page=2$/);
});

test("a wrong password shows the fixed message", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  await expect(page.getByLabel("Username")).toHaveValue("admin");
});

test("the shell: tabs, user, dashboard cards and lists, 404 tab, Back to Site", async ({
  page,
  signIn,
}) => {
  await page.goto("/admin");
  await signIn();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const tab of [
    "Dashboard",
    "Products",
    "Categories",
    "Brands",
    "Drivers",
    "Blogs",
    "Jobs",
    "Data Import",
    "Inquiries",
    "Backlinks",
    "SEO Validator",
  ]) {
    // Every tab is there; those in folded groups show when their group is opened.
    await expect(
      nav.getByRole("link", { name: tab, exact: true, includeHidden: true }),
    ).toHaveCount(1);
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("user-initial")).toHaveText("A");
  await expect(page.getByTestId("user-name")).toHaveText("admin");
  await expect(page.getByTestId("user-role")).toHaveText("admin");
  // Every tile says what it counts: all categories, not the five listed below.
  for (const card of ["products", "active", "categories", "brands"]) {
    await expect(page.getByTestId(`card-${card}`)).toBeVisible();
  }
  // The demo has eleven: the tile counted only the five it listed before.
  const shown = await page.getByTestId("card-categories").locator("p").nth(1).innerText();
  expect(Number(shown)).toBeGreaterThanOrEqual(11);
  await expect(page.getByTestId("card-categories")).toContainText("All categories");
  await expect(page.getByTestId("card-content")).toHaveCount(0);
  // Needs attention comes first, its tiles open the list they count.
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  await expect(page.getByTestId("todo-no-hsn")).toHaveAttribute(
    "href",
    "/admin/products?missing=hsn",
  );
  await expect(page.getByRole("heading", { name: "Recent Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Categories" })).toBeVisible();
  await page.getByTestId("card-products").click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const res = await page.goto("/admin/no-such-tab");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Site" }).click();
  await expect(page).toHaveURL(/\/$/);
});
