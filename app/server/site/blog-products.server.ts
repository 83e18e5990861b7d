/**
 * A blog post that leads somewhere: the catalogue's products it names by model ("the GoDex G500",
 * "a TSC TE244") become links to their pages, and the post ends with those products, then others
 * like them. Worked out when the post is rendered and kept until the post or the catalogue changes
 * (per content version), so a visit costs a map lookup.
 *
 * Links are added to the sanitised HTML, in text outside links, headings and code, at the first
 * mention of each product; the result goes through the blog sanitiser again, so what a visitor
 * receives is still only what its allow-list lets through.
 */
import { modelKey } from "~/lib/fits";
import type { ContentFormat } from "~/lib/content-format";
import { NO_FILTERS } from "~/lib/category-filters";
import { productIdsByModelKeys } from "../models/blog-products.server";
import { listFilteredCategory } from "../models/category-listing.server";
import { getPublicProductsByIds, type Product } from "../models/products.server";
import { searchProductList } from "../search/engine.server";
import { perContentVersion } from "../version-memo.server";
import { sanitizeBlogHtml } from "./sanitize.server";

/** A code worth looking up: letters and digits together, as models are written ("ZD421t", "TTP-244"). */
const CODE = /(?<![&#\w.-])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?![\w-])/g;
/** The most codes one post looks up (a long spec table names many). */
const MAX_CODES = 80;
/** Where a link would be wrong: inside a link, a heading, code. */
const SKIP = /^(?:a|h[1-6]|pre|code)$/;

const escapeText = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function isCode(word: string): boolean {
  const key = modelKey(word);
  return key.length >= 3 && key.length <= 30 && /\d/.test(key) && /[a-z]/.test(key);
}

/** The HTML as text pieces with whether each may take a link, and the tags between them. */
function pieces(html: string): { text: string; linkable: boolean }[] {
  const out: { text: string; linkable: boolean }[] = [];
  const open: string[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
    if (tag) {
      const name = tag[2].toLowerCase();
      if (SKIP.test(name)) {
        if (tag[1]) {
          const at = open.lastIndexOf(name);
          if (at >= 0) open.splice(at, 1);
        } else open.push(name);
      }
      out.push({ text: part, linkable: false });
    } else out.push({ text: part, linkable: open.length === 0 });
  }
  return out;
}

export interface PostProducts {
  /** The body with links to the named products (unchanged when it names none). */
  body: ContentFormat;
  /** The named products in the order the post first names them. */
  named: Product[];
}

/** Links the first mention of each product the sanitised body names. */
function linkNamedProducts(body: ContentFormat): PostProducts {
  const html =
    body.kind === "html"
      ? body.html
      : body.kind === "paragraphs"
        ? body.paragraphs.map((p) => `<p>${escapeText(p).replace(/\n/g, "<br />")}</p>`).join("")
        : "";
  const parts = pieces(html);
  const keys: string[] = [];
  for (const part of parts) {
    if (!part.linkable) continue;
    for (const word of part.text.match(CODE) ?? []) {
      const key = modelKey(word);
      if (isCode(word) && !keys.includes(key)) keys.push(key);
      if (keys.length >= MAX_CODES) break;
    }
  }
  const byKey = productIdsByModelKeys(keys);
  if (byKey.size === 0) return { body, named: [] };
  const products = new Map(
    getPublicProductsByIds([...new Set(byKey.values())]).map((p) => [p.id, p]),
  );
  const linked = new Set<number>();
  const named: Product[] = [];
  const out = parts.map((part) => {
    if (!part.linkable) return part.text;
    return part.text.replace(CODE, (word) => {
      if (!isCode(word)) return word;
      const id = byKey.get(modelKey(word));
      const product = id === undefined ? undefined : products.get(id);
      if (!product || linked.has(product.id)) return word;
      linked.add(product.id);
      named.push(product);
      // The slug is letters, digits and hyphens (the slug rule), the word the post's own escaped text.
      const title = escapeText(product.name);
      return `<a href="/products/${product.slug}" title="${title}">${word}</a>`;
    });
  });
  if (!named.length) return { body, named: [] };
  return { body: { kind: "html", html: sanitizeBlogHtml(out.join("")) }, named };
}

/** The products a post ends with: the named ones, then ones like them (their category, or the title's search). */
function relatedProductsOf(named: Product[], title: string, limit = 4): Product[] {
  const picked = named.slice(0, limit);
  const taken = new Set(picked.map((p) => p.id));
  const add = (list: Product[]) => {
    for (const p of list) {
      if (picked.length >= limit) return;
      if (taken.has(p.id)) continue;
      taken.add(p.id);
      picked.push(p);
    }
  };
  // The category's most popular (its default order), not a random sample like a product page's:
  // a post ends with the same products for every reader and every server.
  if (picked.length < limit && named.length) {
    const page = listFilteredCategory(named[0].category, NO_FILTERS, {
      perPage: limit + named.length,
    });
    if (page) add(getPublicProductsByIds(page.items.map((p) => p.id)));
  }
  if (picked.length < limit) {
    const ids = searchProductList(title, limit * 2).map((r) => r.id);
    add(getPublicProductsByIds(ids));
  }
  return picked;
}

const MEMO_MAX = 500;
const memo = perContentVersion(() => new Map<string, PostProducts & { related: Product[] }>());

/**
 * The post's linked body and its products, kept per content version (a post's save moves it) and
 * per post, updated time and body.
 */
export function postProducts(
  post: { id: number; updated_at: string; title: string },
  body: ContentFormat,
): PostProducts & { related: Product[] } {
  const cache = memo();
  const key = `${post.id}\u0000${post.updated_at}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const linked = linkNamedProducts(body);
  const value = { ...linked, related: relatedProductsOf(linked.named, post.title) };
  if (cache.size >= MEMO_MAX) cache.clear();
  cache.set(key, value);
  return value;
}
