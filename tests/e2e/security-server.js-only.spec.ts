import fs from "node:fs";
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  postStreamedMultipart,
  startServer,
  type RunningServer,
} from "../security/server-helper";

// The defences that live in the server itself (server.js, server-guards.js, the upload streaming),
// checked against the production build over HTTP: headers on every kind of response, cross-site
// writes, the client address behind a proxy, body limits while receiving, memory during large
// uploads, and how stored uploads are served. Browser-free, so they run once (the "js" project).

const MB = 1024 * 1024;
const EVIL = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);

let server: RunningServer;
let token: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
  token = await server.apiToken();
});

test.afterAll(async () => {
  await server?.stop();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function signIn(): Promise<string> {
  const res = await fetch(`${server.url}/admin/login`, {
    ...form({ intent: "login", username: ADMIN.username, password: ADMIN.password }),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
    },
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await fetch(`${server.url}/admin/products`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  await res.text();
  return res.status === 200;
}

function expectSafetyHeaders(res: Response, what: string) {
  const h = res.headers;
  expect(h.get("X-Content-Type-Options"), what).toBe("nosniff");
  expect(h.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("Permissions-Policy"), what).toMatch(/camera=\(\)/);
  expect(h.get("Strict-Transport-Security"), what).toMatch(/max-age=31536000/);
  const csp = h.get("Content-Security-Policy") ?? "";
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/default-src '(none|self)'/);
}

test("every kind of response carries the security headers; documents an enforcing nonce CSP", async () => {
  const home = await fetch(`${server.url}/`);
  const html = await home.text();
  expectSafetyHeaders(home, "document");
  const csp = home.headers.get("Content-Security-Policy")!;
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
  // Every inline script React Router wrote carries this request's nonce; the next request another.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts)
    if (!/type="application\/ld\+json"/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
  const again = await fetch(`${server.url}/`);
  await again.text();
  expect(again.headers.get("Content-Security-Policy")).not.toContain(nonce);

  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
  const upload = await postStreamedMultipart(`${server.url}/api/drivers`, {
    headers: { Authorization: `Bearer ${token}` },
    fields: { name: "Header driver", version: "1" },
    file: { field: "file", name: "h.zip", size: 1024, head: ZIP_HEAD },
  });
  expect(upload.status).toBe(201);
  const stored = JSON.parse(upload.body).file as string;
  for (const path of [
    "/_root.data",
    "/products/category/labels.data",
    "/api/products?limit=1",
    "/api/nothing-here",
    "/healthz",
    "/sitemap.xml",
    "/robots.txt",
    asset,
    `/uploads/${stored}`,
    "/uploads/missing.png",
    "/no-such-page",
  ]) {
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    expectSafetyHeaders(res, path);
  }
  // A refused request carries them too.
  const refused = await fetch(`${server.url}/contact`, {
    ...form({ name: "x" }),
    headers: { ...form({}).headers, ...EVIL },
  });
  expect(refused.status).toBe(403);
  expectSafetyHeaders(refused, "403");
});

test("a cross-site POST to a page action is refused (400/403), a same-origin one works", async () => {
  const contact = {
    name: "Cross Site",
    email: "cross@example.com",
    subject: "Hello",
    message: "A message long enough to be valid.",
  };
  for (const headers of [
    EVIL,
    { Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site", Origin: "https://sub.127.0.0.1.example" },
    { Origin: "null" },
  ] as Record<string, string>[]) {
    for (const [path, fields] of [
      ["/contact", contact],
      ["/contact.data", contact],
      ["/admin/login", { intent: "login", username: ADMIN.username, password: ADMIN.password }],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        ...form(fields),
        headers: { ...form({}).headers, ...headers },
        redirect: "manual",
      });
      await res.text();
      expect([400, 403], `${path} ${JSON.stringify(headers)}`).toContain(res.status);
      expect(res.headers.get("Set-Cookie"), path).toBeNull();
    }
  }
  // Same origin: the login works (303 with the session cookie).
  expect(await isSignedIn(await signIn())).toBe(true);
});

test("cross-site writes with the session cookie to resource routes are refused (403) and do nothing", async () => {
  const cookie = await signIn();
  const attempts: [string, RequestInit][] = [
    ["/admin/logout", { method: "POST" }],
    [
      "/admin/blogs/preview",
      { ...form({ content: "<p>x</p>" }), headers: { ...form({}).headers } },
    ],
    [
      "/api/brands",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "csrf-brand", display_name: "CSRF Brand" }),
      },
    ],
    ["/api/products/1", { method: "DELETE" }],
    ["/admin/products", { ...form({ ids: "1" }), headers: { ...form({}).headers } }],
  ];
  for (const [path, init] of attempts) {
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Cookie: cookie, ...EVIL },
      redirect: "manual",
    });
    expect(res.status, path).toBe(403);
    if (path.startsWith("/api/")) expect((await res.json()).error).toMatch(/Cross-site/);
  }
  // Nothing happened: still signed in, no brand, product 1 still there.
  expect(await isSignedIn(cookie)).toBe(true);
  const brands = (await (await fetch(`${server.url}/api/brands`)).json()) as { name: string }[];
  expect(brands.some((b) => b.name === "csrf-brand")).toBe(false);
  expect((await fetch(`${server.url}/api/products/1`)).status).toBe(200);
  // A bulk import with the cookie from another site too.
  const imported = await postStreamedMultipart(`${server.url}/api/products/bulk-import`, {
    headers: { Cookie: cookie, ...EVIL },
    fields: { type: "products" },
    file: { field: "file", name: "x.csv", size: 10, head: Buffer.from("name,slug\n") },
  });
  expect(imported.status).toBe(403);
});

