/**
 * The quote basket and quote requests.
 *
 * The basket lives in a small signed cookie (product ids, quantities and a short note per line), so
 * it works with JavaScript off and needs no table for visitors who never send it. Sending it stores
 * one request with a snapshot of every line (name, model, price, HSN, GST rate as they were then) in
 * one transaction, numbered Q-<year>-<6 digits>.
 */
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { createCookie, data } from "react-router";
import { z } from "zod";
import { FEATURES, site } from "~/config/site";
import { addDays, businessDay } from "~/lib/dates";
import { isIntraState, quotationTax, rupeesToPaise } from "~/lib/gst";
import { checkGstin, isIndianState } from "~/lib/gstin";
import { hasPrice } from "~/lib/price";
import {
  isQuoteStatus,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_NOTE_MAX,
  QUOTE_COUNT_COOKIE,
  QUOTE_STATUSES,
  quoteBasketCookieName,
  quoteReference,
  type QuoteStatus,
} from "~/lib/quote-basket";
import { db, writeTransaction } from "../db.server";
import { shownPicture } from "../files/picture-presence.server";
import { quoteRequestLines, quoteRequests, type QuoteRequest } from "../db/schema";
import { isProduction } from "../env.server";
import { sessionSecret } from "../auth/session-secret.server";
import { optionalText, requiredText, wholeNumberField } from "../validation/fields.server";
import { nowSql } from "./crud.server";
import { likePattern, paged, type PageRequest } from "./paging.server";
import { isSlug } from "~/lib/slug";
import { getProductById, getProductBySlug, isPublicProduct, type Product } from "./products.server";

// ---------------------------------------------------------------------------------------------
// The basket cookie

export interface BasketLine {
  /** Product id. */
  p: number;
  /** Quantity. */
  q: number;
  /** The buyer's note on this line. */
  n: string;
}

export interface Basket {
  lines: BasketLine[];
  /** The reference of the request this browser sent last: only it may see that confirmation. */
  sent: string | null;
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
  sent: z.string().max(40).nullable(),
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

export const emptyBasket = (): Basket => ({ lines: [], sent: null });

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
export async function basketCookie(basket: Basket): Promise<string> {
  const header = await cookie.serialize(basket);
  if (Buffer.byteLength(header) > COOKIE_MAX_BYTES) {
    throw new BasketTooLarge(
      "Your quote basket is full: shorten the notes or send this request first",
    );
  }
  return header;
}

/**
 * The readable count cookie that goes with a stored basket: it lives as long as the basket and is
 * removed when the basket has no lines, so the header never shows a count of an empty basket.
 */
export function basketCountCookie(basket: Basket): string {
  const count = basket.lines.length;
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
  if (basket.lines.length >= QUOTE_MAX_LINES) {
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

export function removeFromBasket(basket: Basket, productId: number): Basket {
  return { ...basket, lines: basket.lines.filter((l) => l.p !== productId) };
}

const quantityField = wholeNumberField("Quantity", { min: 1, max: QUOTE_MAX_QUANTITY, example: 2 });

/** "Add to quote": the product's id and the quantity, as posted by the product page. */
export const addToQuoteInput = z.object({
  product_id: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,12}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: "Choose a product to add" }).int().positive("Choose a product to add"),
  ),
  quantity: quantityField,
});

/**
 * The basket form's edits: `qty_<id>` and `note_<id>` for each line. Lines not in the form keep
 * their values; errors are keyed by the field name.
 */
