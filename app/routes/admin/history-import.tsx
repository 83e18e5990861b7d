import { data, Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { HistoryEntries } from "~/components/admin/history-entries";
import { Pagination } from "~/components/pagination";
import { formatDateTime } from "~/lib/dates";
import { clampPage, pageCountOf, parsePage } from "~/lib/pagination";
import { requireAdmin } from "~/server/auth/auth.server";
import { entryView, undoRefusal, type SlicedUndoResult } from "~/server/admin/history.server";
import { startUndoTask, waitForSmallTask } from "~/server/import/apply.server";
import { getTask, runningUndoOf } from "~/server/models/admin-tasks.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { readForm } from "~/server/http/body.server";
import { batchName, getImportBatch, listHistory } from "~/server/models/history.server";
import type { Route } from "./+types/history-import";

const PER_PAGE = 25;

function batchOr404(param: string | undefined) {
  const id = parseId(param);
  const batch = id === null ? undefined : getImportBatch(id);
  if (!batch) notFound("This import is not in History");
  return batch;
}

/**
 * /admin/history/imports/:id: what one CSV import did, and its "Undo this import" step. The page is
 * the confirmation: it says what the undo will do before the button, with or without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const batch = batchOr404(params.id);
  const url = new URL(request.url);
  const filter = { batchId: batch.id };
  const first = listHistory(filter, 1, 1);
  const page = clampPage(parsePage(url.searchParams.get("page")), first.total, PER_PAGE);
  const { items, total } = listHistory(filter, page, PER_PAGE);
  return {
    batch: {
      id: batch.id,
      kind: batch.kind,
      fileName: batch.file_name,
      actor: batch.actor,
      when: formatDateTime(batch.created_at),
      created: batch.created_count,
      updated: batch.updated_count,
      undone: batch.undone_at ? formatDateTime(batch.undone_at) : null,
      /** "import" or "bulk change", as staff read it. */
      what: batchName(batch).replace(/ #\d+$/, ""),
    },
    undoing: runningUndoOf(batch.id)?.id ?? null,
    entries: items.map(entryView),
    total,
    page,
    pageCount: pageCountOf(total, PER_PAGE),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const batch = batchOr404(params.id);
  const form = await readForm(request);
  if (form.get("intent") !== "undo" || form.get("confirmed") !== "yes")
    return data({ undo: null, error: "Press “Undo this import” to confirm." }, { status: 400 });
  const refusal = undoRefusal(batch.id);
  if (refusal) return data({ undo: refusal, error: null }, { status: refusal.status });
  // Already being undone (a second press, another admin): its progress.
  const running = runningUndoOf(batch.id);
  if (running) return redirect(`/admin/tasks/${running.id}`, { status: 303 });
  // Undone beside the site, in slices: a small import is done before the answer and says so here;
  // a large one shows its task's progress, and the outcome is kept in the task.
  const { taskId, settled } = startUndoTask(batch.id, {
    userId: user.id,
    username: user.username,
    total: batch.created_count + batch.updated_count,
  });
  await waitForSmallTask(taskId, settled);
  const task = getTask(taskId);
  if (task?.status === "running" || !task?.result)
    return redirect(`/admin/tasks/${taskId}`, { status: 303 });
  const undo = JSON.parse(task.result) as SlicedUndoResult;
  return data({ undo, error: null }, { status: undo.ok ? 200 : undo.status });
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `Import #${d?.batch.id ?? ""} | History | Admin Panel` }];
}

export default function AdminHistoryImport({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, entries, page, pageCount, undoing } = loaderData;
  const undo = actionData?.undo ?? null;
  return (
    <>
      <PageHeader
        title={`${batch.what === "import" ? "Import" : "Bulk change"} #${batch.id}`}
        description={`${batch.kind}${batch.fileName ? ` from ${batch.fileName}` : ""}, ${batch.when}, by ${batch.actor}`}
        actions={
          <Link
            to="/admin/history"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
          >
            All history
          </Link>
        }
      />
      {undo ? (
        <div
          role="status"
          data-testid="undo-result"
          className={`mb-6 rounded-xl border p-4 text-sm ${undo.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
        >
          <p className="font-semibold">{undo.message}</p>
          {undo.refused.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {undo.refused.map((r, i) => (
                <li key={i} className="break-words">
                  {r.label}: {r.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : actionData?.error ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-sm text-slate-800">
          This {batch.what} created <strong>{batch.created}</strong> and changed{" "}
          <strong>{batch.updated}</strong> {batch.kind}.
        </p>
        {batch.undone ? (
          <p className="mt-2 text-sm text-secondary">It was undone on {batch.undone}.</p>
        ) : undoing ? (
          <p className="mt-2 text-sm text-slate-800">
            It is being undone now:{" "}
            <Link to={`/admin/tasks/${undoing}`} className="font-medium text-primary underline">
              see the progress
            </Link>
            .
          </p>
        ) : !undo ? (
          <Form method="post" className="mt-3">
            <p className="mb-3 text-sm text-slate-700">
              Undo this {batch.what}? What it created goes to the Trash and what it changed gets its
              earlier values back. Rows someone has changed since are left as they are and listed.
            </p>
            <input type="hidden" name="confirmed" value="yes" />
            <button
              type="submit"
              name="intent"
              value="undo"
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Undo this {batch.what}
            </button>
          </Form>
        ) : null}
      </section>
      <h2 className="mb-3 text-base font-semibold text-slate-900">What it did</h2>
      <HistoryEntries entries={entries} />
      <Pagination page={page} pageCount={pageCount} className="mt-6" />
    </>
  );
}
