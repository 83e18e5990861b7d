import { useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { filterLink } from "./filter-link";
import { LinkList } from "./link-list";
import { type FacetState, facetHref, type SearchParams, type SearchSort } from "~/lib/search-query";
import type { SearchFacets } from "~/server/search/engine.server";

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  name: "Name (A-Z)",
  category: "Category",
  price: "Price (Low to High)",
  "price-desc": "Price (High to Low)",
};

/**
 * The filters and sort of the results: a GET form, so the state lives in the URL and works
 * without JavaScript (the Apply button); with JavaScript a change applies at once. The current page
 * travels along: a filter or sort change does not reset it (the server clamps it).
 */
export function SearchFilters({
  params,
  brand,
  page,
  categories,
  hydrated,
}: {
  params: SearchParams;
  /** The brand facet's choice, kept when the form changes the others. */
  brand: string;
  page: number;
  categories: { name: string; display_name: string }[];
  hydrated: boolean;
}) {
  const submit = useSubmit();
  const id = useId();
  const options =
    params.category && !categories.some((c) => c.name === params.category)
      ? [...categories, { name: params.category, display_name: params.category }]
      : categories;
  const field =
    "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-primary focus:outline-none";
  return (
    <Form
      method="get"
      action="/search"
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-label="Filter and sort results"
      onChange={(e) => submit(e.currentTarget)}
    >
      <input type="hidden" name="q" value={params.q} />
      {brand ? <input type="hidden" name="brand" value={brand} /> : null}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <div className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={params.category}
          className={field}
        >
          <option value="">All Categories</option>
          {options.map((c) => (
            <option key={c.name} value={c.name}>
              {c.display_name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          name="instock"
          value="1"
          defaultChecked={params.inStock}
          className="h-4 w-4 rounded border-slate-300 text-primary"
        />
        In Stock Only
      </label>
      <div className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} name="sort" defaultValue={params.sort} className={field}>
          {(Object.keys(SORT_LABELS) as SearchSort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript the button applies the choices; with it every change applies at once. */}
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded-lg border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary hover:text-white"
        >
          Apply
        </button>
      )}
    </Form>
  );
}

/** "All" and one pill a category or brand, each linking to the search with that choice. */
function namedChoices(
  state: FacetState,
  facet: "category" | "brand",
  all: number,
  options: readonly { name: string; display_name: string; count: number }[],
) {
  return [
    filterLink({
      look: "pill",
      href: facetHref(state, { [facet]: "" }),
      label: "All",
      count: all,
      current: !state[facet],
    }),
    ...options.map((o) =>
      filterLink({
        look: "pill",
        href: facetHref(state, { [facet]: o.name }),
        label: o.display_name,
        count: o.count,
        current: state[facet] === o.name,
      }),
    ),
  ];
}

/**
 * The facets: category, brand and stock as plain GET links, each with how many results the choice
 * leaves (the other facets' choices kept), and "Reset filters" back to the query alone. Links need no
 * JavaScript; with it they navigate the same way.
 */
export function SearchFacetLinks({ state, facets }: { state: FacetState; facets: SearchFacets }) {
  const filtered = Boolean(state.category || state.brand || state.inStock);
  const group = "flex min-w-0 flex-wrap items-center gap-2";
  const heading = "w-full text-sm font-semibold text-slate-800 sm:w-24";
  const pills = "flex min-w-0 flex-wrap gap-2";
  return (
    <nav
      aria-label="Narrow the results"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="search-facets"
    >
      <div className={group}>
        <h3 className={heading}>Category</h3>
        <LinkList
          className={pills}
          testId="facet-category"
          links={namedChoices(state, "category", facets.anyCategory, facets.categories)}
        />
      </div>
      {facets.brands.length > 0 ? (
        <div className={group}>
          <h3 className={heading}>Brand</h3>
          <LinkList
            className={pills}
            testId="facet-brand"
            links={namedChoices(state, "brand", facets.anyBrand, facets.brands)}
          />
        </div>
      ) : null}
      <div className={group}>
        <h3 className={heading}>Availability</h3>
        <LinkList
          className={pills}
          testId="facet-stock"
          links={[
            filterLink({
              look: "pill",
              href: facetHref(state, { inStock: false }),
              label: "Any",
              count: facets.anyStock,
              current: !state.inStock,
            }),
            filterLink({
              look: "pill",
              href: facetHref(state, { inStock: true }),
              label: "In stock",
              count: facets.inStock,
              current: state.inStock,
            }),
          ]}
        />
      </div>
      {filtered ? (
        <p>
          <Link
            to={facetHref(state, { category: "", brand: "", inStock: false })}
            className="text-sm font-semibold text-primary underline"
            data-testid="facet-reset"
          >
            Reset filters
          </Link>
        </p>
      ) : null}
    </nav>
  );
}
