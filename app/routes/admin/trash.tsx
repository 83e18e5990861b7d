import { data, Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import { formatDate } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { purgeTrashItem, restoreTrashItem } from "~/server/admin/managers.server";
import { getTrashItem, listTrash, TRASH_DAYS } from "~/server/models/trash.server";
import type { Route } from "./+types/trash";

const DAY_MS = 24 * 60 * 60 * 1000;

const thingOf = (kind: string) =>
  Object.hasOwn(MANAGER_MESSAGES, kind) ? MANAGER_MESSAGES[kind as ManagerKey].thing : kind;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    days: TRASH_DAYS,
    items: listTrash().map((t) => {
      // Stored as SQLite's "YYYY-MM-DD HH:MM:SS" in UTC.
      const deleted = Date.parse(`${t.deleted_at.replace(" ", "T")}Z`);
      const left = Math.max(0, Math.ceil((deleted + TRASH_DAYS * DAY_MS - Date.now()) / DAY_MS));
      return {
        id: t.id,
        thing: thingOf(t.kind),
        label: t.label,
        date: formatDate(new Date(deleted).toISOString()),
        left,
      };
    }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const id = parseId(String(form.get("id") ?? ""));
  const item = id === null ? undefined : getTrashItem(id);
  if (id === null || !item)
    return redirectWithFlash("/admin/trash", {
      type: "error",
      message: "This item is no longer in the trash",
    });
  const label = `${thingOf(item.kind)} "${item.label}"`;
  if (form.get("intent") === "restore") {
    const result = await restoreTrashItem(id, user.username);
    return redirectWithFlash(
      "/admin/trash",
      result.ok
        ? { type: "success", message: `Restored the ${label}` }
        : { type: "error", message: result.error },
    );
  }
  if (form.get("intent") === "purge") {
    // The same confirmation step as every delete, with or without JavaScript.
    if (form.get("confirmed") !== "yes")
      return data({ confirm: { id, label: `Delete the ${label} for ever?` } }, { status: 200 });
    await purgeTrashItem(id, user.username);
    return redirectWithFlash("/admin/trash", {
      type: "success",
      message: `Deleted the ${label} for ever`,
    });
  }
  return data({ confirm: null }, { status: 400 });
}

export function meta() {
  return [{ title: "Trash | Admin Panel" }];
}

const button =
  "rounded-md border px-3 py-1.5 text-xs font-medium focus-visible:outline focus-visible:outline-2";

export default function AdminTrash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, days } = loaderData;
  const confirm = actionData?.confirm ?? null;
  return (
    <>
      <PageHeader
        title="Trash"
        description={`Deleted products, categories, brands, blog posts and jobs are kept here ${days} days, then deleted for ever with their files.`}
      />
      {confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="purge-question"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5"
        >
          <p id="purge-question" className="font-semibold text-red-800">
            {confirm.label}
          </p>
          <p className="mt-1 text-sm text-red-800">This cannot be undone.</p>
          <Form method="post" className="mt-3 flex gap-3">
            <input type="hidden" name="id" value={confirm.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <button
              type="submit"
              name="intent"
              value="purge"
              className={`${button} border-red-600 bg-red-600 text-white`}
            >
              Delete for ever
            </button>
            <a href="/admin/trash" className={`${button} border-slate-300 text-slate-700`}>
              Cancel
            </a>
          </Form>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-secondary">The trash is empty.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((t) => (
            <li
              key={t.id}
              data-testid="trash-item"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div>
                <p className="font-semibold text-slate-900">{t.label}</p>
                <p className="text-sm text-secondary">
                  <span className="capitalize">{t.thing}</span> · deleted {t.date} · deleted for
                  ever in {t.left} {t.left === 1 ? "day" : "days"}
                </p>
              </div>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="id" value={t.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`Restore ${t.label}`}
                  className={`${button} border-slate-300 text-slate-800 hover:bg-slate-50`}
                >
                  Restore
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="purge"
                  aria-label={`Delete ${t.label} for ever`}
                  className={`${button} border-red-200 text-red-700 hover:bg-red-50`}
                >
                  Delete for ever
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
