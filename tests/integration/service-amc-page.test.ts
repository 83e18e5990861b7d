// /amc: "Ask for an AMC quote" without JavaScript is a plain form post that puts the contract into
// the quote basket as a service line (SAC 998713, GST 18%, the printers as its quantity), beside the
// products; the basket edits and sends it like any line, and the request keeps it with its SAC.
import { beforeAll, expect, it } from "vitest";
import * as amc from "~/routes/site/amc";
import * as quote from "~/routes/site/quote";
import * as quoteSent from "~/routes/site/quote-sent";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { getQuoteRequestByReference } from "~/server/models/quotes.server";
import { quoteCountFromCookies } from "~/lib/quote-basket";
import { args, BASE, form, settle, unwrap } from "./admin-test-helpers";

let printer: number;

beforeAll(() => {
  createCategory({ name: "amc-printers", display_name: "Printers" });
  printer = createProduct({
    name: "AMC ZD421",
    slug: "amc-zd421",
    model: "ZD421",
    category: "amc-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 20000,
    hsn_code: "84433250",
    gst_rate: 18,
  }).id;
});

/** The cookies a browser would send back after this answer (the basket and its count). */
function cookiesOf(res: Response, before = ""): string {
  const jar = new Map(
    before ? before.split("; ").map((c) => c.split("=", 2) as [string, string]) : [],
  );
  for (const set of res.headers.getSetCookie()) {
    const [pair] = set.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

function postAmc(fields: Record<string, string>, cookie = "") {
  return settle(() => amc.action(args(form("/amc", fields, cookie ? { Cookie: cookie } : {}))));
}

async function basketLines(cookie: string) {
  const res = await quote.loader(
    args(new Request(`${BASE}/quote`, { headers: { Cookie: cookie } })),
  );
  return unwrap<Awaited<ReturnType<typeof quote.loader>>>(res).data.lines;
}

it("adds the AMC to the quote basket as a service line with its SAC, and refuses bad input whole", async () => {
  const bad = unwrap<{ errors: Record<string, string> }>(
    await postAmc({ plan: "comprehensive", printers: "1e3", models: "ZD421" }),
  );
  expect(bad.status).toBe(400);
  expect(bad.data.errors.printers).toBeTruthy();
  const long = unwrap<{ errors: Record<string, string> }>(
    await postAmc({ plan: "gold", printers: "2", models: "x".repeat(500) }),
  );
  expect(long.status).toBe(400);
  expect(Object.keys(long.data.errors).sort()).toEqual(["models", "plan"]);

  const added = (await postAmc({
    plan: "non-comprehensive",
    printers: "3",
    models: "3 × ZD421",
  })) as Response;
  expect(added.status).toBe(302);
  expect(added.headers.get("Location")).toBe("/quote");
  const cookie = cookiesOf(added);
  expect(quoteCountFromCookies(cookie)).toBe(1);
  const [line] = await basketLines(cookie);
  expect(line).toMatchObject({
    key: "amc",
    productId: null,
    amc: "non-comprehensive",
    sac: "998713",
    gstRate: 18,
    quantity: 3,
    note: "3 × ZD421",
    unitPricePaise: null,
  });
  expect(line.name).toMatch(/^Annual maintenance contract/);

  // Asking again changes the one AMC line rather than adding a second.
  const again = (await postAmc(
    { plan: "comprehensive", printers: "4", models: "4 × ZD421" },
    cookie,
  )) as Response;
  const cookie2 = cookiesOf(again, cookie);
  const lines = await basketLines(cookie2);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ amc: "comprehensive", quantity: 4 });
});

it("sends the AMC line with a product; the request keeps the SAC and GST 18%", async () => {
  const added = (await postAmc({
    plan: "comprehensive",
    printers: "2",
    models: "2 × ZD421",
  })) as Response;
  let cookie = cookiesOf(added);
  const withPrinter = (await settle(() =>
    quote.action(
      args(
        form(
          "/quote",
          { intent: "add", product_id: String(printer), quantity: "1" },
          { Cookie: cookie },
        ),
      ),
    ),
  )) as Response;
  cookie = cookiesOf(withPrinter, cookie);
  expect(quoteCountFromCookies(cookie)).toBe(2);

  // The basket form edits the service line like any other: 5 printers.
  const sent = (await settle(() =>
    quote.action(
      args(
        form(
          "/quote",
          {
            intent: "send",
            [`qty_${printer}`]: "1",
            qty_amc: "5",
            note_amc: "5 × ZD421",
            name: "Sunita Rao",
            phone: "9876500011",
            email: "sunita@example.com",
            state: "Maharashtra",
            city: "Pune",
          },
          { Cookie: cookie },
        ),
        {},
        "198.51.100.31",
      ),
    ),
  )) as Response;
  expect(sent.status).toBe(302);
  expect(sent.headers.get("Location")).toBe("/quote/sent");
  const sentCookie = cookiesOf(sent, cookie);
  expect(quoteCountFromCookies(sentCookie)).toBe(0);
  const page = unwrap<{ sent: { reference: string } | null }>(
    await quoteSent.loader(
      args(new Request(`${BASE}/quote/sent`, { headers: { Cookie: sentCookie } })),
    ),
  ).data;
  const request = getQuoteRequestByReference(page.sent!.reference)!;
  expect(
    request.lines.map((l) => [l.product_id, l.quantity, l.hsn_code, l.gst_rate, l.note]),
  ).toEqual([
    [printer, 1, "84433250", 18, null],
    [null, 5, "998713", 18, "5 × ZD421"],
  ]);
  expect(request.lines[1].name).toMatch(/^Annual maintenance contract \(1 year\): Comprehensive/);
  expect(request.lines[1].unit_price_paise).toBeNull();
});
