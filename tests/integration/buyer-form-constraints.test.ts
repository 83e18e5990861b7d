import { beforeAll, describe, expect, it } from "vitest";
import Contact, { loader as contactLoader } from "~/routes/site/contact";
import NewsletterPage, { loader as newsletterLoader } from "~/routes/site/newsletter";
import { inquiryInput } from "~/server/validation/inquiry.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import Login, { loader as loginLoader } from "~/routes/admin/login";
import ServicePage, { loader as serviceLoader } from "~/routes/site/service";
import { ticketInput } from "~/server/entities/ticket.server";
import { loginInput } from "~/server/validation/auth.server";
import QuotationPage, { loader as quotationLoader } from "~/routes/quotation/page";
import * as quoteEditor from "~/routes/admin/quotes-detail";
import TrackLookup, { loader as trackLookupLoader } from "~/routes/site/track-lookup";
import TrackPage, { loader as trackLoader } from "~/routes/site/track";
import WarrantyPage, { loader as warrantyLoader } from "~/routes/site/warranty";
import Home, { loader as homeLoader } from "~/routes/site/home";
import SuppliesPage, { loader as suppliesLoader } from "~/routes/site/supplies";
import AmcPage, { loader as amcLoader } from "~/routes/site/amc";
import ProductPage, { loader as productLoader } from "~/routes/site/product";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { createQuoteRequest, getQuoteRequest } from "~/server/models/quotes.server";
import { quotationLinkKey } from "~/server/quotes/link.server";
import {
  acceptQuotationInput,
  addToQuoteInput,
  amcRequestInput,
  askChangesInput,
} from "~/server/quotes/inputs.server";
import { finderPrinterInput } from "~/server/models/fits.server";
import { warrantyCheckInput } from "~/server/service/serials.server";
import {
  createTicket,
  decisionInput,
  getTicketById,
  saveEstimate,
  trackLookupInput,
} from "~/server/service/tickets.server";
import { adminCookie, args, BASE, ensureAdminUser, form, settle } from "./admin-test-helpers";
import {
  choicesIn,
  expectChoicesHeld,
  expectHeldToSchema,
  inputsIn,
  render,
} from "./form-constraints";

// The buyer's forms hold each input to the rule the server checks it with: the page is rendered
// with its real loader's data and every text input's `required` and `maxlength` are compared with
// what the zod schema itself accepts (an empty value refused means required; `maxlength` n means n
// characters pass and n + 1 are refused). A limit restated by hand that drifts from the schema, or
// a field the schema requires that the browser lets through empty, fails here.

let productSlug: string;
let productId: number;

beforeAll(() => {
  createCategory({ name: "form-rule-printers", display_name: "Printers" });
  const product = createProduct({
    name: "Form Rule TE244",
    slug: "form-rule-te244",
    model: "TE244",
    category: "form-rule-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 14999,
    hsn_code: "84433250",
    gst_rate: 18,
  });
  productSlug = "form-rule-te244";
  productId = product.id;
});

