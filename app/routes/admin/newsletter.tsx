import { ConfirmForm } from "~/components/admin/confirm";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { Pagination } from "~/components/pagination";
import { pageRange } from "~/lib/pagination";
import { formatDate } from "~/lib/text";
import { adminListPage } from "~/server/admin/crud-responses.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { readForm } from "~/server/http/body.server";
import {
  deleteNewsletterSubscriber,
  listNewsletterSubscribers,
} from "~/server/models/newsletter.server";
import type { Route } from "./+types/newsletter";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = listNewsletterSubscribers({ ...adminListPage(request), perPage: 50 });
  return {
    page: {
      page: page.page,
      pageCount: page.pageCount,
      ...pageRange(page.page, page.perPage, page.total),
    },
    subscribers: page.items.map((s) => ({
      id: s.id,
      email: s.email,
      date: formatDate(s.created_at),
      isoDate: s.created_at,
    })),
  };
}

/** Deletes one address (a reader who asked to be taken off the list). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(String(form.get("id") ?? ""));
  const back = new URL(request.url).pathname + new URL(request.url).search;
  if (id === null || !deleteNewsletterSubscriber(id)) {
    return redirectWithFlash(back, {
      type: "error",
      message: "That address is not on the list (already deleted?).",
    });
  }
  return redirectWithFlash(back, { type: "success", message: "Address deleted." });
}

export function meta() {
  return [{ title: "Newsletter | Admin Panel" }];
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { page, subscribers } = loaderData;
  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Addresses signed up through the site's newsletter box, newest first."
        actions={
          page.total > 0 ? (
            <a
              href="/admin/newsletter/export.csv"
              download
              className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              Export CSV
            </a>
          ) : null
        }
      />
      <p className="mb-3 text-sm text-secondary" data-testid="newsletter-showing">
        {page.total === 0
          ? "No addresses yet."
          : `Showing ${page.from}-${page.to} of ${page.total} addresses`}
      </p>
      {subscribers.length > 0 ? (
        <DataTable
          caption="Newsletter subscribers, newest first"
          rows={subscribers}
          rowKey={(s) => s.id}
          rowTestId="subscriber"
          columns={[
            {
              header: "Email",
              className: "break-all",
              cell: (s) => (
                <a href={`mailto:${s.email}`} className="text-primary underline">
                  {s.email}
                </a>
              ),
            },
            {
              header: "Signed up",
              className: "whitespace-nowrap",
              cell: (s) => <time dateTime={s.isoDate}>{s.date}</time>,
            },
            {
              header: "Actions",
              srOnlyHeader: true,
              className: "text-right",
              cell: (s) => (
                <ConfirmForm method="post" message={`Delete ${s.email} from the newsletter list?`}>
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    aria-label={`Delete ${s.email}`}
                    className="rounded-md border border-red-200 px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
                  >
                    Delete
                  </button>
                </ConfirmForm>
              ),
            },
          ]}
        />
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" />
    </>
  );
}
