// /api/service/tickets (public booking, the staff queue, staff changes and estimates, the tracking
// token's view and answer) and the tracking page's approve button, against a real SQLite file.
import { beforeAll, expect, it } from "vitest";
import * as apiTicket from "~/routes/api/service-ticket";
import * as apiTickets from "~/routes/api/service-tickets";
import * as track from "~/routes/site/track";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { args, BASE, ensureAdminUser, form, settle } from "./admin-test-helpers";

let token: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createProduct({
    name: "TSC TE244 Desktop Barcode Printer",
    slug: "tsc-te244",
    model: "TE244",
    category: "desktop-printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route handlers take their own generated argument types
type Handler = (a: any) => unknown;

async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  const res = (await settle(() => handler(args(request, params)))) as Response;
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function req(url: string, method = "GET", body?: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, {
    method,
    headers: { ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const staff = () => ({ Authorization: `Bearer ${token}` });

it("books by JSON, lets staff work the ticket, and takes the customer's answer once", async () => {
  const unknown = await call(
    apiTickets.action,
    req("/api/service/tickets", "POST", { ...booking(), model: "QX 9000" }),
  );
  expect(unknown.status).toBe(400);
  expect(unknown.body.fields.model).toMatch(/No catalogue printer has this model/);

  const booked = await call(apiTickets.action, req("/api/service/tickets", "POST", booking()));
  expect(booked.status).toBe(201);
  const { number, tracking_token } = booked.body;
  expect(number).toMatch(/^SR-\d{4}-\d{6}$/);

  expect((await call(apiTickets.loader, req("/api/service/tickets"))).status).toBe(401);
  const queue = await call(
    apiTickets.loader,
    req("/api/service/tickets?open=1", "GET", undefined, staff()),
  );
  expect(queue.body.tickets.some((t: { number: string }) => t.number === number)).toBe(true);
  expect(JSON.stringify(queue.body)).not.toContain("tracking_hash");

  const p = { number };
  const mine = await call(
    apiTicket.loader,
    req(`/api/service/tickets/${number}`, "GET", undefined, { "X-Tracking-Token": tracking_token }),
    p,
  );
  expect(mine.body.model).toBe("TE244");
  const wrong = await call(
    apiTicket.loader,
    req(`/api/service/tickets/${number}`, "GET", undefined, { "X-Tracking-Token": "x".repeat(43) }),
    p,
  );
  expect(wrong.status).toBe(404);

  let ticket = (
    await call(
      apiTicket.loader,
      req(`/api/service/tickets/${number}`, "GET", undefined, staff()),
      p,
    )
  ).body;
  const inspected = await call(
    apiTicket.action,
    req(
      `/api/service/tickets/${number}`,
      "PATCH",
      { version: ticket.version, status: "inspected", note: "Head worn", internal: true },
      staff(),
    ),
    p,
  );
  expect(inspected.status).toBe(200);
  ticket = inspected.body;
  // A change made from the version before is refused, showing the ticket as it is now.
  const stale = await call(
    apiTicket.action,
    req(
      `/api/service/tickets/${number}`,
      "PATCH",
      { version: ticket.version - 2, status: "repairing" },
      staff(),
    ),
    p,
  );
  expect(stale.status).toBe(409);
  expect(stale.body.current.status).toBe("inspected");

  const sent = await call(
    apiTicket.action,
    req(
      `/api/service/tickets/${number}`,
      "PUT",
      {
        version: ticket.version,
        lines: [
          {
            kind: "part",
            description: "Print head 203 dpi",
            hsn_sac: "84439990",
            quantity: 1,
            unit_price_paise: 650000,
            gst_rate: 18,
          },
          {
            kind: "labour",
            description: "Head replacement",
            hsn_sac: "998713",
            quantity: 1,
            unit_price_paise: 75000,
            gst_rate: 18,
          },
        ],
        turnaround_days: 2,
        valid_days: 15,
        send: true,
      },
      staff(),
    ),
    p,
  );
  expect(sent.status).toBe(200);
  expect(sent.body.status).toBe("estimate_sent");
  // Kerala is outside the seller's state: IGST at 18 % of ₹7,250.
  expect(sent.body.estimate.igst_paise).toBe(130500);
  expect(sent.body.estimate.total_in_words).toBe(
    "Eight Thousand Five Hundred Fifty Five Rupees Only",
  );
  // The internal note is the staff's; the customer's view never holds it.
  const customer = await call(
    apiTicket.loader,
    req(`/api/service/tickets/${number}`, "GET", undefined, { "X-Tracking-Token": tracking_token }),
    p,
  );
  expect(JSON.stringify(customer.body)).not.toContain("Head worn");

  // The tracking page's Approve button (a plain form post on the private link).
  const approved = (await settle(() =>
    track.action(
      args(
        form(`/track/${number}/${tracking_token}`, {
          decision: "approved",
          note: "Courier it back by Friday",
        }),
        { number, token: tracking_token },
      ),
    ),
  )) as Response;
  expect(approved.status).toBe(302);
  expect(approved.headers.get("Location")).toBe(
    `/track/${number}/${tracking_token}?decided=approved`,
  );
  const again = await call(
    apiTicket.action,
    req(
      `/api/service/tickets/${number}`,
      "POST",
      { decision: "declined" },
      { "X-Tracking-Token": tracking_token },
    ),
    p,
  );
  expect(again.status).toBe(409);
  expect(again.body.error).toMatch(/already approved/);

  const after = (
    await call(
      apiTicket.loader,
      req(`/api/service/tickets/${number}`, "GET", undefined, staff()),
      p,
    )
  ).body;
  expect(after.decision).toBe("approved");
  expect(after.decision_note).toBe("Courier it back by Friday");
  expect(after.timeline.map((e: { kind: string }) => e.kind)).toEqual([
    "created",
    "status",
    "note",
    "estimate",
    "decision",
  ]);
});

function booking() {
  return {
    model: "te 244",
    serial: "E3201A9999",
    fault: "head_error",
    description: "White lines through every barcode.",
    delivery: "courier",
    name: "Ravi Menon",
    phone: "+91 94470 55555",
    city: "Kochi",
    state: "Kerala",
    pin: "682011",
  };
}
