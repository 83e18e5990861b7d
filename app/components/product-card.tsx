import { SiteLink } from "./site-link";
import { keyFacts } from "~/lib/key-facts";
import { priceLine } from "~/lib/price";
import { cutText, plainText } from "~/lib/text";
import { CompareCheckbox } from "./compare-selection";
import { ProductImage } from "./product-image";
import { QuoteAddForm } from "./quote-add-form";
import { pictureAlt } from "~/lib/drawn-picture";
import type { CardProduct } from "~/lib/card-product";

const badge = "rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm";

/**
 * One product in a grid. The name's link covers the card (so the picture is clickable too) and the
 * call to action is a second link for those who look for it. "Add to quote" puts one unit in the
 * basket from the listing; "Compare" (where the listing offers it) ticks it for a comparison.
 * Badges, the category line and the cut description are switched on by the page that needs them.
 */
export function ProductCard({
  product,
  cta = "View Details",
  showStockBadge = false,
  showPopularBadge = false,
  showCategory = false,
  excerptLength,
  imageFallback = "placeholder",
  headingLevel = 3,
  priority = false,
  compare = false,
}: {
  product: CardProduct;
  cta?: string;
  showStockBadge?: boolean;
  showPopularBadge?: boolean;
  showCategory?: boolean;
  /** Related products: the description cut at this many characters plus '...'. */
  excerptLength?: number;
  imageFallback?: "placeholder" | "printer-icon";
  headingLevel?: 2 | 3;
  /** The first card of a listing: its picture is likely the largest thing on a phone's first
   * screen, so it loads at once and first instead of lazily. */
  priority?: boolean;
  /** A "Compare" tick, for listings that render the compare form (CompareForm) after their grid. */
  compare?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const details = product.price !== undefined;
  const facts = details ? keyFacts(product.specifications) : [];
  // Out of stock is said once: by the badge where the page shows one.
  const stockLine = !(showStockBadge && !product.in_stock);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-50">
        <ProductImage
          src={product.image}
          alt={pictureAlt(product.name, product.image)}
          fallback={imageFallback}
          eager={priority}
          className="h-full w-full object-contain p-2 sm:p-4"
        />
        {(showStockBadge && !product.in_stock) || showPopularBadge ? (
          <div className="absolute left-2 top-2 flex flex-wrap gap-1 sm:left-3 sm:top-3 sm:gap-2">
            {showPopularBadge ? (
              <span className={`${badge} bg-amber-400 text-amber-950`}>Popular</span>
            ) : null}
            {showStockBadge && !product.in_stock ? (
              <span className={`${badge} bg-red-600 text-white`}>Out of Stock</span>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        {showCategory && (product.category_display_name || product.category) ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">
            {product.category_display_name ?? product.category}
          </p>
        ) : null}
        <Heading className="mt-1 text-sm font-semibold leading-snug break-words text-slate-900 sm:text-base">
          <SiteLink
            to={`/products/${product.slug}`}
            // A block of at least 24 px: a touch target of its own size (WCAG 2.2 target size),
            // whatever the name's length; the ::after still stretches it over the whole card.
            className="block min-h-6 after:absolute after:inset-0 hover:text-primary"
            prefetch="intent"
          >
            {product.name}
          </SiteLink>
        </Heading>
        {product.model ? (
          <p className="mt-1 text-xs break-words text-secondary sm:text-sm">
            {`Model: ${product.model}`}
          </p>
        ) : null}
        {details ? (
          <p className="mt-1 text-xs text-secondary">
            {product.brand ? (
              <span className="font-medium text-slate-700">
                {stockLine ? `${product.brand} · ` : product.brand}
              </span>
            ) : null}
            {!stockLine ? null : (
              <span className={product.in_stock ? "text-green-700" : "text-red-700"}>
                {product.in_stock ? "In stock" : "Out of stock"}
              </span>
            )}
          </p>
        ) : null}
        {product.rating !== undefined && product.rating > 0 ? (
          <p className="mt-1 text-xs text-slate-700" data-testid="card-rating">
            <span aria-hidden="true" className="text-amber-600">
              ★{" "}
            </span>
            <span className="sr-only">Rated </span>
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
            {product.reviews ? ` (${product.reviews} reviews)` : null}
          </p>
        ) : null}
        <KeyFacts facts={facts} />
        {excerptLength ? (
          <p className="mt-2 text-xs text-slate-600 sm:text-sm">
            {cutText(plainText(product.description), excerptLength)}
          </p>
        ) : null}
        {details ? (
          <p className="mt-2 text-sm font-bold text-slate-900" data-testid="card-price">
            {priceLine(product)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <SiteLink
            to={`/products/${product.slug}`}
            className="relative z-10 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
          >
            {cta}
            <span className="sr-only">{`: ${product.name}`}</span>
            <span aria-hidden="true">→</span>
          </SiteLink>
          <QuoteAddForm productId={product.id} productName={product.name} compact />
          {compare ? <CompareCheckbox slug={product.slug} name={product.name} /> : null}
        </div>
      </div>
    </article>
  );
}

/** A card's key facts ("Resolution: 203 dpi"), as product and search cards show them. */
export function KeyFacts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="mt-2 space-y-0.5 text-xs text-slate-700" data-testid="key-facts">
      {facts.map((f) => (
        <div key={f.label} className="break-words">
          <dt className="inline text-secondary">{`${f.label}: `}</dt>
          <dd className="inline">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
