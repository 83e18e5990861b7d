import { TICKET_STATUS_LABELS, type TicketStatus } from "~/lib/service-tickets";

const COLOURS: Record<TicketStatus, string> = {
  received: "bg-blue-50 text-blue-800",
  inspected: "bg-blue-50 text-blue-800",
  estimate_sent: "bg-amber-50 text-amber-900",
  approved: "bg-green-50 text-green-800",
  declined: "bg-red-50 text-red-800",
  repairing: "bg-violet-50 text-violet-800",
  ready: "bg-green-50 text-green-800",
  delivered: "bg-slate-100 text-slate-700",
  closed: "bg-slate-100 text-slate-700",
};

/** A service ticket's status as a coloured label, on the tracking page and in the staff queue. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      data-testid="ticket-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${COLOURS[status]}`}
    >
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
