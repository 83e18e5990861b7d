import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { db } from "../db.server";
import { adminSessions, apiTokens, passwordResetTokens, users, type User } from "../db/schema";
import { hashPassword } from "../password.server";
import { hashToken } from "./api-tokens.server";

/** Password-reset links: a random token stored as a SHA-256 hash, valid 1 hour, used once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function createPasswordReset(userId: number, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  db.insert(passwordResetTokens)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
    })
    .run();
  db.delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expires_at, new Date(now - RESET_TOKEN_TTL_MS).toISOString()))
    .run();
  return token;
}

function validReset(token: string, now: number) {
  return and(
    eq(passwordResetTokens.token_hash, hashToken(token)),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, new Date(now).toISOString()),
  );
}

/** The user a reset token is for, while it is unused and unexpired. */
export function getUserByResetToken(token: string, now = Date.now()): User | undefined {
  if (!token || token.length > 200) return undefined;
  return db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(validReset(token, now))
    .get()?.user;
}

/**
 * Sets the new password if the token is still valid, in one transaction that also marks the token
 * used, bumps the session version (every cookie dies) and revokes every API token.
 * Returns the user, or undefined when the token is invalid, used or expired.
 */
export async function resetPasswordWithToken(
  token: string,
  password: string,
  now = Date.now(),
): Promise<User | undefined> {
  if (!getUserByResetToken(token, now)) return undefined;
  // Hash outside the transaction: better-sqlite3 transactions must be synchronous.
  const password_hash = await hashPassword(password);
  return db.sqlite
    .transaction(() => {
      const used = db
        .update(passwordResetTokens)
        .set({ used_at: new Date(now).toISOString() })
        .where(validReset(token, now))
        .returning({ user_id: passwordResetTokens.user_id })
        .get();
      if (!used) return undefined;
      const stamp = new Date(now).toISOString();
      const user = db
        .update(users)
        .set({
          password_hash,
          session_version: sql`${users.session_version} + 1`,
          updated_at: stamp,
        })
        .where(eq(users.id, used.user_id))
        .returning()
        .get();
      db.delete(apiTokens).where(eq(apiTokens.user_id, used.user_id)).run();
      db.delete(adminSessions).where(eq(adminSessions.user_id, used.user_id)).run();
      // Any other link sent before this reset is void too.
      db.update(passwordResetTokens)
        .set({ used_at: stamp })
        .where(
          and(eq(passwordResetTokens.user_id, used.user_id), isNull(passwordResetTokens.used_at)),
        )
        .run();
      return user;
    })
    .immediate();
}
