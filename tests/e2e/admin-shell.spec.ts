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
    await expect(nav.getByRole("link", { name: tab })).toBeVisible();
  }
  await expect(page.getByTestId("user-initial")).toHaveText("A");
  await expect(page.getByTestId("user-name")).toHaveText("admin");
  await expect(page.getByTestId("user-role")).toHaveText("admin");
  for (const card of ["products", "categories", "brands", "content"]) {
    await expect(page.getByTestId(`card-${card}`)).toBeVisible();
  }
  await expect(page.getByTestId("card-categories")).toContainText("5");
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
