import { throttleAddress } from "./auth.server";

/**
 * A token bucket per client address, in this process's memory: an address may spend up to
 * `capacity` at once and gets `refillPerSecond` back every second. What is spent is the caller's
 * unit (search spends milliseconds of server time). Kept in memory rather than in SQLite because it
 * is asked on every search, where a write per request would cost more than it saves; with several
 * processes each one keeps its own table, so an address gets at most one budget per process.
 *
 * An address is what one client controls (`throttleAddress`: an IPv6 /64 is one address, a mapped
 * IPv4 is that IPv4). The table holds at most `maxAddresses`: an address whose bucket has filled up
 * again is the same as one never seen and is dropped first; past that, the address seen longest ago.
 */
export interface BudgetRule {
  capacity: number;
  refillPerSecond: number;
  maxAddresses: number;
}

interface Bucket {
  level: number;
  /** When `level` was worked out (ms since the epoch). */
  at: number;
  /** Refused until then (the Retry-After it was told), whatever comes back meanwhile. */
  refusedUntil?: number;
}

/** How often at most the whole table is walked for full buckets when it is full. */
const SWEEP_EVERY_MS = 1000;

export class AddressBudget {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(readonly rule: BudgetRule) {}

  get size(): number {
    return this.buckets.size;
  }

  private levelOf(bucket: Bucket, now: number): number {
    const gained = (Math.max(0, now - bucket.at) * this.rule.refillPerSecond) / 1000;
    return Math.min(this.rule.capacity, bucket.level + gained);
  }

  /**
   * 0 when the address may spend now; else the whole seconds until it may. A refusal holds for the
   * whole time it announced, so a client that waits as told is never refused again for that
   * debt, and one that does not wait learns nothing new. `atLeast` is what one use costs at least:
   * the bucket must have that much back before the address may go on.
   */
  waitSeconds(address: string, atLeast = 1, now = Date.now()): number {
    const bucket = this.buckets.get(throttleAddress(address));
    if (!bucket) return 0;
    if (bucket.refusedUntil !== undefined && now < bucket.refusedUntil)
      return Math.max(1, Math.ceil((bucket.refusedUntil - now) / 1000));
    const level = this.levelOf(bucket, now);
    if (level > 0) return 0;
    const seconds = Math.max(1, Math.ceil((atLeast - level) / this.rule.refillPerSecond));
    bucket.refusedUntil = now + seconds * 1000;
    return seconds;
  }

  /** Takes `cost` from the address's bucket (it may go below zero: the next requests wait). */
  spend(address: string, cost: number, now = Date.now()): void {
    const key = throttleAddress(address);
    const bucket = this.buckets.get(key);
    const level = (bucket ? this.levelOf(bucket, now) : this.rule.capacity) - cost;
    if (bucket) this.buckets.delete(key);
    else if (this.buckets.size >= this.rule.maxAddresses) this.makeRoom(now);
    // Re-inserted, so the map's order is the order addresses were last seen.
    this.buckets.set(key, { level, at: now });
  }

  private makeRoom(now: number): void {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      for (const [key, bucket] of this.buckets)
        if (this.levelOf(bucket, now) >= this.rule.capacity) this.buckets.delete(key);
    }
    while (this.buckets.size >= this.rule.maxAddresses) {
      const oldest = this.buckets.keys().next();
      if (oldest.done) break;
      this.buckets.delete(oldest.value);
    }
  }
}
