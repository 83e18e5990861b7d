import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/compare";
import { Breadcrumb } from "~/components/breadcrumb";
import { useRememberCompared } from "~/components/compare-selection";
import { CompareTable } from "~/components/compare-table";
import { FitCard } from "~/components/fit-card";

/** Supplies shown under the table for each printer; the finder lists the rest. */
const FITS_SHOWN = 4;
import { COMPARE_MAX, COMPARE_MIN, compareHref } from "~/lib/compare";
import { pageMeta, pageTitle } from "~/lib/seo";
import { loadComparison, type Comparison } from "~/server/site/compare.server";
import { env } from "~/server/env.server";

/**
 * /compare?p=<slug>&p=<slug>: two to four products side by side. The address is the whole state,
 * so it can be shared; `diff=1` shows only the rows that differ. Anything else answers a message.
 */
export function loader({ request }: Route.LoaderArgs) {
  const comparison = loadComparison(new URL(request.url).searchParams);
  return data({ comparison, siteUrl: env.SITE_URL }, { status: comparison.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const comparison = loaderData?.comparison;
  const products = comparison?.state === "table" ? comparison.products : [];
  const title =
    products.length > 0
      ? `Compare ${products.map((p) => p.model ?? p.name).join(" vs ")}`
      : "Compare products";
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    // One address per set of products, whatever order they were ticked in.
    path: compareHref(products.map((p) => p.slug).sort()),
    title: pageTitle(title),
    description:
      products.length > 0
        ? `${products.map((p) => p.name).join(", ")} side by side: prices, stock and every specification.`
        : "Compare barcode printers, scanners and supplies side by side.",
    image: products[0]?.image,
    // A comparison is a view of product pages, which are what search engines should keep.
    robots: "noindex, follow",
  });
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { comparison } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Compare" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Compare products</h1>
      <CompareBody comparison={comparison} />
    </main>
  );
}

const notice = "mt-6 rounded-xl border px-4 py-5 sm:px-6";
const linkClass = "font-semibold text-primary underline";

function CompareBody({ comparison }: { comparison: Comparison }) {
  switch (comparison.state) {
    case "table":
      // A new address (a product removed, back and forward) starts from what that address says.
      return (
        <Table
          key={compareHref(
            comparison.products.map((p) => p.slug),
            comparison.onlyDifferences,
          )}
          comparison={comparison}
        />
      );
    case "too-many":
      return (
        <div className={`${notice} border-amber-300 bg-amber-50`} role="alert">
          <h2 className="text-lg font-semibold text-amber-950">Too many products</h2>
          <p className="mt-2 text-amber-950">
            You asked to compare {comparison.count} products. You can compare up to {COMPARE_MAX} at
            a time.
          </p>
          {comparison.offer.length >= COMPARE_MIN ? (
            <p className="mt-3">
              <Link to={compareHref(comparison.offer)} className={linkClass}>
                Compare the first {comparison.offer.length}
              </Link>
            </p>
          ) : null}
          <BrowseLink />
        </div>
      );
    case "missing":
      return (
        <div className={`${notice} border-amber-300 bg-amber-50`} role="alert">
          <h2 className="text-lg font-semibold text-amber-950">
            {comparison.missing.length === 1
              ? "One product is not in our catalogue"
              : `${comparison.missing.length} products are not in our catalogue`}
          </h2>
          <p className="mt-2 text-amber-950">
            We could not find: {comparison.missing.map((m) => `“${m}”`).join(", ")}. It may have
            been removed or its address mistyped.
          </p>
          {comparison.found.length >= COMPARE_MIN ? (
            <p className="mt-3">
              <Link to={compareHref(comparison.found.map((p) => p.slug))} className={linkClass}>
                Compare the other {comparison.found.length}:{" "}
                {comparison.found.map((p) => p.name).join(", ")}
              </Link>
            </p>
          ) : comparison.found.length === 1 ? (
            <p className="mt-3">
              <Link to={`/products/${comparison.found[0].slug}`} className={linkClass}>
                See {comparison.found[0].name}
              </Link>
            </p>
          ) : null}
          <BrowseLink />
        </div>
      );
    case "choose":
      return <Choose comparison={comparison} />;
  }
}

function BrowseLink() {
  return (
    <p className="mt-3">
      <Link to="/products" className={linkClass}>
        Browse all products
      </Link>
    </p>
  );
}

