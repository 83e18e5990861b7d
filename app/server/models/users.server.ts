import { count, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "../db.server";
import { users, type User } from "../db/schema";
import { hashPassword } from "../auth/password.server";
import { endUserAdminSessions } from "./admin-sessions.server";
import { revokeUserApiTokens } from "./api-tokens.server";
import { byIdCrud, nowSql } from "./crud.server";

const crud = byIdCrud(users, { touches: true });

export const getUserById = crud.getById;

/** What the admin screens and /api show of a user: never the hash. */
export type PublicUser = Pick<User, "id" | "username" | "email" | "role">;

export function toPublicUser(u: User): PublicUser {
  return { id: u.id, username: u.username, email: u.email, role: u.role };
}

export function getUserByUsername(username: string): User | undefined {
  return db.select().from(users).where(eq(users.username, username)).get();
}

export function getUserByEmail(email: string): User | undefined {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .get();
}

export function countUsers(): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

export async function createUser(input: {
  username: string;
  email: string;
  password: string;
  role?: string;
}): Promise<User> {
  const password_hash = await hashPassword(input.password);
  return crud.create({
    username: input.username,
    email: input.email,
    role: input.role ?? "admin",
    password_hash,
  });
}

/**
 * The one way a password changes (start-up env, `npm run admin:create`, a reset link): the new hash,
 * a new session version (every cookie dies), and every server-side session and API token of the user
 * ended, in one write transaction. `alsoInTransaction` runs first inside it (a reset link marks
 * itself used there); when it returns false nothing changes. Returns the updated user, or undefined.
 */
export async function setUserPassword(
  id: number,
  password: string,
  alsoInTransaction: () => boolean = () => true,
): Promise<User | undefined> {
  // Hash outside the transaction: better-sqlite3 transactions are synchronous.
  const password_hash = await hashPassword(password);
  return writeTransaction(() => {
    if (!alsoInTransaction()) return undefined;
    const user = db
      .update(users)
      .set({
        password_hash,
        session_version: sql`${users.session_version} + 1`,
        updated_at: nowSql,
      })
      .where(eq(users.id, id))
      .returning()
      .get();
    if (!user) return undefined;
    endUserAdminSessions(id);
    revokeUserApiTokens(id);
    return user;
  });
}

export function updateUserEmail(id: number, email: string): void {
  crud.update(id, { email });
}

/** Logs the user out everywhere: cookies carry the version they were issued under. */
export function bumpSessionVersion(id: number): void {
  db.update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, id))
    .run();
}
