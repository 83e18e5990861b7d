import { expect, test } from "./fixtures";

test("the password show/hide toggle and 'Signing in...'", async ({ page }) => {
  await page.goto("/admin/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("e2e-admin-password");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await page.getByLabel("Username").fill("admin");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("'Forgot password?' opens the 'Reset Password' modal; sending alerts the fixed message and closes it", async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter your email address");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await dialog.getByLabel("Email").fill("admin@example.com");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog).toBeHidden();
  expect(alerts).toEqual(["Password reset instructions have been sent to your email address."]);
});

test("select all on the page counts in 'Delete Selected (n)', shown only with a selection", async ({
  page,
  signIn,
}) => {
  await page.goto("/admin/products");
  await signIn();
  await expect(page).toHaveURL(/\/admin\/products$/);
  // Ten rows a page (the list shows 25 unless asked).
  await page.goto("/admin/products?per=10");
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await expect(page.getByRole("button", { name: "Delete Selected (10)" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all on this page" }).uncheck();
  // Nothing checked: no red delete button waiting at the top.
  await expect(page.getByRole("button", { name: /Delete Selected/ })).toBeHidden();
});
