import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import Login, { loader as loginLoader } from "~/routes/admin/login";
import ProductForm, { loader as productFormLoader } from "~/routes/admin/product-form";
import Redirects, { loader as redirectsLoader } from "~/routes/admin/redirects";
import ResetPassword, { loader as resetPasswordLoader } from "~/routes/admin/reset-password";
import Search, { loader as searchLoader } from "~/routes/admin/search";
import AmcForm, { loader as amcFormLoader } from "~/routes/admin/service-amc-form";
import ServiceQueue, { loader as serviceQueueLoader } from "~/routes/admin/service";
import BulkEdit, { loader as bulkEditLoader } from "~/routes/admin/products-bulk-edit";
import { priceEditInput } from "~/server/admin/product-bulk-edit.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import ServiceTicket, { loader as serviceTicketLoader } from "~/routes/admin/service-ticket";
import SearchPins, { loader as searchPinsLoader } from "~/routes/admin/search-pins";
import { SpecRowsEditor } from "~/components/admin/spec-editor";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { productInput } from "~/server/entities/product.server";
import { redirectInput } from "~/server/models/redirects.server";
import { pinSearchInput } from "~/server/models/search-pins.server";
import { synonymFields } from "~/server/models/search-synonyms.server";
import { amcInput } from "~/server/entities/amc.server";
import { ticketInput } from "~/server/entities/ticket.server";
import { bulkNoteInput } from "~/server/service/queue.server";
import {
  bulkStatusInput,
  createTicket,
  estimateRowText,
  statusNoteInput,
  ticketNoteInput,
} from "~/server/service/tickets.server";
import { newPasswordInput, resetRequestInput } from "~/server/validation/auth.server";
import { createPasswordReset } from "~/server/models/password-resets.server";
import { specificationRow } from "~/server/validation/specifications.server";
import { adminCookie, ensureAdminUser } from "./admin-test-helpers";
import {
  choicesIn,
  expectChoicesHeld,
  expectHeldToSchema,
  inputsIn,
  render,
  renderElement,
} from "./form-constraints";

// The admin forms whose rules were written beside their inputs hold each input to the zod rule the
// server checks it with, like the buyer's forms: the page rendered with its real loader's data,
// `required` iff an empty value is refused, `maxlength` n iff n characters pass and n + 1 are
// refused, and, for the texts each form is given below, the browser (required, maxlength,
// pattern) lets a text through iff the server accepts it.

let cookie: Record<string, string>;

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = { Cookie: await adminCookie(user.id, user.session_version) };
});

/** A path of exactly `length` characters. */
const path = (length: number) => `/${"p".repeat(length - 1)}`;

/** Comma-separated alternatives of exactly `length` characters, each short enough to be one. */
function alternatives(length: number): string {
  const parts: string[] = [];
  let left = length;
  for (let i = 0; left > 50; i++) {
    parts.push(String.fromCharCode(97 + i).repeat(48));
    left -= 50;
  }
  parts.push("z".repeat(left));
  return parts.join(", ");
}

/** "Name: value" parts of exactly `length` characters, each value within a row's limit. */
function specifications(length: number): string {
  const part = `Name: ${"v".repeat(492)}; `; // 500 characters
  return part.repeat(Math.floor(length / 500)) + "w".repeat(length % 500);
}

