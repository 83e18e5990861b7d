// CSV export in the import's own format: the demo catalogue exported, two cells edited as a person
// would in a spreadsheet, imported again: exactly those two fields change, and History says so.
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as exportLoader } from "~/routes/admin/export";
import { db } from "~/server/db.server";
import type { HistoryEntry } from "~/server/db/schema";
import { describeChanges } from "~/server/admin/history.server";
import { PRODUCT_FIELDS } from "~/server/entities/product.server";
import { IMPORT_DEFINITIONS } from "~/server/import/columns.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { getBrandById } from "~/server/models/brands.server";
import { getProductBySlug, listAllProducts } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { adminCookie, args, BASE, ensureAdminUser, settle } from "./admin-test-helpers";

let cookie: string;

beforeAll(async () => {
  seedDemoCatalogue(db);
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
});

async function exported(type: string, query = ""): Promise<Response> {
  const request = new Request(`${BASE}/admin/export/${type}${query}`, {
    headers: { Cookie: cookie },
  });
  return (await settle(() => exportLoader(args(request, { type })))) as Response;
}

const rowsOf = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
const bytes = (text: string) => new TextEncoder().encode(text);
const batchEntries = (batchId: number) =>
  db.sqlite
    .prepare("SELECT * FROM history WHERE batch_id = ? ORDER BY id")
    .all(batchId) as HistoryEntry[];
const json = (s: string | null) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);

describe("CSV export", () => {
  it("has exactly the import's columns, as a download that is never cached", async () => {
    for (const type of ["products", "categories", "brands"] as const) {
      const res = await exported(type);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("Content-Disposition")).toMatch(
        new RegExp(`^attachment; filename="${type}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const rows = rowsOf(await res.text());
      expect(rows[0]).toEqual(IMPORT_DEFINITIONS[type].columns.map((c) => c.key));
    }
    expect((await exported("users")).status).toBe(404);
  });

  it("writes booleans, prices and the brand the way the import reads them; ?ids= exports a selection", async () => {
    const [first, second] = listAllProducts().filter((p) => p.brand_id !== null && p.price);
    const res = await exported("products", `?ids=${first.id},${second.id}`);
    const [header, ...rows] = rowsOf(await res.text());
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(row.slug).toBe(first.slug);
    expect(row.in_stock).toBe(first.in_stock ? "yes" : "no");
    expect(row.featured).toBe(first.featured ? "yes" : "no");
    expect(row.price).toBe(String(first.price));
    expect(row.brand).toBe(getBrandById(first.brand_id!)!.name);
  });

  it("round trip: export, edit two cells, import: exactly those two changes, in History", async () => {
    // The demo seed writes a few values its own rules would round (a core of 3 inches is
    // 76.19999 mm): one unchanged round brings them to what any save stores.
    applyImport(prepareImport(bytes(await (await exported("products")).text()), "products"));
    const text = await (await exported("products")).text();
    const [header, ...rows] = rowsOf(text);
    const col = (name: string) => header.indexOf(name);
    const target = rows.find((r) => r[col("price")] !== "")!;
    const other = rows.find((r) => r !== target)!;
    const newPrice = String(Number(target[col("price")]) + 1000);
    target[col("price")] = newPrice;
    other[col("short_description")] = "Edited in a spreadsheet";
    // Saved again by the spreadsheet: its own quoting, the cells as they were shown.
    const edited = Papa.unparse([header, ...rows], { newline: "\r\n" });

    const { result } = applyImport(
      prepareImport(bytes(edited), "products"),
      {},
      { username: "admin" },
    );
    expect(result.errorCount).toBe(0);
    expect(result.created).toBe(0);
    const entries = batchEntries(result.batchId!);
    expect(entries).toHaveLength(2);
    const changes = entries.map((e) => [
      e.label,
      describeChanges(json(e.before), json(e.after), "products"),
    ]);
    const targetProduct = getProductBySlug(target[col("slug")])!;
    const otherProduct = getProductBySlug(other[col("slug")])!;
    expect(targetProduct.price).toBe(Number(newPrice));
    expect(otherProduct.short_description).toBe("Edited in a spreadsheet");
    expect(changes).toEqual(
      expect.arrayContaining([
        [
          targetProduct.name,
          [
            {
              field: PRODUCT_FIELDS.price.label,
              from: expect.stringMatching(/^₹/),
              to: expect.stringMatching(/^₹/),
            },
          ],
        ],
        [
          otherProduct.name,
          [
            {
              field: PRODUCT_FIELDS.short_description.label,
              from: expect.any(String),
              to: "Edited in a spreadsheet",
            },
          ],
        ],
      ]),
    );
  });

  it("categories and brands exported and imported unchanged change nothing", async () => {
    for (const type of ["categories", "brands"] as const) {
      const text = await (await exported(type)).text();
      const { result } = applyImport(prepareImport(bytes(text), type));
      expect(result.errorCount).toBe(0);
      expect(batchEntries(result.batchId!)).toEqual([]);
    }
  });
});
