import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useSubmit } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DiscoveryFiltersForm } from "~/components/admin/seo/discovery-filters";
import { DiscoveryResults } from "~/components/admin/seo/discovery-results";
import { SampleDataNote, Spinner } from "~/components/admin/seo/sample-data-note";
import { DISCOVERY_FAKE_SEARCH_MS, filterDiscovery, parseDiscoveryFilters } from "~/lib/backlinks";
import { requireAdmin } from "~/server/auth/auth.server";
import { SAMPLE_DISCOVERY_OPPORTUNITIES } from "~/server/sample-data/backlinks.server";
import type { Route } from "./+types/backlink-discovery";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filters, searched } = parseDiscoveryFilters(new URL(request.url).searchParams);
  return {
    filters,
    results: searched ? filterDiscovery(SAMPLE_DISCOVERY_OPPORTUNITIES, filters) : null,
  };
}

export function meta() {
  return [{ title: "Backlink Discovery | Admin Panel" }];
}

export default function BacklinkDiscovery({ loaderData }: Route.ComponentProps) {
  const { filters, results } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const loadingHere =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const searching = waiting || loadingHere;

  // The search waits a fake 2 seconds before showing results. The form's values are taken
  // at the click, then the same GET the no-JS form sends is made, so the URL keeps the search.
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    window.clearTimeout(timer.current);
    setWaiting(true);
    timer.current = window.setTimeout(() => {
      setWaiting(false);
      submit(formData, { method: "get", preventScrollReset: true });
    }, DISCOVERY_FAKE_SEARCH_MS);
  }

  return (
    <>
      <PageHeader
        title="Backlink Discovery"
        description="Find sites that could link to the catalogue: filter by keywords, authority, content type and potential."
        actions={
          <Link
            to="/admin/backlinks"
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Back to Backlinks
          </Link>
        }
      />
      <SampleDataNote>
        The discovery tool searches a fixed set of example sites, not the live web.
      </SampleDataNote>
      <DiscoveryFiltersForm
        key={location.search}
        filters={filters}
        searching={searching}
        onSubmit={onSubmit}
      />
      {searching ? (
        <Spinner label="Searching for backlink opportunities..." />
      ) : results ? (
        <DiscoveryResults key={location.search} items={results} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-secondary">
          Set the filters and press Search to discover backlink opportunities.
        </p>
      )}
    </>
  );
}
