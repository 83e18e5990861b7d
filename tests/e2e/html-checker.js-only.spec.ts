import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { signInWithForm } from "./fixtures";

// The W3C HTML checker (npm vnu-jar, run with the machine's Java) over every kind of public page and
// the admin's main screens, as the production build serves them: zero errors (warnings allowed).
// Markup is the same with JavaScript on or off, so this runs once; one JVM checks every page.

const run = promisify(execFile);
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const PUBLIC: [string, string][] = [
  ["home", "/"],
  ["category", "/desktop-printers"],
  ["product", "/products/zebra-zd421-desktop-barcode-printer"],
  ["search", "/search?q=zebra"],
  ["blogs", "/blogs"],
  ["post", "/blog/how-to-clean-a-thermal-print-head-and-how-often"],
  ["careers", "/careers"],
  ["job", "/careers/service-engineer-printer-repair"],
  ["contact", "/contact"],
  ["about", "/about"],
  ["services", "/services"],
  ["popular", "/popular-products"],
  ["quote", "/quote"],
  ["not-found", "/no-such-page-here"],
];

const ADMIN: [string, string][] = [
  ["admin-dashboard", "/admin"],
  ["admin-products", "/admin/products"],
  ["admin-product-new", "/admin/products/new"],
  ["admin-product-edit", "/admin/products/1/edit"],
  ["admin-quotes", "/admin/quotes"],
  ["admin-mail", "/admin/mail"],
  ["admin-trash", "/admin/trash"],
  ["admin-tasks", "/admin/tasks"],
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("every public page kind and the admin's main screens are valid HTML", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const [name, url] of PUBLIC) {
    const res = await anonymous.get(url);
    expect(res.status(), url).toBe(name === "not-found" ? 404 : 200);
    fs.writeFileSync(path.join(dir, `${name}.html`), await res.text());
  }
  await anonymous.dispose();

  await signInWithForm(page, "/admin");
  await expect(page).toHaveURL(/\/admin$/);
  for (const [name, url] of ADMIN) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, `${url} is the signed-in screen`).not.toContain('name="password"');
    fs.writeFileSync(path.join(dir, `${name}.html`), html);
  }

  const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
  const { stdout } = await run(
    "java",
    ["-jar", VNU, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map(
      (m) => `${path.basename(m.url ?? "")}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`,
    );
  expect(errors).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
