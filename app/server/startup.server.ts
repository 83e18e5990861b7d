import cluster from "node:cluster";
import { db } from "./db.server";
import { env } from "./env.server";
import {
  countUsers,
  createUser,
  getUserByUsername,
  setUserPassword,
  updateUserEmail,
} from "./models/users.server";
import { randomPassword, verifyPassword } from "./auth/password.server";
import { seedDemoCatalogue } from "./seed/seed.server";
import { startTrashPurge } from "./admin/managers.server";
import { removeStaleIncoming } from "./files/uploads.server";
import { warmSearch } from "./search/engine.server";
import { recoverTasks } from "./import/apply.server";
import { startMailRetries } from "./mail/mailer.server";

/**
 * The first admin (DESIGN: ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL create or update that admin).
 * Without them and with no admin at all, an `admin` with a random password is created and the password
 * is printed once. Never a fixed default password.
 */
export async function ensureAdmin(): Promise<void> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, ADMIN_EMAIL } = env;
  if (username && password) {
    const email = ADMIN_EMAIL ?? `${username}@localhost`;
    const existing = getUserByUsername(username);
    if (existing) {
      // Only a changed password is written: rewriting it bumps the session version, which would sign
      // the admin out at every restart (and in every worker process as it starts).
      if (!(await verifyPassword(password, existing.password_hash))) {
        await setUserPassword(existing.id, password);
        console.log(
          `[startup] admin "${username}": new password; its sessions and API tokens ended`,
        );
      }
      if (ADMIN_EMAIL && existing.email !== ADMIN_EMAIL) updateUserEmail(existing.id, ADMIN_EMAIL);
    } else {
      await createUser({ username, email, password });
    }
    console.log(`[startup] admin "${username}" is ready`);
    return;
  }
  if (countUsers() > 0) return;
  const generated = randomPassword();
  await createUser({
    username: "admin",
    email: ADMIN_EMAIL ?? "admin@localhost",
    password: generated,
  });
  console.log(
    `[startup] created admin user "admin" with password: ${generated}\n` +
      `[startup] this is shown once; change it with: npm run admin:create -- admin <new-password>`,
  );
}

let started: Promise<void> | undefined;
/** The longest a start waits for the search's terms (1.3 s at 100,000 products on 2 vCPU). */
const WARM_SEARCH_MS = 10_000;

/** Runs once per process: migrations ran when db.server loaded; then seed and the first admin. */
export function startup(): Promise<void> {
  started ??= (async () => {
    if (env.SEED === "1" && seedDemoCatalogue(db))
      console.log("[startup] seeded the demo catalogue");
    // Uploads a crash interrupted leave their temporary files behind.
    await removeStaleIncoming();
    // Deleted items older than the trash keeps them; then once a day. Files a crash left in the
    // wrong folder (a restore or delete cut between its steps) are put where their rows say first.
    void startTrashPurge();
    // Long work a stop cut half-way is finished: an import taken back, an undo carried on.
    if (!(cluster.isPrimary && env.WEB_CONCURRENCY > 1)) recoverTasks();
    // Mail the mail server did not take (in this run or an earlier one) is tried again.
    startMailRetries();
    await ensureAdmin();
    // A process that answers requests reads the search's terms before it listens: once requests
    // arrive, the read yields the cores to them and would take many times as long. It waits at most
    // WARM_SEARCH_MS (a catalogue far larger than planned); the read then goes on in the background.
    // The primary of several workers only starts them.
    if (!(cluster.isPrimary && env.WEB_CONCURRENCY > 1)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        warmSearch(),
        new Promise((resolve) => (timer = setTimeout(resolve, WARM_SEARCH_MS))),
      ]);
      clearTimeout(timer);
    }
  })().catch((error) => {
    console.error("[startup] failed:", error);
    throw error;
  });
  return started;
}
