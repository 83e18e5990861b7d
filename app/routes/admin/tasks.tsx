import { Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/server/auth/auth.server";
import { taskView } from "~/server/admin/tasks.server";
import { listTasks } from "~/server/models/admin-tasks.server";
import type { Route } from "./+types/tasks";

const SHOWN = 50;

/** /admin/tasks: the recent long work (imports, bulk changes, undos), newest first, with outcomes. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { tasks: listTasks(SHOWN).map(taskView) };
}

export function meta() {
  return [{ title: "Tasks | Admin Panel" }];
}

const statusClass = {
  running: "bg-amber-100 text-amber-900",
  done: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-800",
} as const;

export default function AdminTasks({ loaderData }: Route.ComponentProps) {
  const { tasks } = loaderData;
  return (
    <>
      <PageHeader
        title="Tasks"
        description="Long work (CSV imports, bulk changes of products and their undo) runs beside the site. Its progress and outcome are kept here, also after you close the page."
      />
      {tasks.length === 0 ? (
        <p className="text-sm text-secondary">No long work yet.</p>
      ) : (
        <ul className="space-y-3">
          {tasks.map((t) => (
            <li
              key={t.id}
              data-testid="task-item"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">
                  <Link to={t.href} className="hover:text-primary hover:underline">
                    {t.kindLabel}: {t.label}
                  </Link>
                </p>
                <p className="text-sm text-secondary">
                  {t.started} by {t.username}
                  {t.status === "running" && t.total > 0
                    ? ` · ${t.done.toLocaleString("en-IN")} of ${t.total.toLocaleString("en-IN")} ${t.unit}`
                    : ""}
                  {t.outcome?.kind === "import"
                    ? ` · ${t.outcome.import.result.successCount.toLocaleString("en-IN")} imported, ${t.outcome.import.result.errorCount.toLocaleString("en-IN")} rejected`
                    : t.outcome?.kind === "undo"
                      ? ` · ${t.outcome.undo.message}`
                      : t.outcome?.kind === "bulk"
                        ? ` · ${t.outcome.bulk.message}`
                        : ""}
                </p>
              </div>
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold ${statusClass[t.status]}`}
              >
                {t.statusLabel}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
