import { data, redirect, useNavigation } from "react-router";
import { QuoteBasket, type QuoteActionResult } from "~/components/quote-basket";
import type { QuoteAddResult } from "~/components/quote-add-form";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import { parseWholeNumber } from "~/lib/whole-number";
import { clientAddress } from "~/server/auth/auth.server";
import { PRIVATE } from "~/server/http/cache-control.server";
import { env } from "~/server/env.server";
import { sellerSettingsValues } from "~/server/models/seller-settings.server";
import { readForm } from "~/server/http/body.server";
import { getProductById, isPublicProduct } from "~/server/models/products.server";
import {
  addToBasket,
  AMC_LINE_KEY,
  applyBasketEdits,
  basketCookies,
  BasketTooLarge,
  readBasket,
  removeFromBasket,
  withBuyerState,
  type Basket,
} from "~/server/quotes/basket.server";
import { addToQuoteInput, quoteRequestForm, stateFromGstin } from "~/server/quotes/inputs.server";
import { basketView } from "~/server/quotes/view.server";
import { createQuoteRequest, QuoteRefused } from "~/server/models/quotes.server";
import { QUOTE_LIMIT, QUOTE_LIMITED } from "~/server/quotes/limits.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import type { Route } from "./+types/quote";

const BUYER_FIELDS = ["name", "company", "phone", "email", "gstin", "state", "city", "notes"];

/** The buyer's typed details, given back with any answer that shows the form again. */
function keptValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of BUYER_FIELDS) if (values[f] !== undefined) out[f] = values[f].slice(0, 2000);
  return out;
}

// The basket is this visitor's own: never kept by a shared cache.
export const headers = () => ({ "Cache-Control": PRIVATE });

export async function loader({ request }: Route.LoaderArgs) {
  const basket = await readBasket(request);
  return {
    lines: basketView(basket),
    // The seller's state as staff set it (Admin › Quotes › Seller settings): it decides CGST + SGST.
    sellerState: sellerSettingsValues().state,
    buyerState: basket.s ?? "",
    whatsappNumber: env.WHATSAPP_NUMBER,
    // The inputs' required and maxLength, read from the request's rule (never restated).
    constraints: formConstraintsOf(quoteRequestForm),
    siteUrl: env.SITE_URL,
  };
}

type Answer = QuoteActionResult extends infer R
  ? R extends QuoteActionResult
    ? Omit<R, "lines">
    : never
  : never;

/** The page's answer with the basket it shows; `save` also stores that basket in its cookies. */
async function answer(
  basket: Basket,
  body: Answer,
  { status = 200, save = false, headers = {} as Record<string, string> } = {},
) {
  const h = new Headers(headers);
  if (save) for (const c of (await basketCookies(basket)).getSetCookie()) h.append("Set-Cookie", c);
  const result = { ...body, lines: basketView(basket) } as QuoteActionResult;
  return data(result, { status, headers: h });
}

