import { data, isRouteErrorResponse, redirect, useLocation, useRouteError } from "react-router";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/category";
import { CategorySidebar } from "~/components/category-sidebar";
import {
  ActiveFilterChips,
  CategoryFilterDrawer,
  CategoryFilterPanel,
  CategorySortBar,
  type CategoryFilterView,
} from "~/components/category-filters";
import {
  filterQuery,
  hasFilters,
  isVariant,
  parseCategoryFilters,
  resetFilters,
} from "~/lib/category-filters";
import { Pagination } from "~/components/pagination";
import { ProductCard } from "~/components/product-card";
import { SiteLink } from "~/components/site-link";
import { CompareForm } from "~/components/compare-selection";
import { categoryHref, titleFromSlug } from "~/lib/categories";
import { pageRange, parsePage } from "~/lib/pagination";
import { breadcrumbJsonLd, pageMeta, pageTitle } from "~/lib/seo";
import { useNavCategories } from "~/components/nav-categories";
import { env } from "~/server/env.server";
import { findCategory } from "~/server/models/categories.server";
import { listFilteredCategory } from "~/server/models/category-listing.server";
import { toCardProduct } from "~/lib/card-product";
import { withShownImage } from "~/server/files/picture-presence.server";

/** 12 products per page on category pages. */
export const CATEGORY_PER_PAGE = 12;

/**
 * One module for every category listing: the eleven shortcut routes (/desktop-printers ...) and
 * /products/category/{slug}. The slug comes from the path; it names a category by its name or by
 * its display name's URL form. An unknown category still shows the page (title from the slug, the
 * empty state) but answers 404 so search engines do not keep it.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The shortcut routes have no param: their path is the slug.
  const slug =
    "slug" in params && params.slug ? params.slug : url.pathname.replace(/^\/+|\/+$/g, "");
  const category = findCategory(slug);
  // A renamed category is still found by its old address (by name): that address moved all the same.
  if (!category || categoryHref(category.display_name) !== url.pathname) redirectIfMoved(request);
  const { state, clean } = parseCategoryFilters(url.searchParams);
  const asked = url.searchParams.get("page");
  const requested = parsePage(asked);
  // A choice this page does not offer (or a brand that is not one) is dropped from the address.
  const listing = category
    ? listFilteredCategory(category.name, state, { page: requested, perPage: CATEGORY_PER_PAGE })
    : undefined;
  if (category && (!clean || !listing)) {
    const kept = listing ? state : { ...state, brand: "" };
    throw redirect(`${url.pathname}${filterQuery(kept, requested)}`);
  }
  const page = listing ?? {
    items: [],
    total: 0,
    page: 1,
    perPage: CATEGORY_PER_PAGE,
    pageCount: 1,
    facets: null,
  };

  // A page number that is not the one shown (past the end, "abc", "1") gets its proper URL.
  if (asked !== null && asked !== (page.page > 1 ? String(page.page) : null)) {
    throw redirect(`${url.pathname}${filterQuery(state, page.page)}`);
  }

  const filters: CategoryFilterView | null = page.facets
    ? {
        state,
        brands: page.facets.brands,
        resolutions: page.facets.resolutions,
        methods: page.facets.methods,
        interfaces: page.facets.interfaces,
        inStock: page.facets.inStock,
        any: page.facets.any,
        prices: page.facets.prices,
      }
    : null;

  return data(
    {
      title: category?.display_name ?? titleFromSlug(slug),
      description: category?.description ?? null,
      canonicalPath: category ? categoryHref(category.display_name) : url.pathname,
      found: Boolean(category),
      products: page.items.map((p) => toCardProduct(withShownImage(p))),
      filters,
      filtered: hasFilters(state),
      // Another order or a narrowed list: not a page of its own for search engines.
      variant: isVariant(state),
      path: url.pathname,
      total: page.total,
      page: page.page,
      perPage: page.perPage,
      pageCount: page.pageCount,
      siteUrl: env.SITE_URL,
    },
    { status: category ? 200 : 404 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Products") }];
  const { title, description, canonicalPath, page, siteUrl, found, products, variant } = loaderData;
  // A filtered or sorted view is the same products narrowed or reordered: it points at the plain
  // listing and stays out of the index (the combinations would otherwise multiply its pages).
  const path = page > 1 && !variant ? `${canonicalPath}?page=${page}` : canonicalPath;
  return pageMeta({
    siteUrl,
    path,
    title: pageTitle(`${title}${page > 1 ? ` - Page ${page}` : ""}`),
    description:
      description ??
      `Explore our ${title} collection: genuine products with a 1-year warranty, same-day service and pan-India delivery.`,
    image: products[0]?.image,
    robots: found && !variant ? "index, follow" : "noindex, follow",
    jsonLd: found
      ? [
          breadcrumbJsonLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Products", path: "/products" },
            { name: title, path: canonicalPath },
          ]),
        ]
      : [],
  });
}

function CategoryFrame({
  title,
  filters,
  children,
}: {
  title: string;
  filters?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="min-w-0 space-y-6">
          <CategorySidebar categories={useNavCategories()} />
          {filters}
        </aside>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">
            Explore our <span className="text-primary">{title}</span> collection
          </h1>
          {children}
        </div>
      </div>
    </main>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { title, description, products, total, page, perPage, pageCount, filters, filtered, path } =
    loaderData;
  const { from, to } = pageRange(page, perPage, total);
  const { search } = useLocation();
  return (
    <CategoryFrame
      title={title}
      filters={filters ? <CategoryFilterPanel path={path} view={filters} /> : null}
    >
      {/* On a phone the description gives way to the products (two lines, the rest from 640 px). */}
      {description ? (
        <p className="mt-2 line-clamp-2 max-w-3xl text-secondary sm:mt-3 sm:line-clamp-none">
          {description}
        </p>
      ) : null}
      {filters ? (
        <CategoryFilterDrawer path={path} view={filters} total={total} drawerKey={search} />
      ) : null}
      {filters ? <ActiveFilterChips path={path} view={filters} /> : null}
      {products.length === 0 && filtered ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No products match these filters</h2>
          <p className="mt-2 text-secondary">
            <SiteLink
              to={`${path}${filters ? filterQuery(resetFilters(filters.state)) : ""}`}
              className="font-semibold text-primary underline"
            >
              Reset filters
            </SiteLink>{" "}
            to see every product in this category.
          </p>
        </div>
      ) : products.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Products Found</h2>
          <p className="mt-2 text-secondary">
            No products available in this category. Check back soon!
          </p>
        </div>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3 lg:mt-6">
            <p className="text-sm text-secondary" data-testid="showing">
              Showing {from}-{to} of {total} products
            </p>
            {filters ? <CategorySortBar path={path} view={filters} /> : null}
          </div>
          <ul
            className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3"
            data-testid="product-grid"
          >
            {products.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} headingLevel={2} priority={i === 0} compare />
              </li>
            ))}
          </ul>
          <CompareForm className="mt-4" />
          <Pagination page={page} pageCount={pageCount} className="mt-10" />
        </>
      )}
    </CategoryFrame>
  );
}

/** Category pages that cannot load say 'Failed to load products', inside the site frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <CategoryFrame title="products">
      <div className="mt-10 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
        <h2 className="text-xl font-semibold text-red-800">Failed to load products</h2>
        <p className="mt-2 text-red-700">Please try again in a moment.</p>
      </div>
    </CategoryFrame>
  );
}
