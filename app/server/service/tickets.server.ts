/**
 * Service tickets: the model of the service desk's tables (tickets, their timeline, estimate lines
 * and attachments). Nothing else writes their SQL.
 *
 * A customer books without an account and gets a ticket number (SR-<year>-<6 digits>) and a
 * tracking link holding 256 random bits. Only the token's SHA-256 is stored, compared in constant
 * time; staff can renew it (the old link dies) or revoke it. The number plus the phone's last four
 * digits also finds a ticket; the routes rate-limit that path (TRACK_LOOKUP_LIMIT).
 *
 * Every change moves the ticket's `version` and writes a timeline event in the same transaction;
 * a change made from an older version is refused with TicketConflict, naming what changed.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { site } from "~/config/site";
import { addDays, businessDay } from "~/lib/dates";
import { keyNamesModel, modelKey } from "~/lib/fits";
import { isIntraState, quotationTax } from "~/lib/gst";
import {
  FINISHED_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketIdOf,
  ticketNumber,
  type TicketStatus,
} from "~/lib/service-tickets";
import { amountInWords } from "~/lib/words";
import { db, writeTransaction } from "../db.server";
import {
  serviceAttachments,
  serviceEstimateLines,
  serviceTicketEvents,
  serviceTickets,
  type ServiceTicket,
} from "../db/schema";
import { findPrinters, type PrinterMatch } from "../models/fits.server";
import { getProductById, isPublicProduct } from "../models/products.server";
import { MODEL_MAX, type TicketInput } from "../entities/ticket.server";
import { warrantyFor } from "./serials.server";
import { optionalText, requiredText } from "../validation/fields.server";

// ---------------------------------------------------------------------------------------------
// Booking

/**
 * The catalogue printer a typed model names, matched the way search matches models ("zd 421",
 * "ZD421t"): `printer` when exactly one printer is named by its model (or by the slug a printer page
 * linked with), `choices` when several are, and `none` (with near `choices`, if any) otherwise.
 */
export type ModelMatch =
  | { kind: "printer"; printer: PrinterMatch }
  | { kind: "several"; choices: PrinterMatch[] }
  | { kind: "none"; choices: PrinterMatch[] };

export function matchModel(typed: string): ModelMatch {
  const found = findPrinters(typed, 8);
  const text = typed.slice(0, MODEL_MAX).trim();
  const key = modelKey(text);
  const bySlug = found.find((p) => p.slug === text.toLowerCase());
  if (bySlug) return { kind: "printer", printer: bySlug };
  const exact = found.filter((p) => p.model && modelKey(p.model) === key);
  if (exact.length === 1) return { kind: "printer", printer: exact[0] };
  const named =
    exact.length > 0
      ? exact
      : found.filter((p) => p.model && keyNamesModel(key, modelKey(p.model)));
  if (named.length === 1) return { kind: "printer", printer: named[0] };
  if (named.length > 1) return { kind: "several", choices: named };
  return { kind: "none", choices: found };
}

/** An attachment received and stored by the body reader, to be recorded with the ticket. */
export interface TicketFile {
  file: string;
  originalName: string;
  kind: "image" | "video";
  size: number;
}

/** 32 random bytes: the tracking link's token (43 characters of base64url). */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface CreatedTicket {
  id: number;
  number: string;
  token: string;
}

/** Who did something to a ticket: a staff member (with their user id), the customer, or "(API)". */
export interface Actor {
  name: string;
  userId?: number | null;
}

const CUSTOMER: Actor = { name: "Customer" };

/**
 * Stores a booking, its attachments and its first timeline event in one transaction. `productId` is
 * the catalogue printer the model matched (its model is stored), or null for a model typed freely.
 */
