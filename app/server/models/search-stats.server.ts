// What buyers search for, counted per normalised query (app/lib/search-query.ts searchKey): how
// often, how often it found nothing, how many results it found last, and how often a result was
// opened from it. Never who searched: no address, session, cookie or time of a single search is
// kept (the last search of a query is noted to the hour), and a query that looks like an email
// address or a phone number is not kept at all.
//
// A search is an anonymous read: writing the database on each one would turn reads into writes and
// contend with staff's saves, so counts gather in memory and are added in one transaction every few
// seconds (or once MAX_PENDING distinct queries wait), and when the process exits. The table keeps at
// most MAX_ROWS queries: past it the least searched (the oldest among equals) go.
import { sql } from "drizzle-orm";
import { searchKey } from "~/lib/search-query";
import { db, writeTransaction } from "../db.server";
import { searchStats, type SearchStat } from "../db/schema";

/** How often counted searches reach the database. */
const STATS_FLUSH_MS = 5_000;
/** Distinct queries waiting in memory at most; one more flushes at once. */
const MAX_PENDING = 1_000;
/** Queries kept in the table at most. */
const MAX_ROWS = 50_000;

interface Pending {
  searches: number;
  zero: number;
  results: number;
  clicks: number;
}

const pending = new Map<string, Pending>();
let flushTimer: NodeJS.Timeout | null = null;

/** An email address or a run of 10+ digits (a phone number) is somebody's, not a product's. */
function looksPersonal(key: string): boolean {
  return /\S@\S/.test(key) || /\d{10,}/.test(key.replace(/[\s\-().+]/g, ""));
}

function count(raw: string, change: (p: Pending) => void): void {
  const key = searchKey(raw);
  if (!key || looksPersonal(key)) return;
  if (!pending.has(key) && pending.size >= MAX_PENDING) flushSearchStats();
  const p = pending.get(key) ?? { searches: 0, zero: 0, results: 0, clicks: 0 };
  change(p);
  pending.set(key, p);
  if (!flushTimer) {
    flushTimer = setTimeout(flushSearchStats, STATS_FLUSH_MS);
    flushTimer.unref();
  }
}

/** Counts one search of `raw` that found `results` products. */
export function countSearch(raw: string, results: number): void {
  count(raw, (p) => {
    p.searches++;
    if (results === 0) p.zero++;
    p.results = results;
  });
}

/** Counts a result opened from a search of `raw`. */
export function countSearchClick(raw: string): void {
  count(raw, (p) => {
    p.clicks++;
  });
}

/**
 * Adds the counted searches to their rows in one transaction (an UPSERT each, atomic per row, so
 * several processes add up), then keeps the table under MAX_ROWS. When the database is busy the
 * counts wait for the next flush.
 */
export function flushSearchStats(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (pending.size === 0) return;
  const counts = [...pending];
  pending.clear();
  try {
    writeTransaction((tx) => {
      const hour = sql`strftime('%Y-%m-%dT%H:00:00Z', 'now')`;
      for (const [query, p] of counts) {
        tx.insert(searchStats)
          .values({
            query,
            searches: p.searches,
            zero_results: p.zero,
            last_results: p.results,
            clicks: p.clicks,
            last_searched_at: hour,
          })
          .onConflictDoUpdate({
            target: searchStats.query,
            set: {
              searches: sql`${searchStats.searches} + ${p.searches}`,
              zero_results: sql`${searchStats.zero_results} + ${p.zero}`,
              // Only a search says how many it found now; a click alone leaves it.
              last_results: p.searches > 0 ? p.results : sql`${searchStats.last_results}`,
              clicks: sql`${searchStats.clicks} + ${p.clicks}`,
              last_searched_at: p.searches > 0 ? hour : sql`${searchStats.last_searched_at}`,
            },
          })
          .run();
      }
      pruneSearchStats(MAX_ROWS);
    });
  } catch (error) {
    for (const [query, p] of counts) {
      const q = pending.get(query);
      if (!q) pending.set(query, p);
      else
        pending.set(query, {
          searches: q.searches + p.searches,
          zero: q.zero + p.zero,
          results: q.results,
          clicks: q.clicks + p.clicks,
        });
    }
    console.error("[search] could not record search counts:", error);
  }
}

/** Deletes the least searched queries (oldest first among equals) beyond `max` rows. */
export function pruneSearchStats(max: number): number {
  return db.sqlite
    .prepare(
      `DELETE FROM search_stats WHERE rowid IN (
         SELECT rowid FROM search_stats ORDER BY searches, last_searched_at
         LIMIT max(0, (SELECT count(*) FROM search_stats) - @max))`,
    )
    .run({ max }).changes;
}

// On the way out (a stop signal ends the server through process.exit), counts are not lost.
process.once("exit", flushSearchStats);

export type SearchReport = "top" | "zero" | "unclicked";

/** Rows shown per list on the admin's Search screen. */
const REPORT_ROWS = 50;

/**
 * The admin's lists: the most searched queries; the queries whose last search found nothing
 * (most searched first); and the queries that found results but whose results nobody opened. The
 * counts this process holds in memory are added in (a read never writes them).
 */
export function searchReport(report: SearchReport, limit = REPORT_ROWS): SearchStat[] {
  const keep = {
    top: () => true,
    zero: (r: SearchStat) => r.last_results === 0,
    unclicked: (r: SearchStat) => r.last_results > 0 && r.clicks === 0,
  }[report];
  const where = {
    top: "1 = 1",
    zero: "last_results = 0",
    unclicked: "last_results > 0 AND clicks = 0",
  }[report];
  const waiting = JSON.stringify([...pending.keys()]);
  // The stored rows of the queries not waiting in memory, in order: no pending count can move them.
  const stored = db.sqlite
    .prepare(
      `SELECT * FROM search_stats WHERE ${where}
         AND query NOT IN (SELECT value FROM json_each(@waiting))
       ORDER BY searches DESC, last_searched_at DESC, query LIMIT @limit`,
    )
    .all({ limit, waiting }) as SearchStat[];
  const rows = new Map(
    (
      db.sqlite
        .prepare(
          "SELECT * FROM search_stats WHERE query IN (SELECT value FROM json_each(@waiting))",
        )
        .all({ waiting }) as SearchStat[]
    ).map((r) => [r.query, r]),
  );
  const now = new Date().toISOString().slice(0, 13) + ":00:00Z";
  const merged = [...pending].map(([query, p]): SearchStat => {
    const row = rows.get(query);
    return {
      query,
      searches: (row?.searches ?? 0) + p.searches,
      zero_results: (row?.zero_results ?? 0) + p.zero,
      last_results: p.searches > 0 ? p.results : (row?.last_results ?? 0),
      clicks: (row?.clicks ?? 0) + p.clicks,
      last_searched_at: p.searches > 0 ? now : (row?.last_searched_at ?? now),
    };
  });
  return [...stored, ...merged.filter((r) => r.searches > 0 && keep(r))]
    .sort(
      (a, b) =>
        b.searches - a.searches ||
        b.last_searched_at.localeCompare(a.last_searched_at) ||
        a.query.localeCompare(b.query),
    )
    .slice(0, limit);
}
