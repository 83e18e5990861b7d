import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import {
  apiToken,
  makeDrawnProduct,
  makeProducts,
  removeProducts,
  uniqueTag,
  type MadeProduct,
} from "./data";
import { signInWithForm } from "./fixtures";
import { kindOf, pageRouteKinds, type RouteKind } from "./route-kinds";
import { checkStructuredData, topTypes } from "./structured-data-rules";

/**
 * The outside checkers over every kind of page in app/routes.ts, public and admin, with data: the
 * W3C HTML checker (npm vnu-jar on the machine's Java, one run over every page), axe-core at 390 and
 * 1440 px (no violation of any impact), and the structured data a search engine reads (schema.org
 * types and Google's required and recommended properties). A page kind is sampled where the pages
 * link to it (the first link found), so a page added to the URL table is checked without being listed
 * here; a kind nothing links to fails the first test, by name, until it gets a sample below.
 * The markup is the same with JavaScript on or off (the server renders it), so this runs once, with
 * it on, so that axe sees the page a visitor with JavaScript gets.
 */

const run = promisify(execFile);
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

let quoteReference = "";

/** Kinds no page links to, or whose link would need a made-up value. */
const EXPLICIT: Record<string, string[]> = {
  "/*": ["/no-such-page-here"],
  "/admin/*": ["/admin/no-such-tab"],
  "/admin/reset-password/:token": ["/admin/reset-password/no-such-reset-token-0123456789"],
  // The list's form GETs it with the ticked rows ({product}: a product of the test's own).
  "/admin/products/delete-selected": ["/admin/products/delete-selected?ids={product}"],
  // The buyer's private pages: links made for the test's own quotation and repair ticket below
  // (the quotation page links its proforma once accepted).
  "/quotation/:key": [],
  "/track/:number/:token?": [],
};

/** Other states of a page worth checking: these URLs, and the first link starting with each prefix. */
const STATES = [
  "/search?q=zebra",
  "/search?q=qqzzxxkk",
  "/search?q=zd421",
  "/supplies?printer=zebra-zd421-desktop-barcode-printer",
  "/compare?p=zebra-zd421-desktop-barcode-printer&p=godex-g500-desktop-barcode-printer",
  "/products?page=2",
  "/desktop-printers?brand=zebra",
  "/admin/products?status=inactive",
  "/admin/history?kind=product",
];

/** A kind answered with something other than 200 on purpose. */
const STATUS: Record<string, number> = {
  "/*": 404,
  "/admin/*": 404,
  // A reset link that is not (or no longer) valid says so with 410 Gone.
  "/admin/reset-password/:token": 410,
};

/** The structured data each kind of public page must carry (at the top of one of its blocks). */
const STRUCTURED: Record<string, string[]> = {
  "/": ["LocalBusiness", "WebSite"],
  "/products": ["BreadcrumbList"],
  "/products/:slug": ["Product", "BreadcrumbList"],
  "/desktop-printers": ["BreadcrumbList"],
  "/blog/:slug": ["BlogPosting"],
  "/careers/:slug": ["JobPosting"],
};

interface Fetched {
  url: string;
  kind: RouteKind;
  status: number;
  html: string;
}

const kinds = pageRouteKinds();
const fetched = new Map<string, Fetched>();
let anonymous: BrowserContext;
let admin: BrowserContext;
const madeProducts: MadeProduct[] = [];
let madeCategory: number | undefined;
let madeBlog: { id: number; slug: string } | undefined;
let baseURL = "";

