/**
 * Long admin work (an import's apply, an import's undo) as rows staff can watch: created when the
 * work is asked for, moved forward by the worker in the same transactions as the rows it writes, and
 * finished with its outcome. A row still "running" whose process is gone was cut by a crash.
 */
import { db } from "../db.server";
import type { AdminTask } from "../db/schema";

export type { AdminTask };
export type TaskKind = AdminTask["kind"];

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export function createTask(t: {
  kind: TaskKind;
  label: string;
  total: number;
  userId: number | null;
  username: string;
  batchId?: number | null;
}): number {
  const { id } = db.sqlite
    .prepare(
      `INSERT INTO admin_tasks (kind, label, total, user_id, username, batch_id, pid)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      t.kind,
      t.label.slice(0, 300),
      t.total,
      t.userId,
      t.username.slice(0, 200),
      t.batchId ?? null,
      process.pid,
    ) as { id: number };
  return id;
}

export function getTask(id: number): AdminTask | undefined {
  return db.sqlite.prepare("SELECT * FROM admin_tasks WHERE id = ?").get(id) as
    AdminTask | undefined;
}

/** The newest tasks first (the admin's list of recent work). */
export function listTasks(limit = 50): AdminTask[] {
  return db.sqlite
    .prepare("SELECT * FROM admin_tasks ORDER BY id DESC LIMIT ?")
    .all(limit) as AdminTask[];
}

/** Progress: call inside the transaction that wrote those rows, so both commit together. */
export function setTaskProgress(id: number, done: number, total?: number): void {
  db.sqlite
    .prepare(
      `UPDATE admin_tasks SET done = ?, total = coalesce(?, total), updated_at = ${NOW} WHERE id = ?`,
    )
    .run(done, total ?? null, id);
}

export function setTaskBatch(id: number, batchId: number | null): void {
  db.sqlite.prepare("UPDATE admin_tasks SET batch_id = ? WHERE id = ?").run(batchId, id);
}

/** The outcome (call inside the transaction of the last write, when there is one). */
export function finishTask(id: number, status: "done" | "failed", result: unknown): void {
  db.sqlite
    .prepare(
      `UPDATE admin_tasks SET status = ?, result = ?, updated_at = ${NOW}, finished_at = ${NOW}
       WHERE id = ?`,
    )
    .run(status, JSON.stringify(result), id);
}

/** A running undo of `batchId`, if any (one at a time per import). */
export function runningUndoOf(batchId: number): AdminTask | undefined {
  return db.sqlite
    .prepare(
      "SELECT * FROM admin_tasks WHERE kind = 'undo' AND batch_id = ? AND status = 'running'",
    )
    .get(batchId) as AdminTask | undefined;
}

/** Rows still "running" whose process is not alive (cut by a crash or a kill). */
export function orphanedTasks(alive: (pid: number) => boolean): AdminTask[] {
  const running = db.sqlite
    .prepare("SELECT * FROM admin_tasks WHERE status = 'running' ORDER BY id")
    .all() as AdminTask[];
  return running.filter((t) => t.pid === null || !alive(t.pid));
}

/** Hands a cut task to this process (so another starting process does not take it too). */
export function adoptTask(id: number, fromPid: number | null): boolean {
  return (
    db.sqlite
      .prepare("UPDATE admin_tasks SET pid = ? WHERE id = ? AND status = 'running' AND pid IS ?")
      .run(process.pid, id, fromPid).changes === 1
  );
}
