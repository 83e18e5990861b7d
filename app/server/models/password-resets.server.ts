import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { db } from "../db.server";
import { passwordResetTokens, users, type User } from "../db/schema";
import { hashToken } from "./api-tokens.server";
import { setUserPassword } from "./users.server";

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
 * Sets the new password if the token is still valid: setUserPassword (which ends every session and
 * API token) with, in the same transaction, this link marked used and every other pending link of
 * the user voided. Returns the user, or undefined when the token is invalid, used or expired.
 */
export async function resetPasswordWithToken(
  token: string,
  password: string,
  now = Date.now(),
): Promise<User | undefined> {
  const user = getUserByResetToken(token, now);
  if (!user) return undefined;
  return setUserPassword(user.id, password, () => {
    const stamp = new Date(now).toISOString();
    const used = db
      .update(passwordResetTokens)
      .set({ used_at: stamp })
      .where(and(validReset(token, now), eq(passwordResetTokens.user_id, user.id)))
      .returning({ id: passwordResetTokens.id })
      .get();
    if (!used) return false;
    // Any other link sent before this reset is void too.
    db.update(passwordResetTokens)
      .set({ used_at: stamp })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)))
      .run();
    return true;
  });
}
