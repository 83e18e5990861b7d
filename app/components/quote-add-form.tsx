import { useEffect, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { QUOTE_BASKET_CHANGED } from "~/lib/quote-basket";
import type { FormConstraint } from "~/server/entities/entity.server";

/** What /quote answers a script's "add" (a plain form post is sent on to the basket instead). */
export type QuoteAddResult =
  { kind: "added"; name: string; lines: number } | { kind: "add-error"; message: string };

/**
 * "Add to quote" with a quantity. Without JavaScript it is a form post to /quote that lands on the
 * basket; with it the buyer stays on the page and sees the basket's size.
 *
 * `compact` is the product card's version: one unit and a small button, which says "Added" once
 * the product is in the basket (the quantity is changed on the basket page).
 */
export function QuoteAddForm({
  productId,
  productName,
  className = "",
  compact = false,
  primary = false,
  formId,
  quantity,
}: {
  productId: number;
  productName: string;
  className?: string;
  compact?: boolean;
  /** The product page's main action: "Get a quote", drawn as the page's primary button. */
  primary?: boolean;
  /** The form's id, for a button elsewhere on the page (the phone's bar) to send it. */
  formId?: string;
  /** The quantity box's rule as the basket's add action parses it (formConstraintsOf), from the
   * page's loader; the compact form sends one unit and has no box. */
  quantity?: FormConstraint;
}) {
  const fetcher = useFetcher<QuoteAddResult>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  // The header's count lives in a cookie this answer just set: tell it to read it again.
  useEffect(() => {
    if (result?.kind === "added") {
      window.dispatchEvent(new CustomEvent(QUOTE_BASKET_CHANGED, { detail: { productId } }));
    }
  }, [result, productId]);
  // A plain <form> sent through the fetcher, as fetcher.Form does: fetcher.Form resolves its action
  // and builds a submit function on every render, which a listing of many cards paid once a card.
  // `data-discover` lets the router learn /quote's route before the first post, as it would.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void fetcher.submit(submitter ?? e.currentTarget, { method: "post" });
  };
  if (compact) {
    return (
      <form
        method="post"
        action="/quote"
        data-discover="true"
        onSubmit={onSubmit}
        className={`relative z-10 ${className}`}
        data-testid="card-quote-add"
      >
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={productId} />
        <input type="hidden" name="quantity" value="1" />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-9 w-full items-center justify-center rounded-lg border-2 border-primary bg-white px-2 py-1 text-sm font-semibold text-primary hover:bg-blue-50 disabled:opacity-60"
        >
          {busy ? "Adding…" : result?.kind === "added" ? "Added ✓" : "Add to quote"}
          <span className="sr-only">: {productName}</span>
        </button>
        <p role="status" className="text-xs empty:hidden" aria-live="polite">
          {result?.kind === "added" ? (
            <Link
              to="/quote"
              className="mt-1 inline-flex min-h-6 items-center font-semibold text-green-800 underline"
            >
              In your quote ({result.lines})
            </Link>
          ) : result?.kind === "add-error" ? (
            <span className="mt-1 inline-block text-red-700">{result.message}</span>
          ) : null}
        </p>
      </form>
    );
  }
  const inputId = `quote-qty-${productId}`;
  return (
    <form
      id={formId}
      method="post"
      action="/quote"
      data-discover="true"
      onSubmit={onSubmit}
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
          {...quantity}
          defaultValue={1}
          className="mt-0.5 w-24 rounded-lg border border-slate-300 bg-white px-3 py-2.5"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className={
          primary
            ? "inline-flex items-center justify-center rounded-lg border-2 border-primary bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
            : "inline-flex items-center justify-center rounded-lg border-2 border-primary bg-white px-5 py-2.5 font-semibold text-primary hover:bg-blue-50 disabled:opacity-60"
        }
      >
        {busy ? "Adding…" : primary ? "Get a quote" : "Add to quote"}
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
    </form>
  );
}
