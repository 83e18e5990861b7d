/**
 * The preview of a kept import upload, planned in slices of the event loop (the site keeps
 * answering while a 50,000-row file is read and checked) once per content version, and stored with
 * the upload. The preview page shows "reading" until it is there.
 */
import { readContentVersion } from "../content-version.server";
import { db } from "../db.server";
import {
  ImportFileError,
  IMPORT_MESSAGES,
  planImportSliced,
  prepareImportSliced,
  previewOf,
  type PreparedImport,
} from "./import.server";
import type { ImportType } from "./columns.server";
import {
  keepImportPreview,
  markImportPlanning,
  readImportPreview,
  type StoredPreview,
} from "./store.server";

/** Plans in this process, by token: a page view during the work waits on nothing. */
const planning = new Map<string, Promise<void>>();

/**
 * Starts planning the kept upload `token` unless it is planned or being planned. The promise ends
 * when the preview is stored (or another process is at it).
 */
export function planPendingImport(
  token: string,
  bytes: Uint8Array,
  type: ImportType,
  prepared?: PreparedImport,
): Promise<void> {
  let job = planning.get(token);
  if (!job) {
    job = run(token, bytes, type, prepared).finally(() => planning.delete(token));
    planning.set(token, job);
  }
  return job;
}

async function run(
  token: string,
  bytes: Uint8Array,
  type: ImportType,
  prepared?: PreparedImport,
): Promise<void> {
  if (current(await readImportPreview(token))) return;
  if (!(await markImportPlanning(token))) return;
  // Read before planning: a change while planning makes the next view plan again.
  const version = readContentVersion(db.sqlite);
  let stored: StoredPreview;
  try {
    const rows = prepared ?? (await prepareImportSliced(bytes, type));
    stored = { version, preview: previewOf(await planImportSliced(rows)) };
  } catch (error) {
    if (!(error instanceof ImportFileError)) console.error("[import] preview failed:", error);
    const message = error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.unknown;
    stored = { version, error: message };
  }
  await keepImportPreview(token, stored);
}

function current(stored: StoredPreview | null): StoredPreview | null {
  return stored && stored.version === readContentVersion(db.sqlite) ? stored : null;
}

/**
 * The stored preview if the catalogue has not changed since it was planned; else it is planned now,
 * waiting up to `waitMs` for it (a small file is ready by then). Null while it is being planned.
 */
export async function pendingPreview(
  token: string,
  bytes: Uint8Array,
  type: ImportType,
  waitMs: number,
): Promise<StoredPreview | null> {
  const stored = current(await readImportPreview(token));
  if (stored) return stored;
  await settledWithin(planPendingImport(token, bytes, type), waitMs);
  return current(await readImportPreview(token));
}

/** Waits for `job` at most `ms` (its failure is the planner's to report). */
export function settledWithin(job: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    job.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
}
