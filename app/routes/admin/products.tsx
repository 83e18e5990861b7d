import { data } from "react-router";
import { ProductList } from "~/components/admin/product-list";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { parseProductQuery } from "~/lib/admin-product-query";
import { deleteEntities } from "~/server/admin/save.server";
import { applyBulk, idsOf, isBulkOperation } from "~/server/admin/product-bulk.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { readForm } from "~/server/http/body.server";
import { productManager } from "~/server/admin/managers.server";
import { listBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import { listAdminProducts } from "~/server/models/product-admin-list.server";
import { productsListUrl } from "./products-delete-selected";
import type { Route } from "./+types/products";
import { withShownImage } from "~/server/files/picture-presence.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseProductQuery(new URL(request.url).searchParams);
  const page = listAdminProducts(query);
  return {
    query: { ...query, page: page.page },
    categories: listCategories().map((c) => ({ name: c.name, display_name: c.display_name })),
    brands: listBrands().map((b) => ({ id: b.id, display_name: b.display_name })),
    page: {
      ...page,
      items: page.items.map((p) => ({
        ...withShownImage(p),
        category: p.category_display_name || p.category,
      })),
    },
  };
}

/**
 * The list's writes, all back to the list as it was (`back`):
 * - `intent=bulk` with `op` (activate, deactivate, in-stock, out-of-stock, feature, unfeature, move
 *   with `to`): every checked product in one transaction;
 * - `intent=stock` with `id` and `in_stock`: the inline switch of one row (with JS it answers data,
 *   the row already shows the new state);
 * - no intent: delete the checked products (to the Trash; the confirmation came first).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const listUrl = productsListUrl(String(form.get("back") ?? ""));
  const intent = String(form.get("intent") ?? "");
  if (intent === "stock") {
    const inStock = String(form.get("in_stock") ?? "");
    const ids = idsOf(form.getAll("id"));
    if (ids.length !== 1 || (inStock !== "true" && inStock !== "false"))
      return data({ ok: false, message: "That stock change could not be read." }, { status: 400 });
    const result = applyBulk(inStock === "true" ? "in-stock" : "out-of-stock", ids, user.username);
    if (form.get("js") === "1") return data(result, { status: result.ok ? 200 : 400 });
    return redirectWithFlash(listUrl, {
      type: result.ok ? "success" : "error",
      message: result.message,
    });
  }
  const ids = idsOf(form.getAll("ids"));
  if (intent === "bulk") {
    const op = String(form.get("op") ?? "");
    if (!isBulkOperation(op))
      return redirectWithFlash(listUrl, { type: "error", message: "Please choose an action." });
    const result = applyBulk(op, ids, user.username, { category: String(form.get("to") ?? "") });
    return redirectWithFlash(listUrl, {
      type: result.ok ? "success" : "error",
      message: result.message,
    });
  }
  if (ids.length === 0) {
    return redirectWithFlash(listUrl, { type: "error", message: PRODUCT_MESSAGES.noneSelected });
  }
  await deleteEntities(productManager, ids, user.username);
  return redirectWithFlash(listUrl, { type: "success", message: PRODUCT_MESSAGES.bulkDeleted });
}

export function meta() {
  return [{ title: "Products | Admin Panel" }];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