export function applyBasketEdits(
  basket: Basket,
  values: Record<string, string>,
): { ok: true; basket: Basket } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = basket.lines.map((line) => {
    const next = { ...line };
    const qty = values[`qty_${line.p}`];
    if (qty !== undefined) {
      const parsed = quantityField.safeParse(qty);
      if (parsed.success) next.q = parsed.data;
      else errors[`qty_${line.p}`] = parsed.error.issues[0].message;
    }
    const note = values[`note_${line.p}`];
    if (note !== undefined) {
      const parsed = z
        .string()
        .trim()
        .max(QUOTE_NOTE_MAX, `A line's note must be at most ${QUOTE_NOTE_MAX} characters`)
        .safeParse(note);
      if (parsed.success) next.n = parsed.data;
      else errors[`note_${line.p}`] = parsed.error.issues[0].message;
    }
    return next;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, basket: { ...basket, lines } };
}

export interface BasketViewLine {
  productId: number;
  slug: string;
  name: string;
  model: string | null;
  image: string | null;
  price: number | null;
  priceOnRequest: boolean;
  quantity: number;
  note: string;
}

/** The basket's lines with their products; products no longer public drop out. */
export function basketView(basket: Basket): BasketViewLine[] {
  const out: BasketViewLine[] = [];
  for (const line of basket.lines) {
    const product = getProductById(line.p);
    if (!product || !isPublicProduct(product)) continue;
    out.push({
      productId: product.id,
      slug: product.slug,
      name: product.name,
      model: product.model,
      image: shownPicture(product.image),
      price: product.price,
      priceOnRequest: product.price_on_request,
      quantity: line.q,
      note: line.n,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Requests

const PHONE_MESSAGE = "Please enter a phone number with 10 to 15 digits";

/** The buyer's part of a request, from the basket page's form or POST /api/quotes. */
export const quoteRequestInput = z.object({
  name: requiredText("Name", 100),
  company: optionalText("Company", 150),
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, "Phone is required")
    .max(30, PHONE_MESSAGE)
    .refine((s) => /^\+?[\d\s()-]+$/.test(s), PHONE_MESSAGE)
    .refine((s) => {
      const digits = s.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    }, PHONE_MESSAGE),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(200, "Email must be at most 200 characters")
    .pipe(z.email("Please enter a valid email address")),
  gstin: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: "GSTIN must be text" })
      .max(40, "GSTIN must be 15 characters, for example 27AAPFU0939F1ZV")
      .transform((v, ctx) => {
        const check = checkGstin(v);
        if (check.ok) return check.gstin;
        ctx.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      })
      .optional()
      .transform((v) => v ?? null),
  ),
  state: z
    .string({ error: "Please choose the state of delivery (place of supply)" })
    .trim()
    .refine(isIndianState, "Please choose the state of delivery (place of supply)"),
  city: requiredText("Delivery city", 100),
  notes: optionalText("Notes", 2000),
});

export type QuoteRequestInput = z.infer<typeof quoteRequestInput>;

export interface RequestedLine {
  productId: number;
  quantity: number;
  note: string | null;
}

/** A line of POST /api/quotes: a product by id or slug, a quantity, an optional note. */
export const apiQuoteLinesInput = z
  .array(
    z.object({
      product_id: z.number().int().positive().optional(),
      slug: z.string().max(200).optional(),
      quantity: quantityField,
      note: z
        .string()
        .trim()
        .max(QUOTE_NOTE_MAX, `A line's note must be at most ${QUOTE_NOTE_MAX} characters`)
        .optional(),
    }),
    { error: "lines must be a list of products" },
  )
  .min(1, "Add at least one product to the quote")
  .max(QUOTE_MAX_LINES, `A quote holds at most ${QUOTE_MAX_LINES} products`);

export class QuoteRefused extends Error {}

/** Requests stored per client address: as many as the contact form allows messages. */
export const QUOTE_LIMIT = { bucket: "quote", limit: 10, windowMs: 60 * 60 * 1000 };
export const QUOTE_LIMITED = `You have sent several quote requests in a short time. Please wait a while, or call us on ${site.phones[0]}.`;

function snapshotPrice(product: Product): number | null {
  return !product.price_on_request && hasPrice(product.price) ? rupeesToPaise(product.price) : null;
}

