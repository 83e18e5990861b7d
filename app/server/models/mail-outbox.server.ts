import { and, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { db } from "../db.server";
import { mailOutbox, type OutboxMail } from "../db/schema";

/** Rows the admin's outbox page lists (newest first). */
export const OUTBOX_PAGE_ROWS = 100;
/** Sent and expired rows are kept this long for the record, then deleted. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;
/** An error message is cut to this length: an SMTP server's answer can be long. */
const ERROR_MAX = 500;

const iso = (ms: number) => new Date(ms).toISOString();

/** A file sent with a mail: a quotation's PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a mail carries besides its subject, erased once it is sent or pointless. */
const NO_CONTENT = {
  text_body: null,
  html_body: null,
  attachment_name: null,
  attachment_type: null,
  attachment: null,
};

export function addToOutbox(mail: {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachment?: MailAttachment;
  expiresAt?: number;
  now?: number;
}): number {
  const now = mail.now ?? Date.now();
  const row = db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachment_name: mail.attachment?.filename ?? null,
      attachment_type: mail.attachment?.contentType ?? null,
      attachment: mail.attachment?.content ?? null,
      status: "pending",
      next_attempt_at: iso(now),
      expires_at: mail.expiresAt === undefined ? null : iso(mail.expiresAt),
      created_at: iso(now),
    })
    .returning({ id: mailOutbox.id })
    .get();
  return row.id;
}

/**
 * Takes a pending mail for one try: its next try is moved `leaseMs` ahead in the same statement that
 * checks it is due, so of several processes (or a "retry now" and the timer) only one sends it.
 * Undefined when it is not due, not pending, or has expired.
 */
export function claimMail(id: number, now: number, leaseMs: number): OutboxMail | undefined {
  return db
    .update(mailOutbox)
    .set({ next_attempt_at: iso(now + leaseMs) })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "pending"),
        isNotNull(mailOutbox.text_body),
        lte(mailOutbox.next_attempt_at, iso(now)),
        or(sql`${mailOutbox.expires_at} IS NULL`, sql`${mailOutbox.expires_at} > ${iso(now)}`),
      ),
    )
    .returning()
    .get();
}

/** Ids of pending mail whose next try has come, oldest first. */
export function dueMail(now: number, limit = 20): number[] {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.next_attempt_at, iso(now))))
    .orderBy(mailOutbox.next_attempt_at)
    .limit(limit)
    .all()
    .map((r) => r.id);
}

/** A mail the server accepted: its bodies are erased, its record kept. */
export function markSent(id: number, now: number): void {
  db.update(mailOutbox)
    .set({
      status: "sent",
      sent_at: iso(now),
      attempts: sql`${mailOutbox.attempts} + 1`,
      next_attempt_at: null,
      ...NO_CONTENT,
    })
    .where(eq(mailOutbox.id, id))
    .run();
}

/** A failed try: the error is kept; `nextAt` null means no more tries (failed until "retry now"). */
export function markFailed(id: number, error: string, nextAt: number | null): void {
  db.update(mailOutbox)
    .set({
      status: nextAt === null ? "failed" : "pending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      last_error: error.slice(0, ERROR_MAX),
      next_attempt_at: nextAt === null ? null : iso(nextAt),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")))
    .run();
}

/**
 * Mail whose purpose has passed (a reset link past its hour) is not sent any more, and its bodies go;
 * sent and expired records older than 30 days are deleted.
 */
export function expireOutbox(now: number): void {
  db.update(mailOutbox)
    .set({ status: "expired", next_attempt_at: null, ...NO_CONTENT })
    .where(
      and(inArray(mailOutbox.status, ["pending", "failed"]), lte(mailOutbox.expires_at, iso(now))),
    )
    .run();
  db.delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ["sent", "expired"]),
        lte(mailOutbox.created_at, iso(now - KEEP_DONE_MS)),
      ),
    )
    .run();
}

/**
 * "Retry now": a pending or failed mail that still has its bodies is due at once. False when there
 * is nothing to retry (sent, expired, or unknown).
 */
export function makeDueNow(id: number, now: number): boolean {
  const changed = db
    .update(mailOutbox)
    .set({ status: "pending", next_attempt_at: iso(now) })
    .where(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.status, ["pending", "failed"]),
        isNotNull(mailOutbox.text_body),
        or(sql`${mailOutbox.expires_at} IS NULL`, sql`${mailOutbox.expires_at} > ${iso(now)}`),
      ),
    )
    .run();
  return changed.changes > 0;
}

/** The outbox as the admin sees it: newest first, without the bodies. */
export function listOutbox(limit = OUTBOX_PAGE_ROWS) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to_address: mailOutbox.to_address,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      next_attempt_at: mailOutbox.next_attempt_at,
      last_error: mailOutbox.last_error,
      expires_at: mailOutbox.expires_at,
      sent_at: mailOutbox.sent_at,
      created_at: mailOutbox.created_at,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
    .all();
}

/** Mail not yet delivered and still worth sending (pending or failed). */
export function countUndelivered(): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "failed"]))
    .get();
  return row?.n ?? 0;
}

export function getOutboxMail(id: number): OutboxMail | undefined {
  return db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
}
