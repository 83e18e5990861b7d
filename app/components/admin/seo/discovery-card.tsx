import type { DiscoveryOpportunity } from "~/lib/backlinks";
import { daBand } from "~/lib/seo-score";
import { formatDate } from "~/lib/text";
import { daBadge, pill, potentialBadge } from "./tones";

/** The id of the note that explains why 'Add to Opportunities' does nothing (the button is deliberately inert). */
export const ADD_NOTE_ID = "add-to-opportunities-note";

export const inertButton =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";

/** One discovery result with every field of an opportunity. */
export function DiscoveryCard({
  item,
  selected,
  onSelect,
}: {
  item: DiscoveryOpportunity;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const headingId = `discovery-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="discovery-card"
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
        selected ? "border-primary ring-2 ring-primary/30" : "border-slate-200"
      }`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          name="selected"
          value={item.id}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${item.title}`}
          className="mt-1 h-4 w-4 rounded border-slate-300"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {item.title}
            </h3>
            <span
              data-testid="backlink-potential"
              className={`${pill} ${potentialBadge[item.backlink_potential]}`}
            >
              {item.backlink_potential} potential
            </span>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-secondary">
            <span data-testid="discovery-domain">{item.domain}</span>
            <span className={`${pill} bg-slate-100 text-slate-700`} data-testid="content-type">
              {item.content_type}
            </span>
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-secondary">DA</dt>
          <dd>
            <span className={`${pill} ${daBadge[daBand(item.domain_authority)]}`}>
              {item.domain_authority}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">PA</dt>
          <dd className="font-semibold text-slate-900">{item.page_authority}</dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">Relevance</dt>
          <dd className="font-semibold text-slate-900">{item.niche_relevance}%</dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">Competitor Links</dt>
          <dd className="font-semibold text-slate-900">{item.competitor_links}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-secondary">Last Updated</dt>
          <dd className="text-slate-900">{formatDate(item.last_updated)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{item.description}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Keyword tags">
        {item.keywords.map((k) => (
          <li key={k} className={`${pill} bg-blue-50 font-medium text-blue-800`}>
            {k}
          </li>
        ))}
      </ul>
      {item.contact_info.email || item.contact_info.contact_form ? (
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {item.contact_info.email ? (
            <a href={`mailto:${item.contact_info.email}`} className="text-primary hover:underline">
              {item.contact_info.email}
            </a>
          ) : null}
          {item.contact_info.contact_form ? (
            <a
              href={item.contact_info.contact_form}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary hover:underline"
            >
              Contact Form
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <button type="button" aria-describedby={ADD_NOTE_ID} className={inertButton}>
          Add to Opportunities
        </button>
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-dark"
        >
          View Page
        </a>
      </div>
    </article>
  );
}
