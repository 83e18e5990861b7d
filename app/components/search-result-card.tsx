import { highlight } from "~/lib/highlight";
import { searchClickPing } from "~/lib/search-query";
import { priceLine } from "~/lib/price";
import { ProductImage } from "./product-image";
import { CompareCheckbox } from "./compare-selection";
import { pictureAlt } from "~/lib/drawn-picture";
import { SiteLink } from "./site-link";
import { keyFacts } from "~/lib/key-facts";
import { QuoteAddForm } from "./quote-add-form";
import { KeyFacts } from "./product-card";

/** The fields of a product search result that a card shows. */
export interface SearchCardProduct {
  id: number;
  slug: string;
  name: string;
  model: string | null;
  image: string | null;
  featured: boolean;
  category_display_name: string;
  /** Shown as the price line when the page passes it (it is what the price sort orders by). */
  price?: number | null;
  price_on_request?: boolean;
  /** With these the card is as full as a category page's: brand, stock and key facts. */
  in_stock?: boolean;
  brand?: string | null;
  specifications?: string | null;
}

/** Text with the searched words in <mark>: segments from app/lib/highlight, never HTML. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((s, i) =>
        s.match ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-slate-900">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

/**
 * A plain click is followed by the router (no ping is sent): it is counted with a beacon. A click
 * with a modifier (a new tab) is the browser's own, whose ping counts it.
 */
function countClick(e: React.MouseEvent, ping: string) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  try {
    navigator.sendBeacon(ping);
  } catch {
    // No beacon in this browser: the click goes uncounted, the link still works.
  }
}

/** The card shows a box when the product has no picture at all. */
function BoxIcon() {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label="No image" className="h-16 w-16 text-slate-400">
      <path
        d="M8 20 32 8l24 12v24L32 56 8 44z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M8 20l24 12 24-12M32 32v24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One search result: picture (the placeholder when it fails to load, a box icon
 * when there is none), a 'Featured' badge, name and model with the query marked, why it matched,
 * and 'View'. Opening it is counted for the query (searchClickPing): the links' `ping` without
 * JavaScript, a beacon with it (client navigation follows no ping).
 */
export function SearchResultCard({
  product,
  query,
  reasons = [],
  siteUrl,
}: {
  product: SearchCardProduct;
  query: string;
  /** The site's address: a link's `ping` must be absolute. */
  siteUrl?: string;
  /** Why it matched ('Model: ZD421t', 'Name', 'Specification: Resolution 203 dpi'). */
  reasons?: readonly string[];
}) {
  const href = `/products/${product.slug}`;
  const beacon = searchClickPing(query, product.slug);
  const ping = siteUrl ? searchClickPing(query, product.slug, siteUrl) : undefined;
  const onClick = (e: React.MouseEvent) => countClick(e, beacon);
  const facts = keyFacts(product.specifications).slice(0, 3);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="search-result"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-50">
        {product.image ? (
          <ProductImage
            src={product.image}
            alt={pictureAlt(product.name, product.image)}
            className="h-full w-full object-contain p-2 sm:p-4"
          />
        ) : (
          <BoxIcon />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        {/* The badge sits with the category, off the picture, whose caption it would cover. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold uppercase tracking-wide text-primary">
          <span className="break-words">{product.category_display_name}</span>
          {product.featured ? (
            <span className="rounded-full bg-primary px-2 py-0.5 normal-case tracking-normal text-white">
              Featured
            </span>
          ) : null}
        </p>
        <h3 className="mt-1 text-sm font-semibold leading-snug break-words text-slate-900 sm:text-base">
          <SiteLink
            to={href}
            className="hover:text-primary"
            prefetch="intent"
            ping={ping}
            onClick={onClick}
          >
            <Highlighted text={product.name} query={query} />
          </SiteLink>
        </h3>
        {product.model ? (
          <p className="mt-1 text-xs break-words text-secondary sm:text-sm">
            Model: <Highlighted text={product.model} query={query} />
          </p>
        ) : null}
        {product.in_stock !== undefined ? (
          <p className="mt-1 text-xs text-secondary">
            {product.brand ? (
              <span className="font-medium text-slate-700">{`${product.brand} · `}</span>
            ) : null}
            <span className={product.in_stock ? "text-green-700" : "text-red-700"}>
              {product.in_stock ? "In stock" : "Out of stock"}
            </span>
          </p>
        ) : null}
        <KeyFacts facts={facts} />
        {product.price !== undefined ? (
          <p className="mt-2 text-sm font-bold text-slate-900" data-testid="result-price">
            {priceLine(product)}
          </p>
        ) : null}
        {reasons.length > 0 ? (
          <p className="mt-2 break-words text-xs text-slate-600" data-testid="match-reasons">
            <span className="font-semibold">Matched: </span>
            {reasons.join(" · ")}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-3">
          <SiteLink
            to={href}
            ping={ping}
            onClick={onClick}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
          >
            View<span className="sr-only">: {product.name}</span>
            <span aria-hidden="true">→</span>
          </SiteLink>
          <QuoteAddForm productId={product.id} productName={product.name} compact />
          <CompareCheckbox slug={product.slug} name={product.name} />
        </div>
      </div>
    </article>
  );
}
