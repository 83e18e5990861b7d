import { data, Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { Pagination } from "~/components/pagination";
import { MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import { clampPage, pageCountOf, pageRange, parsePage } from "~/lib/pagination";
import { formatDate } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { readForm } from "~/server/http/body.server";
import { purgeTrashItem, restoreTrashItem } from "~/server/admin/managers.server";
import { countJobApplications } from "~/server/models/job-applications.server";
import {
  getTrashItem,
  isTrashKind,
  listTrashPage,
  TRASH_DAYS,
  TRASH_KINDS,
} from "~/server/models/trash.server";
import type { Route } from "./+types/trash";

const DAY_MS = 24 * 60 * 60 * 1000;
const PER_PAGE = 50;
/** The most items one bulk post may name (a page holds 50). */
const MAX_BULK = 100;
/** Search text past this is cut. */
const MAX_QUERY = 100;

const thingOf = (kind: string) =>
  Object.hasOwn(MANAGER_MESSAGES, kind) ? MANAGER_MESSAGES[kind as ManagerKey].thing : kind;

/** The list's own address (search, kind and page kept) to come back to after a post. */
function backTo(url: URL) {
  const keep = new URLSearchParams();
  for (const key of ["q", "kind", "page"]) {
    const v = url.searchParams.get(key);
    if (v) keep.set(key, v);
  }
  const qs = keep.toString();
  return `/admin/trash${qs ? `?${qs}` : ""}`;
}

function filterOf(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const kindParam = url.searchParams.get("kind") ?? "";
  return { q, kind: isTrashKind(kindParam) ? kindParam : null };
}

/**
 * /admin/trash: deleted items, 50 a page, newest first, searchable by name and kind; each can be
 * restored or deleted for ever, and so can the ticked ones of a page at once (plain forms).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filter = filterOf(url);
  const requested = parsePage(url.searchParams.get("page"));
  let page = requested;
  let { items, total } = listTrashPage(filter, page, PER_PAGE);
  if (items.length === 0 && total > 0) {
    page = clampPage(requested, total, PER_PAGE);
    ({ items, total } = listTrashPage(filter, page, PER_PAGE));
  }
  return {
    days: TRASH_DAYS,
    q: filter.q,
    kind: filter.kind ?? "",
    kinds: TRASH_KINDS.map((k) => ({ value: k, label: thingOf(k) })),
    page,
    pageCount: pageCountOf(total, PER_PAGE),
    range: pageRange(page, PER_PAGE, total),
    items: items.map((t) => {
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

type Confirm = {
  ids: number[];
  label: string;
  labels: string[];
  more: number;
  /** The job applications (and CVs) that go with the jobs named. */
  applications: number;
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const back = backTo(url);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const bulk = intent === "restore-selected" || intent === "purge-selected";
  const ids = [
    ...new Set(
      form
        .getAll("id")
        .map((v) => parseId(String(v)))
        .filter((id): id is number => id !== null),
    ),
  ];
  if (ids.length > MAX_BULK)
    return data(
      { confirm: null, error: `Choose at most ${MAX_BULK} items at a time.` },
      { status: 400 },
    );
  const items = ids.flatMap((id) => {
    const item = getTrashItem(id);
    return item
      ? [
          {
            id,
            label: `${thingOf(item.kind)} "${item.label}"`,
            jobId: item.kind === "jobs" ? item.item_id : null,
          },
        ]
      : [];
  });
  if (items.length === 0)
    return redirectWithFlash(back, {
      type: "error",
      message: bulk
        ? "Tick the items first: none of the chosen items is in the trash."
        : "This item is no longer in the trash",
    });

  if (intent === "restore" || intent === "restore-selected") {
    const refused: string[] = [];
    let restored = 0;
    for (const item of items) {
      const result = await restoreTrashItem(item.id, user.username);
      if (result.ok) restored++;
      else refused.push(`${item.label}: ${result.error}`);
    }
    if (items.length === 1)
      return redirectWithFlash(
        back,
        restored === 1
          ? { type: "success", message: `Restored the ${items[0].label}` }
          : { type: "error", message: refused[0].replace(/^[^:]*: /, "") },
      );
    return redirectWithFlash(back, {
      type: refused.length === 0 ? "success" : "error",
      message:
        `Restored ${restored} of ${items.length} items.` +
        (refused.length ? ` Not restored: ${refused.join("; ")}` : ""),
    });
  }

  if (intent === "purge" || intent === "purge-selected") {
    // The same confirmation step as every delete, with or without JavaScript: it names what goes.
    if (form.get("confirmed") !== "yes") {
      const shown = items.slice(0, 10);
      const confirm: Confirm = {
        ids: items.map((i) => i.id),
        label:
          items.length === 1
            ? `Delete the ${items[0].label} for ever?`
            : `Delete these ${items.length} items for ever?`,
        labels: items.length === 1 ? [] : shown.map((i) => i.label),
        more: items.length - shown.length,
        applications: [
          ...countJobApplications(
            items.flatMap((i) => (i.jobId === null ? [] : [i.jobId])),
          ).values(),
        ].reduce((a, b) => a + b, 0),
      };
      return data({ confirm, error: null }, { status: 200 });
    }
    let purged = 0;
    for (const item of items) if (await purgeTrashItem(item.id, user.username)) purged++;
    return redirectWithFlash(back, {
      type: "success",
      message:
        items.length === 1
          ? `Deleted the ${items[0].label} for ever`
          : `Deleted ${purged} items for ever`,
    });
  }
  return data({ confirm: null, error: "Choose Restore or Delete for ever." }, { status: 400 });
}

export function meta() {
  return [{ title: "Trash | Admin Panel" }];
}

const button =
  "rounded-md border px-3 py-1.5 text-xs font-medium focus-visible:outline focus-visible:outline-2";
const BULK_FORM = "trash-bulk";

export default function AdminTrash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, days, q, kind, kinds, page, pageCount, range } = loaderData;
  const confirm = actionData?.confirm ?? null;
  const filtered = q !== "" || kind !== "";
  return (
    <>
      <PageHeader
        title="Trash"
        description={`Deleted products, categories, brands, blog posts and jobs are kept here ${days} days, then deleted for ever with their files.`}
      />
      {actionData?.error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {actionData.error}
        </p>
      ) : null}
      {confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="purge-question"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5"
        >
          <p id="purge-question" className="font-semibold text-red-800">
            {confirm.label}
          </p>
          {confirm.labels.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
              {confirm.labels.map((l) => (
                <li key={l} className="break-words">
                  {l}
                </li>
              ))}
              {confirm.more > 0 ? <li>and {confirm.more} more</li> : null}
            </ul>
          ) : null}
          {confirm.applications > 0 ? (
            <p className="mt-2 text-sm text-red-800">
              {confirm.applications === 1
                ? "Also deleted: 1 job application and its CV."
                : `Also deleted: ${confirm.applications} job applications and their CVs.`}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-red-800">This cannot be undone.</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            {confirm.ids.map((id) => (
              <input key={id} type="hidden" name="id" value={id} />
            ))}
            <input type="hidden" name="confirmed" value="yes" />
            <button
              type="submit"
              name="intent"
              value="purge-selected"
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
      <Form
        method="get"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <label className="flex min-w-0 flex-1 basis-48 flex-col text-sm font-medium text-slate-700">
          Name
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY}
            placeholder="Search the trash"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-700">
          Kind
          <select
            name="kind"
            defaultValue={kind}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Everything</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value} className="capitalize">
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white"
        >
          Search
        </button>
        {filtered ? (
          <a href="/admin/trash" className="py-2 text-sm font-medium text-primary underline">
            Show everything
          </a>
        ) : null}
      </Form>
      {items.length === 0 ? (
        <p className="text-sm text-secondary">
          {filtered ? "Nothing in the trash matches." : "The trash is empty."}
        </p>
      ) : (
        <>
          <Form
            method="post"
            id={BULK_FORM}
            className="mb-3 flex flex-wrap items-center gap-3"
            aria-label="Ticked items"
          >
            <p className="mr-auto text-sm text-secondary" data-testid="trash-range">
              {range.from.toLocaleString("en-IN")}–{range.to.toLocaleString("en-IN")} of{" "}
              {range.total.toLocaleString("en-IN")}
            </p>
            <button
              type="submit"
              name="intent"
              value="restore-selected"
              className={`${button} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Restore ticked
            </button>
            <button
              type="submit"
              name="intent"
              value="purge-selected"
              className={`${button} border-red-200 bg-white text-red-700 hover:bg-red-50`}
            >
              Delete ticked for ever
            </button>
          </Form>
          <ul className="space-y-3">
            {items.map((t) => (
              <li
                key={t.id}
                data-testid="trash-item"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <input
                    type="checkbox"
                    name="id"
                    value={t.id}
                    form={BULK_FORM}
                    aria-label={`Tick ${t.label}`}
                    className="mt-1 h-5 w-5 shrink-0"
                  />
                  <div className="min-w-0">
                    <p className="break-words font-semibold text-slate-900">{t.label}</p>
                    <p className="text-sm text-secondary">
                      <span className="capitalize">{t.thing}</span> · deleted {t.date} · deleted for
                      ever in {t.left} {t.left === 1 ? "day" : "days"}
                    </p>
                  </div>
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
          <Pagination page={page} pageCount={pageCount} className="mt-6" />
        </>
      )}
    </>
  );
}
