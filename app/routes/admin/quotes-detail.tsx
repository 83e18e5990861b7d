import { data, Form, Link } from "react-router";
import { placeLine } from "~/lib/gstin";
import { PageHeader } from "~/components/admin/admin-shell";
import { Detail } from "~/components/admin/detail";
import { QuoteStatusBadge } from "~/components/quote-status-badge";
import { businessDay, businessYear, formatDate, formatDateTime } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { computeQuotation, type DraftLine } from "~/lib/quotation";
import { isIntraState } from "~/lib/gst";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "~/lib/quote-basket";
import { requireAdmin } from "~/server/auth/auth.server";
import { STALE_EDIT, VERSION_FIELD } from "~/lib/edit-version";
import { quotationFormFields, quoteLineFormFields } from "~/server/entities/quote-fields.server";
import type { FormField } from "~/server/entities/entity.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { inquiriesFromBuyer } from "~/server/models/inquiries.server";
import {
  getQuoteRequest,
  latestQuotation,
  listQuoteEvents,
  proformaNumberFor,
  quotationEditVersion,
  quotesFromBuyer,
  renewQuoteLink,
  saveQuotationSafely,
  setQuoteStatus,
  updateQuoteRequest,
  type QuoteRequestWithLines,
} from "~/server/models/quotes.server";
import { sellerOfQuotation, sellerSettingsValues } from "~/server/models/seller-settings.server";
import {
  NEW_LINE_ROWS,
  parseQuotationForm,
  quotationDefaults,
} from "~/server/quotes/editor.server";
import { quoteUpdateInput } from "~/server/quotes/inputs.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import { newLinkNonce } from "~/server/quotes/link.server";
import {
  mailConfigured,
  mailQuotation,
  quotationUrl,
  quotationWhatsappLink,
} from "~/server/quotes/staff.server";
import { buildQuotationDocument } from "~/server/quotes/view.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/quotes-detail";

const NOT_FOUND = "Quote request not found";

/** The editor's values for a request as stored (money in rupees, percentages as typed). */
function editorValues(q: QuoteRequestWithLines, defaults: ReturnType<typeof quotationDefaults>) {
  const rupees = (p: number | null) => (p === null ? "" : (p / 100).toFixed(2));
  const pct = (bp: number) => (bp ? String(bp / 100) : "");
  const out: Record<string, string> = {
    state: q.state,
    city: q.city,
    valid_until: q.valid_until ?? defaults.validUntil,
    discount_bp: pct(q.discount_bp),
    freight_paise: q.freight_paise ? rupees(q.freight_paise) : "",
    freight_gst_rate: String(q.freight_gst_rate),
    payment_terms: q.payment_terms ?? defaults.paymentTerms,
    terms: q.terms ?? defaults.terms,
  };
  q.lines.forEach((l, i) => {
    const p = `line.${i}.`;
    Object.assign(out, {
      [`${p}id`]: String(l.id),
      [`${p}name`]: l.name,
      [`${p}model`]: l.model ?? "",
      [`${p}hsn_code`]: l.hsn_code ?? "",
      [`${p}unit`]: l.unit,
      [`${p}quantity`]: String(l.quantity),
      [`${p}unit_price_paise`]: rupees(l.unit_price_paise),
      [`${p}discount_bp`]: pct(l.discount_bp),
      [`${p}gst_rate`]: l.gst_rate === null ? "" : String(l.gst_rate),
      [`${p}note`]: l.note ?? "",
    });
  });
  return out;
}

