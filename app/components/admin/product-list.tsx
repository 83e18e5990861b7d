/**
 * The admin products list: search and filters (a GET form; with JavaScript the search narrows as you
 * type and the selects apply at once, always through the URL), sortable columns, rows per page, the
 * columns a person chose (a cookie), an inline stock switch per row whose message offers Undo, bulk
 * actions on the checked rows (a POST form that works without JavaScript; with it the bar shows only
 * once something is checked), and the inline grid (`grid=1`): price, stock and status typed in place
 * and saved for the page at once after a preview. The name and the row actions stay in view when the
 * table scrolls sideways.
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
import { gridPrice, PRODUCT_COLUMNS, type ProductColumn } from "~/lib/product-grid";
import type { listAdminProducts } from "~/server/models/product-admin-list.server";
import type { GridChange } from "~/server/admin/product-grid.server";

type Page = ReturnType<typeof listAdminProducts>;
type Row = Page["items"][number] & { category: string; was: string };
type Cells = GridChange["cells"];

/** What the grid's last preview or refused save answered. */
interface GridResult {
  error: string | null;
  preview: GridChange[] | null;
  /** The cells staff changed, by product id: they keep their typed values. */
  edits: Record<string, Cells>;
  stale?: string[];
}

/** What the list's loader sends: a page of rows (the category by its display name) and the choices. */
interface ListData {
  query: ProductQuery;
  categories: { name: string; display_name: string }[];
  brands: { id: number; display_name: string }[];
  page: Omit<Page, "items"> & { items: Row[] };
  /** The inline grid is on (`grid=1`). */
  grid: boolean;
  /** The columns shown (beside the name and the actions, always shown). */
  columns: ProductColumn[];
  /** Chosen by the person; else the defaults, the picture and category only from 1280 px. */
  columnsChosen: boolean;
  gridResult?: GridResult | null;
}

/** A stock switch's answer, shown in the list's message with its Undo. */
interface Notice {
  ok: boolean;
  message: string;
  undo?: number | null;
}

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const labelCls = "block text-sm font-medium text-slate-700";
const plainButton =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary";

/** Search typed with JavaScript waits this long after the last key before the list follows. */
const SEARCH_DELAY_MS = 300;

