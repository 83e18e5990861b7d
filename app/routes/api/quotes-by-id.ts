import { requireApiAdmin } from "~/server/auth/auth.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import { readJsonBody } from "~/server/http/body.server";
import { getQuoteRequest, updateQuoteRequest } from "~/server/models/quotes.server";
import { quoteRequestJson } from "~/server/quotes/view.server";
import { quoteUpdateInput } from "~/server/quotes/inputs.server";
import { fieldErrors } from "~/server/validation/fields.server";
import type { Route } from "./+types/quotes-by-id";

const NOT_FOUND = "Quote request not found";

/** GET /api/quotes/{id} (admin): the request, its buyer and its lines as they were sent. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  const id = parseId(params.id);
  const quote = id === null ? undefined : getQuoteRequest(id);
  if (!quote) return jsonError(404, NOT_FOUND);
  return Response.json(quoteRequestJson(quote));
}

/** PUT /api/quotes/{id} (admin): JSON `{status?, internal_note?}`; fields not sent keep their value. */
export async function action({ request, params }: Route.ActionArgs) {
  const refused = refuseMethod(request, ["GET", "PUT"]);
  if (refused) return refused;
  await requireApiAdmin(request);
  const id = parseId(params.id);
  if (id === null || !getQuoteRequest(id)) return jsonError(404, NOT_FOUND);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (typeof body.body !== "object" || body.body === null || Array.isArray(body.body)) {
    return jsonError(400, "The body must be a JSON object");
  }
  const parsed = quoteUpdateInput.safeParse(body.body);
  if (!parsed.success) {
    return jsonError(400, "Invalid quote update", { fields: fieldErrors(parsed.error) });
  }
  updateQuoteRequest(id, {
    status: parsed.data.status,
    internal_note: parsed.data.internal_note,
  });
  return Response.json(quoteRequestJson(getQuoteRequest(id)!));
}
