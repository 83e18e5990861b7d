// The staff's service queue and ticket page on a real SQLite file, driven through the pages'
// loaders and actions: the worked order (overdue, AMC, oldest), the filters, the bulk status change
// (all or nothing), a second staff member's change refused with the ticket as it is now, the
// in-warranty ticket's free estimate, the estimate link by mail and WhatsApp, and the dashboard's figures.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as queue from "~/routes/admin/service";
import * as ticketPage from "~/routes/admin/service-ticket";
import { db } from "~/server/db.server";
import { amcContracts, amcDevices, serials, serviceTickets } from "~/server/db/schema";
import { createUser } from "~/server/models/users.server";
import { serviceFigures } from "~/server/service/queue.server";
import type { TicketInput } from "~/server/entities/ticket.server";
import {
  createTicket,
  estimateLines,
  getTicketById,
  ticketEvents,
} from "~/server/service/tickets.server";
import { businessDay, addDays } from "~/lib/dates";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  unwrap,
} from "./admin-test-helpers";

let cookie = "";
let otherCookie = "";
const today = businessDay();

const base: TicketInput = {
  model: "ZD421t",
  serial: "QX-0000",
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
};

/**
 * Four open tickets of the test's own: the oldest (9 days, Gurugram), an AMC machine (Noida), one
 * promised yesterday (overdue) and one in warranty. Other tests' tickets are in the queue too, so a
 * test reads the queue through `mine`.
 */
function makeQueue(tag: string) {
  const ticket = (over: Partial<TicketInput>, createdDaysAgo: number) =>
    createTicket({ ...base, ...over }, null, [], new Date(Date.now() - createdDaysAgo * 86_400_000))
      .id;
  const ids = {
    oldest: ticket({ serial: `OLD-${tag}`, city: "Gurugram" }, 9),
    amc: ticket({ serial: "amc-0001 ", model: "TE244", city: "Noida" }, 2),
    overdue: ticket({ serial: `LATE-${tag}` }, 1),
    warranty: ticket({ serial: "warr-0001" }, 0),
  };
  // Promised yesterday: overdue.
  db.update(serviceTickets)
    .set({ promised_by: addDays(today, -1) })
    .where(sqlId(ids.overdue))
    .run();
  const own = new Set(Object.values(ids));
  const mine = (tickets: { id: number }[]) => tickets.map((t) => t.id).filter((id) => own.has(id));
  return { ids, mine };
}

/** Every page of the queue for a query string, in its worked order. */
async function queueTickets(q = "") {
  const first = await queue.loader(args(get(`/admin/service?${q}`)));
  const tickets = [...first.tickets];
  for (let n = 2; n <= first.page.pageCount; n++)
    tickets.push(...(await queue.loader(args(get(`/admin/service?${q}&page=${n}`)))).tickets);
  return tickets;
}

const get = (url: string, c = cookie) => {
  const r = new Request(`${BASE}${url}`);
  r.headers.set("Cookie", c);
  return r;
};
const post = (url: string, fields: Record<string, string | string[]>, c = cookie) => {
  const r = form(url, fields);
  r.headers.set("Cookie", c);
  return r;
};

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
  const other = await createUser({
    username: "ravi",
    password: "another-long-password",
    email: "r@example.com",
  });
  otherCookie = await adminCookie(other.id, other.session_version);
  db.insert(serials)
    .values({ serial: "WARR-0001", model: "ZD421t", invoice_date: addDays(today, -100) })
    .run();
  const c = db
    .insert(amcContracts)
    .values({
      reference: "AMC-T-1",
      customer: "Big Mart",
      start_date: addDays(today, -10),
      end_date: addDays(today, 20),
    })
    .returning()
    .get();
  db.insert(amcDevices).values({ contract_id: c.id, model: "TE244", serial: "AMC-0001" }).run();
});

const sqlId = (id: number) => eq(serviceTickets.id, id);

describe("the queue", () => {
  it("puts overdue tickets first, then AMC machines, then the oldest, with their marks", async () => {
    const { ids, mine } = makeQueue("order");
    const tickets = await queueTickets();
    expect(mine(tickets)).toEqual([ids.overdue, ids.amc, ids.oldest, ids.warranty]);
    const byId = Object.fromEntries(tickets.map((t) => [t.id, t]));
    expect(byId[ids.overdue].overdue).toBe(true);
    expect(byId[ids.amc].amc).toBe(true);
    expect(byId[ids.warranty].inWarranty).toBe(true);
    expect(byId[ids.oldest]).toMatchObject({ inWarranty: false, amc: false, age: "9 days" });
  });

  it("filters by model, city, age and assignee", async () => {
    const { ids, mine } = makeQueue("filter");
    const pick = async (q: string) => mine(await queueTickets(q));
    expect(await pick("model=te 244")).toEqual([ids.amc]);
    expect(await pick("city=guru")).toEqual([ids.oldest]);
    expect(await pick("age=7")).toEqual([ids.oldest]);
    expect((await pick("assignee=none")).length).toBe(4);
    expect(await pick("status=repairing")).toEqual([]);
  });

  it("changes status in bulk, and refuses the whole change when one ticket moved meanwhile", async () => {
    const { ids } = makeQueue("bulk");
    const picks = (await queueTickets())
      .filter((t) => [ids.oldest, ids.amc].includes(t.id))
      .map((t) => t.pick);
    // Someone else moves one of them first.
    const amc = getTicketById(ids.amc)!;
    await ticketPage.action(
      args(
        post(
          `/admin/service/tickets/${amc.id}`,
          { intent: "status", status: "inspected", version: String(amc.version) },
          otherCookie,
        ),
        { id: String(amc.id) },
      ),
    );
    const refused = unwrap<{ error: string }>(
      await queue.action(args(post("/admin/service", { status: "repairing", pick: picks }))),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/Nothing was changed/);
    expect(getTicketById(ids.oldest)!.status).toBe("received");

    const again = (await queueTickets())
      .filter((t) => [ids.oldest, ids.amc].includes(t.id))
      .map((t) => t.pick);
    const res = (await queue.action(
      args(post("/admin/service", { status: "repairing", pick: again, note: "Parts in" })),
    )) as Response;
    expect(res.status).toBe(303);
    expect(await flashOf(res)).toEqual({
      type: "success",
      message: "2 tickets moved to Repairing",
    });
    const last = ticketEvents(ids.oldest, { internal: true }).at(-1)!;
    expect(last).toMatchObject({
      kind: "status",
      status: "repairing",
      actor: "admin",
      note: "Parts in",
    });
  });
});

