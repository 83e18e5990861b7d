import { Link } from "react-router";
import { site } from "~/config/site";
import { formatPaise } from "~/lib/gst";
import { stateCode } from "~/lib/gstin";
import { amountInWords } from "~/lib/words";
import { requireAdmin } from "~/server/auth/auth.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { getQuoteRequest } from "~/server/models/quotes.server";
import { quotationOf } from "~/server/quotes/view.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import type { Route } from "./+types/quotes-quotation";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const id = parseId(params.id);
  const quote = id === null ? undefined : getQuoteRequest(id);
  if (!quote) notFound("Quote request not found");
  const q = quotationOf(quote);
  const money = (paise: number) => formatPaise(paise);
  return {
    reference: quote.reference,
    id: quote.id,
    date: q.date,
    validUntil: q.validUntil,
    intraState: q.intraState,
    buyer: {
      name: quote.name,
      company: quote.company,
      gstin: quote.gstin,
      city: quote.city,
      state: quote.state,
      stateCode: stateCode(quote.state),
      phone: quote.phone,
      email: quote.email,
    },
    lines: q.lines.map((l) => ({
      id: l.id,
      name: l.name,
      model: l.model,
      note: l.note,
      hsn: l.hsn_code,
      quantity: l.quantity,
      rate: l.gst_rate,
      priced: l.tax.priced,
      rateUnknown: l.tax.rateUnknown,
      unit: l.unit_price_paise === null ? null : money(l.unit_price_paise),
      taxable: money(l.tax.taxablePaise),
      cgst: money(l.tax.cgstPaise),
      sgst: money(l.tax.sgstPaise),
      igst: money(l.tax.igstPaise),
      total: money(l.tax.totalPaise),
    })),
    totals: {
      taxable: money(q.totals.taxablePaise),
      cgst: money(q.totals.cgstPaise),
      sgst: money(q.totals.sgstPaise),
      igst: money(q.totals.igstPaise),
      total: money(q.totals.totalPaise),
      inWords: amountInWords(q.totals.totalPaise),
      onRequest: q.totals.onRequest,
      rateUnknown: q.totals.rateUnknown,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation ${loaderData?.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

// A4 on paper: the page's own margins, no screen chrome, tables kept whole where they can be.
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  .quotation-screen-only { display: none !important; }
  .quotation { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; }
  .quotation tr, .quotation-totals, .quotation-terms { break-inside: avoid; }
  .quotation { font-size: 10.5pt; color: #000; }
}
`;

const th = "border border-slate-300 px-2 py-1.5 text-left font-semibold";
const td = "border border-slate-300 px-2 py-1.5 align-top";
const num = `${td} text-right tabular-nums`;

export default function Quotation({ loaderData: q }: Route.ComponentProps) {
  const address = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`;
  const taxColumns = q.intraState ? ["CGST", "SGST"] : ["IGST"];
  return (
    <div className="min-h-screen bg-slate-100 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <p className="quotation-screen-only mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 text-sm">
        <Link to={`/admin/quotes/${q.id}`} className="font-semibold text-primary underline">
          Back to the request
        </Link>
        <span className="text-secondary">Print this page (Ctrl+P) on A4 or save it as PDF.</span>
      </p>
      <main
        className="quotation mx-auto max-w-[210mm] bg-white p-8 text-sm text-slate-900 shadow"
        aria-label={`Quotation ${q.reference}`}
      >
        <header className="flex flex-wrap justify-between gap-6 border-b-2 border-slate-800 pb-4">
          <div>
            <p className="text-xl font-bold">{site.name}</p>
            <p>{address}</p>
            <p>
              {site.address.region} (State code {stateCode(site.gstState)})
            </p>
            <p>
              GSTIN: <strong data-testid="seller-gstin">{site.gstin}</strong>
            </p>
            <p>
              {site.phones[0]} · {site.emails[0]}
            </p>
          </div>
          <div className="text-right">
            <h1 className="text-2xl font-bold uppercase tracking-wide">Quotation</h1>
            <p>
              No. <strong data-testid="quotation-reference">{q.reference}</strong>
            </p>
            <p>Date: {q.date}</p>
            <p>
              Valid until: <strong data-testid="quotation-valid">{q.validUntil}</strong>
            </p>
          </div>
        </header>

        <section className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2" aria-label="Buyer">
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Quotation for
            </h2>
            <p className="font-semibold">{q.buyer.company || q.buyer.name}</p>
            {q.buyer.company ? <p>Attn: {q.buyer.name}</p> : null}
            <p>
              {q.buyer.phone} · {q.buyer.email}
            </p>
            <p>
              GSTIN: <span data-testid="buyer-gstin">{q.buyer.gstin || "Unregistered"}</span>
            </p>
          </div>
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Place of supply
            </h2>
            <p data-testid="place-of-supply">
              {q.buyer.city}, {q.buyer.state}
              {q.buyer.stateCode ? ` (State code ${q.buyer.stateCode})` : ""}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {q.intraState
                ? "Supply within the state: CGST and SGST."
                : "Supply to another state: IGST."}
            </p>
          </div>
        </section>

        <table className="mt-5 w-full border-collapse text-xs" data-testid="quotation-lines">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={th}>
                #
              </th>
              <th scope="col" className={th}>
                Description
              </th>
              <th scope="col" className={th}>
                HSN
              </th>
              <th scope="col" className={`${th} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${th} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${th} text-right`}>
                Taxable value
              </th>
              <th scope="col" className={`${th} text-right`}>
                GST %
              </th>
              {taxColumns.map((c) => (
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
            {q.lines.map((l, i) => (
              <tr key={l.id} data-testid="quotation-line">
                <td className={td}>{i + 1}</td>
                <td className={td}>
                  <span className="font-medium">{l.name}</span>
                  {l.model ? <span className="block text-slate-600">Model {l.model}</span> : null}
                  {l.note ? <span className="block italic text-slate-600">{l.note}</span> : null}
                </td>
                <td className={td}>{l.hsn || "—"}</td>
                <td className={num}>{l.quantity}</td>
                {l.priced ? (
                  <>
                    <td className={num}>{l.unit}</td>
                    <td className={num}>{l.taxable}</td>
                    <td className={num}>{l.rateUnknown ? "—" : `${l.rate}%`}</td>
                    {l.rateUnknown ? (
                      <td colSpan={taxColumns.length} className={`${td} text-center italic`}>
                        to be confirmed
                      </td>
                    ) : q.intraState ? (
                      <>
                        <td className={num}>{l.cgst}</td>
                        <td className={num}>{l.sgst}</td>
                      </>
                    ) : (
                      <td className={num}>{l.igst}</td>
                    )}
                    <td className={num}>{l.total}</td>
                  </>
                ) : (
                  <td colSpan={4 + taxColumns.length} className={`${td} text-center italic`}>
                    on request
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>

        <table className="quotation-totals mt-4 ml-auto text-sm" data-testid="quotation-totals">
          <tbody>
            <tr>
              <th scope="row" className="px-3 py-1 text-left font-normal">
                Taxable value
              </th>
              <td className="px-3 py-1 text-right tabular-nums">{q.totals.taxable}</td>
            </tr>
            {q.intraState ? (
              <>
                <tr>
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    CGST
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{q.totals.cgst}</td>
                </tr>
                <tr>
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    SGST
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{q.totals.sgst}</td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  IGST
                </th>
                <td className="px-3 py-1 text-right tabular-nums">{q.totals.igst}</td>
              </tr>
            )}
            <tr className="border-t-2 border-slate-800 font-bold">
              <th scope="row" className="px-3 py-1 text-left">
                Total
              </th>
              <td className="px-3 py-1 text-right tabular-nums" data-testid="quotation-total">
                {q.totals.total}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-2 text-right text-sm" data-testid="quotation-total-words">
          Amount in words: <strong>{q.totals.inWords}</strong>
        </p>
        {q.totals.onRequest > 0 ? (
          <p className="mt-2 text-right text-xs text-slate-600">
            {q.totals.onRequest} {q.totals.onRequest === 1 ? "line is" : "lines are"} priced on
            request and not in these totals.
          </p>
        ) : null}
        {q.totals.rateUnknown > 0 ? (
          <p className="mt-1 text-right text-xs text-slate-600">
            GST on {q.totals.rateUnknown} {q.totals.rateUnknown === 1 ? "line" : "lines"} is to be
            confirmed and not in these totals.
          </p>
        ) : null}

        <section className="quotation-terms mt-6 border-t border-slate-300 pt-3 text-xs">
          <h2 className="font-semibold uppercase tracking-wide text-slate-600">Terms</h2>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            <li>Prices are in Indian rupees; GST is charged as shown at the rates in force.</li>
            <li>This quotation is valid until {q.validUntil}.</li>
            <li>Delivery after receipt of a confirmed purchase order, subject to stock.</li>
            <li>{site.warranty}.</li>
            <li>Payment: 100% against proforma invoice unless agreed otherwise in writing.</li>
          </ol>
          <p className="mt-6 text-right">For {site.name}</p>
          <p className="mt-10 text-right">Authorised signatory</p>
        </section>
      </main>
    </div>
  );
}
