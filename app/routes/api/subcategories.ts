import { jsonError } from "~/server/http/responses.server";
import type { Route } from "./+types/subcategories";

// The subcategory feature is switched off (FEATURES.subcategories): the list is empty, and
// add, update and delete fail with a fixed message. 410 Gone: the calls existed and were removed.
const REMOVED = "Subcategories feature has been removed";

/** GET /api/subcategories: []; GET /api/subcategories/{id}: 404. */
export function loader({ params }: Route.LoaderArgs) {
  return params.id === undefined ? Response.json([]) : jsonError(404, REMOVED);
}

/** POST /api/subcategories, PUT and DELETE /api/subcategories/{id}. */
export const action = (_: Route.ActionArgs) => jsonError(410, REMOVED);
