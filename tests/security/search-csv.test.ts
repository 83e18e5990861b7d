// Search input is text, never query syntax (FTS5 operators, quotes, NUL: 200, never 500); a CSV
// formula cell is stored as the text it is and leaves in a CSV escaped, never as a live formula.
import { beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import * as bulkImport from "~/routes/api/products-bulk-import";
import { db } from "~/server/db.server";
import { planImport, prepareImport, rejectedRowsCsv } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { getProductBySlug } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { adminCookie, args, BASE, ensureAdminUser } from "../integration/admin-test-helpers";
import { loadRouteModule } from "./route-table";

let cookie: string;
let token: string;

beforeAll(async () => {
  seedDemoCatalogue(db);
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
});

const HOSTILE_QUERIES = [
  '"',
  '""',
  '"unclosed',
  "'",
  "''; DROP TABLE products; --",
  "*",
  "**",
  "zebra*",
  "^zebra",
  "NEAR(zebra printer, 2)",
  "NEAR(",
  "zebra OR",
  "OR",
  "AND",
  "NOT",
  "zebra AND NOT printer",
  "-zebra",
  "+zebra",
  "name:zebra",
  "products_fts:zebra",
  "{name description}: zebra",
  "(",
  ")",
  "((zebra)",
  "zebra)",
  "a:b:c",
  "%",
  "_",
  "\\",
  '\\\\"',
  "\u0000",
  "zebra\u0000printer",
  "\u202Erotinirp",
  "😀 printer",
  "G-500",
  "TSC TE-244 ~!@#$%^&*()_+=[]{}|;:,.<>/?`",
  "x".repeat(2000),
  " ".repeat(50),
  "a OR ".repeat(200),
];

/** The status a loader gives (a plain object or data(...) is 200 unless it says otherwise). */
async function status(fn: () => unknown): Promise<number> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
    if (
      !(thrown instanceof Response) &&
      (thrown as { type?: string })?.type !== "DataWithResponseInit"
    )
      throw thrown;
  }
  if (result instanceof Response) {
    await result.text();
    return result.status;
  }
  return (result as { init?: { status?: number } | null })?.init?.status ?? 200;
}

describe("search input is never query syntax", () => {
  const targets: [string, string, (q: string) => string, Record<string, string>?][] = [
    ["routes/site/search.tsx", "search", (q) => `/search?q=${encodeURIComponent(q)}`],
    [
      "routes/site/search.tsx",
      "search, sorted and filtered",
      (q) => `/search?q=${encodeURIComponent(q)}&sort=price-desc&category=${encodeURIComponent(q)}`,
    ],
    [
      "routes/api/products-search.ts",
      "/api/products/search/:query",
      (q) => `/api/products/search/${encodeURIComponent(q)}`,
    ],
    [
      "routes/api/search-suggestions.ts",
      "suggestions",
      (q) => `/api/search-suggestions?q=${encodeURIComponent(q)}`,
    ],
    ["routes/site/blogs.tsx", "blog search", (q) => `/blogs?q=${encodeURIComponent(q)}`],
    [
      "routes/api/products.ts",
      "/api/products?search=",
      (q) => `/api/products?search=${encodeURIComponent(q)}`,
    ],
    [
      "routes/api/blogs.ts",
      "/api/blogs?search=",
      (q) => `/api/blogs?search=${encodeURIComponent(q)}`,
    ],
    [
      "routes/admin/products.tsx",
      "admin product search",
      (q) => `/admin/products?q=${encodeURIComponent(q)}`,
    ],
  ];

  for (const [file, label, url] of targets) {
    it(`${label}: 200 for every operator and quote string`, async () => {
      const mod = await loadRouteModule(file);
      for (const q of HOSTILE_QUERIES) {
        const path = url(q);
        const u = new URL(`${BASE}${path}`);
        const query = decodeURIComponent(path.split("/api/products/search/")[1] ?? "");
        const code = await status(() =>
          mod.loader!(
            args(
              new Request(u, { headers: { Cookie: cookie } }),
              file.includes("products-search") ? { query } : {},
            ),
          ),
        );
        // A query that is too long for a filter may be a 400; never a server error.
        expect([200, 400], `${label} ${JSON.stringify(q).slice(0, 60)}`).toContain(code);
        if (q.length < 500 && !label.includes("filtered"))
          expect(code, `${label} ${JSON.stringify(q)}`).toBe(200);
      }
    });
  }

  it("a real search still finds products", async () => {
    const mod = await loadRouteModule("routes/api/products-search.ts");
    const res = (await mod.loader!(
      args(new Request(`${BASE}/api/products/search/zebra`), { query: "zebra" }),
    )) as Response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown;
    const list = Array.isArray(body) ? body : ((body as { products?: unknown[] }).products ?? []);
    expect(list.length).toBeGreaterThan(0);
  });
});

describe("CSV formula cells", () => {
  const FORMULAS = [
    '=HYPERLINK("https://evil.example","Click")',
    "=cmd|' /C calc'!A0",
    "+1+1",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
  ];

  function csvFile(rows: string[][]): File {
    const quote = (c: string) => `"${c.replace(/"/g, '""')}"`;
    const text = rows.map((r) => r.map(quote).join(",")).join("\r\n") + "\r\n";
    return new File([text], "formulas.csv", { type: "text/csv" });
  }

  it("are stored as the text they are (a product import through /api)", async () => {
    const header = ["name", "slug", "category", "short_description", "description"];
    const rows = FORMULAS.map((f, i) => [
      f,
      `formula-${i}`,
      "labels",
      f,
      `${f} is a long enough description`,
    ]);
    const body = new FormData();
    body.append("type", "products");
    body.append("file", csvFile([header, ...rows]));
    const res = (await bulkImport.action(
      args(
        new Request(`${BASE}/api/products/bulk-import`, {
          method: "POST",
          body,
          headers: { Authorization: `Bearer ${token}` },
        }),
      ),
    )) as Response;
    expect(res.status).toBe(200);
    const result = (await res.json()) as { successCount: number; errors: string[] };
    expect(result.errors).toEqual([]);
    expect(result.successCount).toBe(FORMULAS.length);
    FORMULAS.forEach((f, i) => {
      const p = getProductBySlug(`formula-${i}`)!;
      // Stored exactly, not evaluated, not stripped (a tab may be trimmed like any outer space).
      expect(p.name).toBe(f.trim());
      expect(p.short_description).toBe(f.trim());
    });
  });

  it("leave in the rejected-rows CSV escaped with a leading quote", async () => {
    const header = ["name", "slug", "category", "short_description", "description"];
    // Rejected: no category and no description.
    const rows = FORMULAS.map((f, i) => [f, `bad-${i}`, "", f, ""]);
    const file = csvFile([header, ...rows]);
    const plan = planImport(prepareImport(new Uint8Array(await file.arrayBuffer()), "products"));
    expect(plan.rejected.length).toBe(FORMULAS.length);
    const text = rejectedRowsCsv(plan);
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const cells = parsed.slice(1).flat();
    for (const f of FORMULAS) expect(cells, f).toContain(`'${f}`);
    for (const cell of cells)
      expect(/^[=+\-@\t\r]/.test(cell), `a live formula cell: ${cell}`).toBe(false);
  });
});
