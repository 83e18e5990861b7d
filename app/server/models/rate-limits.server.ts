import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { db } from "../db.server";
import { rateLimitHits } from "../db/schema";

/**
 * Counting failed attempts (sign-in, password-reset requests...) in a sliding window. Hits live in
 * SQLite so every worker process and a restart see the same counts.
 *
 *   const limit = { bucket: "login", limit: 5, windowMs: 15 * 60_000 };
 *   const state = checkRateLimit(limit, [`user:${name}`, `ip:${address}`]);
 *   if (state.limited) answer 429 with state.retryAfterSeconds;
 *   ...on failure: recordHit(limit.bucket, key) for each key.
 */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  limited: boolean;
  /** The most hits any of the keys has in the window. */
  hits: number;
  /** Seconds until the oldest hit of the limited key leaves the window (0 when not limited). */
  retryAfterSeconds: number;
}

const KEEP_MS = 24 * 60 * 60 * 1000;

export function recordHit(bucket: string, key: string, at = Date.now()): void {
  db.insert(rateLimitHits).values({ bucket, key, at }).run();
  // No window is longer than a day: the key's older hits only take room.
  db.delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, key),
        lt(rateLimitHits.at, at - KEEP_MS),
      ),
    )
    .run();
}

export function countHits(bucket: string, key: string, sinceMs: number): number {
  return (
    db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, bucket),
          eq(rateLimitHits.key, key),
          gte(rateLimitHits.at, sinceMs),
        ),
      )
      .get()?.n ?? 0
  );
}

export function checkRateLimit(rule: RateLimit, keys: string[], now = Date.now()): RateLimitState {
  const since = now - rule.windowMs;
  let hits = 0;
  let retryAfterSeconds = 0;
  for (const key of keys) {
    const row = db
      .select({ n: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, rule.bucket),
          eq(rateLimitHits.key, key),
          gte(rateLimitHits.at, since),
        ),
      )
      .get();
    const n = row?.n ?? 0;
    hits = Math.max(hits, n);
    if (n >= rule.limit && row?.oldest != null) {
      const wait = Math.ceil((row.oldest + rule.windowMs - now) / 1000);
      retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
    }
  }
  return { limited: retryAfterSeconds > 0, hits, retryAfterSeconds };
}

/** Forgets a key's hits, e.g. a username's failures after it signs in successfully. */
export function clearHits(bucket: string, key: string): void {
  db.delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)))
    .run();
}

/** Drops hits older than any window in use, so the table stays small. */
export function pruneHits(olderThanMs: number): void {
  db.delete(rateLimitHits).where(lt(rateLimitHits.at, olderThanMs)).run();
}

/**
 * For limits on successful actions (messages sent): refuses when any key is at its limit, otherwise
 * counts this attempt for every key. Returns the state before counting.
 */
export function consumeRateLimit(
  rule: RateLimit,
  keys: string[],
  now = Date.now(),
): RateLimitState {
  const state = checkRateLimit(rule, keys, now);
  if (!state.limited) for (const key of keys) recordHit(rule.bucket, key, now);
  return state;
}
