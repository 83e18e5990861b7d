import { DeleteButton } from "~/components/admin/confirm";
import { PageHeader } from "~/components/admin/admin-shell";
import { Pagination } from "~/components/pagination";
import { productReference } from "~/lib/inquiry-product";
import { inquiryTypeLabel } from "~/lib/inquiry-types";
import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { pageRange } from "~/lib/pagination";
import { formatDate } from "~/lib/text";
import { adminListPage } from "~/server/admin/crud-responses.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { listInquiries } from "~/server/models/inquiries.server";
import { quotesFromBuyer, quotesOfInquiries } from "~/server/models/quotes.server";
import type { Route } from "./+types/inquiries";
import { Detail } from "~/components/admin/detail";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = listInquiries(adminListPage(request));
  const made = quotesOfInquiries(page.items.map((i) => i.id));
  return {
    page: {
      page: page.page,
      pageCount: page.pageCount,
      ...pageRange(page.page, page.perPage, page.total),
    },
    inquiries: page.items.map((i) => ({
      id: i.id,
      name: i.name,
      email: i.email,
      phone: i.phone,
      company: i.company,
      type: inquiryTypeLabel(i.inquiry_type),
      subject: i.subject,
      message: i.message,
      // The stored product as it is now; older inquiries name it only in the message's last line.
      product:
        i.product_name && i.product_slug
          ? { label: i.product_name, path: `/products/${i.product_slug}` }
          : productReference(i.message),
      date: formatDate(i.created_at),
      isoDate: i.created_at,
      // The quote request made from it, and the buyer's other quote requests (same email or phone).
      quote: made.get(i.id) ?? null,
      buyerQuotes: quotesFromBuyer(i.email, i.phone)
        .filter((q) => q.id !== made.get(i.id)?.id)
        .slice(0, 5)
        .map((q) => ({ id: q.id, reference: q.reference })),
    })),
  };
}

export function meta() {
  return [{ title: "Inquiries | Admin Panel" }];
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { page, inquiries } = loaderData;
  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Messages sent through the contact form, newest first."
      />
      <p className="mb-3 text-sm text-secondary">
        {page.total === 0
          ? "No inquiries yet."
          : `Showing ${page.from}-${page.to} of ${page.total} inquiries`}
      </p>
      <ul className="space-y-4">
        {inquiries.map((i) => (
          <li
            key={i.id}
            data-testid="inquiry"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <article aria-labelledby={`inquiry-${i.id}`}>
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id={`inquiry-${i.id}`} className="text-lg font-semibold text-slate-900">
                    {i.subject}
                  </h2>
                  <p className="mt-1 text-sm text-secondary">
                    <span className="mr-2 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
                      {i.type}
                    </span>
                    <time dateTime={i.isoDate}>{i.date}</time>
                  </p>
                </div>
                <DeleteButton
                  to={`/admin/inquiries/${i.id}/delete`}
                  message={MANAGER_MESSAGES.inquiries.confirm}
                  ariaLabel={`Delete the inquiry from ${i.name}`}
                />
              </header>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <Detail term="Name">{i.name}</Detail>
                <Detail term="Email">
                  <a href={`mailto:${i.email}`} className="text-primary underline">
                    {i.email}
                  </a>
                </Detail>
                <Detail term="Phone">
                  {i.phone ? (
                    <a
                      href={`tel:${i.phone.replace(/[^\d+]/g, "")}`}
                      className="text-primary underline"
                    >
                      {i.phone}
                    </a>
                  ) : (
                    "—"
                  )}
                </Detail>
                <Detail term="Company">{i.company || "—"}</Detail>
                {i.product ? (
                  <Detail term="Product">
                    <a
                      href={i.product.path}
                      target="_blank"
                      rel="noopener"
                      className="text-primary underline"
                      data-testid="inquiry-product"
                    >
                      {i.product.label}
                    </a>
                  </Detail>
                ) : null}
              </dl>
              <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                {i.message}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                {i.quote ? (
                  <a
                    href={`/admin/quotes/${i.quote.id}`}
                    className="font-semibold text-primary underline"
                    data-testid="inquiry-quote"
                  >
                    Quote {i.quote.reference}
                  </a>
                ) : (
                  <form method="post" action={`/admin/quotes/from-inquiry/${i.id}`}>
                    <button
                      type="submit"
                      className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:border-primary"
                    >
                      Make a quote request
                    </button>
                  </form>
                )}
                {i.buyerQuotes.length > 0 ? (
                  <span data-testid="inquiry-buyer-quotes">
                    Same buyer:{" "}
                    {i.buyerQuotes.map((q, n) => (
                      <span key={q.id}>
                        {n > 0 ? ", " : ""}
                        <a href={`/admin/quotes/${q.id}`} className="text-primary underline">
                          {q.reference}
                        </a>
                      </span>
                    ))}
                  </span>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" />
    </>
  );
}
