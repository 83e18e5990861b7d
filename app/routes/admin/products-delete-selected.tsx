import { Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { productNames } from "~/server/models/product-admin-list.server";
import type { Route } from "./+types/products-delete-selected";
import { ConfirmActions } from "~/components/admin/confirm";

/** At most this many products in one bulk delete (a page of the list holds far fewer). */
const MAX_IDS = 500;

/** The list URL to go back to: only an admin products URL of this site. */
export function productsListUrl(back: string): string {
  return back.startsWith("/admin/products") && !back.startsWith("//") ? back : "/admin/products";
}

/**
 * The confirmation step of the list's "Delete Selected" without JavaScript (the list's form GETs here;
 * with JavaScript the list asks with confirm() and posts the delete itself): names the products and
 * posts the delete to the list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const back = productsListUrl(url.searchParams.get("back") ?? "");
  const ids = [
    ...new Set(
      url.searchParams
        .getAll("ids")
        .slice(0, MAX_IDS)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  // One query for every name, in the order they were checked.
  const names = new Map(productNames(ids).map((p) => [p.id, p.name]));
  const products = ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  if (products.length === 0)
    throw await redirectWithFlash(back, { type: "error", message: PRODUCT_MESSAGES.noneSelected });
  return { back, products };
}

export function meta() {
  return [{ title: "Delete Products | Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function DeleteSelectedProducts({ loaderData }: Route.ComponentProps) {
  const { back, products } = loaderData;
  const n = products.length;
  return (
    <>
      <PageHeader title="Delete Products" />
      <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">Delete products</h2>
        <p className="mt-4 text-slate-700">
          {n === 1 ? PRODUCT_MESSAGES.confirmOne : PRODUCT_MESSAGES.confirmMany(n)}
        </p>
        <ul className="mt-2 list-disc pl-5 font-medium text-slate-900" data-testid="delete-names">
          {products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
        <Form method="post" action="/admin/products" className="mt-8 flex justify-end gap-3">
          <input type="hidden" name="back" value={back} />
          {products.map((p) => (
            <input key={p.id} type="hidden" name="ids" value={p.id} />
          ))}
          <ConfirmActions
            cancelTo={back}
            label={n === 1 ? "Delete 1 product" : `Delete ${n} products`}
          />
        </Form>
      </div>
    </>
  );
}
