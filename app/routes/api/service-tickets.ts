import { parsePage } from "~/lib/pagination";
import { isTicketStatus, TICKET_STATUSES } from "~/lib/service-tickets";
import { parseWholeNumber } from "~/lib/whole-number";
import { clientAddress, requireApiAdmin } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readJsonBody } from "~/server/http/body.server";
import { jsonError, refuseMethod } from "~/server/http/responses.server";
import { getPublicPrinterBySlug } from "~/server/models/fits.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import { ticketInput } from "~/server/entities/ticket.server";
import {
  BOOKING_LIMIT,
  createTicket,
  listTickets,
  matchModel,
} from "~/server/service/tickets.server";
import { fieldErrors } from "~/server/validation/fields.server";
import type { Route } from "./+types/service-tickets";

/**
 * GET /api/service/tickets (staff): the queue, overdue first then oldest; `?status=`, `?open=1`
 * (not delivered or closed), `?page=&limit=` (at most 100).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  if (status && !isTicketStatus(status))
    return jsonError(400, `status must be one of ${TICKET_STATUSES.join(", ")}`);
  const page = listTickets({
    status: isTicketStatus(status) ? status : undefined,
    open: params.get("open") === "1",
    page: parsePage(params.get("page")),
    perPage: Math.min(parseWholeNumber(params.get("limit")) ?? 25, 100),
  });
  return Response.json({
    total: page.total,
    page: page.page,
    limit: page.perPage,
    tickets: page.tickets.map(({ tracking_hash: _, ...t }) => t),
  });
}

/**
 * POST /api/service/tickets (anyone): a booking as JSON, the booking form's fields (photos and
 * video only through the form). The model must name a catalogue printer (`product` a printer's
 * slug, or `model` typed as people type it) unless `model_unlisted` is true. 201 with the number
 * and the private tracking link, shown once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMethod(request, ["GET", "POST"]);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (typeof body.body !== "object" || body.body === null || Array.isArray(body.body))
    return jsonError(400, "The body must be a JSON object");
  const raw = body.body as Record<string, unknown>;
  const parsed = ticketInput.safeParse(raw);
  if (!parsed.success)
    return jsonError(400, "Invalid booking", { fields: fieldErrors(parsed.error) });
  let productId: number | null = null;
  const chosen =
    typeof raw.product === "string" ? getPublicPrinterBySlug(raw.product.slice(0, 120)) : undefined;
  if (chosen) productId = chosen.id;
  else if (raw.model_unlisted !== true) {
    const match = matchModel(parsed.data.model);
    if (match.kind !== "printer")
      return jsonError(400, "Invalid booking", {
        fields: {
          model:
            match.kind === "several"
              ? "The model names several printers: send one's slug as product"
              : "No catalogue printer has this model: check it, or send model_unlisted: true",
        },
        choices: match.choices.map(({ slug, name, model }) => ({ slug, name, model })),
      });
    productId = match.printer.id;
  }
  const limit = consumeRateLimit(BOOKING_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited)
    return Response.json(
      { error: "Too many bookings from this address: try again later" },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const created = createTicket(parsed.data, productId, []);
  const base = env.SITE_URL.replace(/\/$/, "");
  return Response.json(
    {
      number: created.number,
      tracking_token: created.token,
      tracking_url: `${base}/track/${created.number}/${created.token}`,
    },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
}
