import type { Route } from "./+types/product-by-id";
import { jsonError, parseId } from "~/server/http.server";
import { getProductById } from "~/server/models/products.server";

/** GET /api/products/{id}: one public product, else 404 {"error":"Product not found"}. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const product = id ? getProductById(id) : undefined;
  if (!product || product.status !== "active") return jsonError(404, "Product not found");
  return Response.json(product);
}
