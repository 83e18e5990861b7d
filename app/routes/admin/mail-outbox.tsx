import { Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { formatDateTime } from "~/lib/dates";
import { requireAdmin } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { MAX_ATTEMPTS, retryMailNow } from "~/server/mail/mailer.server";
import { listOutbox, OUTBOX_PAGE_ROWS } from "~/server/models/mail-outbox.server";
import type { Route } from "./+types/mail-outbox";

const STATUS_TEXT: Record<string, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Not sent (gave up)",
  expired: "Expired, not sent",
};

const KIND_TEXT: Record<string, string> = {
  "password-reset": "Password reset",
};

/**
 * /admin/mail: the outbox. Every mail the site sent or tried to send, newest first, with its state,
 * tries, next try and the mail server's last answer; "Retry now" sends a waiting or failed mail at
 * once (a plain form: works without JavaScript).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = listOutbox();
  return {
    smtp: Boolean(env.SMTP_URL),
    maxAttempts: MAX_ATTEMPTS,
    limit: OUTBOX_PAGE_ROWS,
    waiting: rows.filter((r) => r.status === "pending" || r.status === "failed").length,
    mails: rows.map((r) => ({
      id: r.id,
      kind: KIND_TEXT[r.kind] ?? r.kind,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      statusText: STATUS_TEXT[r.status] ?? r.status,
      attempts: r.attempts,
      created: formatDateTime(r.created_at),
      sent: formatDateTime(r.sent_at),
      next: r.status === "pending" ? formatDateTime(r.next_attempt_at) : "",
      error: r.status === "sent" ? "" : (r.last_error ?? ""),
      retryable: r.status === "pending" || r.status === "failed",
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const id = form.get("intent") === "retry" ? parseId(String(form.get("id") ?? "")) : null;
  if (id === null)
    return redirectWithFlash("/admin/mail", { type: "error", message: "Nothing to retry" });
  const result = await retryMailNow(id);
  return redirectWithFlash(
    "/admin/mail",
    result === "sent"
      ? { type: "success", message: `Mail #${id} sent` }
      : result === "failed"
        ? {
            type: "error",
            message: `Mail #${id} could not be sent: the mail server did not take it. It is kept and tried again.`,
          }
        : { type: "error", message: `Mail #${id} has nothing left to send (sent or expired)` },
  );
}

export function meta() {
  return [{ title: "Mail | Admin Panel" }];
}

export default function AdminMailOutbox({ loaderData }: Route.ComponentProps) {
  const { mails, smtp, waiting, maxAttempts, limit } = loaderData;
  return (
    <>
      <PageHeader
        title="Mail"
        description={`Mail the site sends (password resets), the last ${limit}, newest first. A mail the mail server does not take waits here and is tried again, at growing intervals up to an hour, ${maxAttempts} times in all.`}
      />
      {!smtp ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          No mail server is set (SMTP_URL): mail is written to the server log instead of being sent.
        </p>
      ) : waiting > 0 ? (
        <p
          role="status"
          data-testid="outbox-waiting"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {waiting === 1 ? "1 mail has" : `${waiting} mails have`} not been delivered yet.
        </p>
      ) : null}
      <DataTable
        caption="Outbox, newest first"
        rows={mails}
        rowKey={(m) => m.id}
        rowTestId="outbox-mail"
        empty="No mail sent yet."
        columns={[
          { header: "#", className: "w-12 tabular-nums", cell: (m) => m.id },
          {
            header: "Mail",
            className: "break-words",
            cell: (m) => (
              <div>
                <span className="font-medium">{m.subject}</span>
                <span className="block text-xs text-secondary">
                  {m.kind} · to <span className="break-all">{m.to}</span> · {m.created}
                </span>
              </div>
            ),
          },
          {
            header: "Status",
            cell: (m) => (
              <div>
                <span
                  data-status={m.status}
                  className={
                    m.status === "sent"
                      ? "font-medium text-green-800"
                      : m.status === "expired"
                        ? "text-secondary"
                        : "font-medium text-red-800"
                  }
                >
                  {m.statusText}
                </span>
                <span className="block text-xs text-secondary">
                  {m.attempts} {m.attempts === 1 ? "try" : "tries"}
                  {m.sent ? ` · sent ${m.sent}` : ""}
                  {m.next ? ` · next try ${m.next}` : ""}
                </span>
              </div>
            ),
          },
          {
            header: "Last error",
            className: "break-words text-xs text-secondary",
            cell: (m) => m.error || "–",
          },
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (m) =>
              m.retryable ? (
                <Form method="post">
                  <input type="hidden" name="id" value={m.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry"
                    aria-label={`Retry mail #${m.id} now`}
                    className="whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-800 hover:bg-slate-50"
                  >
                    Retry now
                  </button>
                </Form>
              ) : null,
          },
        ]}
      />
    </>
  );
}
