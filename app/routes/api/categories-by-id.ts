import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import { categoryManager } from "~/server/admin/managers.server";
import { getCategoryById } from "~/server/models/categories.server";
import type { Route } from "./+types/categories-by-id";

/** GET /api/categories/{id}: one category, as in the list, else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const category = id === null ? undefined : getCategoryById(id);
  return category ? Response.json(category) : jsonError(404, MANAGER_MESSAGES.categories.notFound);
}

/**
 * PUT /api/categories/{id} (admin): multipart, urlencoded or JSON; fields not sent keep their value and
 * the image stays unless a new one is sent. DELETE /api/categories/{id} (admin): 409 while products
 * still use the category.
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(categoryManager, request, params.id);
