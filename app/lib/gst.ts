// GST on a quotation, worked in whole paise so every figure adds up exactly as printed.

/**
 * Whether a line's code is a SAC (a service: chapter 99 of the GST classification, six digits) rather
 * than a good's HSN; the quotation names it so.
 */
export function isSacCode(code: string | null | undefined): boolean {
  return /^99\d{4}$/.test(code ?? "");
}

/** The GST slabs a quotation line may carry. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

export interface TaxLineInput {
  /** Price of one unit before GST, in paise; null when the price is given on request. */
  unitPricePaise: number | null;
  quantity: number;
  /** Percent; null when not yet set (the line's GST is then to be confirmed). */
  gstRate: number | null;
  /** Taken off the line's value before tax, in paise (never below zero, never past the value). */
  discountPaise?: number;
}

export interface TaxLine {
  /** False when the line has no price: shown as "on request", left out of the totals. */
  priced: boolean;
  /** Priced, but no GST rate is set: its tax is left at zero and is to be confirmed. */
  rateUnknown: boolean;
  /** Unit price times quantity, before any discount. */
  grossPaise: number;
  /** The discount actually taken off (capped at the line's value). */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** Lines quoted on request, outside these totals. */
  onRequest: number;
  /** Priced lines without a GST rate: their value is in the totals, their tax is not. */
  rateUnknown: number;
}

/** Supply inside the seller's state is taxed as CGST + SGST (half the rate each), otherwise IGST. */
export function isIntraState(sellerState: string, buyerState: string): boolean {
  return sellerState.trim().toLowerCase() === buyerState.trim().toLowerCase();
}

/**
 * How a supply is taxed: "intra" (CGST + SGST), "inter" (IGST), or null while the buyer's state is
 * not known yet (an estimate then shows the value before GST only).
 */
export function supplyOf(
  sellerState: string,
  buyerState: string | null | undefined,
): "intra" | "inter" | null {
  if (!buyerState?.trim()) return null;
  return isIntraState(sellerState, buyerState) ? "intra" : "inter";
}

/** n / d rounded to the nearest whole number, halves up (n >= 0, d > 0, both whole). */
export function divideRoundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Rupees as stored (a decimal number) to whole paise, without floating-point drift. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(Number((rupees * 100).toPrecision(12)));
}

/** One line's tax, rounded half up on that line. */
export function taxLine(line: TaxLineInput, intraState: boolean): TaxLine {
  const { unitPricePaise: unit, quantity, gstRate: rate } = line;
  if (unit === null || unit < 0) {
    return {
      priced: false,
      rateUnknown: false,
      grossPaise: 0,
      discountPaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    };
  }
  const gross = unit * quantity;
  const discount = Math.min(Math.max(0, Math.round(line.discountPaise ?? 0)), gross);
  const taxable = gross - discount;
  const known = rate !== null && rate >= 0 ? rate : null;
  // Half the rate each for CGST and SGST: rate / 200 of the taxable value.
  const half = intraState && known !== null ? divideRoundHalfUp(taxable * known, 200) : 0;
  const igst = !intraState && known !== null ? divideRoundHalfUp(taxable * known, 100) : 0;
  return {
    priced: true,
    rateUnknown: known === null,
    grossPaise: gross,
    discountPaise: discount,
    taxablePaise: taxable,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise: igst,
    totalPaise: taxable + 2 * half + igst,
  };
}

/** Every line's tax and the totals of the priced lines. */
export function quotationTax(lines: TaxLineInput[], intraState: boolean) {
  const taxed = lines.map((l) => taxLine(l, intraState));
  const totals: TaxTotals = {
    grossPaise: 0,
    discountPaise: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
    onRequest: 0,
    rateUnknown: 0,
  };
  for (const t of taxed) {
    if (!t.priced) {
      totals.onRequest++;
      continue;
    }
    if (t.rateUnknown) totals.rateUnknown++;
    totals.grossPaise += t.grossPaise;
    totals.discountPaise += t.discountPaise;
    totals.taxablePaise += t.taxablePaise;
    totals.cgstPaise += t.cgstPaise;
    totals.sgstPaise += t.sgstPaise;
    totals.igstPaise += t.igstPaise;
    totals.totalPaise += t.totalPaise;
  }
  return { lines: taxed, totals };
}

const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,23,456.78": paise in Indian grouping, the way a tax invoice prints them. */
export function formatPaise(paise: number): string {
  return rupeesAndPaise.format(paise / 100);
}
