import { beforeAll, describe, expect, it } from "vitest";
import { ticketIdOf } from "~/lib/service-tickets";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import {
  createTicket,
  customerTicketJson,
  decideEstimate,
  estimateOf,
  getTicketById,
  listTickets,
  matchModel,
  renewTrackingToken,
  revokeTrackingToken,
  saveEstimate,
  setTicketStatus,
  addTicketNote,
  TicketConflict,
  ticketByPhone,
  ticketByToken,
} from "~/server/service/tickets.server";
import { ticketInput, type TicketInput } from "~/server/entities/ticket.server";

let zd421t: number;

beforeAll(() => {
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  zd421t = createProduct({
    name: "Zebra ZD421t Thermal Transfer Printer",
    slug: "zebra-zd421t",
    model: "ZD421t",
    category: "desktop-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
  }).id;
  createProduct({
    name: "Zebra ZD421d Direct Thermal Printer",
    slug: "zebra-zd421d",
    model: "ZD421d",
    category: "desktop-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
  });
});

const booking = (over: Record<string, unknown> = {}): TicketInput =>
  ticketInput.parse({
    model: "ZD421t",
    serial: "99J204501234",
    fault: "faded_print",
    description: "Print fades on the left side of the label.",
    delivery: "office_drop",
    name: "Asha Verma",
    phone: "+91 98111 22334",
    city: "New Delhi",
    state: "Delhi",
    pin: "110020",
    ...over,
  });

describe("booking input", () => {
  it("refuses an impossible PIN, a PIN of another state, a 500-character serial", () => {
    const bad = (over: Record<string, unknown>) => {
      const r = ticketInput.safeParse({ ...booking(), ...over });
      expect(r.success).toBe(false);
      return r.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n");
    };
    expect(bad({ pin: "012345" })).toMatch(/pin: A PIN code has six digits/);
    expect(bad({ pin: "400001" })).toMatch(/pin: PIN code 400001 is not in Delhi/);
    expect(bad({ serial: "X".repeat(500) })).toMatch(/serial: Serial number must be at most 40/);
    expect(bad({ delivery: "onsite", address: "" })).toMatch(/address: Please give the address/);
    expect(bad({ delivery: "pickup_ncr", state: "Kerala", pin: "682001", address: "x" })).toMatch(
      /delivery: We pick up in Delhi NCR only/,
    );
  });
});

describe("model matching", () => {
  it("matches a model typed as people type it, and asks when it names several", () => {
    const one = matchModel("zd 421t");
    expect(one.kind).toBe("printer");
    expect(one.kind === "printer" && one.printer.id).toBe(zd421t);
    const several = matchModel("zd 421");
    expect(several.kind).toBe("several");
    expect(several.kind === "several" && several.choices.map((c) => c.model).sort()).toEqual([
      "ZD421d",
      "ZD421t",
    ]);
    expect(matchModel("XQ-9000").kind).toBe("none");
  });
});

describe("tickets", () => {
  it("numbers a ticket, finds it by its token and by phone, never by a wrong one", () => {
    const t = createTicket(booking(), zd421t, [], new Date("2026-11-27T04:00:00Z"));
    expect(t.number).toMatch(/^SR-2026-\d{6}$/);
    expect(ticketIdOf(t.number)).toBe(t.id);
    expect(Buffer.from(t.token, "base64url").byteLength).toBe(32);
    expect(ticketByToken(t.number, t.token)?.id).toBe(t.id);
    expect(
      ticketByToken(t.number, t.token.slice(0, -1) + (t.token.endsWith("A") ? "B" : "A")),
    ).toBe(undefined);
    expect(ticketByPhone(t.number, "2334")?.id).toBe(t.id);
    expect(ticketByPhone(t.number, "2335")).toBe(undefined);
    const row = getTicketById(t.id)!;
    expect(row.tracking_hash).not.toContain(t.token);
    expect(row.model).toBe("ZD421t");

    const fresh = renewTrackingToken(t.id, row.version, { name: "staff" });
    expect(ticketByToken(t.number, t.token)).toBe(undefined);
    expect(ticketByToken(t.number, fresh)?.id).toBe(t.id);
    revokeTrackingToken(t.id, row.version + 1, { name: "staff" });
    expect(ticketByToken(t.number, fresh)).toBe(undefined);
  });

  it("prices an estimate with GST by place of supply and takes one answer", () => {
    const t = createTicket(
      booking({ state: "Maharashtra", pin: "400001", city: "Mumbai" }),
      null,
      [],
    );
    const v = getTicketById(t.id)!.version;
    saveEstimate(
      t.id,
      v,
      {
        lines: [
          {
            kind: "part",
            description: "Print head 203 dpi",
            hsn_sac: "84439959",
            quantity: 1,
            unit_price_paise: 1_250_000,
            gst_rate: 18,
          },
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
    const ticket = getTicketById(t.id)!;
    expect(ticket.status).toBe("estimate_sent");
    const e = estimateOf(ticket)!;
    expect(e.intraState).toBe(false);
    expect(e.totals.igstPaise).toBe(238_500);
    expect(e.totals.totalPaise).toBe(1_563_500);
    expect(e.totalInWords).toBe("Fifteen Thousand Six Hundred Thirty Five Rupees Only");

    const decided = decideEstimate(t.id, "approved", "Please hurry");
    expect(decided.status).toBe("approved");
    expect(() => decideEstimate(t.id, "declined", null)).toThrow(/already approved/);
    const json = customerTicketJson(getTicketById(t.id)!);
    expect(json.timeline.map((e) => e.kind)).toEqual(["created", "estimate", "decision"]);
    expect(json.estimate?.decision_note).toBe("Please hurry");
  });

  it("refuses a second change made from an older version, and hides internal notes", () => {
    const t = createTicket(booking(), zd421t, []);
    const v = getTicketById(t.id)!.version;
    setTicketStatus(t.id, v, "inspected", { name: "ravi" });
    expect(() => setTicketStatus(t.id, v, "repairing", { name: "meena" })).toThrow(TicketConflict);
    expect(getTicketById(t.id)!.status).toBe("inspected");
    addTicketNote(t.id, v + 1, "Customer is rude", true, { name: "ravi" });
    const json = customerTicketJson(getTicketById(t.id)!);
    expect(JSON.stringify(json)).not.toContain("rude");
    expect(listTickets({ open: true }).tickets.some((r) => r.id === t.id)).toBe(true);
  });
});
