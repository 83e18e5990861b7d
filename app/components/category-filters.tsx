import { useLocation } from "react-router";
import { SiteLink } from "./site-link";
import { filterLink } from "./filter-link";
import { LinkList } from "./link-list";
import {
  activeFilterCount,
  filterHref,
  hasFilters,
  NO_FILTERS,
  type CategoryFilterState,
} from "~/lib/category-filters";

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

function ResetLink({ path }: { path: string }) {
  return (
    <SiteLink
      to={filterHref(path, NO_FILTERS, {})}
      preventScrollReset
      className="inline-flex min-h-9 items-center rounded-md border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary hover:text-white"
      data-testid="filter-reset"
    >
      Reset filters
    </SiteLink>
  );
}

/**
 * The filters as plain links (the state lives in the URL, so they work without JavaScript and every
 * filtered view can be shared); each choice shows how many products it leaves with the other choices
 * kept. On wide screens a panel under the categories; on phones a fold-out above the products.
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
      <FilterGroups path={path} view={view} className="space-y-4" />
      {hasFilters(view.state) ? (
        <p className="mt-4 px-3">
          <ResetLink path={path} />
        </p>
      ) : null}
    </nav>
  );
}

/**
 * The phones' fold-out: closed at first so the products come first, saying how many choices are on;
 * the reset stays outside it.
 */
export function CategoryFilterToggle({ path, view }: { path: string; view: CategoryFilterView }) {
  const active = activeFilterCount(view.state);
  // A new choice shows its products: the fold-out starts closed again, as after a page load.
  const { search } = useLocation();
  return (
    <div className="mt-4 flex flex-wrap items-start gap-3 lg:hidden">
      <details
        key={search}
        className="w-full rounded-lg border border-slate-200 bg-white"
        data-testid="category-filters-toggle"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-800">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          Filter products{active > 0 ? ` (${active} on)` : ""}
        </summary>
        <nav aria-label="Filter products" className="border-t border-slate-100 p-3">
          <FilterGroups
            path={path}
            view={view}
            className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:grid-cols-3"
          />
        </nav>
      </details>
      {active > 0 ? <ResetLink path={path} /> : null}
    </div>
  );
}
