import crypto from "node:crypto";
import { CATEGORY_ORDER } from "../../app/config/site";
import { expect, test } from "@playwright/test";

// The dropdown's fixed order, as the site's configuration gives it.
const FIXED_ORDER: string[] = [...CATEGORY_ORDER];

test("home renders the top strip, header, nav links, search and footer", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.getByText("GSTIN:").first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Services", "About", "Blogs", "Careers", "Contact"]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(page.getByRole("search").first()).toBeVisible();
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "View All Products" })).toHaveAttribute(
    "href",
    "/desktop-printers",
  );
  await expect(footer).toContainText("10:00 AM - 7:00 PM Mon-Sat");
});

test("the Products dropdown lists categories in the fixed order, then the rest alphabetically", async ({
  page,
}) => {
  await page.goto("/");
  const menu = page.getByTestId("products-menu");
  await menu.locator("summary").click();
  const links = menu.getByRole("link");
  await expect(links.first()).toBeVisible();
  const names = (await links.allTextContents()).map((t) => t.trim());
  expect(names.slice(0, FIXED_ORDER.length)).toEqual(FIXED_ORDER);
  const rest = names.slice(FIXED_ORDER.length);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  expect(rest).toEqual(expect.arrayContaining(["Accessories", "Thermal Label Printers"]));
  await expect(menu.getByRole("link", { name: "Desktop Printers" })).toHaveAttribute(
    "href",
    "/desktop-printers",
  );
});

test("an unknown URL answers 404 with the not-found page inside the site frame", async ({
  page,
}) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.locator("footer")).toBeVisible();
});

test("the header search box submits to /search as a GET form", async ({ page }) => {
  await page.goto("/");
  const box = page.locator("header").getByRole("combobox", { name: "Search products" }).first();
  await box.fill("G500");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=G500/);
});

test("/healthz answers 200 JSON", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});

test("pages carry an enforcing CSP that allows each inline script by nonce or hash, plus the safety headers", async ({
  page,
}) => {
  const res = await page.goto("/");
  const headers = res!.headers();
  const csp = headers["content-security-policy"];
  // A page rendered for this request carries its nonce; one from the page cache the hashes of its
  // own inline scripts (the same bytes for everyone).
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBeTruthy();
  const html = await res!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\/ld\+json"/.test(m[1]),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const m of inline) {
    if (nonce) expect(m[1]).toContain(`nonce="${nonce}"`);
    else
      expect(csp).toContain(
        `'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`,
      );
  }
});
