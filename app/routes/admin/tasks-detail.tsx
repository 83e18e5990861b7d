import { Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { TaskOutcomePanel, TaskProgress } from "~/components/admin/task-panels";
import { requireAdmin } from "~/server/auth/auth.server";
import { taskView } from "~/server/admin/tasks.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { getTask } from "~/server/models/admin-tasks.server";
import type { Route } from "./+types/tasks-detail";

/**
 * /admin/tasks/:id: one long piece of work, its progress while it runs (the page refreshes itself
 * without JavaScript and asks again every second with it) and its outcome once it has ended.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const task = id === null ? undefined : getTask(id);
  if (!task) notFound("This task is not known");
  return { task: taskView(task) };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `Task #${d?.task.id ?? ""} | Admin Panel` }];
}

export default function AdminTask({ loaderData }: Route.ComponentProps) {
  const { task } = loaderData;
  return (
    <>
      <PageHeader
        title={`Task #${task.id}`}
        description={task.kindLabel}
        actions={
          <Link
            to="/admin/tasks"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
          >
            All tasks
          </Link>
        }
      />
      <div className="space-y-6">
        <TaskProgress task={task} />
        <TaskOutcomePanel task={task} />
      </div>
    </>
  );
}