export function ProductList({
  query,
  categories,
  brands,
  page,
  grid,
  columns: chosen,
  columnsChosen,
  gridResult,
}: ListData) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const visibleIds = new Set(page.items.map((p) => String(p.id)));
  // Only what is checked on this page counts (selection is per page).
  const count = [...selected].filter((id) => visibleIds.has(id)).length;
  const { from, to, total } = pageRange(page.page, page.perPage, page.total);
  const qs = productQueryString(query);
  const gridSuffix = (q: string) => (q ? `${q}&grid=1` : "?grid=1");
  /** The list's address for a state, keeping the grid on when it is. */
  const listHref = (q: Partial<ProductQuery>) => {
    const text = productQueryString(q);
    return `/admin/products${grid ? gridSuffix(text) : text}`;
  };
  const back = `/admin/products${grid ? gridSuffix(qs) : qs}`;
  // The grid edits price, stock and status: they are shown while it is on, whatever was chosen.
  const shown = new Set<ProductColumn>(grid ? [...chosen, "price", "stock", "status"] : chosen);
  const edits = gridResult?.edits ?? {};

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
          to={listHref({ ...query, sort, dir, page: 1 })}
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

  // Until a person chooses, the category (and the picture, beside the grid's inputs) give way on a
  // laptop (below 1280 px), so the name, price, stock, status and actions fit beside the sidebar.
  const wide = columnsChosen ? "" : "md:max-xl:hidden";
  const wideInGrid = grid ? wide : "";
  const optional: Record<ProductColumn, Column<Row>> = {
    image: {
      header: "Image",
      cell: (p) => <Thumb src={p.image} alt={p.name} />,
      className: `w-16 ${wideInGrid}`,
    },
    model: { header: "Model", ...sortHead("model", "Model"), cell: (p) => p.model || "—" },
    brand: { header: "Brand", ...sortHead("brand", "Brand"), cell: (p) => p.brand || "—" },
    category: {
      header: "Category",
      ...sortHead("category", "Category"),
      className: wide,
      cell: (p) => p.category,
    },
    price: {
      header: "Price",
      ...sortHead("price", "Price"),
      className: "whitespace-nowrap",
      cell: (p) =>
        grid ? (
          <input
            key={`${p.id}:${p.was}`}
            form="grid"
            name={`price.${p.id}`}
            defaultValue={edits[p.id]?.price ?? (p.price === null ? "" : String(p.price))}
            data-stored={p.price === null ? "" : String(p.price)}
            inputMode="decimal"
            maxLength={20}
            aria-label={`Price of ${p.name} (₹)`}
            className="w-24 rounded-md border border-slate-300 px-2 py-1 text-sm tabular-nums"
          />
        ) : (
          priceLine(p).replace(" + GST", "")
        ),
    },
    stock: {
      header: "Stock",
      ...sortHead("stock", "Stock"),
      cell: (p) =>
        grid ? (
          <select
            key={`${p.id}:${p.was}`}
            form="grid"
            name={`stock.${p.id}`}
            defaultValue={edits[p.id]?.stock ?? (p.in_stock ? "in" : "out")}
            data-stored={p.in_stock ? "in" : "out"}
            aria-label={`Stock of ${p.name}`}
            className="rounded-md border border-slate-300 bg-white px-1 py-1 text-sm"
          >
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </select>
        ) : (
          <StockSwitch
            id={p.id}
            name={p.name}
            inStock={p.in_stock}
            back={back}
            onDone={setNotice}
          />
        ),
    },
    status: {
      header: "Status",
      ...sortHead("status", "Status"),
      cell: (p) =>
        grid ? (
          <select
            key={`${p.id}:${p.was}`}
            form="grid"
            name={`status.${p.id}`}
            defaultValue={edits[p.id]?.status ?? p.status}
            data-stored={p.status}
            aria-label={`Status of ${p.name}`}
            className="rounded-md border border-slate-300 bg-white px-1 py-1 text-sm"
          >
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        ) : (
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
    updated: {
      header: "Updated",
      ...sortHead("updated", "Updated"),
      className: "whitespace-nowrap text-xs text-secondary",
      cell: (p) => <time dateTime={p.updated_at}>{businessDay(p.updated_at)}</time>,
    },
  };

  // The name and the actions stay in view (from md) when the table scrolls sideways in its box.
  const columns: Column<Row>[] = [
    {
      header: "Name",
      ...sortHead("name", "Name"),
      className:
        "min-w-36 md:sticky md:left-12 md:z-10 md:bg-white md:px-3 md:shadow-[6px_0_6px_-6px_rgba(15,23,42,0.25)] md:[thead_&]:bg-slate-50",
      cell: (p) => (
        <>
          <Link
            to={`/admin/products/${p.id}/edit`}
            className="font-medium text-slate-900 hover:text-primary"
          >
            {p.name}
          </Link>
          {grid ? (
            <>
              <input type="hidden" form="grid" name="row" value={p.id} />
              <input type="hidden" form="grid" name={`was.${p.id}`} value={p.was} />
            </>
          ) : null}
        </>
      ),
    },
    ...PRODUCT_COLUMNS.filter((c) => shown.has(c.key)).map((c) => ({
      ...optional[c.key],
      className: `${optional[c.key].className ?? ""} md:px-3`,
    })),
    {
      header: "Actions",
      srOnlyHeader: true,
      className:
        "md:sticky md:right-0 md:z-10 md:bg-white md:px-3 md:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)] md:[thead_&]:bg-slate-50",
      cell: (p) => (
        <div className="flex flex-wrap items-center gap-1.5 md:w-32">
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
      <FilterForm query={query} categories={categories} brands={brands} grid={grid} />
      <div className="mb-3 flex flex-wrap items-center gap-3">
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
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <ColumnChooser chosen={chosen} back={back} />
          {grid ? null : (
            <Link
              to={`/admin/products${gridSuffix(qs)}`}
              className={plainButton}
              data-testid="grid-on"
            >
              Change price, stock, status in place
            </Link>
          )}
        </div>
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
      {grid ? (
        <GridBar back={back} result={gridResult ?? null} offHref={`/admin/products${qs}`} />
      ) : null}
      <StockNotice notice={notice} back={back} onChange={setNotice} />
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
          sticky: true,
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
  grid,
}: Pick<ListData, "query" | "categories" | "brands" | "grid">) {
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
      {grid ? <input type="hidden" name="grid" value="1" /> : null}
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
  onDone,
}: {
  id: number;
  name: string;
  inStock: boolean;
  back: string;
  /** Told the answer, for the list's message with its Undo. */
  onDone: (notice: Notice) => void;
}) {
  const fetcher = useFetcher<Notice>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) onDone(fetcher.data);
  }, [fetcher.state, fetcher.data, onDone]);
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

