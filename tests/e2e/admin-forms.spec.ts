import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The five manager forms (brand, category, driver, blog post, job), with JavaScript on and off (this
 * file runs in both projects), at 390, 1024 and 1440 px: every input visible and inside the screen, no
 * sideways scrolling, and each text input held by the browser to what the server accepts (required,
 * at most so many characters), so a person learns of a missing or over-long value before sending.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** What the server accepts of each text field: [name, required, maximum length]. */
const FORMS: [string, [string, boolean, number][]][] = [
  [
    "/admin/brands/new",
    [
      ["name", true, 100],
      ["display_name", true, 100],
      ["website", false, 500],
      ["description", false, 2000],
    ],
  ],
  [
    "/admin/categories/new",
    [
      ["display_name", true, 100],
      ["name", true, 120],
      ["description", false, 2000],
      ["icon", false, 100],
    ],
  ],
  [
    "/admin/drivers/new",
    [
      ["name", true, 200],
      ["version", true, 50],
      ["description", false, 2000],
    ],
  ],
  [
    "/admin/blogs/new",
    [
      ["title", true, 200],
      ["slug", true, 120],
      ["excerpt", false, 1000],
      ["content", true, 200000],
      ["category", false, 100],
      ["author", false, 100],
      ["meta_title", false, 200],
      ["meta_description", false, 500],
    ],
  ],
  [
    "/admin/jobs/new",
    [
      ["title", true, 200],
      ["slug", true, 120],
      ["skills", true, 2000],
      ["responsibilities", true, 10000],
      ["experience_level", false, 100],
      ["location", false, 100],
    ],
  ],
];

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

test.describe.configure({ timeout: 120_000 });

test("each manager form marks what the server requires and limits each text to its length, on every width", async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(FORMS[0][0]);
  await expect(page).toHaveURL(/\/admin\/brands\/new$/, { timeout: 20_000 });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const [path, fields] of FORMS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const [name, required, max] of fields) {
        const input = page.locator(`form [name="${name}"]`);
        await expect(input, `${path} ${name}`).toHaveAttribute("maxlength", String(max));
        if (required) await expect(input, `${path} ${name}`).toHaveAttribute("required", "");
        else await expect(input, `${path} ${name}`).not.toHaveAttribute("required");
        await input.scrollIntoViewIfNeeded();
        await expect(input).toBeVisible();
        const box = (await input.boundingBox())!;
        expect(box.x, `${path} ${name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path} ${name} ends on screen`).toBeLessThanOrEqual(size.width);
      }
      // The save button is reachable below the fields.
      const save = page.getByRole("button", { name: /^(Save|Create|Add)/ }).first();
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeVisible();
      await noSidewaysScroll(page, `${path} at ${size.width}`);
      if (path === "/admin/blogs/new" && size.width !== 1024)
        await testInfo.attach(`blog-form-${size.width}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: "image/png",
        });
    }
  }
});
