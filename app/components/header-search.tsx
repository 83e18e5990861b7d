import { Form } from "react-router";

/** The header search bar: a plain GET form to /search (suggestions are layered on with JavaScript). */
export function HeaderSearch() {
  return (
    <Form method="get" action="/search" role="search" className="relative">
      <label htmlFor="header-search" className="sr-only">
        Search products
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="Search printers, labels, models..."
        autoComplete="off"
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-10 text-sm focus:border-primary focus:outline-none"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-primary"
        aria-label="Search"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </Form>
  );
}
