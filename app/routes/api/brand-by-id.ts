import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import { brandManager } from "~/server/admin/managers.server";
import { getBrandById } from "~/server/models/brands.server";
import type { Route } from "./+types/brand-by-id";

/** GET /api/brands/{id}: one brand, as in the list, else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const brand = id === null ? undefined : getBrandById(id);
  return brand ? Response.json(brand) : jsonError(404, MANAGER_MESSAGES.brands.notFound);
}

/** PUT /api/brands/{id} (fields not sent keep their value, the logo too) and DELETE (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(brandManager, request, params.id);