/** Nothing or one product asked for: how to compare, and for a lone product, partners to tick. */
function Choose({ comparison }: { comparison: Extract<Comparison, { state: "choose" }> }) {
  const { lone, partners } = comparison;
  if (!lone) {
    return (
      <div className={`${notice} border-slate-200 bg-white`}>
        <h2 className="text-lg font-semibold text-slate-900">Choose products to compare</h2>
        <p className="mt-2 text-slate-700">
          Tick &ldquo;Compare&rdquo; on {COMPARE_MIN} to {COMPARE_MAX} products in any listing, then
          press Compare. Their prices, stock and every specification appear here side by side.
        </p>
        <BrowseLink />
      </div>
    );
  }
  return (
    <div className={`${notice} border-slate-200 bg-white`}>
      <h2 className="text-lg font-semibold text-slate-900">Compare {lone.name} with…</h2>
      <p className="mt-2 text-slate-700">
        A comparison needs at least {COMPARE_MIN} products. Pick up to {COMPARE_MAX - 1} more to
        compare with{" "}
        <Link to={`/products/${lone.slug}`} className={linkClass}>
          {lone.name}
        </Link>
        .
      </p>
      {partners.length > 0 ? (
        <form method="get" action="/compare" className="mt-4" data-testid="compare-partners">
          <input type="hidden" name="p" value={lone.slug} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              Other {lone.category_display_name}
            </legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {partners.map((p) => (
                <li key={p.slug}>
                  <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:border-primary">
                    <input
                      type="checkbox"
                      name="p"
                      value={p.slug}
                      className="h-5 w-5 shrink-0 accent-primary"
                    />
                    <span className="min-w-0 break-words text-sm text-slate-800">
                      {p.name}
                      {p.model ? <span className="text-secondary"> ({p.model})</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="submit"
            className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark"
          >
            Compare selected
          </button>
        </form>
      ) : null}
      <BrowseLink />
    </div>
  );
}

function Table({ comparison }: { comparison: Extract<Comparison, { state: "table" }> }) {
  const { products, rows } = comparison;
  const [onlyDifferences, setOnlyDifferences] = useState(comparison.onlyDifferences);
  const slugs = products.map((p) => p.slug);
  useRememberCompared(products);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <>
      <p className="mt-2 text-sm text-secondary">
        {products.length} products side by side. This page&rsquo;s address shows the same table to
        anyone you send it to.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-slate-700" data-testid="compare-summary">
          {differing === 0
            ? "Every specification is the same."
            : `${differing} of ${rows.length} specifications differ.`}
        </p>
        <Link
          to={compareHref(slugs, !onlyDifferences)}
          replace
          preventScrollReset
          onClick={(e) => {
            // With JavaScript the rows are shown or hidden at once; the address follows, so a
            // copied link still opens this view.
            e.preventDefault();
            setOnlyDifferences(!onlyDifferences);
            window.history.replaceState(
              window.history.state,
              "",
              compareHref(slugs, !onlyDifferences),
            );
          }}
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary hover:text-primary"
          data-testid="compare-diff-toggle"
        >
          {onlyDifferences ? "Show all specifications" : "Show only differences"}
        </Link>
      </div>
      <CompareTable products={products} rows={rows} onlyDifferences={onlyDifferences} />
      {comparison.fits.length > 0 ? (
        <section className="mt-8" aria-labelledby="compare-fits" data-testid="compare-fits">
          <h2 id="compare-fits" className="text-xl font-bold text-slate-900">
            Supplies that fit
          </h2>
          {comparison.fits.map((f) => (
            <section key={f.slug} className="mt-4" aria-label={`Supplies for the ${f.name}`}>
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-base font-semibold text-slate-900">
                <span className="min-w-0 break-words">{f.name}</span>
                <Link
                  to={`/supplies?printer=${encodeURIComponent(f.slug)}`}
                  className="text-sm font-semibold text-primary underline"
                >
                  {`All ${f.items.length}`}
                  <span className="sr-only">{` supplies for the ${f.name}`}</span>
                </Link>
              </h3>
              <ul className="mt-2 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {f.items.slice(0, FITS_SHOWN).map((p) => (
                  <li key={p.id} className="min-w-0">
                    <FitCard product={p} headingLevel={4} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </>
  );
}
