import { Form, Link } from "react-router";
import { placeLine } from "~/lib/gstin";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { QuoteStatusBadge } from "~/components/quote-status-badge";
import { Pagination } from "~/components/pagination";
import { pageRange, parsePage } from "~/lib/pagination";
import { isQuoteStatus, QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "~/lib/quote-basket";
import { businessDay, formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { requireAdmin } from "~/server/auth/auth.server";
import { expireQuotations, listQuoteRequests } from "~/server/models/quotes.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import type { Route } from "./+types/quotes";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status") ?? "";
  const status = isQuoteStatus(rawStatus) ? rawStatus : undefined;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  // Quotations past their validity are marked expired before the list is read.
  const today = businessDay();
  expireQuotations(today);
  const page = listQuoteRequests({ status, search: q, page: parsePage(params.get("page")) });
  return {
    filter: { status: status ?? "", q },
    page: {
      page: page.page,
      pageCount: page.pageCount,
      ...pageRange(page.page, page.perPage, page.total),
    },
    quotes: page.items.map((r) => ({
      id: r.id,
      reference: r.reference,
      name: r.name,
      company: r.company,
      state: r.state,
      city: r.city,
      status: r.status,
      lines: r.line_count,
      date: formatDate(r.created_at),
      isoDate: r.created_at,
      value: r.value_paise === null ? null : formatPaise(r.value_paise),
      // Days since the buyer asked, on India's calendar.
      age: Math.round((Date.parse(today) - Date.parse(businessDay(r.created_at))) / 86_400_000),
      statusDate: r.status_at ? formatDate(r.status_at) : null,
    })),
  };
}

export function meta() {
  return [{ title: "Quotes | Admin Panel" }];
}

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { filter, page, quotes } = loaderData;
  const filtered = filter.status !== "" || filter.q !== "";
  return (
    <>
      <PageHeader
        title="Quotes"
        description="Quote requests sent from the quote basket, newest first."
        actions={
          <Link
            to="/admin/quotes/settings"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-primary"
          >
            Seller settings
          </Link>
        }
      />
      <Form
        method="get"
        className="mb-5 flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Filter quote requests"
      >
        <div>
          <label htmlFor="quotes-status" className="block text-xs font-medium text-slate-600">
            Status
          </label>
          <select
            id="quotes-status"
            name="status"
            defaultValue={filter.status}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">All</option>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {QUOTE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor="quotes-q" className="block text-xs font-medium text-slate-600">
            Search
          </label>
          <input
            id="quotes-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.q}
            placeholder="Reference, name, company, email, phone, GSTIN, city"
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
        >
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/quotes" className="py-2 text-sm text-primary underline">
            Clear
          </Link>
        ) : null}
      </Form>
      <p className="mb-3 text-sm text-secondary">
        {page.total === 0
          ? filtered
            ? "No quote requests match."
            : "No quote requests yet."
          : `Showing ${page.from}-${page.to} of ${page.total} quote requests`}
      </p>
      {quotes.length > 0 ? (
        <DataTable
          caption="Quote requests, newest first"
          rows={quotes}
          rowKey={(r) => r.id}
          rowTestId="quote-row"
          columns={[
            {
              header: "Reference",
              cell: (r) => (
                <Link to={`/admin/quotes/${r.id}`} className="font-mono text-primary underline">
                  {r.reference}
                </Link>
              ),
            },
            { header: "Date", cell: (r) => <time dateTime={r.isoDate}>{r.date}</time> },
            {
              header: "Buyer",
              cell: (r) => (
                <span>
                  <span className="font-medium text-slate-900">{r.name}</span>
                  {r.company ? <span className="block text-secondary">{r.company}</span> : null}
                </span>
              ),
            },
            { header: "Delivery", cell: (r) => placeLine(r.city, r.state) },
            { header: "Lines", cell: (r) => r.lines },
            { header: "Value", cell: (r) => r.value ?? "not sent" },
            { header: "Age", cell: (r) => (r.age === 1 ? "1 day" : `${r.age} days`) },
            {
              header: "Status",
              cell: (r) => (
                <span>
                  <QuoteStatusBadge status={r.status} />
                  {r.statusDate ? (
                    <span className="block text-xs text-secondary">{r.statusDate}</span>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" />
    </>
  );
}
