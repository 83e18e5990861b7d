import { data, Form, isRouteErrorResponse, redirect } from "react-router";
import { FormProblem, buyerInput } from "~/components/buyer-field";
import { TicketStatusBadge } from "~/components/ticket-status-badge";
import { site } from "~/config/site";
import { businessDay, formatDate, formatDateTime } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { pageTitle } from "~/lib/seo";
import {
  TICKET_DELIVERY_LABELS,
  TICKET_FAULT_LABELS,
  TICKET_NEXT_STEP,
  TICKET_STATUS_LABELS,
  ticketMessage,
  type TicketStatus,
} from "~/lib/service-tickets";
import { whatsappLink } from "~/lib/whatsapp";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { TICKET_FIELDS } from "~/server/entities/ticket.server";
import { PRIVATE } from "~/server/http/cache-control.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { hasTrackAccess } from "~/server/service/track-access.server";
import {
  canDecide,
  customerTicketJson,
  decideEstimate,
  decisionInput,
  getTicketByNumber,
  TicketConflict,
  ticketByToken,
} from "~/server/service/tickets.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/track";

// A private page: never stored by a shared cache, and its address (which holds the token) is
// never sent to another site as a referrer ("same-origin": with "no-referrer" the browser posts
// the approve form with Origin: null, which the cross-site check refuses).
export const headers = () => ({ "Cache-Control": PRIVATE, "Referrer-Policy": "same-origin" });

/** The ticket this request may see: by its private link, or by this browser's phone lookup. */
async function allowedTicket(request: Request, params: { number: string; token?: string }) {
  if (params.token) return ticketByToken(params.number, params.token);
  const ticket = getTicketByNumber(params.number);
  return ticket && (await hasTrackAccess(request, ticket.id)) ? ticket : undefined;
}

