/**
 * Quote requests and their lines: the one place their SQL lives. Sending a basket stores one request
 * with a snapshot of every line (name, model, price, HSN, GST rate as they were then) in one
 * transaction, numbered Q-<year>-<6 digits>.
 */
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { AMC_GST_RATE, AMC_SAC, amcLineName, type AmcKind } from "~/lib/amc";
import { businessYear } from "~/lib/dates";
import { rupeesToPaise } from "~/lib/gst";
import { hasPrice } from "~/lib/price";
import { QUOTE_MAX_LINES, quoteReference, type QuoteStatus } from "~/lib/quote-basket";
import { db, writeTransaction } from "../db.server";
import {
  inquiries,
  quoteEvents,
  quoteRequestLines,
  quoteRequests,
  quoteVersions,
  type QuoteRequest,
} from "../db/schema";
import type { QuotationDocument } from "~/lib/quotation";
import { rowVersion } from "../admin/edit-version.server";
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
  const products = lines.flatMap((l) => ("productId" in l ? [l.productId] : []));
  if (new Set(products).size !== products.length)
    throw new QuoteRefused("Each product may appear once in a quote");
  if (lines.length - products.length > 1) throw new QuoteRefused("A quote holds one AMC line");
  return writeTransaction(() => {
    const snapshots = lines.map((line, i) => {
      if ("amc" in line)
        return { ...amcLine(line.amc, line.quantity), note: line.note?.trim() || null };
      const product = getProductById(line.productId);
      if (!product || !isPublicProduct(product))
        throw new QuoteRefused(`Line ${i + 1}: this product is no longer offered`);
      return { ...productLine(product, line.quantity), note: line.note?.trim() || null };
    });
    return insertQuoteRequest(input, snapshots, now);
  });
}

type NewLine = Omit<typeof quoteRequestLines.$inferInsert, "id" | "quote_request_id" | "position">;

/** A product's line as a request keeps it: name, model, price, HSN and GST rate as they are now. */
function productLine(product: Product, quantity: number): NewLine {
  return {
    product_id: product.id,
    name: product.name,
    model: product.model,
    slug: product.slug,
    quantity,
    unit_price_paise: snapshotPrice(product),
    hsn_code: product.hsn_code,
    gst_rate: product.gst_rate,
  };
}

/** An AMC's service line: its SAC in place of an HSN, GST at 18%, priced by staff. */
function amcLine(kind: AmcKind, printers: number): NewLine {
  return {
    product_id: null,
    name: amcLineName(kind),
    model: null,
    slug: null,
    quantity: printers,
    unit_price_paise: null,
    hsn_code: AMC_SAC,
    gst_rate: AMC_GST_RATE,
  };
}

/**
 * The one way a quote request is written, whoever starts it (the basket, the API, a fresh quote
 * for an expired one, staff from an inquiry): the row, its Q-<year>-<number> reference, the year
 * being India's on `now`, and its lines in order. Runs inside the caller's write transaction.
 */
