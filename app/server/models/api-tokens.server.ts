import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "../db.server";
import { apiTokens, users, type User } from "../db/schema";

/** API bearer tokens (POST /api/auth/login): random, stored only as a SHA-256 hash, 7 days. */
export const API_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a token and returns it in clear: the only time it exists outside the client. */
export function createApiToken(
  userId: number,
  now = Date.now(),
): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + API_TOKEN_TTL_MS).toISOString();
  db.insert(apiTokens)
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt })
    .run();
  // Expired tokens are useless: drop them while we are here.
  db.delete(apiTokens)
    .where(lt(apiTokens.expires_at, new Date(now).toISOString()))
    .run();
  return { token, expiresAt };
}

/** The user a token belongs to, when the token exists and has not expired. */
export function getUserByApiToken(token: string, now = Date.now()): User | undefined {
  if (!token || token.length > 200) return undefined;
  const row = db
    .select({ user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(
      and(
        eq(apiTokens.token_hash, hashToken(token)),
        gt(apiTokens.expires_at, new Date(now).toISOString()),
      ),
    )
    .get();
  return row?.user;
}

/** Returns whether a token was revoked. */
export function revokeApiToken(token: string): boolean {
  const gone = db
    .delete(apiTokens)
    .where(eq(apiTokens.token_hash, hashToken(token)))
    .returning({ id: apiTokens.id })
    .all();
  return gone.length > 0;
}

/** Ends every token of a user (password reset). */
export function revokeUserApiTokens(userId: number): void {
  db.delete(apiTokens).where(eq(apiTokens.user_id, userId)).run();
}
