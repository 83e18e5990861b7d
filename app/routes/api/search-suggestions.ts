import type { Route } from "./+types/search-suggestions";
import { jsonError } from "~/server/http.server";
import { searchSuggestions } from "~/server/search.server";

/**
 * GET /api/search-suggestions?q=...: the header search box's suggestions (SPEC 9: the first 5 unique
 * product names), as `{ "query": "...", "suggestions": ["..."] }`.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return Response.json(
      { query, suggestions: searchSuggestions(query, 5) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("[search] suggestions failed:", error);
    return jsonError(500, "Failed to search products. Please try again.");
  }
}