function load(id: number | null) {
  const quote = id === null ? undefined : getQuoteRequest(id);
  if (!quote) notFound(NOT_FOUND);
  return quote;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const quote = load(parseId(params.id));
  const defaults = quotationDefaults();
  const seller = sellerSettingsValues();
  const sent = latestQuotation(quote.id);
  const url = quotationUrl(quote);
  const preview = computeQuotation({
    lines: quote.lines.map((l): DraftLine => ({
      name: l.name,
      model: l.model,
      hsn: l.hsn_code,
      unit: l.unit,
      quantity: l.quantity,
      unitPricePaise: l.unit_price_paise,
      discountBp: l.discount_bp,
      gstRate: l.gst_rate,
      note: l.note,
    })),
    discountBp: quote.discount_bp,
    freightPaise: quote.freight_paise,
    freightGstRate: quote.freight_gst_rate,
    intraState: isIntraState(seller.state, quote.state),
  });
  return {
    quote: {
      id: quote.id,
      reference: quote.reference,
      status: quote.status,
      statusAt: quote.status_at ? formatDateTime(quote.status_at) : null,
      version: quote.version,
      internal_note: quote.internal_note,
      name: quote.name,
      company: quote.company,
      phone: quote.phone,
      email: quote.email,
      gstin: quote.gstin,
      city: quote.city,
      state: quote.state,
      notes: quote.notes,
      date: formatDateTime(quote.created_at),
      acceptedName: quote.accepted_name,
      acceptedVersion: quote.accepted_version,
      poNumber: quote.po_number,
      poFile: Boolean(quote.po_file),
      proforma: quote.proforma_number,
      inquiryId: quote.inquiry_id,
      lineCount: quote.lines.length,
    },
    rowVersion: quotationEditVersion(quote),
    values: editorValues(quote, defaults),
    lineFields: quoteLineFormFields(),
    quotationFields: quotationFormFields(),
    newRows: NEW_LINE_ROWS,
    preview: {
      total: formatPaise(preview.totals.totalPaise),
      taxable: formatPaise(preview.totals.taxablePaise),
    },
    sent: sent
      ? {
          version: sent.version,
          at: formatDateTime(sent.created_at),
          total: formatPaise(sent.total_paise),
          validUntil: formatDate(sent.valid_until),
        }
      : null,
    link: url,
    whatsapp: url && sent ? quotationWhatsappLink(quote, sent.document, url) : null,
    mailReady: mailConfigured(),
    events: listQuoteEvents(quote.id).map((e) => ({ ...e, at: formatDateTime(e.created_at) })),
    related: {
      quotes: quotesFromBuyer(quote.email, quote.phone, quote.id).map((q) => ({
        ...q,
        date: formatDate(q.created_at),
      })),
      inquiries: inquiriesFromBuyer(quote.email, quote.phone).map((i) => ({
        id: i.id,
        subject: i.subject,
        date: formatDate(i.created_at),
      })),
    },
  };
}

