// What the AMC screens show beside the server's rules: the kinds of contract and the list's filters.

export const AMC_KINDS = ["comprehensive", "non-comprehensive"] as const;
export const AMC_KIND_LABELS: Record<(typeof AMC_KINDS)[number], string> = {
  comprehensive: "Comprehensive (parts and labour)",
  "non-comprehensive": "Non-comprehensive (labour and visits)",
};

/** The contract list's filters: every contract, those running, those ending within 30 days, ended. */
export const AMC_FILTERS = ["all", "running", "due", "ended"] as const;
export type AmcFilter = (typeof AMC_FILTERS)[number];
