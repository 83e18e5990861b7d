import { useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ButtonLink, PageHeader } from "~/components/admin/admin-shell";
import { DataTable, RowActions, StatusBadge, Thumb } from "~/components/admin/data-table";
import { Pagination } from "~/components/pagination";
import { pageRange, parsePage } from "~/lib/pagination";
import { requireAdmin } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { listCategories } from "~/server/models/categories.server";
import { deleteProducts, listProducts } from "~/server/models/products.server";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { removeFilesOf } from "~/server/admin-crud.server";
import { productManager } from "~/server/managers.server";
import { readForm } from "~/server/http/body.server";
import type { Route } from "./+types/products";

const PER_PAGE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const category = (url.searchParams.get("category") ?? "").trim();
  const page = listProducts({
    search: q || undefined,
    category: category || undefined,
    page: parsePage(url.searchParams.get("page")),
    perPage: PER_PAGE,
    sort: "newest",
  });
  return {
    q,
    category,
    categories: listCategories().map((c) => ({ name: c.name, display_name: c.display_name })),
    page: {
      ...page,
      items: page.items.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        image: p.image,
        category: p.category_display_name || p.category,
        status: p.status,
      })),
    },
  };
}

/** Bulk delete: the checked ids of the list (a POST form; with JS the page confirms first). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const back = String(form.get("back") ?? "");
  const listUrl =
    back.startsWith("/admin/products") && !back.startsWith("//") ? back : "/admin/products";
  const ids = [
    ...new Set(
      form
        .getAll("ids")
        .map((v) => Number(v))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  if (ids.length === 0) {
    return redirectWithFlash(listUrl, { type: "error", message: PRODUCT_MESSAGES.noneSelected });
  }
  const removed = deleteProducts(ids);
  await removeFilesOf(productManager, removed);
  return redirectWithFlash(listUrl, { type: "success", message: PRODUCT_MESSAGES.bulkDeleted });
}

export function meta() {
  return [{ title: "Products | Admin Panel" }];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { page, q, category, categories } = loaderData;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const navigation = useNavigation();
  const submit = useSubmit();
  const visibleIds = new Set(page.items.map((p) => String(p.id)));
  // Only what is checked on this page counts (selection is per page).
  const count = [...selected].filter((id) => visibleIds.has(id)).length;
  const { from, to, total } = pageRange(page.page, page.perPage, page.total);
  const back = `/admin/products${
    q || category || page.page > 1
      ? `?${new URLSearchParams({
          ...(q ? { q } : {}),
          ...(category ? { category } : {}),
          ...(page.page > 1 ? { page: String(page.page) } : {}),
        })}`
      : ""
  }`;
  return (
    <>
      <PageHeader
        title="Products"
        description="Add, edit and remove products of the catalogue."
        actions={<ButtonLink to="/admin/products/new">Add Product</ButtonLink>}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <label htmlFor="product-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <input
              id="product-search"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search by name or description"
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <div>
            <label htmlFor="product-category" className="block text-sm font-medium text-slate-700">
              Category
            </label>
            <select
              id="product-category"
              name="category"
              defaultValue={category}
              className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All Categories</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.display_name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Filter
          </button>
          {q || category ? (
            <Link to="/admin/products" className="py-2 text-sm text-primary hover:underline">
              Clear
            </Link>
          ) : null}
        </Form>
        <Form
          method="get"
          action="/admin/products/delete-selected"
          id="bulk-delete"
          onSubmit={(e) => {
            // Without JS the form opens the confirmation step that names the products; with JS the
            // the alert and confirm ask here and the delete is posted at once.
            e.preventDefault();
            if (count === 0) window.alert(PRODUCT_MESSAGES.noneSelected);
            else if (window.confirm(PRODUCT_MESSAGES.confirmMany(count)))
              submit(new FormData(e.currentTarget), { method: "post", action: "/admin/products" });
          }}
        >
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            Delete Selected ({count})
          </button>
        </Form>
      </div>
      <p className="mb-3 text-sm text-secondary" aria-live="polite">
        {total === 0 ? "No products found" : `Showing ${from}-${to} of ${total} products`}
      </p>
      <DataTable
        caption="Products"
        rows={page.items}
        rowKey={(p) => p.id}
        empty={q || category ? "No products match your search." : "No products yet."}
        selection={{
          name: "ids",
          form: "bulk-delete",
          selected,
          onChange: setSelected,
          label: (p) => `Select ${p.name}`,
        }}
        columns={[
          { header: "Image", cell: (p) => <Thumb src={p.image} alt={p.name} />, className: "w-20" },
          {
            header: "Name",
            cell: (p) => (
              <Link
                to={`/admin/products/${p.id}/edit`}
                className="font-medium text-slate-900 hover:text-primary"
              >
                {p.name}
              </Link>
            ),
          },
          { header: "Category", cell: (p) => p.category },
          { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
          {
            header: "Actions",
            cell: (p) => (
              <RowActions
                editTo={`/admin/products/${p.id}/edit`}
                deleteTo={`/admin/products/${p.id}/delete`}
                confirmMessage={PRODUCT_MESSAGES.confirmOne}
                itemLabel={p.name}
              />
            ),
          },
        ]}
      />
      <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" />
    </>
  );
}
