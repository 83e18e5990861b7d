import type { Route } from "./+types/search-click";
import { isSlug } from "~/lib/slug";
import { getProductBySlug, isPublicProduct } from "~/server/models/products.server";
import { countSearch, countSearchClick } from "~/server/models/search-stats.server";
import { MAX_QUERY_CHARS } from "~/lib/search-query";
import { searchSuggestionList } from "~/server/search/engine.server";

const NOTHING = { status: 204, headers: { "Cache-Control": "private, no-store" } };

/**
 * POST /search/click?q=<query>&p=<product slug>: a search result was opened (the ping of the result's
 * link, or its beacon with JavaScript). Counts the click for the query in memory (see the search
 * stats model) when `p` is a public product; answers 204 with no body either way, so it tells
 * nobody anything. Its body (the browser's "PING") is never read.
 * POST /search/click?q=<query>&seen=1: the header box was left with that query and its
 * suggestions, without going to the search page (which counts its own): the search counts once.
 */
export function action({ request }: Route.ActionArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("seen") === "1") {
    const query = (params.get("q") ?? "").slice(0, MAX_QUERY_CHARS);
    if (query.trim()) countSearch(query, searchSuggestionList(query, 5).total);
    return new Response(null, NOTHING);
  }
  const slug = params.get("p") ?? "";
  const product = isSlug(slug) ? getProductBySlug(slug) : undefined;
  if (product && isPublicProduct(product)) countSearchClick(params.get("q") ?? "");
  return new Response(null, NOTHING);
}
