import { consumeRateLimit } from "~/server/models/rate-limits.server";
import { clientAddress } from "~/server/auth/auth.server";
import { openQuotation, PRIVATE_PAGE_HEADERS } from "~/server/quotes/buyer.server";
import { QUOTE_ANSWER_LIMITED } from "~/server/quotes/limits.server";
import { printPagePdf, quotationPdfName } from "~/server/quotes/pdf.server";
import type { Route } from "./+types/pdf";

/** Printing costs a browser's start: a few a minute per address is plenty for a buyer. */
const PDF_LIMIT = { bucket: "quote-pdf", limit: 20, windowMs: 10 * 60 * 1000 };

/** The quotation page printed to PDF, as a download named after its reference and version. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { sent } = openQuotation(params.key);
  const limit = consumeRateLimit(PDF_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited)
    return new Response(QUOTE_ANSWER_LIMITED, { status: 429, headers: PRIVATE_PAGE_HEADERS });
  const pdf = await printPagePdf(`/quotation/${params.key}`);
  if (!pdf)
    return new Response(
      "The PDF cannot be made just now. Open the quotation and use your browser's Print → Save as PDF (A4).",
      {
        status: 503,
        headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  const name = quotationPdfName(sent.document.reference, sent.version);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