function insertQuoteRequest(
  values: Omit<typeof quoteRequests.$inferInsert, "reference" | "created_at" | "updated_at">,
  lines: NewLine[],
  now: Date,
): { id: number; reference: string } {
  const stamp = now.toISOString();
  const { id } = db
    .insert(quoteRequests)
    .values({
      ...values,
      // Replaced below by the number the row got, in the same transaction.
      reference: `pending-${crypto.randomUUID()}`,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning({ id: quoteRequests.id })
    .get();
  const reference = quoteReference(id, businessYear(now));
  db.update(quoteRequests).set({ reference }).where(eq(quoteRequests.id, id)).run();
  if (lines.length > 0)
    db.insert(quoteRequestLines)
      .values(lines.map((l, i) => ({ ...l, position: i + 1, quote_request_id: id })))
      .run();
  return { id, reference };
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
      // The value of each request's last sent version (none before the first send).
      const values = new Map<number, number>();
      const sent = rows.filter((r) => r.version > 0);
      if (sent.length > 0) {
        for (const v of db
          .select({
            id: quoteVersions.quote_request_id,
            version: quoteVersions.version,
            total: quoteVersions.total_paise,
          })
          .from(quoteVersions)
          .where(
            inArray(
              quoteVersions.quote_request_id,
              sent.map((r) => r.id),
            ),
          )
          .all())
          if (sent.some((r) => r.id === v.id && r.version === v.version)) values.set(v.id, v.total);
      }
      return rows.map((r) => ({
        ...r,
        line_count: counts.get(r.id) ?? 0,
        value_paise: values.get(r.id) ?? null,
      }));
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

// ---------------------------------------------------------------------------------------------
// The quotation staff prepare and send, and what happens to it

/** The editable fields of a request's quotation, as the editor saves them. */
export interface QuotationDraft {
  state: string;
  city: string;
  valid_until: string;
  discount_bp: number;
  freight_paise: number;
  freight_gst_rate: number;
  payment_terms: string | null;
  terms: string | null;
  lines: {
    product_id: number | null;
    slug: string | null;
    name: string;
    model: string | null;
    hsn_code: string | null;
    unit: string;
    quantity: number;
    unit_price_paise: number | null;
    discount_bp: number;
    gst_rate: number | null;
    note: string | null;
  }[];
}

/** The version an editor works from: the request's editable state and its lines. */
export function quotationEditVersion(request: QuoteRequestWithLines): string {
  const { lines, ...row } = request;
  return rowVersion({
    v: row.version,
    s: row.status,
    d: [row.valid_until, row.discount_bp, row.freight_paise, row.freight_gst_rate],
    t: [row.payment_terms, row.terms],
    l: lines.map((l) => [
      l.name,
      l.model,
      l.hsn_code,
      l.unit,
      l.quantity,
      l.unit_price_paise,
      l.discount_bp,
      l.gst_rate,
      l.note,
    ]),
  });
}

export type QuotationSave =
  | { ok: true; version: number; document?: QuotationDocument; nonce?: string }
  | { ok: false; stale: QuoteRequestWithLines }
  | { ok: false; refused: string };

/**
 * Saves the editor's draft and, with `send`, sends it as the next version, in one transaction: the
 * save is refused when the request changed since the editor opened it (`expected`), and a send is
 * refused when a line has no rate or GST. Sending snapshots the whole document, gives the request a
 * private link when it has none, and marks it quoted.
 */
export function saveQuotation(
  id: number,
  expected: string | null,
  draft: QuotationDraft,
  opts: {
    actor: string;
    send?: (request: QuoteRequestWithLines, version: number) => QuotationDocument;
    newNonce: () => string;
  },
): QuotationSave {
  return writeTransaction((tx) => {
    const current = getQuoteRequest(id);
    if (!current) return { ok: false, refused: "Quote request not found" };
    if (expected !== null && expected !== quotationEditVersion(current))
      return { ok: false, stale: current };
    const { lines, ...fields } = draft;
    tx.update(quoteRequests)
      .set({ ...fields, updated_at: nowSql })
      .where(eq(quoteRequests.id, id))
      .run();
    tx.delete(quoteRequestLines).where(eq(quoteRequestLines.quote_request_id, id)).run();
    if (lines.length > 0)
      tx.insert(quoteRequestLines)
        .values(lines.map((l, i) => ({ ...l, quote_request_id: id, position: i + 1 })))
        .run();
    if (!opts.send) return { ok: true, version: current.version };
    const saved = getQuoteRequest(id)!;
    if (saved.lines.length === 0) return rollback("Add at least one line before sending");
    const unpriced = saved.lines.findIndex(
      (l) => l.unit_price_paise === null || l.gst_rate === null,
    );
    if (unpriced >= 0)
      return rollback(
        `Line ${unpriced + 1} needs a rate and a GST rate before the quotation is sent`,
      );
    const version = saved.version + 1;
    const document = opts.send(saved, version);
    tx.insert(quoteVersions)
      .values({
        quote_request_id: id,
        version,
        document: JSON.stringify(document),
        total_paise: document.totals.totalPaise,
        valid_until: document.validUntil,
        sent_by: opts.actor,
      })
      .run();
    const nonce = saved.link_nonce ?? opts.newNonce();
    tx.update(quoteRequests)
      .set({ version, status: "quoted", status_at: nowSql, link_nonce: nonce })
      .where(eq(quoteRequests.id, id))
      .run();
    addEvent(id, "sent", opts.actor, version, null);
    return { ok: true, version, document, nonce };
  });
}

class Rollback extends Error {}
function rollback(message: string): never {
  throw new Rollback(message);
}

/** saveQuotation, with a refused send answered (and nothing of it written). */
export function saveQuotationSafely(...args: Parameters<typeof saveQuotation>): QuotationSave {
  try {
    return saveQuotation(...args);
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, refused: error.message };
    throw error;
  }
}

function addEvent(
  id: number,
  kind: string,
  actor: string | null,
  version: number | null,
  message: string | null,
): void {
  db.insert(quoteEvents).values({ quote_request_id: id, kind, actor, version, message }).run();
}

export function listQuoteEvents(id: number) {
  return db
    .select()
    .from(quoteEvents)
    .where(eq(quoteEvents.quote_request_id, id))
    .orderBy(desc(quoteEvents.id))
    .limit(200)
    .all();
}

/** The last version sent, its document parsed. */
export function latestQuotation(id: number) {
  const row = db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quote_request_id, id))
    .orderBy(desc(quoteVersions.version))
    .limit(1)
    .get();
  return row ? { ...row, document: JSON.parse(row.document) as QuotationDocument } : undefined;
}

