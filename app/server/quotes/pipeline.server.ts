/** The quote pipeline's figures for the dashboard, on India's calendar. */
import { addDays, businessDay } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { expireQuotations, quotePipelineCounts } from "../models/quotes.server";

export function quotePipeline(now = new Date()) {
  const today = businessDay(now);
  expireQuotations(today);
  const monthStart = `${today.slice(0, 8)}01`;
  // status_at is a UTC instant: the Indian month starts at 18:30 UTC the day before.
  const monthStartInstant = new Date(`${monthStart}T00:00:00+05:30`).toISOString();
  const c = quotePipelineCounts(today, addDays(today, 3), monthStartInstant);
  return {
    waiting: c.waiting,
    expiring: c.expiring,
    acceptedCount: c.acceptedCount,
    acceptedValue: formatPaise(c.acceptedPaise),
  };
}

export type QuotePipeline = ReturnType<typeof quotePipeline>;
