// The quote basket's limits and the chat message a sent request opens, shared by pages and server.

/** Products in one basket: a long list belongs in a spreadsheet sent by email. */
export const QUOTE_MAX_LINES = 20;
/** Units of one product a buyer may ask for at once. */
export const QUOTE_MAX_QUANTITY = 9999;
/** Characters of a note on one line (kept in the basket cookie, so short). */
export const QUOTE_NOTE_MAX = 80;

/** new → quoted → accepted, changes asked, lost or expired. */
export const QUOTE_STATUSES = [
  "new",
  "quoted",
  "accepted",
  "changes_asked",
  "lost",
  "expired",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: "New",
  quoted: "Quoted",
  accepted: "Accepted",
  changes_asked: "Changes asked",
  lost: "Lost",
  expired: "Expired",
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** "Q-2026-000123": the year the request was sent and its number. */
export function quoteReference(id: number, year: number): string {
  return `Q-${year}-${String(id).padStart(6, "0")}`;
}

type ChatLine = { name: string; model?: string | null; quantity: number };

/** "1. Zebra ZD421 (Model ZD4A042) x 3", one line a product. */
function chatLines(lines: ChatLine[]): string[] {
  return lines.map((l, i) => {
    const model = l.model?.trim() ? ` (Model ${l.model.trim()})` : "";
    return `${i + 1}. ${l.name.trim()}${model} x ${l.quantity}`;
  });
}

/** The message a buyer sends on WhatsApp after a request: the reference and every line. */
export function quoteRequestMessage(reference: string, lines: ChatLine[]): string {
  return [
    `Hello, I have sent quote request ${reference} from your website:`,
    "",
    ...chatLines(lines),
    "",
    `Reference: ${reference}`,
  ].join("\n");
}

/** A quick chat about the basket before sending it: every line with its quantity. */
export function basketChatMessage(lines: ChatLine[]): string {
  return ["Hello, I would like a quote for:", "", ...chatLines(lines)].join("\n");
}

/**
 * A readable cookie holding only how many products the basket has, so the header can show it
 * after the page loads. The basket itself is signed and hidden from scripts; public pages are
 * rendered once for everybody and shared by caches, so the count can never be part of their HTML.
 */
export const QUOTE_COUNT_COOKIE = "quote_count";

/** The signed basket cookie's name: the `__Host-` prefix needs HTTPS, which development lacks. */
export function quoteBasketCookieName(production: boolean): string {
  return production ? "__Host-quote_basket" : "quote_basket";
}

/** Sent on `window` by the page that changed the basket without a navigation. */
export const QUOTE_BASKET_CHANGED = "quote-basket-changed";

/** The count from a `document.cookie` string; 0 when it is absent or not a sensible number. */
export function quoteCountFromCookies(cookies: string): number {
  const match = new RegExp(`(?:^|;\\s*)${QUOTE_COUNT_COOKIE}=(\\d{1,3})(?:;|$)`).exec(cookies);
  const count = match ? Number(match[1]) : 0;
  return count <= QUOTE_MAX_LINES ? count : 0;
}
