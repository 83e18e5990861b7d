/**
 * The quote basket in a small signed cookie (product ids, quantities and a short note per line), so
 * it works with JavaScript off and needs no table for visitors who never send it; and the changes a
 * buyer makes to it.
 */
import { createCookie } from "react-router";
import { z } from "zod";
import {
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_NOTE_MAX,
  QUOTE_COUNT_COOKIE,
  quoteBasketCookieName,
} from "~/lib/quote-basket";
import { AMC_KINDS, type AmcKind } from "~/lib/amc";
import { isIndianState } from "~/lib/gstin";
import { isProduction } from "../env.server";
import { sessionSecret } from "../auth/session-secret.server";
import { lineNoteField, quantityField } from "./inputs.server";

interface BasketLine {
  /** Product id. */
  p: number;
  /** Quantity. */
  q: number;
  /** The buyer's note on this line. */
  n: string;
}

/** An AMC asked for on the AMC page: a service line beside the products (one at most). */
export interface BasketService {
  /** The plan. */
  k: AmcKind;
  /** Printers covered. */
  q: number;
  /** The buyer's note (the models). */
  n: string;
}

export interface Basket {
  lines: BasketLine[];
  amc?: BasketService;
  /** The reference of the request this browser sent last: only it may see that confirmation. */
  sent: string | null;
  /** The delivery state the buyer chose last, for the basket's GST estimate. */
  s?: string;
}

const basketShape = z.object({
  lines: z
    .array(
      z.object({
        p: z.number().int().positive(),
        q: z.number().int().min(1).max(QUOTE_MAX_QUANTITY),
        n: z.string().max(QUOTE_NOTE_MAX),
      }),
    )
    .max(QUOTE_MAX_LINES),
  amc: z
    .object({
      k: z.enum(AMC_KINDS),
      q: z.number().int().min(1).max(QUOTE_MAX_QUANTITY),
      n: z.string().max(QUOTE_NOTE_MAX),
    })
    .optional(),
  sent: z.string().max(40).nullable(),
  s: z.string().max(60).refine(isIndianState).optional(),
});

/** Browsers keep a cookie up to about 4 KB; the basket stays under that with its name and flags. */
const COOKIE_MAX_BYTES = 3800;

const BASKET_MAX_AGE = 30 * 24 * 60 * 60;

const cookie = createCookie(quoteBasketCookieName(isProduction), {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/",
  maxAge: BASKET_MAX_AGE,
  secrets: [sessionSecret],
});

const emptyBasket = (): Basket => ({ lines: [], sent: null });

/** The request's basket; a missing, tampered or malformed cookie is an empty basket. */
export async function readBasket(request: Request): Promise<Basket> {
  try {
    const parsed = basketShape.safeParse(await cookie.parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : emptyBasket();
  } catch {
    return emptyBasket();
  }
}

export class BasketTooLarge extends Error {}

/** The Set-Cookie header that stores `basket`; throws BasketTooLarge when it would not fit. */
async function basketCookie(basket: Basket): Promise<string> {
  const header = await cookie.serialize(basket);
  if (Buffer.byteLength(header) > COOKIE_MAX_BYTES) {
    throw new BasketTooLarge(
      "Your quote basket is full: shorten the notes or send this request first",
    );
  }
  return header;
}

/** How many lines the basket holds: its products and the AMC line. */
function basketSize(basket: Basket): number {
  return basket.lines.length + (basket.amc ? 1 : 0);
}

/**
 * The readable count cookie that goes with a stored basket: it lives as long as the basket and is
 * removed when the basket has no lines, so the header never shows a count of an empty basket.
 */
function basketCountCookie(basket: Basket): string {
  const count = basketSize(basket);
  const parts = [`${QUOTE_COUNT_COOKIE}=${count}`, "Path=/", "SameSite=Lax"];
  parts.push(count > 0 ? `Max-Age=${BASKET_MAX_AGE}` : "Max-Age=0");
  if (isProduction) parts.push("Secure");
  return parts.join("; ");
}

/** Both cookies that store `basket`, the signed one first; throws BasketTooLarge like basketCookie. */
export async function basketCookies(basket: Basket): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await basketCookie(basket));
  headers.append("Set-Cookie", basketCountCookie(basket));
  return headers;
}

export type BasketChange = { ok: true; basket: Basket } | { ok: false; message: string };

/** Adds `quantity` of a product; a product already in the basket gets the units added. */
export function addToBasket(basket: Basket, productId: number, quantity: number): BasketChange {
  const existing = basket.lines.find((l) => l.p === productId);
  if (existing) {
    const q = Math.min(existing.q + quantity, QUOTE_MAX_QUANTITY);
    return {
      ok: true,
      basket: { ...basket, lines: basket.lines.map((l) => (l === existing ? { ...l, q } : l)) },
    };
  }
  if (basketSize(basket) >= QUOTE_MAX_LINES) {
    return {
      ok: false,
      message: `A quote basket holds at most ${QUOTE_MAX_LINES} products: send this request first, then start another`,
    };
  }
  return {
    ok: true,
    basket: { ...basket, lines: [...basket.lines, { p: productId, q: quantity, n: "" }] },
  };
}

/** The basket remembering the buyer's delivery state (anything but an Indian state is forgotten). */
export function withBuyerState(basket: Basket, state: string | undefined): Basket {
  const s = state?.trim();
  return { ...basket, s: s && isIndianState(s) ? s : undefined };
}

/**
 * The AMC line: `printers` printers on the plan `kind`, with the buyer's note; it replaces the one
 * the basket held, so asking again changes the request rather than adding a second contract.
 */
export function addAmcToBasket(basket: Basket, service: BasketService): BasketChange {
  if (!basket.amc && basketSize(basket) >= QUOTE_MAX_LINES) {
    return {
      ok: false,
      message: `A quote basket holds at most ${QUOTE_MAX_LINES} lines: send this request first, then ask for the AMC`,
    };
  }
  return { ok: true, basket: { ...basket, amc: service } };
}

/** A line's key in the basket form: a product's id, or "amc" for the service line. */
export const AMC_LINE_KEY = "amc";

export function removeFromBasket(basket: Basket, key: number | typeof AMC_LINE_KEY): Basket {
  if (key === AMC_LINE_KEY) return { ...basket, amc: undefined };
  return { ...basket, lines: basket.lines.filter((l) => l.p !== key) };
}

/**
 * The basket form's edits: `qty_<key>` and `note_<key>` for each line (a product's id, or "amc"). Lines not in the form keep
 * their values; errors are keyed by the field name.
 */
export function applyBasketEdits(
  basket: Basket,
  values: Record<string, string>,
): { ok: true; basket: Basket } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  // `qty_<key>` and `note_<key>` of one line, into a copy of it.
  const edit = <L extends { q: number; n: string }>(line: L, key: string | number): L => {
    const next = { ...line };
    const qty = values[`qty_${key}`];
    if (qty !== undefined) {
      const parsed = quantityField.safeParse(qty);
      if (parsed.success) next.q = parsed.data;
      else errors[`qty_${key}`] = parsed.error.issues[0].message;
    }
    const note = values[`note_${key}`];
    if (note !== undefined) {
      const parsed = lineNoteField.safeParse(note);
      if (parsed.success) next.n = parsed.data;
      else errors[`note_${key}`] = parsed.error.issues[0].message;
    }
    return next;
  };
  const lines = basket.lines.map((line) => edit(line, line.p));
  const amc = basket.amc ? edit(basket.amc, AMC_LINE_KEY) : undefined;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, basket: { ...basket, lines, amc } };
}