function refused(token: string | undefined, number: string) {
  if (!token) return redirect(`/track?number=${encodeURIComponent(number.slice(0, 30))}`);
  throw data(
    {
      message:
        "This tracking link does not work: it may have been replaced by a newer one. Find your repair with its number and your phone instead.",
    },
    { status: 404, headers: { "Cache-Control": PRIVATE, "Referrer-Policy": "same-origin" } },
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const ticket = await allowedTicket(request, params);
  if (!ticket) return refused(params.token, params.number);
  const url = new URL(request.url);
  const booked = url.searchParams.get("booked") === "1";
  const base = env.SITE_URL.replace(/\/$/, "");
  const link = params.token ? `${base}/track/${ticket.number}/${params.token}` : null;
  return {
    ticket: customerTicketJson(ticket),
    // The booking's own words for what it holds, and the note's limit as the server checks it.
    labels: { delivery: TICKET_FIELDS.delivery.label },
    note: formConstraintsOf(decisionInput).note,
    intraState: ticket.state === site.gstState,
    canDecide: canDecide(ticket, businessDay()),
    booked,
    mail: url.searchParams.get("mail"),
    decided: url.searchParams.get("decided"),
    link,
    shareToSelf:
      link && booked ? whatsappLink(null, ticketMessage(ticket.number, link, ticket.model)) : null,
    chatWithUs: whatsappLink(
      env.WHATSAPP_NUMBER,
      `About my service request ${ticket.number} (${ticket.model})`,
    ),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const ticket = await allowedTicket(request, params);
  if (!ticket) return refused(params.token, params.number);
  const values = formValues(await readForm(request));
  const parsed = decisionInput.safeParse(values);
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), message: null }, { status: 400 });
  try {
    decideEstimate(ticket.id, parsed.data.decision, parsed.data.note);
  } catch (error) {
    if (error instanceof TicketConflict)
      return data({ errors: {}, message: error.message }, { status: 409 });
    throw error;
  }
  const here = new URL(request.url).pathname;
  return redirect(`${here}?decided=${parsed.data.decision}`, {
    headers: { "Cache-Control": PRIVATE },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData && "ticket" in loaderData ? loaderData.ticket.number : "Repair";
  return [
    { title: pageTitle(`${number}: repair status`) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "same-origin" },
  ];
}

/** The usual path of a repair, to show what is done and what comes. */
function pathOf(status: TicketStatus, reached: Set<string>): TicketStatus[] {
  const declined = status === "declined" || reached.has("declined");
  const middle: TicketStatus[] = declined ? ["declined"] : ["approved", "repairing", "ready"];
  const end: TicketStatus = status === "closed" ? "closed" : "delivered";
  return ["received", "inspected", "estimate_sent", ...middle, end];
}

export default function TrackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, link, booked, mail, decided, shareToSelf, chatWithUs, intraState } = loaderData;
  const reached = new Set(ticket.timeline.map((e) => e.status ?? ""));
  const steps = pathOf(ticket.status, reached);
  const at = steps.indexOf(ticket.status);
  const when = (s: TicketStatus) =>
    [...ticket.timeline].reverse().find((e) => e.status === s && e.kind !== "note")?.at;
  const estimate = ticket.estimate;
  const result = actionData as
    { errors: Record<string, string>; message: string | null } | undefined;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      {booked ? (
        <section
          role="status"
          aria-labelledby="booked-heading"
          className="mb-8 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900 sm:p-6"
        >
          <h2 id="booked-heading" className="text-xl font-bold">
            Repair booked: your ticket is {ticket.number}
          </h2>
          <p className="mt-2">
            Keep this page&apos;s link: it shows the repair&apos;s progress and the estimate. Anyone
            with it can see the ticket.
          </p>
          {link ? (
            <p className="mt-3">
              <label htmlFor="track-link" className="block text-sm font-medium">
                Your private tracking link
              </label>
              <input
                id="track-link"
                readOnly
                value={link}
                className={`${buyerInput} border-green-300 font-mono text-sm`}
              />
            </p>
          ) : null}
          {mail ? (
            <p className="mt-2 text-sm">
              {mail === "sent"
                ? "We have emailed you this link."
                : "We will email you this link shortly."}
            </p>
          ) : null}
          <p className="mt-4 flex flex-wrap gap-3">
            {shareToSelf ? (
              <a
                href={shareToSelf}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-lg bg-[#128C7E] px-5 py-2 font-semibold text-white"
              >
                Save it on WhatsApp
              </a>
            ) : null}
          </p>
        </section>
      ) : null}

      <p className="text-sm text-secondary">Service request</p>
      <h1 className="text-3xl font-bold text-slate-900">{ticket.number}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <TicketStatusBadge status={ticket.status} />
        <span className="text-slate-700">
          {ticket.model} · serial {ticket.serial}
        </span>
        {ticket.in_warranty ? (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800">
            In warranty
          </span>
        ) : null}
      </p>

      {decided ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
        >
          {decided === "approved"
            ? "Thank you: you approved the estimate. We start the repair."
            : "You declined the estimate. We will return the printer as it is."}
        </p>
      ) : null}

      <section
        aria-labelledby="next-heading"
        className="mt-6 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="next-heading" className="text-lg font-bold text-slate-900">
          Next step
        </h2>
        <p className="mt-2 text-slate-700">{TICKET_NEXT_STEP[ticket.status]}</p>
        {ticket.promised_by ? (
          <p className="mt-2 text-sm text-slate-700">
            Promised by {formatDate(ticket.promised_by)}.
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="timeline-heading"
        className="mt-6 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="timeline-heading" className="text-lg font-bold text-slate-900">
          Progress
        </h2>
        <ol className="mt-4 space-y-3" data-testid="ticket-steps">
          {steps.map((s, i) => {
            const state =
              i < at || (at === -1 && reached.has(s)) ? "done" : i === at ? "now" : "later";
            const time = when(s);
            return (
              <li
                key={s}
                className="flex items-start gap-3"
                aria-current={state === "now" ? "step" : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    state === "done"
                      ? "bg-green-600 text-white"
                      : state === "now"
                        ? "bg-primary text-white"
                        : "border border-slate-300 bg-white text-slate-400"
                  }`}
                >
                  {state === "done" ? "✓" : i + 1}
                </span>
                <span>
                  <span
                    className={
                      state === "later" ? "text-slate-500" : "font-semibold text-slate-900"
                    }
                  >
                    {TICKET_STATUS_LABELS[s]}
                  </span>
                  {state !== "later" && time ? (
                    <span className="block text-sm text-secondary">{formatDateTime(time)}</span>
                  ) : null}
                  {state === "later" ? <span className="sr-only"> (not yet)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
        {ticket.timeline.some((e) => e.note) ? (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">Notes</h3>
            <ul className="mt-2 space-y-2 text-sm text-slate-700">
              {ticket.timeline
                .filter((e) => e.note)
                .map((e, i) => (
                  <li key={i}>
                    <span className="text-secondary">{formatDateTime(e.at)}:</span> {e.note}
                  </li>
                ))}
            </ul>
          </>
        ) : null}
      </section>

      {estimate && ticket.status !== "received" && ticket.status !== "inspected" ? (
        <section
          aria-labelledby="estimate-heading"
          className="mt-6 rounded-xl bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="estimate-heading" className="text-lg font-bold text-slate-900">
            Estimate
          </h2>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-secondary">
                  <th scope="col" className="py-2 pr-3">
                    Item
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    HSN/SAC
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Qty
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Rate
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    GST
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((l, i) => (
                  <tr key={i} className="border-b border-slate-100">
                    <td className="py-2 pr-3">
                      {l.description}
                      <span className="block text-xs text-secondary">
                        {l.kind === "labour" ? "Labour" : "Part"}
                      </span>
                    </td>
                    <td className="py-2 pr-3">{l.hsn_sac ?? ""}</td>
                    <td className="py-2 pr-3 text-right">{l.quantity}</td>
                    <td className="py-2 pr-3 text-right">{formatPaise(l.unit_price_paise)}</td>
                    <td className="py-2 pr-3 text-right">{l.gst_rate}%</td>
                    <td className="py-2 text-right">{formatPaise(l.taxable_paise)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5} className="py-1 pr-3 text-right font-normal">
                    Taxable value
                  </th>
                  <td className="py-1 text-right">{formatPaise(estimate.taxable_paise)}</td>
                </tr>
                {intraState ? (
                  <>
                    <tr>
                      <th scope="row" colSpan={5} className="py-1 pr-3 text-right font-normal">
                        CGST
                      </th>
                      <td className="py-1 text-right">{formatPaise(estimate.cgst_paise)}</td>
                    </tr>
                    <tr>
                      <th scope="row" colSpan={5} className="py-1 pr-3 text-right font-normal">
                        SGST
                      </th>
                      <td className="py-1 text-right">{formatPaise(estimate.sgst_paise)}</td>
                    </tr>
                  </>
                ) : (
                  <tr>
                    <th scope="row" colSpan={5} className="py-1 pr-3 text-right font-normal">
                      IGST
                    </th>
                    <td className="py-1 text-right">{formatPaise(estimate.igst_paise)}</td>
                  </tr>
                )}
                <tr className="border-t border-slate-300 font-bold">
                  <th scope="row" colSpan={5} className="py-2 pr-3 text-right">
                    Total
                  </th>
                  <td className="py-2 text-right" data-testid="estimate-total">
                    {formatPaise(estimate.total_paise)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-700">
            In words: <span className="font-semibold">{estimate.total_in_words}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {intraState
              ? "CGST + SGST (within " + site.gstState + ")"
              : "IGST (outside " + site.gstState + ")"}
            {estimate.turnaround_days
              ? ` · Ready ${estimate.turnaround_days} working day${estimate.turnaround_days === 1 ? "" : "s"} after approval`
              : ""}
            {estimate.valid_until ? ` · Valid until ${formatDate(estimate.valid_until)}` : ""}
          </p>
          {estimate.decision ? (
            <p className="mt-3 font-semibold text-slate-900">
              You {estimate.decision} this estimate on {formatDateTime(estimate.decided_at)}
              {estimate.decision_note ? `: “${estimate.decision_note}”` : "."}
            </p>
          ) : null}
          {loaderData.canDecide ? (
            <Form method="post" className="mt-5 space-y-3" aria-label="Answer the estimate">
              {result?.message ? <FormProblem className="">{result.message}</FormProblem> : null}
              <label htmlFor="decision-note" className="block text-sm font-medium">
                Note for our engineer (optional)
              </label>
              <textarea
                id="decision-note"
                name="note"
                rows={2}
                {...loaderData.note}
                className={`${buyerInput} border-slate-300`}
              />
              {result?.errors?.note ? (
                <p className="text-sm text-red-700">{result.errors.note}</p>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="decision"
                  value="approved"
                  className="inline-flex min-h-11 items-center rounded-lg bg-green-700 px-6 py-2 font-semibold text-white hover:bg-green-800"
                >
                  Approve the estimate
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="declined"
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-6 py-2 font-semibold text-slate-800 hover:border-red-500"
                >
                  Decline
                </button>
              </div>
            </Form>
          ) : result?.message ? (
            <FormProblem className="mt-4">{result.message}</FormProblem>
          ) : null}
        </section>
      ) : null}

      <section
        aria-labelledby="details-heading"
        className="mt-6 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-bold text-slate-900">
          What you told us
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-secondary">Fault</dt>
          <dd>{TICKET_FAULT_LABELS[ticket.fault]}</dd>
          <dt className="text-secondary">Description</dt>
          <dd className="whitespace-pre-line break-words">{ticket.description}</dd>
          <dt className="text-secondary">{loaderData.labels.delivery}</dt>
          <dd>{TICKET_DELIVERY_LABELS[ticket.delivery]}</dd>
          <dt className="text-secondary">Booked</dt>
          <dd>{formatDateTime(ticket.created_at)}</dd>
        </dl>
        {ticket.attachments.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-3">
            {ticket.attachments.map((a) => (
              <li key={a.url}>
                {a.kind === "image" ? (
                  <a href={a.url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={a.url}
                      alt={`Photo: ${a.name}`}
                      className="h-24 w-24 rounded object-cover"
                    />
                  </a>
                ) : (
                  <video
                    src={a.url}
                    controls
                    preload="metadata"
                    className="h-40 max-w-full rounded"
                  >
                    <a href={a.url}>{a.name}</a>
                  </video>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="office-heading" className="mt-6 rounded-xl bg-slate-50 p-5 sm:p-6">
        <h2 id="office-heading" className="text-lg font-bold text-slate-900">
          Our service desk
        </h2>
        <p className="mt-2 text-slate-700">
          {site.address.street}, {site.address.locality} {site.address.postalCode} · {site.hours}
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a
            href={`tel:${site.phones[0].replace(/\s/g, "")}`}
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 py-2 font-semibold text-white"
          >
            Call {site.phones[0]}
          </a>
          <a
            href={chatWithUs}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800"
          >
            WhatsApp us
          </a>
        </p>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Repair not found</h1>
      <p className="mt-3 text-slate-700">{message || "This repair could not be shown."}</p>
      <p className="mt-4">
        <a href="/track" className="font-semibold text-primary underline">
          Find it with the ticket number and your phone
        </a>
      </p>
    </main>
  );
}
