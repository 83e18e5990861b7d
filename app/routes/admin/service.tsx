import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { FormError } from "~/components/admin/form-field";
import { ServiceNav } from "~/components/admin/service-nav";
import { Pagination } from "~/components/pagination";
import { businessDay, formatDayMonth } from "~/lib/dates";
import { QUEUE_AGES } from "~/lib/service-queue";
import { TICKET_STATUS_LABELS, TICKET_STATUSES } from "~/lib/service-tickets";
import { requireAdmin } from "~/server/auth/auth.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import {
  assignableStaff,
  BULK_MAX,
  bulkNoteInput,
  bulkSetStatus,
  listQueue,
  QUEUE_FILTER_MAX,
  queueFilterOf,
} from "~/server/service/queue.server";
import { bulkStatusInput } from "~/server/service/tickets.server";
import type { Route } from "./+types/service";

/** The bulk note's maxLength, read from the rule the change checks it with. */
const BULK_NOTE = formConstraintsOf(bulkNoteInput).note;
/** The bulk status select's `required`, likewise. */
const BULK_STATUS = formConstraintsOf(bulkStatusInput).status;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filter = queueFilterOf(url.searchParams);
  const page = listQueue(filter);
  return {
    filter,
    filterMax: QUEUE_FILTER_MAX,
    bulkNote: BULK_NOTE,
    bulkStatus: BULK_STATUS,
    total: page.total,
    page: { page: page.page, pageCount: page.pageCount },
    staff: assignableStaff(),
    tickets: page.items.map((t) => ({
      id: t.id,
      pick: `${t.id}:${t.version}`,
      number: t.number,
      status: TICKET_STATUS_LABELS[t.status],
      model: t.model,
      serial: t.serial,
      city: t.city,
      customer: t.company ? `${t.name}, ${t.company}` : t.name,
      age: t.ageDays === 0 ? "today" : `${t.ageDays} day${t.ageDays === 1 ? "" : "s"}`,
      promised: t.promised_by ? formatDayMonth(t.promised_by) : "",
      assignee: t.assignee ?? "",
      overdue: t.overdue,
      amc: t.amc,
      // In warranty on the day it was booked, by the serial record, or as staff marked it.
      inWarranty:
        t.in_warranty || (t.warrantyUntil !== null && t.warrantyUntil >= businessDay(t.created_at)),
    })),
  };
}

