import { data, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { HistoryEntries } from "~/components/admin/history-entries";
import { Pagination } from "~/components/pagination";
import { clampPage, pageCountOf, parsePage } from "~/lib/pagination";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { entryView, kindThing, restoreVersion, undoChange } from "~/server/admin/history.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { readForm } from "~/server/http/body.server";
import {
  getHistoryEntry,
  isHistoryKind,
  listHistory,
  rawRow,
} from "~/server/models/history.server";
import type { Route } from "./+types/history-item";

const PER_PAGE = 25;

function itemOf(params: { kind?: string; id?: string }) {
  const id = parseId(params.id);
  if (!isHistoryKind(params.kind) || id === null) notFound("Not found");
  return { kind: params.kind, id };
}

/** /admin/history/:kind/:id: one item's changes, newest first, each version restorable. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { kind, id } = itemOf(params);
  const url = new URL(request.url);
  const first = listHistory({ kind, itemId: id }, 1, 1);
  const live = rawRow(kind, id);
  if (first.total === 0 && !live) notFound("Nothing is recorded for this item");
  const page = clampPage(parsePage(url.searchParams.get("page")), first.total, PER_PAGE);
  const { items, total } = listHistory({ kind, itemId: id }, page, PER_PAGE);
  const label = items[0]?.label ?? String((live?.name ?? live?.display_name ?? live?.title) || "");
  return {
    kind,
    id,
    thing: kindThing(kind),
    label,
    editHref: live ? `/admin/${kind}/${id}/edit` : null,
    entries: items.map(entryView),
    total,
    page,
    pageCount: pageCountOf(total, PER_PAGE),
  };
}

/** "Undo this change" or "Restore this version": through the item's save path, recorded in History. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const { kind, id } = itemOf(params);
  const form = await readForm(request);
  const here = `/admin/history/${kind}/${id}`;
  const entryId = parseId(String(form.get("entry") ?? ""));
  const entry = entryId === null ? undefined : getHistoryEntry(entryId);
  const intent = form.get("intent");
  if (
    (intent !== "restore" && intent !== "undo") ||
    !entry ||
    entry.kind !== kind ||
    entry.item_id !== id
  )
    return data(
      { error: "Choose a change of this item to undo or a version to restore" },
      { status: 400 },
    );
  const result =
    intent === "undo"
      ? undoChange(entry.id, user.username)
      : restoreVersion(entry.id, user.username);
  return redirectWithFlash(
    here,
    result.ok
      ? { type: "success", message: result.message }
      : { type: "error", message: result.error },
  );
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `History of ${d?.label ?? "an item"} | Admin Panel` }];
}

export default function AdminHistoryItem({ loaderData, actionData }: Route.ComponentProps) {
  const { thing, label, editHref, entries, page, pageCount } = loaderData;
  return (
    <>
      <PageHeader
        title={`History of the ${thing}`}
        description={label}
        actions={
          <>
            {editHref ? (
              <Link
                to={editHref}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
              >
                Edit the {thing}
              </Link>
            ) : null}
            <Link
              to="/admin/history"
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
            >
              All history
            </Link>
          </>
        }
      />
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <p className="mb-3 text-sm text-secondary">
        Each entry shows what that change did. “Undo this change” puts back the values from before
        it, for the fields it changed, unless they have changed since. “Restore this version” puts
        the whole {thing} back as it was after it (pictures and files stay as they are now). Both
        are recorded here too.
      </p>
      <HistoryEntries entries={entries} showItem={false} offerActions />
      <Pagination page={page} pageCount={pageCount} className="mt-6" />
    </>
  );
}
