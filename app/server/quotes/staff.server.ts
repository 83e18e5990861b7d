/**
 * Staff's side of a quotation: its private link, the mail that carries it, the WhatsApp message,
 * and sending (save, snapshot, link, mail) from the editor.
 */
import { formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import type { QuotationDocument } from "~/lib/quotation";
import { whatsappLink } from "~/lib/whatsapp";
import { env } from "../env.server";
import { renderMail } from "../mail/layout.server";
import { MAIL_ATTACHMENT_MAX_BYTES, sendMail, type MailOutcome } from "../mail/mailer.server";
import type { QuoteRequestWithLines } from "../models/quotes.server";
import { quotationLinkKey } from "./link.server";
import { printPagePdf, quotationPdfName } from "./pdf.server";

/** The buyer's private link, absolute, or null when the request has none. */
export function quotationUrl(request: { id: number; link_nonce: string | null }): string | null {
  if (!request.link_nonce) return null;
  return new URL(`/quotation/${quotationLinkKey(request.id, request.link_nonce)}`, env.SITE_URL)
    .href;
}

/** The message staff send on WhatsApp with one tap. */
function quotationWhatsappText(doc: QuotationDocument, url: string): string {
  return [
    `Hello ${doc.buyer.name}, here is our quotation ${doc.reference} (version ${doc.version}) for ${formatPaise(doc.totals.totalPaise)} including GST, valid until ${formatDate(doc.validUntil)}.`,
    "",
    `View, download as PDF and accept it here: ${url}`,
    "",
    `${doc.seller.legalName}`,
  ].join("\n");
}

export function quotationWhatsappLink(
  request: QuoteRequestWithLines,
  doc: QuotationDocument,
  url: string,
): string {
  return whatsappLink(request.phone, quotationWhatsappText(doc, url));
}

/** Whether mail can leave the server (SMTP_URL is set). */
export const mailConfigured = () => Boolean(env.SMTP_URL);

/**
 * Mails the buyer the link with the quotation's PDF attached (the buyer's own page printed, as the
 * download is); when the PDF cannot be printed or is too large, the mail still says where it is.
 * The outcome says what happened.
 */
export async function mailQuotation(doc: QuotationDocument, url: string): Promise<MailOutcome> {
  const pdf = await printPagePdf(new URL(url).pathname);
  const attachment =
    pdf && pdf.byteLength <= MAIL_ATTACHMENT_MAX_BYTES
      ? {
          filename: quotationPdfName(doc.reference, doc.version),
          contentType: "application/pdf",
          content: pdf,
        }
      : undefined;
  const mail = renderMail({
    subject: `quotation ${doc.reference}${doc.version > 1 ? ` (version ${doc.version})` : ""}`,
    greeting: `Hello ${doc.buyer.name},`,
    paragraphs: [
      `Thank you for your enquiry. Our quotation ${doc.reference} comes to ${formatPaise(doc.totals.totalPaise)} including GST and is valid until ${formatDate(doc.validUntil)}.`,
      doc.version > 1
        ? `This is version ${doc.version}: it replaces the quotation we sent before.`
        : "Open it to see every line with HSN and GST, download it as a PDF, and accept it or ask for changes.",
    ],
    action: { label: "View the quotation", url },
    after: [
      attachment
        ? `The quotation is attached as a PDF; it is also at ${url}/pdf`
        : `PDF: ${url}/pdf`,
      "The link is private to you: please do not share it.",
    ],
  });
  return sendMail({ ...mail, to: doc.buyer.email, kind: "quotation", attachment });
}
