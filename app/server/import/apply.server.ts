/**
 * Long writes without stopping the site: an import's apply, an import's (or a bulk change's) undo and
 * a bulk edit of thousands of products take seconds of CPU,
 * and better-sqlite3 is synchronous, so done on the server's thread they would leave every page and
 * /healthz of this process unanswered meanwhile. They run in a worker thread with its own connection
 * to the same database file, and commit in slices of about 20 ms, giving way to the server thread's
 * writes between them (a shared counter, see db.server's writeIntent) and pausing for other processes'
 * writes, so a sign-in or a save waits one slice at most, never the whole import.
 *
 *   const { result, rejectedCsv } = await applyImportInWorker(bytes, "products", { rejectedCsv: true });
 *   const taskId = startImportTask(bytes, "products", { userId, username, fileName, token });
 *
 * All or nothing still holds for staff: a failed slice takes the committed ones back, and a process
 * killed half-way leaves its task "running", which the next start finishes (recoverTasks): an import
 * is taken back, an undo is carried on to its end.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportType } from "./columns.server";
import {
  failedResult,
  ImportFailed,
  ImportFileError,
  type ImportBy,
  type ImportResult,
} from "./import.server";
import { keepImportResult } from "./store.server";
import { IMPORT_DEFINITIONS } from "./columns.server";
import { writeIntent } from "../db.server";
import { describeEdit, type BulkEdit } from "../admin/product-bulk-edit.server";
import { batchName, getImportBatch } from "../models/history.server";
import {
  adoptTask,
  createTask,
  finishTask,
  getTask,
  orphanedTasks,
  type AdminTask,
} from "../models/admin-tasks.server";

interface ApplyRequest {
  op: "import";
  /** The task row the worker moves forward, or null (the API's import waits for its answer). */
  taskId: number | null;
  /** The kept upload's token (named in the task's outcome, for the rejected rows' CSV). */
  token: string | null;
  bytes: Uint8Array;
  type: ImportType;
  /** Whether to send back the rejected rows as a CSV (the screen offers it; the API does not). */
  rejectedCsv: boolean;
  /** Who imported which file, for History. */
  by: ImportBy;
}

/** An import's undo, or the taking back of an import a crash cut (the task row says which batch). */
export interface TaskRequest {
  op: "undo" | "rollback";
  taskId: number;
  batchId: number | null;
  username: string;
}

/** A bulk edit of products, as previewed (each product's previewed version). */
export interface BulkRequest {
  op: "bulk";
  taskId: number;
  edit: BulkEdit;
  versions: [number, string][];
  actor: string;
}

export type WorkRequest = ApplyRequest | TaskRequest | BulkRequest;

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
  // A task row like the screen's, so a stop half-way is taken back at the next start.
  const taskId = createTask({
    kind: "import",
    label: `${IMPORT_DEFINITIONS[type].label} from ${by.fileName ?? "the API"}`,
    total: 0,
    userId: null,
    username: by.username ?? "(API)",
  });
  const request: ApplyRequest = { op: "import", taskId, token: null, bytes, type, rejectedCsv, by };
  return queued(async () => {
    let reply: ApplyReply;
    try {
      reply = (await inWorker(request)) as ApplyReply;
    } catch (error) {
      await takeBack(taskId);
      throw error;
    }
    if (reply.ok) return { result: reply.result, rejectedCsv: reply.rejectedCsv };
    if (getTask(taskId)?.status === "running")
      finishTask(taskId, "failed", { message: reply.message });
    if (reply.kind === "file") throw new ImportFileError(reply.message);
    throw new ImportFailed(reply.message, reply.totalCount);
  });
}

function queued<T>(work: () => Promise<T>): Promise<T> {
  const job = queue.then(work);
  queue = job.catch(() => undefined);
  return job;
}

/** Up to this many rows, a task is small: the page that started it waits for its outcome. */
const SMALL_TASK_ROWS = 2000;

