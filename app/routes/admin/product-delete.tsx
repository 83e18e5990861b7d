import { ConfirmStep } from "~/components/admin/confirm";
import { PageHeader } from "~/components/admin/admin-shell";
import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { managerDeleteAction, managerDeleteLoader } from "~/server/admin/crud-responses.server";
import { parseId } from "~/server/http/responses.server";
import { productManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/product-delete";

/** GET: the confirmation step without JavaScript. POST: the delete (the list's confirm() posts here). */
export async function loader(args: Route.LoaderArgs) {
  const { label } = await managerDeleteLoader(productManager, args);
  return { product: { id: parseId(args.params.id)!, name: label } };
}
export const action = (args: Route.ActionArgs) => managerDeleteAction(productManager, args);

export function meta() {
  return [{ title: "Delete Product | Admin Panel" }];
}

export default function DeleteProduct({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Delete Product" />
      <ConfirmStep
        title="Delete product"
        message={MANAGER_MESSAGES.products.confirm}
        detail={loaderData.product.name}
        cancelTo="/admin/products"
      />
    </>
  );
}
