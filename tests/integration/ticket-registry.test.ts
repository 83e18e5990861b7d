// The service ticket's field registry is the one place a booking field is described: every field of
// the booking rule has its words there and a column in service_tickets (on a real, migrated SQLite
// file), every other column is one the service desk sets itself, and the booking form and the staff
// ticket page show the registry's words, each rendered with its real loader's data. A field added to
// TICKET_FIELDS without a column, a label or its input on the form fails here.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import ServicePage, { loader as serviceLoader } from "~/routes/site/service";
import ServiceTicket, { loader as serviceTicketLoader } from "~/routes/admin/service-ticket";
import { db } from "~/server/db.server";
import { projectionOf } from "~/server/entities/entity.server";
import { TICKET_FIELDS, ticketEntity, ticketInput } from "~/server/entities/ticket.server";
import { serviceTickets } from "~/server/db/schema";
import { createTicket } from "~/server/service/tickets.server";
import { adminCookie, ensureAdminUser } from "./admin-test-helpers";
import { decode, render } from "./form-constraints";

type Name = keyof typeof TICKET_FIELDS;
const NAMES = Object.keys(TICKET_FIELDS) as Name[];

/**
 * The columns of service_tickets no customer types: the ticket's number and tracking link, what the
 * booking works out (the catalogue printer, the phone's last four digits, the warranty mark), what
 * staff and the customer's answer set later, and the row's own bookkeeping.
 */
const SET_BY_THE_DESK = [
  "id",
  "number",
  "tracking_hash",
  "status",
  "product_id",
  "phone_last4",
  "in_warranty",
  "assignee_id",
  "promised_by",
  "estimate_turnaround_days",
  "estimate_valid_until",
  "estimate_sent_at",
  "decision",
  "decision_note",
  "decided_at",
  "version",
  "created_at",
  "updated_at",
];

/** An element's text without its tags and the required star. */
const textOf = (html: string) =>
  decode(html.replace(/<span[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, ""))
    .replace(/<[^>]+>/g, "")
    .replace(/<!-- -->/g, "")
    .trim();

function labelFor(html: string, id: string): string | undefined {
  const m = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html);
  return m ? textOf(m[1]) : undefined;
}

function paragraph(html: string, id: string): string | undefined {
  const m = new RegExp(`<p[^>]*id="${id}"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  return m ? textOf(m[1]) : undefined;
}

/** A radio group's legend and its choices (value and words). */
function radioGroup(html: string, name: string) {
  const start = html.indexOf(`name="${name}"`);
  if (start === -1) return undefined;
  const open = html.lastIndexOf("<fieldset", start);
  const group = html.slice(open, html.indexOf("</fieldset>", start));
  const legend = textOf(/<legend[^>]*>([\s\S]*?)<\/legend>/.exec(group)![1]);
  const options = [
    ...group.matchAll(/<input[^>]*value="([^"]*)"[^>]*\/?>\s*<span>([\s\S]*?)<\/span>/g),
  ].map(([, value, words]) => ({ value: decode(value), label: textOf(words) }));
  return { legend, options };
}

describe("the service ticket's field registry", () => {
  it("describes each field of the booking rule once, with words and a place on the form", () => {
    expect(Object.keys(ticketInput.shape)).toEqual(NAMES);
    expect(ticketEntity.fields).toBe(TICKET_FIELDS);
    for (const name of NAMES) {
      const f = TICKET_FIELDS[name];
      expect(f.label.trim(), `${name} has a label`).not.toBe("");
      expect(f.form?.section, `${name} has a section of the booking form`).toBeTruthy();
    }
  });

  it("gives every field a column of service_tickets, and every other column is the desk's", () => {
    const columns = db
      .all<{ name: string }>(sql`select name from pragma_table_info('service_tickets')`)
      .map((c) => c.name);
    for (const name of NAMES) expect(columns, `${name} has a column`).toContain(name);
    expect(
      columns.filter((c) => !NAMES.includes(c as Name) && !SET_BY_THE_DESK.includes(c)),
      "columns neither typed by the customer nor set by the desk",
    ).toEqual([]);
    // The Drizzle schema agrees: the read projection finds a column for each field.
    expect(Object.keys(projectionOf(serviceTickets, TICKET_FIELDS))).toEqual(NAMES);
  });

  it("the booking form shows each field with the registry's label, hint and choices", async () => {
    const html = await render("/service", ServicePage as never, serviceLoader as never);
    const form = html.slice(html.indexOf('id="service-form"'), html.indexOf("</form>"));
    for (const name of NAMES) {
      const f = TICKET_FIELDS[name];
      const form_ = f.form as { section: string; placeholder?: string; options?: unknown[] };
      // Each field sits under its section's heading.
      expect(form, `${name}'s section`).toContain(`>${form_.section}</h2>`);
      if (form_.options) {
        const group = radioGroup(form, name);
        expect(group, `${name} is on the form`).toBeDefined();
        expect(group!.legend, `${name}'s question`).toBe(form_.placeholder ?? f.label);
        expect(group!.options, `${name}'s choices`).toEqual(form_.options);
        continue;
      }
      expect(labelFor(form, `service-${name}`), `${name}'s label`).toBe(f.label);
      expect(paragraph(form, `service-${name}-hint`), `${name}'s hint`).toBe(
        "help" in f ? f.help : undefined,
      );
    }
  });

  it("the staff ticket page names the customer's fields as the registry does", async () => {
    const user = await ensureAdminUser();
    const cookie = { Cookie: await adminCookie(user.id, user.session_version) };
    const { id } = createTicket(
      ticketInput.parse({
        model: "ZD421t",
        serial: "QX-REGISTRY-1",
        fault: "head_error",
        description: "Head open light stays on",
        delivery: "onsite",
        address: "12 Nehru Place",
        name: "Ravi",
        phone: "98100 12345",
        email: "ravi@example.com",
        city: "New Delhi",
        state: "Delhi",
        pin: "110019",
        preferred_time: "Mornings",
      }),
      null,
      [],
    );
    const html = await render(
      `/admin/service/tickets/${id}`,
      ServiceTicket as never,
      ((a: { request: Request }) =>
        serviceTicketLoader({ ...a, params: { id: String(id) } } as never)) as never,
      cookie,
    );
    const terms = [...html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => textOf(m[1]));
    const shown: Name[] = [
      "name",
      "phone",
      "email",
      "gstin",
      "delivery",
      "preferred_time",
      "model",
      "serial",
      "fault",
    ];
    for (const name of shown) expect(terms, name).toContain(TICKET_FIELDS[name].label);
  });
});
