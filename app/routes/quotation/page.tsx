import { data, Form } from "react-router";
import { QuotationSheet, SHEET_PRINT_CSS } from "~/components/quotation-sheet";
import { formatDate, formatDateTime } from "~/lib/dates";
import { clientAddress } from "~/server/auth/auth.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { ACCEPT } from "~/lib/upload-kinds";
import { receiveUploads } from "~/server/http/body.server";
import { createFreshRequest, recordBuyerAnswer } from "~/server/models/quotes.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import {
  keepPurchaseOrder,
  openQuotation,
  PO_RULES,
  PRIVATE_PAGE_HEADERS,
} from "~/server/quotes/buyer.server";
import { acceptQuotationInput, askChangesInput } from "~/server/quotes/inputs.server";
import { QUOTE_ANSWER_LIMIT, QUOTE_ANSWER_LIMITED } from "~/server/quotes/limits.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/page";

export const headers = () => PRIVATE_PAGE_HEADERS;

export function loader({ params }: Route.LoaderArgs) {
  const { request, sent, expired } = openQuotation(params.key);
  return {
    key: params.key,
    doc: sent.document,
    sentOn: sent.created_at,
    status: request.status,
    expired: expired && request.status !== "accepted",
    acceptedVersion: request.accepted_version,
    acceptedName: request.accepted_name,
    poNumber: request.po_number,
    proforma: request.proforma_number,
    name: request.name,
    // Each answer's inputs held to the rule its action parses with.
    accept: formConstraintsOf(acceptQuotationInput),
    changes: formConstraintsOf(askChangesInput),
  };
}

