// Holes in the server's shared machinery, attacked over HTTP on loopback: a session cookie with a
// made-up Authorization header posting to the admin, junk query parameters against the page cache,
// and the full product list asked for again and again.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "./site-server";

process.env.PAGE_CACHE_DEBUG = "1";

let site: SiteServer;
let cookie = "";
let token = "";

beforeAll(async () => {
  const { adminCookie, ensureAdminUser } = await import("../integration/admin-test-helpers");
  const { createApiToken } = await import("~/server/models/api-tokens.server");
  const { seedDemoCatalogue } = await import("~/server/seed/seed.server");
  const { db } = await import("~/server/db.server");
  const { upsertProductsBySlug } = await import("~/server/models/products.server");
  seedDemoCatalogue(db);
  // Enough products that compressing the full list costs tens of milliseconds.
  upsertProductsBySlug(
    Array.from({ length: 6000 }, (_, i) => ({
      name: `Attack list printer ${i}`,
      slug: `attack-list-${i}`,
      category: i % 2 ? "labels" : "desktop-printers",
      model: `AL${10_000 + i}`,
      short_description: `Direct thermal label printer number ${i} for shipping and retail.`,
      description: `A long description of printer ${i}: ${"fast, sharp and quiet thermal printing ".repeat(20)}`,
    })),
  );
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
  site = await startSiteServer();
}, 300_000);

afterAll(async () => {
  await site?.close();
});

async function newBrand(name: string): Promise<number> {
  const res = await fetch(`${site.url}/api/brands`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name, display_name: name }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Whether the brand is still there (asked with the token, so no cache answers). */
async function brandExists(id: number): Promise<boolean> {
  const res = await fetch(`${site.url}/api/brands`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { id: number }[]).some((b) => b.id === id);
}

describe("the same-origin proof on signed-in writes", () => {
  it("a session cookie with any Authorization header, and no Origin, cannot post an admin form", async () => {
    const id = await newBrand("csrf-target");
    for (const authorization of ["Basic YTpi", "Bearer forged-token", `Bearer ${token}`, "x"]) {
      const res = await fetch(`${site.url}/admin/brands/${id}/delete`, {
        method: "POST",
        headers: {
          Cookie: cookie,
          Authorization: authorization,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "confirm=1",
        redirect: "manual",
      });
      expect(res.status, authorization).toBe(403);
    }
    expect(await brandExists(id)).toBe(true);
  });

  it("on /api only a valid bearer token stands in for it; a forged one signs nobody in", async () => {
    const id = await newBrand("api-target");
    const forged = await fetch(`${site.url}/api/brands/${id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Authorization: "Bearer forged-token" },
    });
    expect(forged.status).toBe(401);
    expect(await brandExists(id)).toBe(true);
    const real = await fetch(`${site.url}/api/brands/${id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Authorization: `Bearer ${token}` },
    });
    expect(real.status).toBeLessThan(300);
    expect(await brandExists(id)).toBe(false);
  });
});

describe("the page cache's keys", () => {
  const label = async (path: string) => {
    const res = await fetch(`${site.url}${path}`);
    await res.arrayBuffer();
    expect(res.status, path).toBe(200);
    return res.headers.get("X-Page-Cache");
  };

  it("made-up parameters are never kept, so they cannot push real pages out", async () => {
    await label("/contact");
    expect(await label("/contact")).toBe("hit");
    await label("/contact?evict=1");
    expect(await label("/contact?evict=1")).not.toBe("hit");
    expect(await label("/contact")).toBe("hit");
  });

  it("link-tracking parameters are served the page's own copy", async () => {
    await label("/about");
    expect(await label("/about?utm_source=mail&utm_campaign=x&fbclid=1")).toBe("hit");
  });

  it("parameters a page reads are one copy in any order", async () => {
    await label("/search?q=zebra&instock=1");
    expect(await label("/search?instock=1&q=zebra")).toBe("hit");
  });

  it("addresses with a query, however many, leave the plain pages in place", async () => {
    await label("/careers");
    expect(await label("/careers")).toBe("hit");
    for (let i = 0; i < 130; i++) await label(`/search?q=word${i}`);
    expect(await label("/careers")).toBe("hit");
  }, 60_000);
});

describe("the full product list", () => {
  /** The server's CPU for one compressed answer (ms) and its bytes, read without decoding. */
  const ask = (encoding: string) =>
    new Promise<{ cpuMs: number; bytes: number; status: number; etag: string }>(
      (resolve, reject) => {
        const cpu = process.cpuUsage();
        const req = http.get(
          {
            host: "127.0.0.1",
            port: site.port,
            path: "/api/products",
            headers: { "Accept-Encoding": encoding },
          },
          (res) => {
            let bytes = 0;
            res.on("data", (d: Buffer) => (bytes += d.length));
            res.on("end", () => {
              const used = process.cpuUsage(cpu);
              resolve({
                cpuMs: (used.user + used.system) / 1000,
                bytes,
                status: res.statusCode ?? 0,
                etag: String(res.headers.etag),
              });
            });
          },
        );
        req.on("error", reject);
      },
    );

  it("is compressed once per encoding: a request for it costs the server a few milliseconds", async () => {
    for (const encoding of ["br", "gzip"]) {
      const first = await ask(encoding);
      expect(first.status).toBe(200);
      const later = [];
      for (let i = 0; i < 5; i++) later.push(await ask(encoding));
      for (const answer of later) expect(answer.bytes).toBe(first.bytes);
      const mean = later.reduce((sum, a) => sum + a.cpuMs, 0) / later.length;
      // Compressed per request, this list cost 25-40 ms of CPU each time (about 3 ms now).
      expect(mean, encoding).toBeLessThan(10);
    }
  });
});
