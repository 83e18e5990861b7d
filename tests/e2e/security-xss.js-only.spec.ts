import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "../security/server-helper";

// Stored XSS: script payloads in every text field of every entity (through /api and the contact
// form, as an attacker with a stolen token or a visitor would send them), then every public page and
// admin list that shows them, in Chromium with JavaScript on. Nothing may run: no dialog opens, no
// active element or javascript: link reaches the DOM, and the CSP never has to block anything (so
// it is the escaping that holds, not only the CSP behind it). Its own server: these rows must not
// show up in the other specs' lists. JavaScript only: without it nothing could run anyway.

const PAYLOADS = [
  "<img src=x onerror=alert('img')>",
  "<script>alert('script')</script>",
  '"><svg onload=alert("svg")>',
  "javascript:alert('js')",
  "<a href=\"javascript:alert('link')\">link</a>",
  '<a href="&#106;avascript&#58;alert(1)">entity</a>',
  '<a href="jav&#x09;ascript:alert(2)">tab</a>',
  "<iframe src=\"javascript:alert('frame')\"></iframe>",
  "<svg><script>alert('svg-script')</script></svg>",
  "</script><script>alert('breakout')</script>",
  "'-alert('quote')-'",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>",
];
const ALL = PAYLOADS.join(" ");
const SHORT = "<img src=x onerror=alert(1)>";
/** The strongest payload that fits a field of `max` characters. */
const fit = (max: number) =>
  ALL.length <= max
    ? ALL
    : PAYLOADS.filter((p) => p.length <= max - 4).reduce(
        (acc, p) => (acc.length + p.length + 1 <= max ? `${acc} ${p}` : acc),
        "",
      ) || SHORT.slice(0, max);

const BLOG_HTML = `
<p>Intro ${ALL}</p>
<img src="x" onerror="alert('blog-img')">
<a href="javascript:alert('blog-link')">click</a>
<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert('enc')">encoded</a>
<a href="java&#0000115;cript:alert('zero-padded')">padded</a>
<svg><script>alert('blog-svg')</script><animate onbegin="alert('anim')" /></svg>
<iframe src="https://evil.example" onload="alert('iframe')"></iframe>
<object data="javascript:alert('object')"></object>
<form action="javascript:alert('form')"><button>go</button></form>
<div style="background:url(javascript:alert('css'))" onmouseover="alert('over')">hover</div>
<details open ontoggle="alert('toggle')">x</details>
<noscript><p title="</noscript><img src=x onerror=alert('noscript')>"></noscript>
`;

