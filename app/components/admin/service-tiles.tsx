/**
 * The Service figures of the admin dashboard, each a link to the list it counts: open tickets by
 * status, overdue, estimates waiting for the customer, the in-warranty share and AMC renewals due.
 * Self-contained: the dashboard's loader passes serviceFigures() (service/queue.server.ts) as is.
 */
import { Link } from "react-router";
import { TICKET_STATUS_LABELS, type TicketStatus } from "~/lib/service-tickets";

export interface ServiceFigures {
  open: number;
  byStatus: Record<TicketStatus, number>;
  overdue: number;
  estimatesWaiting: number;
  inWarrantyPercent: number | null;
  amcRenewalsDue: number;
}

const OPEN_STATUSES: TicketStatus[] = [
  "received",
  "inspected",
  "estimate_sent",
  "approved",
  "declined",
  "repairing",
  "ready",
];

export function ServiceTiles({ figures }: { figures: ServiceFigures }) {
  const tiles = [
    {
      key: "overdue",
      label: "Overdue tickets",
      value: String(figures.overdue),
      to: "/admin/service",
      alert: figures.overdue > 0,
    },
    {
      key: "estimates",
      label: "Estimates waiting",
      value: String(figures.estimatesWaiting),
      to: "/admin/service?status=estimate_sent",
      alert: false,
    },
    {
      key: "warranty",
      label: "Open tickets in warranty",
      value: figures.inWarrantyPercent === null ? "–" : `${figures.inWarrantyPercent}%`,
      to: "/admin/service",
      alert: false,
    },
    {
      key: "amc",
      label: "AMC renewals due (30 days)",
      value: String(figures.amcRenewalsDue),
      to: "/admin/service/amc?show=due",
      alert: figures.amcRenewalsDue > 0,
    },
  ];
  return (
    <section aria-labelledby="service-figures" className="mb-8" data-testid="service-tiles">
      <h2 id="service-figures" className="mb-3 text-lg font-semibold text-slate-900">
        Service{" "}
        <Link to="/admin/service" className="text-sm font-medium text-primary underline">
          {figures.open} open ticket{figures.open === 1 ? "" : "s"}
        </Link>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((t) => (
          <li key={t.key}>
            <Link
              to={t.to}
              aria-label={`${t.label}: ${t.value}`}
              className={`flex h-full flex-col rounded-xl border bg-white p-4 shadow-sm transition hover:border-primary hover:shadow ${
                t.alert ? "border-amber-300" : "border-slate-200"
              }`}
            >
              <span className="text-3xl font-bold text-slate-900">{t.value}</span>
              <span className="mt-1 text-sm font-medium text-slate-900">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Open tickets by status">
        {OPEN_STATUSES.map((s) => (
          <li key={s}>
            <Link
              to={`/admin/service?status=${s}`}
              className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1 hover:border-primary"
            >
              {TICKET_STATUS_LABELS[s]}: <strong>{figures.byStatus[s]}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