/**
 * Stores a request and its lines in one transaction. Every line must name a public product, each
 * once; otherwise QuoteRefused is thrown and nothing is written.
 */
export function createQuoteRequest(
  input: QuoteRequestInput,
  lines: RequestedLine[],
  now = new Date(),
): { id: number; reference: string } {
  if (lines.length === 0) throw new QuoteRefused("Your quote basket is empty");
  if (lines.length > QUOTE_MAX_LINES)
    throw new QuoteRefused(`A quote holds at most ${QUOTE_MAX_LINES} products`);
  const ids = new Set(lines.map((l) => l.productId));
  if (ids.size !== lines.length) throw new QuoteRefused("Each product may appear once in a quote");
  return writeTransaction((tx) => {
    const snapshots = lines.map((line, i) => {
      const product = getProductById(line.productId);
      if (!product || !isPublicProduct(product))
        throw new QuoteRefused(`Line ${i + 1}: this product is no longer offered`);
      return {
        product_id: product.id,
        position: i + 1,
        name: product.name,
        model: product.model,
        slug: product.slug,
        quantity: line.quantity,
        unit_price_paise: snapshotPrice(product),
        hsn_code: product.hsn_code,
        gst_rate: product.gst_rate,
        note: line.note?.trim() || null,
      };
    });
    const stamp = now.toISOString();
    const { id } = tx
      .insert(quoteRequests)
      .values({
        ...input,
        // Replaced below by the number the row got, in the same transaction.
        reference: `pending-${crypto.randomUUID()}`,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning({ id: quoteRequests.id })
      .get();
    const reference = quoteReference(id, now.getUTCFullYear());
    tx.update(quoteRequests).set({ reference }).where(eq(quoteRequests.id, id)).run();
    tx.insert(quoteRequestLines)
      .values(snapshots.map((s) => ({ ...s, quote_request_id: id })))
      .run();
    return { id, reference };
  });
}

export function getQuoteRequest(id: number) {
  const request = db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
  if (!request) return undefined;
  return { ...request, lines: quoteLines(id) };
}

export function getQuoteRequestByReference(reference: string) {
  const request = db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.reference, reference))
    .get();
  return request ? getQuoteRequest(request.id) : undefined;
}

function quoteLines(requestId: number) {
  return db
    .select()
    .from(quoteRequestLines)
    .where(eq(quoteRequestLines.quote_request_id, requestId))
    .orderBy(quoteRequestLines.position)
    .all();
}

export type QuoteRequestWithLines = NonNullable<ReturnType<typeof getQuoteRequest>>;

export interface QuoteListFilter extends PageRequest {
  status?: QuoteStatus;
  /** Reference, name, company, email, phone, GSTIN or city contains the text. */
  search?: string;
}

function whereOf(f: QuoteListFilter) {
  const search = f.search?.trim();
  const pattern = search ? likePattern(search) : null;
  const like = (column: AnySQLiteColumn) =>
    sql`coalesce(${column}, '') like ${pattern} escape '\\'`;
  return and(
    f.status ? eq(quoteRequests.status, f.status) : undefined,
    pattern
      ? or(
          like(quoteRequests.reference),
          like(quoteRequests.name),
          like(quoteRequests.company),
          like(quoteRequests.email),
          like(quoteRequests.phone),
          like(quoteRequests.gstin),
          like(quoteRequests.city),
        )
      : undefined,
  );
}

/** Newest first, with how many lines each has. */
export function listQuoteRequests(f: QuoteListFilter = {}) {
  const where = whereOf(f);
  return paged(
    f,
    { perPage: 20 },
    () => db.select({ n: count() }).from(quoteRequests).where(where).get()?.n ?? 0,
    (limit, offset) => {
      const rows = db
        .select()
        .from(quoteRequests)
        .where(where)
        .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id))
        .limit(limit)
        .offset(offset)
        .all();
      const counts = new Map<number, number>();
      if (rows.length > 0) {
        for (const c of db
          .select({ id: quoteRequestLines.quote_request_id, n: count() })
          .from(quoteRequestLines)
          .where(
            inArray(
              quoteRequestLines.quote_request_id,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(quoteRequestLines.quote_request_id)
          .all())
          counts.set(c.id, c.n);
      }
      return rows.map((r) => ({ ...r, line_count: counts.get(r.id) ?? 0 }));
    },
  );
}

