import { Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { HistoryEntries } from "~/components/admin/history-entries";
import { Pagination } from "~/components/pagination";
import { clampPage, pageCountOf, parsePage } from "~/lib/pagination";
import { requireAdmin } from "~/server/auth/auth.server";
import { entryView, kindThing } from "~/server/admin/history.server";
import {
  HISTORY_KINDS,
  isHistoryKind,
  listHistory,
  listHistoryActors,
  listImportBatches,
  type HistoryAction,
} from "~/server/models/history.server";
import type { Route } from "./+types/history";

const PER_PAGE = 25;

const ACTIONS: { value: HistoryAction; label: string }[] = [
  { value: "create", label: "Created" },
  { value: "update", label: "Changed" },
  { value: "delete", label: "Moved to the Trash" },
  { value: "restore", label: "Restored" },
  { value: "purge", label: "Deleted for ever" },
  { value: "import", label: "CSV import" },
  { value: "undo", label: "Import undone" },
];

/** /admin/history: every recorded change, newest first, filtered by kind, action and person. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  const kind = isHistoryKind(q("kind")) ? q("kind") : "";
  const action = ACTIONS.some((a) => a.value === q("action")) ? q("action") : "";
  const actor = q("user");
  const filter = {
    kind: (kind || undefined) as (typeof HISTORY_KINDS)[number] | undefined,
    action: (action || undefined) as HistoryAction | undefined,
    actor: actor || undefined,
  };
  const first = listHistory(filter, 1, 1);
  const page = clampPage(parsePage(url.searchParams.get("page")), first.total, PER_PAGE);
  const { items, total } = listHistory(filter, page, PER_PAGE);
  return {
    filter: { kind, action, user: actor },
    kinds: HISTORY_KINDS.map((k) => {
      const thing = kindThing(k);
      return { value: k, label: thing.charAt(0).toUpperCase() + thing.slice(1) };
    }),
    actions: ACTIONS,
    actors: listHistoryActors(),
    entries: items.map(entryView),
    total,
    page,
    pageCount: pageCountOf(total, PER_PAGE),
    imports: listImportBatches(5).map((b) => ({
      id: b.id,
      label: `Import #${b.id}: ${b.kind}${b.file_name ? ` from ${b.file_name}` : ""}`,
      summary: `${b.created_count} created, ${b.updated_count} changed${b.undone_at ? " · undone" : ""}`,
    })),
  };
}

export function meta() {
  return [{ title: "History | Admin Panel" }];
}

const select =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-primary focus:outline-none";

export default function AdminHistory({ loaderData }: Route.ComponentProps) {
  const { filter, kinds, actions, actors, entries, total, page, pageCount, imports } = loaderData;
  return (
    <>
      <PageHeader
        title="History"
        description="Every change to products, categories, brands, drivers, blog posts and jobs: who made it, when, and what changed. Open an item's history to put back an earlier version."
      />
      <Form
        method="get"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4 sm:items-end"
      >
        <label className="block text-sm font-medium text-slate-700">
          Kind
          <select name="kind" defaultValue={filter.kind} className={select}>
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Action
          <select name="action" defaultValue={filter.action} className={select}>
            <option value="">All actions</option>
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Who
          <select name="user" defaultValue={filter.user} className={select}>
            <option value="">Everyone</option>
            {actors.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <button
            type="submit"
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          >
            Show
          </button>
          <Link
            to="/admin/history"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
          >
            Reset
          </Link>
        </div>
      </Form>
      {imports.length > 0 ? (
        <section aria-labelledby="recent-imports" className="mb-6">
          <h2 id="recent-imports" className="mb-2 text-base font-semibold text-slate-900">
            Recent imports
          </h2>
          <ul className="space-y-1 text-sm">
            {imports.map((b) => (
              <li key={b.id} className="break-words">
                <Link
                  to={`/admin/history/imports/${b.id}`}
                  className="text-primary hover:underline"
                >
                  {b.label}
                </Link>{" "}
                <span className="text-secondary">({b.summary})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mb-3 text-sm text-secondary" data-testid="history-total">
        {total === 1 ? "1 change" : `${total.toLocaleString("en-IN")} changes`}
      </p>
      <HistoryEntries entries={entries} offerActions />
      <Pagination page={page} pageCount={pageCount} className="mt-6" />
    </>
  );
}