describe("the admin forms take their constraints from the server's schemas", () => {
  it("redirects: both paths required, as long and shaped as redirectInput allows", async () => {
    const html = await render(
      "/admin/redirects",
      Redirects as never,
      redirectsLoader as never,
      cookie,
    );
    const inputs = inputsIn(html, null).filter((i) => i.name.endsWith("_path"));
    expect(inputs.map((i) => i.name)).toEqual(["from_path", "to_path"]);
    const samples = [
      "/products/old-name",
      "/",
      "products/old-name",
      "//evil.example/x",
      "https://evil.example/",
      "/with space",
      "/a?b=1",
      "/a#top",
      "/a\\b",
      "/कीमत",
    ];
    expectHeldToSchema(inputs, redirectInput, {
      fill: { from_path: path, to_path: path },
      samples: { from_path: samples, to_path: samples },
    });
  });

  it("search synonyms: the term and what it means, as synonymFields", async () => {
    const html = await render("/admin/search", Search as never, searchLoader as never, cookie);
    const inputs = inputsIn(html, "synonym-form");
    expect(inputs.map((i) => i.name)).toEqual(["term", "expansion"]);
    expectHeldToSchema(inputs, synonymFields, { fill: { expansion: alternatives } });
  });

  it("pins: the search pinned for and the product finder's words, as pinSearchInput", async () => {
    const html = await render(
      "/admin/search/pins?q=zebra",
      SearchPins as never,
      searchPinsLoader as never,
      cookie,
    );
    const inputs = inputsIn(html, null).filter((i) => i.name === "q" || i.name === "find");
    expect(inputs.map((i) => i.name)).toEqual(["q", "find"]);
    expectHeldToSchema(inputs, pinSearchInput);
  });

  it("spec editor: the plain text box as the product's specifications rule", async () => {
    const html = await render(
      "/admin/products/new",
      ProductForm as never,
      productFormLoader as never,
      cookie,
    );
    const inputs = inputsIn(html, null).filter((i) => i.name === "specifications");
    expect(inputs).toHaveLength(1);
    expectHeldToSchema(inputs, productInput, { fill: { specifications } });
  });

  it("spec editor: each row's name and value as specificationRow, which every save checks", () => {
    const rules = {
      text: formConstraintsOf(productInput).specifications,
      row: formConstraintsOf(specificationRow) as never,
    };
    const html = renderElement("/admin/products/new", () =>
      createElement(SpecRowsEditor, { defaultValue: "Resolution: 203 dpi", rules }),
    );
    const inputs = inputsIn(html, null)
      .filter((i) => i.label?.startsWith("Specification 1"))
      .map((i) => ({ ...i, name: i.label!.endsWith("name") ? "name" : "value" }));
    expect(inputs.map((i) => i.name)).toEqual(["name", "value"]);
    expectHeldToSchema(inputs, specificationRow);
    // What a row's inputs refuse, a save refuses too, naming the row.
    const rule = productInput.shape.specifications;
    const value = (n: number) => `Resolution: 203 dpi; Notes: ${"v".repeat(n)}`;
    expect(rule.safeParse(value(500)).success).toBe(true);
    const refused = rule.safeParse(value(501));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(
      "Specification 2 (Notes): its value is at most 500 characters",
    );
    expect(rule.safeParse(`${"n".repeat(101)}: 203 dpi`).success).toBe(false);
  });

  it("new password: both boxes required, the password as long as newPasswordInput asks", async () => {
    const user = await ensureAdminUser();
    const token = createPasswordReset(user.id);
    const html = await render(
      `/admin/reset-password/${token}`,
      ResetPassword as never,
      ((args: { request: Request }) =>
        resetPasswordLoader({ ...args, params: { token } } as never)) as never,
    );
    const inputs = inputsIn(html, null).filter((i) => i.type === "password");
    expect(inputs.map((i) => i.name)).toEqual(["password", "confirm"]);
    expect(inputs[0].minLength).toBe(10);
    expectHeldToSchema(inputs, newPasswordInput);
    expect(html.replace(/<!-- -->/g, "")).toContain("at least 10 characters");
  });

  it("reset request: the address required, an email and as long as resetRequestInput allows", async () => {
    const html = await render("/admin/login?forgot=1", Login as never, loginLoader as never);
    const section = html.slice(html.indexOf('id="reset-password"'));
    const inputs = inputsIn(section, "reset-form");
    expect(inputs.map((i) => [i.name, i.type])).toEqual([["email", "email"]]);
    expectHeldToSchema(inputs, resetRequestInput);
    // The browser checks it (required, an address) before sending, with or without JavaScript.
    const form = section.slice(0, section.indexOf("</form>"));
    expect(form).not.toMatch(/novalidate/i);
  });

  it("AMC contract: every box as amcInput, the visit counts bounded as the save bounds them", async () => {
    const html = await render(
      "/admin/service/amc/new",
      AmcForm as never,
      amcFormLoader as never,
      cookie,
    );
    const inputs = inputsIn(html, null).filter((i) => i.name !== "version");
    expect(inputs.map((i) => i.name)).toEqual([
      "customer",
      "gstin",
      "contact_name",
      "phone",
      "email",
      "city",
      "value",
      "devices",
      "notes",
    ]);
    expectHeldToSchema(inputs, amcInput, {
      fill: {
        gstin: (n) => "27AAPFU0939F1ZV" + " ".repeat(n - 15),
        phone: (n) => "9811122334" + "-".repeat(n - 10),
        value: (n) => "0".repeat(n - 1) + "5",
        // Blank lines are skipped, so one machine and padding make a list of any length.
        devices: (n) => "ZD421t, D4J201502345\n" + " ".repeat(n - 21),
      },
    });
    // The dates are required, as the save requires them.
    for (const name of ["start_date", "end_date"]) {
      const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0];
      expect(tag, `${name}: required`).toMatch(/\srequired/);
      expect(amcInput.shape[name as "start_date"].safeParse("").success).toBe(false);
    }
    // What the number boxes let through, the save accepts, and one past it is refused.
    for (const name of ["visits_included", "visits_done"] as const) {
      const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0];
      const max = Number(/max="(\d+)"/.exec(tag)![1]);
      const min = Number(/min="(\d+)"/.exec(tag)![1]);
      const rule = amcInput.shape[name];
      expect(rule.safeParse(String(max)).success, `${name}: ${max} passes`).toBe(true);
      expect(rule.safeParse(String(max + 1)).success, `${name}: ${max + 1} is refused`).toBe(false);
      expect(rule.safeParse(String(min)).success).toBe(true);
      expect(rule.safeParse(String(min - 1)).success).toBe(false);
    }
  });

  it("service ticket: the status note, the note and each estimate row as the actions' rules", async () => {
    const { id } = createTicket(
      {
        model: "ZD421t",
        serial: "QX-FORMS-1",
        fault: "faded_print",
        description: "Print is faint on the left",
        delivery: "office_drop",
        name: "Asha",
        company: null,
        phone: "98100 12345",
        email: "asha@example.com",
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
    const path = `/admin/service/tickets/${id}`;
    const html = await render(
      path,
      ServiceTicket as never,
      ((args: { request: Request }) =>
        serviceTicketLoader({ ...args, params: { id: String(id) } } as never)) as never,
      cookie,
    );
    const status = inputsIn(html, "t-status");
    expect(status.map((i) => i.name)).toEqual(["note"]);
    expectHeldToSchema(status, statusNoteInput);
    const note = inputsIn(html, "t-note");
    expect(note.map((i) => [i.name, i.type])).toEqual([["note", "textarea"]]);
    expectHeldToSchema(note, ticketNoteInput);
    const rows = inputsIn(html, "t-estimate");
    const first = ["line_description", "line_hsn", "line_price"].map((name) =>
      rows.find((i) => i.name === name)!,
    );
    expect(first.every(Boolean)).toBe(true);
    expectHeldToSchema(first, estimateRowText);
    // Every row's boxes are held alike.
    for (const row of rows.filter((i) => i.name.startsWith("line_")))
      expect(row).toEqual(first.find((i) => i.name === row.name));
  });

  it("service queue: the bulk change's status and note as their rules", async () => {
    const html = await render(
      "/admin/service",
      ServiceQueue as never,
      serviceQueueLoader as never,
      cookie,
    );
    const bulk = html.slice(html.indexOf('id="bulk-status"'));
    const inputs = inputsIn(bulk, null).filter((i) => i.name === "note");
    expect(inputs).toHaveLength(1);
    expectHeldToSchema(inputs, bulkNoteInput);
    // The new status is a choice the change cannot do without, among the statuses it takes.
    const status = choicesIn(html.slice(html.indexOf("Change the ticked tickets")), null);
    expect(status.map((c) => `${c.kind} ${c.name}`)).toEqual(["select status"]);
    expect(status[0].required).toBe(true);
    expectChoicesHeld(status, bulkStatusInput);
    // The model and city filters take as much as a booking can hold, and no more.
    const filters = inputsIn(html.slice(0, html.indexOf('id="bulk-status"')), null).filter(
      (i) => i.name === "model" || i.name === "city",
    );
    expect(filters.map((i) => i.name)).toEqual(["model", "city"]);
    for (const f of filters) {
      const rule = ticketInput.shape[f.name as "model" | "city"];
      expect(rule.safeParse("a".repeat(f.maxLength!)).success, `${f.name} fits a booking`).toBe(
        true,
      );
      expect(rule.safeParse("a".repeat(f.maxLength! + 1)).success).toBe(false);
    }
  });

  it("bulk edit: the price change's amount as priceEditInput", async () => {
    createCategory({ name: "form-rule-bulk", display_name: "Bulk" });
    const { id } = createProduct({
      name: "Form Rule Bulk 1",
      slug: "form-rule-bulk-1",
      category: "form-rule-bulk",
      short_description: "A product to change",
      description: "A product to change.",
      price: 1000,
    });
    const html = await render(
      `/admin/products/bulk-edit?ids=${id}`,
      BulkEdit as never,
      bulkEditLoader as never,
      cookie,
    );
    const inputs = inputsIn(html, "bulk-price");
    expect(inputs.map((i) => i.name)).toEqual(["amount"]);
    expectHeldToSchema(inputs, priceEditInput, {
      fill: { amount: (n) => "+123456789.12345".slice(0, n) },
    });
  });
});
