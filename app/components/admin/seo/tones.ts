/**
 * Classes for the tones that app/lib/seo-score.ts and app/lib/backlinks.ts decide on. Whole class
 * names are written out so Tailwind finds them; the thresholds stay in the lib.
 */
import type { BacklinkPotential, BacklinkStatus } from "~/lib/backlinks";
import type { DaBand, ScoreTone, SeverityTone } from "~/lib/seo-score";

export const scoreText: Record<ScoreTone, string> = {
  green: "text-green-700",
  amber: "text-amber-700",
  red: "text-red-700",
};

export const scoreRing: Record<ScoreTone, string> = {
  green: "border-green-500 bg-green-50",
  amber: "border-amber-500 bg-amber-50",
  red: "border-red-500 bg-red-50",
};

export const scoreBar: Record<ScoreTone, string> = {
  green: "bg-green-500",
  amber: "bg-amber-500",
  red: "bg-red-500",
};

export const severityBadge: Record<SeverityTone, string> = {
  red: "bg-red-100 text-red-800",
  amber: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
};

export const potentialBadge: Record<BacklinkPotential, string> = {
  high: "bg-green-100 text-green-800",
  medium: "bg-amber-100 text-amber-800",
  low: "bg-slate-200 text-slate-700",
};

export const daBadge: Record<DaBand, string> = {
  high: "bg-green-100 text-green-800",
  medium: "bg-amber-100 text-amber-800",
  low: "bg-red-100 text-red-800",
};

export const backlinkStatusBadge: Record<BacklinkStatus, string> = {
  active: "bg-green-100 text-green-800",
  pending: "bg-blue-100 text-blue-800",
  broken: "bg-red-100 text-red-800",
  lost: "bg-amber-100 text-amber-800",
  rejected: "bg-slate-200 text-slate-700",
};

/** A small rounded label. */
export const pill = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold";
