import type { Route } from "./+types/products-featured";
import { jsonError, methodNotAllowed } from "~/server/http/responses.server";
import { listFeaturedProducts } from "~/server/models/products.server";
import { featuredQuery } from "~/server/validation/catalogue-query.server";
import { fieldErrors } from "~/server/validation/fields.server";

/** GET /api/products/featured?limit=n: featured public products, best rated first (default 4). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = featuredQuery.safeParse({ limit: url.searchParams.get("limit") ?? undefined });
  if (!parsed.success) {
    return jsonError(400, "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  return Response.json(listFeaturedProducts(parsed.data.limit));
}

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