/**
 * Waits for a task started by this request while it is small (its rows known and at most
 * SMALL_TASK_ROWS) and for at most `ms`: true when it ended meanwhile. A small file's result then
 * shows at once; a large one's progress page is shown as soon as its size is known.
 */
export async function waitForSmallTask(
  taskId: number,
  settled: Promise<void>,
  ms = 10_000,
): Promise<boolean> {
  let ended = false;
  void settled.then(() => (ended = true));
  const until = Date.now() + ms;
  while (!ended && Date.now() < until) {
    const task = getTask(taskId);
    if (!task || task.total > SMALL_TASK_ROWS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ended;
}

/** What an import task keeps as its outcome (the errors listed are capped; the count is whole). */
export interface ImportTaskResult {
  result: ImportResult;
  moreErrors: number;
  /** The kept upload's token: its rejected rows' CSV is at /admin/import/errors/<token> for an hour. */
  token: string | null;
  fileName: string;
  typeLabel: string;
}

const LISTED_ERRORS = 500;

export function importTaskResult(
  result: ImportResult,
  about: { token: string | null; fileName: string; type: ImportType },
): ImportTaskResult {
  return {
    result: { ...result, errors: result.errors.slice(0, LISTED_ERRORS) },
    moreErrors: Math.max(0, result.errors.length - LISTED_ERRORS),
    token: about.token,
    fileName: about.fileName,
    typeLabel: IMPORT_DEFINITIONS[about.type].label,
  };
}

/**
 * Starts an import's apply beside the site and answers at once with its task id: the worker moves
 * the task row forward as it writes and records the outcome with the last rows. The rejected rows'
 * CSV is kept with the upload's token. The outcome is in the task row whatever the browser does.
 */
export function startImportTask(
  bytes: Uint8Array,
  type: ImportType,
  who: { userId: number; username: string; fileName: string; token: string },
): { taskId: number; settled: Promise<void> } {
  const taskId = createTask({
    kind: "import",
    label: `${IMPORT_DEFINITIONS[type].label} from ${who.fileName}`,
    total: 0,
    userId: who.userId,
    username: who.username,
  });
  const request: ApplyRequest = {
    op: "import",
    taskId,
    token: who.token,
    bytes,
    type,
    rejectedCsv: true,
    by: { username: who.username, fileName: who.fileName },
  };
  const about = { token: who.token, fileName: who.fileName, type };
  const settled = queued(async () => {
    try {
      const reply = (await inWorker(request)) as ApplyReply;
      if (reply.ok) {
        await keepImportResult(
          who.token,
          { userId: who.userId, type, fileName: who.fileName, result: reply.result },
          reply.rejectedCsv,
        );
      } else if (getTask(taskId)?.status === "running") {
        // A file refused before anything was written: the worker said why.
        finishTask(
          taskId,
          "failed",
          importTaskResult(failedResult(new Error(reply.message)), about),
        );
      }
    } catch (error) {
      // The worker itself died (out of memory): what it committed is taken back.
      console.error("[import] the worker stopped:", error);
      await takeBack(taskId);
    }
  });
  return { taskId, settled };
}

/** Starts the undo of batch `batchId` (an import or a bulk change) beside the site; answers at once with its task id. */
export function startUndoTask(
  batchId: number,
  who: { userId: number | null; username: string; total: number },
): { taskId: number; settled: Promise<void> } {
  const batch = getImportBatch(batchId);
  const taskId = createTask({
    kind: "undo",
    label: batch ? batchName(batch) : `import #${batchId}`,
    total: who.total,
    userId: who.userId,
    username: who.username,
    batchId,
  });
  const settled = runTask({ op: "undo", taskId, batchId, username: who.username });
  return { taskId, settled };
}

/**
 * Starts a bulk edit of products beside the site (in the same worker and queue as imports, in
 * slices); answers at once with its task id. The worker records the outcome in the task row.
 */
export function startBulkTask(
  edit: BulkEdit,
  versions: Map<number, string>,
  who: { userId: number | null; username: string },
): { taskId: number; settled: Promise<void> } {
  const taskId = createTask({
    kind: "bulk",
    label: `${describeEdit(edit)}, ${versions.size.toLocaleString("en-IN")} products`,
    total: versions.size,
    userId: who.userId,
    username: who.username,
  });
  const request: BulkRequest = {
    op: "bulk",
    taskId,
    edit,
    versions: [...versions],
    actor: who.username,
  };
  const settled = queued(async () => {
    try {
      await inWorker(request);
    } catch (error) {
      // The worker itself died: what it committed is taken back, like a cut import.
      console.error(`[tasks] bulk edit #${taskId} stopped:`, error);
      await takeBack(taskId);
    }
  });
  return { taskId, settled };
}

/** Times an undo whose worker died is started again before it is left for the next start. */
const UNDO_ATTEMPTS = 3;

function runTask(request: TaskRequest, attempt = 1): Promise<void> {
  return queued(async () => {
    try {
      await inWorker(request);
    } catch (error) {
      console.error(`[tasks] task #${request.taskId} stopped:`, error);
      if (request.op === "undo" && attempt < UNDO_ATTEMPTS) {
        // Carried on from where it stopped: what it put back counts as put back.
        void runTask(request, attempt + 1);
      } else if (request.op === "rollback" && getTask(request.taskId)?.status === "running") {
        // Left "running": the next start takes it back (nothing it wrote is lost track of).
        console.error(`[tasks] task #${request.taskId} is left for the next start`);
      }
    }
  });
}

/** What staff read about an import a crash cut, once its rows are taken back. */
export const TAKEN_BACK =
  "The import was interrupted (the server stopped) before it finished. Everything it had written was taken back: nothing of it is in the catalogue. Import the file again.";

/** The same for a bulk edit of products. */
export const BULK_TAKEN_BACK =
  "The bulk change was interrupted (the server stopped) before it finished. Every product it had changed was put back: nothing of it is in the catalogue. Choose the products and apply the change again.";

/** Takes back what a task's import committed before its worker died (called inside the queue). */
async function takeBack(taskId: number) {
  const task = getTask(taskId);
  if (!task || task.status !== "running") return;
  try {
    await inWorker({ op: "rollback", taskId, batchId: task.batch_id, username: task.username });
  } catch (error) {
    // Left "running": the next start takes it back.
    console.error(`[tasks] could not take back task #${taskId}:`, error);
  }
}

/** A process is alive when it can be signalled (the same machine: one database file). */
function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * At start: tasks left "running" by a process that is gone are finished. An import's committed
 * slices are taken back (it never answered, so staff never saw it done); an undo is carried on to
 * its end. Runs beside the site, like the work itself.
 */
export function recoverTasks(): void {
  for (const task of orphanedTasks(alive)) {
    if (!adoptTask(task.id, task.pid)) continue;
    console.log(`[tasks] finishing task #${task.id} (${task.kind}) cut by a stop`);
    void runTask(recoveryOf(task));
  }
}

function recoveryOf(task: AdminTask): TaskRequest {
  return {
    op: task.kind === "undo" ? "undo" : "rollback",
    taskId: task.id,
    batchId: task.batch_id,
    username: task.username,
  };
}

/** An import answers its result; other work only that it ended (its outcome is in the task row). */
type Reply = ApplyReply | { ok: true; result?: undefined };

interface Importer {
  worker: Worker;
  /** The work it is on (one at a time, see the queue). */
  waiting: { resolve: (reply: Reply) => void; reject: (error: unknown) => void } | null;
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
  // The server thread's count of waiting writes goes with it: the worker gives way to them.
  const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: [], workerData: { writeIntent } });
  const started: Importer = { worker, waiting: null };
  let failure: unknown;
  worker.on("message", (reply: Reply) => {
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

function inWorker(request: WorkRequest): Promise<Reply> {
  clearTimeout(idle);
  const current = (importer ??= startImporter());
  return new Promise<Reply>((resolve, reject) => {
    current.waiting = { resolve, reject };
    // Kept alive while it works: a script that awaits the import must not exit under it.
    current.worker.ref();
    current.worker.postMessage(request);
  });
}
