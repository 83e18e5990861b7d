import { Link } from "react-router";
import { QuotationSheet, SHEET_PRINT_CSS } from "~/components/quotation-sheet";
import { requireAdmin } from "~/server/auth/auth.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { getQuoteRequest } from "~/server/models/quotes.server";
import { sellerOfQuotation } from "~/server/models/seller-settings.server";
import { quotationDefaults } from "~/server/quotes/editor.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import { buildQuotationDocument } from "~/server/quotes/view.server";
import type { Route } from "./+types/quotes-quotation";

/** The quotation as staff have it now (the draft, not yet sent): the same sheet the buyer gets. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const id = parseId(params.id);
  const quote = id === null ? undefined : getQuoteRequest(id);
  if (!quote) notFound("Quote request not found");
  const doc = buildQuotationDocument(
    quote,
    quote.version + 1,
    sellerOfQuotation(),
    quotationDefaults(),
  );
  return { id: quote.id, doc };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation ${loaderData?.doc.reference ?? ""} (draft)` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Quotation({ loaderData: q }: Route.ComponentProps) {
  const unpriced = q.doc.lines.filter((l) => l.unitPricePaise === null || l.gstRate === null);
  return (
    <div className="min-h-screen bg-slate-100 py-6 print:bg-white print:py-0">
      <style href="quotation-sheet" precedence="default">
        {SHEET_PRINT_CSS}
      </style>
      <nav
        aria-label="Quotation"
        className="sheet-screen-only mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 text-sm"
      >
        <Link to={`/admin/quotes/${q.id}`} className="font-semibold text-primary underline">
          Back to the request
        </Link>
        <span className="text-slate-700">
          Draft of version {q.doc.version}. Print this page (Ctrl+P) on A4 or save it as PDF.
        </span>
      </nav>
      {unpriced.length > 0 ? (
        <aside
          aria-label="Before sending"
          className="sheet-screen-only mx-auto mb-4 max-w-[210mm] rounded bg-amber-50 p-3 text-sm text-amber-900"
        >
          {unpriced.length} {unpriced.length === 1 ? "line has" : "lines have"} no rate or GST yet
          (shown as ₹0.00): set them before sending.
        </aside>
      ) : null}
      <main>
        <QuotationSheet doc={q.doc} title="Quotation" number={q.doc.reference} date={q.doc.date} />
      </main>
    </div>
  );
}