describe("a ticket", () => {
  it("for an in-warranty serial is marked so and its estimate starts free", async () => {
    const { ids } = makeQueue("free");
    const page = await ticketPage.loader(
      args(get(`/admin/service/tickets/${ids.warranty}`), { id: String(ids.warranty) }),
    );
    expect(page.warranty.covered).toBe(true);
    expect(page.warranty.text).toMatch(/^In warranty when booked: until /);
    expect(page.rows[0]).toMatchObject({
      kind: "labour",
      price: "0",
      description: expect.stringMatching(/warranty/),
    });
  });

  it("refuses a second staff member's note made from the older page, saying what changed", async () => {
    const { ids } = makeQueue("stale");
    const t = getTicketById(ids.warranty)!;
    const first = (await ticketPage.action(
      args(
        post(`/admin/service/tickets/${t.id}`, {
          intent: "status",
          status: "inspected",
          version: String(t.version),
        }),
        { id: String(t.id) },
      ),
    )) as Response;
    expect(first.status).toBe(303);
    const second = unwrap<{ error: string; theirs: { status: string } }>(
      await ticketPage.action(
        args(
          post(
            `/admin/service/tickets/${t.id}`,
            { intent: "note", note: "Head looks worn", version: String(t.version) },
            otherCookie,
          ),
          { id: String(t.id) },
        ),
      ),
    );
    expect(second.status).toBe(409);
    expect(second.data.error).toMatch(/Someone else changed/);
    expect(second.data.theirs.status).toBe("Inspected");
    expect(ticketEvents(t.id, { internal: true }).some((e) => e.note === "Head looks worn")).toBe(
      false,
    );
  });

  it("saves the estimate lines with GST, marks it sent, and sends a fresh tracking link by mail and WhatsApp", async () => {
    const { ids } = makeQueue("estimate");
    const t = getTicketById(ids.oldest)!;
    const lines = {
      line_kind: ["part", "labour", "part"],
      line_product: ["", "", ""],
      line_description: ["Print head 203 dpi", "Fitting and calibration", ""],
      line_hsn: ["84439959", "998719", ""],
      line_quantity: ["1", "1", "1"],
      line_price: ["8,500", "750", ""],
      line_gst: ["18", "18", "18"],
      turnaround: "2",
      valid_days: "10",
    };
    const bad = unwrap<{ error: string }>(
      await ticketPage.action(
        args(
          post(`/admin/service/tickets/${t.id}`, {
            ...lines,
            line_gst: ["17", "18", "18"],
            intent: "estimate-send",
            version: String(t.version),
          }),
          { id: String(t.id) },
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/^Line 1: GST rate must be a GST slab/);
    const sent = (await ticketPage.action(
      args(
        post(`/admin/service/tickets/${t.id}`, {
          ...lines,
          intent: "estimate-send",
          version: String(t.version),
        }),
        { id: String(t.id) },
      ),
    )) as Response;
    expect(sent.status).toBe(303);
    expect(estimateLines(t.id).map((l) => [l.description, l.unit_price_paise])).toEqual([
      ["Print head 203 dpi", 850_000],
      ["Fitting and calibration", 75_000],
    ]);
    const now = getTicketById(t.id)!;
    expect(now.status).toBe("estimate_sent");
    const link = unwrap<{ whatsapp: string; mailed: string }>(
      await ticketPage.action(
        args(
          post(`/admin/service/tickets/${t.id}`, {
            intent: "send-link",
            version: String(now.version),
          }),
          { id: String(t.id) },
        ),
      ),
    );
    expect(link.data.whatsapp).toMatch(/^https:\/\/wa\.me\/919810012345\?text=/);
    const text = decodeURIComponent(link.data.whatsapp.split("text=")[1]);
    expect(text).toMatch(new RegExp(`/track/${now.number}/[A-Za-z0-9_-]{43}`));
    // 8,500 + 750 = 9,250 + 18 % = 10,915 (CGST + SGST in Delhi).
    expect(text).toContain("₹10,915.00");
    expect(link.data.mailed).toMatch(/asha@example.com|outbox/);
  });

  it("gives the dashboard its Service figures", () => {
    // The figures count every ticket: those earlier tests left open are closed first, so the open
    // ones are this test's four, one of them with its estimate sent.
    db.update(serviceTickets).set({ status: "closed" }).run();
    const { ids } = makeQueue("figures");
    db.update(serviceTickets).set({ status: "estimate_sent" }).where(sqlId(ids.oldest)).run();
    const f = serviceFigures(today);
    expect(f).toMatchObject({ open: 4, overdue: 1, estimatesWaiting: 1, amcRenewalsDue: 1 });
    expect(f.inWarrantyPercent).toBe(25);
  });
});
