// The admin's Quotes tab (list, filter, detail, status and note, printable GST quotation, dashboard
// count) and /api/quotes (public POST, admin GET and PUT), against a real SQLite file.
import { amountInWords } from "~/lib/words";
import { beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "~/routes/admin/dashboard";
import * as detail from "~/routes/admin/quotes-detail";
import * as list from "~/routes/admin/quotes";
import * as quotation from "~/routes/admin/quotes-quotation";
import * as apiQuoteById from "~/routes/api/quotes-by-id";
import * as apiQuotes from "~/routes/api/quotes";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import {
  countQuoteRequests,
  getQuoteRequest,
  getQuoteRequestByReference,
} from "~/server/models/quotes.server";
import { AMC_GST_RATE, AMC_SAC, amcLineName } from "~/lib/amc";
import { gstinCheckCharacter } from "~/lib/gstin";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";

let token: string;
let cookie: string;
let printerId: number;

type Handler = (a: unknown) => unknown;

async function call(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  address = "203.0.113.50",
) {
  const res = (await settle(() => handler(args(request, params, address)))) as Response;
  expect(res).toBeInstanceOf(Response);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

function json(url: string, body: unknown, method = "POST", headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
}

const bearer = () => ({ Authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = bearer()) =>
  new Request(`${BASE}${url}`, { headers });

const buyer = {
  name: "Meera Shah",
  company: "Shah Pharma",
  phone: "9876543210",
  email: "meera@example.com",
  gstin: "24AAACS1234A1Z8",
  state: "Gujarat",
  city: "Ahmedabad",
  notes: null,
};

async function postQuote(body: unknown, address = "203.0.113.50") {
  return call(apiQuotes.action as Handler, json("/api/quotes", body), {}, address);
}

/** A request of the test's own, posted as a buyer would, from its own address. */
async function newQuote(body: object, address: string) {
  const res = await postQuote(body, address);
  expect(res.status).toBe(201);
  const reference = res.body.reference as string;
  return { reference, id: String(getQuoteRequestByReference(reference)!.id) };
}

/** A valid Maharashtra GSTIN for the PAN, so a search by it finds one test's requests alone. */
const gstinFor = (pan: string) => `27${pan}1Z${gstinCheckCharacter(`27${pan}1Z`)}`;

/** Three lines: the printer (with a note), labels and a head without a price. */
const linesWithPrinter = () => [
  { product_id: printerId, quantity: 2, note: "with cutter" },
  { slug: "label-roll", quantity: 3 },
  { slug: "custom-head", quantity: 1 },
];

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "printers", display_name: "Printers" });
  printerId = createProduct({
    name: "TSC TE244",
    slug: "tsc-te244",
    model: "TE244",
    category: "printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 14999.99,
    hsn_code: "84433250",
    gst_rate: 18,
  }).id;
  createProduct({
    name: "Label roll",
    slug: "label-roll",
    category: "printers",
    short_description: "Labels",
    description: "Labels.",
    price: 0.25,
    gst_rate: 18,
  });
  createProduct({
    name: "Printer stand",
    slug: "printer-stand",
    category: "printers",
    short_description: "Stand",
    description: "Stand.",
    price: 1000,
  });
  createProduct({
    name: "Custom head",
    slug: "custom-head",
    category: "printers",
    short_description: "Head",
    description: "Head.",
    hsn_code: "84439959",
    gst_rate: 18,
  });
});

