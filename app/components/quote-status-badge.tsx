import { QUOTE_STATUS_LABELS, type QuoteStatus } from "~/lib/quote-basket";

const COLOURS: Record<QuoteStatus, string> = {
  new: "bg-blue-50 text-blue-800",
  quoted: "bg-amber-50 text-amber-900",
  accepted: "bg-green-50 text-green-800",
  changes_asked: "bg-purple-50 text-purple-800",
  lost: "bg-slate-100 text-slate-700",
  expired: "bg-red-50 text-red-800",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      data-testid="quote-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
