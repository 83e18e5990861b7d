import { Fragment, useId } from "react";
import { Form, useSubmit } from "react-router";
import { SiteLink } from "./site-link";
import { filterLink } from "./filter-link";
import { LinkList } from "./link-list";
import { FilterDrawer } from "./filter-drawer";
import { useHydrated } from "./admin/use-hydrated";
import {
  CATEGORY_SORTS,
  DEFAULT_SORT,
  filterHref,
  hasFilters,
  INTERFACES,
  PRINT_METHODS,
  RESOLUTIONS,
  resetFilters,
  type CategoryFilterState,
} from "~/lib/category-filters";
import { rupees } from "~/lib/price";

interface Option {
  value: string;
  label: string;
  count: number;
}

/** What the category page's loader sends for the filters. */
export interface CategoryFilterView {
  state: CategoryFilterState;
  brands: Option[];
  resolutions: Option[];
  methods: Option[];
  interfaces: Option[];
  inStock: number;
  any: { brand: number; resolution: number; method: number; iface: number; inStock: number };
  /** The category's lowest and highest shown price, for the range's hints. */
  prices: { min: number; max: number } | null;
}

/**
 * One facet: "Any" and each choice that leaves products (the current choice always shows, so it can
 * be seen and undone). Nothing at all when no choice would leave a product.
 */
function Group({
  title,
  testId,
  path,
  state,
  facet,
  options,
  any,
}: {
  title: string;
  testId: string;
  path: string;
  state: CategoryFilterState;
  facet: "brand" | "resolution" | "method" | "iface";
  options: Option[];
  any: number;
}) {
  const chosen = state[facet];
  const shown = options.filter((o) => o.count > 0 || o.value === chosen);
  if (shown.length === 0) return null;
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className="px-3 text-xs font-bold uppercase tracking-wide text-slate-900">
        {title}
      </legend>
      <LinkList
        className="mt-1 space-y-0.5"
        links={[
          filterLink({
            look: "row",
            href: filterHref(path, state, { [facet]: "" }),
            label: "Any",
            count: any,
            current: !chosen,
          }),
          ...shown.map((o) =>
            filterLink({
              look: "row",
              href: filterHref(path, state, { [facet]: o.value }),
              label: o.label,
              count: o.count,
              current: o.value === chosen,
            }),
          ),
        ]}
      />
    </fieldset>
  );
}

function FilterGroups({
  path,
  view,
  className,
}: {
  path: string;
  view: CategoryFilterView;
  className: string;
}) {
  const { state } = view;
  return (
    <div className={className}>
      <Group
        title="Brand"
        testId="filter-brand"
        path={path}
        state={state}
        facet="brand"
        options={view.brands}
        any={view.any.brand}
      />
      <Group
        title="Resolution"
        testId="filter-resolution"
        path={path}
        state={state}
        facet="resolution"
        options={view.resolutions}
        any={view.any.resolution}
      />
      <Group
        title="Print method"
        testId="filter-method"
        path={path}
        state={state}
        facet="method"
        options={view.methods}
        any={view.any.method}
      />
      <Group
        title="Interface"
        testId="filter-interface"
        path={path}
        state={state}
        facet="iface"
        options={view.interfaces}
        any={view.any.iface}
      />
      <fieldset className="min-w-0" data-testid="filter-stock">
        <legend className="px-3 text-xs font-bold uppercase tracking-wide text-slate-900">
          Availability
        </legend>
        <LinkList
          className="mt-1 space-y-0.5"
          links={[
            filterLink({
              look: "row",
              href: filterHref(path, state, { inStock: false }),
              label: "Any",
              count: view.any.inStock,
              current: !state.inStock,
            }),
            filterLink({
              look: "row",
              href: filterHref(path, state, { inStock: true }),
              label: "In stock",
              count: view.inStock,
              current: state.inStock,
            }),
          ]}
        />
      </fieldset>
    </div>
  );
}

function ResetLink({ path, state }: { path: string; state: CategoryFilterState }) {
  return (
    <SiteLink
      to={filterHref(path, resetFilters(state), {})}
      preventScrollReset
      className="inline-flex min-h-9 items-center rounded-md border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary hover:text-white"
      data-testid="filter-reset"
    >
      Reset filters
    </SiteLink>
  );
}

const field =
  "min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-primary focus:outline-none";

/**
 * The order and the price range as one GET form (the filters' state rides along hidden), so both
 * work without JavaScript through Apply; with it a new order applies as soon as it is chosen. A
 * blank bound is dropped from the address by the server.
 */
