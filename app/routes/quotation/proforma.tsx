import { data } from "react-router";
import { QuotationSheet, SHEET_PRINT_CSS } from "~/components/quotation-sheet";
import { businessDay } from "~/lib/dates";
import { quotationVersion } from "~/server/models/quotes.server";
import { openQuotation, PRIVATE_PAGE_HEADERS } from "~/server/quotes/buyer.server";
import type { Route } from "./+types/proforma";

export const headers = () => PRIVATE_PAGE_HEADERS;

/** The proforma invoice of an accepted quotation: the version accepted, under its own number. */
export function loader({ params }: Route.LoaderArgs) {
  const { request } = openQuotation(params.key);
  const accepted =
    request.accepted_version !== null
      ? quotationVersion(request.id, request.accepted_version)
      : undefined;
  if (!accepted || !request.proforma_number)
    throw data("No proforma invoice has been made for this quotation yet", {
      status: 404,
      headers: PRIVATE_PAGE_HEADERS,
    });
  return {
    key: params.key,
    doc: accepted.document,
    number: request.proforma_number,
    date: businessDay(request.proforma_at),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Proforma invoice ${loaderData?.number ?? ""}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Proforma({ loaderData: p }: Route.ComponentProps) {
  return (
    <main className="min-h-screen bg-slate-100 py-4 print:bg-white print:py-0">
      <style href="quotation-sheet" precedence="default">
        {SHEET_PRINT_CSS}
      </style>
      <p className="sheet-screen-only mx-auto mb-3 flex max-w-[210mm] flex-wrap justify-between gap-3 px-4 text-sm">
        <a href={`/quotation/${p.key}`} className="font-semibold text-primary underline">
          Back to the quotation
        </a>
        <span>Print this page (Ctrl+P) on A4 or save it as PDF.</span>
      </p>
      <QuotationSheet doc={p.doc} title="Proforma invoice" number={p.number} date={p.date} />
    </main>
  );
}
