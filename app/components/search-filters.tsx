import { useId } from "react";
import { Form, useSubmit } from "react-router";
import type { SearchParams, SearchSort } from "~/lib/search-query";

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  name: "Name (A-Z)",
  category: "Category",
  price: "Price (Low to High)",
};

/**
 * The filters and sort of the results (SPEC 2, 9): a GET form, so the state lives in the URL and works
 * without JavaScript (the Apply button); with JavaScript a change applies at once. The current page
 * travels along: SPEC 4 says a filter or sort change does not reset it (the server clamps it).
 */
export function SearchFilters({
  params,
  page,
  categories,
  hydrated,
}: {
  params: SearchParams;
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