/** One sent version. */
export function quotationVersion(id: number, version: number) {
  const row = db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quote_request_id, id), eq(quoteVersions.version, version)))
    .get();
  return row ? { ...row, document: JSON.parse(row.document) as QuotationDocument } : undefined;
}

/** A status set by staff (lost, or back to an earlier one), dated and recorded. */
export function setQuoteStatus(id: number, status: QuoteStatus, actor: string): void {
  writeTransaction(() => {
    const row = db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id))
      .get();
    if (!row || row.status === status) return;
    db.update(quoteRequests)
      .set({ status, status_at: nowSql, updated_at: nowSql })
      .where(eq(quoteRequests.id, id))
      .run();
    addEvent(id, status, actor, null, null);
  });
}

/** A new private link (every earlier one stops working), or none with `revoke`. */
export function renewQuoteLink(id: number, nonce: string | null, actor: string): void {
  writeTransaction(() => {
    db.update(quoteRequests).set({ link_nonce: nonce }).where(eq(quoteRequests.id, id)).run();
    addEvent(id, nonce ? "link-renewed" : "link-revoked", actor, null, null);
  });
}

export type BuyerAnswer =
  | { kind: "accept"; name: string; poNumber: string | null; poFile: string | null }
  | { kind: "changes"; name: string; message: string };

/**
 * The buyer's answer to the version they saw. Refused when a newer version was sent meanwhile,
 * when the quotation is already accepted, or (for an acceptance) when it expired (`today`).
 */
export function recordBuyerAnswer(
  id: number,
  seenVersion: number,
  answer: BuyerAnswer,
  today: string,
): { ok: true } | { ok: false; message: string } {
  return writeTransaction(() => {
    const row = db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
    if (!row || row.version === 0) return { ok: false, message: "This quotation is not available" };
    if (row.version !== seenVersion)
      return {
        ok: false,
        message: `A newer version (${row.version}) of this quotation was sent: please read it first`,
      };
    if (row.status === "accepted")
      return { ok: false, message: "This quotation is already accepted" };
    const sent = quotationVersion(id, row.version);
    if (answer.kind === "accept") {
      if (!sent || sent.valid_until < today)
        return { ok: false, message: "This quotation has expired: ask for a fresh quote instead" };
      db.update(quoteRequests)
        .set({
          status: "accepted",
          status_at: nowSql,
          accepted_version: row.version,
          accepted_name: answer.name,
          po_number: answer.poNumber,
          po_file: answer.poFile,
          updated_at: nowSql,
        })
        .where(eq(quoteRequests.id, id))
        .run();
      addEvent(
        id,
        "accepted",
        "buyer",
        row.version,
        [answer.name, answer.poNumber && `PO ${answer.poNumber}`].filter(Boolean).join(", "),
      );
    } else {
      db.update(quoteRequests)
        .set({ status: "changes_asked", status_at: nowSql, updated_at: nowSql })
        .where(eq(quoteRequests.id, id))
        .run();
      addEvent(id, "changes_asked", "buyer", row.version, `${answer.name}: ${answer.message}`);
    }
    return { ok: true };
  });
}

/** Quoted requests whose last version's validity ended before `today` become expired. */
export function expireQuotations(today: string): number {
  return writeTransaction(() => {
    const due = db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .innerJoin(
        quoteVersions,
        and(
          eq(quoteVersions.quote_request_id, quoteRequests.id),
          eq(quoteVersions.version, quoteRequests.version),
        ),
      )
      .where(
        and(
          inArray(quoteRequests.status, ["quoted", "changes_asked"]),
          lt(quoteVersions.valid_until, today),
        ),
      )
      .all();
    for (const { id } of due) {
      db.update(quoteRequests)
        .set({ status: "expired", status_at: nowSql })
        .where(eq(quoteRequests.id, id))
        .run();
      addEvent(id, "expired", null, null, null);
    }
    return due.length;
  });
}

/** The proforma invoice's number for an accepted request: given once, PI-<year>-<6 digits>. */
export function proformaNumberFor(id: number, year: number, actor: string): string | null {
  return writeTransaction(() => {
    const row = db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
    if (!row || row.status !== "accepted") return null;
    if (row.proforma_number) return row.proforma_number;
    const prefix = `PI-${year}-`;
    const last = db
      .select({ n: sql<string | null>`max(${quoteRequests.proforma_number})` })
      .from(quoteRequests)
      .where(sql`${quoteRequests.proforma_number} like ${prefix + "%"}`)
      .get()?.n;
    const next = (last ? Number(last.slice(prefix.length)) : 0) + 1;
    const number = `${prefix}${String(next).padStart(6, "0")}`;
    db.update(quoteRequests)
      .set({ proforma_number: number, proforma_at: nowSql })
      .where(eq(quoteRequests.id, id))
      .run();
    addEvent(id, "proforma", actor, row.accepted_version, number);
    return number;
  });
}

