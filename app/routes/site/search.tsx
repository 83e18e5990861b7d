import { useEffect, useState } from "react";
import { data, Form, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { rememberSearch } from "~/components/header-search";
import { Pagination } from "~/components/pagination";
import { SearchFacetLinks, SearchFilters } from "~/components/search-filters";
import { SearchResultCard } from "~/components/search-result-card";
import { FilterDrawer } from "~/components/filter-drawer";
import { CompareForm } from "~/components/compare-selection";
import { SearchStart } from "~/components/search-start";
import { SearchSuppliesLink } from "~/components/search-supplies-link";
import {
  SearchEmpty,
  SearchError,
  SearchLoading,
  SearchModelSuggestion,
  SearchRelaxed,
} from "~/components/search-states";
import {
  isQueryCut,
  MAX_QUERY_CHARS,
  parseSearchBrand,
  parseSearchParams,
  searchPageWindowSize,
} from "~/lib/search-query";
import { pageMeta, pageTitle } from "~/lib/seo";
import { clientAddress } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { countSearch } from "~/server/models/search-stats.server";
import { searchProducts, searchReasons } from "~/server/search/engine.server";
import { MAX_QUERY_WORDS } from "~/server/search/fts-query.server";
import { searchBusyPage, takeSearchTurn } from "~/server/search/search-budget.server";
import { shownPicture } from "~/server/files/picture-presence.server";
import { getProductById } from "~/server/models/products.server";

/** 12 results per page. */
export const SEARCH_PER_PAGE = 12;
/** The search failure message. */
export const SEARCH_ERROR_MESSAGE = "Failed to search products. Please try again.";

/**
 * /search?q&category&instock&sort&page: the whole state is in the URL, so a shared link, a reload and
 * a visit without JavaScript show the same results. A blank q shows the start screen and runs nothing.
 * A text longer than the search reads (characters, words) is searched as far as it goes, and the page
 * says what was left out.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const searchParams = new URL(request.url).searchParams;
  const params = parseSearchParams(searchParams);
  const brand = parseSearchBrand(searchParams);
  const cut = isQueryCut(searchParams.get("q"));
  const base = { params, brand, siteUrl: env.SITE_URL, notice: null as string | null };
  if (!params.q) return data({ ...base, result: null, error: null });
  // Past its address's search budget: the error page says how long to wait (never cached).
  const turn = takeSearchTurn(clientAddress(context));
  if (turn.retryAfterSeconds > 0) throw searchBusyPage(turn.retryAfterSeconds);
  try {
    const found = searchProducts(params.q, {
      category: params.category || undefined,
      brand: brand || undefined,
      inStock: params.inStock,
      sort: params.sort,
      page: params.page,
      perPage: SEARCH_PER_PAGE,
    });
    // A search is counted once, as typed: not again for its other pages, sorts or facet choices.
    const asTyped = params.page === 1 && params.sort === "relevance" && !params.category;
    if (asTyped && !brand && !params.inStock) countSearch(params.q, found.total);
    const limits = [
      cut ? `${MAX_QUERY_CHARS} characters` : "",
      found.wordsLeftOut ? `${MAX_QUERY_WORDS} words` : "",
    ].filter(Boolean);
    return data({
      ...base,
      notice: limits.length
        ? `A search reads at most ${limits.join(" and ")}: the rest of your text was left out.`
        : null,
      error: null,
      result: {
        query: found.query,
        total: found.total,
        page: found.page,
        pageCount: found.pageCount,
        categories: found.categories.map(({ name, display_name }) => ({ name, display_name })),
        facets: found.facets,
        suggestion: found.suggestion,
        // Words left out because nothing has them with the others, and the words searched then.
        relaxed:
          found.dropped.length > 0 ? { searched: found.searched, dropped: found.dropped } : null,
        fitPrinter: found.fitPrinter,
        // Why each item matched, in the items' order (the items keep the search result card's fields).
        reasons: searchReasons(
          params.q,
          found.items.map((item) => item.id),
        ),
        // The card shows what a category card shows: the page's twelve rows are read by id for the
        // brand and the specifications the key facts come from.
        items: found.items.map(
          ({
            id,
            slug,
            name,
            model,
            image,
            featured,
            category_display_name,
            price,
            price_on_request,
            in_stock,
          }) => {
            const row = getProductById(id);
            return {
              id,
              slug,
              name,
              model,
              image: shownPicture(image),
              featured,
              category_display_name,
              price,
              price_on_request,
              in_stock,
              brand: row?.brand ?? null,
              specifications: row?.specifications ?? null,
            };
          },
        ),
      },
    });
  } catch (error) {
    console.error("[search] /search failed:", error);
    return data({ ...base, result: null, error: SEARCH_ERROR_MESSAGE }, { status: 500 });
  } finally {
    turn.done();
  }
}

/** A refused search's Retry-After reaches the document too (a thrown answer's headers). */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? new Headers();
}

