/**
 * A quotation as a document: the seller, the buyer, the lines with their discounts and GST, the
 * freight and the totals, in whole paise. Worked out once when staff preview or send it; the sent
 * document is stored as it is (quote_versions), so the buyer's page, its PDF and the proforma
 * invoice print exactly what was sent. The tax of each line comes from lib/gst.ts.
 */
import { quotationTax, taxLine } from "./gst";

interface QuotationParty {
  name: string;
  company: string | null;
  gstin: string | null;
  state: string;
  stateCode: string | null;
  city: string;
  phone: string;
  email: string;
}

export interface QuotationSeller {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string | null;
  phone: string;
  email: string;
  bank: { name: string; account: string; ifsc: string; branch: string };
}

export interface DraftLine {
  name: string;
  model: string | null;
  hsn: string | null;
  unit: string;
  quantity: number;
  /** Null: no price yet (a quotation cannot be sent so). */
  unitPricePaise: number | null;
  /** Hundredths of a percent. */
  discountBp: number;
  gstRate: number | null;
  note: string | null;
}

interface DocumentLine extends DraftLine {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface QuotationDocument {
  reference: string;
  version: number;
  /** Calendar days in India, YYYY-MM-DD. */
  date: string;
  validUntil: string;
  seller: QuotationSeller;
  buyer: QuotationParty;
  intraState: boolean;
  lines: DocumentLine[];
  /** The discount on every line, hundredths of a percent. */
  discountBp: number;
  freight: {
    paise: number;
    gstRate: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  totals: {
    grossPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  paymentTerms: string;
  terms: string;
}

const BP = 10_000n;

/**
 * A line's discount in paise: its own percentage and then the quotation's, taken off the line's
 * value with one rounding (half up), so the line's taxable value is exact and adds up as printed.
 */
function lineDiscountPaise(grossPaise: number, lineBp: number, overallBp: number): number {
  const keep =
    (BigInt(grossPaise) * (BP - BigInt(lineBp)) * (BP - BigInt(overallBp)) * 2n + BP * BP) /
    (2n * BP * BP);
  return grossPaise - Number(keep);
}

/** Every figure of a quotation from its draft lines, discount and freight. */
export function computeQuotation(input: {
  lines: DraftLine[];
  discountBp: number;
  freightPaise: number;
  freightGstRate: number;
  intraState: boolean;
}): Pick<QuotationDocument, "lines" | "freight" | "totals" | "discountBp"> {
  const { lines, discountBp, intraState } = input;
  const taxed = quotationTax(
    lines.map((l) => ({
      unitPricePaise: l.unitPricePaise,
      quantity: l.quantity,
      gstRate: l.gstRate,
      discountPaise:
        l.unitPricePaise === null
          ? 0
          : lineDiscountPaise(l.unitPricePaise * l.quantity, l.discountBp, discountBp),
    })),
    intraState,
  );
  const freight = taxLine(
    { unitPricePaise: input.freightPaise, quantity: 1, gstRate: input.freightGstRate },
    intraState,
  );
  const t = taxed.totals;
  return {
    discountBp,
    lines: lines.map((l, i) => {
      const x = taxed.lines[i];
      return {
        ...l,
        grossPaise: x.grossPaise,
        discountPaise: x.discountPaise,
        taxablePaise: x.taxablePaise,
        cgstPaise: x.cgstPaise,
        sgstPaise: x.sgstPaise,
        igstPaise: x.igstPaise,
        totalPaise: x.totalPaise,
      };
    }),
    freight: {
      paise: input.freightPaise,
      gstRate: input.freightGstRate,
      cgstPaise: freight.cgstPaise,
      sgstPaise: freight.sgstPaise,
      igstPaise: freight.igstPaise,
      totalPaise: freight.totalPaise,
    },
    totals: {
      grossPaise: t.grossPaise,
      discountPaise: t.discountPaise,
      taxablePaise: t.taxablePaise + freight.taxablePaise,
      cgstPaise: t.cgstPaise + freight.cgstPaise,
      sgstPaise: t.sgstPaise + freight.sgstPaise,
      igstPaise: t.igstPaise + freight.igstPaise,
      totalPaise: t.totalPaise + freight.totalPaise,
    },
  };
}

/** "2.5%" from 250 hundredths; "" for none. */
export function formatBp(bp: number): string {
  if (!bp) return "";
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** Half of a GST rate, as CGST and SGST print it ("9%", "2.5%"). */
export function halfRate(rate: number): string {
  return `${rate / 2}%`;
}
