/**
 * 'Import' without stopping the site: writing a 50,000-row file takes seconds of CPU inside one
 * transaction, and better-sqlite3 is synchronous, so done on the server's thread it would leave every
 * page and /healthz of this process unanswered meanwhile. The work (read, plan, write in ONE
 * immediate transaction, as applyImport) runs in a worker thread with its own connection to the same
 * database file; this thread only waits for its answer and keeps serving.
 *
 *   const { result, rejectedCsv } = await applyImportInWorker(bytes, "products", { rejectedCsv: true });
 *
 * All or nothing still holds: a failure rolls the worker's transaction back, and a process killed
 * half-way leaves an uncommitted transaction that SQLite discards at the next open.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportType } from "./columns.server";
import { ImportFailed, ImportFileError, type ImportBy, type ImportResult } from "./import.server";

export interface ApplyRequest {
  bytes: Uint8Array;
  type: ImportType;
  /** Whether to send back the rejected rows as a CSV (the screen offers it; the API does not). */
  rejectedCsv: boolean;
  /** Who imported which file, for History. */
  by: ImportBy;
}

export type ApplyReply =
  | { ok: true; result: ImportResult; rejectedCsv: string | null }
  | { ok: false; kind: "file"; message: string }
  | { ok: false; kind: "failed"; message: string; totalCount: number };

/**
 * Where the worker's source is. The server's code is bundled by Vite, so the file is found from the
 * project folder the server runs in (as the migrations are), not from this module's location.
 */
const WORKER_FILE = path.resolve("app/server/import/apply.worker.ts");

/**
 * A worker starts on plain JavaScript: this first script registers tsx (as server.js does) and then
 * loads the TypeScript worker, with the project's path aliases. Evaluated code resolves packages from
 * the folder the server runs in, so `tsx` is found as server.js finds it.
 */
const BOOTSTRAP = `import("tsx/esm/api").then(({ register }) => {
  register();
  return import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)});
});`;

// One import at a time per process: a second would only wait for the first one's write lock (and
// give up after busy_timeout), so it waits here instead, however long the first one takes.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads, plans and writes `bytes` as an import of `type` in a worker thread. Resolves with the result;
 * rejects with ImportFileError (the file is unusable, nothing written) or ImportFailed (the write
 * failed and rolled back).
 */
export function applyImportInWorker(
  bytes: Uint8Array,
  type: ImportType,
  options: { rejectedCsv?: boolean } & ImportBy = {},
): Promise<{ result: ImportResult; rejectedCsv: string | null }> {
  const { rejectedCsv = false, ...by } = options;
  const request: ApplyRequest = { bytes, type, rejectedCsv, by };
  const job = queue.then(() => inWorker(request));
  queue = job.catch(() => undefined);
  return job;
}

interface Importer {
  worker: Worker;
  /** The import it is working on (one at a time, see the queue). */
  waiting: { resolve: (reply: ApplyReply) => void; reject: (error: unknown) => void } | null;
}

/**
 * The worker is started at the first import and kept for a while: loading the importer's modules
 * in a new thread takes over a second, which the next small import should not wait again. Between
 * imports it holds an idle connection and does not keep the process alive; after IDLE_MS without
 * one it is stopped, so the memory a large file took goes back with it.
 */
let importer: Importer | null = null;
const IDLE_MS = 2 * 60_000;
let idle: NodeJS.Timeout | undefined;

function startImporter(): Importer {
  // No flags of this process (a test runner's, a loader's): the bootstrap sets up what it needs.
  const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: [] });
  const started: Importer = { worker, waiting: null };
  let failure: unknown;
  worker.on("message", (reply: ApplyReply) => {
    const waiting = started.waiting;
    started.waiting = null;
    worker.unref();
    clearTimeout(idle);
    idle = setTimeout(() => stopIdle(started), IDLE_MS).unref();
    waiting?.resolve(reply);
  });
  worker.on("error", (error) => (failure = error));
  worker.on("exit", (code) => {
    // Stopped when idle, or gone (a crash, out of memory) with its transaction, if any, never
    // committed. The next import starts another.
    if (importer === started) importer = null;
    const reason = failure instanceof Error ? failure.message : `exit code ${code}`;
    started.waiting?.reject(new ImportFailed(`The import stopped unexpectedly (${reason})`, 0));
    started.waiting = null;
  });
  return started;
}

/**
 * Starts the worker ahead of an import (when a preview is shown, Import is usually next), so the
 * press of the button does not wait for the worker's modules to load. It stops again when idle.
 */
export function warmImporter(): void {
  if (importer) return;
  importer = startImporter();
  importer.worker.unref();
  clearTimeout(idle);
  const started = importer;
  idle = setTimeout(() => stopIdle(started), IDLE_MS).unref();
}

function stopIdle(started: Importer) {
  if (started.waiting) return;
  // Forgotten first, so an import that comes while it stops starts a new one.
  if (importer === started) importer = null;
  void started.worker.terminate();
}

async function inWorker(request: ApplyRequest) {
  clearTimeout(idle);
  const current = (importer ??= startImporter());
  const reply = await new Promise<ApplyReply>((resolve, reject) => {
    current.waiting = { resolve, reject };
    // Kept alive while it works: a script that awaits the import must not exit under it.
    current.worker.ref();
    current.worker.postMessage(request);
  });
  if (reply.ok) return { result: reply.result, rejectedCsv: reply.rejectedCsv };
  if (reply.kind === "file") throw new ImportFileError(reply.message);
  throw new ImportFailed(reply.message, reply.totalCount);
}