/**
 * With JavaScript, a search is the search page's own request (the frame is not asked again, see
 * root.tsx): when the browser cannot make it (the network dropped), the page shows "Search Error"
 * with the reason and "Try Again", in the site frame, instead of the document's error screen.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) || !(error instanceof Error)) throw error;
    const searchParams = new URL(request.url).searchParams;
    return {
      params: parseSearchParams(searchParams),
      brand: parseSearchBrand(searchParams),
      siteUrl: "",
      notice: null,
      result: null,
      error: `Could not reach the server (${error.message}). Check your connection.`,
    };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.params.q;
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/search",
    title: pageTitle(q ? `Search results for "${q}"` : "Search Products"),
    description:
      "Search barcode printers, label printers, ribbons, labels and scanners by product name, category or model.",
    // Result pages are endless combinations of the same products: keep them out of the index.
    robots: q ? "noindex, follow" : "index, follow",
  });
}

/** True once React runs in the browser: JavaScript-only touches must not change the server HTML. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function SearchBox({
  initial,
  keep,
  searching,
  hydrated,
}: {
  initial: string;
  keep: { sort: string; inStock: boolean };
  searching: boolean;
  hydrated: boolean;
}) {
  const [value, setValue] = useState(initial);
  // The button is disabled while a search runs (only where JS can lift it). A blank or spaces-only
  // search is sent like any other: the page then clears the old results for the start screen.
  const disabled = hydrated && searching;
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Search again"
      className="mt-4 flex max-w-2xl gap-2 sm:mt-6"
      onSubmit={() => rememberSearch(value)}
    >
      <label htmlFor="search-page-q" className="sr-only">
        Search products
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="search by product name, category, or model"
        maxLength={MAX_QUERY_CHARS}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 focus:border-primary focus:outline-none"
      />
      {keep.sort !== "relevance" ? <input type="hidden" name="sort" value={keep.sort} /> : null}
      {keep.inStock ? <input type="hidden" name="instock" value="1" /> : null}
      <button
        type="submit"
        disabled={disabled}
        className="rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Search
      </button>
    </Form>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, brand, result, error, notice } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  // A client-side search in progress (typing a new query, a filter, a page link).
  const searching =
    navigation.state !== "idle" &&
    navigation.location?.pathname === "/search" &&
    (new URLSearchParams(navigation.location.search).get("q") ?? "").trim() !== "";

  let body: React.ReactNode;
  if (searching) body = <SearchLoading />;
  else if (error) body = <SearchError message={error} retryHref={`/search${location.search}`} />;
  else if (!result) body = <SearchStart />;
  else {
    body = (
      <div>
        {notice ? (
          <p
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
            data-testid="search-notice"
          >
            {notice}
          </p>
        ) : null}
        {result.suggestion ? <SearchModelSuggestion suggestion={result.suggestion} /> : null}
        {result.relaxed ? <SearchRelaxed {...result.relaxed} /> : null}
        <h2 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
          Search Results for &ldquo;{result.query}&rdquo;
        </h2>
        <p className="mt-1 text-secondary" role="status" data-testid="result-count">
          {result.total} {result.total === 1 ? "product" : "products"} found
        </p>
        <SearchSuppliesLink query={result.query} items={result.items} printer={result.fitPrinter} />
        {result.categories.length > 0 ? (
          <FilterDrawer key={location.search} total={result.total}>
            <SearchFacetLinks state={{ ...params, brand }} facets={result.facets} />
            <div className="mt-4">
              <SearchFilters
                params={params}
                brand={brand}
                page={result.page}
                categories={result.categories}
                hydrated={hydrated}
              />
            </div>
          </FilterDrawer>
        ) : null}
        {result.total === 0 ? (
          <div className="mt-8">
            <SearchEmpty query={result.query} />
          </div>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
              {result.items.map((p, i) => (
                <li key={p.id}>
                  <SearchResultCard
                    product={p}
                    query={result.query}
                    reasons={result.reasons[i] ?? []}
                    siteUrl={loaderData.siteUrl}
                  />
                </li>
              ))}
            </ul>
            <CompareForm className="mt-4" />
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              size={searchPageWindowSize(result.page, result.pageCount)}
              ends={false}
              className="mt-10"
            />
          </>
        )}
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Search Products</h1>
      <SearchBox
        key={params.q}
        initial={params.q}
        keep={{ sort: params.sort, inStock: params.inStock }}
        searching={searching}
        hydrated={hydrated}
      />
      <div className="mt-6 sm:mt-10">{body}</div>
    </main>
  );
}

/**
 * A search the browser could not fetch (the network dropped, the server did not answer) keeps the
 * site frame and says so: "Search Error", what went wrong, and "Try Again" for the same search.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  let message = SEARCH_ERROR_MESSAGE;
  // Refused for searching too fast: not a fault, a pause.
  const title =
    isRouteErrorResponse(error) && error.status === 429 ? "Too many searches" : undefined;
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === "string" && error.data.length < 200) message = error.data;
  } else if (error instanceof Error && typeof window !== "undefined") {
    message = `Could not reach the server (${error.message}). Check your connection.`;
  }
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Search Products</h1>
      <div className="mt-10">
        <SearchError
          message={message}
          title={title}
          retryHref={`${location.pathname}${location.search}`}
        />
      </div>
    </main>
  );
}