test("logout ends the session on the server: a copy of the cookie is dead", async () => {
  const cookie = await signIn();
  const copy = cookie;
  const out = await fetch(`${server.url}/admin/logout`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    redirect: "manual",
  });
  expect(out.status).toBe(303);
  expect(await isSignedIn(copy)).toBe(false);
  // And a GET to /admin/logout changes nothing.
  const other = await signIn();
  const get = await fetch(`${server.url}/admin/logout`, {
    headers: { Cookie: other },
    redirect: "manual",
  });
  await get.text();
  expect(await isSignedIn(other)).toBe(true);
});

test("bodies past their limit are refused before or while they arrive, with memory flat", async () => {
  test.setTimeout(180_000);
  // JSON and urlencoded: 2 MB, from the declared length.
  const big = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "x".repeat(3 * MB), password: "y" }),
  });
  expect(big.status).toBe(413);
  expect((await big.json()).error).toMatch(/too large/);
  const bigForm = await fetch(`${server.url}/contact`, {
    ...form({ name: "x".repeat(3 * MB) }),
    headers: { ...form({}).headers, Origin: server.url },
  });
  expect(bigForm.status).toBe(413);
  // A JSON body of unknown length must declare one.
  const chunked = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"username":"a","password":"b"}'));
        c.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(411);

  const rssBefore = server.rssMb();
  let rssMax = rssBefore;
  const sample = setInterval(() => (rssMax = Math.max(rssMax, server.rssMb())), 25);
  try {
    // An 11 MB CSV: 413 once 10 MB have arrived.
    const csv = await postStreamedMultipart(`${server.url}/api/products/bulk-import`, {
      headers: { Authorization: `Bearer ${token}` },
      fields: { type: "products" },
      file: {
        field: "file",
        name: "big.csv",
        size: 11 * MB,
        head: Buffer.from("name,slug,category,short_description,description\n"),
      },
    });
    expect(csv.status).toBe(413);
    expect(JSON.parse(csv.body).error).toMatch(/10 MB|too large/i);
    // A driver declared larger than any upload: refused before reading.
    const declared = await postStreamedMultipart(`${server.url}/api/drivers`, {
      headers: { Authorization: `Bearer ${token}` },
      fields: { name: "Too big", version: "1" },
      file: { field: "file", name: "huge.zip", size: 230 * MB, head: ZIP_HEAD },
    });
    expect([0, 413]).toContain(declared.status);
    // A driver just over its 200 MB cap, within the body limit: refused while it arrives.
    const over = await postStreamedMultipart(`${server.url}/api/drivers`, {
      headers: { Authorization: `Bearer ${token}` },
      fields: { name: "Over cap", version: "1" },
      file: { field: "file", name: "over.zip", size: 201 * MB, head: ZIP_HEAD },
    });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).error).toBe("Driver file is too large (maximum 200 MB)");
  } finally {
    clearInterval(sample);
  }
  const growth = rssMax - rssBefore;
  test.info().annotations.push({
    type: "memory",
    description: `RSS ${rssBefore.toFixed(0)} MB before, at most ${rssMax.toFixed(0)} MB during 11 MB + 230 MB + 201 MB refused uploads`,
  });
  expect(growth).toBeLessThan(80);
  // Nothing half-written stays behind.
  await new Promise((r) => setTimeout(r, 300));
  expect(fs.readdirSync(server.uploadsDir).filter((n) => n.startsWith(".incoming-"))).toEqual([]);
});

