/** How often a buyer may send quote requests, and the Quotes feature switch. */
import { data } from "react-router";
import { FEATURES, site } from "~/config/site";
import { env } from "../env.server";

/** Requests stored per client address: as many as the contact form allows messages. */
export const QUOTE_LIMIT = {
  bucket: "quote",
  limit: env.CONTACT_MESSAGES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};
export const QUOTE_LIMITED = `You have sent several quote requests in a short time. Please wait a while, or call us on ${site.phones[0]}.`;

/** The admin's Quotes tab follows its feature flag: switched off, its pages are not found. */
export function requireQuotesFeature(): void {
  if (!FEATURES.quotes) throw data("Not Found", { status: 404 });
}

/** A buyer's answers on a private quotation page, per address and per quotation. */
export const QUOTE_ANSWER_LIMIT = { bucket: "quote-answer", limit: 10, windowMs: 60 * 60 * 1000 };
export const QUOTE_ANSWER_LIMITED = `Several answers were sent from here in a short time. Please wait a while, or call us on ${site.phones[0]}.`;
