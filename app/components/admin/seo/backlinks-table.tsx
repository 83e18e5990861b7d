import { DataTable } from "~/components/admin/data-table";
import type { Backlink } from "~/lib/backlinks";
import { daBand } from "~/lib/seo-score";
import { formatDate } from "~/lib/text";
import { backlinkStatusBadge, daBadge, pill } from "./tones";

/** The Backlinks tab: every placeholder backlink in the one admin table. */
export function BacklinksTable({ backlinks }: { backlinks: readonly Backlink[] }) {
  return (
    <DataTable
      caption="Backlinks"
      rows={[...backlinks]}
      rowKey={(b) => b.id}
      empty="No backlinks yet"
      columns={[
        {
          header: "Source URL",
          cell: (b) => (
            <a
              href={b.source_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-primary hover:underline"
            >
              {b.source_url}
            </a>
          ),
        },
        { header: "Anchor Text", cell: (b) => b.anchor_text },
        { header: "Link Type", cell: (b) => b.link_type },
        {
          header: "DA",
          cell: (b) => (
            <span className={`${pill} ${daBadge[daBand(b.domain_authority)]}`}>
              {b.domain_authority}
            </span>
          ),
        },
        { header: "Quality", cell: (b) => `${b.quality_score}/100` },
        {
          header: "Status",
          cell: (b) => (
            <span className={`${pill} ${backlinkStatusBadge[b.status]}`}>{b.status}</span>
          ),
        },
        {
          header: "Discovered",
          cell: (b) => <span className="whitespace-nowrap">{formatDate(b.discovered_date)}</span>,
        },
      ]}
    />
  );
}
