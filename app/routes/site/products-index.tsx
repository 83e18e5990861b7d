import { redirect } from "react-router";
import { LinkList } from "~/components/link-list";
import { SiteLink } from "~/components/site-link";
import type { Route } from "./+types/products-index";
import { Breadcrumb } from "~/components/breadcrumb";
import { Pagination } from "~/components/pagination";
import { ProductCard } from "~/components/product-card";
import { toCardProduct } from "~/lib/card-product";
import { categoryHref, categoryPathSegment } from "~/lib/categories";
import { pageRange, parsePage } from "~/lib/pagination";
import { breadcrumbJsonLd, pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";
import { findCategory } from "~/server/models/categories.server";
import { listCategoryOverview } from "~/server/models/category-listing.server";
import { withShownImage } from "~/server/files/picture-presence.server";

/** Products shown under each category: enough to see what it holds, one row on a desktop. */
const PER_CATEGORY = 4;
/**
 * Category sections per page. Every category stays one tap away in the index above them; a large
 * catalogue (40+ categories) would otherwise put 170 cards on one page, which a buyer on a phone
 * scrolls past and the server renders in full for every visitor. Eight (32 cards, 16 rows on a
 * phone) keeps the page about the cost of a category listing.
 */
const SECTIONS_PER_PAGE = 8;

/**
 * /products: the whole catalogue at a glance, every category with how many products it has and its
 * first few, eight categories a page. The product page's old category link, /products?category={category}, still goes on to
 * that category's listing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("category")?.trim();
  if (wanted) {
    const category = findCategory(wanted);
    throw redirect(
      category
        ? categoryHref(category.display_name)
        : `/products/category/${encodeURIComponent(categoryPathSegment(wanted))}`,
    );
  }
  const overview = listCategoryOverview(PER_CATEGORY, {
    page: parsePage(new URL(request.url).searchParams.get("page")),
    perPage: SECTIONS_PER_PAGE,
  });
  const link = (c: (typeof overview.index)[number]) => ({
    name: c.name,
    display_name: c.display_name,
    href: categoryHref(c.display_name),
    total: c.total,
  });
  // `categories`: this page's sections, each with its first cards; `index`: every category's link.
  const index = overview.index.map(link);
  const sections = overview.sections.map((c) => ({
    ...link(c),
    products: c.products.map((p) => toCardProduct(withShownImage(p))),
  }));
  return {
    index,
    categories: sections,
    page: overview.page,
    pageCount: overview.pageCount,
    total: index.reduce((n, c) => n + c.total, 0),
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  const page = loaderData?.page ?? 1;
  return pageMeta({
    siteUrl,
    path: page > 1 ? `/products?page=${page}` : "/products",
    title: pageTitle(page > 1 ? `All Products, page ${page}` : "All Products"),
    description:
      "Every barcode printer, ribbon, label, scanner and print head we sell, by category: genuine brands, GST invoice, same-day service.",
    image: loaderData?.categories[0]?.products[0]?.image,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Products", path: "/products" },
      ]),
    ],
  });
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { index, categories, page, pageCount, total } = loaderData;
  const shown = pageRange(page, SECTIONS_PER_PAGE, index.length);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Products" }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">All Products</h1>
      <p className="mt-2 text-secondary" data-testid="products-total">
        {total} products in {index.length} categories
      </p>

      <nav aria-label="Categories" className="mt-6">
        <LinkList
          className="flex flex-wrap gap-2"
          testId="category-index"
          links={index.map((c) => ({
            href: c.href,
            label: c.display_name,
            className:
              "inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-primary hover:text-primary",
            count: { text: `(${c.total})`, className: "text-slate-600" },
          }))}
        />
      </nav>

      {index.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Products Found</h2>
          <p className="mt-2 text-secondary">
            We&apos;re working on adding more products. Check back soon!
          </p>
        </div>
      ) : null}

      {pageCount > 1 ? (
        <p className="mt-8 text-sm text-secondary" data-testid="products-sections-range">
          Categories {shown.from}–{shown.to} of {shown.total}
        </p>
      ) : null}

      {categories.map((c) => (
        <section
          key={c.name}
          aria-labelledby={`cat-${c.name}`}
          className="mt-12"
          data-testid="category-section"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`cat-${c.name}`} className="text-2xl font-bold text-slate-900">
              <SiteLink to={c.href} className="hover:text-primary">
                {c.display_name}
              </SiteLink>{" "}
              <span className="text-base font-normal text-secondary">({c.total})</span>
            </h2>
            <SiteLink to={c.href} className="text-sm font-semibold text-primary underline">
              View all {c.total} {c.display_name}
            </SiteLink>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
            {c.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <Pagination page={page} pageCount={pageCount} className="mt-12" />
    </main>
  );
}
