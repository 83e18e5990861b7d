// The product's tax and delivery fields (HSN code, GST rate, price on request, warranty, lead time),
// added once to the product's description: the admin form draws and checks them, /api takes and
// answers them, and the CSV import's columns, template, guide and writes pick them up.
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction, loader as formLoader } from "~/routes/admin/product-form";
import * as productById from "~/routes/api/product-by-id";
import * as products from "~/routes/api/products";
import { importGuidance } from "~/server/import/columns.server";
import { applyImport, planImport, prepareImport, templateCsv } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { getProductById, getProductBySlug } from "~/server/models/products.server";
import {
  adminCookie,
  adminMultipart,
  args,
  ensureAdminUser,
  multipart,
  pngFile,
  settle,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
let token: string;

const NEW_FIELDS = ["hsn_code", "gst_rate", "price_on_request", "warranty", "lead_time_days"];

const base = {
  category: "desktop-printers",
  short_description: "A 203 dpi desktop printer",
  description: "Dependable thermal printing.",
};

const page = (url: string, fields: Record<string, string | File>) =>
  adminMultipart(url, fields, cookie);

async function api(handler: unknown, request: Request, params: Record<string, string> = {}) {
  request.headers.set("Authorization", `Bearer ${token}`);
  const res = (await settle(() =>
    (handler as (a: unknown) => unknown)(args(request, params)),
  )) as Response;
  return { status: res.status, body: await res.json() };
}

const json = (url: string, method: string, body: object) =>
  new Request(`http://localhost${url}`, {
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

const csv = (rows: string[][]) => new TextEncoder().encode(Papa.unparse(rows));

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
});

describe("the admin form", () => {
  it("draws the five inputs, with the GST slabs to choose from", async () => {
    const data = await formLoader(args(page("/admin/products/new", {})));
    const tax = data.fields.filter((f) => f.section === "Price and tax");
    expect(tax.map((d) => d.name)).toEqual(["price", "in_stock", ...NEW_FIELDS]);
    const gst = tax.find((d) => d.name === "gst_rate")!;
    expect(gst.kind).toBe("select");
    expect(gst.options!.map((o) => o.value)).toEqual(["0", "5", "12", "18", "28"]);
    expect(tax.find((d) => d.name === "price_on_request")!.kind).toBe("checkbox");
  });

  it("refuses bad values with a message beside each field, keeping what was typed (400)", async () => {
    const typed = {
      ...base,
      name: "Refused Form Printer",
      slug: "refused-form-printer",
      hsn_code: "84AB",
      gst_rate: "7",
      lead_time_days: "-2",
      warranty: "x".repeat(201),
    };
    const result = await settle(async () =>
      formAction(args(page("/admin/products/new", { ...typed, image: await pngFile() }))),
    );
    const { data, status } = unwrap<{
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    }>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toMatchObject({
      hsn_code: "HSN code must be 4, 6 or 8 digits",
      gst_rate: "GST rate must be 0, 5, 12, 18 or 28",
      lead_time_days: "Lead time must be at least 0",
      warranty: "Warranty must be at most 200 characters",
    });
    expect(data.values).toMatchObject({ hsn_code: "84AB", gst_rate: "7", lead_time_days: "-2" });
    expect(getProductBySlug("refused-form-printer")).toBeUndefined();

    const fraction = unwrap<{ fieldErrors: Record<string, string> }>(
      await settle(async () =>
        formAction(
          args(
            page("/admin/products/new", {
              ...typed,
              hsn_code: "123",
              gst_rate: "18",
              lead_time_days: "1.5",
              warranty: "",
              image: await pngFile(),
            }),
          ),
        ),
      ),
    );
    expect(fraction.data.fieldErrors).toEqual({
      hsn_code: "HSN code must be 4, 6 or 8 digits",
      lead_time_days: "Lead time must be a whole number",
    });
  });

  it("saves them, shows them on the edit page, and an edit keeps or clears them", async () => {
    const saved = await settle(async () =>
      formAction(
        args(
          page("/admin/products/new", {
            ...base,
            name: "Form Printer",
            slug: "form-printer",
            hsn_code: "84433250",
            gst_rate: "18",
            price_on_request: "true",
            warranty: "1 year onsite",
            lead_time_days: "7",
            image: await pngFile(),
          }),
        ),
      ),
    );
    expect(saved).toBeInstanceOf(Response);
    const row = getProductBySlug("form-printer")!;
    expect(row).toMatchObject({
      hsn_code: "84433250",
      gst_rate: 18,
      price_on_request: true,
      warranty: "1 year onsite",
      lead_time_days: 7,
    });
    const params = { id: String(row.id) };
    const edit = (await formLoader(args(page(`/admin/products/${row.id}/edit`, {}), params))) as {
      product: { values: Record<string, string>; version: string };
    };
    expect(edit.product.values).toMatchObject({
      hsn_code: "84433250",
      gst_rate: "18",
      price_on_request: "true",
      warranty: "1 year onsite",
      lead_time_days: "7",
    });
    // The unchecked box sends "false"; blank fields clear.
    await formAction(
      args(
        page(`/admin/products/${row.id}/edit`, {
          ...edit.product.values,
          row_version: edit.product.version,
          price_on_request: "false",
          gst_rate: "",
          warranty: "",
        }),
        params,
      ),
    );
    expect(getProductById(row.id)).toMatchObject({
      hsn_code: "84433250",
      gst_rate: null,
      price_on_request: false,
      warranty: null,
      lead_time_days: 7,
    });
  });
});

describe("/api", () => {
  it("POST takes them (a new product is not 'price on request' unless asked), PUT changes only those sent", async () => {
    const created = await api(
      products.action,
      multipart("/api/products", {
        ...base,
        name: "API Printer",
        slug: "api-printer",
        hsn_code: "8443",
        gst_rate: "12",
        image: await pngFile(),
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      hsn_code: "8443",
      gst_rate: 12,
      price_on_request: false,
      warranty: null,
      lead_time_days: null,
    });
    const params = { id: String(created.body.id) };
    const url = `/api/products/${created.body.id}`;
    const put = await api(
      productById.action,
      json(url, "PUT", { price_on_request: true, lead_time_days: 14, warranty: "2 years" }),
      params,
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      hsn_code: "8443",
      gst_rate: 12,
      price_on_request: true,
      lead_time_days: 14,
      warranty: "2 years",
    });
    const bad = await api(
      productById.action,
      json(url, "PUT", { gst_rate: 15, hsn_code: "1", lead_time_days: "soon" }),
      params,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      gst_rate: "GST rate must be 0, 5, 12, 18 or 28",
      hsn_code: "HSN code must be 4, 6 or 8 digits",
      lead_time_days: "Lead time must be a number",
    });
    expect(getProductById(created.body.id)).toMatchObject({ gst_rate: 12, lead_time_days: 14 });
    // A JSON client sends the rate as a number, as it reads it back.
    const numeric = await api(productById.action, json(url, "PUT", { gst_rate: 18 }), params);
    expect(numeric.status).toBe(200);
    expect(numeric.body).toMatchObject({ gst_rate: 18 });
  });
});

