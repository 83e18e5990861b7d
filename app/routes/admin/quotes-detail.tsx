import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { QuoteStatusBadge } from "~/components/quote-status-badge";
import { formatPaise } from "~/lib/gst";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "~/lib/quote-basket";
import { formatDate } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { readForm } from "~/server/http/body.server";
import { getQuoteRequest, updateQuoteRequest } from "~/server/models/quotes.server";
import { quoteUpdateInput } from "~/server/quotes/inputs.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/quotes-detail";
import { Detail } from "~/components/admin/detail";

const NOT_FOUND = "Quote request not found";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const id = parseId(params.id);
  const quote = id === null ? undefined : getQuoteRequest(id);
  if (!quote) notFound(NOT_FOUND);
  return {
    quote: {
      ...quote,
      date: formatDate(quote.created_at),
      lines: quote.lines.map((l) => ({
        ...l,
        price: l.unit_price_paise === null ? null : formatPaise(l.unit_price_paise),
      })),
    },
  };
}

/** Status and internal note, saved together. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const id = parseId(params.id);
  if (id === null || !getQuoteRequest(id)) notFound(NOT_FOUND);
  const values = formValues(await readForm(request));
  const parsed = quoteUpdateInput.safeParse({
    status: values.status,
    internal_note: values.internal_note ?? "",
  });
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  updateQuoteRequest(id, {
    status: parsed.data.status,
    internal_note: parsed.data.internal_note,
  });
  return redirectWithFlash(`/admin/quotes/${id}`, {
    type: "success",
    message: "Quote request updated",
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.quote.reference ?? "Quote"} | Admin Panel` }];
}

export default function AdminQuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = loaderData;
  const errors = (actionData?.errors ?? {}) as Record<string, string>;
  const values = (actionData?.values ?? {}) as Record<string, string>;
  return (
    <>
      <PageHeader
        title={`Quote request ${quote.reference}`}
        description={`Sent ${quote.date}`}
        actions={
          <>
            <Link
              to={`/admin/quotes/${quote.id}/quotation`}
              className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
            >
              GST quotation
            </Link>
            <Link
              to="/admin/quotes"
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-primary"
            >
              All quotes
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="buyer-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
        >
          <h2 id="buyer-heading" className="text-lg font-semibold text-slate-900">
            Buyer
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Detail term="Name">{quote.name}</Detail>
            <Detail term="Company">{quote.company || "—"}</Detail>
            <Detail term="Phone">
              <a
                href={`tel:${quote.phone.replace(/[^\d+]/g, "")}`}
                className="text-primary underline"
              >
                {quote.phone}
              </a>
            </Detail>
            <Detail term="Email">
              <a href={`mailto:${quote.email}`} className="text-primary underline">
                {quote.email}
              </a>
            </Detail>
            <Detail term="GSTIN">{quote.gstin || "—"}</Detail>
            <Detail term="Place of supply">
              {quote.city}, {quote.state}
            </Detail>
          </dl>
          {quote.notes ? (
            <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {quote.notes}
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby="status-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
            Status <QuoteStatusBadge status={quote.status} />
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <div>
              <label htmlFor="quote-status" className="block text-sm font-medium">
                Status
              </label>
              <select
                id="quote-status"
                name="status"
                defaultValue={values.status ?? quote.status}
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              >
                {QUOTE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {QUOTE_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              {errors.status ? <p className="mt-1 text-sm text-red-700">{errors.status}</p> : null}
            </div>
            <div>
              <label htmlFor="quote-internal-note" className="block text-sm font-medium">
                Internal note
              </label>
              <textarea
                id="quote-internal-note"
                name="internal_note"
                rows={5}
                maxLength={5000}
                defaultValue={values.internal_note ?? quote.internal_note ?? ""}
                aria-describedby="quote-internal-note-hint"
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              />
              <p id="quote-internal-note-hint" className="mt-1 text-xs text-secondary">
                Seen by staff only.
              </p>
              {errors.internal_note ? (
                <p className="mt-1 text-sm text-red-700">{errors.internal_note}</p>
              ) : null}
            </div>
            <button
              type="submit"
              className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
            >
              Save
            </button>
          </Form>
        </section>
      </div>
      <section
        aria-labelledby="lines-heading"
        className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <h2 id="lines-heading" className="px-5 pt-5 text-lg font-semibold text-slate-900">
          Products ({quote.lines.length})
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                Product
              </th>
              <th scope="col" className="px-4 py-2">
                Model
              </th>
              <th scope="col" className="px-4 py-2">
                Qty
              </th>
              <th scope="col" className="px-4 py-2">
                Unit price
              </th>
              <th scope="col" className="px-4 py-2">
                HSN
              </th>
              <th scope="col" className="px-4 py-2">
                GST
              </th>
              <th scope="col" className="px-4 py-2">
                Note
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {quote.lines.map((l) => (
              <tr key={l.id} data-testid="quote-line">
                <td className="px-4 py-2 font-medium">
                  {l.slug ? (
                    <a
                      href={`/products/${l.slug}`}
                      target="_blank"
                      rel="noopener"
                      className="text-primary underline"
                    >
                      {l.name}
                    </a>
                  ) : (
                    l.name
                  )}
                </td>
                <td className="px-4 py-2">{l.model || "—"}</td>
                <td className="px-4 py-2">{l.quantity}</td>
                <td className="px-4 py-2">{l.price ?? "On request"}</td>
                <td className="px-4 py-2">{l.hsn_code || "—"}</td>
                <td className="px-4 py-2">{l.gst_rate === null ? "—" : `${l.gst_rate}%`}</td>
                <td className="px-4 py-2">{l.note || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
