/**
 * Long admin work (imports, undos, bulk edits) as staff see it: a task row (see models/admin-tasks.server.ts) turned into plain
 * data for the task pages, with its outcome in the kind's own shape.
 */
import { formatDateTime } from "~/lib/dates";
import type { ImportTaskResult } from "../import/apply.server";
import type { SlicedUndoResult } from "./history.server";
import type { BulkEditResult } from "./product-bulk-edit.server";
import type { AdminTask } from "../models/admin-tasks.server";

const at = (iso: string | null) => (iso ? formatDateTime(iso, { seconds: true }) : null);

export type TaskOutcome =
  | { kind: "import"; import: ImportTaskResult }
  | { kind: "undo"; undo: SlicedUndoResult }
  | { kind: "bulk"; bulk: BulkEditResult }
  | { kind: "message"; message: string };

function outcomeOf(task: AdminTask): TaskOutcome | null {
  if (!task.result || task.status === "running") return null;
  const stored = JSON.parse(task.result) as Record<string, unknown>;
  if (task.kind === "import" && "result" in stored)
    return { kind: "import", import: stored as unknown as ImportTaskResult };
  if (task.kind === "undo" && "refused" in stored)
    return { kind: "undo", undo: stored as unknown as SlicedUndoResult };
  if (task.kind === "bulk" && "refused" in stored)
    return { kind: "bulk", bulk: stored as unknown as BulkEditResult };
  return { kind: "message", message: String(stored.message ?? "") };
}

const KIND_LABELS: Record<AdminTask["kind"], string> = {
  import: "CSV import",
  undo: "Undo",
  bulk: "Bulk change of products",
};

/** What a task page and the list show of one task. */
export function taskView(task: AdminTask) {
  const percent =
    task.status === "running"
      ? task.total > 0
        ? Math.min(99, Math.floor((task.done / task.total) * 100))
        : 0
      : 100;
  return {
    id: task.id,
    kind: task.kind,
    kindLabel: KIND_LABELS[task.kind],
    label: task.label,
    status: task.status,
    statusLabel:
      task.status === "running"
        ? "Running"
        : task.status === "done"
          ? "Finished"
          : task.kind === "bulk"
            ? "Not applied"
            : "Failed",
    /** What its progress counts. */
    unit: task.kind === "bulk" ? "products" : "rows",
    done: task.done,
    total: task.total,
    percent,
    username: task.username,
    started: at(task.created_at)!,
    finished: at(task.finished_at),
    batchHref:
      task.batch_id && task.status === "done" ? `/admin/history/imports/${task.batch_id}` : null,
    href: `/admin/tasks/${task.id}`,
    outcome: outcomeOf(task),
  };
}

export type TaskView = ReturnType<typeof taskView>;
