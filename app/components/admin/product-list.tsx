/**
 * The admin products list: search and filters (a GET form; with JavaScript the search narrows as you
 * type and the selects apply at once, always through the URL), sortable columns, rows per page, an
 * inline stock switch per row, and bulk actions on the checked rows (a POST form that works without
 * JavaScript; with it the bar shows only once something is checked).
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import { ButtonLink, PageHeader } from "~/components/admin/admin-shell";
import {
  DataTable,
  RowActions,
  StatusBadge,
  Thumb,
  type Column,
} from "~/components/admin/data-table";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Pagination } from "~/components/pagination";
import { businessDay } from "~/lib/dates";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import {
  defaultDir,
  isFiltered,
  PER_PAGE_CHOICES,
  productQueryString,
  SEARCH_MAX,
  type ProductListSort,
  type ProductQuery,
} from "~/lib/admin-product-query";
import { pageRange } from "~/lib/pagination";
import { priceLine } from "~/lib/price";
import type { listAdminProducts } from "~/server/models/product-admin-list.server";

type Page = ReturnType<typeof listAdminProducts>;
type Row = Page["items"][number] & { category: string };

/** What the list's loader sends: a page of rows (the category by its display name) and the choices. */
interface ListData {
  query: ProductQuery;
  categories: { name: string; display_name: string }[];
  brands: { id: number; display_name: string }[];
  page: Omit<Page, "items"> & { items: Row[] };
}

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const labelCls = "block text-sm font-medium text-slate-700";
const plainButton =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary";

/** Search typed with JavaScript waits this long after the last key before the list follows. */
const SEARCH_DELAY_MS = 300;

