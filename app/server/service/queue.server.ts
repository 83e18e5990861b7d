/**
 * The staff's service queue: open tickets filtered by status, age, model, city and assignee, in the
 * order they should be worked: past the promised date first, then machines under a running AMC,
 * then the oldest. Also the bulk status change and the Service figures of the dashboard.
 */
import { and, asc, count, desc, eq, inArray, isNull, like, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { addDays, businessDay } from "~/lib/dates";
import { fitKindOfCategory, modelKey } from "~/lib/fits";
import { QUEUE_AGES, type QueueAge } from "~/lib/service-queue";
import { FINISHED_STATUSES, TICKET_STATUSES, type TicketStatus } from "~/lib/service-tickets";
import { warrantyLastDay } from "~/lib/warranty";
import { db, writeTransaction } from "../db.server";
import {
  categories,
  products,
  serials,
  serviceTickets,
  users,
  type ServiceTicket,
} from "../db/schema";
import { likePattern, paged } from "../models/paging.server";
import { amcCoveredSql, amcRenewalsDue } from "./amc.server";
import { setTicketStatus, TicketConflict, type Actor } from "./tickets.server";
import { optionalText } from "../validation/fields.server";
import { formConstraintsOf } from "../entities/entity.server";
import { ticketInput } from "../entities/ticket.server";

export interface QueueFilter {
  /** A status, "open" (not delivered or closed) or "all". */
  status: TicketStatus | "open" | "all";
  /** Older than this many days ("" any age). */
  age: QueueAge;
  model: string;
  city: string;
  /** A user id, "none" (nobody yet) or "" (anyone). */
  assignee: string;
  page: number;
}

const finished = sql.join(
  FINISHED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const overdueSql = (today: string) =>
  sql<number>`(${serviceTickets.promised_by} is not null and ${serviceTickets.promised_by} < ${today} and ${serviceTickets.status} not in (${finished}))`;

/**
 * The serial record's invoice day and months for a ticket's serial (typed as the customer typed it).
 * The ticket's column is named with its table (see amcCoveredSql).
 */
const warrantyEndSql = sql<
  string | null
>`(select s.invoice_date || '|' || s.warranty_months from ${serials} s where s.serial = upper(replace("service_tickets"."serial", ' ', '')))`;

/**
 * The longest model and city the filter boxes take: what a ticket can hold, read from the booking's
 * rules (a longer filter could match nothing).
 */
const TICKET_LIMITS = formConstraintsOf(ticketInput);
export const QUEUE_FILTER_MAX = {
  model: TICKET_LIMITS.model.maxLength!,
  city: TICKET_LIMITS.city.maxLength!,
};

/** Reads the filter from a queue address (anything unknown is ignored). */
export function queueFilterOf(params: URLSearchParams): QueueFilter {
  const status = params.get("status") ?? "open";
  const age = params.get("age") ?? "";
  const page = Number(params.get("page"));
  return {
    status:
      status === "all" || (TICKET_STATUSES as readonly string[]).includes(status)
        ? (status as QueueFilter["status"])
        : "open",
    age: (QUEUE_AGES as readonly string[]).includes(age) ? (age as QueueAge) : "",
    model: (params.get("model") ?? "").trim().slice(0, QUEUE_FILTER_MAX.model),
    city: (params.get("city") ?? "").trim().slice(0, QUEUE_FILTER_MAX.city),
    assignee: /^(none|\d{1,9})$/.test(params.get("assignee") ?? "") ? params.get("assignee")! : "",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export type QueueTicket = ServiceTicket & {
  overdue: boolean;
  amc: boolean;
  /** The serial record's last covered day, when the serial is on record. */
  warrantyUntil: string | null;
  ageDays: number;
  assignee: string | null;
};

function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((d) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`));
  return Math.max(0, Math.round((b - a) / 86_400_000));
}

/** A page of the queue (25 tickets), worked order: overdue, AMC, oldest. */
export function listQueue(f: QueueFilter, today: string = businessDay()) {
  const conditions: (SQL | undefined)[] = [
    f.status === "open"
      ? sql`${serviceTickets.status} not in (${finished})`
      : f.status === "all"
        ? undefined
        : eq(serviceTickets.status, f.status),
    // Created on or before the day N days ago (stored instants are UTC; a day's slack is fine here).
    f.age
      ? lte(serviceTickets.created_at, `${addDays(today, -Number(f.age))}T23:59:59.999Z`)
      : undefined,
    f.model
      ? like(
          sql`lower(replace(replace(${serviceTickets.model}, ' ', ''), '-', ''))`,
          likePattern(modelKey(f.model)),
        )
      : undefined,
    f.city ? like(serviceTickets.city, likePattern(f.city)) : undefined,
    f.assignee === "none"
      ? isNull(serviceTickets.assignee_id)
      : f.assignee
        ? eq(serviceTickets.assignee_id, Number(f.assignee))
        : undefined,
  ];
  const where = and(...conditions);
  const overdue = overdueSql(today);
  const amc = amcCoveredSql(today);
  const page = paged(
    { page: f.page, perPage: 25 },
    { perPage: 25 },
    () => db.select({ n: count() }).from(serviceTickets).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          ticket: serviceTickets,
          overdue,
          amc: sql<number>`${amc}`,
          warranty: warrantyEndSql,
          assignee: users.username,
        })
        .from(serviceTickets)
        .leftJoin(users, eq(users.id, serviceTickets.assignee_id))
        .where(where)
        .orderBy(desc(overdue), desc(amc), asc(serviceTickets.created_at), asc(serviceTickets.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return {
    ...page,
    items: page.items.map((r): QueueTicket => ({
      ...r.ticket,
      overdue: Boolean(r.overdue),
      amc: Boolean(r.amc),
      warrantyUntil: r.warranty ? warrantyOf(r.warranty) : null,
      ageDays: daysBetween(businessDay(r.ticket.created_at), today),
      assignee: r.assignee,
    })),
  };
}

const warrantyOf = (packed: string) => {
  const [day, months] = packed.split("|");
  return warrantyLastDay(day, Number(months));
};

/** The staff who can be given tickets (every admin user), by name. */
export function assignableStaff(): { id: number; username: string }[] {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .orderBy(asc(users.username))
    .all();
}

/** The most tickets one bulk change takes (a page of the queue is 25). */
export const BULK_MAX = 100;

/** The note a bulk status change writes on each ticket's timeline. */
export const bulkNoteInput = z.object({ note: optionalText("Note", 500) });

export type BulkOutcome =
  { ok: true; changed: number } | { ok: false; refused: { number: string; reason: string }[] };

/**
 * Moves the chosen tickets to `status` in ONE transaction, each as the version the page showed
 * ("id:version"): if any changed since, nothing is saved and the changed ones are listed.
 */
export function bulkSetStatus(
  picked: { id: number; version: number }[],
  status: TicketStatus,
  actor: Actor,
  note: string | null = null,
): BulkOutcome {
  const refused: { number: string; reason: string }[] = [];
  try {
    writeTransaction(() => {
      for (const { id, version } of picked.slice(0, BULK_MAX)) {
        try {
          setTicketStatus(id, version, status, actor, note);
        } catch (error) {
          if (!(error instanceof TicketConflict)) throw error;
          refused.push({ number: error.current.number, reason: error.message });
        }
      }
      if (refused.length > 0) throw new BulkRefused();
    });
  } catch (error) {
    if (error instanceof BulkRefused) return { ok: false, refused };
    throw error;
  }
  return { ok: true, changed: Math.min(picked.length, BULK_MAX) };
}

class BulkRefused extends Error {}

/** The Service figures of the admin dashboard, each a link to the list it counts. */
export function serviceFigures(today: string = businessDay()) {
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<
    TicketStatus,
    number
  >;
  for (const r of db
    .select({ status: serviceTickets.status, n: count() })
    .from(serviceTickets)
    .groupBy(serviceTickets.status)
    .all())
    byStatus[r.status] = r.n;
  // Each open ticket's warranty worked out by the one rule (lib/warranty.ts), not SQL's own months.
  const open = db
    .select({
      inWarranty: serviceTickets.in_warranty,
      overdue: overdueSql(today),
      warranty: warrantyEndSql,
    })
    .from(serviceTickets)
    .where(sql`${serviceTickets.status} not in (${finished})`)
    .all();
  const covered = open.filter(
    (t) => t.inWarranty || (t.warranty !== null && warrantyOf(t.warranty) >= today),
  ).length;
  return {
    open: open.length,
    byStatus,
    overdue: open.filter((t) => t.overdue).length,
    /** Estimates sent and not yet answered. */
    estimatesWaiting: byStatus.estimate_sent,
    /** Open tickets whose machine is in warranty, in whole percent (null with no open ticket). */
    inWarrantyPercent: open.length ? Math.round((100 * covered) / open.length) : null,
    amcRenewalsDue: amcRenewalsDue(30, today).length,
  };
}

/** The most catalogue parts the estimate's picker lists. */
const PARTS_MAX = 300;

/**
 * The catalogue's spare parts and print heads (categories of heads, mechanisms and accessories),
 * for the estimate's part lines: name, model, price, HSN and GST as the product page has them.
 */
export function partsCatalogue() {
  const names = db
    .select({ name: categories.name })
    .from(categories)
    .all()
    .map((c) => c.name)
    .filter((n) => ["head", "mechanism", "accessory"].includes(fitKindOfCategory(n) ?? ""));
  if (names.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      model: products.model,
      price: products.price,
      hsn_code: products.hsn_code,
      gst_rate: products.gst_rate,
    })
    .from(products)
    .where(inArray(products.category, names))
    .orderBy(asc(products.name))
    .limit(PARTS_MAX)
    .all();
}
