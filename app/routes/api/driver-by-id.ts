import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import { driverManager } from "~/server/admin/managers.server";
import { COUNTED_API } from "~/server/http/cache-control.server";
import { getDriverById } from "~/server/models/drivers.server";
import type { Route } from "./+types/driver-by-id";

/** GET /api/drivers/{id}: one driver (shared briefly: its download count moves), else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const driver = id === null ? undefined : getDriverById(id);
  return driver
    ? Response.json(driver, { headers: { "Cache-Control": COUNTED_API } })
    : jsonError(404, MANAGER_MESSAGES.drivers.notFound);
}

/** PUT /api/drivers/{id} (the file stays unless a new one is sent) and DELETE (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(driverManager, request, params.id);
