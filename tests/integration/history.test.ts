// History on every path (admin form, /api, CSV import on this thread and in the import worker, the
// Trash), written in the change's own transaction; an item put back to an earlier version; a whole
// import undone, with the rows someone changed since left alone and listed.
import { beforeAll, describe, expect, it } from "vitest";
import * as brandForm from "~/routes/admin/brands-form";
import * as productById from "~/routes/api/product-by-id";
import { action as trashAction } from "~/routes/admin/trash";
import { db } from "~/server/db.server";
import type { HistoryEntry } from "~/server/db/schema";
import { restoreVersion, undoChange, undoImportBatch } from "~/server/admin/history.server";
import * as historyItem from "~/routes/admin/history-item";
import { applyImportInWorker } from "~/server/import/apply.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createBrand, getBrandByName } from "~/server/models/brands.server";
import { createCategory, getCategoryByName } from "~/server/models/categories.server";
import { createProduct, getProductById, getProductBySlug } from "~/server/models/products.server";
import { getImportBatch } from "~/server/models/history.server";
import { listTrash } from "~/server/models/trash.server";
import { adminCookie, args, BASE, ensureAdminUser, form, settle } from "./admin-test-helpers";

let token: string;
let cookie: string;
let username: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  username = user.username;
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
});

const entriesOf = (kind: string, id: number) =>
  db.sqlite
    .prepare("SELECT * FROM history WHERE kind = ? AND item_id = ? ORDER BY id")
    .all(kind, id) as HistoryEntry[];
const lastEntry = () =>
  db.sqlite.prepare("SELECT * FROM history ORDER BY id DESC LIMIT 1").get() as HistoryEntry;
const countEntries = () =>
  (db.sqlite.prepare("SELECT count(*) AS n FROM history").get() as { n: number }).n;
const json = (s: string | null) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);

async function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
  return (await settle(() =>
    (handler as (a: unknown) => unknown)(args(request, params)),
  )) as Response;
}
const authed = (r: Request) => {
  r.headers.set("Cookie", cookie);
  r.headers.set("Origin", BASE);
  return r;
};
const apiPut = (id: number, body: object) =>
  call(
    productById.action,
    new Request(`${BASE}/api/products/${id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    { id: String(id) },
  );
const apiDelete = (id: number) =>
  call(
    productById.action,
    new Request(`${BASE}/api/products/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    }),
    { id: String(id) },
  );

function product(slug: string, extra: Record<string, unknown> = {}) {
  return createProduct({
    name: `Label ${slug}`,
    slug,
    category: "labels",
    short_description: "A label",
    description: "A thermal label",
    ...extra,
  });
}

const csv = (s: string) => new TextEncoder().encode(s);

