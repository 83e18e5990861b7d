import { useState } from "react";
import { Form, Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { QuoteTotals } from "~/components/quote-totals";
import { formatPaise, quotationTax, supplyOf, type TaxLine } from "~/lib/gst";
import { stateOfGstin } from "~/lib/gstin";
import { priceLine } from "~/lib/price";
import { basketChatMessage, QUOTE_MAX_QUANTITY, QUOTE_NOTE_MAX } from "~/lib/quote-basket";
import { whatsappLink } from "~/lib/whatsapp";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { parseWholeNumber } from "~/lib/whole-number";
import type { BasketViewLine } from "~/server/quotes/view.server";
import {
  BuyerField,
  FormProblem,
  StateSelect,
  buyerBorder,
  buyerInput,
} from "~/components/buyer-field";

/** A basket line as the server reads it (the type only: no server code reaches the browser). */
type QuoteBasketLine = BasketViewLine;

/** What the basket page's form answers (a sent request redirects to its confirmation instead). */
export type QuoteActionResult = (
  | { kind: "updated"; values: Record<string, string> }
  | { kind: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { kind: "failed"; message: string; values: Record<string, string> }
) & {
  /**
   * The basket as the action left it. A form post without JavaScript renders the page in the same
   * request, whose cookie still holds the basket as it was before.
   */
  lines: QuoteBasketLine[];
};

/**
 * The basket and the request in one form: the first button is "Update basket", so Enter in a
 * quantity saves it; every answer keeps what the buyer typed in the details.
 */
export function QuoteBasket({
  lines,
  sellerState,
  buyerState,
  whatsappNumber,
  constraints,
  result,
  busy,
}: {
  lines: QuoteBasketLine[];
  /** The seller's GST state: a buyer there pays CGST + SGST, anyone else IGST. */
  sellerState: string;
  /** The delivery state the buyer chose last (kept with the basket). */
  buyerState: string;
  whatsappNumber: string;
  /** Each buyer field's required and maxLength, from the request's zod rule. */
  constraints: Record<string, { required: boolean; maxLength?: number }>;
  result?: QuoteActionResult;
  busy: boolean;
}) {
  const errors = result?.kind === "invalid" ? result.errors : {};
  const values = result?.values ?? {};
  const chosenState = values.state ?? buyerState;
  // With JavaScript the estimate follows the quantities and the state as they are typed; without
  // it, "Update totals" sends them and the server draws the same figures.
  const [typed, setTyped] = useState<{ state?: string; qty: Record<string, string> }>({ qty: {} });
  const quantityOf = (l: QuoteBasketLine) => {
    const q = parseWholeNumber(typed.qty[l.key] ?? values[`qty_${l.key}`]);
    return q !== null && q >= 1 && q <= QUOTE_MAX_QUANTITY ? q : l.quantity;
  };
  const supply = supplyOf(sellerState, typed.state ?? chosenState);
  const estimate = quotationTax(
    lines.map((l) => ({
      unitPricePaise: l.unitPricePaise,
      quantity: quantityOf(l),
      gstRate: l.gstRate,
    })),
    supply === "intra",
  );
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your quote basket</h1>
      <p className="mt-2 text-secondary">
        Add the products you need, then send one request: we reply with a GST quotation.
      </p>
      {result?.kind === "failed" ? (
        <FormProblem className="mt-6">{result.message}</FormProblem>
      ) : null}
      {result?.kind === "invalid" ? (
        <FormProblem className="mt-6">Please correct the highlighted fields.</FormProblem>
      ) : null}
      {result?.kind === "updated" ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
        >
          Your quote basket is updated.
        </p>
      ) : null}

      {lines.length === 0 ? (
        <section
          className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center"
          data-testid="quote-empty"
        >
          <h2 className="text-xl font-semibold text-slate-900">Your quote basket is empty</h2>
          <p className="mt-2 text-secondary">
            Open a product and choose &ldquo;Get a quote&rdquo; with the quantity you need, or
            &ldquo;Add to quote&rdquo; on any product in a list. A question instead? Write to us.
          </p>
          <p className="mt-5 flex flex-wrap justify-center gap-3">
            <Link
              to="/products"
              className="rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              Browse the catalogue
            </Link>
            <Link
              to="/popular-products"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-primary"
            >
              Popular products
            </Link>
            <Link
              to="/contact"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-primary"
            >
              Contact us
            </Link>
          </p>
        </section>
      ) : (
        <Form method="post" className="mt-8" aria-label="Quote request" id="quote-form">
          <section aria-labelledby="quote-lines-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="quote-lines-heading" className="text-xl font-bold text-slate-900">
                Products ({lines.length})
              </h2>
              <button
                type="submit"
                name="intent"
                value="update"
                // Saving the basket needs none of the details the request requires.
                formNoValidate
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary"
              >
                Update basket
              </button>
            </div>
            <ul className="mt-4 space-y-3">
              {lines.map((l, i) => (
                <BasketLine
                  key={l.key}
                  line={l}
                  quantity={quantityOf(l)}
                  tax={estimate.lines[i]}
                  errors={errors}
                  values={values}
                  onQuantity={(text) =>
                    setTyped((t) => ({ ...t, qty: { ...t.qty, [l.key]: text } }))
                  }
                />
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <Link to="/products" className="font-semibold text-primary underline">
                Add more products
              </Link>
              <a
                href={whatsappLink(
                  whatsappNumber,
                  basketChatMessage(lines.map((l) => ({ ...l, quantity: quantityOf(l) }))),
                )}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="quote-basket-whatsapp"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
              >
                <WhatsAppIcon />
                Ask about this list on WhatsApp
              </a>
            </div>
          </section>

          <QuoteTotals
            className="mt-8"
            totals={estimate.totals}
            supply={supply}
            pricedCount={estimate.lines.filter((t) => t.priced).length}
            onRequest={lines.filter((_, i) => !estimate.lines[i].priced).map((l) => l.name)}
          >
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1 basis-64">
                <StateSelect
                  form="quote"
                  required={false}
                  placeholder="From your GSTIN, or choose"
                  label="Delivery state (place of supply)"
                  value={chosenState}
                  onChange={(e) => {
                    const state = e.currentTarget.value;
                    setTyped((t) => ({ ...t, state }));
                  }}
                  error={errors.state}
                />
              </div>
              <button
                type="submit"
                name="intent"
                value="update"
                formNoValidate
                className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:border-primary"
              >
                Update totals
              </button>
            </div>
          </QuoteTotals>

          <section
            aria-labelledby="quote-details-heading"
            className="mt-10 rounded-xl bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="quote-details-heading" className="text-xl font-bold text-slate-900">
              Your details
            </h2>
            <p className="mt-1 text-sm text-secondary">Fields marked * are required.</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <BuyerField
                form="quote"
                name="name"
                label="Name"
                autoComplete="name"
                error={errors.name}
                value={values.name}
                {...constraints.name}
              />
              <BuyerField
                form="quote"
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                hint="We send the quotation here."
                error={errors.email}
                value={values.email}
                {...constraints.email}
              />
              <BuyerField
                form="quote"
                name="gstin"
                label="GSTIN (optional)"
                hint="Your 15-character GST number, for a tax invoice; it fills the delivery state."
                error={errors.gstin}
                value={values.gstin}
                onChange={(e) => {
                  // The first two digits are the state's GST code: the place of supply, unless the
                  // buyer picks another. The server does the same for a blank state.
                  const state = stateOfGstin(e.currentTarget.value);
                  const select = document.getElementById("quote-state");
                  if (!state || !(select instanceof HTMLSelectElement)) return;
                  select.value = state;
                  setTyped((t) => ({ ...t, state }));
                }}
                {...constraints.gstin}
              />
              <BuyerField
                form="quote"
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                error={errors.phone}
                value={values.phone}
                {...constraints.phone}
              />
              <BuyerField
                form="quote"
                name="company"
                label="Company"
                autoComplete="organization"
                error={errors.company}
                value={values.company}
                {...constraints.company}
              />
              <BuyerField
                form="quote"
                name="city"
                label="Delivery city"
                autoComplete="address-level2"
                error={errors.city}
                value={values.city}
                {...constraints.city}
              />
              <BuyerField
                form="quote"
                name="notes"
                label="Notes"
                multiline
                className="sm:col-span-2"
                error={errors.notes}
                value={values.notes}
                {...constraints.notes}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="send"
              disabled={busy}
              className="mt-6 inline-flex items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
            >
              {busy ? "Sending…" : "Send quote request"}
            </button>
          </section>
        </Form>
      )}
    </main>
  );
}

function BasketLine({
  line,
  quantity,
  tax,
  errors,
  values,
  onQuantity,
}: {
  line: QuoteBasketLine;
  /** The quantity the estimate uses (the typed one when it is a valid count). */
  quantity: number;
  tax: TaxLine;
  errors: Record<string, string>;
  values: Record<string, string>;
  onQuantity: (text: string) => void;
}) {
  const qty = `qty_${line.key}`;
  const note = `note_${line.key}`;
  return (
    <li
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[96px_1fr_auto]"
      data-testid="quote-line"
    >
      {line.amc ? (
        <span
          aria-hidden="true"
          className="flex h-20 w-24 items-center justify-center rounded bg-blue-50 text-sm font-bold text-primary"
        >
          AMC
        </span>
      ) : (
        <ProductImage
          src={line.image}
          alt={line.name}
          width={96}
          height={72}
          sizes="96px"
          className="h-20 w-24 rounded object-contain"
        />
      )}
      <div>
        <h3 className="font-semibold text-slate-900">
          {line.slug ? (
            <Link to={`/products/${line.slug}`} className="hover:text-primary">
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </h3>
        {line.model ? <p className="text-sm text-secondary">Model: {line.model}</p> : null}
        {line.sac ? (
          <p className="text-sm text-secondary" data-testid="quote-line-sac">
            Service · SAC {line.sac} · GST {line.gstRate}%
          </p>
        ) : null}
        {line.amc ? null : (
          <p className="text-sm font-medium text-slate-800">
            {priceLine({ price: line.price, price_on_request: line.priceOnRequest })}
          </p>
        )}
        <p className="mt-1 text-sm tabular-nums" data-testid="quote-line-amount">
          {tax.priced && line.unitPricePaise !== null ? (
            <>
              <span className="text-secondary">
                {formatPaise(line.unitPricePaise)} × {quantity} ={" "}
              </span>
              <span className="font-semibold text-slate-900">{formatPaise(tax.taxablePaise)}</span>
              <span className="text-secondary"> + GST</span>
            </>
          ) : (
            <span className="text-secondary">Quoted in our reply</span>
          )}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
          <div>
            <label htmlFor={qty} className="block text-xs font-medium text-slate-600">
              {line.amc ? "Printers covered" : "Quantity"}
            </label>
            <input
              id={qty}
              name={qty}
              type="number"
              inputMode="numeric"
              min={1}
              max={QUOTE_MAX_QUANTITY}
              step={1}
              required
              defaultValue={values[qty] ?? line.quantity}
              onChange={(e) => onQuantity(e.currentTarget.value)}
              aria-invalid={errors[qty] ? true : undefined}
              aria-describedby={errors[qty] ? `${qty}-error` : undefined}
              className={`${buyerInput} ${buyerBorder(errors[qty])}`}
            />
          </div>
          <div>
            <label htmlFor={note} className="block text-xs font-medium text-slate-600">
              {line.amc ? "Models" : "Note for this product"}
            </label>
            <input
              id={note}
              name={note}
              maxLength={QUOTE_NOTE_MAX}
              defaultValue={values[note] ?? line.note}
              placeholder={line.amc ? "e.g. 3 × ZD421, 1 × ZT411" : "e.g. with 2 spare ribbons"}
              aria-invalid={errors[note] ? true : undefined}
              aria-describedby={errors[note] ? `${note}-error` : undefined}
              className={`${buyerInput} ${buyerBorder(errors[note])}`}
            />
          </div>
        </div>
        {errors[qty] ? (
          <p id={`${qty}-error`} className="mt-1 text-sm text-red-700">
            {errors[qty]}
          </p>
        ) : null}
        {errors[note] ? (
          <p id={`${note}-error`} className="mt-1 text-sm text-red-700">
            {errors[note]}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          name="intent"
          value={`remove:${line.key}`}
          formNoValidate
          aria-label={`Remove ${line.name}`}
          className="rounded-lg border border-red-200 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Remove
        </button>
      </div>
    </li>
  );
}
