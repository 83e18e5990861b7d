import type { BacklinkSummary } from "~/lib/backlinks";

const number = new Intl.NumberFormat("en-IN");

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-secondary">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-secondary">{note}</p> : null}
    </li>
  );
}

/** The Overview tab: the backlink summary. */
export function BacklinkOverview({ summary }: { summary: BacklinkSummary }) {
  const maxQuality = Math.max(1, ...summary.quality_distribution.map((q) => q.count));
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Backlink summary">
        <StatCard label="Total Backlinks" value={number.format(summary.total_backlinks)} />
        <StatCard
          label="Active Backlinks"
          value={number.format(summary.active_backlinks)}
          note={`${Math.round((summary.active_backlinks / Math.max(1, summary.total_backlinks)) * 100)}% of all backlinks`}
        />
        <StatCard
          label="Average Domain Authority"
          value={summary.average_domain_authority.toFixed(1)}
        />
        <StatCard
          label="Dofollow Ratio"
          value={`${summary.dofollow_ratio}%`}
          note="Aim for 70-80%"
        />
        <StatCard
          label="Referral Traffic"
          value={number.format(summary.referral_traffic)}
          note="Visits in the last 30 days"
        />
        <StatCard label="Broken Backlinks" value={number.format(summary.broken_backlinks)} />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="top-anchors"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="top-anchors" className="text-lg font-semibold text-slate-900">
            Top Anchor Texts
          </h2>
          <ol className="mt-4 divide-y divide-slate-100">
            {summary.top_anchor_texts.map((a) => (
              <li key={a.text} className="flex items-center justify-between gap-4 py-2 text-sm">
                <span className="text-slate-800">{a.text}</span>
                <span className="font-semibold text-slate-900">{a.count}</span>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="quality-distribution"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="quality-distribution" className="text-lg font-semibold text-slate-900">
            Quality Distribution
          </h2>
          <ul className="mt-4 space-y-3">
            {summary.quality_distribution.map((q) => (
              <li key={q.range} className="text-sm">
                <div className="flex justify-between">
                  <span className="text-slate-700">Quality {q.range}</span>
                  <span className="font-semibold text-slate-900">{q.count}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${(q.count / maxQuality) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
