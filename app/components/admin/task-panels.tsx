import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { ImportResultPanel } from "~/components/admin/import-panels";
import type { TaskView } from "~/server/admin/tasks.server";

/** A running task's page looks again this often without JavaScript (a refresh of the page). */
const TASK_REFRESH_S = 3;
/** With JavaScript, the page's data is asked again this often, without a reload. */
const TASK_POLL_MS = 1000;

const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** Asks the page's data again while the task runs (JavaScript on); the refresh does it without. */
function usePolling(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (state === "idle") void revalidate();
    }, TASK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidate, state]);
}

export function TaskProgress({ task }: { task: TaskView }) {
  const running = task.status === "running";
  usePolling(running);
  return (
    <section className={card} aria-labelledby="task-title" aria-busy={running}>
      {running ? <meta httpEquiv="refresh" content={`${TASK_REFRESH_S};url=${task.href}`} /> : null}
      <h2 id="task-title" className="break-words text-lg font-semibold text-slate-900">
        {task.kindLabel}: {task.label}
      </h2>
      <p className="mt-1 text-sm text-secondary">
        Started {task.started} by {task.username}
        {task.finished ? `; ended ${task.finished}` : ""}.
      </p>
      <p
        className="mt-4 text-sm font-medium text-slate-900"
        role="status"
        data-testid="task-status"
      >
        {task.statusLabel}
        {running
          ? task.total > 0
            ? `: ${task.done.toLocaleString("en-IN")} of ${task.total.toLocaleString("en-IN")} ${task.unit} (${task.percent}%)`
            : ": getting ready"
          : ""}
      </p>
      {running ? (
        <>
          <progress
            className="mt-2 h-3 w-full"
            max={100}
            value={task.percent}
            aria-label="Progress"
          />
          <p className="mt-3 text-sm text-secondary">
            The site keeps working meanwhile, and you may close this page: the outcome is kept under{" "}
            <Link to="/admin/tasks" className="font-medium text-primary underline">
              Tasks
            </Link>
            . This page looks again every {TASK_REFRESH_S} seconds.{" "}
            <Link to={task.href} reloadDocument className="font-medium text-primary underline">
              Check now
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

export function TaskOutcomePanel({ task }: { task: TaskView }) {
  const outcome = task.outcome;
  if (!outcome) return null;
  if (outcome.kind === "import") {
    const r = outcome.import;
    return (
      <>
        <ImportResultPanel
          result={r.result}
          moreErrors={r.moreErrors}
          errorsHref={
            r.token && r.result.errorCount > 0 && !r.result.failed
              ? `/admin/import/errors/${r.token}`
              : null
          }
          fileName={r.fileName}
          typeLabel={r.typeLabel}
        />
        {task.batchHref ? (
          <p className="text-sm">
            <Link to={task.batchHref} className="font-medium text-primary hover:underline">
              See what this import changed, or undo it
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  if (outcome.kind === "bulk") {
    const b = outcome.bulk;
    return (
      <div className="space-y-3">
        <OutcomeBox
          ok={b.ok}
          testId="bulk-result"
          message={b.message}
          listed={b.refused}
          unlisted={b.refusedCount - b.refused.length}
          more="more"
        >
          {b.kept.length > 0 ? (
            <>
              <p className="mt-3 font-semibold">
                Left with the new value, because someone changed them again meanwhile:
              </p>
              <Reasons items={b.kept} />
            </>
          ) : null}
        </OutcomeBox>
        {task.batchHref ? (
          <p className="text-sm">
            <Link to={task.batchHref} className="font-medium text-primary hover:underline">
              See what this change did, or undo it in one step
            </Link>
          </p>
        ) : !b.ok ? (
          <p className="text-sm">
            <Link to="/admin/products" className="font-medium text-primary hover:underline">
              Back to the products list to choose and preview again
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  if (outcome.kind === "undo") {
    const u = outcome.undo;
    return (
      <OutcomeBox
        ok={u.ok}
        testId="undo-result"
        message={u.message}
        listed={u.refused}
        unlisted={(u.refusedCount ?? u.refused.length) - u.refused.length}
        more="more left as they are"
      />
    );
  }
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
    >
      {outcome.message}
    </p>
  );
}

type Reason = { label: string; reason: string };

function Reasons({ items }: { items: Reason[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {items.map((r, i) => (
        <li key={i} className="break-words">
          {r.label}: {r.reason}
        </li>
      ))}
    </ul>
  );
}

/** An outcome in green or red: its message, the rows it left and why, and how many more. */
function OutcomeBox({
  ok,
  testId,
  message,
  listed,
  unlisted,
  more,
  children,
}: {
  ok: boolean;
  testId: string;
  message: string;
  listed: Reason[];
  unlisted: number;
  more: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={`rounded-xl border p-4 text-sm ${ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      <p className="font-semibold">{message}</p>
      {listed.length > 0 ? <Reasons items={listed} /> : null}
      {unlisted > 0 ? (
        <p className="mt-2">
          And {unlisted.toLocaleString("en-IN")} {more}.
        </p>
      ) : null}
      {children}
    </div>
  );
}
