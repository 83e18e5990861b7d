import crypto from "node:crypto";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../security/server-helper";

// The page cache against the production build over real HTTP: a page in demand is rendered by one
// request at a time (the others share that render or get the previous copy), and a kept page is
// the same bytes for everyone, its inline scripts allowed by their hashes instead of a nonce.
// Browser-free except the last test, so they run once (the "js" project).

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({ env: { PAGE_CACHE_DEBUG: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
});

/** GET on a kept-alive socket of `agent`: status, the cache's label and the body. */
function get(agent: http.Agent, path: string) {
  return new Promise<{ status: number; label: string | null; body: string }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            label: (res.headers["x-page-cache"] as string | undefined) ?? null,
            body,
          }),
        );
      })
      .on("error", reject);
  });
}

/**
 * `count` requests for `path` at the same moment, each on a connection of its own: the connections
 * are opened first, so the requests arrive together rather than one handshake apart.
 */
async function together(path: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  try {
    await Promise.all(Array.from({ length: count }, () => get(agent, "/healthz")));
    return await Promise.all(Array.from({ length: count }, () => get(agent, path)));
  } finally {
    agent.destroy();
  }
}

const labels = (answers: { label: string | null }[]) => answers.map((a) => a.label).sort();

test("a page asked for by many at once is rendered once; the others share it", async () => {
  const answers = await together("/desktop-printers?sort=name", 24);
  expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
  expect(
    labels(answers).filter((l) => l === "miss"),
    labels(answers).join(" "),
  ).toHaveLength(1);
  const shared = answers.filter((a) => a.label !== "miss").map((a) => a.body);
  expect(new Set(shared).size).toBe(1);
  expect(shared[0]).toContain("</html>");
});

test("after a save, one request renders the new page while the others get the previous copy", async () => {
  const path = "/desktop-printers?sort=price";
  await fetch(`${server.url}${path}`).then((r) => r.text());
  expect((await fetch(`${server.url}${path}`)).headers.get("x-page-cache")).toBe("hit");
  const token = await server.apiToken();
  const name = "Aardvark Single Flight Printer";
  const [product] = (await (
    await fetch(`${server.url}/api/products/category/desktop-printers?page=1&limit=1`)
  ).json()) as { id: number }[];
  const saved = await fetch(`${server.url}/api/products/${product.id}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name }),
  });
  expect(saved.status, await saved.text()).toBe(200);

  const answers = await together(path, 24);
  expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
  const misses = answers.filter((a) => a.label === "miss");
  expect(misses, labels(answers).join(" ")).toHaveLength(1);
  expect(misses[0].body).toContain(name);
  // Nobody got a half-made page; whoever came after the render got the new one.
  for (const a of answers) {
    expect(a.body).toContain("</html>");
    if (a.label === "hit") expect(a.body).toContain(name);
  }
  const after = await fetch(`${server.url}${path}`);
  expect(after.headers.get("x-page-cache")).toBe("hit");
  expect(await after.text()).toContain(name);
});

test("a kept page is the same bytes for everyone: its scripts allowed by hash, no nonce", async () => {
  await fetch(`${server.url}/about`).then((r) => r.text());
  const first = await fetch(`${server.url}/about`, { headers: { "Accept-Encoding": "br" } });
  const second = await fetch(`${server.url}/about`, { headers: { "Accept-Encoding": "br" } });
  expect(first.headers.get("x-page-cache")).toBe("hit");
  expect(first.headers.get("content-encoding")).toBe("br");
  const html = await first.text();
  expect(await second.text()).toBe(html);
  const csp = first.headers.get("content-security-policy")!;
  expect(second.headers.get("content-security-policy")).toBe(csp);
  // As strict as a nonce: only this site's files and exactly the page's own inline scripts run.
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].trim().split(/\s+/);
  expect(scriptSrc[0]).toBe("'self'");
  for (const source of scriptSrc.slice(1))
    expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).not.toContain("nonce-");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  expect(html).not.toMatch(/\snonce="/);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\/ld\+json"/.test(m[1]),
  );
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map(
    (m) => `'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`,
  );
  expect([...new Set(hashes)].sort()).toEqual(scriptSrc.slice(1).sort());
  // A revalidation costs nothing: the same bytes answer 304.
  const etag = first.headers.get("etag")!;
  expect(etag).toBeTruthy();
  const revalidated = await fetch(`${server.url}/about`, { headers: { "If-None-Match": etag } });
  expect(revalidated.status).toBe(304);
  // A visitor with any other cookie gets a page made for them, with its own nonce.
  const own = await fetch(`${server.url}/about`, { headers: { Cookie: "theme=dark" } });
  expect(own.headers.get("x-page-cache")).toBeNull();
  expect(own.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
});

test("a page from the cache runs its own scripts in a browser and nothing is blocked", async ({
  page,
}) => {
  await fetch(`${server.url}/desktop-printers`).then((r) => r.text());
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const res = await page.goto(`${server.url}/desktop-printers`);
  expect(res!.headers()["x-page-cache"]).toBe("hit");
  expect(res!.headers()["content-security-policy"]).toContain("'sha256-");
  // Hydrated: the inline scripts ran and React took over (the menu opens on hover, which only
  // the script does).
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  const menu = page.getByTestId("products-menu");
  const first = menu.getByRole("link", { name: "Desktop Printers" });
  await expect(first).toBeHidden();
  await menu.locator("summary").hover();
  await expect(first).toBeVisible();
  expect(violations).toEqual([]);
});
