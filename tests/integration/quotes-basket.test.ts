import { beforeAll, describe, expect, it } from "vitest";
import * as quote from "~/routes/site/quote";
import * as quoteSent from "~/routes/site/quote-sent";
import { QUOTE_MAX_LINES } from "~/lib/quote-basket";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, updateProduct } from "~/server/models/products.server";
import { countQuoteRequests, listQuoteRequests } from "~/server/models/quotes.server";
import { getQuoteRequest } from "~/server/models/quotes.server";
import { saveSellerSettings, sellerSettingsValues } from "~/server/models/seller-settings.server";
import { args, BASE, form, unwrap } from "./admin-test-helpers";

let printer: number;
let ribbon: number;
let hidden: number;

beforeAll(() => {
  createCategory({ name: "printers", display_name: "Printers" });
  printer = createProduct({
    name: "GoDEX G500",
    slug: "godex-g500",
    model: "G500",
    category: "printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 18500.5,
    hsn_code: "84433250",
    gst_rate: 18,
  }).id;
  ribbon = createProduct({
    name: "Wax Ribbon",
    slug: "wax-ribbon",
    category: "printers",
    short_description: "Ribbon",
    description: "A ribbon.",
    price: 450,
    price_on_request: true,
    gst_rate: 12,
  }).id;
  hidden = createProduct({
    name: "Old Printer",
    slug: "old-printer",
    category: "printers",
    short_description: "Gone",
    description: "Gone.",
    status: "inactive",
  }).id;
});

/** The cookie a browser would send back after this answer. */
function cookieOf(res: unknown): string {
  const headers =
    res instanceof Response
      ? res.headers
      : new Headers((res as { init?: { headers?: HeadersInit } }).init?.headers);
  const set = headers.get("Set-Cookie");
  expect(set, "the answer sets the basket cookie").toBeTruthy();
  return set!.split(";")[0];
}

function post(fields: Record<string, string>, cookie = "", address = "198.51.100.7") {
  return quote.action(args(form("/quote", fields, cookie ? { Cookie: cookie } : {}), {}, address));
}

async function basketLines(cookie: string) {
  const res = await quote.loader(
    args(new Request(`${BASE}/quote`, { headers: cookie ? { Cookie: cookie } : {} })),
  );
  return unwrap<Awaited<ReturnType<typeof quote.loader>>>(res).data.lines;
}

const buyer = {
  name: "Ravi Kumar",
  company: "Kumar Logistics",
  phone: "+91 98765 43210",
  email: "ravi@example.com",
  gstin: "27aapfu0939f1zv",
  state: "Maharashtra",
  city: "Pune",
  notes: "Delivery before Diwali",
};

async function filledBasket() {
  let cookie = cookieOf(await post({ intent: "add", product_id: String(printer), quantity: "2" }));
  cookie = cookieOf(
    await post({ intent: "add", product_id: String(ribbon), quantity: "10" }, cookie),
  );
  return cookie;
}

