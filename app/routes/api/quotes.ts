import { z } from "zod";
import { QUOTE_STATUSES, isQuoteStatus, quoteRequestMessage } from "~/lib/quote-basket";
import { parsePage } from "~/lib/pagination";
import { parseWholeNumber } from "~/lib/whole-number";
import { whatsappLink } from "~/lib/whatsapp";
import { clientAddress, isCrossSiteRequest, requireApiAdmin } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { jsonError, refuseMethod } from "~/server/http/responses.server";
import { readJsonBody } from "~/server/http/body.server";
import {
  apiQuoteLinesInput,
  quoteRequestForm,
  stateFromGstin,
  resolveApiLines,
} from "~/server/quotes/inputs.server";
import {
  createQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  QuoteRefused,
} from "~/server/models/quotes.server";
import { QUOTE_LIMIT, QUOTE_LIMITED } from "~/server/quotes/limits.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import type { Route } from "./+types/quotes";

/**
 * GET /api/quotes (admin): newest first, `?status=new|quoted|accepted|changes_asked|lost|expired`, `?q=` searches reference,
 * buyer, company, email, phone, GSTIN and city; `?page=&limit=` (at most 100).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  if (status !== null && status !== "" && !isQuoteStatus(status)) {
    return jsonError(400, `status must be one of ${QUOTE_STATUSES.join(", ")}`);
  }
  const limit = parseWholeNumber(params.get("limit")) ?? 20;
  const page = listQuoteRequests({
    status: isQuoteStatus(status) ? status : undefined,
    search: (params.get("q") ?? "").trim().slice(0, 100),
    page: parsePage(params.get("page")),
    perPage: limit >= 1 ? Math.min(limit, 100) : 20,
  });
  return Response.json({
    quotes: page.items,
    total: page.total,
    page: page.page,
    per_page: page.perPage,
    page_count: page.pageCount,
  });
}

const bodyShape = quoteRequestForm.extend({ lines: apiQuoteLinesInput });

/**
 * POST /api/quotes (public): the basket page's request as JSON, with `lines` of `{product_id or
 * slug, quantity, note?}`. 201 with the reference and the WhatsApp link; 400 with `fields` for each
 * wrong field; 429 past the same limit as the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMethod(request, ["GET", "POST"]);
  if (refused) return refused;
  // Public, but not a form another site can post in a visitor's name: API clients send no
  // browser provenance, a browser marks such a post cross-site.
  if (isCrossSiteRequest(request)) return jsonError(403, "Cross-site request refused");
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (typeof body.body !== "object" || body.body === null || Array.isArray(body.body)) {
    return jsonError(400, "The body must be a JSON object");
  }
  const parsed = bodyShape.safeParse(stateFromGstin(body.body as Record<string, unknown>));
  if (!parsed.success)
    return jsonError(400, "Invalid quote request", { fields: apiFields(parsed.error) });
  const { lines: wanted, ...buyer } = parsed.data;
  const resolved = resolveApiLines(wanted);
  if (!resolved.ok) return jsonError(400, "Invalid quote request", { fields: resolved.fields });
  const limit = consumeRateLimit(QUOTE_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited) {
    return Response.json(
      { error: QUOTE_LIMITED },
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" },
      },
    );
  }
  let created: { id: number; reference: string };
  try {
    created = createQuoteRequest(buyer, resolved.lines);
  } catch (error) {
    if (error instanceof QuoteRefused) return jsonError(400, error.message);
    console.error("[api/quotes] could not store a quote request", error);
    return jsonError(500, "The quote request could not be saved");
  }
  const stored = getQuoteRequest(created.id)!;
  const lines = stored.lines.map((l) => ({ name: l.name, model: l.model, quantity: l.quantity }));
  return Response.json(
    {
      reference: stored.reference,
      status: stored.status,
      lines,
      whatsapp_url: whatsappLink(env.WHATSAPP_NUMBER, quoteRequestMessage(stored.reference, lines)),
    },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
}

/** Field errors keyed by path ("email", "lines.1.quantity"). */
function apiFields(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    out[key] ??= issue.message;
  }
  return out;
}
