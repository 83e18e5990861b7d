// Serial numbers through the admin: the form (one save path, the unique serial typed any way, the
// product's warranty when the months are blank) and the CSV import's screen (preview with per-row
// errors, nothing written until applied, the import's undo), all on a real SQLite file.
import { beforeAll, describe, expect, it } from "vitest";
import { action as importAction, loader as importLoader } from "~/routes/admin/import";
import * as deleteStep from "~/routes/admin/manager-delete";
import * as serialForm from "~/routes/admin/service-serials-form";
import { loader as serialsLoader } from "~/routes/admin/service-serials";
import { undoImportBatch } from "~/server/admin/history.server";
import { db } from "~/server/db.server";
import { serials } from "~/server/db/schema";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { findSerial, warrantyFor } from "~/server/service/serials.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  multipart,
  unwrap,
} from "./admin-test-helpers";

let cookie = "";
let username = "";
let productId = 0;

const authed = (r: Request) => (r.headers.set("Cookie", cookie), r);
const csvFile = (text: string) => new File([text], "serials.csv", { type: "text/csv" });
const count = () => db.select().from(serials).all().length;

/** A serial of the test's own, saved through the form. */
async function saveSerial(serial: string) {
  const res = (await save({ serial, model: "ZD421t", invoice_date: "2026-03-15" })) as Response;
  expect(res.status).toBe(303);
}

async function save(fields: Record<string, string>, id?: number) {
  const url = id ? `/admin/serials/${id}/edit` : "/admin/serials/new";
  return serialForm.action(
    args(authed(multipart(url, fields)), id ? { id: String(id) } : {}),
  ) as Promise<unknown>;
}

beforeAll(async () => {
  const admin = await ensureAdminUser();
  username = admin.username;
  cookie = await adminCookie(admin.id, admin.session_version);
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  productId = createProduct({
    name: "Zebra ZD421t",
    slug: "zebra-zd421t",
    category: "desktop-printers",
    short_description: "s",
    description: "d",
    model: "ZD421t",
    warranty: "2 years carry-in",
  }).id;
});

describe("the serial form", () => {
  it("keys the serial, links the product and takes its warranty when the months are blank", async () => {
    const res = (await save({
      serial: " d4j 2015 02345 ",
      model: "zd 421t",
      buyer: "Acme Retail",
      invoice_number: "PBS/2026/0142",
      invoice_date: "2026-03-15",
      warranty_months: "",
      notes: "",
    })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/serials");
    expect(await flashOf(res)).toEqual({
      type: "success",
      message: "Serial number added successfully!",
    });
    expect(findSerial("D4J201502345")).toMatchObject({
      serial: "D4J201502345",
      product_id: productId,
      warranty_months: 24,
      buyer: "Acme Retail",
    });
    expect(warrantyFor("d4j201502345", "ZD421t", "2028-03-14").status).toBe("in");
  });

  it("refuses the same serial typed another way, an impossible date and a 500-character serial, saving nothing", async () => {
    await saveSerial("D4J 2017 03333");
    const before = count();
    const taken = unwrap<{ fieldErrors: Record<string, string> }>(
      await save({ serial: "d4j201703333", model: "ZD421t", invoice_date: "2026-04-01" }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.fieldErrors.serial).toMatch(/already used/);
    const bad = unwrap<{ fieldErrors: Record<string, string> }>(
      await save({ serial: "x".repeat(500), model: "", invoice_date: "30/02/2026" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toMatchObject({
      serial: "Serial number must be at most 40 characters",
      model: "Model is required",
      invoice_date: expect.stringMatching(/real date/),
    });
    expect(count()).toBe(before);
  });

  it("lists serials with their warranty, finds one typed in groups, and deletes through the shared step", async () => {
    await saveSerial("D4J 2018 04444");
    const list = (await serialsLoader(
      args(authed(new Request(`${BASE}/admin/serials?q=d4j 2018`))),
    )) as {
      serials: { serial: string; inWarranty: boolean }[];
    };
    expect(list.serials.map((s) => s.serial)).toEqual(["D4J201804444"]);
    const row = findSerial("D4J201804444")!;
    const res = (await deleteStep.action(
      args(authed(multipart(`/admin/serials/${row.id}/delete`, {})), { id: String(row.id) }),
    )) as Response;
    expect(res.status).toBe(303);
    expect(findSerial("D4J201804444")).toBeUndefined();
  });
});

describe("the serial import", () => {
  it("previews per-row errors without writing, imports the good rows, and the import can be undone", async () => {
    db.insert(serials)
      .values({
        serial: "KEEP-0001",
        model: "GK420d",
        invoice_date: "2025-01-01",
        buyer: "Old buyer",
      })
      .run();
    const before = count();
    const file = csvFile(
      "serial,model,buyer,invoice_number,invoice_date,warranty_months\n" +
        "zd-0001,ZD421t,Acme,INV-1,15/03/2026,\n" +
        "ZD 0002,ZD421t,Acme,INV-1,2026-03-15,6\n" +
        "keep-0001,GK420d,New buyer,INV-2,2025-01-01,12\n" +
        "zd0002,ZD421t,Twice,INV-3,2026-03-15,\n" +
        "BAD-DATE,ZD421t,Acme,INV-4,31/02/2026,\n" +
        ",ZD421t,Acme,INV-5,2026-03-15,\n",
    );
    const res = (await importAction(
      args(authed(multipart("/admin/import", { intent: "preview", type: "serials", file }))),
    )) as Response;
    expect(res.status).toBe(303);
    const token = new URL(res.headers.get("Location")!, BASE).searchParams.get("preview")!;
    const shown = (await importLoader(
      args(authed(new Request(`${BASE}/admin/import?preview=${token}`))),
    )) as { preview: { typeLabel: string; preview: Record<string, unknown> } };
    expect(shown.preview.typeLabel).toBe("Serial numbers");
    expect(shown.preview.preview).toMatchObject({
      totalCount: 6,
      createCount: 2,
      updateCount: 1,
      rejectCount: 3,
    });
    const issues = shown.preview.preview.issues as {
      line: number;
      column: string;
      message: string;
    }[];
    expect(issues).toEqual([
      {
        line: 5,
        column: "serial",
        message: 'Duplicate serial number "ZD0002": line 3 of this file has it already',
      },
      { line: 6, column: "invoice_date", message: expect.stringMatching(/real date/) },
      { line: 7, column: "serial", message: "Serial number is required" },
    ]);
    expect(count()).toBe(before);

    const applied = (await importAction(
      args(authed(multipart("/admin/import", { intent: "apply", token }))),
    )) as Response;
    expect(applied.status).toBe(303);
    expect(count()).toBe(before + 2);
    // A blank warranty took the product's 24 months; a given one is kept; the known serial updated.
    expect(findSerial("ZD-0001")).toMatchObject({
      warranty_months: 24,
      invoice_date: "2026-03-15",
    });
    expect(findSerial("zd 0002")).toMatchObject({ warranty_months: 6 });
    expect(findSerial("KEEP-0001")).toMatchObject({ buyer: "New buyer" });

    const batch = (
      db.sqlite.prepare("SELECT id FROM import_batches ORDER BY id DESC").get() as {
        id: number;
      }
    ).id;
    expect(undoImportBatch(batch, username)).toMatchObject({ ok: true, reverted: 3 });
    expect(findSerial("ZD-0001")).toBeUndefined();
    expect(findSerial("KEEP-0001")).toMatchObject({ buyer: "Old buyer" });
    expect(count()).toBe(before);
  });
});
