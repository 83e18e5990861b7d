import { ConfirmStep } from "~/components/admin/confirm";
import { PageHeader } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { notFound, parseId } from "~/server/http.server";
import { deleteProduct, getProductById } from "~/server/models/products.server";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { removeProductFiles } from "~/server/product-save.server";
import type { Route } from "./+types/product-delete";

/** GET: the confirmation step without JavaScript. POST: the delete (the list's confirm() posts here). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const product = id ? getProductById(id) : undefined;
  if (!product) notFound("Product not found");
  return { product: { id: product.id, name: product.name } };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const removed = id ? deleteProduct(id) : undefined;
  if (!removed) {
    return redirectWithFlash("/admin/products", { type: "error", message: "Product not found" });
  }
  await removeProductFiles([removed]);
  return redirectWithFlash("/admin/products", {
    type: "success",
    message: PRODUCT_MESSAGES.deleted,
  });
}

export function meta() {
  return [{ title: "Delete Product | Admin Panel" }];
}

export default function DeleteProduct({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Delete Product" />
      <ConfirmStep
        title="Delete product"
        message={PRODUCT_MESSAGES.confirmOne}
        detail={loaderData.product.name}
        cancelTo="/admin/products"
      />
    </>
  );
}
