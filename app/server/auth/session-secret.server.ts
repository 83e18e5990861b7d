import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "../env.server";

/**
 * SESSION_SECRET when set; otherwise a random secret generated once and kept beside the database
 * (mode 0600), so sessions survive restarts without anyone having to invent a secret.
 */
function loadSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), ".session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return fs.readFileSync(file, "utf8").trim();
  }
}

export const sessionSecret = loadSecret();
