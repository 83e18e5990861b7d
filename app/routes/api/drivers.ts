import { apiCreate } from "~/server/admin/crud-responses.server";
import { driverManager } from "~/server/admin/managers.server";
import { listDrivers } from "~/server/models/drivers.server";
import type { Route } from "./+types/drivers";

/** GET /api/drivers: every driver, newest first (the file is fetched at /drivers/{id}/download). */
export const loader = (_: Route.LoaderArgs) => Response.json(listDrivers());

/** POST /api/drivers (admin): name, version, description and the file (.exe, .msi, .zip, .dmg). */
export const action = ({ request }: Route.ActionArgs) => apiCreate(driverManager, request);
