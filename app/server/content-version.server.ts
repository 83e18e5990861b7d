import type Database from "better-sqlite3";

/**
 * The version of what a visitor can see. Database triggers add one to it whenever a product,
 * category, brand, blog post, job or driver (not its download counter) is inserted, changed or
 * deleted, in the same transaction, by any process, script or import. Caches of public answers key
 * on it, so sessions, rate-limit hits, inquiries and counters never empty them.
 *
 * Reading it is one indexed row; callers that answer many requests may first check the cheap
 * `PRAGMA data_version` (see `contentVersionReader`).
 */
export function readContentVersion(sqlite: Database.Database): number {
  // Plucked here as below: prepared statements are shared by SQL text, and so is their pluck mode.
  const version = sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck().get();
  return (version as number | undefined) ?? 0;
}

/**
 * A reader for hot paths: the content version is read again only when something may have committed
 * since the last look: another connection (`PRAGMA data_version`, a counter in memory) or this one
 * (`total_changes()`, which data_version does not see).
 */
export function contentVersionReader(sqlite: Database.Database): () => number {
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const ownChanges = sqlite.prepare("SELECT total_changes()").pluck();
  const version = sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  let seenData = "";
  let seenContent = 0;
  return () => {
    const data = `${String(dataVersion.get())}:${String(ownChanges.get())}`;
    if (data !== seenData) {
      seenData = data;
      seenContent = (version.get() as number | undefined) ?? 0;
    }
    return seenContent;
  };
}
