import type { Route } from "./+types/product-by-id";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { getApiAdmin } from "~/server/auth/auth.server";
import { withGalleryUrls } from "~/server/files/gallery.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import { productManager } from "~/server/admin/managers.server";
import { fitSlugs, withPublicFitSlugs } from "~/server/models/fits.server";
import { getProductById, isPublicProduct } from "~/server/models/products.server";

/**
 * GET /api/products/{id}: one public product, else 404 {"error":"Product not found"}. An admin
 * (bearer token or session) also gets inactive products.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const product = id ? getProductById(id) : undefined;
  if (!product) return jsonError(404, "Product not found");
  if (!isPublicProduct(product)) {
    if (!(await getApiAdmin(request))) return jsonError(404, "Product not found");
    return Response.json(
      { ...withGalleryUrls(product), ...fitSlugs(product.id) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  // With the slugs of the printers it fits or the supplies it takes (public ones only).
  return Response.json(withGalleryUrls(withPublicFitSlugs(product)));
}

/**
 * PUT /api/products/{id} (admin): fields not sent keep their value, and the image and PDF stay unless
 * a new file is sent. DELETE /api/products/{id} (admin).
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(productManager, request, params.id);
