import { Link } from "react-router";
import { searchHref } from "~/lib/search-query";
import { categoryHref } from "~/lib/categories";
import { useNavCategories } from "./nav-categories";
import { SiteLink } from "./site-link";

/** A search goes idle, searching, then results or error: this is the searching state. */
export function SearchLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-20 text-secondary">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-primary"
      />
      <p className="text-lg">Searching products...</p>
    </div>
  );
}

/** A search failure: 'Search Error', the message, and 'Try Again' (the same search once more). */
export function SearchError({
  message,
  retryHref,
  title = "Search Error",
}: {
  message: string;
  retryHref: string;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <h2 className="text-xl font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-red-700">{message}</p>
      <Link
        to={retryHref}
        className="mt-6 inline-block rounded-lg bg-red-600 px-5 py-2 font-semibold text-white hover:bg-red-700"
      >
        Try Again
      </Link>
    </div>
  );
}

/**
 * The empty state: 'No products found', then what to do next: ask us for the item (the contact form
 * with the search filled in), or browse a category.
 */
export function SearchEmpty({ query }: { query: string }) {
  const categories = useNavCategories();
  return (
    <div
      className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="search-empty"
    >
      <h2 className="text-xl font-semibold text-slate-900">No products found</h2>
      <p className="mt-2 break-words text-secondary">
        We couldn&apos;t find any products matching &ldquo;{query}&rdquo;. Check the spelling or try
        a more general word; we also source items we do not list.
      </p>
      <SiteLink
        to={`/contact?ask=${encodeURIComponent(query)}#message`}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-blue-700"
      >
        Ask us for it
      </SiteLink>
      {categories.length > 0 ? (
        <nav aria-label="Browse categories" className="mt-6">
          <h3 className="font-medium text-slate-800">Or browse a category</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.name}>
                <SiteLink
                  to={categoryHref(c.display_name)}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary"
                >
                  {c.display_name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * A search whose words could not all match, and the fewest that mattered least left out: said, so
 * the buyer knows why the results do not hold every word ("Showing results for zebra printer — no
 * match for achha").
 */
export function SearchRelaxed({ searched, dropped }: { searched: string; dropped: string[] }) {
  return (
    <p
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="search-relaxed"
    >
      Showing results for{" "}
      <Link to={searchHref(searched)} className="font-semibold underline">
        {searched}
      </Link>{" "}
      — no match for{" "}
      {dropped.map((word, i) => (
        <span key={word}>
          {i > 0 ? ", " : null}
          <strong>{word}</strong>
        </span>
      ))}
    </p>
  );
}

/**
 * A model code the catalogue does not have, and the real model one edit away: said, never swapped in
 * silently ('No exact match for ZT410. Did you mean ZT411?').
 */
export function SearchModelSuggestion({
  suggestion,
}: {
  suggestion: { typed: string; model: string; query: string };
}) {
  return (
    <p
      className="mb-4 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-slate-800"
      data-testid="search-suggestion"
    >
      No exact match for <strong>{suggestion.typed}</strong>. Did you mean{" "}
      <Link to={searchHref(suggestion.query)} className="font-semibold text-primary underline">
        {suggestion.model}
      </Link>
      ?
    </p>
  );
}