test("a 100 MB driver upload streams to disk: stored whole, memory flat", async () => {
  test.setTimeout(180_000);
  const rssBefore = server.rssMb();
  let rssMax = rssBefore;
  const sample = setInterval(() => (rssMax = Math.max(rssMax, server.rssMb())), 25);
  const started = Date.now();
  const res = await postStreamedMultipart(`${server.url}/api/drivers`, {
    headers: { Authorization: `Bearer ${token}` },
    fields: { name: "Big driver", version: "2.0", description: "100 MB" },
    file: { field: "file", name: "big-driver.zip", size: 100 * MB, head: ZIP_HEAD },
  });
  clearInterval(sample);
  expect(res.status, res.body).toBe(201);
  const driver = JSON.parse(res.body) as { id: number; file: string; file_size: number };
  expect(driver.file_size).toBe(100 * MB);
  expect(fs.statSync(`${server.uploadsDir}/${driver.file}`).size).toBe(100 * MB);
  const note = `100 MB driver in ${((Date.now() - started) / 1000).toFixed(1)} s: RSS ${rssBefore.toFixed(0)} MB before, peak ${rssMax.toFixed(0)} MB during (+${(rssMax - rssBefore).toFixed(0)} MB)`;
  test.info().annotations.push({ type: "memory", description: note });
  console.log(`[security] ${note}`);
  expect(rssMax - rssBefore).toBeLessThan(80);
  // Offered back as a download, streamed.
  const download = await fetch(`${server.url}/drivers/${driver.id}/download`);
  expect(download.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="big-driver\.zip"/,
  );
  expect(download.headers.get("Content-Type")).toBe("application/octet-stream");
  await download.body?.cancel();
});

test("stored uploads are served with a type the server chose: drivers as attachments", async () => {
  const auth = { Authorization: `Bearer ${token}` };
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
  const png = fs.readFileSync("tests/fixtures/admin-product.png");
  const pdf = fs.readFileSync("tests/fixtures/admin-datasheet.pdf");
  const product = new FormData();
  for (const [k, v] of Object.entries({
    name: "Served Files",
    slug: "served-files",
    category: "labels",
    short_description: "s",
    description: "A long enough description.",
  }))
    product.append(k, v);
  product.append("image", new File([png], "photo.png"));
  product.append("pdf", new File([pdf], "sheet.pdf"));
  const created = await fetch(`${server.url}/api/products`, {
    method: "POST",
    headers: auth,
    body: product,
  });
  expect(created.status).toBe(201);
  const row = (await created.json()) as { image: string; pdf: string };
  const brand = new FormData();
  brand.append("name", "svg-brand");
  brand.append("display_name", "SVG Brand");
  brand.append("logo", new File([svg], "logo.svg"));
  const brandRes = await fetch(`${server.url}/api/brands`, {
    method: "POST",
    headers: auth,
    body: brand,
  });
  expect(brandRes.status).toBe(201);
  const logo = ((await brandRes.json()) as { logo: string }).logo;
  const driver = await postStreamedMultipart(`${server.url}/api/drivers`, {
    headers: auth,
    fields: { name: "Served driver", version: "1" },
    file: { field: "file", name: "served.zip", size: 2048, head: ZIP_HEAD },
  });
  const driverFile = JSON.parse(driver.body).file as string;

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    return res;
  };
  const image = await get(`/uploads/${row.image}`);
  expect(image.headers.get("Content-Type")).toBe("image/png");
  expect(image.headers.get("Content-Disposition")).toBeNull();
  const logoRes = await get(`/uploads/${logo}`);
  expect(logoRes.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
  expect(logoRes.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
  expect(logoRes.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
  // PDFs open in the browser's viewer: a fixed type, no sniffing, a strict CSP, not frameable.
  const sheet = await get(`/uploads/${row.pdf}`);
  expect(sheet.headers.get("Content-Type")).toBe("application/pdf");
  expect(sheet.headers.get("Content-Disposition")).toMatch(/^inline/);
  expect(sheet.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
  expect(sheet.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
  // Drivers are never shown: a download, whatever their name says.
  const zip = await get(`/uploads/${driverFile}`);
  expect(zip.headers.get("Content-Type")).toBe("application/octet-stream");
  expect(zip.headers.get("Content-Disposition")).toMatch(/^attachment/);
  // Nothing but stored files: no dot files (uploads in progress), no way out of the folder.
  fs.writeFileSync(`${server.uploadsDir}/.incoming-probe`, "x");
  for (const path of [
    "/uploads/.incoming-probe",
    "/uploads/../site.db",
    "/uploads/%2e%2e/site.db",
    "/uploads/..%2fsite.db",
  ]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
  }
});

test("a spoofed X-Forwarded-For does not reset the sign-in count (only TRUST_PROXY=1 reads it)", async () => {
  test.setTimeout(240_000);
  const attempt = (url: string, i: number, forwarded: string) =>
    fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
      body: JSON.stringify({ username: `nobody-${i}`, password: "wrong" }),
    });
  const direct = await startServer({ seed: false });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await attempt(direct.url, i, `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const last = await attempt(direct.url, 99, "203.0.113.200");
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
  } finally {
    await direct.stop();
  }
  // Behind a proxy that sets the header, each client is counted on its own.
  const proxied = await startServer({ seed: false, env: { TRUST_PROXY: "1" } });
  try {
    for (let i = 0; i < 7; i++)
      expect((await attempt(proxied.url, i, `198.51.100.${i + 1}`)).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await attempt(proxied.url, 10 + i, "198.51.100.50")).status).toBe(401);
    expect((await attempt(proxied.url, 20, "198.51.100.50")).status).toBe(429);
  } finally {
    await proxied.stop();
  }
});
