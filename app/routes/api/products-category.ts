import type { Route } from "./+types/products-category";
import { findCategory } from "~/server/models/categories.server";
import { productListResponse } from "~/server/product-lists.server";
import { methodNotAllowed } from "~/server/http/responses.server";

/**
 * GET /api/products/category/{category}: the public products of a category, as a JSON array (with
 * ?page=&limit= one page of it). The URL-encoded value may be the category's name or its display
 * name; an unknown one gives [].
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  return productListResponse(request, { category: category?.name ?? "", admin: false });
}

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