/** Where a page's links and GET forms lead, as paths with their query, on this site. */
function links(html: string): string[] {
  const out: string[] = [];
  // A delete button is a form whose action is the confirmation page (a GET without JavaScript).
  for (const match of html.matchAll(/\s(?:href|action)="([^"]+)"/g)) {
    const href = match[1].replace(/&amp;/g, "&");
    const url = new URL(href, baseURL);
    if (url.origin !== baseURL) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

async function get(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

/**
 * A quote request, an inquiry, an import and a category of the test's own (its address is
 * /products/category/…, as every category without a shortcut), so the pages about them have rows.
 */
async function makeData(
  request: APIRequestContext,
  testInfo: Parameters<typeof makeDrawnProduct>[1],
) {
  const quote = await request.post("/api/quotes", {
    data: {
      name: "Asha Verma",
      company: "Verma Logistics",
      phone: "+91 98111 22222",
      email: "asha@example.com",
      state: "Maharashtra",
      city: "Pune",
      notes: "Checker's request",
      lines: [{ slug: "zebra-zd421-desktop-barcode-printer", quantity: 2 }],
    },
  });
  expect(quote.status(), `POST /api/quotes: ${await quote.text()}`).toBe(201);
  quoteReference = ((await quote.json()) as { reference: string }).reference;
  const ticket = await request.post("/api/service/tickets", {
    data: {
      model: "zd421",
      serial: "CHK0001",
      fault: "faded_print",
      description: "Print fades on the left side.",
      delivery: "office_drop",
      name: "Asha Verma",
      phone: "+91 98111 22222",
      email: "asha@example.com",
      address: "12 Station Road",
      city: "Pune",
      state: "Maharashtra",
      pin: "411001",
    },
  });
  expect(ticket.status(), `POST /api/service/tickets: ${await ticket.text()}`).toBe(201);
  EXPLICIT["/track/:number/:token?"] = [
    new URL(((await ticket.json()) as { tracking_url: string }).tracking_url, baseURL).pathname,
  ];
  const inquiry = await anonymous.request.post("/contact", {
    headers: { Origin: baseURL },
    form: {
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 98111 22222",
      inquiry_type: "quote",
      subject: "Labels for the checkers",
      message: "Need 10,000 labels 50x25.",
    },
  });
  expect(inquiry.status(), "POST /contact").toBe(200);
  madeProducts.push(
    await makeDrawnProduct(request, testInfo, "zebra-zd421-desktop-barcode-printer"),
  );
  const tag = uniqueTag(testInfo).replace(/\s+/g, "-");
  const token = await apiToken(request);
  const category = await request.post("/api/categories", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name: `checked-${tag}`, display_name: `Checked ${tag}` },
  });
  expect(category.status(), `POST /api/categories: ${await category.text()}`).toBe(201);
  madeCategory = ((await category.json()) as { id: number }).id;
  // A post whose title came from a word processor: its entities must read as characters everywhere.
  const blog = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: `Checker&rsquo;s guide &mdash; ${tag}`,
      slug: `checkers-guide-${tag.toLowerCase()}`,
      content: "<p>Which ribbon&rsquo;s right &mdash; wax or resin&hellip;</p>",
      author: "Rahul Mehta",
      status: "published",
    },
  });
  expect(blog.status(), `POST /api/blogs: ${await blog.text()}`).toBe(201);
  madeBlog = (await blog.json()) as { id: number; slug: string };
  madeProducts.push(
    ...(await makeProducts(request, [
      // A priced product: its Offer is checked too (the demo's first product may be on request).
      { name: `Checked ${tag} Label`, category: `checked-${tag}`, price: "450" },
    ])),
  );
}

/** Fetches every sample (and the kinds it links to, breadth first): the pages the checkers read. */
async function crawl(extra: string[]) {
  // Each kind with parameters takes the first link that matches it.
  const queue: string[] = [
    ...kinds.filter((k) => !/[:*]/.test(k.pattern) && !EXPLICIT[k.pattern]).map((k) => k.pattern),
    ...Object.values(EXPLICIT)
      .flat()
      .map((url) => url.replace("{product}", String(madeProducts[0]?.id))),
    ...STATES,
    ...extra,
  ];
  const sampled = new Set(kinds.filter((k) => !/[:*]/.test(k.pattern)).map((k) => k.pattern));
  for (const pattern of Object.keys(EXPLICIT)) sampled.add(pattern);
  while (queue.length) {
    const url = queue.shift()!;
    if (fetched.has(url)) continue;
    const kind = kindOf(kinds, new URL(url, baseURL).pathname);
    if (!kind) continue;
    const { status, html } = await get((kind.admin ? admin : anonymous).request, url);
    fetched.set(url, { url, kind, status, html });
    for (const link of links(html)) {
      const found = kindOf(kinds, new URL(link, baseURL).pathname);
      if (!found || sampled.has(found.pattern) || found.pattern.includes("*")) continue;
      sampled.add(found.pattern);
      queue.push(link);
    }
  }
}

