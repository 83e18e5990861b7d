import type { Route } from "./+types/products";
import { apiCreate } from "~/server/admin/crud-responses.server";
import { refuseMethod } from "~/server/http/responses.server";
import { getApiAdmin } from "~/server/auth/auth.server";
import { productManager } from "~/server/admin/managers.server";
import { productListResponse } from "~/server/product-lists.server";

/**
 * GET /api/products: every public (active) product, by name, as a JSON array; with
 * ?page=&limit= one page of it. An admin (bearer token or session) sees inactive products too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getApiAdmin(request);
  return productListResponse(request, { category: null, admin: !!admin });
}

/** POST /api/products (admin): the product's fields with an image (required) and a PDF. */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(productManager, request);
