/**
 * The buyer's private quotation page: opening it by its link, and the buyer's answers (accept with
 * an optional purchase order, ask for changes, ask for a fresh quote once expired). Answers are
 * rate-limited and carry no amounts: what is accepted is the version sent, as stored.
 */
import { data } from "react-router";
import { businessDay } from "~/lib/dates";
import { keepPrivate } from "../files/private-files.server";
import { PRIVATE } from "../http/cache-control.server";
import { PO_UPLOAD } from "../files/uploads.server";
import { getQuoteRequest, latestQuotation } from "../models/quotes.server";
import { linkKeyMatches, idOfLinkKey } from "./link.server";

/**
 * Headers of every answer of the private page: never cached or shared, and its address never sent to
 * another site (same-origin, not no-referrer: with no-referrer a browser posts the page's own forms
 * with `Origin: null`, and the cross-site check rightly refuses them).
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": PRIVATE,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

const GONE =
  "This quotation link does not work: it may have been replaced by a newer one. Please ask us for the current link.";

/** The request and its last sent version for a link, or a 404 that says nothing more. */
export function openQuotation(key: string | undefined) {
  const id = idOfLinkKey(key);
  const request = id === null ? undefined : getQuoteRequest(id);
  if (!request || !linkKeyMatches(key ?? "", request.id, request.link_nonce))
    throw data(GONE, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const sent = latestQuotation(request.id);
  if (!sent) throw data(GONE, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const today = businessDay();
  return { request, sent, today, expired: sent.valid_until < today };
}

export const PO_RULES = { po_file: PO_UPLOAD };

/** Moves a received PO out of the public uploads into the private folder. */
export async function keepPurchaseOrder(storedName: string): Promise<string> {
  await keepPrivate(".quote-po", storedName);
  return storedName;
}
