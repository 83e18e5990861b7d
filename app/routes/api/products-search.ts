import type { Route } from "./+types/products-search";
import { clientAddress } from "~/server/auth/auth.server";
import { jsonError, methodNotAllowed } from "~/server/http/responses.server";
import { countSearch } from "~/server/models/search-stats.server";
import { searchProductList, searchReasons, suggestModel } from "~/server/search/engine.server";
import { searchBusyJson, takeSearchTurn } from "~/server/search/search-budget.server";

/**
 * GET /api/products/search/{encoded query}: the matching active products, best first, as an
 * array of product search results (at most 100). Any text is a plain search: FTS
 * syntax, quotes and very long strings give results or [], never an error. Like the /search page, it
 * reads the first MAX_QUERY_CHARS characters and MAX_QUERY_WORDS words of the text (an API client
 * sending more gets the answer for that start, as the page shows it), so one request's work stays
 * bounded. Each result also says why it matched (`match_reasons`, e.g. ["Model: ZD421t", "Name"]); a
 * model code one edit away from a real model is not searched as that model: the answer carries the
 * query to suggest in the `X-Search-Suggestion` header (URI-encoded), the array keeping its shape.
 * A client address that has used its search budget gets 429 with Retry-After.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const turn = takeSearchTurn(clientAddress(context));
  if (turn.retryAfterSeconds > 0) return searchBusyJson(turn.retryAfterSeconds);
  try {
    const query = params.query ?? "";
    const list = searchProductList(query, 100);
    countSearch(query, list.length);
    const reasons = searchReasons(
      query,
      list.map((r) => r.id),
    );
    const suggestion = suggestModel(query);
    return Response.json(
      list.map((r, i) => ({ ...r, match_reasons: reasons[i] })),
      suggestion
        ? { headers: { "X-Search-Suggestion": encodeURIComponent(suggestion.query) } }
        : undefined,
    );
  } catch (error) {
    console.error("[search] /api/products/search failed:", error);
    return jsonError(500, "Failed to search products. Please try again.");
  } finally {
    turn.done();
  }
}

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
