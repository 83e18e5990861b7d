/**
 * Long writes in a worker thread (started by apply.server.ts, never bundled: it is loaded from this
 * file through tsx): an import's apply, an import's undo, a bulk edit of products, and the taking
 * back of an import or bulk edit a crash cut. Each writes on a connection of its own to the same database file (db.server opens it with the
 * same pragmas in this thread) in slices of about 20 ms, and between slices gives way to the server
 * thread's writes and pauses for other processes', so nobody's sign-in or save waits behind it.
 */
import { parentPort } from "node:worker_threads";
import type { ApplyReply, BulkRequest, TaskRequest, WorkRequest } from "./apply.server";
import { BULK_TAKEN_BACK, importTaskResult, TAKEN_BACK } from "./apply.server";
import {
  applyImportInSlices,
  failedResult,
  ImportFailed,
  ImportFileError,
  IMPORT_MESSAGES,
  prepareImport,
  rejectedRowsCsv,
  WRITE_SLICE_MS,
} from "./import.server";
import { writeIntent, writeTransaction } from "../db.server";
import { env } from "../env.server";
import { undoImportBatchInSlices } from "../admin/history.server";
import { applyBulkEditInSlices } from "../admin/product-bulk-edit.server";
import { finishTask, getTask, setTaskBatch, setTaskProgress } from "../models/admin-tasks.server";
import { rollbackImportBatch } from "../models/history.server";

/**
 * After each slice the lock is left free this long, for other processes' writes: they cannot be told
 * to wait (only this process's server thread shares the counter), so with several server processes
 * the lock is free half the time, and a write polling for it (SQLite sleeps 1 to 25 ms between tries
 * in its 250 ms) finds it free within a few tries.
 */
const PAUSE_MS = env.WEB_CONCURRENCY > 1 ? WRITE_SLICE_MS : 5;
/** The longest this thread waits for the server thread's writes before it writes again. */
const GIVE_WAY_MAX_MS = 2000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Waits while the server thread has a write waiting or under way (it counts them in writeIntent),
 * then leaves the lock free a moment for other processes.
 */
function giveWay() {
  const until = Date.now() + GIVE_WAY_MAX_MS;
  for (let v = Atomics.load(writeIntent, 0); v > 0 && Date.now() < until;) {
    Atomics.wait(writeIntent, 0, v, 50);
    v = Atomics.load(writeIntent, 0);
  }
  Atomics.wait(pause, 0, 0, PAUSE_MS);
}

/** The server thread has a write waiting: the current slice commits at its next row. */
const wanted = () => Atomics.load(writeIntent, 0) > 0;

function runImport(request: Extract<WorkRequest, { op: "import" }>): ApplyReply {
  const { bytes, type, rejectedCsv, by, taskId, token } = request;
  const about = { token, fileName: by.fileName ?? "", type };
  try {
    const prepared = prepareImport(bytes, type);
    const { plan, result } = applyImportInSlices(
      prepared,
      {
        giveWay,
        wanted,
        progress: (done, total, batchId) => {
          if (taskId === null) return;
          if (done === 0) setTaskBatch(taskId, batchId);
          setTaskProgress(taskId, done, total);
        },
        finish: (result) => {
          if (taskId !== null) finishTask(taskId, "done", importTaskResult(result, about));
        },
      },
      by,
    );
    return {
      ok: true,
      result,
      rejectedCsv: rejectedCsv && plan.rejected.length > 0 ? rejectedRowsCsv(plan) : null,
    };
  } catch (error) {
    // Classes do not cross threads: the kind and the words do, and the caller throws them again.
    const message =
      error instanceof Error && error.message ? error.message : IMPORT_MESSAGES.unknown;
    if (error instanceof ImportFileError) return { ok: false, kind: "file", message };
    const totalCount = error instanceof ImportFailed ? error.totalCount : 0;
    // Whatever had been committed is taken back by now (applyImportInSlices).
    if (taskId !== null)
      writeTransaction(() =>
        finishTask(taskId, "failed", importTaskResult(failedResult(error), about)),
      );
    return { ok: false, kind: "failed", message, totalCount };
  }
}

function runTask(request: TaskRequest): { ok: true } {
  const { taskId, batchId, username, op } = request;
  if (op === "rollback") {
    if (batchId !== null) rollbackImportBatch(batchId, giveWay);
    const message = getTask(taskId)?.kind === "bulk" ? BULK_TAKEN_BACK : TAKEN_BACK;
    writeTransaction(() => finishTask(taskId, "failed", { message }));
    return { ok: true };
  }
  if (batchId === null) return { ok: true };
  const outcome = undoImportBatchInSlices(batchId, username, {
    sliceMs: WRITE_SLICE_MS,
    giveWay,
    wanted,
    progress: (done, total) => setTaskProgress(taskId, done, total),
    finish: (result) => finishTask(taskId, "done", result),
  });
  if (!outcome.ok) writeTransaction(() => finishTask(taskId, "failed", outcome));
  return { ok: true };
}

function runBulk(request: BulkRequest): { ok: true } {
  const { taskId, edit, versions, actor } = request;
  try {
    const outcome = applyBulkEditInSlices(edit, new Map(versions), actor, {
      giveWay,
      wanted,
      progress: (done, total, batchId) => {
        if (done === 0) setTaskBatch(taskId, batchId);
        setTaskProgress(taskId, done, total);
      },
      finish: (result) => finishTask(taskId, "done", result),
    });
    // Refused (nothing written, or what was taken back): the outcome says which products and why.
    if (!outcome.ok)
      writeTransaction(() => {
        setTaskBatch(taskId, null);
        finishTask(taskId, "failed", outcome);
      });
    else if (outcome.batchId === null) writeTransaction(() => finishTask(taskId, "done", outcome));
  } catch (error) {
    // Taken back by now (applyBulkEditInSlices); the words are kept for staff.
    console.error(`[tasks] bulk edit #${taskId} failed:`, error);
    writeTransaction(() =>
      finishTask(taskId, "failed", {
        message: `Nothing was changed: the bulk change failed (${error instanceof Error ? error.message : "unknown error"}).`,
      }),
    );
  }
  return { ok: true };
}

// The usual priority, on purpose: this thread holds the write lock while it writes a slice, and a
// request that waits for that lock waits on the server's thread. At a lower priority a busy machine
// left it off the cores half-way through a slice, and the request waited (a priority inversion).

// Work comes one piece at a time (the caller queues it); each ends its transactions before answering.
parentPort!.on("message", (request: WorkRequest) =>
  parentPort!.postMessage(
    request.op === "import"
      ? runImport(request)
      : request.op === "bulk"
        ? runBulk(request)
        : runTask(request),
  ),
);
