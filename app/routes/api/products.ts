import type { Route } from "./+types/products";
import { listAllProducts } from "~/server/models/products.server";

/** GET /api/products: every public (active) product, by name, as a JSON array (SPEC 7). */
export function loader(_: Route.LoaderArgs) {
  return Response.json(listAllProducts({ status: "active" }));
}
