import type { Route } from "./+types/search-suggestions";
import { jsonError, methodNotAllowed } from "~/server/http/responses.server";
import { MAX_QUERY_CHARS } from "~/lib/search-query";
import { clientAddress } from "~/server/auth/auth.server";
import { searchSuggestionList, suggestModel } from "~/server/search/engine.server";
import { searchBusyJson, takeSearchTurn } from "~/server/search/search-budget.server";

/**
 * GET /api/search-suggestions?q=...: the header search box's suggestions (the first 5 unique
 * product names), as `{ "query": "...", "suggestions": ["..."], "products": [...], "total": N }`:
 * `products` are the products behind those names (id, slug, name, model, image, category and its
 * display name) for the box's pictures and groups, and `total` is how many the search finds in all
 * (both left out when nothing is found). The box sends at most
 * MAX_QUERY_CHARS characters (its maxLength); a longer q is searched, and echoed, cut to that. A
 * model code one edit away from a real one adds `suggestion: { typed, model, query }` ("No exact
 * match for ZT410. Did you mean ZT411?"): digits are never corrected silently. A client address that
 * has used its search budget gets 429 with Retry-After and `error` (the box shows it).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_CHARS);
  const turn = takeSearchTurn(clientAddress(context));
  if (turn.retryAfterSeconds > 0)
    return searchBusyJson(turn.retryAfterSeconds, { query, suggestions: [] });
  try {
    // Not counted: the box asks on every pause in typing ("honeyw", then "honeywell scan"); the
    // search is counted once, by the search page or when the buyer leaves the box (/search/click).
    const found = searchSuggestionList(query, 5);
    return Response.json(
      {
        query,
        suggestions: found.names,
        // Only when something is found: a search that finds nothing answers as it always has.
        ...(found.products.length > 0 ? { products: found.products, total: found.total } : {}),
        // A supplies question ("ribbon for zd421"): the printer whose supplies the box links to.
        ...(found.fitPrinter
          ? { fit_printer: { slug: found.fitPrinter.slug, name: found.fitPrinter.name } }
          : {}),
        ...suggestionOf(query),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("[search] suggestions failed:", error);
    return jsonError(500, "Failed to search products. Please try again.");
  } finally {
    turn.done();
  }
}

function suggestionOf(query: string) {
  const suggestion = suggestModel(query);
  return suggestion ? { suggestion } : {};
}

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
