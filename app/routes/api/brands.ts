import { apiCreate } from "~/server/admin/crud-responses.server";
import { refuseMethod } from "~/server/http/responses.server";
import { brandManager } from "~/server/admin/managers.server";
import { listBrands } from "~/server/models/brands.server";
import type { Route } from "./+types/brands";

/** GET /api/brands: every brand, by display name. */
export const loader = (_: Route.LoaderArgs) => Response.json(listBrands());

/** POST /api/brands (admin): name, display_name, description, website and a logo image. */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(brandManager, request);