describe("quote basket", () => {
  it("without JavaScript: 'Add to quote' stores the line in a cookie and lands on the basket", async () => {
    const res = (await post({
      intent: "add",
      product_id: String(printer),
      quantity: "3",
    })) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/quote");
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^quote_basket=/);
    const lines = await basketLines(cookie);
    expect(lines).toMatchObject([
      { productId: printer, name: "GoDEX G500", model: "G500", quantity: 3 },
    ]);

    // Adding again adds the units; with JavaScript the answer is a small result.
    const again = await post(
      { intent: "add", product_id: String(printer), quantity: "4", _js: "1" },
      cookie,
    );
    expect(unwrap(again).data).toEqual({ kind: "added", name: "GoDEX G500", lines: 1 });
    expect((await basketLines(cookieOf(again)))[0].quantity).toBe(7);
  });

  it("refuses bad quantities, unknown and hidden products with messages, basket unchanged", async () => {
    for (const [fields, message] of [
      [{ product_id: String(printer), quantity: "0" }, "Quantity must be at least 1"],
      [{ product_id: String(printer), quantity: "10000" }, "Quantity must be at most 9999"],
      [
        { product_id: String(printer), quantity: "1.5" },
        "Quantity must be a whole number written with the digits 0-9 only, such as 2",
      ],
      [
        { product_id: String(printer), quantity: "lots" },
        "Quantity must be a whole number written with the digits 0-9 only, such as 2",
      ],
      [{ product_id: "999999", quantity: "1" }, "This product is no longer offered"],
      [{ product_id: String(hidden), quantity: "1" }, "This product is no longer offered"],
      [{ product_id: "'; drop table products", quantity: "1" }, "Choose a product to add"],
    ] as const) {
      const res = await post({ intent: "add", _js: "1", ...fields });
      const { data, status } = unwrap(res);
      expect(status).toBe(400);
      expect(data).toEqual({ kind: "add-error", message });
    }
  });

  it("a forged or tampered cookie is an empty basket", async () => {
    const cookie = await filledBasket();
    const [name, value] = cookie.split("=");
    const forged = `${name}=${value.slice(0, -3)}abc`;
    expect(await basketLines(forged)).toEqual([]);
    expect(
      await basketLines(
        `${name}=${Buffer.from('{"lines":[{"p":1,"q":5,"n":""}],"sent":null}').toString("base64")}`,
      ),
    ).toEqual([]);
  });

  it("caps the basket's lines with a clear message", async () => {
    createCategory({ name: "bulk", display_name: "Bulk" });
    let cookie = "";
    for (let i = 0; i < QUOTE_MAX_LINES; i++) {
      const id = createProduct({
        name: `Label ${i}`,
        slug: `bulk-label-${i}`,
        category: "bulk",
        short_description: "Label",
        description: "Label.",
      }).id;
      cookie = cookieOf(
        await post({ intent: "add", product_id: String(id), quantity: "1" }, cookie),
      );
    }
    const res = await post(
      { intent: "add", product_id: String(printer), quantity: "1", _js: "1" },
      cookie,
    );
    expect(unwrap(res).status).toBe(400);
    expect(unwrap(res).data).toMatchObject({
      message: expect.stringMatching(/at most 20 products/),
    });
  });

  it("updates quantities and notes, removes a line, and keeps the typed details", async () => {
    let cookie = await filledBasket();
    const updated = await post(
      {
        intent: "update",
        [`qty_${printer}`]: "5",
        [`note_${printer}`]: "with stand",
        name: "Ravi",
      },
      cookie,
    );
    expect(unwrap(updated).data).toMatchObject({ kind: "updated", values: { name: "Ravi" } });
    // The answer shows the basket as changed: a page rendered without JavaScript uses it.
    expect(unwrap<{ lines: { quantity: number }[] }>(updated).data.lines[0].quantity).toBe(5);
    cookie = cookieOf(updated);
    expect((await basketLines(cookie))[0]).toMatchObject({ quantity: 5, note: "with stand" });

    const bad = await post(
      { intent: "update", [`qty_${printer}`]: "-2", [`note_${ribbon}`]: "x".repeat(81) },
      cookie,
    );
    expect(unwrap(bad).status).toBe(400);
    expect(unwrap(bad).data).toMatchObject({
      kind: "invalid",
      errors: {
        [`qty_${printer}`]: "Quantity must be at least 1",
        [`note_${ribbon}`]: "A line's note must be at most 80 characters",
      },
    });

    cookie = cookieOf(await post({ intent: `remove:${printer}` }, cookie));
    expect((await basketLines(cookie)).map((l) => l.productId)).toEqual([ribbon]);
  });
});