describe("CSV import", () => {
  it("the template and the guide carry the five columns, and the template's example imports them", () => {
    const [header, example] = Papa.parse<string[]>(
      templateCsv("products").replace(/^\uFEFF/, ""),
    ).data;
    for (const key of NEW_FIELDS) expect(header).toContain(key);
    const value = (key: string) => example[header.indexOf(key)];
    expect([value("hsn_code"), value("gst_rate"), value("lead_time_days")]).toEqual([
      "84433250",
      "18",
      "7",
    ]);
    const guide = importGuidance().find((g) => g.type === "products")!;
    for (const key of NEW_FIELDS) {
      const column = guide.columns.find((c) => c.key === key);
      expect(column, key).toMatchObject({ required: false });
      expect(column!.help.length).toBeGreaterThan(5);
    }
    const { result } = applyImport(
      prepareImport(new TextEncoder().encode(templateCsv("products")), "products"),
    );
    expect(result).toMatchObject({ successCount: 1, errorCount: 0 });
    expect(getProductBySlug("zebra-zd230-desktop-printer")).toMatchObject({
      hsn_code: "84433250",
      gst_rate: 18,
      price_on_request: false,
      warranty: "1 year onsite",
      lead_time_days: 7,
    });
  });

  it("writes them, keeps stored values for blank cells, and rejects bad ones by column", () => {
    const head = ["name", "slug", "category", "short_description", "description", ...NEW_FIELDS];
    const first = applyImport(
      prepareImport(
        csv([
          head,
          [
            "CSV One",
            "csv-one",
            "desktop-printers",
            "S",
            "D",
            "847150",
            "28",
            "yes",
            "6 months",
            "3",
          ],
        ]),
        "products",
      ),
    );
    expect(first.result).toMatchObject({ created: 1, errorCount: 0 });
    expect(getProductBySlug("csv-one")).toMatchObject({
      hsn_code: "847150",
      gst_rate: 28,
      price_on_request: true,
      warranty: "6 months",
      lead_time_days: 3,
    });

    const plan = planImport(
      prepareImport(
        csv([
          head,
          ["CSV One", "csv-one", "desktop-printers", "S", "D", "", "5", "", "", ""],
          ["CSV Bad", "csv-bad", "desktop-printers", "S", "D", "12", "3", "maybe", "", "-1"],
        ]),
        "products",
      ),
    );
    expect(plan.rejected).toHaveLength(1);
    expect(plan.rejected[0].issues.map((i) => i.column).sort()).toEqual([
      "gst_rate",
      "hsn_code",
      "lead_time_days",
      "price_on_request",
    ]);
    const second = applyImport(
      prepareImport(
        csv([head, ["CSV One", "csv-one", "desktop-printers", "S", "D", "", "5", "", "", ""]]),
        "products",
      ),
    );
    expect(second.result).toMatchObject({ updated: 1, errorCount: 0 });
    expect(getProductBySlug("csv-one")).toMatchObject({
      hsn_code: "847150",
      gst_rate: 5,
      price_on_request: true,
      warranty: "6 months",
      lead_time_days: 3,
    });
  });
});
