import type { Route } from "./+types/products-search";
import { jsonError } from "~/server/http.server";
import { searchProductList } from "~/server/search/engine.server";

/**
 * GET /api/products/search/{encoded query} (SPEC 7): the matching active products, best first, as an
 * array of SPEC 3 "Product search result" objects (at most 100). Any text is a plain search: FTS
 * syntax, quotes and very long strings give results or [], never an error. Like the /search page, it
 * reads the first MAX_QUERY_CHARS characters and MAX_QUERY_WORDS words of the text (an API client
 * sending more gets the answer for that start, as the page shows it), so one request's work stays
 * bounded.
 */
export function loader({ params }: Route.LoaderArgs) {
  try {
    return Response.json(searchProductList(params.query ?? "", 100));
  } catch (error) {
    console.error("[search] /api/products/search failed:", error);
    return jsonError(500, "Failed to search products. Please try again.");
  }
}
