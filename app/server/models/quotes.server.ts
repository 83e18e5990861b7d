/**
 * Quote requests and their lines: the one place their SQL lives. Sending a basket stores one request
 * with a snapshot of every line (name, model, price, HSN, GST rate as they were then) in one
 * transaction, numbered Q-<year>-<6 digits>.
 */
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { rupeesToPaise } from "~/lib/gst";
import { hasPrice } from "~/lib/price";
import { QUOTE_MAX_LINES, quoteReference, type QuoteStatus } from "~/lib/quote-basket";
import { db, writeTransaction } from "../db.server";
import { quoteRequestLines, quoteRequests, type QuoteRequest } from "../db/schema";
import type { QuoteRequestInput, RequestedLine } from "../quotes/inputs.server";
import { nowSql } from "./crud.server";
import { likePattern, paged, type PageRequest } from "./paging.server";
import { getProductById, isPublicProduct, type Product } from "./products.server";

export class QuoteRefused extends Error {}

/** A product's unit price as a quote line keeps it, in paise; null when it is given on request. */
export function snapshotPrice(product: Product): number | null {
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
