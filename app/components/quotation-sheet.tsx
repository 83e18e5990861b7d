import { formatDate } from "~/lib/dates";
import { placeLine } from "~/lib/gstin";
import { formatPaise, isSacCode } from "~/lib/gst";
import { formatBp, halfRate, type QuotationDocument } from "~/lib/quotation";
import { amountInWords } from "~/lib/words";

/**
 * A quotation or proforma invoice on one sheet of A4: what the buyer's page shows, what it prints
 * and what the PDF is. The lines' table has small type and wraps its descriptions, so 11 columns fit
 * the printable width (186 mm) without clipping.
 */
export const SHEET_PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  .sheet-screen-only { display: none !important; }
  .sheet { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; width: auto !important; }
  .sheet tr, .sheet-totals, .sheet-terms, .sheet-bank { break-inside: avoid; }
  .sheet { font-size: 9.5pt; color: #000; }
}
`;

const th = "border border-slate-300 px-1.5 py-1 text-left font-semibold";
const td = "border border-slate-300 px-1.5 py-1 align-top";
const num = `${td} text-right tabular-nums`;

export function QuotationSheet({
  doc,
  title,
  number,
  date,
  note,
}: {
  doc: QuotationDocument;
  /** "Quotation" or "Proforma invoice". */
  title: string;
  /** The document's own number (the quotation's reference, or the proforma's). */
  number: string;
  date: string;
  note?: string;
}) {
  const money = formatPaise;
  const hasDiscount = doc.lines.some((l) => l.discountPaise > 0);
  const tax = doc.intraState ? ["CGST", "SGST"] : ["IGST"];
  return (
    <article
      className="sheet mx-auto w-full max-w-[210mm] bg-white p-4 text-sm text-slate-900 shadow sm:p-8"
      aria-label={`${title} ${number}`}
    >
      <header className="flex flex-wrap justify-between gap-4 border-b-2 border-slate-800 pb-3">
        <div className="min-w-0">
          <p className="text-lg font-bold">{doc.seller.legalName}</p>
          <p className="whitespace-pre-line">{doc.seller.address}</p>
          <p>
            {doc.seller.state}
            {doc.seller.stateCode ? ` (State code ${doc.seller.stateCode})` : ""}
          </p>
          <p>
            GSTIN: <strong data-testid="seller-gstin">{doc.seller.gstin}</strong>
          </p>
          <p className="break-words">
            {doc.seller.phone} · {doc.seller.email}
          </p>
        </div>
        <div className="sm:text-right">
          <h1 className="text-xl font-bold uppercase tracking-wide">{title}</h1>
          <p>
            No. <strong data-testid="sheet-number">{number}</strong>
            {title === "Quotation" ? ` (version ${doc.version})` : ""}
          </p>
          {title !== "Quotation" ? <p>Against quotation {doc.reference}</p> : null}
          <p>Date: {formatDate(date)}</p>
          {title === "Quotation" ? (
            <p>
              Valid until: <strong data-testid="sheet-valid">{formatDate(doc.validUntil)}</strong>
            </p>
          ) : null}
        </div>
      </header>
      {note ? (
        <p className="mt-3 rounded bg-amber-50 p-2 text-sm text-amber-900" role="note">
          {note}
        </p>
      ) : null}

      <section className="mt-3 grid gap-3 sm:grid-cols-2 print:grid-cols-2" aria-label="Buyer">
        <div className="min-w-0">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Buyer</h2>
          <p className="font-semibold">{doc.buyer.company || doc.buyer.name}</p>
          {doc.buyer.company ? <p>Attn: {doc.buyer.name}</p> : null}
          <p className="break-words">
            {[doc.buyer.phone, doc.buyer.email].filter(Boolean).join(" · ")}
          </p>
          <p>
            GSTIN: <span data-testid="buyer-gstin">{doc.buyer.gstin || "Unregistered"}</span>
          </p>
        </div>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Place of supply
          </h2>
          <p data-testid="place-of-supply">
            {placeLine(doc.buyer.city, doc.buyer.state)}
            {doc.buyer.stateCode ? ` (State code ${doc.buyer.stateCode})` : ""}
          </p>
          <p className="text-xs text-slate-600">
            {doc.intraState
              ? "Supply within the state: CGST and SGST."
              : "Supply to another state: IGST."}
          </p>
        </div>
      </section>

      {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div
        className="mt-3 overflow-x-auto print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label="Quotation lines"
      >
        <table
          className="w-full border-collapse text-[11px] leading-tight"
          data-testid="sheet-lines"
        >
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={th}>
                #
              </th>
              <th scope="col" className={th}>
                Description
              </th>
              <th scope="col" className={th}>
                HSN/SAC
              </th>
              <th scope="col" className={`${th} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${th} text-right`}>
                Rate
              </th>
              {hasDiscount ? (
                <th scope="col" className={`${th} text-right`}>
                  Discount
                </th>
              ) : null}
              <th scope="col" className={`${th} text-right`}>
                Taxable value
              </th>
              <th scope="col" className={`${th} text-right`}>
                GST
              </th>
              {tax.map((c) => (
                <th key={c} scope="col" className={`${th} text-right`}>
                  {c}
                </th>
              ))}
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((l, i) => (
              <tr key={i} data-testid="sheet-line">
                <td className={td}>{i + 1}</td>
                <td className={`${td} min-w-[8rem] break-words`}>
                  <span className="font-medium">{l.name}</span>
                  {l.model ? <span className="block text-slate-600">Model {l.model}</span> : null}
                  {l.note ? <span className="block italic text-slate-600">{l.note}</span> : null}
                </td>
                <td className={td} data-testid="sheet-code">
                  {/* A service (an AMC) is classified by its SAC, a good by its HSN. */}
                  {l.hsn ? (isSacCode(l.hsn) ? `SAC ${l.hsn}` : l.hsn) : "—"}
                </td>
                <td className={num}>
                  {l.quantity} {l.unit}
                </td>
                <td className={num}>{money(l.unitPricePaise ?? 0)}</td>
                {hasDiscount ? (
                  <td className={num}>{l.discountPaise > 0 ? money(l.discountPaise) : "—"}</td>
                ) : null}
                <td className={num}>{money(l.taxablePaise)}</td>
                <td className={num}>{l.gstRate}%</td>
                {doc.intraState ? (
                  <>
                    <td className={num}>{money(l.cgstPaise)}</td>
                    <td className={num}>{money(l.sgstPaise)}</td>
                  </>
                ) : (
                  <td className={num}>{money(l.igstPaise)}</td>
                )}
                <td className={num}>{money(l.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <table className="sheet-totals mt-3 ml-auto text-sm" data-testid="sheet-totals">
        <tbody>
          <Row label="Value of goods" value={money(doc.totals.grossPaise)} />
          {doc.totals.discountPaise > 0 ? (
            <Row
              label={`Discount${doc.discountBp ? ` (incl. ${formatBp(doc.discountBp)} overall)` : ""}`}
              value={`− ${money(doc.totals.discountPaise)}`}
            />
          ) : null}
          {doc.freight.paise > 0 ? (
            <Row label={`Freight (GST ${doc.freight.gstRate}%)`} value={money(doc.freight.paise)} />
          ) : null}
          <Row label="Taxable value" value={money(doc.totals.taxablePaise)} />
          {doc.intraState ? (
            <>
              <Row label="CGST" value={money(doc.totals.cgstPaise)} />
              <Row label="SGST" value={money(doc.totals.sgstPaise)} />
            </>
          ) : (
            <Row label="IGST" value={money(doc.totals.igstPaise)} />
          )}
          <tr className="border-t-2 border-slate-800 font-bold">
            <th scope="row" className="px-2 py-1 text-left">
              Total
            </th>
            <td className="px-2 py-1 text-right tabular-nums" data-testid="sheet-total">
              {money(doc.totals.totalPaise)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-1 text-right text-sm" data-testid="sheet-total-words">
        Amount in words: <strong>{amountInWords(doc.totals.totalPaise)}</strong>
      </p>
      {doc.intraState ? (
        <p className="mt-1 text-right text-xs text-slate-600">
          CGST and SGST are each half the GST rate (e.g. {halfRate(18)} + {halfRate(18)}).
        </p>
      ) : null}

      <section className="sheet-bank mt-4 grid gap-3 border-t border-slate-300 pt-2 text-xs sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="font-semibold uppercase tracking-wide text-slate-600">Payment terms</h2>
          <p className="whitespace-pre-line" data-testid="sheet-payment-terms">
            {doc.paymentTerms}
          </p>
        </div>
        {doc.seller.bank.account ? (
          <div data-testid="sheet-bank">
            <h2 className="font-semibold uppercase tracking-wide text-slate-600">Bank details</h2>
            <p>{doc.seller.bank.name}</p>
            <p>A/c {doc.seller.bank.account}</p>
            <p>IFSC {doc.seller.bank.ifsc}</p>
            {doc.seller.bank.branch ? <p>{doc.seller.bank.branch}</p> : null}
          </div>
        ) : null}
      </section>
      <section className="sheet-terms mt-3 border-t border-slate-300 pt-2 text-xs">
        <h2 className="font-semibold uppercase tracking-wide text-slate-600">Terms</h2>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {doc.terms
            .split("\n")
            .filter((t) => t.trim())
            .map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          {title === "Quotation" ? (
            <li>This quotation is valid until {formatDate(doc.validUntil)}.</li>
          ) : null}
        </ol>
        <p className="mt-4 text-right">For {doc.seller.legalName}</p>
        <p className="mt-8 text-right">Authorised signatory</p>
      </section>
    </article>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="px-2 py-0.5 text-left font-normal">
        {label}
      </th>
      <td className="px-2 py-0.5 text-right tabular-nums">{value}</td>
    </tr>
  );
}
