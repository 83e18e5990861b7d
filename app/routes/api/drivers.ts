import { apiCreate } from "~/server/admin/crud-responses.server";
import { driverManager } from "~/server/admin/managers.server";
import { COUNTED_API } from "~/server/http/cache-control.server";
import { refuseMethod } from "~/server/http/responses.server";
import { listDrivers } from "~/server/models/drivers.server";
import type { Route } from "./+types/drivers";

/**
 * GET /api/drivers: every driver, newest first (the file is fetched at /drivers/{id}/download). The
 * download counts move without the content version, so the answer is shared only briefly.
 */
export const loader = (_: Route.LoaderArgs) =>
  Response.json(listDrivers(), { headers: { "Cache-Control": COUNTED_API } });

/** POST /api/drivers (admin): name, version, description and the file (.exe, .msi, .zip, .dmg). */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(driverManager, request);