describe("the buyer's forms take their constraints from the server's schemas", () => {
  it("contact: every text field, required and length as inquiryInput", async () => {
    const html = await render("/contact", Contact as never, contactLoader as never);
    const inputs = inputsIn(html, "contact-form");
    // Every field a person types in; the inquiry type is a choice, the product a hidden field.
    expect(inputs.map((i) => i.name).sort()).toEqual(
      Object.keys(inquiryInput.shape)
        .filter((name) => name !== "inquiry_type" && name !== "product")
        .sort(),
    );
    expectHeldToSchema(inputs, inquiryInput);
  });

  it("newsletter: the box's address, required and length as newsletterInput", async () => {
    for (const [path, page, loader] of [
      ["/newsletter", NewsletterPage, newsletterLoader],
      ["/contact", Contact, contactLoader],
    ] as const) {
      const html = await render(path, page as never, loader as never);
      const box = html.slice(html.indexOf('aria-labelledby="newsletter-heading"'));
      const inputs = inputsIn(box, null);
      expect(inputs.map((i) => i.name)).toEqual(["email"]);
      expectHeldToSchema(inputs, newsletterInput);
    }
  });

  it("repair booking: every text field, required and length as ticketInput", async () => {
    const html = await render("/service", ServicePage as never, serviceLoader as never);
    const inputs = inputsIn(html, "service-form");
    // Every field a person types in; the fault, the delivery and the state are choices.
    expect(inputs.map((i) => i.name).sort()).toEqual(
      Object.keys(ticketInput.shape)
        .filter((name) => !["fault", "delivery", "state"].includes(name))
        .sort(),
    );
    expectHeldToSchema(inputs, ticketInput, {
      fill: {
        phone: (n) => "9811122334" + "-".repeat(n - 10),
        gstin: (n) => "27AAPFU0939F1ZV" + " ".repeat(n - 15),
        pin: (n) => "1100200".slice(0, n),
      },
    });
  });

  it("repair booking: the fault and delivery radios and the state select, required as ticketInput", async () => {
    const html = await render("/service", ServicePage as never, serviceLoader as never);
    const choices = choicesIn(html, "service-form");
    expect(choices.map((c) => `${c.kind} ${c.name}`).sort()).toEqual([
      "radio delivery",
      "radio fault",
      "select state",
    ]);
    expect(choices.every((c) => c.required)).toBe(true);
    expectChoicesHeld(choices, ticketInput);
  });

  it("staff sign-in: username and password as loginInput", async () => {
    const html = await render("/admin/login", Login as never, loginLoader as never);
    const inputs = inputsIn(html, "login-form");
    expect(inputs.map((i) => i.name).sort()).toEqual(Object.keys(loginInput.shape).sort());
    expectHeldToSchema(inputs, loginInput);
  });

  it("quotation: accepting and asking for changes, as the action's two rules", async () => {
    const user = await ensureAdminUser();
    const cookie = await adminCookie(user.id, user.session_version);
    const { id } = createQuoteRequest(
      {
        name: "Asha Rao",
        company: "Rao Foods",
        phone: "9876500011",
        email: "asha@example.com",
        gstin: null,
        state: "Maharashtra" as never,
        city: "Pune",
        notes: null,
      },
      [{ productId, quantity: 3, note: null }],
    );
    const path = `/admin/quotes/${id}`;
    const editor = (await quoteEditor.loader(
      args(new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }), { id: String(id) }),
    )) as Awaited<ReturnType<typeof quoteEditor.loader>>;
    await settle(() =>
      quoteEditor.action(
        args(
          form(
            path,
            { ...editor.values, row_version: editor.rowVersion, intent: "send-whatsapp" },
            { Cookie: cookie, Origin: BASE },
          ),
          { id: String(id) },
        ),
      ),
    );
    const q = getQuoteRequest(id)!;
    const key = quotationLinkKey(q.id, q.link_nonce!);
    const html = await render(
      `/quotation/${key}`,
      QuotationPage as never,
      quotationLoader as never,
      {},
      { key },
    );
    const accept = inputsIn(html, "accept-heading");
    expect(accept.map((i) => i.name)).toEqual(["name", "po_number"]);
    expectHeldToSchema(accept, acceptQuotationInput);
    const changes = inputsIn(html, "changes-heading");
    expect(changes.map((i) => i.name)).toEqual(["name", "message"]);
    expectHeldToSchema(changes, askChangesInput);
  });

  it("track a repair: the number and the phone's last 4 digits, as trackLookupInput", async () => {
    const html = await render("/track", TrackLookup as never, trackLookupLoader as never);
    const inputs = inputsIn(html, null);
    expect(inputs.map((i) => i.name)).toEqual(["number", "last4"]);
    expectHeldToSchema(inputs, trackLookupInput, {
      fill: { last4: (n) => "1234567".slice(0, n) },
      samples: { last4: ["1234", "0000", "123", "12a4", "12 4", "١٢٣٤"] },
    });
  });

  it("repair page: the estimate's note as decisionInput, the booking's words from its registry", async () => {
    const t = createTicket(
      {
        model: "ZD421t",
        serial: "QX-FORM-RULES-1",
        fault: "faded_print",
        description: "Print is faint on the left",
        delivery: "office_drop",
        name: "Asha",
        company: null,
        phone: "98100 12345",
        email: null,
        gstin: null,
        address: null,
        city: "New Delhi",
        state: "Delhi",
        pin: "110020",
        preferred_time: null,
      },
      null,
      [],
    );
    saveEstimate(
      t.id,
      getTicketById(t.id)!.version,
      {
        lines: [
          {
            kind: "labour",
            description: "Labour",
            hsn_sac: "998719",
            quantity: 1,
            unit_price_paise: 75_000,
            gst_rate: 18,
          },
        ],
        turnaroundDays: 2,
        validDays: 15,
      },
      { name: "staff" },
      { send: true },
    );
    const html = await render(
      `/track/${t.number}/${t.token}`,
      TrackPage as never,
      trackLoader as never,
      {},
      { number: t.number, token: t.token },
    );
    const inputs = inputsIn(html, null).filter((i) => i.name === "note");
    expect(inputs).toHaveLength(1);
    expectHeldToSchema(inputs, decisionInput);
    expect(html).toContain(">How it reaches us</dt>");
  });

  it("warranty check: the serial and the model, as warrantyCheckInput", async () => {
    const html = await render("/warranty", WarrantyPage as never, warrantyLoader as never);
    const inputs = inputsIn(html, null);
    expect(inputs.map((i) => i.name)).toEqual(["serial", "model"]);
    expectHeldToSchema(inputs, warrantyCheckInput);
  });

  it("home: the supplies finder's box, as finderPrinterInput", async () => {
    const html = await render("/", Home as never, homeLoader as never);
    const box = html.slice(html.indexOf('data-testid="home-supplies"'));
    const inputs = inputsIn(box, null);
    expect(inputs.map((i) => i.name)).toEqual(["printer"]);
    expectHeldToSchema(inputs, finderPrinterInput);
  });

  it("supplies finder: the model box, as finderPrinterInput", async () => {
    const html = await render("/supplies", SuppliesPage as never, suppliesLoader as never);
    const inputs = inputsIn(html, null).filter((i) => i.name === "printer");
    expect(inputs).toHaveLength(1);
    expectHeldToSchema(inputs, finderPrinterInput);
  });

  it("AMC: the plan, the number of printers and the models, as amcRequestInput", async () => {
    const html = await render("/amc", AmcPage as never, amcLoader as never);
    const inputs = inputsIn(html, "amc-quote");
    expect(inputs.map((i) => i.name)).toEqual(["models"]);
    expectHeldToSchema(inputs, amcRequestInput);
    const choices = choicesIn(html, "amc-quote");
    expect(choices.map((c) => `${c.kind} ${c.name}`)).toEqual(["radio plan", "number printers"]);
    expectChoicesHeld(choices, amcRequestInput);
  });

  it("product page: the quote's quantity box, as the basket's add rule", async () => {
    const html = await render(
      `/products/${productSlug}`,
      ProductPage as never,
      productLoader as never,
      {},
      { slug: productSlug },
    );
    const choices = choicesIn(html.slice(html.indexOf('data-testid="quote-add-form"')), null);
    expect(choices.map((c) => `${c.kind} ${c.name}`)).toEqual(["number quantity"]);
    expectChoicesHeld(choices, addToQuoteInput);
  });
});
