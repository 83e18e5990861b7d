import type { Route } from "./+types/products";
import { getApiAdmin, requireApiAdmin } from "~/server/auth.server";
import { etagOf } from "~/server/edit-version.server";
import { jsonError } from "~/server/http.server";
import { productListResponse } from "~/server/product-lists.server";
import { saveProduct } from "~/server/product-save.server";

/**
 * GET /api/products: every public (active) product, by name, as a JSON array (SPEC 7); with
 * ?page=&limit= one page of it. An admin (bearer token or session) sees inactive products too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getApiAdmin(request);
  return productListResponse(request, { category: null, admin: !!admin });
}

/** POST /api/products (admin): multipart fields of SPEC 7 with image (required) and pdf files. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  await requireApiAdmin(request);
  const result = await saveProduct(request);
  if (!result.ok) {
    return jsonError(
      result.status,
      result.error,
      Object.keys(result.fieldErrors).length ? { fields: result.fieldErrors } : undefined,
    );
  }
  return Response.json(result.product, { status: 201, headers: etagOf(result.product) });
}
