import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "../env.server";
import { sessionSecretProblem } from "./session-secret-rule.server";

/**
 * SESSION_SECRET when set; otherwise (development, tests, a local production run, or when asked)
 * a random secret generated once and kept beside the database (mode 0600), so sessions survive
 * restarts without anyone having to invent a secret.
 */
function loadSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const problem = sessionSecretProblem();
  if (problem) throw new Error(problem);
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), ".session-secret");
  // Said once per start (by the process that starts the others) when serving for real.
  const say = (what: string) => {
    if (env.NODE_ENV === "production" && cluster.isPrimary)
      console.warn(
        `[auth] SESSION_SECRET is not set: ${what} ${file} (fine on this machine; set SESSION_SECRET on a real host)`,
      );
  };
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) {
      say("using the secret generated in");
      return existing;
    }
  } catch {
    // Not there yet: create it below.
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    say("generated a secret in");
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return fs.readFileSync(file, "utf8").trim();
  }
}

export const sessionSecret = loadSecret();