type ActionAnswer = {
  done?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  intent?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { request: quote, sent, today } = openQuotation(params.key);
  const answer = (body: ActionAnswer, status = 200) =>
    data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  const limit = consumeRateLimit(QUOTE_ANSWER_LIMIT, [
    `ip:${clientAddress(context)}`,
    `quote:${quote.id}`,
  ]);
  if (limit.limited) return answer({ errors: { form: QUOTE_ANSWER_LIMITED } }, 429);
  const received = await receiveUploads(request, PO_RULES);
  if (!received.ok) {
    return answer(
      { errors: { [received.field ?? "form"]: received.error }, intent: "accept" },
      received.status === 503 ? 503 : received.status,
    );
  }
  const values = formValues(received.form);
  const intent = values.intent;
  const kept = {
    name: values.name?.slice(0, 200) ?? "",
    po_number: values.po_number?.slice(0, 60) ?? "",
    message: values.message?.slice(0, 3000) ?? "",
  };
  if (intent === "fresh") {
    await received.discard();
    const reference = createFreshRequest(quote.id);
    return answer({
      done: `Thank you: we have your request for a fresh quote (${reference}) and will send it soon.`,
    });
  }
  if (intent === "changes") {
    await received.discard();
    const parsed = askChangesInput.safeParse(values);
    if (!parsed.success)
      return answer({ errors: fieldErrors(parsed.error), values: kept, intent }, 400);
    const done = recordBuyerAnswer(
      quote.id,
      Number(values.version),
      { kind: "changes", name: parsed.data.name, message: parsed.data.message },
      today,
    );
    if (!done.ok) return answer({ errors: { form: done.message }, values: kept, intent }, 409);
    return answer({
      done: "Thank you: your message is with our sales team, who will send a revised quotation.",
    });
  }
  if (intent !== "accept") {
    await received.discard();
    return answer(
      { errors: { form: "Choose to accept the quotation or to ask for changes" } },
      400,
    );
  }
  const parsed = acceptQuotationInput.safeParse(values);
  if (!parsed.success) {
    await received.discard();
    return answer({ errors: fieldErrors(parsed.error), values: kept, intent }, 400);
  }
  const file = received.files.po_file;
  const poFile = file ? await keepPurchaseOrder(file.name) : null;
  const done = recordBuyerAnswer(
    quote.id,
    Number(values.version) || sent.version,
    { kind: "accept", name: parsed.data.name, poNumber: parsed.data.po_number, poFile },
    today,
  );
  if (!done.ok) return answer({ errors: { form: done.message }, values: kept, intent }, 409);
  return answer({
    done: "Thank you: your acceptance is recorded. We will send the proforma invoice shortly.",
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation ${loaderData?.doc.reference ?? ""}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const input = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const button = "rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark";

export default function QuotationPage({ loaderData: q, actionData }: Route.ComponentProps) {
  const a = (actionData ?? {}) as ActionAnswer;
  const errors = a.errors ?? {};
  const values = a.values ?? {};
  const accepted = q.status === "accepted";
  const note =
    q.doc.version > 1
      ? `This is version ${q.doc.version} of this quotation, sent ${formatDateTime(q.sentOn)}: it replaces the earlier versions.`
      : undefined;
  const err = (name: string) =>
    errors[name] ? (
      <p className="mt-1 text-sm text-red-700" id={`${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <main className="min-h-screen bg-slate-100 py-4 print:bg-white print:py-0">
      <style href="quotation-sheet" precedence="default">
        {SHEET_PRINT_CSS}
      </style>
      <div className="sheet-screen-only mx-auto mb-3 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 text-sm">
        <p className="font-semibold">{q.doc.seller.legalName}</p>
        <p className="flex flex-wrap gap-3">
          <a href={`/quotation/${q.key}/pdf`} className="font-semibold text-primary underline">
            Download PDF
          </a>
          {q.proforma ? (
            <a
              href={`/quotation/${q.key}/proforma`}
              className="font-semibold text-primary underline"
            >
              Proforma invoice {q.proforma}
            </a>
          ) : null}
        </p>
      </div>
      {a.done ? (
        <p
          role="status"
          className="sheet-screen-only mx-auto mb-3 max-w-[210mm] rounded-lg bg-green-50 p-3 text-green-900"
          data-testid="answer-done"
        >
          {a.done}
        </p>
      ) : null}
      {errors.form ? (
        <p
          role="alert"
          className="sheet-screen-only mx-auto mb-3 max-w-[210mm] rounded-lg bg-red-50 p-3 text-red-800"
        >
          {errors.form}
        </p>
      ) : null}
      {accepted ? (
        <p
          className="sheet-screen-only mx-auto mb-3 max-w-[210mm] rounded-lg bg-green-50 p-3 text-green-900"
          data-testid="accepted-note"
        >
          Accepted by {q.acceptedName} (version {q.acceptedVersion})
          {q.poNumber ? `, PO ${q.poNumber}` : ""}.
        </p>
      ) : null}
      <QuotationSheet
        doc={q.doc}
        title="Quotation"
        number={q.doc.reference}
        date={q.doc.date}
        note={note}
      />
      {!accepted && !a.done ? (
        <section
          aria-label="Your answer"
          className="sheet-screen-only mx-auto mt-4 grid max-w-[210mm] gap-4 px-4 sm:px-0 md:grid-cols-2"
        >
          {q.expired ? (
            <Form method="post" className="rounded-xl bg-white p-4 shadow md:col-span-2">
              <h2 className="text-lg font-semibold">This quotation has expired</h2>
              <p className="mt-1 text-sm">
                Its prices held until {formatDate(q.doc.validUntil)}, so it can no longer be
                accepted. Ask for a fresh quote for the same products and quantities.
              </p>
              <input type="hidden" name="intent" value="fresh" />
              <button type="submit" className={`${button} mt-3`}>
                Ask for a fresh quote
              </button>
            </Form>
          ) : (
            <Form
              method="post"
              encType="multipart/form-data"
              className="rounded-xl bg-white p-4 shadow"
              aria-labelledby="accept-heading"
            >
              <h2 id="accept-heading" className="text-lg font-semibold">
                Accept this quotation
              </h2>
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="version" value={q.doc.version} />
              <label className="mt-2 block text-sm font-medium" htmlFor="accept-name">
                Your name
              </label>
              <input
                id="accept-name"
                name="name"
                {...q.accept.name}
                defaultValue={a.intent === "accept" ? values.name : q.name}
                className={input}
              />
              {a.intent === "accept" ? err("name") : null}
              <label className="mt-2 block text-sm font-medium" htmlFor="accept-po">
                PO number (optional)
              </label>
              <input
                id="accept-po"
                name="po_number"
                {...q.accept.po_number}
                defaultValue={values.po_number}
                className={input}
              />
              {err("po_number")}
              <label className="mt-2 block text-sm font-medium" htmlFor="accept-po-file">
                Purchase order file (optional: PDF, JPEG or PNG, up to 5 MB)
              </label>
              <input
                id="accept-po-file"
                name="po_file"
                type="file"
                accept={ACCEPT.po}
                className="mt-1 block w-full text-sm"
              />
              {err("po_file")}
              <button type="submit" className={`${button} mt-3`}>
                Accept quotation
              </button>
            </Form>
          )}
          {!q.expired ? (
            <Form
              method="post"
              className="rounded-xl bg-white p-4 shadow"
              aria-labelledby="changes-heading"
            >
              <h2 id="changes-heading" className="text-lg font-semibold">
                Ask for changes
              </h2>
              <input type="hidden" name="intent" value="changes" />
              <input type="hidden" name="version" value={q.doc.version} />
              <label className="mt-2 block text-sm font-medium" htmlFor="changes-name">
                Your name
              </label>
              <input
                id="changes-name"
                name="name"
                {...q.changes.name}
                defaultValue={a.intent === "changes" ? values.name : q.name}
                className={input}
              />
              {a.intent === "changes" ? err("name") : null}
              <label className="mt-2 block text-sm font-medium" htmlFor="changes-message">
                What should change?
              </label>
              <textarea
                id="changes-message"
                name="message"
                {...q.changes.message}
                rows={4}
                defaultValue={values.message}
                className={input}
              />
              {err("message")}
              <button type="submit" className={`${button} mt-3`}>
                Send to sales
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