describe("POST /api/quotes", () => {
  it("stores a request from JSON and answers 201 with the reference and the WhatsApp link", async () => {
    // The GSTIN's check character is computed, not guessed: a valid one for this PAN.
    const res = await postQuote({
      ...buyer,
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
      lines: [
        { product_id: printerId, quantity: 2, note: "with cutter" },
        { slug: "label-roll", quantity: 3 },
        { slug: "custom-head", quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(res.body.lines).toEqual([
      { name: "TSC TE244", model: "TE244", quantity: 2 },
      { name: "Label roll", model: null, quantity: 3 },
      { name: "Custom head", model: null, quantity: 1 },
    ]);
    const text = new URL(res.body.whatsapp_url).searchParams.get("text")!;
    expect(text).toContain(res.body.reference);
    expect(text).toContain("1. TSC TE244 (Model TE244) x 2");
  });

  it("takes an AMC as a line beside the products: its plan, the printers it covers, its SAC", async () => {
    const res = await postQuote({
      ...buyer,
      gstin: null,
      lines: [
        { product_id: printerId, quantity: 1 },
        { amc: "comprehensive", quantity: 3, note: "Two ZD421t and a TE244" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.lines[1]).toEqual({
      name: amcLineName("comprehensive"),
      model: null,
      quantity: 3,
    });
    const stored = getQuoteRequestByReference(res.body.reference)!;
    expect(stored.lines[1]).toMatchObject({
      product_id: null,
      hsn_code: AMC_SAC,
      gst_rate: AMC_GST_RATE,
      quantity: 3,
      note: "Two ZD421t and a TE244",
    });

    const before = countQuoteRequests();
    const refused: [unknown[], Record<string, string>][] = [
      [
        [{ amc: "gold", quantity: 1 }],
        { "lines.0.amc": expect.stringMatching(/^amc must be one of/) },
      ],
      [
        [{ amc: "comprehensive", product_id: printerId, quantity: 1 }],
        { "lines.0": "A line is a product or an AMC, not both" },
      ],
      [
        [
          { amc: "comprehensive", quantity: 1 },
          { amc: "non-comprehensive", quantity: 2 },
        ],
        { "lines.1": "A quote holds one AMC line" },
      ],
    ];
    for (const [lines, fields] of refused) {
      const bad = await postQuote({ ...buyer, gstin: null, lines });
      expect(bad.status, JSON.stringify(lines)).toBe(400);
      expect(bad.body.fields).toEqual(fields);
    }
    expect(countQuoteRequests()).toBe(before);
  });

  it("hostile bodies get 4xx with field messages and nothing is stored", async () => {
    const before = countQuoteRequests();
    const cases: [unknown, number, Record<string, string> | string][] = [
      ["not json", 400, "The body is not valid JSON"],
      [[1, 2], 400, "The body must be a JSON object"],
      [
        { ...buyer, gstin: "24AAACS1234A1Z9", lines: [{ product_id: printerId, quantity: 1 }] },
        400,
        { gstin: "GSTIN check character does not match: please check for a typo" },
      ],
      [
        { ...buyer, gstin: null, lines: [] },
        400,
        { lines: "Add at least one product to the quote" },
      ],
      [
        { ...buyer, gstin: null, lines: [{ product_id: printerId, quantity: 0 }] },
        400,
        { "lines.0.quantity": "Quantity must be at least 1" },
      ],
      [
        { ...buyer, gstin: null, lines: [{ product_id: 987654, quantity: 1 }] },
        400,
        { "lines.0": "No such product is offered" },
      ],
      [
        {
          ...buyer,
          gstin: null,
          lines: [
            { product_id: printerId, quantity: 1 },
            { slug: "tsc-te244", quantity: 1 },
          ],
        },
        400,
        { "lines.1": "Each product may appear once in a quote" },
      ],
      [
        {
          ...buyer,
          gstin: null,
          state: "Gujrat",
          email: 5,
          lines: [{ slug: "../x", quantity: 1 }],
        },
        400,
        {
          state: "Please choose the state of delivery (place of supply)",
          email: "Email is required",
        },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await postQuote(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (typeof expected === "string") expect(res.body.error).toBe(expected);
      else expect(res.body.fields).toMatchObject(expected);
    }
    const form = await call(
      apiQuotes.action as Handler,
      new Request(`${BASE}/api/quotes`, {
        method: "POST",
        body: "name=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(form.status).toBe(415);
    // A page on another site cannot post a request in a visitor's name.
    const crossSite = await call(
      apiQuotes.action as Handler,
      json("/api/quotes", { ...buyer, lines: [{ product_id: printerId, quantity: 1 }] }, "POST", {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(countQuoteRequests()).toBe(before);
  });

  it("is rate-limited with the page's rule", async () => {
    const body = { ...buyer, gstin: null, lines: [{ product_id: printerId, quantity: 1 }] };
    let last = await postQuote(body, "198.51.100.200");
    for (let i = 0; i < 10; i++) last = await postQuote(body, "198.51.100.200");
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("admin reads and updates", () => {
  it("GET /api/quotes needs the token; filters by status and search", async () => {
    const gstin = gstinFor("RDMPS1111R");
    const mine = await newQuote(
      { ...buyer, gstin, state: "Maharashtra", lines: linesWithPrinter() },
      "203.0.113.61",
    );
    expect((await call(apiQuotes.loader as Handler, get("/api/quotes", {}))).status).toBe(401);
    const all = await call(apiQuotes.loader as Handler, get("/api/quotes"));
    expect(all.status).toBe(200);
    // Newest first: its own request heads the list.
    expect(all.body.quotes[0].reference).toBe(mine.reference);
    const found = await call(
      apiQuotes.loader as Handler,
      get(`/api/quotes?q=${gstin.slice(0, 7)}`),
    );
    expect(found.body.quotes).toHaveLength(1);
    expect(found.body.quotes[0]).toMatchObject({
      reference: mine.reference,
      state: "Maharashtra",
      line_count: 3,
    });
    const fresh = await call(apiQuotes.loader as Handler, get(`/api/quotes?status=new&q=${gstin}`));
    expect(fresh.body.quotes.map((q: { reference: string }) => q.reference)).toEqual([
      mine.reference,
    ]);
    const won = await call(
      apiQuotes.loader as Handler,
      get(`/api/quotes?status=accepted&q=${gstin}`),
    );
    expect(won.body.quotes).toEqual([]);
    const bad = await call(apiQuotes.loader as Handler, get("/api/quotes?status=closed"));
    expect(bad.status).toBe(400);
  });

  it("GET and PUT /api/quotes/:id: status and note change, a bad status is refused", async () => {
    const { id } = await newQuote({ ...buyer, lines: linesWithPrinter() }, "203.0.113.62");
    const one = await call(apiQuoteById.loader as Handler, get(`/api/quotes/${id}`), { id });
    expect(one.body.lines[0]).toMatchObject({
      name: "TSC TE244",
      unit_price_paise: 1499999,
      hsn_code: "84433250",
      gst_rate: 18,
      note: "with cutter",
    });
    const put = (body: unknown) =>
      call(apiQuoteById.action as Handler, json(`/api/quotes/${id}`, body, "PUT", bearer()), {
        id,
      });
    expect((await put({ internal_note: "Call on Monday" })).body).toMatchObject({
      status: "new",
      internal_note: "Call on Monday",
    });
    // A status change alone keeps the note.
    expect((await put({ status: "quoted" })).body).toMatchObject({
      status: "quoted",
      internal_note: "Call on Monday",
    });
    const refused = await put({ status: "closed" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.status).toBe(
      "Status must be one of new, quoted, accepted, changes_asked, lost, expired",
    );
    expect(getQuoteRequest(Number(id))!.status).toBe("quoted");
    expect(
      (await call(apiQuoteById.loader as Handler, get("/api/quotes/999999"), { id: "999999" }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          apiQuoteById.action as Handler,
          json(`/api/quotes/${id}`, { status: "accepted" }, "PUT"),
          {
            id,
          },
        )
      ).status,
    ).toBe(401);
  });

  it("the Quotes tab lists, filters and searches; the detail saves status and note", async () => {
    const page = async (url: string) =>
      unwrap<Awaited<ReturnType<typeof list.loader>>>(
        await list.loader(args(new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }))),
      );
    // Two requests of its own: one staff have quoted, one still new.
    const lines = [{ product_id: printerId, quantity: 1 }];
    const { id } = await newQuote({ ...buyer, lines }, "203.0.113.63");
    const fresh = await newQuote({ ...buyer, lines }, "203.0.113.63");
    const marked = await call(
      apiQuoteById.action as Handler,
      json(`/api/quotes/${id}`, { status: "quoted" }, "PUT", bearer()),
      { id },
    );
    expect(marked.status).toBe(200);

    const quoted = (await page("/admin/quotes?status=quoted")).data;
    expect(quoted.quotes.map((q) => String(q.id))).toContain(id);
    expect(quoted.quotes.map((q) => String(q.id))).not.toContain(fresh.id);
    expect(quoted.quotes.every((q) => q.status === "quoted")).toBe(true);
    const searched = (await page("/admin/quotes?q=Shah%20Pharma&status=new")).data;
    expect(searched.quotes.map((q) => String(q.id))).toContain(fresh.id);
    expect(searched.quotes.every((q) => q.company === "Shah Pharma" && q.status === "new")).toBe(
      true,
    );
    // A wildcard is searched as itself.
    expect((await page("/admin/quotes?q=%25")).data.quotes).toEqual([]);

    const res = (await detail.action(
      args(
        form(
          `/admin/quotes/${id}`,
          { intent: "status", status: "accepted", internal_note: "PO received" },
          { Cookie: cookie, Origin: BASE },
        ),
        { id },
      ),
    )) as Response;
    expect(res.status).toBe(303);
    expect(await flashOf(res)).toEqual({ type: "success", message: "Quote request updated" });
    expect(getQuoteRequest(Number(id))).toMatchObject({
      status: "accepted",
      internal_note: "PO received",
    });

    const bad = await detail.action(
      args(
        form(
          `/admin/quotes/${id}`,
          { intent: "status", status: "maybe" },
          { Cookie: cookie, Origin: BASE },
        ),
        {
          id,
        },
      ),
    );
    expect(unwrap(bad).status).toBe(400);

    // Signed out: the login page.
    const anon = (await settle(() =>
      list.loader(args(new Request(`${BASE}/admin/quotes`))),
    )) as Response;
    expect(anon.status).toBe(302);
  });

  it("the dashboard counts new requests", async () => {
    const before = unwrap<Awaited<ReturnType<typeof dashboard.loader>>>(
      await dashboard.loader(args(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))),
    ).data.attention.find((t) => t.key === "quotes")?.value;
    expect(before).toBe(countQuoteRequests("new"));
    await postQuote(
      { ...buyer, gstin: null, lines: [{ product_id: printerId, quantity: 1 }] },
      "192.0.2.1",
    );
    const after = unwrap<Awaited<ReturnType<typeof dashboard.loader>>>(
      await dashboard.loader(args(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))),
    ).data.attention.find((t) => t.key === "quotes")?.value;
    expect(after).toBe(before! + 1);
  });
});

describe("GST quotation", () => {
  async function quotationFor(body: object) {
    const res = await postQuote(body, "192.0.2.77");
    expect(res.status).toBe(201);
    const id = String(
      (await call(apiQuotes.loader as Handler, get(`/api/quotes?q=${res.body.reference}`))).body
        .quotes[0].id,
    );
    return unwrap<Awaited<ReturnType<typeof quotation.loader>>>(
      await quotation.loader(
        args(new Request(`${BASE}/admin/quotes/${id}/quotation`, { headers: { Cookie: cookie } }), {
          id,
        }),
      ),
    ).data;
  }

  it("a buyer in the seller's state: CGST + SGST; priceless lines on request", async () => {
    const q = await quotationFor({
      ...buyer,
      gstin: null,
      state: "Delhi",
      lines: [
        { product_id: printerId, quantity: 3 },
        { slug: "label-roll", quantity: 1 },
        { slug: "custom-head", quantity: 2 },
      ],
    });
    expect(q.doc.intraState).toBe(true);
    // 3 x ₹14,999.99 = ₹44,999.97; 9% = 4049.9973 -> ₹4,050.00 each.
    expect(q.doc.lines[0]).toMatchObject({
      taxablePaise: 4499997,
      cgstPaise: 405000,
      sgstPaise: 405000,
      totalPaise: 5309997,
    });
    // ₹0.25 at 9% = 2.25 paise -> 2 paise each.
    expect(q.doc.lines[1]).toMatchObject({ cgstPaise: 2, sgstPaise: 2, totalPaise: 29 });
    // A line without a price is on request: nothing of it in the totals.
    expect(q.doc.lines[2]).toMatchObject({ unitPricePaise: null, hsn: "84439959", totalPaise: 0 });
    expect(q.doc.totals).toEqual({
      grossPaise: 4500022,
      discountPaise: 0,
      taxablePaise: 4500022,
      cgstPaise: 405002,
      sgstPaise: 405002,
      igstPaise: 0,
      totalPaise: 5310026,
    });
    expect(amountInWords(q.doc.totals.totalPaise)).toBe(
      "Fifty Three Thousand One Hundred Rupees And Twenty Six Paise Only",
    );
    expect(q.doc.validUntil > q.doc.date).toBe(true);
  });

  it("a buyer in another state: IGST", async () => {
    const q = await quotationFor({
      ...buyer,
      lines: [
        { product_id: printerId, quantity: 1 },
        { slug: "printer-stand", quantity: 2 },
      ],
    });
    expect(q.doc.intraState).toBe(false);
    // A price without a GST rate: its value counts, its tax is to be confirmed.
    expect(q.doc.lines[1]).toMatchObject({ gstRate: null, taxablePaise: 200000 });
    expect(q.doc.buyer).toMatchObject({
      gstin: "24AAACS1234A1Z8",
      state: "Gujarat",
      stateCode: "24",
    });
    // ₹14,999.99 at 18% = 2699.9982 -> ₹2,700.00.
    expect(q.doc.totals).toMatchObject({
      taxablePaise: 1699999,
      cgstPaise: 0,
      igstPaise: 270000,
      totalPaise: 1969999,
    });
  });
});
