import { jsonError, refuseMethod } from "~/server/http/responses.server";
import type { Route } from "./+types/subcategories";

// The subcategory feature is switched off (FEATURES.subcategories): the list is empty, and
// add, update and delete fail with a fixed message. 410 Gone: the calls existed and were removed.
const REMOVED = "Subcategories feature has been removed";

/** GET /api/subcategories: []; GET /api/subcategories/{id}: 404. */
export function loader({ params }: Route.LoaderArgs) {
  return params.id === undefined ? Response.json([]) : jsonError(404, REMOVED);
}

/** POST /api/subcategories, PUT and DELETE /api/subcategories/{id}: gone. */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, params.id === undefined ? ["GET", "POST"] : ["GET", "PUT", "DELETE"]) ??
  jsonError(410, REMOVED);
