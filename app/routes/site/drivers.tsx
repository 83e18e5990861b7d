import { Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/drivers";
import { Breadcrumb } from "~/components/breadcrumb";
import { DriverList } from "~/components/driver-list";
import { Pagination } from "~/components/pagination";
import { toDriverView } from "~/lib/driver-view";
import { pageHref, pageRange, parsePage } from "~/lib/pagination";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";
import { driverSearchWords, searchPublicDrivers } from "~/server/models/driver-catalogue.server";

const PER_PAGE = 20;
/** The search box's limit; the server reads no more than this either. */
const QUERY_MAX = 100;

/**
 * The driver download centre: every driver and utility staff have uploaded, searchable by printer
 * model or brand with a plain GET form, each downloaded through the counted download route.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, QUERY_MAX).trim();
  const asked = url.searchParams.get("page");
  const result = searchPublicDrivers(q, { page: parsePage(asked), perPage: PER_PAGE });
  if (asked !== null && asked !== (result.page > 1 ? String(result.page) : null)) {
    throw redirect(`${url.pathname}${pageHref(url.search, result.page).replace(/^\?$/, "")}`);
  }
  return {
    q,
    searched: driverSearchWords(q).length > 0,
    drivers: result.items.map(toDriverView),
    page: result.page,
    pageCount: result.pageCount,
    range: pageRange(result.page, result.perPage, result.total),
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const searched = loaderData?.searched ?? false;
  const page = loaderData?.page ?? 1;
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: page > 1 && !searched ? `/drivers?page=${page}` : "/drivers",
    title: pageTitle(`Printer Drivers & Software Downloads${page > 1 ? ` - Page ${page}` : ""}`),
    description:
      "Download Windows drivers and label software for Zebra, TSC, GoDex, Honeywell and other barcode printers: version, size and system for each.",
    // A search result is a view of this page, not a page of its own.
    robots: searched ? "noindex, follow" : "index, follow",
  });
}

export default function DriversPage({ loaderData }: Route.ComponentProps) {
  const { q, searched, drivers, page, pageCount, range } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Drivers" }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Driver Downloads</h1>
      <p className="mt-2 max-w-3xl text-secondary">
        Printer drivers and label design software for the printers we sell and service. Search by
        your printer&apos;s model or brand; if you cannot find yours,{" "}
        <Link to="/contact" className="font-semibold text-primary underline">
          ask us
        </Link>{" "}
        and we will send it.
      </p>

      <Form
        method="get"
        role="search"
        aria-label="Search drivers"
        className="mt-6 flex flex-col gap-2 sm:flex-row"
      >
        <label htmlFor="driver-q" className="sr-only">
          Printer model or brand
        </label>
        <input
          id="driver-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          maxLength={QUERY_MAX}
          placeholder="Printer model or brand, e.g. ZD421 or TSC"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark"
        >
          Search
        </button>
      </Form>

      <p className="mt-4 text-sm text-secondary" data-testid="drivers-showing" role="status">
        {range.total === 0
          ? searched
            ? `No drivers found for “${q}”.`
            : "No drivers yet."
          : `Showing ${range.from}-${range.to} of ${range.total} drivers${searched ? ` for “${q}”` : ""}`}
        {searched ? (
          <>
            {" "}
            <Link to="/drivers" className="font-semibold text-primary underline">
              Show all drivers
            </Link>
          </>
        ) : null}
      </p>

      {drivers.length > 0 ? (
        <div className="mt-4">
          <DriverList drivers={drivers} headingLevel={2} />
        </div>
      ) : null}
      <Pagination page={page} pageCount={pageCount} className="mt-8" />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Driver Downloads</h1>
      <p className="mt-6 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-red-800">
        The drivers could not be loaded. Please try again in a moment.
      </p>
    </main>
  );
}
