// Search is synchronous work on the server's one thread, so a few clients sending costly searches
// back to back could take a whole core. Each client address has a budget of search time (the /search
// page, the header's suggestions and /api/products/search together): a person typing never meets it;
// a script does, and is answered 429 with Retry-After and a message, while other addresses search
// on. An IPv6 /64 is one address, and the table of addresses stays bounded.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as apiSearchLoader } from "~/routes/api/products-search";
import { loader as suggestionsLoader } from "~/routes/api/search-suggestions";
import { loader as pageLoader } from "~/routes/site/search";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { MIN_COST_MS, searchBudget } from "~/server/search/search-budget.server";
import { env } from "~/server/env.server";
import { args, BASE, settle, unwrap } from "../integration/admin-test-helpers";

beforeAll(() => {
  createCategory({ name: "printers", display_name: "Printers" });
  for (const [i, model] of ["ZT411", "ZT421", "ZD421", "ZD230", "GK420"].entries())
    createProduct({
      name: `Zebra ${model} label printer`,
      slug: `zebra-${model.toLowerCase()}`,
      model,
      category: "printers",
      short_description: "Printer",
      description: `Industrial printer number ${i}.`,
    });
});

afterEach(() => {
  vi.useRealTimers();
});

const suggest = (q: string, address: string) =>
  suggestionsLoader(
    args(new Request(`${BASE}/api/search-suggestions?${new URLSearchParams({ q })}`), {}, address),
  ) as Response;
const apiSearch = (q: string, address: string) =>
  apiSearchLoader(
    args(
      new Request(`${BASE}/api/products/search/${encodeURIComponent(q)}`),
      { query: q },
      address,
    ),
  ) as Response;
const page = (q: string, address: string) =>
  settle(() =>
    pageLoader(args(new Request(`${BASE}/search?${new URLSearchParams({ q })}`), {}, address)),
  );

/** Costly text: many distinct words, each looked up for typos and completions. */
const costly = (i: number) =>
  Array.from({ length: 8 }, (_, w) => `zqx${(i * 8 + w).toString(36)}printer`).join(" ");

describe("the search budget per client address", () => {
  it("a person typing a query letter by letter, then paging through results, is never refused", async () => {
    const address = "198.51.100.20";
    const typed = "zebra zt411 industrial label printer ribbon";
    for (let i = 1; i <= typed.length; i++) {
      const res = suggest(typed.slice(0, i), address);
      expect(res.status, typed.slice(0, i)).toBe(200);
    }
    for (const q of ["zebra", "zt411", "zd421 printer", "gk420"]) {
      expect(unwrap(await page(q, address)).status).toBe(200);
      expect(apiSearch(q, address).status).toBe(200);
    }
  });

  it("a client sending searches back to back is refused with 429, Retry-After and a message; others search on", async () => {
    const attacker = "203.0.113.66";
    // The clock stands still (the budget comes back with time, a little between two requests);
    // what a search costs is still measured.
    vi.useFakeTimers({ toFake: ["Date"] });
    // Each search costs at least MIN_COST_MS, so the budget runs out within a bounded count.
    const bound = Math.ceil(env.SEARCH_BUDGET_MS / MIN_COST_MS) + 10;
    let refused: Response | null = null;
    let sent = 0;
    for (; sent < bound && !refused; sent++) {
      const doors = [suggest, apiSearch];
      const res = doors[sent % 2](costly(sent), attacker);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused, `refused within ${bound} searches`).not.toBeNull();
    const retryAfter = Number(refused!.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get("Cache-Control")).toBe("no-store");
    const body = (await refused!.json()) as { error: string; retry_after: number };
    expect(body.error).toMatch(/searching faster than we can answer.*wait \d+ seconds?/);
    expect(body.retry_after).toBe(retryAfter);

    // Every door is shut for that address: the page answers 429 with the same message.
    const shut = (await page("zebra", attacker)) as {
      data: string;
      init: { status: number; headers: Record<string, string> };
    };
    expect(shut.init.status).toBe(429);
    expect(shut.data).toMatch(/searching faster than we can answer/);
    expect(Number(new Headers(shut.init.headers).get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(suggest("zebra", attacker).status).toBe(429);

    // Another client is not affected.
    expect(suggest("zebra", "198.51.100.21").status).toBe(200);
    expect(unwrap(await page("zebra", "198.51.100.21")).status).toBe(200);

    // Waiting what Retry-After said ends the refusal.
    vi.setSystemTime(Date.now() + retryAfter * 1000 + 50);
    expect(suggest("zebra", attacker).status).toBe(200);
  });

  it("an IPv6 /64 is one client: its neighbours share the refusal", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const prefix = "2001:db8:aa:bb";
    let n = 0;
    while (n < 2000 && apiSearch(costly(n), `${prefix}::${(n % 500).toString(16)}`).status === 200)
      n++;
    expect(n).toBeLessThan(2000);
    expect(apiSearch("zebra", `${prefix}:ffff:1:2:3`).status).toBe(429);
    expect(apiSearch("zebra", `::ffff:192.0.2.9`).status).toBe(200);
    expect(apiSearch("zebra", "2001:db8:aa:bc::1").status).toBe(200);
  });

  it("the table of addresses stays bounded however many addresses search", () => {
    const cap = searchBudget.rule.maxAddresses;
    for (let i = 0; i < cap + 2000; i++)
      searchBudget.spend(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1);
    expect(searchBudget.size).toBeLessThanOrEqual(cap);
  });
});
