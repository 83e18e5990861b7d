// A quotation from request to acceptance, against a real SQLite file: staff edit the lines
// (discounts, freight, a new line), a stale save is refused, bad input saves nothing, sending makes
// version 1 and a private link; the buyer's page opens only with the right key, a non-PDF purchase
// order is refused, acceptance is recorded, an expired quotation offers a fresh quote, a revoked
// link stops working and a proforma gets its own number.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as detail from "~/routes/admin/quotes-detail";
import * as purchaseOrder from "~/routes/admin/quotes-po";
import * as list from "~/routes/admin/quotes";
import * as fromInquiry from "~/routes/admin/quotes-from-inquiry";
import * as settings from "~/routes/admin/quotes-settings";
import { createInquiry } from "~/server/models/inquiries.server";
import { sellerSettingsValues } from "~/server/models/seller-settings.server";
import { addDays, businessDay } from "~/lib/dates";
import { quotePipeline } from "~/server/quotes/pipeline.server";
import * as page from "~/routes/quotation/page";
import * as proforma from "~/routes/quotation/proforma";
import { db } from "~/server/db.server";
import { quoteVersions } from "~/server/db/schema";
import { uploadsDir } from "~/server/files/uploads.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import {
  createFreshRequest,
  createFromInquiry,
  createQuoteRequest,
  getQuoteRequest,
  getQuoteRequestByReference,
  latestQuotation,
} from "~/server/models/quotes.server";
import { quotationLinkKey } from "~/server/quotes/link.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  multipart,
  pdfFile,
  settle,
  textFile,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
let productId: number;

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "flow-printers", display_name: "Printers" });
  productId = createProduct({
    name: "Flow TE244",
    slug: "flow-te244",
    model: "TE244",
    category: "flow-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 14999.99,
    hsn_code: "84433250",
    gst_rate: 18,
  }).id;
});

function newRequest(state = "Maharashtra", now?: Date) {
  const { id } = createQuoteRequest(
    {
      name: "Asha Rao",
      company: "Rao Foods",
      phone: "9876500011",
      email: "asha@example.com",
      gstin: null,
      state: state as never,
      city: "Pune",
      notes: null,
    },
    [{ productId, quantity: 3, note: null }],
    now,
  );
  return id;
}

async function staff(id: number, fields: Record<string, string>) {
  return settle(() =>
    detail.action(
      args(form(`/admin/quotes/${id}`, fields, { Cookie: cookie, Origin: BASE }), {
        id: String(id),
      }),
    ),
  );
}

async function editorOf(id: number) {
  const loaded = (await detail.loader(
    args(new Request(`${BASE}/admin/quotes/${id}`, { headers: { Cookie: cookie } }), {
      id: String(id),
    }),
  )) as Awaited<ReturnType<typeof detail.loader>>;
  return loaded;
}

/** The editor's form as loaded, with changes. */
async function editorForm(id: number, changes: Record<string, string>) {
  const e = await editorOf(id);
  return { ...e.values, row_version: e.rowVersion, ...changes };
}

function keyOf(id: number) {
  const q = getQuoteRequest(id)!;
  return quotationLinkKey(q.id, q.link_nonce!);
}

async function buyer(key: string, fields: Record<string, string | File>, address = "198.51.100.7") {
  return settle(() => page.action(args(multipart(`/quotation/${key}`, fields), { key }, address)));
}

