import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { categoryManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/categories-by-id";

/**
 * PUT /api/categories/{id} (admin): multipart, urlencoded or JSON; fields not sent keep their value and
 * the image stays unless a new one is sent. DELETE /api/categories/{id} (admin): 409 while products
 * still use the category.
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  apiUpdateOrDelete(categoryManager, request, params.id);
