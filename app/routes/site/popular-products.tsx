import { useEffect, useState } from "react";
import { Form, isRouteErrorResponse, redirect, useRouteError, useSubmit } from "react-router";
import type { Route } from "./+types/popular-products";
import { Pagination } from "~/components/pagination";
import { ProductCard } from "~/components/product-card";
import { CompareForm } from "~/components/compare-selection";
import { pageHref, parsePage } from "~/lib/pagination";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";
import { listProducts, type ProductSort } from "~/server/models/products.server";
import { perContentVersion } from "~/server/version-memo.server";
import { toCardProduct } from "~/lib/card-product";
import { withShownImage } from "~/server/files/picture-presence.server";

/** The popular page shows 12 per page, with a window of 5 page numbers. */
const PER_PAGE = 12;
const WINDOW = 5;

/** The sort select's options, by their URL value (the product field they sort on). */
export const POPULAR_SORTS = [
  { value: "rating", label: "Highest Rated", sort: "rating" },
  { value: "reviews", label: "Most Reviews", sort: "reviews" },
  { value: "name", label: "Name (A-Z)", sort: "name" },
  { value: "created_at", label: "Newest First", sort: "newest" },
] as const satisfies readonly { value: string; label: string; sort: ProductSort }[];

type SortValue = (typeof POPULAR_SORTS)[number]["value"];
const DEFAULT_SORT: SortValue = "rating";

function parseSort(value: string | null): SortValue {
  return POPULAR_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_SORT;
}

/** Pages already read, by sort and page, until the catalogue changes (at most KEPT of them): each
 * reads and sorts every featured product (about a thousand at 100,000 products). */
const KEPT = 200;
const keptPages = perContentVersion(() => new Map<string, ReturnType<typeof listProducts>>());

function popularPage(sort: SortValue, page: number) {
  const kept = keptPages();
  const key = `${sort} ${page}`;
  let result = kept.get(key);
  if (!result) {
    result = listProducts({
      featured: true,
      status: "active",
      sort: POPULAR_SORTS.find((s) => s.value === sort)!.sort,
      page,
      perPage: PER_PAGE,
    });
    if (kept.size >= KEPT) kept.clear();
    kept.set(key, result);
  }
  return result;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = parseSort(url.searchParams.get("sort"));
  const result = popularPage(sort, parsePage(url.searchParams.get("page")));
  const asked = url.searchParams.get("page");
  if (asked !== null && asked !== (result.page > 1 ? String(result.page) : null)) {
    throw redirect(`${url.pathname}${pageHref(url.search, result.page).replace(/^\?$/, "")}`);
  }
  return {
    sort,
    products: result.items.map((p) => toCardProduct(withShownImage(p), { withRating: true })),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  const sort = loaderData?.sort ?? DEFAULT_SORT;
  // Sorted views are the same products: the canonical URL keeps only the page.
  const path = page > 1 ? `/popular-products?page=${page}` : "/popular-products";
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path,
    title: pageTitle(`GoDex Popular Products${page > 1 ? ` - Page ${page}` : ""}`),
    description:
      "Our customers' favourite barcode printers, scanners, labels and ribbons: best rated, most reviewed, with a 1-year warranty and same-day service.",
    image: loaderData?.products[0]?.image,
    robots: sort === DEFAULT_SORT ? "index, follow" : "noindex, follow",
  });
}

/** True once React has hydrated: the Sort button is only needed without JavaScript. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function PopularProducts({ loaderData }: Route.ComponentProps) {
  const { sort, products, total, page, pageCount } = loaderData;
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">GoDex Popular Products</h1>
          <p className="mt-2 text-sm text-secondary" data-testid="showing">
            Showing {products.length} of {total} products
          </p>
        </div>
        <Form method="get" className="flex items-center gap-2" data-testid="sort-form">
          <label htmlFor="sort" className="text-sm font-medium text-slate-700">
            Sort by
          </label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            key={sort}
            // With JavaScript the list re-sorts as soon as the choice changes (back to page 1).
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {POPULAR_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            hidden={hydrated}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            Sort
          </button>
        </Form>
      </div>

      {products.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Products Found</h2>
          <p className="mt-2 text-secondary">
            Popular products will appear here soon. Check back soon!
          </p>
        </div>
      ) : (
        <>
          <ul
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="product-grid"
          >
            {products.map((p, i) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  showStockBadge
                  showPopularBadge
                  headingLevel={2}
                  priority={i === 0}
                  compare
                />
              </li>
            ))}
          </ul>
          <CompareForm className="mt-4" />
          <Pagination
            page={page}
            pageCount={pageCount}
            size={WINDOW}
            previousLabel="← Previous"
            nextLabel="Next →"
            className="mt-10"
          />
        </>
      )}
    </main>
  );
}

/** The error text: 'Failed to load popular products'. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">GoDex Popular Products</h1>
      <div className="mt-8 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
        <h2 className="text-xl font-semibold text-red-800">Failed to load popular products</h2>
        <p className="mt-2 text-red-700">Please try again in a moment.</p>
      </div>
    </main>
  );
}
