import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { brandManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/brand-by-id";

/** PUT /api/brands/{id} (fields not sent keep their value, the logo too) and DELETE (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  apiUpdateOrDelete(brandManager, request, params.id);
