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
import { applyImport, planImport, prepareImport, previewOf } from "~/server/import/import.server";
import { createProduct } from "~/server/models/products.server";
import { getProductWithFits } from "~/server/models/fits.server";
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
      // Every column the import takes: the template's, then the fit facts and pairs.
      const d = IMPORT_DEFINITIONS[type];
      expect(rows[0]).toEqual(
        [...d.columns, ...("extraColumns" in d ? d.extraColumns : [])].map((c) => c.key),
      );
      if (type === "products")
        expect(rows[0]).toEqual(
          expect.arrayContaining(["width_mm", "ribbon_type", "fits_printers", "fits_supplies"]),
        );
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

describe("what an import will really change", () => {
  const preview = (text: string) => previewOf(planImport(prepareImport(bytes(text), "products")));

  it("the whole catalogue exported and imported back: every row unchanged, fits included", async () => {
    // The seed's values its own rules would round: brought to what any save stores first, here
    // rather than by whichever test happened to import before this one.
    applyImport(prepareImport(bytes(await (await exported("products")).text()), "products"));
    const text = await (await exported("products")).text();
    const [header, ...rows] = rowsOf(text);
    // A ribbon of the demo fits printers: its pairs are in the file as slugs.
    const withFits = rows.find((r) => r[header.indexOf("fits_printers")] !== "");
    expect(withFits).toBeDefined();
    const p = getProductWithFits(getProductBySlug(withFits![header.indexOf("slug")])!.id)!;
    expect(withFits![header.indexOf("fits_printers")]).toBe(p.fits_printers.join("|"));

    const seen = preview(text);
    expect(seen).toMatchObject({
      createCount: 0,
      changeCount: 0,
      unchangedCount: rows.length,
      rejectCount: 0,
    });
    expect(seen.rows.every((r) => r.outcome === "unchanged")).toBe(true);
  });

  it("counts created, changed, unchanged and rejected rows, each changed field stored → new", async () => {
    // The seed's values its own rules would round: brought to what any save stores first.
    applyImport(prepareImport(bytes(await (await exported("products")).text()), "products"));
    const [header, ...rows] = rowsOf(await (await exported("products")).text());
    const col = (name: string) => header.indexOf(name);
    const priced = rows.filter((r) => r[col("price")] !== "");
    const [a, b] = priced;
    const oldPrice = Number(a[col("price")]);
    a[col("price")] = String(oldPrice + 500);
    b[col("in_stock")] = b[col("in_stock")] === "yes" ? "no" : "yes";
    const fresh = [...a];
    fresh[col("slug")] = "preview-new-product";
    fresh[col("name")] = "Preview new product";
    const bad = [...a];
    bad[col("slug")] = "preview-bad-product";
    bad[col("price")] = "12,50";
    const seen = preview(Papa.unparse([header, ...rows, fresh, bad], { newline: "\r\n" }));
    expect(seen).toMatchObject({
      createCount: 1,
      updateCount: rows.length,
      changeCount: 2,
      unchangedCount: rows.length - 2,
      rejectCount: 1,
    });
    const changedA = seen.rows.find((r) => r.outcome === "changed" && r.label === a[col("name")]);
    expect(changedA!.changes).toEqual([
      {
        field: PRODUCT_FIELDS.price.label,
        from: expect.stringMatching(new RegExp(`^₹${oldPrice.toLocaleString("en-IN")}`)),
        to: expect.stringMatching(new RegExp(`^₹${(oldPrice + 500).toLocaleString("en-IN")}`)),
      },
    ]);
    expect(seen.rows.find((r) => r.outcome === "created")!.label).toBe("Preview new product");
    // Applied, the result says the same: 2 changed, not every matching row.
    const { result } = applyImport(
      prepareImport(bytes(Papa.unparse([header, ...rows, fresh], { newline: "\r\n" })), "products"),
    );
    expect(result).toMatchObject({ created: 1, updated: rows.length, changed: 2 });
    expect(batchEntries(result.batchId!)).toHaveLength(3);
  });
});

describe("spreadsheet damage", () => {
  beforeAll(() => {
    createProduct({
      name: "Zero model label",
      slug: "zero-model-label",
      category: "labels",
      short_description: "A label",
      description: "A label with a code of leading zeros",
      model: "000123",
      hsn_code: "04021010",
    });
  });

  it("the export writes codes with leading zeros or many digits so a spreadsheet keeps them as text; they import back unchanged", async () => {
    const p = getProductBySlug("zero-model-label")!;
    const text = await (await exported("products", `?ids=${p.id}`)).text();
    expect(text).toContain('"=""000123"""');
    expect(text).toContain('"=""04021010"""');
    const seen = previewOf(planImport(prepareImport(bytes(text), "products")));
    expect(seen).toMatchObject({ changeCount: 0, unchangedCount: 1, rejectCount: 0 });
  });

  it("lost leading zeros, scientific notation in a text column and a 7-digit HSN are refused with row and column", async () => {
    const p = getProductBySlug("zero-model-label")!;
    const [header, row] = rowsOf(await (await exported("products", `?ids=${p.id}`)).text());
    const col = (name: string) => header.indexOf(name);
    // What LibreOffice gives back after opening and saving the file with default settings.
    const lost = [...row];
    lost[col("model")] = "123";
    lost[col("hsn_code")] = "4021010";
    const sci = [...row];
    sci[col("slug")] = "sci-model-label";
    sci[col("model")] = "8.90123456789012E+019";
    sci[col("hsn_code")] = "8443325";
    const seen = previewOf(
      planImport(prepareImport(bytes(Papa.unparse([header, lost, sci])), "products")),
    );
    expect(seen.rejectCount).toBe(2);
    expect(seen.createCount + (seen.changeCount ?? 0)).toBe(0);
    const issue = (line: number, column: string) =>
      seen.issues.find((i) => i.line === line && i.column === column)?.message;
    expect(issue(2, "model")).toMatch(/"123" lost its leading zeros: it is "000123" now/);
    expect(issue(2, "hsn_code")).toMatch(/lost its leading zeros: it is "04021010" now/);
    expect(issue(3, "model")).toMatch(/scientific notation/);
    expect(issue(3, "hsn_code")).toMatch(/4, 6 or 8 digits: "8443325" has 7/);
    expect(getProductBySlug("zero-model-label")).toMatchObject({
      model: "000123",
      hsn_code: "04021010",
    });
  });
});
