import { and, count, eq, gte, lt, max, min } from "drizzle-orm";
import { db } from "../db.server";
import { rateLimitHits } from "../db/schema";
import { env } from "../env.server";

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

/** Counts one hit; returns its id (see deleteHit). */
export function recordHit(bucket: string, key: string, at = Date.now()): number {
  const { id } = db
    .insert(rateLimitHits)
    .values({ bucket, key, at })
    .returning({ id: rateLimitHits.id })
    .get();
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
  return id;
}

/** Takes back one hit, e.g. an attempt counted in advance that turned out to succeed. */
export function deleteHit(id: number): void {
  db.delete(rateLimitHits).where(eq(rateLimitHits.id, id)).run();
}

/** The smallest string greater than every string that starts with `prefix`. */
function pastPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export interface WindowHits {
  n: number;
  /** Times of the oldest and newest hit in the window (null when there are none). */
  oldest: number | null;
  newest: number | null;
}

/**
 * The hits of one key, or of every key that starts with `prefix`, since `sinceMs`: keys composed as
 * "<first part> <second part>" are counted by their first part as a range the index serves. The
 * prefix must end in an ASCII character (the range ends just past it).
 */
export function windowHits(
  bucket: string,
  match: { key: string } | { prefix: string },
  sinceMs: number,
): WindowHits {
  const keyMatch =
    "key" in match
      ? eq(rateLimitHits.key, match.key)
      : and(gte(rateLimitHits.key, match.prefix), lt(rateLimitHits.key, pastPrefix(match.prefix)));
  const row = db
    .select({ n: count(), oldest: min(rateLimitHits.at), newest: max(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), keyMatch, gte(rateLimitHits.at, sinceMs)))
    .get();
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
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

/** Messages one address may send in an hour: the contact form and job applications share it. */
export const CONTACT_LIMIT = {
  bucket: "contact",
  limit: env.CONTACT_MESSAGES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};
