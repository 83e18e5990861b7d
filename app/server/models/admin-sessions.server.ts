import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, lt } from "drizzle-orm";
import { db } from "../db.server";
import { adminSessions, type AdminSession } from "../db/schema";

/**
 * Server-side records of admin sign-ins. The cookie holds a random session id; only its SHA-256 is
 * stored, so a copy of the database cannot be turned into a working cookie. Deleting the row ends the
 * session at once, whatever the cookie says (logout), and the times below enforce the timeouts.
 */

/** last_seen_at is rewritten at most this often, so browsing is not a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/** Starts a session and returns its id in clear: the only copy goes into the signed cookie. */
export function createAdminSessionRecord(
  userId: number,
  maxMs: number,
  now = Date.now(),
): { id: string; expiresAt: number } {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = now + maxMs;
  db.insert(adminSessions)
    .values({
      id_hash: hashId(id),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .run();
  // Ended sessions only take room: drop them while we are here.
  db.delete(adminSessions).where(lt(adminSessions.expires_at, now)).run();
  return { id, expiresAt };
}

/**
 * The live session of `id` for `userId`, its last activity moved to `now`; undefined (and the row
 * removed) when it is unknown, idle for longer than `idleMs` or past its absolute end.
 */
export function touchAdminSession(
  id: string,
  userId: number,
  idleMs: number,
  now = Date.now(),
): AdminSession | undefined {
  if (!id || id.length > 200) return undefined;
  const key = hashId(id);
  const row = db.select().from(adminSessions).where(eq(adminSessions.id_hash, key)).get();
  if (!row || row.user_id !== userId) return undefined;
  if (now >= row.expires_at || now - row.last_seen_at > idleMs) {
    db.delete(adminSessions).where(eq(adminSessions.id_hash, key)).run();
    return undefined;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    db.update(adminSessions).set({ last_seen_at: now }).where(eq(adminSessions.id_hash, key)).run();
    return { ...row, last_seen_at: now };
  }
  return row;
}

/** Ends one session (logout). Returns whether it existed. */
export function endAdminSession(id: string): boolean {
  if (!id || id.length > 200) return false;
  const gone = db
    .delete(adminSessions)
    .where(eq(adminSessions.id_hash, hashId(id)))
    .returning({ user_id: adminSessions.user_id })
    .all();
  return gone.length > 0;
}

/** Ends every session of a user (password reset, logout everywhere). */
export function endUserAdminSessions(userId: number): void {
  db.delete(adminSessions).where(eq(adminSessions.user_id, userId)).run();
}

/** How many unexpired sessions a user has. */
export function countAdminSessions(userId: number, now = Date.now()): number {
  return (
    db
      .select({ n: count() })
      .from(adminSessions)
      .where(and(eq(adminSessions.user_id, userId), gt(adminSessions.expires_at, now)))
      .get()?.n ?? 0
  );
}
