import { Link } from "react-router";
import { QuoteTotals } from "~/components/quote-totals";
import { site } from "~/config/site";
import { formatPaise, quotationTax, supplyOf } from "~/lib/gst";
import { quoteRequestMessage } from "~/lib/quote-basket";
import { pageMeta } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { PRIVATE } from "~/server/http/cache-control.server";
import { env } from "~/server/env.server";
import { sellerSettingsValues } from "~/server/models/seller-settings.server";
import { getQuoteRequestByReference } from "~/server/models/quotes.server";
import { readBasket } from "~/server/quotes/basket.server";
import type { Route } from "./+types/quote-sent";

// Shows one buyer's request: never kept by a shared cache.
export const headers = () => ({ "Cache-Control": PRIVATE });

/**
 * The request this browser sent last (its reference rides in the basket cookie, so nobody can page
 * through other buyers' requests by number).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const basket = await readBasket(request);
  const sent = basket.sent ? getQuoteRequestByReference(basket.sent) : undefined;
  if (!sent) return { sent: null, siteUrl: env.SITE_URL };
  const lines = sent.lines.map((l) => ({ name: l.name, model: l.model, quantity: l.quantity }));
  // The figures of the request as it was stored (prices and GST rates of that moment).
  const supply = supplyOf(sellerSettingsValues().state, sent.state);
  const { lines: taxed, totals } = quotationTax(
    sent.lines.map((l) => ({
      unitPricePaise: l.unit_price_paise,
      quantity: l.quantity,
      gstRate: l.gst_rate,
    })),
    supply === "intra",
  );
  return {
    sent: {
      reference: sent.reference,
      name: sent.name,
      state: sent.state,
      supply,
      totals,
      lines: sent.lines.map((l, i) => ({
        name: l.name,
        model: l.model,
        quantity: l.quantity,
        unitPricePaise: l.unit_price_paise,
        amountPaise: taxed[i].priced ? taxed[i].taxablePaise : null,
      })),
      whatsappUrl: whatsappLink(env.WHATSAPP_NUMBER, quoteRequestMessage(sent.reference, lines)),
    },
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/quote/sent",
    title: `Quote request sent | ${site.name}`,
    description: "Your quote request reached us.",
    robots: "noindex, nofollow",
  });
}

export default function QuoteSent({ loaderData }: Route.ComponentProps) {
  const { sent } = loaderData;
  if (!sent) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-slate-900">No quote request to show</h1>
        <p className="mt-3 text-secondary">
          This page shows the request you just sent from this browser.
        </p>
        <p className="mt-6">
          <Link to="/quote" className="font-semibold text-primary underline">
            Go to your quote basket
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <div className="rounded-xl border border-green-200 bg-green-50 p-6 sm:p-8">
        <h1 className="text-3xl font-bold text-green-900">Thank you, your request is sent</h1>
        <p className="mt-3 text-lg text-green-900">
          Your reference:{" "}
          <strong data-testid="quote-reference" className="font-mono">
            {sent.reference}
          </strong>
        </p>
        <p className="mt-2 text-green-900">
          {site.replyPromise} with a GST quotation. For a faster answer, send us the list on
          WhatsApp:
        </p>
        <a
          href={sent.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="quote-whatsapp"
          className="mt-5 inline-flex items-center justify-center rounded-lg bg-green-700 px-6 py-3 text-lg font-semibold text-white hover:bg-green-800"
        >
          Send the list on WhatsApp
        </a>
      </div>
      <section aria-labelledby="sent-lines" className="mt-8">
        <h2 id="sent-lines" className="text-xl font-bold text-slate-900">
          What you asked for
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {sent.lines.map((l, i) => (
            <li
              key={i}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3"
              data-testid="sent-line"
            >
              <span className="min-w-0">
                {l.name}
                {l.model ? <span className="text-secondary"> (Model {l.model})</span> : null}
              </span>
              <span className="ml-auto text-right tabular-nums whitespace-nowrap">
                {l.unitPricePaise !== null && l.amountPaise !== null ? (
                  <>
                    <span className="text-secondary">
                      {formatPaise(l.unitPricePaise)} × {l.quantity} ={" "}
                    </span>
                    <span className="font-semibold" data-testid="sent-line-amount">
                      {formatPaise(l.amountPaise)}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="font-semibold">× {l.quantity}</span>
                    <span className="text-secondary"> · price on request</span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <QuoteTotals
        className="mt-6"
        totals={sent.totals}
        supply={sent.supply}
        pricedCount={sent.lines.filter((l) => l.amountPaise !== null).length}
        onRequest={sent.lines.filter((l) => l.amountPaise === null).map((l) => l.name)}
      >
        <p className="mt-3 text-sm text-slate-700">
          Delivery state (place of supply): <strong>{sent.state}</strong>
          {sent.supply === "intra" ? " — CGST and SGST apply" : " — IGST applies"}
        </p>
      </QuoteTotals>
      <p className="mt-8">
        <Link to="/products" className="font-semibold text-primary underline">
          Back to the catalogue
        </Link>
      </p>
    </main>
  );
}
