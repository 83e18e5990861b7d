// What the AMC screens show beside the server's rules: the kinds of contract and the list's filters.

export const AMC_KINDS = ["comprehensive", "non-comprehensive"] as const;
export const AMC_KIND_LABELS: Record<(typeof AMC_KINDS)[number], string> = {
  comprehensive: "Comprehensive (parts and labour)",
  "non-comprehensive": "Non-comprehensive (labour and visits)",
};

export type AmcKind = (typeof AMC_KINDS)[number];

/**
 * An AMC asked for from the AMC page travels in the quote basket as a service line: a SAC code
 * (998713, maintenance and repair of computers and peripheral equipment) in place of an HSN, GST at
 * 18%, the printers covered as its quantity and its price quoted by staff.
 */
export const AMC_SAC = "998713";
export const AMC_GST_RATE = 18;

/** The service line's description, as the basket, the request and the quotation show it. */
export function amcLineName(kind: AmcKind): string {
  return `Annual maintenance contract (1 year): ${AMC_KIND_LABELS[kind]}, 4 preventive visits`;
}

/** The contract list's filters: every contract, those running, those ending within 30 days, ended. */
export const AMC_FILTERS = ["all", "running", "due", "ended"] as const;
export type AmcFilter = (typeof AMC_FILTERS)[number];
