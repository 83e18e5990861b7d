import type { Route } from "./+types/product-by-id";
import { getApiAdmin, requireApiAdmin } from "~/server/auth.server";
import { etagOf } from "~/server/edit-version.server";
import { jsonError, parseId } from "~/server/http.server";
import { deleteProduct, getProductById } from "~/server/models/products.server";
import { removeProductFiles, saveProduct } from "~/server/product-save.server";

/**
 * GET /api/products/{id}: one public product, else 404 {"error":"Product not found"}. An admin
 * (bearer token or session) also gets inactive products.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const product = id ? getProductById(id) : undefined;
  if (!product) return jsonError(404, "Product not found");
  if (product.status !== "active") {
    if (!(await getApiAdmin(request))) return jsonError(404, "Product not found");
    return Response.json(product, { headers: { "Cache-Control": "private, no-store" } });
  }
  return Response.json(product);
}

/**
 * PUT /api/products/{id} (admin): multipart fields of SPEC 7; fields not sent keep their value, and
 * the image and PDF stay unless a new file is sent. DELETE /api/products/{id} (admin).
 */
export async function action({ params, request }: Route.ActionArgs) {
  const method = request.method.toUpperCase();
  if (method !== "PUT" && method !== "DELETE") return jsonError(405, "Method not allowed");
  await requireApiAdmin(request);
  const id = parseId(params.id);
  if (!id) return jsonError(404, "Product not found");
  if (method === "DELETE") {
    const removed = deleteProduct(id);
    if (!removed) return jsonError(404, "Product not found");
    await removeProductFiles([removed]);
    return Response.json({ success: true, message: "Product deleted successfully!", id });
  }
  const result = await saveProduct(request, id);
  if (!result.ok) {
    return jsonError(
      result.status,
      result.error,
      Object.keys(result.fieldErrors).length ? { fields: result.fieldErrors } : undefined,
    );
  }
  return Response.json(result.product, { headers: etagOf(result.product) });
}