/** The dashboard's figures: waiting for an answer, expiring within `days`, accepted this month. */
export function quotePipelineCounts(today: string, soon: string, monthStart: string) {
  const waiting =
    db
      .select({ n: count() })
      .from(quoteRequests)
      .where(inArray(quoteRequests.status, ["new", "changes_asked"]))
      .get()?.n ?? 0;
  const expiring =
    db
      .select({ n: count() })
      .from(quoteRequests)
      .innerJoin(
        quoteVersions,
        and(
          eq(quoteVersions.quote_request_id, quoteRequests.id),
          eq(quoteVersions.version, quoteRequests.version),
        ),
      )
      .where(
        and(
          eq(quoteRequests.status, "quoted"),
          gte(quoteVersions.valid_until, today),
          lte(quoteVersions.valid_until, soon),
        ),
      )
      .get()?.n ?? 0;
  const accepted = db
    .select({ n: count(), value: sql<number>`coalesce(sum(${quoteVersions.total_paise}), 0)` })
    .from(quoteRequests)
    .innerJoin(
      quoteVersions,
      and(
        eq(quoteVersions.quote_request_id, quoteRequests.id),
        eq(quoteVersions.version, quoteRequests.accepted_version),
      ),
    )
    .where(and(eq(quoteRequests.status, "accepted"), gte(quoteRequests.status_at, monthStart)))
    .get();
  return {
    waiting,
    expiring,
    acceptedCount: accepted?.n ?? 0,
    acceptedPaise: accepted?.value ?? 0,
  };
}

/** Other quote requests from the same buyer (same email or phone), newest first. */
export function quotesFromBuyer(email: string, phone: string | null, exceptId?: number) {
  return db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      status: quoteRequests.status,
      created_at: quoteRequests.created_at,
    })
    .from(quoteRequests)
    .where(
      and(
        or(
          sql`lower(${quoteRequests.email}) = lower(${email})`,
          phone ? eq(quoteRequests.phone, phone) : undefined,
        ),
        exceptId ? sql`${quoteRequests.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(desc(quoteRequests.id))
    .limit(20)
    .all();
}

/**
 * A new request with the same buyer and lines as an expired one (its rates kept for staff to
 * review), for "ask for a fresh quote". Returns its reference.
 */
export function createFreshRequest(id: number, now = new Date()): string | null {
  return writeTransaction(() => {
    const old = getQuoteRequest(id);
    if (!old) return null;
    const { reference } = insertQuoteRequest(
      {
        name: old.name,
        company: old.company,
        phone: old.phone,
        email: old.email,
        gstin: old.gstin,
        state: old.state,
        city: old.city,
        notes: `Fresh quote asked for, in place of the expired ${old.reference}.`,
      },
      old.lines.map(({ id: _, quote_request_id: __, position: ___, ...l }) => l),
      now,
    );
    addEvent(id, "fresh-asked", "buyer", old.version, reference);
    return reference;
  });
}

/**
 * A quote request made by staff from a contact inquiry (one click): the buyer's name, company,
 * phone and email, the message as the request's notes, and the product it was about as a line at
 * today's price. The place of supply is left for staff to choose. An inquiry already turned into a
 * request gives that request.
 */
export function createFromInquiry(
  inquiryId: number,
  actor: string,
  now = new Date(),
): number | null {
  return writeTransaction(() => {
    const done = db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.inquiry_id, inquiryId))
      .get();
    if (done) return done.id;
    const inquiry = db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
    if (!inquiry) return null;
    const product = inquiry.product_id ? getProductById(inquiry.product_id) : undefined;
    const { id } = insertQuoteRequest(
      {
        name: inquiry.name,
        company: inquiry.company,
        phone: inquiry.phone ?? "",
        email: inquiry.email,
        state: "",
        city: "",
        notes: `${inquiry.subject}\n\n${inquiry.message}`.slice(0, 2000),
        inquiry_id: inquiry.id,
      },
      product ? [productLine(product, 1)] : [],
      now,
    );
    addEvent(id, "from-inquiry", actor, null, `Inquiry #${inquiry.id}`);
    return id;
  });
}

/** The quote request made from each of these inquiries, if any. */
export function quotesOfInquiries(ids: number[]): Map<number, { id: number; reference: string }> {
  const out = new Map<number, { id: number; reference: string }>();
  if (ids.length === 0) return out;
  for (const r of db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      inquiry: quoteRequests.inquiry_id,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.inquiry_id, ids))
    .all())
    if (r.inquiry !== null) out.set(r.inquiry, { id: r.id, reference: r.reference });
  return out;
}