function ListingForm({
  path,
  view,
  sort,
  price,
  className = "",
}: {
  path: string;
  view: CategoryFilterView;
  sort: boolean;
  price: boolean;
  className?: string;
}) {
  const { state } = view;
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const hidden: [string, string][] = [];
  if (state.brand) hidden.push(["brand", state.brand]);
  if (state.resolution) hidden.push(["resolution", state.resolution]);
  if (state.method) hidden.push(["method", state.method]);
  if (state.iface) hidden.push(["interface", state.iface]);
  if (state.inStock) hidden.push(["stock", "1"]);
  if (!price && state.minPrice !== null) hidden.push(["min", String(state.minPrice)]);
  if (!price && state.maxPrice !== null) hidden.push(["max", String(state.maxPrice)]);
  if (!sort && state.sort !== DEFAULT_SORT) hidden.push(["sort", state.sort]);
  const label = "text-xs font-bold uppercase tracking-wide text-slate-900";
  return (
    <Form
      method="get"
      action={path}
      preventScrollReset
      className={`flex flex-wrap items-end gap-3 ${className}`}
      aria-label={sort && price ? "Sort and price" : sort ? "Sort products" : "Price range"}
      onChange={(e) => {
        // A new order applies at once; typed prices wait for Apply (or Enter).
        if (hydrated && (e.target as HTMLElement).tagName === "SELECT") submit(e.currentTarget);
      }}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {sort ? (
        <div
          className={`flex min-w-40 flex-1 gap-1 ${price ? "flex-col" : "items-center gap-2 whitespace-nowrap"}`}
        >
          <label htmlFor={`${id}-sort`} className={label}>
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={state.sort}
            className={field}
            data-testid="category-sort"
          >
            {CATEGORY_SORTS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {price ? (
        <fieldset className="flex w-full min-w-0 flex-col gap-1" data-testid="filter-price">
          <legend className={`${label} mb-1`}>Price (₹, before GST)</legend>
          <div className="flex items-center gap-2">
            {(
              [
                ["min", "Lowest", state.minPrice, view.prices?.min, "Min"],
                ["max", "Highest", state.maxPrice, view.prices?.max, "Max"],
              ] as const
            ).map(([name, which, value, bound, short], i) => (
              <Fragment key={name}>
                {i > 0 ? <span aria-hidden="true">–</span> : null}
                <label htmlFor={`${id}-${name}`} className="sr-only">
                  {which} price in rupees
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  defaultValue={value ?? ""}
                  placeholder={bound !== undefined ? `${short} ${bound}` : short}
                  className={field}
                />
              </Fragment>
            ))}
          </div>
        </fieldset>
      ) : null}
      {/* Without JavaScript the button applies the order too; with it, only prices need it. */}
      {price || !hydrated ? (
        <button
          type="submit"
          className="min-h-10 rounded-lg border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary hover:text-white"
        >
          Apply
        </button>
      ) : null}
    </Form>
  );
}

/**
 * The filters as plain links (the state lives in the URL, so they work without JavaScript and every
 * filtered view can be shared); each choice shows how many products it leaves with the other choices
 * kept. From 1024 px a panel under the categories; phones get the drawer instead.
 */
export function CategoryFilterPanel({ path, view }: { path: string; view: CategoryFilterView }) {
  return (
    <nav
      aria-label="Filter products"
      className="hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block"
      data-testid="category-filters"
    >
      <div className="mb-3 flex items-center justify-between gap-2 border-b border-slate-100 px-3 pb-3">
        <h2 className="text-sm font-bold tracking-wide text-slate-900">FILTER</h2>
      </div>
      <ListingForm path={path} view={view} sort={false} price className="mb-4 px-3" />
      <FilterGroups path={path} view={view} className="space-y-4" />
      {hasFilters(view.state) ? (
        <p className="mt-4 px-3">
          <ResetLink path={path} state={view.state} />
        </p>
      ) : null}
    </nav>
  );
}

/** From 1024 px: the order beside the count above the products (phones have it in the drawer). */
export function CategorySortBar({ path, view }: { path: string; view: CategoryFilterView }) {
  return (
    <div className="hidden lg:block" data-testid="category-sort-bar">
      <ListingForm path={path} view={view} sort price={false} className="max-w-sm" />
    </div>
  );
}

/**
 * Below 1024 px: "Filter and sort" with the count, folded shut so the first products are on the
 * first screen (a plain section without JavaScript). Keyed by the address so a new choice shows its
 * products with the drawer shut again.
 */
export function CategoryFilterDrawer({
  path,
  view,
  total,
  drawerKey,
}: {
  path: string;
  view: CategoryFilterView;
  total: number;
  drawerKey: string;
}) {
  return (
    <div className="lg:hidden" data-testid="category-filters-toggle">
      <FilterDrawer key={drawerKey} total={total} noun="product">
        <nav
          aria-label="Filter products"
          className="rounded-lg border border-slate-200 bg-white p-3"
        >
          <ListingForm path={path} view={view} sort price className="mb-4" />
          <FilterGroups
            path={path}
            view={view}
            className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:grid-cols-3"
          />
        </nav>
      </FilterDrawer>
    </div>
  );
}

function labelOf(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

/** Each filter in force as a chip whose link takes it off, then the reset: at every width. */
export function ActiveFilterChips({ path, view }: { path: string; view: CategoryFilterView }) {
  const { state } = view;
  if (!hasFilters(state)) return null;
  const chips: { label: string; change: Partial<CategoryFilterState> }[] = [];
  if (state.brand) chips.push({ label: labelOf(view.brands, state.brand), change: { brand: "" } });
  if (state.resolution)
    chips.push({ label: labelOf(RESOLUTIONS, state.resolution), change: { resolution: "" } });
  if (state.method)
    chips.push({ label: labelOf(PRINT_METHODS, state.method), change: { method: "" } });
  if (state.iface) chips.push({ label: labelOf(INTERFACES, state.iface), change: { iface: "" } });
  if (state.inStock) chips.push({ label: "In stock", change: { inStock: false } });
  if (state.minPrice !== null || state.maxPrice !== null)
    chips.push({
      label:
        state.minPrice !== null && state.maxPrice !== null
          ? `${rupees(state.minPrice)} – ${rupees(state.maxPrice)}`
          : state.minPrice !== null
            ? `From ${rupees(state.minPrice)}`
            : `Up to ${rupees(state.maxPrice!)}`,
      change: { minPrice: null, maxPrice: null },
    });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <ul className="flex min-w-0 flex-wrap gap-2" aria-label="Filters in force">
        {chips.map((c) => (
          <li key={c.label} className="min-w-0">
            <SiteLink
              to={filterHref(path, state, c.change)}
              preventScrollReset
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-primary bg-primary/10 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-primary hover:text-white"
              aria-label={`Remove filter: ${c.label}`}
              data-testid="filter-chip"
            >
              <span className="min-w-0 break-words">{c.label}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <ResetLink path={path} state={state} />
    </div>
  );
}