describe("history of saves", () => {
  it("an admin form save records who, what and the row before and after; a refused save records nothing", async () => {
    const res = await call(
      brandForm.action,
      authed(form("/admin/brands/new", { name: "acme", display_name: "Acme" })),
    );
    expect(res.status).toBe(303);
    const brand = getBrandByName("acme")!;
    const [created] = entriesOf("brands", brand.id);
    expect(created).toMatchObject({ action: "create", actor: username, label: "Acme" });
    expect(created.before).toBeNull();
    expect(json(created.after)).toMatchObject({ name: "acme", display_name: "Acme" });

    await call(
      brandForm.action,
      authed(
        form(`/admin/brands/${brand.id}/edit`, {
          name: "acme",
          display_name: "Acme Labels",
          website: "https://acme.example",
        }),
      ),
      { id: String(brand.id) },
    );
    const updated = entriesOf("brands", brand.id)[1];
    expect(updated).toMatchObject({ action: "update", actor: username });
    expect(json(updated.before)).toMatchObject({ display_name: "Acme", website: null });
    expect(json(updated.after)).toMatchObject({
      display_name: "Acme Labels",
      website: "https://acme.example",
    });

    // Refused (bad website): nothing written, nothing recorded.
    const before = countEntries();
    const refused = await call(
      brandForm.action,
      authed(
        form(`/admin/brands/${brand.id}/edit`, {
          name: "acme",
          display_name: "Acme",
          website: "not a url",
        }),
      ),
      { id: String(brand.id) },
    );
    expect((refused as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(countEntries()).toBe(before);
  });

  it("/api saves and deletes are recorded as '(API)'; the Trash records restore and purge", async () => {
    const p = product("api-roll", { price: 100 });
    expect((await apiPut(p.id, { price: "250" })).status).toBe(200);
    const put = lastEntry();
    expect(put).toMatchObject({ kind: "products", item_id: p.id, action: "update" });
    expect(put.actor).toBe(`${username} (API)`);
    expect(json(put.before)!.price).toBe(100);
    expect(json(put.after)!.price).toBe(250);

    // A PUT that changes nothing adds no entry.
    const n = countEntries();
    await apiPut(p.id, { price: "250" });
    expect(countEntries()).toBe(n);

    expect((await apiDelete(p.id)).status).toBe(200);
    expect(lastEntry()).toMatchObject({ action: "delete", actor: `${username} (API)` });
    const trashId = String(listTrash().find((t) => t.item_id === p.id)!.id);

    await call(trashAction, authed(form("/admin/trash", { intent: "restore", id: trashId })));
    expect(lastEntry()).toMatchObject({ action: "restore", actor: username, item_id: p.id });
    expect(json(lastEntry().after)).toMatchObject({ slug: "api-roll", price: 250 });

    await apiDelete(p.id);
    const again = String(listTrash().find((t) => t.item_id === p.id)!.id);
    await call(
      trashAction,
      authed(form("/admin/trash", { intent: "purge", id: again, confirmed: "yes" })),
    );
    expect(lastEntry()).toMatchObject({ action: "purge", actor: username, item_id: p.id });
    expect(entriesOf("products", p.id).map((e) => e.action)).toEqual([
      "update",
      "delete",
      "restore",
      "delete",
      "purge",
    ]);
  });
});

describe("restore an earlier version", () => {
  it("puts the fields back through the save path, with its own entry", async () => {
    const p = product("restore-roll", { price: 1000, model: "R-1" });
    await apiPut(p.id, { price: "1500", model: "R-2" });
    await apiPut(p.id, { price: "2000" });
    const [first] = entriesOf("products", p.id);
    // The version after the first change: price 1500, model R-2.
    const result = restoreVersion(first.id, username);
    expect(result).toEqual({
      ok: true,
      message: `Put the product "Label restore-roll" back to this version`,
    });
    expect(getProductById(p.id)).toMatchObject({ price: 1500, model: "R-2" });
    const restored = lastEntry();
    expect(restored).toMatchObject({ action: "restore", actor: username });
    expect(json(restored.before)!.price).toBe(2000);
    expect(json(restored.after)!.price).toBe(1500);
    // Putting back the version it now has is refused with a message.
    expect(restoreVersion(first.id, username)).toMatchObject({
      ok: false,
      error: "The product is already as in this version",
    });
  });

  it("a version whose slug is taken now, or whose category is gone, is refused with a clear message", async () => {
    const p = product("old-name");
    await apiPut(p.id, { slug: "new-name" });
    const renamed = entriesOf("products", p.id)[0];
    await apiPut(p.id, { slug: "newer-name" });
    product("new-name");
    expect(restoreVersion(renamed.id, username)).toEqual({
      ok: false,
      status: 409,
      error:
        'This version cannot be put back: another product now has the slug "new-name". Change that first (or edit the product by hand).',
    });

    createCategory({ name: "ribbons", display_name: "Ribbons" });
    const q = product("moves-roll");
    await apiPut(q.id, { category: "ribbons" });
    const inRibbons = entriesOf("products", q.id)[0];
    await apiPut(q.id, { category: "labels" });
    db.sqlite.prepare("DELETE FROM categories WHERE name = 'ribbons'").run();
    const refused = restoreVersion(inRibbons.id, username);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? "" : refused.error).toContain('its category "ribbons" no longer exists');
    expect(getProductById(q.id)!.category).toBe("labels");
  });
});

describe("undo one change", () => {
  it("puts back the values from before a wrong price, which 'restore this version' could not", async () => {
    const p = product("undo-price", { price: 36000, model: "U-1" });
    await apiPut(p.id, { price: "3600" });
    const wrong = lastEntry();
    // The version after the wrong change is what the product is now: restoring it does nothing.
    expect(restoreVersion(wrong.id, username)).toMatchObject({ ok: false });
    const res = await call(
      historyItem.action,
      authed(form(`/admin/history/products/${p.id}`, { intent: "undo", entry: String(wrong.id) })),
      { kind: "products", id: String(p.id) },
    );
    expect(res.status).toBe(303);
    expect(getProductById(p.id)).toMatchObject({ price: 36000, model: "U-1" });
    const undone = lastEntry();
    expect(undone).toMatchObject({ action: "restore", actor: username, item_id: p.id });
    expect(json(undone.before)!.price).toBe(3600);
    expect(json(undone.after)!.price).toBe(36000);
  });

  it("only the fields that change touched, and refused naming the fields changed since", async () => {
    const p = product("undo-since", { price: 500, model: "S-1", warranty: "1 year" });
    await apiPut(p.id, { price: "600", model: "S-2" });
    const change = lastEntry();
    // Someone edits the warranty (not in the change): undo still applies and keeps it.
    await apiPut(p.id, { warranty: "2 years" });
    expect(undoChange(change.id, username)).toMatchObject({ ok: true });
    expect(getProductById(p.id)).toMatchObject({ price: 500, model: "S-1", warranty: "2 years" });

    await apiPut(p.id, { price: "700", model: "S-3" });
    const second = lastEntry();
    await apiPut(p.id, { price: "750" });
    const n = countEntries();
    const refused = undoChange(second.id, username);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(!refused.ok && refused.error).toMatch(/Price \(INR\) \(now ₹750/);
    expect(!refused.ok && refused.error).not.toMatch(/Model/);
    expect(getProductById(p.id)).toMatchObject({ price: 750, model: "S-3" });
    expect(countEntries()).toBe(n);
  });

  it("a text sent with CRLF line breaks (a browser's textarea) is the same text: no phantom change", async () => {
    const p = product("crlf-roll", { features: "Fast\nQuiet" });
    const n = countEntries();
    expect(
      (await apiPut(p.id, { features: "Fast\r\nQuiet", description: "A thermal label\r\n" }))
        .status,
    ).toBe(200);
    expect(countEntries()).toBe(n);
    expect(getProductById(p.id)!.features).toBe("Fast\nQuiet");
    await apiPut(p.id, { features: "Fast\r\nQuiet\r\nSmall" });
    expect(getProductById(p.id)!.features).toBe("Fast\nQuiet\nSmall");
  });
});

describe("imports", () => {
  it("an import records one batch and an entry per created or changed row, as '(CSV import)'", () => {
    product("imp-kept", { model: "K-1" });
    const { result } = applyImport(
      prepareImport(
        csv(
          "name,slug,category,short_description,description,model\n" +
            "Label imp-kept,imp-kept,labels,A label,A thermal label,K-2\n" +
            "Imp New,imp-new,Fresh Category,Short,Long\n",
        ),
        "products",
      ),
      {},
      { username, fileName: "sheet.csv" },
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const batch = getImportBatch(result.batchId!)!;
    expect(batch).toMatchObject({
      kind: "products",
      file_name: "sheet.csv",
      actor: `${username} (CSV import)`,
      created_count: 1,
      updated_count: 1,
      undone_at: null,
    });
    const entries = db.sqlite
      .prepare("SELECT * FROM history WHERE batch_id = ? ORDER BY id")
      .all(batch.id) as HistoryEntry[];
    // The new category, the change and the new product.
    expect(entries.map((e) => [e.kind, e.label, e.before === null])).toEqual([
      ["categories", "Fresh Category", true],
      ["products", "Label imp-kept", false],
      ["products", "Imp New", true],
    ]);
    expect(entries.every((e) => e.action === "import" && e.actor === batch.actor)).toBe(true);
    expect(json(entries[1].before)!.model).toBe("K-1");
    expect(json(entries[1].after)!.model).toBe("K-2");
  });

  it("an import that rolls back leaves no batch and no entries", () => {
    const before = countEntries();
    const batches = (
      db.sqlite.prepare("SELECT count(*) AS n FROM import_batches").get() as { n: number }
    ).n;
    expect(() =>
      applyImport(
        prepareImport(
          csv("name,slug,category,short_description,description\nA,rb-a,labels,S,L\n"),
          "products",
        ),
        {
          beforeProductRow: () => {
            throw new Error("disk full");
          },
        },
      ),
    ).toThrow();
    expect(countEntries()).toBe(before);
    expect(
      (db.sqlite.prepare("SELECT count(*) AS n FROM import_batches").get() as { n: number }).n,
    ).toBe(batches);
  });

  it("the worker thread's import records its batch too", async () => {
    const { result } = await applyImportInWorker(
      csv("name,display_name,description\nworker-brand,Worker Brand,Made in a worker\n"),
      "brands",
      { username, fileName: "brands.csv" },
    );
    expect(result.created).toBe(1);
    const brand = getBrandByName("worker-brand")!;
    const [entry] = entriesOf("brands", brand.id);
    expect(entry).toMatchObject({
      action: "import",
      actor: `${username} (CSV import)`,
      batch_id: result.batchId,
    });
  });
});

describe("undo an import", () => {
  it("trashes what it created, puts back what it changed, and leaves rows changed since, listed", async () => {
    const a = product("undo-a", { price: 10 });
    const b = product("undo-b", { price: 20 });
    const { result } = applyImport(
      prepareImport(
        csv(
          "name,slug,category,short_description,description,price\n" +
            "Label undo-a,undo-a,labels,A label,A thermal label,11\n" +
            "Label undo-b,undo-b,labels,A label,A thermal label,21\n" +
            "Undo New,undo-new,labels,Short,Long,30\n",
        ),
        "products",
      ),
      {},
      { username },
    );
    expect(getProductById(a.id)!.price).toBe(11);
    // Someone changes b after the import.
    await apiPut(b.id, { price: "22" });

    const undone = undoImportBatch(result.batchId!, username);
    expect(undone).toEqual({
      ok: true,
      status: 200,
      message: `Import #${result.batchId} undone for 2 rows; 1 row left as they are (listed below).`,
      refused: [
        {
          label: 'product "Label undo-b"',
          reason: `changed since the import by ${username} (API)`,
        },
      ],
      reverted: 2,
    });
    expect(getProductById(a.id)!.price).toBe(10);
    expect(getProductById(b.id)!.price).toBe(22);
    expect(getProductBySlug("undo-new")).toBeUndefined();
    expect(listTrash().some((t) => t.label === "Undo New")).toBe(true);
    expect(getImportBatch(result.batchId!)!.undone_at).not.toBeNull();
    expect(lastEntry().actor).toBe(`${username} (undo of import #${result.batchId})`);
    // Once only.
    expect(undoImportBatch(result.batchId!, username)).toMatchObject({
      ok: false,
      status: 409,
      message: "This import has already been undone",
    });
  });

  it("a category the import created is trashed with its products, and a category import's rename is reverted", () => {
    const { result } = applyImport(
      prepareImport(
        csv("name,slug,category,short_description,description\nCat P,cat-p,Brand New Cat,S,L\n"),
        "products",
      ),
      {},
      { username },
    );
    expect(getCategoryByName("brand-new-cat")).toBeDefined();
    expect(undoImportBatch(result.batchId!, username)).toMatchObject({ ok: true, reverted: 2 });
    expect(getCategoryByName("brand-new-cat")).toBeUndefined();

    createBrand({ name: "undo-brand", display_name: "Undo Brand" });
    const renamed = applyImport(
      prepareImport(csv("name,display_name\nundo-brand,Renamed Brand\n"), "brands"),
    ).result;
    expect(getBrandByName("undo-brand")!.display_name).toBe("Renamed Brand");
    expect(undoImportBatch(renamed.batchId!, username)).toMatchObject({ ok: true, reverted: 1 });
    expect(getBrandByName("undo-brand")!.display_name).toBe("Undo Brand");
  });
});
