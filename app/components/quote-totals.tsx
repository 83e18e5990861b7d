import type { ReactNode } from "react";
import { formatPaise, type TaxTotals } from "~/lib/gst";

/**
 * The basket's and the sent request's money: the value of the priced lines, the GST they would
 * carry (CGST + SGST inside the seller's state, IGST from another, each product at its own rate),
 * the total, and the lines priced on request named apart, outside every figure. It is an estimate:
 * the quotation staff send is what counts.
 */
export function QuoteTotals({
  totals,
  supply,
  onRequest,
  pricedCount,
  children,
  className = "",
}: {
  totals: TaxTotals;
  supply: "intra" | "inter" | null;
  /** Names of the lines priced on request. */
  onRequest: string[];
  pricedCount: number;
  /** The state chooser (the basket) or the chosen state (the sent page). */
  children?: ReactNode;
  className?: string;
}) {
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <section
      aria-labelledby="quote-totals-heading"
      className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-6 ${className}`}
      data-testid="quote-totals"
    >
      <h2 id="quote-totals-heading" className="text-xl font-bold text-slate-900">
        Estimated total
      </h2>
      <p className="mt-1 text-sm text-secondary">
        Indicative, at today&rsquo;s prices and each product&rsquo;s GST rate; our quotation
        confirms it.
      </p>
      {children}
      {pricedCount > 0 ? (
        <dl className="mt-4 divide-y divide-slate-100 tabular-nums" aria-live="polite">
          <div className={row}>
            <dt>
              Subtotal ({pricedCount} {pricedCount === 1 ? "product" : "products"}, before GST)
            </dt>
            <dd className="font-semibold" data-testid="quote-subtotal">
              {formatPaise(totals.taxablePaise)}
            </dd>
          </div>
          {supply === "intra" ? (
            <>
              <div className={row}>
                <dt>CGST</dt>
                <dd data-testid="quote-cgst">{formatPaise(totals.cgstPaise)}</dd>
              </div>
              <div className={row}>
                <dt>SGST</dt>
                <dd data-testid="quote-sgst">{formatPaise(totals.sgstPaise)}</dd>
              </div>
            </>
          ) : supply === "inter" ? (
            <div className={row}>
              <dt>IGST</dt>
              <dd data-testid="quote-igst">{formatPaise(totals.igstPaise)}</dd>
            </div>
          ) : (
            <div className={row}>
              <dt>GST</dt>
              <dd className="text-right text-secondary" data-testid="quote-gst-pending">
                Choose your delivery state
              </dd>
            </div>
          )}
          <div className={`${row} text-lg`}>
            <dt className="font-bold">{supply ? "Total with GST" : "Total before GST"}</dt>
            <dd className="font-bold" data-testid="quote-total">
              {formatPaise(supply ? totals.totalPaise : totals.taxablePaise)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-4 text-slate-700">
          No price is shown for these products: we quote every one in our reply.
        </p>
      )}
      {totals.rateUnknown > 0 && supply ? (
        <p className="mt-2 text-sm text-secondary">
          GST on {totals.rateUnknown} {totals.rateUnknown === 1 ? "product" : "products"} is
          confirmed in our quotation and not in this total.
        </p>
      ) : null}
      {onRequest.length > 0 && pricedCount > 0 ? (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Price on request, not in this total:</p>
          <ul className="mt-1 list-disc pl-5" data-testid="quote-on-request">
            {onRequest.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
