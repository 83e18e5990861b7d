import { z } from "zod";
import { isTicketStatus, TICKET_STATUSES } from "~/lib/service-tickets";
import { requireApiAdmin } from "~/server/auth/auth.server";
import { readJsonBody, refuseNonJson } from "~/server/http/body.server";
import { jsonError, refuseMethod } from "~/server/http/responses.server";
import {
  addTicketNote,
  customerTicketJson,
  decideEstimate,
  decisionInput,
  estimateLineInput,
  getTicketByNumber,
  saveEstimate,
  setTicketStatus,
  staffTicketJson,
  TicketConflict,
  ticketByToken,
} from "~/server/service/tickets.server";
import { fieldErrors } from "~/server/validation/fields.server";
import type { Route } from "./+types/service-ticket";

const NOT_FOUND = "Ticket not found";
const NO_STORE = { "Cache-Control": "no-store" };

/** The tracking token, sent as a header so it never sits in an address (and in access logs). */
function trackingToken(request: Request): string | null {
  return request.headers.get("X-Tracking-Token");
}

function conflict(error: TicketConflict) {
  return jsonError(409, error.message, { current: staffTicketJson(error.current) });
}

/**
 * GET /api/service/tickets/{number}: with the tracking token (`X-Tracking-Token`) the customer's
 * view (no internal notes); with staff credentials every fact and the whole timeline.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = trackingToken(request);
  if (token !== null && !request.headers.get("Authorization")) {
    const ticket = ticketByToken(params.number, token);
    if (!ticket) return jsonError(404, NOT_FOUND);
    return Response.json(customerTicketJson(ticket), { headers: NO_STORE });
  }
  await requireApiAdmin(request);
  const ticket = getTicketByNumber(params.number);
  if (!ticket) return jsonError(404, NOT_FOUND);
  return Response.json(staffTicketJson(ticket), { headers: NO_STORE });
}

const staffChange = z.object({
  version: z.number({ error: "version is required (the ticket's version you read)" }).int(),
  status: z
    .string()
    .refine(isTicketStatus, `status must be one of ${TICKET_STATUSES.join(", ")}`)
    .optional(),
  note: z.string().trim().min(1).max(2000).optional(),
  internal: z.boolean().optional(),
});

const estimateChange = z.object({
  version: z.number({ error: "version is required (the ticket's version you read)" }).int(),
  lines: z.array(estimateLineInput).min(1, "An estimate has at least one line").max(50),
  turnaround_days: z.number().int().min(0).max(90),
  valid_days: z.number().int().min(1).max(90),
  send: z.boolean().optional(),
});

/**
 * POST /api/service/tickets/{number} with the tracking token: the customer's answer,
 * `{decision: "approved"|"declined", note?}`. PATCH (staff): `{version, status?, note?,
 * internal?}`; PUT (staff): the estimate, `{version, lines, turnaround_days, valid_days, send?}`.
 * A staff change made from an older version answers 409 with the ticket as it is now.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const refused = refuseMethod(request, ["GET", "POST", "PATCH", "PUT"]);
  if (refused) return refused;
  const method = request.method.toUpperCase();
  if (method === "POST") {
    const token = trackingToken(request);
    // The customer's answer is made with the ticket's own token; without it this is an
    // unauthenticated write (a dead token, or a signed-in cookie from another site, refused as such).
    const noToken = () =>
      jsonError(401, "Send the ticket's tracking token in the X-Tracking-Token header");
    if (!token) {
      if (!request.headers.get("Cookie") && !request.headers.get("Authorization")) return noToken();
      await requireApiAdmin(request);
    }
    // Who is asking is settled; the body's type is the next thing a client hears about.
    const wrongType = refuseNonJson(request);
    if (wrongType) return wrongType;
    if (!token) return noToken();
    const ticket = ticketByToken(params.number, token);
    if (!ticket) return jsonError(404, NOT_FOUND);
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const parsed = decisionInput.safeParse(body.body);
    if (!parsed.success)
      return jsonError(400, "Invalid answer", { fields: fieldErrors(parsed.error) });
    try {
      const updated = decideEstimate(ticket.id, parsed.data.decision, parsed.data.note);
      return Response.json(customerTicketJson(updated), { headers: NO_STORE });
    } catch (error) {
      if (error instanceof TicketConflict) return jsonError(409, error.message);
      throw error;
    }
  }
  const user = await requireApiAdmin(request);
  const ticket = getTicketByNumber(params.number);
  if (!ticket) return jsonError(404, NOT_FOUND);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const actor = { name: `${user.username} (API)`, userId: user.id };
  try {
    if (method === "PUT") {
      const parsed = estimateChange.safeParse(body.body);
      if (!parsed.success)
        return jsonError(400, "Invalid estimate", { fields: fieldErrors(parsed.error) });
      const e = parsed.data;
      const updated = saveEstimate(
        ticket.id,
        e.version,
        { lines: e.lines, turnaroundDays: e.turnaround_days, validDays: e.valid_days },
        actor,
        { send: e.send === true },
      );
      return Response.json(staffTicketJson(updated), { headers: NO_STORE });
    }
    const parsed = staffChange.safeParse(body.body);
    if (!parsed.success)
      return jsonError(400, "Invalid change", { fields: fieldErrors(parsed.error) });
    const c = parsed.data;
    if (!c.status && !c.note) return jsonError(400, "Send a status, a note or both");
    let updated = ticket;
    let version = c.version;
    if (c.status && isTicketStatus(c.status)) {
      updated = setTicketStatus(
        ticket.id,
        version,
        c.status,
        actor,
        c.internal ? null : (c.note ?? null),
      );
      version = updated.version;
    }
    if (c.note && (!c.status || c.internal))
      updated = addTicketNote(ticket.id, version, c.note, c.internal === true, actor);
    return Response.json(staffTicketJson(updated), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof TicketConflict) return conflict(error);
    throw error;
  }
}