type ActionData = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  stale?: Record<string, string>;
  rowVersion?: string;
};

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireQuotesFeature();
  const id = parseId(params.id);
  const quote = load(id);
  const values = formValues(await readForm(request));
  const intent = values.intent ?? "save";
  const back = (message: string, type: "success" | "error" = "success") =>
    redirectWithFlash(`/admin/quotes/${quote.id}`, { type, message });

  if (intent === "status") {
    const parsed = quoteUpdateInput.safeParse({
      status: values.status,
      internal_note: values.internal_note ?? "",
    });
    if (!parsed.success)
      return data<ActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
    if (parsed.data.status) setQuoteStatus(quote.id, parsed.data.status, user.username);
    updateQuoteRequest(quote.id, { internal_note: parsed.data.internal_note });
    return back("Quote request updated");
  }
  if (intent === "renew-link" || intent === "revoke-link") {
    renewQuoteLink(quote.id, intent === "renew-link" ? newLinkNonce() : null, user.username);
    return back(
      intent === "renew-link"
        ? "A new link was made: the earlier link no longer works"
        : "The buyer's link no longer works",
    );
  }
  if (intent === "proforma") {
    const number = proformaNumberFor(quote.id, businessYear(), user.username);
    return number
      ? back(`Proforma invoice ${number} is ready`)
      : back("Only an accepted quotation gets a proforma invoice", "error");
  }

  // Save, or save and send.
  const expected = values[VERSION_FIELD] ?? null;
  const parsed = parseQuotationForm(values, quote);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  const sending = intent === "send-email" || intent === "send-whatsapp" || intent === "send";
  if (sending && parsed.draft.valid_until < businessDay())
    return data<ActionData>(
      { errors: { valid_until: "Valid until is in the past: choose a later date" }, values },
      { status: 400 },
    );
  const seller = sellerOfQuotation();
  const defaults = quotationDefaults();
  const saved = saveQuotationSafely(quote.id, expected, parsed.draft, {
    actor: user.username,
    newNonce: newLinkNonce,
    send: sending
      ? (current, version) =>
          buildQuotationDocument(current, version, seller, {
            paymentTerms: defaults.paymentTerms,
            terms: defaults.terms,
            validUntil: defaults.validUntil,
          })
      : undefined,
  });
  if (!saved.ok && "stale" in saved) {
    return data<ActionData>(
      {
        errors: { form: STALE_EDIT },
        values,
        stale: editorValues(saved.stale, defaults),
        rowVersion: quotationEditVersion(saved.stale),
      },
      { status: 409 },
    );
  }
  if (!saved.ok)
    return data<ActionData>({ errors: { form: saved.refused }, values }, { status: 400 });
  if (!sending || !saved.document) return back("Quotation saved");
  const url = quotationUrl({ id: quote.id, link_nonce: saved.nonce ?? null })!;
  if (intent === "send-email") {
    const outcome = await mailQuotation(saved.document, url);
    if (outcome === "logged")
      return back(
        `Version ${saved.version} is ready, but mail is not set up (no SMTP_URL), so no mail went out: send the link by WhatsApp below.`,
        "error",
      );
    return back(
      outcome === "sent"
        ? `Version ${saved.version} was mailed to ${quote.email}`
        : `Version ${saved.version} is waiting in the mail outbox (the mail server did not take it yet)`,
    );
  }
  return back(`Version ${saved.version} is ready: send it with the WhatsApp button below`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.quote.reference ?? "Quote"} | Admin Panel` }];
}

const box = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const cell = "w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1 text-sm";
const primary = "rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark";
const secondary =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-primary";

function Input({
  field,
  name,
  value,
  error,
  label,
}: {
  field: FormField;
  name: string;
  value: string;
  error?: string;
  label?: string;
}) {
  const common = {
    id: name,
    name,
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${name}-error` : undefined,
    className: cell,
  };
  const control =
    field.kind === "select" ? (
      <select {...common} defaultValue={value}>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ) : field.kind === "textarea" ? (
      <textarea {...common} rows={field.rows} maxLength={field.maxLength} defaultValue={value} />
    ) : (
      <input
        {...common}
        type={field.kind === "number" ? "text" : "text"}
        inputMode={field.kind === "number" ? "numeric" : undefined}
        maxLength={field.maxLength}
        required={field.required || undefined}
        defaultValue={value}
      />
    );
  return (
    <>
      {control}
      {error ? (
        <span id={`${name}-error`} className="mt-0.5 block text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </>
  );
}

export default function AdminQuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, lineFields, quotationFields } = loaderData;
  const answer = (actionData ?? {}) as ActionData;
  const errors = answer.errors ?? {};
  const values = answer.values ?? loaderData.values;
  const rowCount =
    Math.max(
      quote.lineCount,
      ...Object.keys(values)
        .map((k) => /^line\.(\d+)\./.exec(k))
        .filter(Boolean)
        .map((m) => Number(m![1]) + 1),
    ) + loaderData.newRows;
  const rows = Array.from({ length: rowCount }, (_, i) => i);
  return (
    <>
      <PageHeader
        title={`Quote ${quote.reference}`}
        description={`Asked ${quote.date}${quote.version ? ` · version ${quote.version} sent` : ""}`}
        actions={
          <>
            <Link to={`/admin/quotes/${quote.id}/quotation`} className={secondary}>
              Preview and print
            </Link>
            <Link to="/admin/quotes" className={secondary}>
              All quotes
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="buyer-heading" className={`${box} lg:col-span-2`}>
          <h2 id="buyer-heading" className="text-lg font-semibold text-slate-900">
            Buyer
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Detail term="Name">{quote.name}</Detail>
            <Detail term="Company">{quote.company || "—"}</Detail>
            <Detail term="Phone">
              {quote.phone ? (
                <a
                  href={`tel:${quote.phone.replace(/[^\d+]/g, "")}`}
                  className="text-primary underline"
                >
                  {quote.phone}
                </a>
              ) : (
                "—"
              )}
            </Detail>
            <Detail term="Email">
              <a href={`mailto:${quote.email}`} className="text-primary underline break-all">
                {quote.email}
              </a>
            </Detail>
            <Detail term="GSTIN">{quote.gstin || "—"}</Detail>
            <Detail term="Place of supply">{placeLine(quote.city, quote.state)}</Detail>
          </dl>
          {quote.notes ? (
            <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {quote.notes}
            </p>
          ) : null}
          {quote.acceptedName ? (
            <p
              className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900"
              data-testid="acceptance"
            >
              Accepted by {quote.acceptedName} (version {quote.acceptedVersion})
              {quote.poNumber ? `, PO ${quote.poNumber}` : ""}
              {quote.poFile ? (
                <>
                  {" · "}
                  <a href={`/admin/quotes/${quote.id}/po`} className="text-primary underline">
                    Purchase order file
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {loaderData.related.quotes.length + loaderData.related.inquiries.length > 0 ? (
            <div className="mt-4 text-sm" data-testid="same-buyer">
              <h3 className="font-semibold">Same buyer (email or phone)</h3>
              <ul className="mt-1 list-disc pl-5">
                {loaderData.related.quotes.map((q) => (
                  <li key={`q${q.id}`}>
                    <Link to={`/admin/quotes/${q.id}`} className="text-primary underline">
                      Quote {q.reference}
                    </Link>{" "}
                    ({QUOTE_STATUS_LABELS[q.status]}, {q.date})
                  </li>
                ))}
                {loaderData.related.inquiries.map((i) => (
                  <li key={`i${i.id}`}>
                    <Link
                      to={`/admin/inquiries?focus=${i.id}#inquiry-${i.id}`}
                      className="text-primary underline"
                    >
                      Inquiry: {i.subject}
                    </Link>{" "}
                    ({i.date})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
        <section aria-labelledby="status-heading" className={box}>
          <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
            Status <QuoteStatusBadge status={quote.status} />
          </h2>
          {quote.statusAt ? <p className="text-xs text-secondary">Since {quote.statusAt}</p> : null}
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="status" />
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
                rows={4}
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
            <button type="submit" className={primary}>
              Save status
            </button>
          </Form>
          {quote.status === "accepted" ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="proforma" />
              {quote.proforma && loaderData.link ? (
                <a
                  href={`${loaderData.link}/proforma`}
                  className="font-semibold text-primary underline"
                  data-testid="proforma-link"
                >
                  Proforma invoice {quote.proforma}
                </a>
              ) : (
                <button type="submit" className={secondary}>
                  Make proforma invoice
                </button>
              )}
            </Form>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="send-heading" className={`${box} mt-6`}>
        <h2 id="send-heading" className="text-lg font-semibold text-slate-900">
          Buyer's link
        </h2>
        {loaderData.sent ? (
          <p className="mt-1 text-sm" data-testid="sent-summary">
            Version {loaderData.sent.version} sent {loaderData.sent.at}: {loaderData.sent.total},
            valid until {loaderData.sent.validUntil}.
          </p>
        ) : (
          <p className="mt-1 text-sm">Not sent yet: edit the lines below, then send.</p>
        )}
        {loaderData.link ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <a
              href={loaderData.link}
              className="break-all text-sm text-primary underline"
              data-testid="buyer-link"
            >
              Open the buyer's page
            </a>
            {loaderData.whatsapp ? (
              <a
                href={loaderData.whatsapp}
                target="_blank"
                rel="noopener"
                className={primary}
                data-testid="whatsapp-send"
              >
                Send on WhatsApp
              </a>
            ) : null}
            <Form method="post" className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="renew-link" className={secondary}>
                New link
              </button>
              <button type="submit" name="intent" value="revoke-link" className={secondary}>
                Revoke link
              </button>
            </Form>
          </div>
        ) : loaderData.sent ? (
          <Form method="post" className="mt-3">
            <p className="text-sm">The link was revoked.</p>
            <button type="submit" name="intent" value="renew-link" className={`${secondary} mt-2`}>
              Make a new link
            </button>
          </Form>
        ) : null}
      </section>

      <Form method="post" className={`${box} mt-6`} aria-labelledby="editor-heading" noValidate>
        <h2 id="editor-heading" className="text-lg font-semibold text-slate-900">
          Quotation
        </h2>
        <p className="text-sm text-secondary">
          Draft total {loaderData.preview.total} (taxable {loaderData.preview.taxable}). Rates in
          rupees before GST; fill an empty row to add a line, tick Remove to drop one.
        </p>
        {errors.form ? (
          <p
            role="alert"
            className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800"
            data-testid="editor-error"
          >
            {errors.form}
          </p>
        ) : null}
        {answer.stale ? <StaleChanges typed={values} stored={answer.stale} /> : null}
        {errors.lines ? <p className="mt-2 text-sm text-red-700">{errors.lines}</p> : null}
        <input
          type="hidden"
          name={VERSION_FIELD}
          value={answer.rowVersion ?? loaderData.rowVersion}
        />
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[60rem] text-left text-sm" data-testid="editor-lines">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-1 py-2">
                  #
                </th>
                {lineFields.map((f) => (
                  <th key={f.name} scope="col" className="px-1 py-2">
                    {f.label}
                  </th>
                ))}
                <th scope="col" className="px-1 py-2">
                  Remove
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={i} data-testid="editor-line">
                  <td className="px-1 py-1 text-xs text-secondary">
                    {i + 1}
                    {values[`line.${i}.id`] ? (
                      <input type="hidden" name={`line.${i}.id`} value={values[`line.${i}.id`]} />
                    ) : null}
                  </td>
                  {lineFields.map((f) => (
                    <td
                      key={f.name}
                      className={`px-1 py-1 align-top ${f.name === "name" ? "min-w-[12rem]" : ""}`}
                    >
                      <Input
                        field={f}
                        name={`line.${i}.${f.name}`}
                        label={`Line ${i + 1} ${f.label}`}
                        value={values[`line.${i}.${f.name}`] ?? (f.name === "unit" ? "Nos" : "")}
                        error={errors[`line.${i}.${f.name}`]}
                      />
                    </td>
                  ))}
                  <td className="px-1 py-1 text-center">
                    {values[`line.${i}.id`] ? (
                      <input
                        type="checkbox"
                        name={`line.${i}.remove`}
                        value="1"
                        aria-label={`Remove line ${i + 1}`}
                        defaultChecked={values[`line.${i}.remove`] === "1"}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quotationFields.map((f) => (
            <label
              key={f.name}
              className={`block text-sm font-medium ${f.wide ? "sm:col-span-2" : ""}`}
            >
              {f.label}
              {f.name === "valid_until" ? " (YYYY-MM-DD)" : ""}
              <Input field={f} name={f.name} value={values[f.name] ?? ""} error={errors[f.name]} />
              {f.hint ? (
                <span className="block text-xs font-normal text-secondary">{f.hint}</span>
              ) : null}
            </label>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className={secondary}>
            Save draft
          </button>
          <button
            type="submit"
            name="intent"
            value="send-email"
            className={primary}
            disabled={!loaderData.mailReady}
          >
            Save and send by email
          </button>
          <button type="submit" name="intent" value="send-whatsapp" className={primary}>
            Save and send by WhatsApp
          </button>
        </div>
        {!loaderData.mailReady ? (
          <p className="mt-2 text-sm text-amber-900" data-testid="no-smtp">
            Mail is not set up on this server (no SMTP_URL), so quotations cannot be emailed: send
            them by WhatsApp, which opens a message with the link.
          </p>
        ) : null}
      </Form>

      <section aria-labelledby="events-heading" className={`${box} mt-6`}>
        <h2 id="events-heading" className="text-lg font-semibold text-slate-900">
          What happened
        </h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="quote-events">
          <li>{quote.date}: asked by the buyer</li>
          {[...loaderData.events].reverse().map((e) => (
            <li key={e.id}>
              {e.at}: {EVENT_WORDS[e.kind] ?? e.kind}
              {e.version ? ` (version ${e.version})` : ""}
              {e.actor ? ` by ${e.actor}` : ""}
              {e.message ? ` — ${e.message}` : ""}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

const EVENT_WORDS: Record<string, string> = {
  sent: "sent",
  accepted: "accepted",
  changes_asked: "changes asked",
  lost: "marked lost",
  expired: "expired",
  new: "set back to new",
  quoted: "set to quoted",
  "link-renewed": "new link made",
  "link-revoked": "link revoked",
  proforma: "proforma invoice made",
  "fresh-asked": "fresh quote asked for",
};

/** What the other save changed: each field whose stored value differs from what was typed. */
function StaleChanges({
  typed,
  stored,
}: {
  typed: Record<string, string>;
  stored: Record<string, string>;
}) {
  const keys = [...new Set([...Object.keys(stored), ...Object.keys(typed)])].filter(
    (k) =>
      k !== VERSION_FIELD &&
      k !== "intent" &&
      !k.endsWith(".id") &&
      (stored[k] ?? "") !== (typed[k] ?? "") &&
      k in stored,
  );
  if (keys.length === 0) return null;
  return (
    <div
      className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="stale-changes"
    >
      <p className="font-semibold">Now stored (differs from what you typed):</p>
      <ul className="list-disc pl-5">
        {keys.slice(0, 30).map((k) => (
          <li key={k}>
            {k.replace(/^line\.(\d+)\./, (_, n) => `line ${Number(n) + 1} `).replace(/_/g, " ")}:{" "}
            <strong>{stored[k] || "(empty)"}</strong> (you typed {typed[k] || "(empty)"})
          </li>
        ))}
      </ul>
    </div>
  );
}