/** Bulk status change of the ticked tickets, each at the version the page showed. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const chosen = bulkStatusInput.safeParse({ status: form.get("status") ?? "" });
  const picked = form
    .getAll("pick")
    .map((v) => /^(\d{1,9}):(\d{1,9})$/.exec(String(v)))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: Number(m[1]), version: Number(m[2]) }));
  const back = new URL(request.url);
  if (!chosen.success) return data({ error: chosen.error.issues[0].message }, { status: 400 });
  const { status } = chosen.data;
  if (picked.length === 0)
    return data({ error: "Tick the tickets to change first" }, { status: 400 });
  if (picked.length > BULK_MAX)
    return data({ error: `At most ${BULK_MAX} tickets at once` }, { status: 400 });
  const note = bulkNoteInput.safeParse({ note: form.get("note") ?? "" });
  if (!note.success) return data({ error: note.error.issues[0].message }, { status: 400 });
  const outcome = bulkSetStatus(
    picked,
    status,
    { name: user.username, userId: user.id },
    note.data.note,
  );
  if (!outcome.ok)
    return data(
      {
        error: `Nothing was changed: ${outcome.refused.length === 1 ? "a ticket was" : `${outcome.refused.length} tickets were`} changed by someone else meanwhile. Look again and repeat.`,
        refused: outcome.refused,
      },
      { status: 409 },
    );
  return redirectWithFlash(`/admin/service${back.search}`, {
    type: "success",
    message: `${outcome.changed} ticket${outcome.changed === 1 ? "" : "s"} moved to ${TICKET_STATUS_LABELS[status]}`,
  });
}

export function meta() {
  return [{ title: "Service queue | Admin Panel" }];
}

const AGE_LABELS: Record<(typeof QUEUE_AGES)[number], string> = {
  "": "Any age",
  "1": "Older than 1 day",
  "3": "Older than 3 days",
  "7": "Older than a week",
  "14": "Older than 2 weeks",
  "30": "Older than 30 days",
};

const select = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const label = "block text-xs font-medium text-slate-600";

export default function ServiceQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, tickets, total, staff } = loaderData;
  const refused =
    actionData && "refused" in actionData
      ? (actionData.refused as { number: string; reason: string }[])
      : [];
  return (
    <>
      <ServiceNav />
      <PageHeader
        title="Service queue"
        description="Past the promised date first, then machines under an AMC, then the oldest."
      />
      <Form
        method="get"
        role="search"
        aria-label="Filter the queue"
        className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <div>
          <label htmlFor="q-status" className={label}>
            Status
          </label>
          <select id="q-status" name="status" defaultValue={filter.status} className={select}>
            <option value="open">Open</option>
            <option value="all">All</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TICKET_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q-age" className={label}>
            Age
          </label>
          <select id="q-age" name="age" defaultValue={filter.age} className={select}>
            {QUEUE_AGES.map((a) => (
              <option key={a} value={a}>
                {AGE_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q-model" className={label}>
            Model
          </label>
          <input
            id="q-model"
            name="model"
            maxLength={loaderData.filterMax.model}
            defaultValue={filter.model}
            className={select}
          />
        </div>
        <div>
          <label htmlFor="q-city" className={label}>
            City
          </label>
          <input
            id="q-city"
            name="city"
            maxLength={loaderData.filterMax.city}
            defaultValue={filter.city}
            className={select}
          />
        </div>
        <div>
          <label htmlFor="q-assignee" className={label}>
            Assignee
          </label>
          <select id="q-assignee" name="assignee" defaultValue={filter.assignee} className={select}>
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {staff.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.username}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
          >
            Filter
          </button>
          <Link to="/admin/service" className="py-2 text-sm text-primary underline">
            Reset
          </Link>
        </div>
      </Form>
      <FormError message={actionData?.error} />
      {refused.length > 0 ? (
        <ul className="mb-4 list-disc pl-6 text-sm text-red-800">
          {refused.map((r) => (
            <li key={r.number}>{r.reason}</li>
          ))}
        </ul>
      ) : null}
      <Form method="post">
        <p className="mb-3 text-sm text-secondary">
          {total} ticket{total === 1 ? "" : "s"}
        </p>
        <DataTable
          caption="Service tickets"
          rows={tickets}
          rowKey={(t) => t.id}
          empty="No tickets match."
          columns={[
            {
              header: "Pick",
              srOnlyHeader: true,
              className: "w-10",
              cell: (t) => (
                <input
                  type="checkbox"
                  name="pick"
                  value={t.pick}
                  aria-label={`Pick ${t.number}`}
                  className="h-5 w-5"
                />
              ),
            },
            // Seven columns do not fit beside the admin menu at 1024 px: the status sits under the
            // ticket's number, the city under the customer and the promise under the age, so every
            // column is on screen and nothing scrolls inside the table.
            {
              header: "Ticket",
              cell: (t) => (
                <span className="flex flex-wrap items-center gap-1">
                  <Link
                    to={`/admin/service/tickets/${t.id}`}
                    className="font-medium whitespace-nowrap text-primary underline"
                  >
                    {t.number}
                  </Link>
                  <span data-testid="queue-status" className="w-full">
                    {t.status}
                  </span>
                  {t.overdue ? <Badge tone="red">Overdue</Badge> : null}
                  {t.amc ? <Badge tone="blue">AMC</Badge> : null}
                  {t.inWarranty ? <Badge tone="green">In warranty</Badge> : null}
                </span>
              ),
            },
            {
              header: "Machine",
              cell: (t) => (
                <span className="break-words">
                  {t.model} <span className="font-mono text-xs text-slate-500">{t.serial}</span>
                </span>
              ),
            },
            {
              header: "Customer",
              cell: (t) => (
                <span className="break-words">
                  {t.customer}
                  {t.city ? (
                    <span data-testid="queue-city" className="block text-xs text-slate-500">
                      {t.city}
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              header: "Age",
              cell: (t) => (
                <span>
                  <span className="whitespace-nowrap">{t.age}</span>
                  {t.promised ? (
                    <span
                      data-testid="queue-promised"
                      className="block text-xs whitespace-nowrap text-slate-500"
                    >
                      due {t.promised}
                    </span>
                  ) : null}
                </span>
              ),
            },
            { header: "Assignee", cell: (t) => <span className="break-words">{t.assignee}</span> },
          ]}
        />
        <fieldset className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold">Change the ticked tickets</legend>
          <div>
            <label htmlFor="bulk-status" className={label}>
              New status
            </label>
            <select
              id="bulk-status"
              name="status"
              required={loaderData.bulkStatus.required}
              defaultValue=""
              className={select}
            >
              <option value="" disabled>
                Choose…
              </option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-48 flex-1">
            <label htmlFor="bulk-note" className={label}>
              Note for the timeline (optional)
            </label>
            <input id="bulk-note" name="note" {...loaderData.bulkNote} className={select} />
          </div>
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
          >
            Change status
          </button>
        </fieldset>
      </Form>
      <Pagination
        page={loaderData.page.page}
        pageCount={loaderData.page.pageCount}
        className="mt-6"
      />
    </>
  );
}

function Badge({ tone, children }: { tone: "red" | "blue" | "green"; children: React.ReactNode }) {
  const tones = {
    red: "bg-red-100 text-red-800",
    blue: "bg-blue-100 text-blue-800",
    green: "bg-green-100 text-green-800",
  };
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
