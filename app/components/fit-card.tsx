import { Link } from "react-router";
import { priceLine } from "~/lib/price";
import { ProductImage } from "./product-image";
import { QuoteAddForm } from "./quote-add-form";

/** One end of a compatibility pair as the pages show it (the server's toFitCard). */
export interface FitCardProduct {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  model: string | null;
  brand: string | null;
  price: number | null;
  price_on_request: boolean;
  in_stock: boolean;
  facts: string[];
}

/**
 * A supply or part that fits, as a row a buyer can act on: picture, name, the facts that decide the
 * fit (width, core, ink side, dpi...), the price line and "Add to quote" (one unit).
 */
export function FitCard({
  product,
  headingLevel = 4,
}: {
  product: FitCardProduct;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article
      className="flex h-full min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="fit-card"
    >
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-50">
        <ProductImage
          src={product.image}
          alt=""
          width={160}
          height={160}
          sizes="80px"
          className="h-full w-full object-contain p-1"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <Heading className="text-sm font-semibold leading-snug break-words text-slate-900">
          <Link
            to={`/products/${product.slug}`}
            className="inline-block min-h-6 hover:text-primary"
          >
            {product.name}
          </Link>
        </Heading>
        {product.facts.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Fit facts">
            {product.facts.map((f) => (
              <li key={f} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {priceLine(product)}
          <span
            className={`ml-2 text-xs font-normal ${product.in_stock ? "text-green-700" : "text-red-700"}`}
          >
            {product.in_stock ? "In stock" : "Out of stock"}
          </span>
        </p>
        <QuoteAddForm
          productId={product.id}
          productName={product.name}
          compact
          className="mt-2 max-w-48"
        />
      </div>
    </article>
  );
}