test.afterAll(async () => {
  if (madeProducts.length) await removeProducts(anonymous.request, madeProducts);
  if (madeCategory !== undefined) {
    const token = await apiToken(anonymous.request);
    const res = await anonymous.request.delete(`/api/categories/${madeCategory}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), `DELETE /api/categories/${madeCategory}`).toBe(200);
  }
  if (madeBlog) {
    const token = await apiToken(anonymous.request);
    const res = await anonymous.request.delete(`/api/blogs/${madeBlog.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), `DELETE /api/blogs/${madeBlog.id}`).toBe(200);
  }
  await anonymous?.close();
  await admin?.close();
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The W3C checker's errors on every fetched page, in one run of the JVM. */
async function htmlErrors(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const byFile = new Map<string, Fetched>();
  [...fetched.values()].forEach((page, i) => {
    fs.writeFileSync(path.join(dir, `page-${i}.html`), page.html);
    byFile.set(`page-${i}.html`, page);
  });
  const { stdout } = await run(
    "java",
    [
      "-jar",
      VNU,
      "--errors-only",
      "--exit-zero-always",
      "--format",
      "json",
      "--stdout",
      ...[...byFile.keys()].map((f) => path.join(dir, f)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => {
      const page = byFile.get(path.basename(m.url ?? ""));
      const where = page ? `${page.url} (route ${page.kind.pattern})` : m.url;
      return `${where} line ${m.lastLine ?? "?"}: ${m.message} [${(m.extract ?? "").trim().slice(0, 160)}]`;
    });
}

/** Every structured-data problem on the public pages, and the blocks a kind must carry. */
function structuredDataProblems(): string[] {
  const problems: string[] = [];
  for (const page of fetched.values()) {
    if (page.kind.admin || page.status !== 200) continue;
    const where = `${page.url} (route ${page.kind.pattern})`;
    const types = new Set<string>();
    const blocks = page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
    for (const [, block] of blocks) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(block);
      } catch {
        problems.push(`${where}: a JSON-LD block is not JSON`);
        continue;
      }
      for (const t of topTypes(parsed)) types.add(t);
      for (const p of checkStructuredData(parsed)) problems.push(`${where}: ${p}`);
    }
    for (const wanted of STRUCTURED[page.kind.pattern] ?? [])
      if (!types.has(wanted)) problems.push(`${where}: no ${wanted} in its structured data`);
  }
  return problems;
}

/**
 * axe's violations (any impact) on every fetched page, at a phone's and a wide screen's width. Two
 * pages work at once (each in a renderer of its own, so on two cores), each loaded once and
 * checked at both widths.
 */
async function axeViolations(): Promise<string[]> {
  const violations: string[] = [];
  const queue = [...fetched.values()];
  const worker = async () => {
    const pages = { anonymous: await anonymous.newPage(), admin: await admin.newPage() };
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      const page = sample.kind.admin ? pages.admin : pages.anonymous;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(sample.url);
      for (const width of [390, 1440]) {
        if (width !== 390) await page.setViewportSize({ width, height: 900 });
        const results = await new AxeBuilder({ page }).analyze();
        for (const v of results.violations) {
          const nodes = v.nodes.slice(0, 4).map((n) => n.target.join(" "));
          const more = v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : "";
          violations.push(
            `${sample.url} (route ${sample.kind.pattern}) at ${width}px: ${v.id} (${v.impact}) ${v.help}: ${nodes.join(", ")}${more}`,
          );
        }
      }
    }
    await pages.anonymous.close();
    await pages.admin.close();
  };
  await Promise.all([worker(), worker()]);
  return violations.sort();
}

// One test, so that a finding of one checker does not start the crawl again for the next: each
// checker reports all it finds (soft assertions), with the URL and route kind of every finding.
test("the outside checkers pass on every page kind in app/routes.ts", async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  baseURL = String(testInfo.project.use.baseURL);
  anonymous = await browser.newContext({ baseURL });
  admin = await browser.newContext({ baseURL });
  const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await test.step(label, work);
    console.log(`[checkers] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  await time("rows to show and sign-in", async () => {
    await makeData(anonymous.request, testInfo);
    const page = await admin.newPage();
    await signInWithForm(page, "/admin");
    await expect(page).toHaveURL(/\/admin$/);
    // Staff price and send the test's quotation; the buyer accepts it and staff make its proforma.
    await page.goto("/admin/quotes");
    await page.getByRole("link", { name: quoteReference }).click();
    await page.getByLabel("Line 1 Rate (₹)").fill("12,345.50");
    await page.getByLabel("Line 1 GST").selectOption("18");
    await page.getByLabel("Line 1 HSN").fill("84433250");
    await page.getByRole("button", { name: "Save and send by WhatsApp" }).click();
    await expect(page.getByText(/Version 1 is ready/)).toBeVisible();
    const link = new URL((await page.getByTestId("buyer-link").getAttribute("href"))!).pathname;
    EXPLICIT["/quotation/:key"] = [link];
    const buyer = await anonymous.newPage();
    await buyer.goto(link);
    await buyer.getByRole("button", { name: "Accept quotation" }).click();
    await expect(buyer.getByTestId("answer-done")).toContainText("acceptance is recorded");
    await buyer.close();
    await page.reload();
    await page.getByRole("button", { name: "Make proforma invoice" }).click();
    await expect(page.getByTestId("proforma-link")).toBeVisible();
    await page.close();
  });
  await time(`crawl`, () =>
    crawl([
      ...madeProducts.map((p) => `/products/${p.slug}`),
      ...(madeBlog ? [`/blog/${madeBlog.slug}`, "/blogs"] : []),
    ]),
  );
  console.log(`[checkers] ${fetched.size} pages of ${kinds.length} kinds`);

  await time("every kind has a sample", async () => {
    const pages = [...fetched.values()];
    const missing = kinds
      .filter((k) => !pages.some((p) => p.kind === k))
      .map((k) => `${k.pattern} (${k.file}): no page links to it; add a sample to EXPLICIT`);
    expect.soft(missing, "page kinds without a sample URL").toEqual([]);
    const wrong = pages
      .filter((p) => p.status !== (STATUS[p.kind.pattern] ?? 200))
      .map((p) => `${p.url} (route ${p.kind.pattern}) answered ${p.status}`);
    expect.soft(wrong, "samples answered with an unexpected status").toEqual([]);
    const signIn = pages
      .filter((p) => p.kind.admin && p.html.includes('name="password"'))
      .map((p) => `${p.url} showed the sign-in form`);
    expect.soft(signIn, "admin samples that were not signed in").toEqual([]);
    // An entity in stored text ("Zebra&rsquo;s") escaped again shows literally to a reader (the
    // admin shows and edits the text as stored).
    const literal = pages.flatMap((p) => {
      if (p.kind.admin) return [];
      const found = /&amp;(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.exec(p.html);
      return found ? [`${p.url} (route ${p.kind.pattern}) shows ${found[0]} literally`] : [];
    });
    expect.soft(literal, "HTML entities shown literally").toEqual([]);
  });
  const html = await time("W3C HTML checker", htmlErrors);
  expect.soft(html, "W3C HTML checker errors").toEqual([]);
  const structured = await time("structured data", async () => structuredDataProblems());
  expect.soft(structured, "structured-data problems").toEqual([]);
  const axe = await time("axe at 390 and 1440 px", axeViolations);
  expect.soft(axe, "axe violations").toEqual([]);
});