/**
 * What the last stock switch changed, with its Undo (a History "undo this change": refused, and said
 * so, if the product changed again since). Without JavaScript the same message and button come as
 * the page's flash.
 */
function StockNotice({
  notice,
  back,
  onChange,
}: {
  notice: Notice | null;
  back: string;
  onChange: (notice: Notice | null) => void;
}) {
  const fetcher = useFetcher<Notice>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) onChange({ ...fetcher.data, undo: null });
  }, [fetcher.state, fetcher.data, onChange]);
  if (!notice) return null;
  return (
    <div
      role={notice.ok ? "status" : "alert"}
      data-testid="stock-notice"
      className={`fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg sm:left-auto sm:max-w-md ${
        notice.ok
          ? "border-green-200 bg-green-50 text-green-800"
          : "border-red-200 bg-red-50 text-red-800"
      }`}
    >
      <span className="min-w-0 flex-1">
        {notice.ok ? "✓ " : "✗ "}
        {notice.message}
      </span>
      {notice.undo ? (
        <fetcher.Form method="post" action="/admin/products">
          <input type="hidden" name="intent" value="undo-change" />
          <input type="hidden" name="entry" value={notice.undo} />
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="js" value="1" />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md border border-current bg-white px-3 py-1 text-xs font-semibold hover:bg-green-100"
          >
            Undo
          </button>
        </fetcher.Form>
      ) : null}
      <button
        type="button"
        onClick={() => onChange(null)}
        aria-label="Dismiss message"
        className="rounded px-2 py-1 leading-none opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}

/**
 * The columns shown: a form that sets a cookie (works without JavaScript; a <details> opens it).
 */
function ColumnChooser({ chosen, back }: { chosen: ProductColumn[]; back: string }) {
  return (
    <details className="relative" data-testid="column-chooser">
      <summary className={`${plainButton} cursor-pointer list-none`}>Columns…</summary>
      <Form
        method="post"
        action="/admin/products"
        className="absolute right-0 z-30 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        <input type="hidden" name="intent" value="columns" />
        <input type="hidden" name="back" value={back} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Columns shown</legend>
          <p className="mt-1 text-xs text-secondary">The name and the actions are always shown.</p>
          {PRODUCT_COLUMNS.map((c) => (
            <label key={c.key} className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="col"
                value={c.key}
                defaultChecked={chosen.includes(c.key)}
                className="h-4 w-4 rounded border-slate-300"
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={`${plainButton} mt-3 w-full`}>
          Show these columns
        </button>
      </Form>
    </details>
  );
}

/**
 * The inline grid's bar: what to do, the preview of the page's changes (old → new) with Save, or why
 * a save was refused. Its form owns the grid's inputs (they name it with form="grid"), so it works
 * without JavaScript; with it, it counts the cells changed so far.
 */
function GridBar({
  back,
  result,
  offHref,
}: {
  back: string;
  result: GridResult | null;
  offHref: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [changed, setChanged] = useState<number | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const count = () => {
      let n = 0;
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        '[form="grid"]:not([type="hidden"])',
      )) {
        // Against the stored value (data-stored), not what the last preview put in the box.
        // A price is compared as the save reads it: "45000.00" and "₹45,000" are no change of 45000.
        const value = el.name.startsWith("price.") ? (gridPrice(el.value) ?? el.value) : el.value;
        const changed = value !== el.dataset.stored;
        if (changed) n++;
        el.classList.toggle("ring-2", changed);
        el.classList.toggle("ring-amber-400", changed);
      }
      setChanged(n);
    };
    count();
    document.addEventListener("input", count);
    document.addEventListener("change", count);
    return () => {
      document.removeEventListener("input", count);
      document.removeEventListener("change", count);
    };
  }, [result]);
  const preview = result?.preview ?? null;
  const lines = preview?.reduce((n, c) => n + c.lines.length, 0) ?? 0;
  return (
    <section
      aria-label="Edit in place"
      // In view while scrolling the rows, unless it holds a preview or an error to read.
      className={`${preview || result?.error ? "" : "md:sticky md:top-0"} z-20 mb-3 rounded-xl border border-primary/30 bg-white p-3 shadow-md`}
      data-testid="grid-bar"
    >
      <Form id="grid" method="post" action={back} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="grid-preview" />
        <input type="hidden" name="back" value={back} />
        <p className="mr-auto text-sm text-slate-700">
          Type prices, choose stock and status in the rows, then preview and save this page at once.
          {hydrated && changed !== null ? (
            <strong className="ml-1" data-testid="grid-changed">
              {changed === 1 ? "1 cell changed." : `${changed} cells changed.`}
            </strong>
          ) : null}
        </p>
        <button type="submit" disabled={busy} className={plainButton}>
          Preview changes
        </button>
        <Link to={offHref} className={plainButton}>
          Done editing
        </Link>
      </Form>
      {result?.error ? (
        <p
          role="alert"
          data-testid="grid-error"
          className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {result.error}
        </p>
      ) : null}
      {preview ? (
        preview.length === 0 ? (
          <p className="mt-3 text-sm text-secondary" role="status">
            Nothing to save: no cell was changed.
          </p>
        ) : (
          <div className="mt-3" data-testid="grid-preview">
            <h2 className="text-sm font-semibold text-slate-900">
              Preview: {lines === 1 ? "1 change" : `${lines} changes`} in{" "}
              {preview.length === 1 ? "1 product" : `${preview.length} products`}. Nothing is saved
              until you press Save.
            </h2>
            <div className="mt-2 max-h-64 overflow-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Each change, now and after</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs uppercase text-secondary">
                    <th className="py-1 pr-3">Product</th>
                    <th className="py-1 pr-3">Field</th>
                    <th className="py-1 pr-3">Now</th>
                    <th className="py-1">After</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.flatMap((c) =>
                    c.lines.map((l) => (
                      <tr
                        key={`${c.id}-${l.field}`}
                        className="border-b border-slate-100"
                        data-testid="grid-preview-row"
                      >
                        <td className="py-1 pr-3 break-words">
                          {c.name}
                          {c.stale ? (
                            <span className="block text-xs text-red-700">
                              changed by someone else since this page was loaded
                            </span>
                          ) : null}
                        </td>
                        <td className="py-1 pr-3">{l.field}</td>
                        <td className="py-1 pr-3 tabular-nums">{l.from}</td>
                        <td className="py-1 tabular-nums">
                          <strong>{l.to}</strong>
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
            <Form method="post" action={back} className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="grid-save" />
              <input type="hidden" name="back" value={back} />
              {preview.map((c) => (
                <span key={c.id} hidden>
                  <input type="hidden" name="row" value={c.id} />
                  <input type="hidden" name={`was.${c.id}`} value={c.was} />
                  {Object.entries(c.cells).map(([k, v]) => (
                    <input key={k} type="hidden" name={`${k}.${c.id}`} value={v} />
                  ))}
                </span>
              ))}
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
              >
                Save {lines === 1 ? "1 change" : `${lines} changes`}
              </button>
              <span className="text-xs text-secondary">
                Saved as one History entry, undone in one step.
              </span>
            </Form>
          </div>
        )
      ) : null}
    </section>
  );
}
