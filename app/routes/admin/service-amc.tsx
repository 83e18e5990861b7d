import { Form, Link } from "react-router";
import { ButtonLink, PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { ServiceNav } from "~/components/admin/service-nav";
import { Pagination } from "~/components/pagination";
import { businessDay, formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { parsePage } from "~/lib/pagination";
import { requireAdmin } from "~/server/auth/auth.server";
import { AMC_FILTERS, type AmcFilter } from "~/lib/amc";
import { amcRenewalsDue, listAmc } from "~/server/service/amc.server";
import type { Route } from "./+types/service-amc";

const FILTER_LABELS: Record<AmcFilter, string> = {
  all: "All",
  running: "Running",
  due: "Renewal due (30 days)",
  ended: "Ended",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("show") ?? "all";
  const filter: AmcFilter = (AMC_FILTERS as readonly string[]).includes(asked)
    ? (asked as AmcFilter)
    : "all";
  const q = (params.get("q") ?? "").slice(0, 100);
  const today = businessDay();
  const page = listAmc(filter, q, parsePage(params.get("page")), today);
  return {
    filter,
    q,
    total: page.total,
    page: { page: page.page, pageCount: page.pageCount },
    due: amcRenewalsDue(30, today).map((c) => ({
      id: c.id,
      reference: c.reference,
      customer: c.customer,
      ends: formatDate(c.end_date),
    })),
    contracts: page.items.map(({ contract: c, devices }) => ({
      id: c.id,
      reference: c.reference,
      customer: c.customer,
      kind: c.kind === "comprehensive" ? "Comprehensive" : "Non-comprehensive",
      devices,
      period: `${formatDate(c.start_date)} – ${formatDate(c.end_date)}`,
      state: c.end_date < today ? "Ended" : c.start_date > today ? "Not started" : "Running",
      visits: `${c.visits_done} of ${c.visits_included}`,
      value: formatPaise(c.value_paise),
    })),
  };
}

export function meta() {
  return [{ title: "AMC contracts | Admin Panel" }];
}

export default function AdminAmc({ loaderData }: Route.ComponentProps) {
  const { filter, q, due, contracts, total } = loaderData;
  return (
    <>
      <ServiceNav />
      <PageHeader
        title="AMC contracts"
        description="Annual maintenance contracts: the machines they cover come first in the service queue."
        actions={<ButtonLink to="/admin/service/amc/new">Add contract</ButtonLink>}
      />
      {due.length > 0 ? (
        <section
          aria-labelledby="amc-due"
          className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="amc-due" className="font-semibold text-amber-900">
            Renewals due in the next 30 days ({due.length})
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {due.map((c) => (
              <li key={c.id}>
                <Link to={`/admin/service/amc/${c.id}`} className="text-primary underline">
                  {c.reference}
                </Link>{" "}
                {c.customer}, ends {c.ends} ·{" "}
                <Link to={`/admin/service/amc/${c.id}/renew`} className="text-primary underline">
                  Renew
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label="Filter contracts"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="amc-show" className="block text-xs font-medium text-slate-600">
            Show
          </label>
          <select
            id="amc-show"
            name="show"
            defaultValue={filter}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {AMC_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="amc-q" className="block text-xs font-medium text-slate-600">
            Find
          </label>
          <input
            id="amc-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            placeholder="Customer, reference, GSTIN or a device's serial"
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
        >
          Filter
        </button>
      </Form>
      <p className="mb-3 text-sm text-secondary">
        {total} contract{total === 1 ? "" : "s"}
      </p>
      <DataTable
        caption="AMC contracts"
        rows={contracts}
        rowKey={(c) => c.id}
        empty={q || filter !== "all" ? "No contracts match." : "No contracts yet."}
        columns={[
          {
            header: "Contract",
            cell: (c) => (
              <Link
                to={`/admin/service/amc/${c.id}`}
                className="font-medium text-primary underline"
              >
                {c.reference}
              </Link>
            ),
          },
          { header: "Customer", cell: (c) => c.customer },
          { header: "Kind", cell: (c) => c.kind },
          { header: "Devices", cell: (c) => c.devices },
          { header: "Period", cell: (c) => `${c.period} (${c.state})` },
          { header: "Visits done", cell: (c) => c.visits },
          { header: "Value", cell: (c) => c.value },
        ]}
      />
      <Pagination
        page={loaderData.page.page}
        pageCount={loaderData.page.pageCount}
        className="mt-6"
      />
    </>
  );
}
