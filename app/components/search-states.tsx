import { Link } from "react-router";
import { searchHref } from "~/lib/search-query";

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

/** The empty state: 'No products found', the query, and four tips. */
export function SearchEmpty({ query }: { query: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No products found</h2>
      <p className="mt-2 text-secondary">
        We couldn&apos;t find any products matching &ldquo;{query}&rdquo;.
      </p>
      <div className="mt-6 text-left">
        <p className="font-medium text-slate-800">Try these tips:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          <li>Check your spelling</li>
          <li>Use different keywords</li>
          <li>Use more general terms</li>
          <li>
            <Link to="/search" className="text-primary hover:underline">
              Browse our categories
            </Link>
          </li>
        </ul>
      </div>
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
