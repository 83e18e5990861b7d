import type { Route } from "./+types/search-click";
import { isSlug } from "~/lib/slug";
import { getProductBySlug, isPublicProduct } from "~/server/models/products.server";
import { countSearchClick } from "~/server/models/search-stats.server";

const NOTHING = { status: 204, headers: { "Cache-Control": "private, no-store" } };

/**
 * POST /search/click?q=<query>&p=<product slug>: a search result was opened (the ping of the result's
 * link, or its beacon with JavaScript). Counts the click for the query in memory (see the search
 * stats model) when `p` is a public product; answers 204 with no body either way, so it tells
 * nobody anything. Its body (the browser's "PING") is never read.
 */
export function action({ request }: Route.ActionArgs) {
  const params = new URL(request.url).searchParams;
  const slug = params.get("p") ?? "";
  const product = isSlug(slug) ? getProductBySlug(slug) : undefined;
  if (product && isPublicProduct(product)) countSearchClick(params.get("q") ?? "");
  return new Response(null, NOTHING);
}
