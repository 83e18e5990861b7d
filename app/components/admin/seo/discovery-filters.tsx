import { Form, Link } from "react-router";
import { CONTENT_TYPES, POTENTIALS, type DiscoveryFilters as Filters } from "~/lib/backlinks";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";

/**
 * The discovery search as a GET form: without JavaScript it goes straight to the server, which
 * filters. `onSubmit` lets the page hold the search back for the deliberate fake delay.
 */
export function DiscoveryFiltersForm({
  filters,
  searching,
  onSubmit,
}: {
  filters: Filters;
  searching: boolean;
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Discover backlink opportunities"
      onSubmit={onSubmit}
      preventScrollReset
      className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="searched" value="1" />
      <div className="grid gap-4 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <label htmlFor="discovery-keywords" className="block text-sm font-medium text-slate-700">
            Keywords
          </label>
          <input
            id="discovery-keywords"
            name="keywords"
            defaultValue={filters.keywords}
            aria-describedby="discovery-keywords-hint"
            className={input}
          />
          <p id="discovery-keywords-hint" className="mt-1 text-xs text-secondary">
            Separate phrases with commas.
          </p>
        </div>
        <div>
          <label htmlFor="discovery-da-min" className="block text-sm font-medium text-slate-700">
            Min Domain Authority
          </label>
          <input
            id="discovery-da-min"
            name="da_min"
            type="number"
            min={0}
            max={100}
            defaultValue={filters.daMin}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="discovery-da-max" className="block text-sm font-medium text-slate-700">
            Max Domain Authority
          </label>
          <input
            id="discovery-da-max"
            name="da_max"
            type="number"
            min={0}
            max={100}
            defaultValue={filters.daMax}
            className={input}
          />
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Content Types</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {CONTENT_TYPES.map((t) => (
              <label key={t} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="type"
                  value={t}
                  defaultChecked={filters.contentTypes.includes(t)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {t}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Backlink Potential</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {POTENTIALS.map((p) => (
              <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="potential"
                  value={p}
                  defaultChecked={filters.potentials.includes(p)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={searching}
          className="inline-flex items-center rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        >
          {searching ? "Searching..." : "Search"}
        </button>
        <Link to="/admin/backlinks/discovery" className="text-sm text-primary hover:underline">
          Reset filters
        </Link>
      </div>
    </Form>
  );
}
