import { expect, test } from "@playwright/test";

test("'Forgot password?' without JavaScript: a plain 'Reset Password' section with the same answer for any email", async ({
  page,
}) => {
  await page.goto("/admin/login");
  // No show/hide toggle without JavaScript: the password field simply stays hidden.
  await expect(page.getByRole("button", { name: "Show" })).toHaveCount(0);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/forgot=1/);
  const section = page.locator("#reset-password");
  await expect(section.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please enter your email address");
  await section.getByLabel("Email").fill("someone-unknown@example.com");
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Password reset instructions have been sent to your email address.",
  );
});