export function createTicket(
  input: TicketInput,
  productId: number | null,
  files: TicketFile[],
  now = new Date(),
): CreatedTicket {
  const product = productId !== null ? getProductById(productId) : undefined;
  const usable = product && isPublicProduct(product) ? product : undefined;
  const token = newToken();
  const stamp = now.toISOString();
  return writeTransaction((tx) => {
    const { id } = tx
      .insert(serviceTickets)
      .values({
        ...input,
        // Replaced below by the number the row got, in the same transaction.
        number: `pending-${randomBytes(8).toString("hex")}`,
        tracking_hash: tokenHash(token),
        product_id: usable?.id ?? null,
        model: usable?.model || input.model,
        // A serial we sold, still covered today: staff see the ticket marked so.
        in_warranty: warrantyFor(input.serial, usable?.model || input.model).status === "in",
        phone_last4: input.phone.replace(/\D/g, "").slice(-4),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning({ id: serviceTickets.id })
      .get();
    const number = ticketNumber(id, Number(businessDay(now).slice(0, 4)));
    tx.update(serviceTickets).set({ number }).where(eq(serviceTickets.id, id)).run();
    tx.insert(serviceTicketEvents)
      .values({
        ticket_id: id,
        kind: "created",
        status: "received",
        note: null,
        actor: CUSTOMER.name,
        created_at: stamp,
      })
      .run();
    if (files.length > 0)
      tx.insert(serviceAttachments)
        .values(
          files.map((f) => ({
            ticket_id: id,
            file: f.file,
            original_name: f.originalName,
            kind: f.kind,
            size: f.size,
            created_at: stamp,
          })),
        )
        .run();
    return { id, number, token };
  });
}

// ---------------------------------------------------------------------------------------------
// Finding a ticket

function ticketRow(id: number): ServiceTicket | undefined {
  return db.select().from(serviceTickets).where(eq(serviceTickets.id, id)).get();
}

function equalInConstantTime(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  // Hashes and last-four digits have fixed lengths; a length difference says nothing secret.
  return x.byteLength === y.byteLength && timingSafeEqual(x, y);
}

/**
 * The ticket a tracking link names: its number and token. Undefined for a wrong, renewed or revoked
 * token; the token is hashed and the hashes compared in constant time.
 */
export function ticketByToken(number: string, token: string): ServiceTicket | undefined {
  const id = ticketIdOf(number);
  if (id === null || token.length < 20 || token.length > 100) return undefined;
  const row = ticketRow(id);
  const given = tokenHash(token);
  // Compared even when the ticket is missing, so both answers take the same time.
  const stored = row?.tracking_hash ?? "0".repeat(64);
  const same = equalInConstantTime(given, stored);
  return row && row.tracking_hash && row.number === number.trim().toUpperCase() && same
    ? row
    : undefined;
}

/** The ticket a number and the phone's last four digits name (the caller rate-limits this). */
export function ticketByPhone(number: string, last4: string): ServiceTicket | undefined {
  const id = ticketIdOf(number);
  if (id === null || !/^\d{4}$/.test(last4)) return undefined;
  const row = ticketRow(id);
  const same = equalInConstantTime(last4, row?.phone_last4 ?? "----");
  return row && row.number === number.trim().toUpperCase() && same ? row : undefined;
}

/** The most characters of a ticket number the lookup reads (they look like SR-2026-000045). */
export const TICKET_NUMBER_MAX = 30;
const LAST4_MESSAGE = "Enter the last 4 digits of your phone number";

/**
 * The lookup by number and phone: the number as the confirmation prints it (in any case), and the
 * phone's last four digits. The form's inputs take their constraints from here; a blank or overlong
 * number is simply a number no ticket has.
 */
export const trackLookupInput = z.object({
  number: z.string().trim().toUpperCase().min(1).max(TICKET_NUMBER_MAX),
  last4: z
    .string({ error: LAST4_MESSAGE })
    .min(1, LAST4_MESSAGE)
    .max(4, LAST4_MESSAGE)
    .regex(/^\d{4}$/, LAST4_MESSAGE),
});

/** The status the queue's bulk change moves the ticked tickets to. */
export const bulkStatusInput = z.object({
  status: z.enum(TICKET_STATUSES, { error: "Choose the status to move the tickets to" }),
});

/** Failed lookups by number and phone: per client address and per ticket number, an hour. */
export const TRACK_LOOKUP_LIMIT = { bucket: "service-lookup", limit: 10, windowMs: 60 * 60_000 };
/** Bookings per client address an hour. */
export const BOOKING_LIMIT = { bucket: "service-booking", limit: 20, windowMs: 60 * 60_000 };

export function getTicketById(id: number): ServiceTicket | undefined {
  return ticketRow(id);
}

export function getTicketByNumber(number: string): ServiceTicket | undefined {
  const id = ticketIdOf(number);
  const row = id === null ? undefined : ticketRow(id);
  return row && row.number === number.trim().toUpperCase() ? row : undefined;
}

/** A ticket's timeline, oldest first; `internal` events only for staff. */
export function ticketEvents(id: number, { internal }: { internal: boolean }) {
  return db
    .select()
    .from(serviceTicketEvents)
    .where(
      and(
        eq(serviceTicketEvents.ticket_id, id),
        internal ? undefined : eq(serviceTicketEvents.internal, false),
      ),
    )
    .orderBy(asc(serviceTicketEvents.id))
    .all();
}

export function ticketAttachments(id: number) {
  return db
    .select()
    .from(serviceAttachments)
    .where(eq(serviceAttachments.ticket_id, id))
    .orderBy(asc(serviceAttachments.id))
    .all();
}

export function estimateLines(id: number) {
  return db
    .select()
    .from(serviceEstimateLines)
    .where(eq(serviceEstimateLines.ticket_id, id))
    .orderBy(asc(serviceEstimateLines.position))
    .all();
}

// ---------------------------------------------------------------------------------------------
// The estimate

/**
 * The estimate as a GST document: each line's tax (CGST + SGST when the customer's state is the
 * seller's, IGST otherwise, rounded half up per line by lib/gst.ts), the totals and the total in
 * words. Null while the ticket has no lines.
 */
export function estimateOf(ticket: ServiceTicket) {
  const lines = estimateLines(ticket.id);
  if (lines.length === 0) return null;
  const intraState = isIntraState(site.gstState, ticket.state);
  const tax = quotationTax(
    lines.map((l) => ({
      unitPricePaise: l.unit_price_paise,
      quantity: l.quantity,
      gstRate: l.gst_rate,
    })),
    intraState,
  );
  return {
    intraState,
    lines: lines.map((l, i) => ({ ...l, tax: tax.lines[i] })),
    totals: tax.totals,
    totalInWords: amountInWords(tax.totals.totalPaise),
    turnaroundDays: ticket.estimate_turnaround_days,
    validUntil: ticket.estimate_valid_until,
    sentAt: ticket.estimate_sent_at,
    decision: ticket.decision,
    decisionNote: ticket.decision_note,
    decidedAt: ticket.decided_at,
  };
}

/** Whether the customer may approve or decline now: an estimate sent and still valid. */
export function canDecide(ticket: ServiceTicket, today = businessDay()): boolean {
  return (
    ticket.status === "estimate_sent" &&
    ticket.decision === null &&
    (!ticket.estimate_valid_until || ticket.estimate_valid_until >= today)
  );
}

export const decisionInput = z.object({
  decision: z.enum(["approved", "declined"], { error: "Choose approve or decline" }),
  note: optionalText("Note", 1000),
});

export class TicketConflict extends Error {
  constructor(
    message: string,
    readonly current: ServiceTicket,
  ) {
    super(message);
  }
}

/**
 * The customer's answer to the estimate, recorded once with its note and a timeline event. Refused
 * (TicketConflict) when there is no estimate waiting, it has expired or it was answered already.
 */
export function decideEstimate(
  id: number,
  decision: "approved" | "declined",
  note: string | null,
  now = new Date(),
): ServiceTicket {
  return writeTransaction((tx) => {
    const row = ticketRow(id);
    if (!row) throw new Error("ticket vanished");
    if (!canDecide(row, businessDay(now))) {
      const message =
        row.decision !== null
          ? `This estimate was already ${row.decision} on ${row.decided_at?.slice(0, 10)}`
          : row.status !== "estimate_sent"
            ? "There is no estimate waiting for your answer"
            : "This estimate has expired: please call us for a fresh one";
      throw new TicketConflict(message, row);
    }
    const stamp = now.toISOString();
    const updated = tx
      .update(serviceTickets)
      .set({
        status: decision,
        decision,
        decision_note: note,
        decided_at: stamp,
        version: sql`${serviceTickets.version} + 1`,
        updated_at: stamp,
      })
      .where(eq(serviceTickets.id, id))
      .returning()
      .get();
    tx.insert(serviceTicketEvents)
      .values({
        ticket_id: id,
        kind: "decision",
        status: decision,
        note,
        actor: CUSTOMER.name,
        created_at: stamp,
      })
      .run();
    return updated;
  });
}

// ---------------------------------------------------------------------------------------------
// Staff changes

/**
 * Runs a staff change when the ticket is still at `version`; otherwise TicketConflict with the
 * ticket as it is now (the caller shows what changed). Moves the version and writes `event`.
 */
function changeTicket(
  id: number,
  version: number,
  actor: Actor,
  set: Partial<typeof serviceTickets.$inferInsert>,
  event: { kind: string; status?: TicketStatus | null; note?: string | null; internal?: boolean },
  extra?: (tx: typeof db) => void,
  now = new Date(),
): ServiceTicket {
  return writeTransaction((tx) => {
    const row = ticketRow(id);
    if (!row) throw new Error("ticket vanished");
    if (row.version !== version)
      throw new TicketConflict(
        `Someone else changed ${row.number} meanwhile (now ${TICKET_STATUS_LABELS[row.status]}, updated ${row.updated_at}): your change was not saved`,
        row,
      );
    const stamp = now.toISOString();
    extra?.(tx);
    const updated = tx
      .update(serviceTickets)
      .set({ ...set, version: row.version + 1, updated_at: stamp })
      .where(eq(serviceTickets.id, id))
      .returning()
      .get();
    tx.insert(serviceTicketEvents)
      .values({
        ticket_id: id,
        kind: event.kind,
        status: event.status ?? updated.status,
        note: event.note ?? null,
        internal: event.internal ?? false,
        actor: actor.name,
        user_id: actor.userId ?? null,
        created_at: stamp,
      })
      .run();
    return updated;
  });
}

export function setTicketStatus(
  id: number,
  version: number,
  status: TicketStatus,
  actor: Actor,
  note: string | null = null,
  now = new Date(),
): ServiceTicket {
  return changeTicket(
    id,
    version,
    actor,
    { status },
    { kind: "status", status, note },
    undefined,
    now,
  );
}

/** A staff note on the timeline: internal (staff only) or shown to the customer. */
export function addTicketNote(
  id: number,
  version: number,
  note: string,
  internal: boolean,
  actor: Actor,
): ServiceTicket {
  return changeTicket(id, version, actor, {}, { kind: "note", note, internal });
}

/** Staff's changes to the ticket's own facts (assignee, warranty, promise date). */
export function updateTicketFacts(
  id: number,
  version: number,
  facts: Pick<
    Partial<typeof serviceTickets.$inferInsert>,
    "assignee_id" | "in_warranty" | "promised_by"
  >,
  actor: Actor,
): ServiceTicket {
  return changeTicket(id, version, actor, facts, { kind: "update", internal: true });
}

const LINE_DESCRIPTION_MAX = 200;
const HSN_SAC_MAX = 8;

export const estimateLineInput = z.object({
  kind: z.enum(["part", "labour"]),
  product_id: z.number().int().positive().nullable().optional(),
  description: requiredText("Line description", LINE_DESCRIPTION_MAX),
  hsn_sac: optionalText("HSN/SAC", HSN_SAC_MAX),
  quantity: z.number().int().min(1).max(999),
  unit_price_paise: z.number().int().min(0).max(100_000_000_00),
  gst_rate: z
    .number()
    .int()
    .refine((r) => [0, 5, 12, 18, 28].includes(r), "GST rate must be a GST slab"),
});
export type EstimateLineInput = z.infer<typeof estimateLineInput>;

/**
 * An estimate row's text boxes as the admin form posts them, checked before its figures are read:
 * a row left without a description is skipped, so none of them is required.
 */
export const estimateRowText = z.object({
  line_description: optionalText("Line description", LINE_DESCRIPTION_MAX),
  line_hsn: optionalText("HSN/SAC", HSN_SAC_MAX),
  line_price: optionalText("Unit price", 12),
});

/** A status change's note for the customer. */
export const statusNoteInput = z.object({ note: optionalText("Note", 1000) });

/** A note added to a ticket (staff only, or shown to the customer). */
export const ticketNoteInput = z.object({ note: requiredText("Note", 2000) });

/**
 * Replaces the estimate's lines, turnaround and validity. With `send`, the ticket moves to
 * "estimate sent" (a fresh answer is asked for: an earlier decision is cleared).
 */
export function saveEstimate(
  id: number,
  version: number,
  estimate: { lines: EstimateLineInput[]; turnaroundDays: number; validDays: number },
  actor: Actor,
  { send = false, now = new Date() }: { send?: boolean; now?: Date } = {},
): ServiceTicket {
  const stamp = now.toISOString();
  return changeTicket(
    id,
    version,
    actor,
    {
      estimate_turnaround_days: estimate.turnaroundDays,
      estimate_valid_until: addDays(businessDay(now), estimate.validDays),
      ...(send
        ? {
            status: "estimate_sent" as const,
            estimate_sent_at: stamp,
            decision: null,
            decision_note: null,
            decided_at: null,
          }
        : {}),
    },
    { kind: send ? "estimate" : "estimate-draft", internal: !send },
    (tx) => {
      tx.delete(serviceEstimateLines).where(eq(serviceEstimateLines.ticket_id, id)).run();
      if (estimate.lines.length > 0)
        tx.insert(serviceEstimateLines)
          .values(estimate.lines.map((l, i) => ({ ...l, ticket_id: id, position: i + 1 })))
          .run();
    },
    now,
  );
}

/** A new tracking token (the old link stops working); returns it once, to be sent to the customer. */
export function renewTrackingToken(id: number, version: number, actor: Actor): string {
  const token = newToken();
  changeTicket(
    id,
    version,
    actor,
    { tracking_hash: tokenHash(token) },
    { kind: "token", note: "Tracking link renewed", internal: true },
  );
  return token;
}

/** Revokes the tracking link: only the number and phone lookup (or a renewed link) finds it. */
export function revokeTrackingToken(id: number, version: number, actor: Actor): ServiceTicket {
  return changeTicket(
    id,
    version,
    actor,
    { tracking_hash: null },
    { kind: "token", note: "Tracking link revoked", internal: true },
  );
}

// ---------------------------------------------------------------------------------------------
// The queue

export interface TicketFilter {
  status?: TicketStatus;
  /** Open tickets only (not delivered or closed). */
  open?: boolean;
  page?: number;
  perPage?: number;
}

/**
 * Tickets for the staff queue: open tickets past their promised date first, then the oldest.
 * Paged (at most 100 a page).
 */
export function listTickets(f: TicketFilter = {}) {
  const perPage = Math.min(Math.max(f.perPage ?? 25, 1), 100);
  const page = Math.max(f.page ?? 1, 1);
  const conditions: (SQL | undefined)[] = [
    f.status ? eq(serviceTickets.status, f.status) : undefined,
    f.open
      ? sql`${serviceTickets.status} not in (${sql.join(
          FINISHED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : undefined,
  ];
  const where = and(...conditions);
  const today = businessDay();
  const overdue = overdueSql(today);
  const total = db.select({ n: count() }).from(serviceTickets).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(serviceTickets)
    .where(where)
    .orderBy(desc(overdue), asc(serviceTickets.created_at), asc(serviceTickets.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return {
    total,
    page,
    perPage,
    tickets: rows.map((r) => ({ ...r, overdue: isOverdue(r, today) })),
  };
}

function overdueSql(today: string) {
  return sql<number>`(${serviceTickets.promised_by} is not null and ${serviceTickets.promised_by} < ${today} and ${serviceTickets.status} not in (${sql.join(
    FINISHED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
}

function isOverdue(ticket: ServiceTicket, today = businessDay()): boolean {
  return (
    !!ticket.promised_by && ticket.promised_by < today && !FINISHED_STATUSES.includes(ticket.status)
  );
}

/** Open tickets by status, for the dashboard. */
export function ticketCountsByStatus(): Record<TicketStatus, number> {
  const out = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<
    TicketStatus,
    number
  >;
  for (const r of db
    .select({ status: serviceTickets.status, n: count() })
    .from(serviceTickets)
    .groupBy(serviceTickets.status)
    .all())
    out[r.status] = r.n;
  return out;
}

// ---------------------------------------------------------------------------------------------
// JSON

/**
 * A ticket as the customer may see it (tracking page, /api with the tracking token): no internal
 * notes, no assignee, no tracking hash.
 */
export function customerTicketJson(ticket: ServiceTicket) {
  const estimate = estimateOf(ticket);
  return {
    number: ticket.number,
    status: ticket.status,
    model: ticket.model,
    serial: ticket.serial,
    fault: ticket.fault,
    description: ticket.description,
    delivery: ticket.delivery,
    in_warranty: ticket.in_warranty,
    promised_by: ticket.promised_by,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
    timeline: ticketEvents(ticket.id, { internal: false }).map((e) => ({
      kind: e.kind,
      status: e.status,
      note: e.note,
      at: e.created_at,
    })),
    estimate: estimate && {
      lines: estimate.lines.map((l) => ({
        kind: l.kind,
        description: l.description,
        hsn_sac: l.hsn_sac,
        quantity: l.quantity,
        unit_price_paise: l.unit_price_paise,
        gst_rate: l.gst_rate,
        taxable_paise: l.tax.taxablePaise,
        cgst_paise: l.tax.cgstPaise,
        sgst_paise: l.tax.sgstPaise,
        igst_paise: l.tax.igstPaise,
        total_paise: l.tax.totalPaise,
      })),
      taxable_paise: estimate.totals.taxablePaise,
      cgst_paise: estimate.totals.cgstPaise,
      sgst_paise: estimate.totals.sgstPaise,
      igst_paise: estimate.totals.igstPaise,
      total_paise: estimate.totals.totalPaise,
      total_in_words: estimate.totalInWords,
      turnaround_days: estimate.turnaroundDays,
      valid_until: estimate.validUntil,
      sent_at: estimate.sentAt,
      decision: estimate.decision,
      decision_note: estimate.decisionNote,
      decided_at: estimate.decidedAt,
    },
    attachments: ticketAttachments(ticket.id).map((a) => ({
      url: `/uploads/${a.file}`,
      kind: a.kind,
      name: a.original_name,
      size: a.size,
    })),
  };
}

/** A ticket as staff see it in /api: every fact (never the tracking hash), the whole timeline. */
export function staffTicketJson(ticket: ServiceTicket) {
  const { tracking_hash, ...facts } = ticket;
  return {
    ...facts,
    tracking_link_active: tracking_hash !== null,
    overdue: isOverdue(ticket),
    timeline: ticketEvents(ticket.id, { internal: true }),
    estimate: customerTicketJson(ticket).estimate,
    attachments: ticketAttachments(ticket.id),
  };
}