/**
 * One form, several buttons (intent): "add" from a product page, "update" and "remove:<id>" for the
 * basket's lines, "send" for the request. The basket changes answer with the page (or, for a
 * script's add, a small result) and the buyer's typed details kept; a sent request goes on to its
 * confirmation page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const read = await readBasket(request);
  // A form that carries the delivery state (the basket's own) updates the one the estimate uses.
  const basket = "state" in values ? withBuyerState(read, values.state) : read;
  const intent = values.intent ?? "";
  const kept = keptValues(values);
  try {
    if (intent === "add") return await add(basket, values);
    if (intent.startsWith("remove:")) {
      const key = intent.slice("remove:".length);
      const id = key === AMC_LINE_KEY ? key : parseWholeNumber(key);
      const next = id === null ? basket : removeFromBasket(basket, id);
      return await answer(next, { kind: "updated", values: kept }, { save: true });
    }
    const edited = applyBasketEdits(basket, values);
    if (!edited.ok) {
      return await answer(
        basket,
        { kind: "invalid", errors: edited.errors, values: kept },
        { status: 400 },
      );
    }
    if (intent === "send") return await send(edited.basket, values, clientAddress(context));
    return await answer(edited.basket, { kind: "updated", values: kept }, { save: true });
  } catch (error) {
    if (error instanceof BasketTooLarge) {
      return await answer(
        basket,
        { kind: "failed", message: error.message, values: kept },
        { status: 400 },
      );
    }
    throw error;
  }
}

async function add(basket: Basket, values: Record<string, string>) {
  const js = values._js === "1";
  const refuse = (message: string) =>
    js
      ? data<QuoteAddResult>({ kind: "add-error", message }, { status: 400 })
      : answer(basket, { kind: "failed", message, values: {} }, { status: 400 });
  const parsed = addToQuoteInput.safeParse(values);
  if (!parsed.success) return refuse(parsed.error.issues[0].message);
  const product = getProductById(parsed.data.product_id);
  if (!product || !isPublicProduct(product)) return refuse("This product is no longer offered");
  const change = addToBasket(basket, product.id, parsed.data.quantity);
  if (!change.ok) return refuse(change.message);
  let cookies: Headers;
  try {
    cookies = await basketCookies(change.basket);
  } catch (error) {
    if (error instanceof BasketTooLarge) return refuse(error.message);
    throw error;
  }
  if (js) {
    return data<QuoteAddResult>(
      { kind: "added", name: product.name, lines: change.basket.lines.length },
      { headers: cookies },
    );
  }
  return redirect("/quote", { headers: cookies });
}

async function send(basket: Basket, values: Record<string, string>, address: string) {
  const kept = keptValues(values);
  // A blank state with a GSTIN is the GSTIN's state (the form fills it as the number is typed).
  const parsed = quoteRequestForm.safeParse(stateFromGstin(values));
  if (!parsed.success) {
    // The edited quantities and notes are kept even when the details need correcting.
    return answer(
      basket,
      { kind: "invalid", errors: fieldErrors(parsed.error), values: kept },
      { status: 400, save: true },
    );
  }
  const lines = basketView(basket);
  if (lines.length === 0) {
    return answer(
      basket,
      { kind: "failed", message: "Your quote basket is empty", values: kept },
      { status: 400 },
    );
  }
  const limit = consumeRateLimit(QUOTE_LIMIT, [`ip:${address}`]);
  if (limit.limited) {
    return answer(
      basket,
      { kind: "failed", message: QUOTE_LIMITED, values: kept },
      { status: 429, save: true, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  let reference: string;
  try {
    reference = createQuoteRequest(
      parsed.data,
      lines.map((l) =>
        l.amc
          ? { amc: l.amc, quantity: l.quantity, note: l.note }
          : { productId: l.productId!, quantity: l.quantity, note: l.note },
      ),
    ).reference;
  } catch (error) {
    if (error instanceof QuoteRefused) {
      return answer(
        basket,
        { kind: "failed", message: error.message, values: kept },
        { status: 400, save: true },
      );
    }
    console.error("[quote] could not store a quote request", error);
    return answer(
      basket,
      {
        kind: "failed",
        message: `Your request could not be saved. Please try again, or call us on ${site.phones[0]}.`,
        values: kept,
      },
      { status: 500, save: true },
    );
  }
  // The basket empties; it remembers the reference so only this browser sees the confirmation.
  return redirect("/quote/sent", {
    headers: await basketCookies({ lines: [], sent: reference, s: basket.s }),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/quote",
    title: `Quote basket | ${site.name}`,
    description: "The products you are asking a quotation for, with quantities and notes.",
    robots: "noindex, follow",
  });
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const result = actionData as QuoteActionResult | undefined;
  return (
    <QuoteBasket
      lines={result?.lines ?? loaderData.lines}
      sellerState={loaderData.sellerState}
      buyerState={loaderData.buyerState}
      whatsappNumber={loaderData.whatsappNumber}
      constraints={loaderData.constraints}
      result={result}
      busy={busy}
    />
  );
}
