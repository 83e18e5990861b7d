// The product a quote request is about, kept as the last line of the inquiry's message: the inquiry
// table has no column for it, and the line also travels in the chat message, where staff read it.

import { isSlug } from "./slug";

export interface InquiryProduct {
  slug: string;
  name: string;
  model?: string | null;
}

const PREFIX = "Product: ";

/** "Product: Zebra ZD421 (Model ZD4A042) — https://site/products/zebra-zd421". */
function productReferenceLine(product: InquiryProduct, siteUrl: string): string {
  const model = product.model?.trim() ? ` (Model ${product.model.trim()})` : "";
  const url = `${siteUrl.replace(/\/+$/, "")}/products/${product.slug}`;
  return `${PREFIX}${product.name.trim()}${model} — ${url}`;
}

/** The message with the product's line after it. */
export function withProductReference(
  message: string,
  product: InquiryProduct,
  siteUrl: string,
): string {
  return `${message.trimEnd()}\n\n${productReferenceLine(product, siteUrl)}`;
}

/** The product named by a message's last line, if it has one: its label and its page's path. */
export function productReference(message: string): { label: string; path: string } | null {
  const last = message.trimEnd().split(/\r?\n/).pop() ?? "";
  if (!last.startsWith(PREFIX)) return null;
  const match = /^(.+) — \S*\/products\/([^/\s?#]+)$/.exec(last.slice(PREFIX.length));
  if (!match || !isSlug(match[2])) return null;
  return { label: match[1], path: `/products/${match[2]}` };
}

/** The subject a quote request starts with. */
export function quoteSubject(product: InquiryProduct): string {
  const model = product.model?.trim() ? ` (${product.model.trim()})` : "";
  return `Quote for ${product.name.trim()}${model}`.slice(0, 200);
}
