import { env, type Env } from "../env.server";

/** Host names that only ever reach this machine: a first run there may invent its own secret. */
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why the server must not start with this environment, or null. In production a real host needs
 * SESSION_SECRET: a secret invented on the machine would silently differ between machines (a
 * standby, a rebuilt server) and be lost with its disk, signing everybody out. A site addressed
 * as localhost, or an operator who says so (SESSION_SECRET_GENERATE=1), may still generate one.
 */
export function sessionSecretProblem(settings: Env = env): string | null {
  if (settings.SESSION_SECRET || settings.NODE_ENV !== "production") return null;
  if (settings.SESSION_SECRET_GENERATE === "1") return null;
  if (LOCAL_HOST.test(new URL(settings.SITE_URL).hostname)) return null;
  return `SESSION_SECRET is not set: set it to a random value of 32+ characters (openssl rand -hex 32) for ${settings.SITE_URL}, or SESSION_SECRET_GENERATE=1 to keep a generated one beside the database`;
}