describe("quote request", () => {
  it("stores the request and its lines as they were, empties the basket and shows the confirmation", async () => {
    let cookie = await filledBasket();
    const before = countQuoteRequests();
    const res = (await post(
      { intent: "send", ...buyer, [`note_${printer}`]: "with cutter" },
      cookie,
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/quote/sent");
    cookie = cookieOf(res);
    expect(await basketLines(cookie)).toEqual([]);
    expect(countQuoteRequests()).toBe(before + 1);

    const stored = listQuoteRequests().items[0];
    expect(stored.reference).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(stored).toMatchObject({
      name: "Ravi Kumar",
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
      city: "Pune",
      status: "new",
    });
    const full = getQuoteRequest(stored.id)!;
    expect(full.lines).toMatchObject([
      {
        name: "GoDEX G500",
        model: "G500",
        quantity: 2,
        unit_price_paise: 1850050,
        hsn_code: "84433250",
        gst_rate: 18,
        note: "with cutter",
      },
      { name: "Wax Ribbon", quantity: 10, unit_price_paise: null, gst_rate: 12 },
    ]);

    // A later price change does not touch the request.
    updateProduct(printer, { price: 99999 });
    expect(getQuoteRequest(stored.id)!.lines[0].unit_price_paise).toBe(1850050);
    updateProduct(printer, { price: 18500.5 });

    const page = unwrap<Awaited<ReturnType<typeof quoteSent.loader>>>(
      await quoteSent.loader(
        args(new Request(`${BASE}/quote/sent`, { headers: { Cookie: cookie } })),
      ),
    ).data;
    expect(page.sent?.reference).toBe(stored.reference);
    const text = new URL(page.sent!.whatsappUrl).searchParams.get("text")!;
    expect(text).toContain(stored.reference);
    expect(text).toContain("1. GoDEX G500 (Model G500) x 2");
    expect(text).toContain("2. Wax Ribbon x 10");

    // Another browser (no cookie) sees nothing.
    const other = unwrap<Awaited<ReturnType<typeof quoteSent.loader>>>(
      await quoteSent.loader(args(new Request(`${BASE}/quote/sent`))),
    ).data;
    expect(other.sent).toBeNull();
  });

  it("without JavaScript a blank state is the GSTIN's; phone and city may be left out", async () => {
    const cookie = await filledBasket();
    const before = countQuoteRequests();
    const res = (await post(
      {
        intent: "send",
        name: "Asha Rao",
        email: "asha@example.com",
        gstin: "29aapfu0939f1zr",
        state: "",
        phone: "",
        city: "",
      },
      cookie,
    )) as Response;
    expect(res.status).toBe(302);
    expect(countQuoteRequests()).toBe(before + 1);
    expect(listQuoteRequests().items[0]).toMatchObject({
      name: "Asha Rao",
      gstin: "29AAPFU0939F1ZR",
      state: "Karnataka",
      city: "",
    });
    // Neither a state nor a GSTIN: the state is asked for.
    const none = await post(
      { intent: "send", name: "Asha Rao", email: "asha@example.com", state: "" },
      await filledBasket(),
    );
    expect(unwrap(none).data).toMatchObject({
      kind: "invalid",
      errors: { state: "Please choose the state of delivery (place of supply)" },
    });
  });

  it("hostile details get field messages, nothing is stored and the basket stays", async () => {
    const cookie = await filledBasket();
    const before = countQuoteRequests();
    const res = await post(
      {
        intent: "send",
        name: " ",
        phone: "12345",
        email: "not-mail",
        gstin: "27AAPFU0939F1ZW",
        state: "Atlantis",
        city: "",
        notes: "<script>alert(1)</script>",
      },
      cookie,
    );
    const { data, status } = unwrap(res);
    expect(status).toBe(400);
    expect(data).toMatchObject({
      kind: "invalid",
      errors: {
        name: "Name is required",
        phone: "Please enter a phone number with 10 to 15 digits",
        email: "Please enter a valid email address",
        gstin: "GSTIN check character does not match: please check for a typo",
        state: "Please choose the state of delivery (place of supply)",
      },
    });
    expect(countQuoteRequests()).toBe(before);
    expect(await basketLines(cookieOf(res))).toHaveLength(2);
  });

  it("an empty basket cannot be sent", async () => {
    const res = await post({ intent: "send", ...buyer });
    expect(unwrap(res).status).toBe(400);
    expect(unwrap(res).data).toMatchObject({
      kind: "failed",
      message: "Your quote basket is empty",
    });
  });

  it("is rate-limited per address like the contact form", async () => {
    const address = "192.0.2.99";
    let last: unknown;
    for (let i = 0; i < 11; i++) {
      const cookie = cookieOf(
        await post({ intent: "add", product_id: String(printer), quantity: "1" }, "", address),
      );
      last = await post({ intent: "send", ...buyer }, cookie, address);
    }
    const { data, status } = unwrap(last);
    expect(status).toBe(429);
    expect(data).toMatchObject({
      kind: "failed",
      message: expect.stringMatching(/several quote requests/),
    });
  });
});

describe("the buyer's form", () => {
  it("takes its required fields and lengths from the request's rule (a GSTIN typed with spaces fits)", async () => {
    const data = (await quote.loader(args(new Request(`${BASE}/quote`)))) as {
      constraints: Record<string, { required: boolean; maxLength?: number }>;
    };
    expect(data.constraints).toMatchObject({
      name: { required: true, maxLength: 100 },
      company: { required: false, maxLength: 150 },
      phone: { required: false, maxLength: 30 },
      email: { required: true, maxLength: 254 },
      gstin: { required: false, maxLength: 40 },
      city: { required: false, maxLength: 100 },
      notes: { required: false, maxLength: 2000 },
    });
  });
});

describe("the basket's estimate", () => {
  async function loaded(cookie: string) {
    return (await quote.loader(
      args(new Request(`${BASE}/quote`, { headers: { Cookie: cookie } })),
    )) as Awaited<ReturnType<typeof quote.loader>>;
  }

  it("gives each line its price in paise and GST rate, priced-on-request lines none", async () => {
    const page = await loaded(await filledBasket());
    expect(page.sellerState).toBe("Delhi");
    expect(page.lines).toMatchObject([
      { productId: printer, unitPricePaise: 1_850_050, gstRate: 18, quantity: 2 },
      { productId: ribbon, unitPricePaise: null, gstRate: 12, quantity: 10 },
    ]);
  });

  it("keeps the delivery state the buyer chose with the basket, and only an Indian state", async () => {
    let cookie = await filledBasket();
    expect((await loaded(cookie)).buyerState).toBe("");
    cookie = cookieOf(await post({ intent: "update", state: "Karnataka" }, cookie));
    expect((await loaded(cookie)).buyerState).toBe("Karnataka");
    // Anything else is forgotten, with the page answered as usual (no error, nothing else lost).
    for (const state of ["Atlantis", "<script>alert(1)</script>", "x".repeat(10_000), ""]) {
      const res = await post({ intent: "update", state }, cookie);
      expect(unwrap(res).status).toBe(200);
      const next = cookieOf(res);
      const page = await loaded(next);
      expect(page.buyerState).toBe("");
      expect(page.lines).toHaveLength(2);
    }
    // A form without the field (a card's "Add to quote") leaves the state as it was.
    cookie = cookieOf(
      await post({ intent: "add", product_id: String(printer), quantity: "1" }, cookie),
    );
    expect((await loaded(cookie)).buyerState).toBe("Karnataka");
    // Sending empties the basket but remembers the state for the next one.
    const sent = await post({ intent: "send", ...buyer, state: "Delhi" }, cookie, "198.51.100.91");
    expect((await loaded(cookieOf(sent))).buyerState).toBe("Delhi");
  });

  it("takes the seller's state from the seller settings staff save", async () => {
    const saved = sellerSettingsValues();
    saveSellerSettings({ ...saved, state: "Maharashtra" });
    try {
      expect((await loaded(await filledBasket())).sellerState).toBe("Maharashtra");
    } finally {
      saveSellerSettings(saved);
    }
    expect((await loaded(await filledBasket())).sellerState).toBe("Delhi");
  });

  it("the sent page works out the stored request's totals: CGST + SGST inside Delhi", async () => {
    const cookie = await filledBasket();
    const sent = cookieOf(
      await post({ intent: "send", ...buyer, state: "Delhi" }, cookie, "198.51.100.92"),
    );
    const page = (await quoteSent.loader(
      args(new Request(`${BASE}/quote/sent`, { headers: { Cookie: sent } })),
    )) as Awaited<ReturnType<typeof quoteSent.loader>>;
    // 2 x ₹18,500.50 = ₹37,001.00; CGST and SGST 9% each = ₹3,330.09; the ribbon on request.
    expect(page.sent).toMatchObject({
      supply: "intra",
      totals: {
        taxablePaise: 3_700_100,
        cgstPaise: 333_009,
        sgstPaise: 333_009,
        igstPaise: 0,
        totalPaise: 4_366_118,
        onRequest: 1,
      },
    });
    expect(page.sent?.lines.map((l) => l.amountPaise)).toEqual([3_700_100, null]);
  });
});
