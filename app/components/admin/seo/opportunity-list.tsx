import type { Opportunity } from "~/lib/backlinks";
import { daBand, outreachStatusText } from "~/lib/seo-score";
import { daBadge, pill, potentialBadge } from "./tones";

/** The Opportunities tab: outreach statuses are only displayed, with '_' shown as a space. */
export function OpportunityList({ opportunities }: { opportunities: readonly Opportunity[] }) {
  if (opportunities.length === 0)
    return <p className="text-sm text-secondary">No opportunities yet.</p>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Opportunities">
      {opportunities.map((o) => (
        <li
          key={o.id}
          data-testid="opportunity-card"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-base font-semibold text-slate-900">{o.title}</h2>
            <span data-testid="outreach-status" className={`${pill} bg-slate-100 text-slate-700`}>
              {outreachStatusText(o.outreach_status)}
            </span>
          </div>
          <p className="mt-1 text-sm text-secondary">{o.domain}</p>
          <p className="mt-3 text-sm text-slate-700">{o.description}</p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-secondary">Domain Authority</dt>
              <dd>
                <span className={`${pill} ${daBadge[daBand(o.domain_authority)]}`}>
                  {o.domain_authority}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-secondary">Niche Relevance</dt>
              <dd className="font-semibold text-slate-900">{o.niche_relevance_score}%</dd>
            </div>
            <div>
              <dt className="text-xs text-secondary">Content Type</dt>
              <dd className="text-slate-900">{o.content_type}</dd>
            </div>
            <div>
              <dt className="text-xs text-secondary">Potential</dt>
              <dd>
                <span className={`${pill} ${potentialBadge[o.backlink_potential]}`}>
                  {o.backlink_potential}
                </span>
              </dd>
            </div>
          </dl>
          {o.contact_email ? (
            <p className="mt-4 text-sm">
              <a href={`mailto:${o.contact_email}`} className="text-primary hover:underline">
                {o.contact_email}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
