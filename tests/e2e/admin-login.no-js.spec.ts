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
  const email = section.getByLabel("Email");
  // The browser itself holds the address to the server's rule: a blank or malformed one is not sent.
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") sent.push(r.url());
  });
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await email.fill("not an address");
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/forgot=1/);
  // An address nobody has gets the answer every address gets.
  await email.fill("someone-unknown@example.com");
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Password reset instructions have been sent to your email address.",
  );
});
