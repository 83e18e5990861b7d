import { expect, test } from "./fixtures";

/** Signing in hashes the password: on a busy machine it takes longer than an ordinary step. */
const SIGN_IN_WAIT = { timeout: 20_000 };

/**
 * What JavaScript adds to the admin: the specification rows with the buyer's table previewed as you
 * type, the SEO length counters, and a sign-in or reset request that fails on the network said in
 * the form instead of the error page (the request is cut by the browser here).
 */

test("the specification editor previews the public table as you type and takes pasted 'a: b; c: d' text; SEO lengths are counted", async ({
  page,
  signIn,
}) => {
  await page.goto("/admin/products/new");
  await signIn();
  await expect(page).toHaveURL(/\/admin\/products\/new$/, SIGN_IN_WAIT);
  // The editor's own group, inside the form's Specifications section.
  const editor = page.getByRole("group", { name: "Specifications", exact: true }).last();
  const preview = page.getByTestId("spec-preview");
  await expect(preview).toContainText("No specifications available");

  await editor.getByLabel("Specification 1 name").fill("Resolution");
  await editor.getByLabel("Specification 1 value").fill("203 dpi");
  await expect(preview.getByRole("row", { name: "Resolution 203 dpi" })).toBeVisible();

  await editor
    .getByLabel("Paste specifications as text")
    .fill("Print Speed: 6 ips; Interface: USB");
  await editor.getByRole("button", { name: "Add these as rows" }).click();
  await expect(editor.getByLabel("Specification 3 value")).toHaveValue("USB");
  await expect(preview.getByRole("row", { name: "Print Speed 6 ips" })).toBeVisible();
  await expect(preview.getByRole("row", { name: "Interface USB" })).toBeVisible();

  await editor.getByRole("button", { name: "Remove specification 1" }).click();
  await expect(preview.getByRole("row", { name: /Resolution/ })).toHaveCount(0);
  // The form sends the rows as the one text the site stores.
  await expect(page.locator('input[type=hidden][name="specifications"]')).toHaveValue(
    "Print Speed: 6 ips; Interface: USB",
  );

  await page.getByLabel("Meta Title").fill("A".repeat(70));
  await expect(page.getByTestId("field-meta_title-count")).toContainText("70 / 60");
  await page.getByLabel("Meta Description").fill("Short and clear.");
  await expect(page.getByTestId("field-meta_description-count")).toContainText("16 / 160");
});

test("a sign-in whose request fails on the network says so in the form, with the username kept", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.route("**/admin/login*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An error occurred during login. Please try again.",
  );
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("admin");

  // The reset request in the dialog too.
  await page.getByRole("link", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await dialog.getByLabel("Email").fill("admin@example.com");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("An error occurred. Please try again.");

  // The network is back: signing in works.
  await page.unroute("**/admin/login*");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/, SIGN_IN_WAIT);
});