describe("staff answer a request with a quotation", () => {
  it("edits lines, discounts and freight; whole paise, one rounding per line", async () => {
    const id = newRequest();
    const res = (await staff(
      id,
      await editorForm(id, {
        "line.0.unit_price_paise": "12,345.67",
        "line.0.discount_bp": "5",
        "line.5.name": "Installation visit",
        "line.5.quantity": "1",
        "line.5.unit": "Visit",
        "line.5.unit_price_paise": "1500",
        "line.5.gst_rate": "18",
        "line.5.hsn_code": "998719",
        discount_bp: "2.5",
        freight_paise: "500",
        freight_gst_rate: "18",
      }),
    )) as Response;
    expect(res.status).toBe(303);
    const q = getQuoteRequest(id)!;
    expect(q.lines.map((l) => [l.name, l.unit_price_paise, l.discount_bp, l.unit])).toEqual([
      ["Flow TE244", 1234567, 500, "Nos"],
      ["Installation visit", 150000, 0, "Visit"],
    ]);
    expect(q).toMatchObject({ discount_bp: 250, freight_paise: 50000 });
  });

  it("refuses a second save made from an older copy, naming what changed", async () => {
    const id = newRequest();
    const first = await editorForm(id, { "line.0.quantity": "5" });
    const second = await editorForm(id, { "line.0.quantity": "7" });
    expect(((await staff(id, first)) as Response).status).toBe(303);
    const refused = unwrap<{ errors: Record<string, string>; stale: Record<string, string> }>(
      await staff(id, second),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.errors.form).toMatch(/changed by someone else/);
    expect(refused.data.stale["line.0.quantity"]).toBe("5");
    expect(getQuoteRequest(id)!.lines[0].quantity).toBe(5);
  });

  it("bad input gets a clear message and nothing is half saved", async () => {
    const id = newRequest();
    const before = getQuoteRequest(id)!;
    const bad = unwrap<{ errors: Record<string, string> }>(
      await staff(
        id,
        await editorForm(id, {
          "line.0.quantity": "1e3",
          "line.0.note": "x".repeat(10_000),
          "line.4.name": "New line",
          "line.4.quantity": "2",
          freight_paise: "12.345",
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors["line.0.quantity"]).toMatch(/whole number written with the digits/);
    expect(bad.data.errors["line.0.note"]).toMatch(/at most 200 characters/);
    expect(bad.data.errors.freight_paise).toMatch(/two decimals/);
    expect(getQuoteRequest(id)).toEqual(before);
  });

  it("a send needs every line priced; a refused send writes nothing", async () => {
    const id = newRequest();
    const before = getQuoteRequest(id)!;
    const refused = unwrap<{ errors: Record<string, string> }>(
      await staff(
        id,
        await editorForm(id, { "line.0.unit_price_paise": "", intent: "send-whatsapp" }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.form).toMatch(/Line 1 needs a rate/);
    expect(getQuoteRequest(id)).toEqual(before);
  });
});

// Each test of the buyer's page makes its own quotation (one accepts it, one revokes its link), so it
// passes alone and in any order.

/** A Delhi request answered with version 1, and the key of its private link, as the buyer gets it. */
async function sentQuotation() {
  const id = newRequest("Delhi");
  const res = (await staff(id, await editorForm(id, { intent: "send-whatsapp" }))) as Response;
  expect(res.status).toBe(303);
  expect((await flashOf(res))?.message).toMatch(/Version 1 is ready/);
  return { id, key: keyOf(id) };
}

/** The same, accepted by the buyer with purchase order PO-778 (a PDF) attached. */
async function acceptedQuotation() {
  const sent = await sentQuotation();
  const accepted = unwrap(
    await buyer(sent.key, {
      intent: "accept",
      version: "1",
      name: "Asha Rao",
      po_number: "PO-778",
      po_file: pdfFile("po.pdf"),
    }),
  );
  expect(accepted.status).toBe(200);
  expect(getQuoteRequest(sent.id)!.status).toBe("accepted");
  return sent;
}

describe("the buyer's private page", () => {
  it("shows version 1 exactly as sent, CGST + SGST inside Delhi", async () => {
    const { id, key } = await sentQuotation();
    const q = getQuoteRequest(id)!;
    expect(q).toMatchObject({ status: "quoted", version: 1 });
    const loaded = (await page.loader(args(new Request(`${BASE}/quotation/${key}`), { key }))) as {
      doc: { totals: Record<string, number>; intraState: boolean; version: number };
    };
    expect(loaded.doc.intraState).toBe(true);
    // 3 x ₹14,999.99 = ₹44,999.97; 9% each = ₹4,050.00; total ₹53,099.97.
    expect(loaded.doc.totals).toMatchObject({
      taxablePaise: 4499997,
      cgstPaise: 405000,
      totalPaise: 5309997,
    });
    expect(key).toMatch(/^\d+-[A-Za-z0-9_-]{43}$/);
  });

  it("a wrong or altered key is not found and says nothing more", async () => {
    const { id, key } = await sentQuotation();
    const last = key.at(-1) === "A" ? "B" : "A";
    // The same 256 bits spelt another way: the last character's two unused bits changed.
    const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = `${key.slice(0, -1)}${b64[b64.indexOf(key.at(-1)!) ^ 1]}`;
    for (const bad of [
      `${key.slice(0, -1)}${last}`,
      respelt,
      `${id + 1}-${key.split("-").slice(1).join("-")}`,
      "1-abc",
    ]) {
      const thrown = (await settle(() =>
        page.loader(args(new Request(`${BASE}/quotation/${bad}`), { key: bad })),
      )) as {
        init: { status: number; headers: Record<string, string> };
        data: string;
      };
      expect(thrown.init.status).toBe(404);
      expect(thrown.init.headers["Cache-Control"]).toBe("private, no-store");
      expect(thrown.data).not.toMatch(/Asha|Rao/);
    }
  });

  it("refuses a purchase order that is not a PDF or picture, then records the acceptance", async () => {
    const { id, key } = await sentQuotation();
    const fake = unwrap<{ errors: Record<string, string> }>(
      await buyer(key, {
        intent: "accept",
        version: "1",
        name: "Asha Rao",
        po_file: textFile("po.pdf", "not a pdf"),
      }),
    );
    expect(fake.status).toBe(415);
    expect(fake.data.errors.po_file).toMatch(/PDF, JPEG or PNG/);
    expect(getQuoteRequest(id)!.status).toBe("quoted");

    const ok = unwrap<{ done: string }>(
      await buyer(key, {
        intent: "accept",
        version: "1",
        name: "Asha Rao",
        po_number: "PO-778",
        po_file: pdfFile("po.pdf"),
        // A buyer cannot change amounts: there is no field for them, and this one is ignored.
        total: "1",
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.data.done).toMatch(/acceptance is recorded/);
    const q = getQuoteRequest(id)!;
    expect(q).toMatchObject({
      status: "accepted",
      accepted_version: 1,
      accepted_name: "Asha Rao",
      po_number: "PO-778",
    });
    expect(fs.existsSync(path.join(uploadsDir(), ".quote-po", q.po_file!))).toBe(true);
    expect(latestQuotation(id)!.total_paise).toBe(5309997);
  });

  it("gives staff the buyer's purchase order as a download, and nobody else", async () => {
    const { id } = await acceptedQuotation();
    const poAt = (headers: Record<string, string>) =>
      settle(() =>
        purchaseOrder.loader(
          args(new Request(`${BASE}/admin/quotes/${id}/po`, { headers }), { id: String(id) }),
        ),
      ) as Promise<Response>;
    const res = await poAt({ Cookie: cookie });
    expect(res.status).toBe(200);
    const { reference } = getQuoteRequest(id)!;
    expect(res.headers.get("Content-Disposition")).toContain(`filename="PO-${reference}.pdf"`);
    expect(res.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toBe(await pdfFile().text());
    // Signed out: sent to sign in, never the file.
    const anonymous = await poAt({});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    // A quote without a purchase order has none to give.
    const other = newRequest();
    const none = await settle(() =>
      purchaseOrder.loader(
        args(new Request(`${BASE}/admin/quotes/${other}/po`, { headers: { Cookie: cookie } }), {
          id: String(other),
        }),
      ),
    );
    expect((none as Response).status).toBe(404);
  });

  it("makes a proforma invoice with its own number series", async () => {
    const { id, key } = await acceptedQuotation();
    const res = (await staff(id, { intent: "proforma" })) as Response;
    expect((await flashOf(res))?.message).toMatch(/^Proforma invoice PI-\d{4}-\d{6} is ready$/);
    const loaded = (await proforma.loader(
      args(new Request(`${BASE}/quotation/${key}/proforma`), { key }),
    )) as {
      number: string;
      doc: { totals: { totalPaise: number } };
    };
    expect(loaded.number).toMatch(/^PI-\d{4}-\d{6}$/);
    expect(loaded.doc.totals.totalPaise).toBe(5309997);
  });

  it("a revoked link stops working", async () => {
    const { id, key } = await sentQuotation();
    const open = (await page.loader(args(new Request(`${BASE}/quotation/${key}`), { key }))) as {
      doc: { version: number };
    };
    expect(open.doc.version).toBe(1);
    await staff(id, { intent: "revoke-link" });
    const thrown = (await settle(() =>
      page.loader(args(new Request(`${BASE}/quotation/${key}`), { key })),
    )) as {
      init: { status: number };
    };
    expect(thrown.init.status).toBe(404);
  });
});

describe("an expired quotation", () => {
  it("cannot be accepted, and offers a fresh quote with the same lines", async () => {
    const id = newRequest();
    await staff(id, await editorForm(id, { intent: "send-whatsapp" }));
    db.update(quoteVersions)
      .set({ valid_until: "2020-01-01" })
      .where(eq(quoteVersions.quote_request_id, id))
      .run();
    const key = keyOf(id);
    const loaded = (await page.loader(args(new Request(`${BASE}/quotation/${key}`), { key }))) as {
      expired: boolean;
    };
    expect(loaded.expired).toBe(true);
    const refused = unwrap<{ errors: Record<string, string> }>(
      await buyer(key, { intent: "accept", version: "1", name: "Asha Rao" }, "198.51.100.8"),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.errors.form).toMatch(/expired/);
    const fresh = unwrap<{ done: string }>(await buyer(key, { intent: "fresh" }, "198.51.100.8"));
    const reference = /\((Q-\d{4}-\d{6})\)/.exec(fresh.data.done)![1];
    const copy = getQuoteRequestByReference(reference)!;
    expect(copy.lines.map((l) => [l.name, l.quantity])).toEqual([["Flow TE244", 3]]);
    expect(copy.status).toBe("new");
  });

  it("the buyer's answers are rate-limited", async () => {
    const id = newRequest();
    await staff(id, await editorForm(id, { intent: "send-whatsapp" }));
    const key = keyOf(id);
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = unwrap(
        await buyer(
          key,
          { intent: "changes", version: "1", name: "A", message: "" },
          "198.51.100.9",
        ),
      ).status;
    expect(last).toBe(429);
  });
});

describe("the pipeline", () => {
  it("lists value, age and status; the dashboard counts waiting, expiring and accepted", async () => {
    const before = quotePipeline();
    const id = newRequest("Delhi");
    expect(quotePipeline().waiting).toBe(before.waiting + 1);
    await staff(id, await editorForm(id, { intent: "send-whatsapp" }));
    expect(quotePipeline().expiring).toBe(before.expiring);
    // Valid until tomorrow: expiring within 3 days.
    const tomorrow = addDays(businessDay(), 1);
    db.update(quoteVersions)
      .set({ valid_until: tomorrow })
      .where(eq(quoteVersions.quote_request_id, id))
      .run();
    expect(quotePipeline().expiring).toBe(before.expiring + 1);
    await buyer(keyOf(id), { intent: "accept", version: "1", name: "Asha Rao" }, "198.51.100.10");
    const after = quotePipeline();
    expect(after.acceptedCount).toBe(before.acceptedCount + 1);
    const listed = (await list.loader(
      args(new Request(`${BASE}/admin/quotes?status=accepted`, { headers: { Cookie: cookie } })),
    )) as Awaited<ReturnType<typeof list.loader>>;
    expect(listed.quotes.find((q) => q.id === id)).toMatchObject({
      value: "₹53,099.97",
      age: 0,
      status: "accepted",
    });
  });

  it("a quoted request past its validity is listed as expired", async () => {
    const id = newRequest();
    await staff(id, await editorForm(id, { intent: "send-whatsapp" }));
    db.update(quoteVersions)
      .set({ valid_until: "2020-01-01" })
      .where(eq(quoteVersions.quote_request_id, id))
      .run();
    await list.loader(args(new Request(`${BASE}/admin/quotes`, { headers: { Cookie: cookie } })));
    expect(getQuoteRequest(id)!.status).toBe("expired");
  });
});

describe("inquiries, quotes and seller settings", () => {
  it("turns an inquiry into a quote request in one click; both lists link the same buyer", async () => {
    const inquiry = createInquiry({
      name: "Vik Mehta",
      email: "Vik@Example.com",
      phone: "9811100022",
      company: null,
      inquiry_type: "quote",
      subject: "Price for TE244",
      message: "Need 2 printers",
      product_id: productId,
    });
    const res = (await settle(() =>
      fromInquiry.action(
        args(
          form(`/admin/quotes/from-inquiry/${inquiry.id}`, {}, { Cookie: cookie, Origin: BASE }),
          {
            id: String(inquiry.id),
          },
        ),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const id = Number(/\/admin\/quotes\/(\d+)$/.exec(res.headers.get("Location")!)![1]);
    const q = getQuoteRequest(id)!;
    expect(q).toMatchObject({ inquiry_id: inquiry.id, email: "Vik@Example.com", status: "new" });
    expect(q.lines.map((l) => [l.name, l.unit_price_paise])).toEqual([["Flow TE244", 1499999]]);
    // A second click opens the same request.
    const again = (await settle(() =>
      fromInquiry.action(
        args(
          form(`/admin/quotes/from-inquiry/${inquiry.id}`, {}, { Cookie: cookie, Origin: BASE }),
          {
            id: String(inquiry.id),
          },
        ),
      ),
    )) as Response;
    expect(again.headers.get("Location")).toBe(`/admin/quotes/${id}`);
    const editor = await editorOf(id);
    expect(editor.related.inquiries.map((i) => i.id)).toContain(inquiry.id);
    // The place of supply is chosen in the editor before sending.
    const saved = (await staff(
      id,
      await editorForm(id, { state: "Delhi", city: "New Delhi" }),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(getQuoteRequest(id)).toMatchObject({ state: "Delhi", city: "New Delhi" });
  });

  it("seller settings are kept in the database and printed on the next quotation", async () => {
    const current = sellerSettingsValues();
    const bad = unwrap<{ errors: Record<string, string> }>(
      await settings.action(
        args(
          form(
            "/admin/quotes/settings",
            { ...stringValues(current), bank_ifsc: "HDFC1234", gstin: "07AABCP1234C1Z9" },
            { Cookie: cookie, Origin: BASE },
          ),
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors.bank_ifsc).toMatch(/IFSC/);
    expect(bad.data.errors.gstin).toBeTruthy();
    const ok = (await settle(() =>
      settings.action(
        args(
          form(
            "/admin/quotes/settings",
            {
              ...stringValues(current),
              legal_name: "Prime Barcode Solutions Pvt Ltd",
              bank_name: "HDFC Bank",
              bank_account: "50200012345678",
              bank_ifsc: "hdfc0001234",
              validity_days: "30",
            },
            { Cookie: cookie, Origin: BASE },
          ),
        ),
      ),
    )) as Response;
    expect(ok.status).toBe(303);
    const id = newRequest();
    const e = await editorOf(id);
    expect(e.values.valid_until).toBe(addDays(businessDay(), 30));
    await staff(id, await editorForm(id, { intent: "send-whatsapp" }));
    const doc = latestQuotation(id)!.document;
    expect(doc.seller).toMatchObject({
      legalName: "Prime Barcode Solutions Pvt Ltd",
      bank: { name: "HDFC Bank", account: "50200012345678", ifsc: "HDFC0001234" },
    });
  });
});

function stringValues(v: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? "" : String(x)]));
}

describe("reference years in India's time", () => {
  // 23:00 UTC on 31 December is 04:30 on 1 January in India: the buyer's new year.
  const newYearsEve = new Date("2026-12-31T23:00:00Z");

  it("a request, a fresh quote and a quote from an inquiry made then are numbered in the new year", () => {
    const id = newRequest("Maharashtra", newYearsEve);
    expect(getQuoteRequest(id)!.reference).toMatch(/^Q-2027-\d{6}$/);
    expect(createFreshRequest(id, newYearsEve)).toMatch(/^Q-2027-\d{6}$/);
    const inquiry = createInquiry({
      name: "Nia Das",
      email: "nia@example.com",
      phone: "9811100033",
      company: null,
      inquiry_type: "quote",
      subject: "Year end",
      message: "Price please",
      product_id: productId,
    });
    const fromInquiryId = createFromInquiry(inquiry.id, "admin", newYearsEve)!;
    expect(getQuoteRequest(fromInquiryId)!.reference).toMatch(/^Q-2027-\d{6}$/);
    // Half an hour earlier in India it is still the old year.
    const before = newRequest("Maharashtra", new Date("2026-12-31T18:00:00Z"));
    expect(getQuoteRequest(before)!.reference).toMatch(/^Q-2026-\d{6}$/);
  });
});
