import { Link } from "react-router";
import type { QuotePipeline } from "~/server/quotes/pipeline.server";

/** The dashboard's quote tiles: waiting for an answer, expiring within 3 days, accepted this month. */
export function QuotePipelineTiles({ pipeline }: { pipeline: QuotePipeline }) {
  const tiles = [
    {
      key: "waiting",
      value: String(pipeline.waiting),
      label: "Quotes waiting",
      note: "New requests and changes asked",
      to: "/admin/quotes?status=new",
    },
    {
      key: "expiring",
      value: String(pipeline.expiring),
      label: "Expiring in 3 days",
      note: "Sent quotations about to lapse",
      to: "/admin/quotes?status=quoted",
    },
    {
      key: "accepted",
      value: String(pipeline.acceptedCount),
      label: "Accepted this month",
      note: pipeline.acceptedValue,
      to: "/admin/quotes?status=accepted",
    },
  ];
  return (
    <section aria-labelledby="quote-pipeline" className="mb-8">
      <h2 id="quote-pipeline" className="mb-3 text-lg font-semibold text-slate-900">
        Quotes
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.key}>
            <Link
              to={t.to}
              data-testid={`quotes-${t.key}`}
              aria-label={`${t.label}: ${t.value}`}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-primary hover:shadow"
            >
              <span className="text-3xl font-bold text-slate-900">{t.value}</span>
              <span className="mt-1 text-sm font-medium text-slate-900">{t.label}</span>
              <span className="mt-auto pt-1 text-xs text-secondary">{t.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
