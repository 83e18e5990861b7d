/**
 * The 'Import' step in a worker thread (started by apply.server.ts, never bundled: it is
 * loaded from this file through tsx). For each file it is sent, it reads, plans and writes it exactly
 * as applyImport does on the main thread, in ONE immediate transaction, but on a connection of its
 * own to the same database file (db.server opens it with the same pragmas in this thread), so the
 * server's thread keeps answering requests for the seconds a large file takes.
 */
import os from "node:os";
import { parentPort } from "node:worker_threads";
import type { ApplyReply, ApplyRequest } from "./apply.server";
import {
  applyImport,
  ImportFailed,
  ImportFileError,
  IMPORT_MESSAGES,
  prepareImport,
  rejectedRowsCsv,
} from "./import.server";

function run({ bytes, type, rejectedCsv, by }: ApplyRequest): ApplyReply {
  try {
    const { plan, result } = applyImport(prepareImport(bytes, type), {}, by);
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
    if (error instanceof ImportFailed)
      return { ok: false, kind: "failed", message, totalCount: error.totalCount };
    return { ok: false, kind: "failed", message, totalCount: 0 };
  }
}

// On Linux a priority is a thread's own: this thread yields the cores to the one answering
// requests when both want them (2 shared cores), and takes whatever is left. Not allowed or not
// supported somewhere: it runs at the usual priority.
try {
  os.setPriority(10);
} catch {
  // the usual priority
}

// Imports come one at a time (the caller queues them); each ends its transaction before answering.
parentPort!.on("message", (request: ApplyRequest) => parentPort!.postMessage(run(request)));
