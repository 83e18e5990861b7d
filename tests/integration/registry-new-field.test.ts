// "To add a field": one registry line and its column. A throwaway field, added the way a registry
// line is (./registry-throwaway-field.ts, imported before the app), is read, drawn in the form with
// the constraints of its rule, saved, kept by a save that does not carry it, imported, exported,
// answered by /api and told in History, with nothing else written for it.
import { THROWAWAY } from "./registry-throwaway-field";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction, loader as formLoader } from "~/routes/admin/product-form";
import { loader as exportLoader } from "~/routes/admin/export";
import * as productById from "~/routes/api/product-by-id";
import { db } from "~/server/db.server";
import { entryView } from "~/server/admin/history.server";
import { productManager } from "~/server/admin/managers.server";
import { formValuesOf } from "~/server/admin/save.server";
import { applyImport, prepareImport, templateCsv } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { listHistory } from "~/server/models/history.server";
import { getProductBySlug } from "~/server/models/products.server";
import {
  adminCookie,
  adminMultipart,
  args,
  BASE,
  ensureAdminUser,
  pngFile,
  settle,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
let token: string;

// Each test saves a product of its own under its own slug.
const base = {
  name: "Shelf Roll",
  category: "labels",
  short_description: "A roll of labels",
  description: "Chromo labels on a 1 inch core.",
};

const page = (url: string, fields: Record<string, string | File>) =>
  adminMultipart(url, fields, cookie);

const idOf = (slug: string) => getProductBySlug(slug)!.id;
const stored = (slug: string) =>
  (getProductBySlug(slug) as unknown as Record<string, unknown>)[THROWAWAY];

async function editForm(slug: string) {
  const id = String(idOf(slug));
  return formLoader(args(page(`/admin/products/${id}/edit`, {}), { id }));
}

beforeAll(async () => {
  // The migration drizzle-kit would generate for the new column.
  db.sqlite.exec(`ALTER TABLE products ADD COLUMN ${THROWAWAY} integer`);
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
  createCategory({ name: "labels", display_name: "Labels" });
});

/** Adds a product with the field at 365 through the form, as staff would; answers its id. */
async function saveNew(slug: string) {
  const result = await settle(async () =>
    formAction(
      args(
        page("/admin/products/new", {
          ...base,
          slug,
          [THROWAWAY]: "365",
          image: await pngFile(),
        }),
      ),
    ),
  );
  expect((result as Response).status).toBe(303);
  return String(idOf(slug));
}

describe("a field added to the registry", () => {
  it("is drawn in the form with its rule's constraints, saved and read back", async () => {
    const fresh = await formLoader(args(page("/admin/products/new", {})));
    const input = fresh.fields.find((f) => f.name === THROWAWAY);
    expect(input).toMatchObject({
      label: "Shelf Life (days)",
      kind: "number",
      section: "Price and tax",
      min: 0,
      max: 3650,
      step: "1",
      hint: "How long a sealed roll keeps, in days.",
    });

    const refused = unwrap<{ fieldErrors: Record<string, string> }>(
      await settle(async () =>
        formAction(
          args(
            page("/admin/products/new", {
              ...base,
              slug: "shelf-roll-drawn",
              [THROWAWAY]: "4000",
              image: await pngFile(),
            }),
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors[THROWAWAY]).toBe("Shelf life must be at most 3650");
    expect(getProductBySlug("shelf-roll-drawn")).toBeUndefined();

    await saveNew("shelf-roll-drawn");
    expect(stored("shelf-roll-drawn")).toBe(365);
    const edit = await editForm("shelf-roll-drawn");
    expect(edit.product!.values[THROWAWAY]).toBe("365");
  });

  it("is kept by a save that does not carry it, and by one that sends the form unchanged", async () => {
    const slug = "shelf-roll-kept";
    const id = await saveNew(slug);
    // A form (or a client) that knows nothing of the field.
    const older = await settle(() =>
      formAction(
        args(page(`/admin/products/${id}/edit`, { ...base, slug, name: "Shelf Roll 2" }), { id }),
      ),
    );
    expect((older as Response).status).toBe(303);
    expect(getProductBySlug(slug)!.name).toBe("Shelf Roll 2");
    expect(stored(slug)).toBe(365);

    // The edit form posted back as it was drawn.
    const edit = await editForm(slug);
    const unchanged = await settle(() =>
      formAction(args(page(`/admin/products/${id}/edit`, edit.product!.values), { id })),
    );
    expect((unchanged as Response).status).toBe(303);
    expect(stored(slug)).toBe(365);
  });

  it("is answered by /api and taken by a PUT", async () => {
    const id = await saveNew("shelf-roll-api");
    const call = async (method: string, body?: object) => {
      const request = new Request(`${BASE}/api/products/${id}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const handler = method === "GET" ? productById.loader : productById.action;
      const res = (await settle(() =>
        (handler as (a: unknown) => unknown)(args(request, { id })),
      )) as Response;
      return { status: res.status, body: await res.json() };
    };
    expect((await call("GET")).body[THROWAWAY]).toBe(365);
    const put = await call("PUT", { [THROWAWAY]: 400 });
    expect(put.status).toBe(200);
    expect(put.body[THROWAWAY]).toBe(400);
    // A PUT of another field keeps it.
    await call("PUT", { warranty: "1 year" });
    expect(stored("shelf-roll-api")).toBe(400);
  });

  it("is a CSV column: template, import (blank keeps it) and export", async () => {
    expect(templateCsv("products").split("\r\n")[0].split(",")).toContain(THROWAWAY);
    const file = (rows: Record<string, string>[]) =>
      new TextEncoder().encode(Papa.unparse(rows, { newline: "\r\n" }));
    const row = { ...base, slug: "csv-roll", name: "CSV Roll", [THROWAWAY]: "180" };
    const first = applyImport(prepareImport(file([row]), "products"), {}, { username: "t" });
    expect(first.result.created).toBe(1);
    expect(stored("csv-roll")).toBe(180);
    // A blank cell keeps the stored value; a new one replaces it.
    applyImport(
      prepareImport(file([{ ...row, [THROWAWAY]: "" }]), "products"),
      {},
      { username: "t" },
    );
    expect(stored("csv-roll")).toBe(180);
    applyImport(
      prepareImport(file([{ ...row, [THROWAWAY]: "90" }]), "products"),
      {},
      { username: "t" },
    );
    expect(stored("csv-roll")).toBe(90);

    const request = new Request(`${BASE}/admin/export/products`, { headers: { Cookie: cookie } });
    const res = (await exportLoader(args(request, { type: "products" }))) as Response;
    const parsed = Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.find((r) => r.slug === "csv-roll")?.[THROWAWAY]).toBe("90");
  });

  it("is told in History by its label", async () => {
    const slug = "shelf-roll-history";
    const id = await saveNew(slug);
    const saved = await settle(() =>
      formAction(
        args(page(`/admin/products/${id}/edit`, { ...base, slug, [THROWAWAY]: "30" }), { id }),
      ),
    );
    expect((saved as Response).status).toBe(303);
    const { items } = listHistory({ kind: "products", itemId: Number(id) }, 1, 1);
    expect(entryView(items[0]).changes).toContainEqual({
      field: "Shelf Life (days)",
      from: "365",
      to: "30",
    });
  });

  it("may not be missing from a row a form is filled from", async () => {
    const id = await saveNew("shelf-roll-row");
    const row = { ...productManager.get(Number(id))! } as Record<string, unknown>;
    expect(formValuesOf(productManager, row as never)[THROWAWAY]).toBe(String(row[THROWAWAY]));
    delete row[THROWAWAY];
    expect(() => formValuesOf(productManager, row as never)).toThrow(THROWAWAY);
  });
});