export function ProductList({ query, categories, brands, page }: ListData) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const visibleIds = new Set(page.items.map((p) => String(p.id)));
  // Only what is checked on this page counts (selection is per page).
  const count = [...selected].filter((id) => visibleIds.has(id)).length;
  const { from, to, total } = pageRange(page.page, page.perPage, page.total);
  const back = `/admin/products${productQueryString(query)}`;

  // A bulk change or delete that went through leaves nothing checked.
  useEffect(() => {
    if (navigation.state === "idle") setSelected(new Set());
  }, [back, navigation.state]);

  const sortHead = (sort: ProductListSort, label: string): Partial<Column<Row>> => {
    const active = query.sort === sort;
    const dir = active ? (query.dir === "asc" ? "desc" : "asc") : defaultDir(sort);
    return {
      sorted: active ? (query.dir === "asc" ? "ascending" : "descending") : undefined,
      head: (
        <Link
          to={`/admin/products${productQueryString({ ...query, sort, dir, page: 1 })}`}
          className={`inline-flex items-center gap-1 uppercase hover:text-primary ${active ? "text-slate-900" : ""}`}
        >
          <span className="sr-only">Sort by </span>
          {label}
          <span className="sr-only">
            {active ? (query.dir === "asc" ? ", lowest first now" : ", highest first now") : ""}
          </span>
          <span aria-hidden="true">{active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}</span>
        </Link>
      ),
    };
  };

  const columns: Column<Row>[] = [
    { header: "Image", cell: (p) => <Thumb src={p.image} alt={p.name} />, className: "w-20" },
    {
      header: "Name",
      ...sortHead("name", "Name"),
      className: "min-w-44",
      cell: (p) => (
        <Link
          to={`/admin/products/${p.id}/edit`}
          className="font-medium text-slate-900 hover:text-primary"
        >
          {p.name}
        </Link>
      ),
    },
    // Model, brand and date give way on a small laptop (they stay on a phone's cards and from 1280 px).
    {
      header: "Model",
      ...sortHead("model", "Model"),
      className: "md:max-xl:hidden",
      cell: (p) => p.model || "—",
    },
    {
      header: "Brand",
      ...sortHead("brand", "Brand"),
      className: "md:max-xl:hidden",
      cell: (p) => p.brand || "—",
    },
    { header: "Category", ...sortHead("category", "Category"), cell: (p) => p.category },
    {
      header: "Price",
      ...sortHead("price", "Price"),
      className: "whitespace-nowrap",
      cell: (p) => priceLine(p).replace(" + GST", ""),
    },
    {
      header: "Stock",
      ...sortHead("stock", "Stock"),
      cell: (p) => <StockSwitch id={p.id} name={p.name} inStock={p.in_stock} back={back} />,
    },
    {
      header: "Status",
      ...sortHead("status", "Status"),
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge status={p.status} />
          {p.featured ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              Featured
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: "Updated",
      ...sortHead("updated", "Updated"),
      className: "whitespace-nowrap text-xs text-secondary md:max-xl:hidden",
      cell: (p) => <time dateTime={p.updated_at}>{businessDay(p.updated_at)}</time>,
    },
    {
      header: "Actions",
      cell: (p) => (
        <div className="flex items-center gap-2 max-md:flex-wrap">
          <RowActions
            editTo={`/admin/products/${p.id}/edit`}
            deleteTo={`/admin/products/${p.id}/delete`}
            confirmMessage={PRODUCT_MESSAGES.confirmOne}
            itemLabel={p.name}
          />
          <Link
            to={`/admin/products/new?from=${p.id}`}
            aria-label={`Duplicate ${p.name}`}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:border-primary hover:text-primary"
          >
            Duplicate
          </Link>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Products"
        description="Find, sort and change products of the catalogue, one at a time or many at once."
        actions={
          <>
            <Link to="/admin/import" className={plainButton}>
              Import CSV
            </Link>
            <ButtonLink to="/admin/products/new">Add Product</ButtonLink>
          </>
        }
      />
      <FilterForm query={query} categories={categories} brands={brands} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-secondary" aria-live="polite" data-testid="list-count">
          {total === 0 ? "No products found" : `Showing ${from}-${to} of ${total} products`}
          {total > 0 && isFiltered(query) ? (
            <>
              {" · "}
              <Link
                to={`/admin/products/bulk-edit${productQueryString({ ...query, page: 1 })}&all=1`}
                className="font-medium text-primary hover:underline"
              >
                Edit all {total} that match
              </Link>
            </>
          ) : null}
        </p>
        <button
          type="submit"
          form="bulk"
          formMethod="get"
          formAction="/admin/products/delete-selected"
          disabled={navigation.state === "submitting"}
          onClick={(e) => {
            // Without JavaScript the button opens the confirmation step that names the products; with
            // it the question is asked here and the delete is posted at once.
            e.preventDefault();
            if (count === 0) window.alert(PRODUCT_MESSAGES.noneSelected);
            else if (window.confirm(PRODUCT_MESSAGES.confirmMany(count))) {
              const body = new FormData();
              body.set("back", back);
              for (const id of selected) if (visibleIds.has(id)) body.append("ids", id);
              void submit(body, { method: "post", action: "/admin/products" });
            }
          }}
          hidden={hydrated && count === 0}
          className={
            hydrated
              ? "rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
              : "rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
          }
        >
          {/* Without JavaScript the count is not known here: the next step names the products. */}
          {hydrated ? `Delete Selected (${count})` : "Delete Selected…"}
        </button>
      </div>
      <BulkBar
        count={count}
        selectedIds={[...selected].filter((id) => visibleIds.has(id))}
        hydrated={hydrated}
        back={back}
        categories={categories}
        busy={navigation.state === "submitting"}
      />
      <DataTable
        caption="Products"
        rows={page.items}
        rowKey={(p) => p.id}
        empty={
          isFiltered(query) ? (
            <>
              No products match.{" "}
              <Link to="/admin/products" className="text-primary hover:underline">
                Show all products
              </Link>
            </>
          ) : (
            "No products yet."
          )
        }
        selection={{
          name: "ids",
          form: "bulk",
          selected,
          onChange: setSelected,
          label: (p) => `Select ${p.name}`,
        }}
        columns={columns}
      />
      <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" />
    </>
  );
}

function FilterForm({
  query,
  categories,
  brands,
}: Pick<ListData, "query" | "categories" | "brands">) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // When the list's address changes from elsewhere (Clear, a dashboard link, Back), the box follows
  // it; while the person is typing in it, it is theirs.
  useEffect(() => {
    const box = searchRef.current;
    if (box && document.activeElement !== box && box.value !== query.q) box.value = query.q;
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Submits the form as the address: empty fields left out, the first page. */
  const apply = (replace: boolean) => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form))
      if (typeof v === "string" && v !== "") params.append(k, v);
    void submit(params, {
      method: "get",
      action: "/admin/products",
      replace,
      preventScrollReset: true,
    });
  };

  const select = (
    id: string,
    label: string,
    name: string,
    value: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="min-w-0">
      <label htmlFor={id} className={labelCls}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        onChange={() => apply(false)}
        className={field}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Form
      ref={formRef}
      method="get"
      action="/admin/products"
      role="search"
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-[2fr_repeat(6,minmax(0,1fr))_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        apply(false);
      }}
    >
      <div className="col-span-2 min-w-0 sm:col-span-3 lg:col-span-2 xl:col-span-1">
        <label htmlFor="product-search" className={labelCls}>
          Search
        </label>
        <input
          ref={searchRef}
          id="product-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={SEARCH_MAX}
          placeholder="Name, model, slug or description"
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(true), SEARCH_DELAY_MS);
          }}
          className={field}
        />
      </div>
      {select("product-category", "Category", "category", query.category ?? "", [
        { value: "", label: "All Categories" },
        ...categories.map((c) => ({ value: c.name, label: c.display_name })),
      ])}
      {select("product-status", "Status", "status", query.status ?? "", [
        { value: "", label: "Any status" },
        { value: "active", label: "Active" },
        { value: "inactive", label: "Inactive" },
      ])}
      {select("product-stock", "Stock", "stock", query.stock ?? "", [
        { value: "", label: "Any stock" },
        { value: "in", label: "In stock" },
        { value: "out", label: "Out of stock" },
      ])}
      {select("product-brand", "Brand", "brand", query.brand === null ? "" : String(query.brand), [
        { value: "", label: "Any brand" },
        { value: "none", label: "No brand" },
        ...brands.map((b) => ({ value: String(b.id), label: b.display_name })),
      ])}
      {select("product-missing", "Missing", "missing", query.missing ?? "", [
        { value: "", label: "Nothing missing" },
        { value: "image", label: "No picture" },
        { value: "price", label: "No price" },
        { value: "hsn", label: "No HSN code" },
        { value: "specs", label: "No specifications" },
        { value: "meta", label: "No SEO title or description" },
      ])}
      {select("product-per", "Rows per page", "per", String(query.per), [
        ...PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: String(n) })),
      ])}
      {query.featured !== null ? (
        <input type="hidden" name="featured" value={query.featured ? "yes" : "no"} />
      ) : null}
      {query.sort !== "updated" || query.dir !== "desc" ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      <div className="col-span-2 flex items-center gap-3 sm:col-span-1">
        <button type="submit" className={plainButton}>
          Filter
        </button>
        {isFiltered(query) ? (
          <Link to="/admin/products" className="py-2 text-sm text-primary hover:underline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The actions on the checked rows. Without JavaScript it is always there (the checkboxes belong to
 * its form); with JavaScript it appears once something is checked, and stays in view while scrolling.
 */
function BulkBar({
  count,
  selectedIds,
  hydrated,
  back,
  categories,
  busy,
}: {
  count: number;
  /** The checked rows of this page (with JavaScript). */
  selectedIds: string[];
  hydrated: boolean;
  back: string;
  categories: ListData["categories"];
  busy: boolean;
}) {
  const hidden = hydrated && count === 0;
  const op = (value: string, label: string) => (
    <button type="submit" name="op" value={value} disabled={busy} className={plainButton}>
      {label}
    </button>
  );
  return (
    <Form
      id="bulk"
      method="post"
      action="/admin/products"
      aria-label="Bulk actions"
      hidden={hidden}
      className="sticky top-0 z-20 mb-3 rounded-xl border border-primary/30 bg-white p-3 shadow-md"
    >
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="intent" value="bulk" />
      <p className="mb-2 text-sm font-semibold text-slate-900" data-testid="bulk-count">
        {hydrated
          ? `${count} selected: change them all at once`
          : "Check products in the list, then choose what to do with them"}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {op("activate", "Activate")}
        {op("deactivate", "Deactivate")}
        {op("in-stock", "Mark in stock")}
        {op("out-of-stock", "Mark out of stock")}
        {op("feature", "Feature")}
        {op("unfeature", "Unfeature")}
        <span className="flex items-end gap-2">
          <span>
            <label htmlFor="bulk-move-to" className="block text-xs font-medium text-slate-700">
              Move selected to
            </label>
            <select
              id="bulk-move-to"
              name="to"
              defaultValue=""
              className={`${field} mt-0.5 py-1.5`}
            >
              <option value="">Choose…</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.display_name}
                </option>
              ))}
            </select>
          </span>
          {op("move", "Move")}
        </span>
        <button
          type="submit"
          formMethod="get"
          formAction="/admin/products/bulk-edit"
          disabled={busy}
          className={plainButton}
        >
          Edit price or fields…
        </button>
        {/* A file download: without JavaScript the form asks for it; with JavaScript the browser
            is sent to it (a client-side navigation cannot receive a file). */}
        <button
          type="submit"
          formMethod="get"
          formAction="/admin/export/products"
          onClick={(e) => {
            e.preventDefault();
            const params = new URLSearchParams();
            for (const id of selectedIds) params.append("ids", id);
            window.location.assign(`/admin/export/products?${params}`);
          }}
          className={plainButton}
        >
          Export CSV
        </button>
      </div>
    </Form>
  );
}

/** The inline stock switch of a row: a one-button form; with JavaScript it flips at once. */
function StockSwitch({
  id,
  name,
  inStock,
  back,
}: {
  id: number;
  name: string;
  inStock: boolean;
  back: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const pending = fetcher.formData?.get("in_stock");
  const shown = pending === undefined || pending === null ? inStock : pending === "true";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  return (
    <fetcher.Form
      method="post"
      action="/admin/products"
      onSubmit={(e) => {
        e.preventDefault();
        const body = new FormData(e.currentTarget);
        body.set("js", "1");
        void fetcher.submit(body, { method: "post", action: "/admin/products" });
      }}
    >
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="in_stock" value={shown ? "false" : "true"} />
      <button
        type="submit"
        className={`whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${
          shown
            ? "bg-green-100 text-green-800 hover:bg-green-200"
            : "bg-red-100 text-red-800 hover:bg-red-200"
        }`}
      >
        {shown ? "In stock" : "Out of stock"}
        <span className="sr-only">
          : {name}, mark {shown ? "out of stock" : "in stock"}
        </span>
      </button>
      {failed ? (
        <span role="alert" className="block text-xs text-red-700">
          {fetcher.data?.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
