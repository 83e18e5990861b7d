/**
 * History entries as staff read them: when, who, what happened to which item, and each changed field
 * as "old → new". An entry that holds a version of a live item offers "Restore this version" (a plain
 * form post, so it works without JavaScript).
 */
import { Form, Link } from "react-router";

export interface HistoryEntryView {
  id: number;
  when: string;
  actor: string;
  what: string;
  thing: string;
  label: string;
  itemHref: string;
  changes: { field: string; from: string; to: string }[];
  moreChanges: number;
  canRestore: boolean;
  batch: { id: number; href: string } | null;
}

export function HistoryEntries({
  entries,
  showItem = true,
  restoreAction,
}: {
  entries: HistoryEntryView[];
  /** Whether each entry names its item (the overall list) or not (one item's page). */
  showItem?: boolean;
  /** Where "Restore this version" posts; none: not offered. */
  restoreAction?: string;
}) {
  if (entries.length === 0)
    return <p className="text-sm text-secondary">Nothing has been recorded yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Changes, newest first">
      {entries.map((e) => (
        <li
          key={e.id}
          data-testid="history-entry"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="min-w-0 text-sm font-semibold text-slate-900">
              {e.what}
              {showItem ? (
                <>
                  {": "}
                  <Link to={e.itemHref} className="break-words text-primary hover:underline">
                    {e.thing} “{e.label}”
                  </Link>
                </>
              ) : null}
            </p>
            <p className="text-xs text-secondary">
              <time>{e.when}</time> · by <span className="break-all">{e.actor}</span>
              {e.batch ? (
                <>
                  {" · "}
                  <Link to={e.batch.href} className="text-primary hover:underline">
                    Import #{e.batch.id}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          {e.changes.length > 0 ? (
            <dl className="mt-3 space-y-1 text-sm">
              {e.changes.map((c) => (
                <div key={c.field} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="font-medium text-slate-700">{c.field}</dt>
                  <dd className="min-w-0 break-words text-slate-800">
                    {c.from ? (
                      <>
                        <span className="text-slate-500 line-through decoration-slate-400">
                          {c.from}
                        </span>
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only"> changed to </span>
                      </>
                    ) : null}
                    <span>{c.to}</span>
                  </dd>
                </div>
              ))}
              {e.moreChanges > 0 ? (
                <p className="text-xs text-secondary">and {e.moreChanges} more fields</p>
              ) : null}
            </dl>
          ) : null}
          {restoreAction && e.canRestore ? (
            <Form method="post" action={restoreAction} className="mt-3">
              <input type="hidden" name="entry" value={e.id} />
              <button
                type="submit"
                name="intent"
                value="restore"
                aria-label={`Restore the version of ${e.when}`}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-800 hover:border-primary hover:text-primary"
              >
                Restore this version
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
