/**
 * History entries as staff read them: when, who, what happened to which item, and each changed field
 * as "old → new". An entry of a live item offers "Undo this change" (the values from before it, for the
 * fields it changed) and "Restore this version" (the whole item as after it): plain form posts, so they
 * work without JavaScript.
 */
import { Form, Link } from "react-router";

export interface HistoryEntryView {
  id: number;
  when: string;
  /** The same moment as an ISO timestamp, for the <time> element. */
  at: string;
  actor: string;
  what: string;
  thing: string;
  label: string;
  itemHref: string;
  changes: { field: string; from: string; to: string }[];
  moreChanges: number;
  canRestore: boolean;
  /** Whether "Undo this change" is offered (a live item, fields changed by this entry). */
  canUndo: boolean;
  batch: { id: number; href: string } | null;
}

export function HistoryEntries({
  entries,
  showItem = true,
  offerActions = false,
}: {
  entries: HistoryEntryView[];
  /** Whether each entry names its item (the overall list) or not (one item's page). */
  showItem?: boolean;
  /** Whether "Undo this change" and "Restore this version" are offered (they post to the item's page). */
  offerActions?: boolean;
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
              <time dateTime={e.at}>{e.when}</time> · by{" "}
              <span className="break-all">{e.actor}</span>
              {e.batch ? (
                <>
                  {" · "}
                  <Link to={e.batch.href} className="text-primary underline">
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
          {offerActions && (e.canRestore || e.canUndo) ? (
            <Form method="post" action={e.itemHref} className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="entry" value={e.id} />
              {e.canUndo ? (
                <button
                  type="submit"
                  name="intent"
                  value="undo"
                  aria-label={`Undo the change of ${e.when}`}
                  className="rounded-md border border-primary px-3 py-1.5 text-xs font-medium text-primary hover:bg-primary hover:text-white"
                >
                  Undo this change
                </button>
              ) : null}
              {e.canRestore ? (
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`Restore the version of ${e.when}`}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-800 hover:border-primary hover:text-primary"
                >
                  Restore this version
                </button>
              ) : null}
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