export function countQuoteRequests(status?: QuoteStatus): number {
  return (
    db
      .select({ n: count() })
      .from(quoteRequests)
      .where(status ? eq(quoteRequests.status, status) : undefined)
      .get()?.n ?? 0
  );
}

/** The admin's changes: status and internal note (fields not given keep their value). */
export const quoteUpdateInput = z.object({
  status: z
    .custom<QuoteStatus>(isQuoteStatus, `Status must be one of ${QUOTE_STATUSES.join(", ")}`)
    .optional(),
  internal_note: optionalText("Internal note", 5000).optional(),
});

export function updateQuoteRequest(
  id: number,
  changes: { status?: QuoteStatus; internal_note?: string | null },
): QuoteRequest | undefined {
  const set: Partial<typeof quoteRequests.$inferInsert> = {};
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.internal_note !== undefined) set.internal_note = changes.internal_note;
  return db
    .update(quoteRequests)
    .set({ ...set, updated_at: nowSql })
    .where(eq(quoteRequests.id, id))
    .returning()
    .get();
}

/** The admin's Quotes tab follows its feature flag: switched off, its pages are not found. */
export function requireQuotesFeature(): void {
  if (!FEATURES.quotes) throw data("Not Found", { status: 404 });
}

/**
 * A request as a GST quotation: each line's taxable value and tax (CGST + SGST inside the seller's
 * state, IGST otherwise), the totals, and the dates, for the printable page.
 */
export function quotationOf(request: QuoteRequestWithLines, today = new Date()) {
  const intraState = isIntraState(site.gstState, request.state);
  const { lines, totals } = quotationTax(
    request.lines.map((l) => ({
      unitPricePaise: l.unit_price_paise,
      quantity: l.quantity,
      gstRate: l.gst_rate,
    })),
    intraState,
  );
  // Calendar days in India: a request made at 02:10 IST is dated that Indian day, not the UTC one.
  const date = businessDay(today);
  return {
    intraState,
    date,
    validUntil: addDays(date, site.quotationValidDays),
    lines: request.lines.map((l, i) => ({ ...l, tax: lines[i] })),
    totals,
  };
}

/**
 * The lines of POST /api/quotes as products: each names a public product (by product_id or slug),
 * once. Errors are keyed "lines.<n>".
 */
export function resolveApiLines(
  lines: z.infer<typeof apiQuoteLinesInput>,
): { ok: true; lines: RequestedLine[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const out: RequestedLine[] = [];
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    const product =
      line.product_id !== undefined
        ? getProductById(line.product_id)
        : line.slug !== undefined && isSlug(line.slug)
          ? getProductBySlug(line.slug)
          : undefined;
    if (line.product_id === undefined && line.slug === undefined) {
      fields[`lines.${i}`] = "Give the product's product_id or slug";
    } else if (!product || !isPublicProduct(product)) {
      fields[`lines.${i}`] = "No such product is offered";
    } else if (seen.has(product.id)) {
      fields[`lines.${i}`] = "Each product may appear once in a quote";
    } else {
      seen.add(product.id);
      out.push({ productId: product.id, quantity: line.quantity, note: line.note ?? null });
    }
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, lines: out };
}

/** A request as /api answers it: the row and its lines, prices in paise. */
export function quoteRequestJson(request: QuoteRequestWithLines) {
  return {
    ...request,
    lines: request.lines.map(({ quote_request_id: _, ...line }) => line),
  };
}