let server: RunningServer;
let token: string;
const ids: Record<string, number> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
  token = await server.apiToken();
  const auth = { Authorization: `Bearer ${token}` };
  const post = async (path: string, fields: Record<string, string | object>) => {
    const multipart = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === "string") multipart.append(k, v);
      else multipart.append(k, v as Blob);
    }
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: auth,
      body: multipart,
    });
    const body = await res.text();
    expect(res.status, `${path}: ${body}`).toBe(201);
    return JSON.parse(body) as { id: number };
  };
  ids.category = (
    await post("/api/categories", {
      name: "xss-cat",
      display_name: fit(100),
      description: fit(2000),
      icon: fit(100),
    })
  ).id;
  ids.brand = (
    await post("/api/brands", {
      name: fit(100),
      display_name: fit(100),
      description: fit(2000),
      website: "https://example.com/?q=<script>alert('website')</script>",
    })
  ).id;
  ids.product = (
    await post("/api/products", {
      name: fit(200),
      slug: "xss-product",
      category: "xss-cat",
      brand_id: String(ids.brand),
      short_description: fit(500),
      description: ALL,
      model: fit(100),
      specifications: PAYLOADS.map((p, i) => `Key ${i} ${p}: ${p}`).join("\n"),
      features: PAYLOADS.join("\n"),
      meta_title: fit(200),
      meta_description: fit(500),
      meta_keywords: fit(500),
      status: "active",
      featured: "true",
      image: new File([fs.readFileSync("tests/fixtures/admin-product.png")], `${SHORT}.png`),
    })
  ).id;
  ids.blog = (
    await post("/api/blogs", {
      title: fit(200),
      slug: "xss-blog",
      content: BLOG_HTML,
      excerpt: fit(1000),
      category: fit(100),
      author: fit(100),
      status: "published",
      meta_title: fit(200),
      meta_description: fit(500),
    })
  ).id;
  ids.job = (
    await post("/api/jobs", {
      title: fit(200),
      slug: "xss-job",
      skills: ALL,
      responsibilities: PAYLOADS.join("\n"),
      status: "active",
      experience_level: fit(100),
      location: fit(100),
    })
  ).id;
  ids.driver = (
    await post("/api/drivers", {
      name: fit(200),
      version: fit(50),
      description: fit(2000),
      file: new File(
        [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...new Uint8Array(64)])],
        `${SHORT}.zip`,
      ),
    })
  ).id;
  const contact = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({
      name: fit(100),
      email: "attacker@example.com",
      phone: "+91 98100 00000",
      company: fit(100),
      inquiry_type: "quote",
      subject: fit(200),
      message: ALL,
      _js: "1",
    }),
  });
  expect(contact.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Opens a page and proves nothing of the payloads became live. */
async function expectInert(page: Page, path: string) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto(`${server.url}${path}`);
  expect(res?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  // Hydrated: React rendered on top of the server's HTML without tripping over anything.
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await page.waitForTimeout(150);
  // Inline scripts the page's CSP allows by hash (pages from the page cache carry no nonce).
  const csp = res?.headers()["content-security-policy"] ?? "";
  const allowedHashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
  const live = await page.evaluate(async (allowed) => {
    const sha256 = async (text: string) =>
      btoa(
        String.fromCharCode(
          ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
        ),
      );
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^(href|src|action|data|formaction|xlink:href)$/i.test(attr.name)) {
          // eslint-disable-next-line no-control-regex -- browsers drop these inside URLs
          const value = attr.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
          if (value.startsWith("javascript:") || value.startsWith("data:text/html"))
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
    }
    for (const s of Array.from(document.querySelectorAll("script"))) {
      const type = (s.getAttribute("type") ?? "").toLowerCase();
      const runs = type === "" || type === "module" || type.includes("javascript");
      // The framework's own scripts carry the request's nonce, are allowed by their hash or come
      // from /assets/: any other script element was injected.
      const own =
        !!s.nonce ||
        s.src.startsWith(`${location.origin}/assets/`) ||
        (!s.src && allowed.includes(await sha256(s.textContent ?? "")));
      if (runs && !own) found.push(`script: ${(s.textContent ?? s.src).slice(0, 200)}`);
    }
    for (const f of Array.from(document.querySelectorAll("iframe, object, embed"))) {
      const src = f.getAttribute("src") ?? f.getAttribute("data") ?? "";
      if (!/^https:\/\/(www|maps)\.google\.com\//.test(src)) found.push(`${f.tagName} ${src}`);
    }
    return found;
  }, allowedHashes);
  expect(dialogs, `${path}: dialogs`).toEqual([]);
  expect(live, `${path}: live markup`).toEqual([]);
  expect(violations, `${path}: CSP had to block something`).toEqual([]);
  // The payloads are there, shown as text.
  return page;
}

async function signIn(page: Page) {
  const res = await page.request.post(`${server.url}/admin/login`, {
    form: { intent: "login", username: "admin", password: "security-admin-password" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

test("public pages show the payloads as text and run none of them", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    "/",
    "/products",
    "/products/category/xss-cat",
    "/products/xss-product",
    "/popular-products",
    "/search?q=onerror",
    `/search?q=${encodeURIComponent(SHORT)}`,
    "/blogs",
    "/blog/xss-blog",
    `/blogs?q=${encodeURIComponent(SHORT)}`,
    "/careers",
    "/careers/xss-job",
  ]) {
    await expectInert(page, path);
  }
  // The product page really carries the payload, as text.
  await page.goto(`${server.url}/products/xss-product`);
  await expect(page.getByText("onerror=alert('img')").first()).toBeAttached();
});

test("the header's suggestions show a payload name as text", async ({ page }) => {
  await expectInert(page, "/");
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const box = page.getByRole("combobox").first();
  await box.fill("onerror");
  await page.waitForTimeout(800);
  await box.press("ArrowDown");
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test("admin lists, edit forms, confirmation steps and the blog preview run none of them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const path of [
    "/admin",
    "/admin/products",
    `/admin/products?q=${encodeURIComponent("onerror")}`,
    `/admin/products/${ids.product}/edit`,
    `/admin/products/${ids.product}/delete`,
    "/admin/categories",
    `/admin/categories/${ids.category}/edit`,
    `/admin/categories/${ids.category}/delete`,
    "/admin/brands",
    `/admin/brands/${ids.brand}/edit`,
    "/admin/drivers",
    `/admin/drivers/${ids.driver}/edit`,
    "/admin/blogs",
    `/admin/blogs/${ids.blog}/edit`,
    "/admin/jobs",
    `/admin/jobs/${ids.job}/edit`,
    "/admin/inquiries",
    `/admin/inquiries/1/delete`,
  ]) {
    await expectInert(page, path);
  }
  // The blog form's live preview renders the stored content through the sanitiser.
  await page.goto(`${server.url}/admin/blogs/${ids.blog}/edit`);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const content = page.getByLabel(/Content/).first();
  await content.fill(BLOG_HTML + " ");
  await page.waitForTimeout(1500);
  expect(dialogs).toEqual([]);
});
