import type { Route } from "./+types/products-category";
import { findCategory } from "~/server/models/categories.server";
import { listAllProducts } from "~/server/models/products.server";

/**
 * GET /api/products/category/{category}: the public products of a category, as a JSON array. The
 * URL-encoded value may be the category's name or its display name; an unknown one gives [].
 */
export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  return Response.json(
    category ? listAllProducts({ category: category.name, status: "active" }) : [],
  );
}
