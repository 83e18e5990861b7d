/**
 * The staff's quotation editor as a posted form: the quotation's fields, and each line as
 * `line.<n>.<field>` (existing lines carry `line.<n>.id`; blank rows at the end add lines, a ticked
 * `line.<n>.remove` drops one). Every field is read by its rule in entities/quote-fields.server.ts;
 * any error refuses the whole form, keyed by the input's name, so nothing is half saved.
 */
import { addDays, businessDay } from "~/lib/dates";
import {
  QUOTATION_MAX_LINES,
  quotationInput,
  quoteLineInput,
  QUOTE_LINE_FIELDS,
} from "../entities/quote-fields.server";
import type { QuotationDraft, QuoteRequestWithLines } from "../models/quotes.server";
import { sellerSettingsValues } from "../models/seller-settings.server";

/** Empty rows the editor offers below the lines, for adding lines without JavaScript. */
export const NEW_LINE_ROWS = 3;

const LINE_KEY = /^line\.(\d{1,4})\.([a-z_]+)$/;

export type ParsedQuotation =
  { ok: true; draft: QuotationDraft } | { ok: false; errors: Record<string, string> };

export function parseQuotationForm(
  values: Record<string, string>,
  current: QuoteRequestWithLines,
): ParsedQuotation {
  const errors: Record<string, string> = {};
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const m = LINE_KEY.exec(key);
    if (m) rows.add(Number(m[1]));
  }
  const lines: QuotationDraft["lines"] = [];
  for (const n of [...rows].sort((a, b) => a - b)) {
    const v = (f: string) => values[`line.${n}.${f}`] ?? "";
    if (v("remove")) continue;
    const existing = v("id") ? current.lines.find((l) => String(l.id) === v("id")) : undefined;
    const typed = Object.keys(QUOTE_LINE_FIELDS).some(
      (f) => f !== "unit" && f !== "discount_bp" && f !== "gst_rate" && v(f).trim() !== "",
    );
    if (!existing && !typed) continue;
    const parsed = quoteLineInput.safeParse({
      name: v("name"),
      model: v("model"),
      hsn_code: v("hsn_code"),
      unit: v("unit").trim() || "Nos",
      quantity: v("quantity"),
      unit_price_paise: v("unit_price_paise"),
      discount_bp: v("discount_bp"),
      gst_rate: v("gst_rate"),
      note: v("note"),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[`line.${n}.${String(issue.path[0])}`] ??= issue.message;
      continue;
    }
    lines.push({
      ...parsed.data,
      product_id: existing?.product_id ?? null,
      slug: existing?.slug ?? null,
    });
  }
  if (lines.length > QUOTATION_MAX_LINES)
    errors.lines = `A quotation holds at most ${QUOTATION_MAX_LINES} lines`;
  const own = quotationInput.safeParse(values);
  if (!own.success)
    for (const issue of own.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (Object.keys(errors).length > 0 || !own.success) return { ok: false, errors };
  return {
    ok: true,
    draft: { ...own.data, freight_gst_rate: own.data.freight_gst_rate ?? 18, lines },
  };
}

/** What the editor shows for fields never saved: the seller's defaults. */
export function quotationDefaults(today = new Date()) {
  const s = sellerSettingsValues();
  return {
    validUntil: addDays(businessDay(today), s.validity_days),
    paymentTerms: s.payment_terms ?? "",
    terms: s.terms ?? "",
  };
}
