import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { QUOTE_MAX_QUANTITY } from "~/lib/quote-basket";

/** What /quote answers a script's "add" (a plain form post is sent on to the basket instead). */
export type QuoteAddResult =
  { kind: "added"; name: string; lines: number } | { kind: "add-error"; message: string };

/**
 * "Add to quote" with a quantity. Without JavaScript it is a form post to /quote that lands on the
 * basket; with it the buyer stays on the page and sees the basket's size.
 */
export function QuoteAddForm({
  productId,
  productName,
  className = "",
}: {
  productId: number;
  productName: string;
  className?: string;
}) {
  const fetcher = useFetcher<QuoteAddResult>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const inputId = `quote-qty-${productId}`;
  return (
    <fetcher.Form
      method="post"
      action="/quote"
      className={`flex flex-wrap items-end gap-2 ${className}`}
      aria-label={`Add ${productName} to your quote`}
      data-testid="quote-add-form"
    >
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <div>
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-600">
          Quantity
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_MAX_QUANTITY}
          step={1}
          defaultValue={1}
          required
          className="mt-0.5 w-24 rounded-lg border border-slate-300 bg-white px-3 py-2.5"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-lg border-2 border-primary bg-white px-5 py-2.5 font-semibold text-primary hover:bg-blue-50 disabled:opacity-60"
      >
        {busy ? "Adding…" : "Add to quote"}
      </button>
      <p role="status" className="w-full text-sm" aria-live="polite">
        {result?.kind === "added" ? (
          <span className="text-green-800">
            Added to your quote basket ({result.lines} {result.lines === 1 ? "product" : "products"}
            ).{" "}
            <Link to="/quote" className="font-semibold underline">
              View quote basket
            </Link>
          </span>
        ) : result?.kind === "add-error" ? (
          <span className="text-red-700">{result.message}</span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
