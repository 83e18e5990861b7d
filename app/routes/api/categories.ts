import type { Route } from "./+types/categories";
import { apiCreate } from "~/server/admin/crud-responses.server";
import { refuseMethod } from "~/server/http/responses.server";
import { categoryManager } from "~/server/admin/managers.server";
import { sortCategories } from "~/lib/categories";
import { listCategoriesWithFallback } from "~/server/models/categories.server";

/**
 * GET /api/categories: every category in the dropdown's order; when the table is empty, the
 * categories derived from the products.
 */
export function loader(_: Route.LoaderArgs) {
  // Table rows or derived ones: both have a display name, which is all the order needs.
  const categories: readonly { display_name: string }[] = listCategoriesWithFallback();
  return Response.json(sortCategories(categories));
}

/** POST /api/categories (admin): name, display_name, description, icon and an image file. */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(categoryManager, request);
