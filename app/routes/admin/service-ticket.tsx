import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { FormError } from "~/components/admin/form-field";
import { ServiceNav } from "~/components/admin/service-nav";
import { site } from "~/config/site";
import { businessDay, formatDate, formatDateTime } from "~/lib/dates";
import { formatPaise, GST_RATES, rupeesToPaise } from "~/lib/gst";
import { absoluteUrl } from "~/lib/seo";
import {
  isTicketStatus,
  TICKET_DELIVERY_LABELS,
  TICKET_FAULT_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketMessage,
} from "~/lib/service-tickets";
import { whatsappLink } from "~/lib/whatsapp";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { TICKET_FIELDS } from "~/server/entities/ticket.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { sendMail } from "~/server/mail/mailer.server";
import { serviceEstimateMail } from "~/server/mail/service-estimate-mail.server";
import { activeAmcForSerial } from "~/server/service/amc.server";
import { assignableStaff, partsCatalogue } from "~/server/service/queue.server";
import { warrantyFor } from "~/server/service/serials.server";
import {
  addTicketNote,
  estimateLineInput,
  estimateRowText,
  statusNoteInput,
  ticketNoteInput,
  estimateLines,
  estimateOf,
  getTicketById,
  renewTrackingToken,
  saveEstimate,
  setTicketStatus,
  ticketAttachments,
  ticketEvents,
  TicketConflict,
  updateTicketFacts,
  type EstimateLineInput,
} from "~/server/service/tickets.server";
import type { Route } from "./+types/service-ticket";

/** SAC of repair and maintenance services, the labour line's default. */
const REPAIR_SAC = "998719";
/** Estimate rows the form offers beyond the saved lines (more with "More lines"). */
const SPARE_ROWS = 3;
const MAX_ROWS = 40;

/** The boxes' required and maxLength, read from the rules each action checks with. */
const FIELDS = {
  status: formConstraintsOf(statusNoteInput),
  note: formConstraintsOf(ticketNoteInput),
  line: formConstraintsOf(estimateRowText),
};

/** The booking's fields by the names the customer's form gives them. */
const LABELS = Object.fromEntries(
  Object.entries(TICKET_FIELDS).map(([name, f]) => [name, f.label]),
) as Record<keyof typeof TICKET_FIELDS, string>;

function ticketOr404(param: string | undefined) {
  const id = parseId(param);
  const ticket = id === null ? undefined : getTicketById(id);
  if (!ticket) notFound("Ticket not found");
  return ticket;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const t = ticketOr404(params.id);
  const today = businessDay();
  const warranty = warrantyFor(t.serial, t.model, businessDay(t.created_at));
  const amc = activeAmcForSerial(t.serial, today);
  const lines = estimateLines(t.id);
  const estimate = estimateOf(t);
  const covered = t.in_warranty || warranty.status === "in";
  const extra = Math.min(Number(new URL(request.url).searchParams.get("rows")) || 0, MAX_ROWS);
  // A ticket under warranty starts from a free repair line: covered faults cost the customer nothing.
  const start: Row[] =
    lines.length > 0
      ? lines.map((l) => ({
          kind: l.kind,
          product_id: l.product_id ? String(l.product_id) : "",
          description: l.description,
          hsn_sac: l.hsn_sac ?? "",
          quantity: String(l.quantity),
          price: String(l.unit_price_paise / 100),
          gst_rate: String(l.gst_rate),
        }))
      : covered
        ? [
            {
              kind: "labour",
              product_id: "",
              description: "Repair covered by warranty (no charge)",
              hsn_sac: REPAIR_SAC,
              quantity: "1",
              price: "0",
              gst_rate: "18",
            },
          ]
        : [];
  const rows = [...start, ...Array.from({ length: SPARE_ROWS + extra }, blankRow)].slice(
    0,
    MAX_ROWS,
  );
  return {
    ticket: {
      ...t,
      statusLabel: TICKET_STATUS_LABELS[t.status],
      faultLabel: TICKET_FAULT_LABELS[t.fault],
      deliveryLabel: TICKET_DELIVERY_LABELS[t.delivery],
      booked: formatDateTime(t.created_at),
      overdue:
        !!t.promised_by && t.promised_by < today && !["delivered", "closed"].includes(t.status),
    },
    warranty:
      warranty.status === "unknown"
        ? { text: "No serial record for this serial number", covered: t.in_warranty }
        : {
            text:
              warranty.status === "in"
                ? `In warranty when booked: until ${formatDate(warranty.until)} (sold ${formatDate(warranty.soldOn)})`
                : `Out of warranty since ${formatDate(warranty.until)} (sold ${formatDate(warranty.soldOn)})`,
            covered,
          },
    amc: amc
      ? { id: amc.id, reference: amc.reference, until: formatDate(amc.end_date), kind: amc.kind }
      : null,
    attachments: ticketAttachments(t.id),
    timeline: ticketEvents(t.id, { internal: true }).map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status && isTicketStatus(e.status) ? TICKET_STATUS_LABELS[e.status] : "",
      note: e.note,
      internal: e.internal,
      actor: e.actor,
      at: formatDateTime(e.created_at),
    })),
    estimate: estimate && {
      total: formatPaise(estimate.totals.totalPaise),
      words: estimate.totalInWords,
      tax: estimate.intraState ? "CGST + SGST" : "IGST",
      validUntil: estimate.validUntil ? formatDate(estimate.validUntil) : null,
      decision: estimate.decision,
      decisionNote: estimate.decisionNote,
    },
    rows,
    moreRows: rows.length < MAX_ROWS ? extra + 5 : null,
    turnaround: String(t.estimate_turnaround_days ?? 3),
    staff: assignableStaff(),
    fields: FIELDS,
    labels: LABELS,
    parts: partsCatalogue().map((p) => ({
      id: String(p.id),
      label: `${p.name}${p.model ? ` (${p.model})` : ""}${p.price ? `, ${formatPaise(rupeesToPaise(p.price))}` : ""}`,
    })),
  };
}

interface Row {
  kind: string;
  product_id: string;
  description: string;
  hsn_sac: string;
  quantity: string;
  price: string;
  gst_rate: string;
}

const blankRow = (): Row => ({
  kind: "part",
  product_id: "",
  description: "",
  hsn_sac: "",
  quantity: "1",
  price: "",
  gst_rate: "18",
});

type Answer = {
  error: string;
  /** The ticket as it is now, when someone else changed it first. */
  theirs?: { status: string; updated: string; lastChange: string } | null;
  whatsapp?: string;
};

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const t = ticketOr404(params.id);
  const form = await readForm(request);
  const value = (k: string) => String(form.get(k) ?? "").trim();
  const version = Number(value("version"));
  const actor = { name: user.username, userId: user.id };
  const intent = value("intent");
  const back = `/admin/service/tickets/${t.id}`;
  const done = (message: string) => redirectWithFlash(back, { type: "success", message });
  try {
    if (intent === "status") {
      const status = value("status");
      if (!isTicketStatus(status))
        return data<Answer>({ error: "Choose a status" }, { status: 400 });
      const note = statusNoteInput.safeParse({ note: form.get("note") ?? "" });
      if (!note.success)
        return data<Answer>({ error: note.error.issues[0].message }, { status: 400 });
      setTicketStatus(t.id, version, status, actor, note.data.note);
      return done(`${t.number} moved to ${TICKET_STATUS_LABELS[status]}`);
    }
    if (intent === "note") {
      const note = ticketNoteInput.safeParse({ note: form.get("note") ?? "" });
      if (!note.success)
        return data<Answer>({ error: note.error.issues[0].message }, { status: 400 });
      addTicketNote(t.id, version, note.data.note, value("visible") !== "on", actor);
      return done("Note added");
    }
    if (intent === "facts") {
      const assignee = value("assignee");
      const promised = value("promised_by");
      if (promised && !/^\d{4}-\d{2}-\d{2}$/.test(promised))
        return data<Answer>({ error: "Promised date must be a date" }, { status: 400 });
      updateTicketFacts(
        t.id,
        version,
        {
          assignee_id: /^\d{1,9}$/.test(assignee) ? Number(assignee) : null,
          promised_by: promised || null,
          in_warranty: value("in_warranty") === "on",
        },
        actor,
      );
      return done("Ticket updated");
    }
    if (intent === "estimate" || intent === "estimate-send") {
      const parsed = readEstimate(form);
      if ("error" in parsed) return data<Answer>({ error: parsed.error }, { status: 400 });
      saveEstimate(t.id, version, parsed, actor, { send: intent === "estimate-send" });
      return done(
        intent === "estimate-send"
          ? "Estimate saved and marked sent: now send the link by email or WhatsApp"
          : "Estimate saved (not sent)",
      );
    }
    if (intent === "send-link") {
      // A fresh link (the earlier one stops working): the token is shown once, in what is sent.
      const token = renewTrackingToken(t.id, version, actor);
      const link = absoluteUrl(env.SITE_URL, `/track/${t.number}/${token}`);
      const fresh = getTicketById(t.id)!;
      const estimate = estimateOf(fresh);
      let mailed = "";
      if (fresh.email && estimate) {
        const outcome = await sendMail(
          serviceEstimateMail({
            to: fresh.email,
            name: fresh.name,
            number: fresh.number,
            model: fresh.model,
            totalPaise: estimate.totals.totalPaise,
            totalInWords: estimate.totalInWords,
            validUntil: estimate.validUntil,
            turnaroundDays: estimate.turnaroundDays,
            link,
          }),
        );
        mailed =
          outcome === "queued"
            ? " The mail waits in the outbox (Admin → Mail)."
            : ` Emailed to ${fresh.email}.`;
      }
      const message = `${ticketMessage(fresh.number, link, fresh.model)}${estimate ? ` Estimate: ${formatPaise(estimate.totals.totalPaise)} incl. GST.` : ""}`;
      return data<Answer>({
        error: "",
        whatsapp: whatsappLink(`91${fresh.phone.replace(/\D/g, "").slice(-10)}`, message),
        theirs: null,
        ...(mailed ? { mailed } : {}),
      } as Answer);
    }
  } catch (error) {
    if (!(error instanceof TicketConflict)) throw error;
    const now = error.current;
    const last = ticketEvents(now.id, { internal: true }).at(-1);
    return data<Answer>(
      {
        error: `${error.message}. Nothing was saved; the page below shows the ticket as it is now.`,
        theirs: {
          status: TICKET_STATUS_LABELS[now.status],
          updated: formatDateTime(now.updated_at),
          lastChange: last
            ? `${last.actor}: ${last.kind}${last.note ? ` (${last.note})` : ""}`
            : "",
        },
      },
      { status: 409 },
    );
  }
  return data<Answer>({ error: "Unknown action" }, { status: 400 });
}

/** The estimate's rows as posted (rows without a description are empty and skipped). */
function readEstimate(
  form: FormData,
): { lines: EstimateLineInput[]; turnaroundDays: number; validDays: number } | { error: string } {
  const all = (k: string) => form.getAll(k).map((v) => String(v).trim());
  const kinds = all("line_kind").slice(0, MAX_ROWS);
  const lines: EstimateLineInput[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const description = all("line_description")[i] ?? "";
    if (!description) continue;
    const text = estimateRowText.safeParse({
      line_description: description,
      line_hsn: all("line_hsn")[i] ?? "",
      line_price: all("line_price")[i] ?? "",
    });
    if (!text.success) return { error: `Line ${i + 1}: ${text.error.issues[0].message}` };
    const price = Number((all("line_price")[i] ?? "").replace(/[₹,\s]/g, "") || "0");
    const parsed = estimateLineInput.safeParse({
      kind: kinds[i],
      product_id: /^\d{1,9}$/.test(all("line_product")[i] ?? "")
        ? Number(all("line_product")[i])
        : null,
      description,
      hsn_sac: all("line_hsn")[i] ?? "",
      quantity: Number(all("line_quantity")[i] || "1"),
      unit_price_paise: Number.isFinite(price) ? rupeesToPaise(price) : NaN,
      gst_rate: Number(all("line_gst")[i] || "18"),
    });
    if (!parsed.success)
      return {
        error: `Line ${i + 1}: ${parsed.error.issues[0]?.message ?? "check its figures"} (quantity 1–999, price in rupees, a GST slab)`,
      };
    lines.push(parsed.data);
  }
  if (lines.length === 0)
    return { error: "An estimate needs at least one line with a description" };
  const turnaroundDays = Number(form.get("turnaround") ?? 3);
  const validDays = Number(form.get("valid_days") ?? 15);
  if (!Number.isInteger(turnaroundDays) || turnaroundDays < 1 || turnaroundDays > 60)
    return { error: "Turnaround must be 1 to 60 working days" };
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > 90)
    return { error: "Validity must be 1 to 90 days" };
  return { lines, turnaroundDays, validDays };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.ticket.number ?? "Ticket"} | Admin Panel` }];
}

const box = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
const input = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const small = "block text-xs font-medium text-slate-600";
const button = "rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark";

export default function ServiceTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    ticket: t,
    warranty,
    amc,
    timeline,
    attachments,
    estimate,
    rows,
    staff,
    parts,
    fields,
    labels,
  } = loaderData;
  const answer = actionData as (Answer & { mailed?: string }) | undefined;
  const version = <input type="hidden" name="version" value={t.version} />;
  return (
    <>
      <ServiceNav />
      <PageHeader
        title={`${t.number}: ${t.model}`}
        description={`${t.statusLabel} · booked ${t.booked}${t.promised_by ? ` · promised by ${formatDate(t.promised_by)}` : ""}`}
      />
      <FormError message={answer?.error || null} />
      {answer?.theirs ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          Now: <strong>{answer.theirs.status}</strong>, changed {answer.theirs.updated}
          {answer.theirs.lastChange ? ` by ${answer.theirs.lastChange}` : ""}.
        </p>
      ) : null}
      {answer?.whatsapp ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm"
        >
          A fresh tracking link was made (the earlier one no longer works).{answer.mailed ?? ""}{" "}
          <a
            href={answer.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-green-800 underline"
          >
            Send it on WhatsApp
          </a>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 pb-4">
        {t.overdue ? (
          <span className="rounded bg-red-100 px-2 py-1 text-sm font-semibold text-red-800">
            Overdue
          </span>
        ) : null}
        {warranty.covered ? (
          <span className="rounded bg-green-100 px-2 py-1 text-sm font-semibold text-green-800">
            In warranty
          </span>
        ) : null}
        {amc ? (
          <Link
            to={`/admin/service/amc/${amc.id}`}
            className="rounded bg-blue-100 px-2 py-1 text-sm font-semibold text-blue-800 underline"
          >
            AMC {amc.reference} until {amc.until}
          </Link>
        ) : null}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <section className={box} aria-labelledby="t-customer">
          <h2 id="t-customer" className="mb-2 font-semibold">
            Customer
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{labels.name}</dt>
            <dd className="break-words">
              {t.name}
              {t.company ? `, ${t.company}` : ""}
            </dd>
            <dt className="text-slate-500">{labels.phone}</dt>
            <dd>
              <a href={`tel:${t.phone.replace(/[^\d+]/g, "")}`} className="text-primary underline">
                {t.phone}
              </a>
            </dd>
            <dt className="text-slate-500">{labels.email}</dt>
            <dd className="break-all">{t.email ?? "—"}</dd>
            <dt className="text-slate-500">{labels.gstin}</dt>
            <dd>{t.gstin ?? "—"}</dd>
            {/* The postal address: the street (if any), city, state and PIN code in one line. */}
            <dt className="text-slate-500">Address</dt>
            <dd className="break-words">
              {[t.address, t.city, `${t.state} ${t.pin}`].filter(Boolean).join(", ")}
            </dd>
            <dt className="text-slate-500">{labels.delivery}</dt>
            <dd>{t.deliveryLabel}</dd>
            <dt className="text-slate-500">{labels.preferred_time}</dt>
            <dd>{t.preferred_time ?? "—"}</dd>
          </dl>
        </section>
        <section className={box} aria-labelledby="t-machine">
          <h2 id="t-machine" className="mb-2 font-semibold">
            Machine and fault
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{labels.model}</dt>
            <dd>{t.model}</dd>
            <dt className="text-slate-500">{labels.serial}</dt>
            <dd className="font-mono break-all">{t.serial}</dd>
            <dt className="text-slate-500">Warranty</dt>
            <dd>{warranty.text}</dd>
            <dt className="text-slate-500">{labels.fault}</dt>
            <dd>{t.faultLabel}</dd>
          </dl>
          <p className="mt-2 text-sm break-words whitespace-pre-line">{t.description}</p>
          {attachments.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos and video">
              {attachments.map((a) => (
                <li key={a.id}>
                  <a
                    href={`/uploads/${a.file}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block"
                  >
                    {a.kind === "image" ? (
                      <img
                        src={`/uploads/${a.file}`}
                        alt={a.original_name}
                        className="h-24 w-24 rounded border object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <span className="flex h-24 w-24 items-center justify-center rounded border text-xs text-primary underline">
                        Video: {a.original_name.slice(0, 20)}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <Form method="post" className={box} aria-labelledby="t-status">
          <h2 id="t-status" className="mb-2 font-semibold">
            Status
          </h2>
          {version}
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="t-status-select" className={small}>
                Move to
              </label>
              <select id="t-status-select" name="status" defaultValue={t.status} className={input}>
                {TICKET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {TICKET_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="t-status-note" className={small}>
                Note for the customer (optional)
              </label>
              <input id="t-status-note" name="note" {...fields.status.note} className={input} />
            </div>
          </div>
          <button type="submit" name="intent" value="status" className={`${button} mt-3`}>
            Change status
          </button>
        </Form>
        <Form method="post" className={box} aria-labelledby="t-facts">
          <h2 id="t-facts" className="mb-2 font-semibold">
            Assignment
          </h2>
          {version}
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="t-assignee" className={small}>
                Assignee
              </label>
              <select
                id="t-assignee"
                name="assignee"
                defaultValue={t.assignee_id ? String(t.assignee_id) : ""}
                className={input}
              >
                <option value="">Nobody yet</option>
                {staff.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.username}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="t-promised" className={small}>
                Promised by
              </label>
              <input
                id="t-promised"
                name="promised_by"
                type="date"
                defaultValue={t.promised_by ?? ""}
                className={input}
              />
            </div>
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="in_warranty"
              defaultChecked={t.in_warranty}
              className="h-5 w-5"
            />{" "}
            In warranty (covered faults cost nothing)
          </label>
          <button type="submit" name="intent" value="facts" className={`${button} mt-3`}>
            Save
          </button>
        </Form>
      </div>

      <Form method="post" className={`${box} mt-5`} aria-labelledby="t-estimate">
        <h2 id="t-estimate" className="mb-1 font-semibold">
          Estimate and parts used
        </h2>
        <p className="mb-3 text-sm text-secondary">
          Prices in rupees before GST (
          {estimate?.tax ?? (t.state === site.gstState ? "CGST + SGST" : "IGST")} by the customer's
          state, {t.state}).
          {estimate
            ? ` Now: ${estimate.total} incl. GST (${estimate.words})${estimate.validUntil ? `, valid until ${estimate.validUntil}` : ""}${estimate.decision ? `; customer ${estimate.decision}${estimate.decisionNote ? `: "${estimate.decisionNote}"` : ""}` : ""}.`
            : ""}
        </p>
        {version}
        <div className="space-y-3">
          {rows.map((r, i) => (
            <fieldset
              key={i}
              className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 sm:grid-cols-4 xl:grid-cols-8"
            >
              <legend className="sr-only">Line {i + 1}</legend>
              <div>
                <label htmlFor={`l${i}-kind`} className={small}>
                  Line {i + 1}
                </label>
                <select id={`l${i}-kind`} name="line_kind" defaultValue={r.kind} className={input}>
                  <option value="part">Part</option>
                  <option value="labour">Labour</option>
                </select>
              </div>
              <div className="col-span-2">
                <label htmlFor={`l${i}-product`} className={small}>
                  Catalogue part
                </label>
                <select
                  id={`l${i}-product`}
                  name="line_product"
                  defaultValue={r.product_id}
                  className={input}
                >
                  <option value="">None</option>
                  {parts.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-span-2 sm:col-span-4 xl:col-span-2">
                <label htmlFor={`l${i}-desc`} className={small}>
                  Description
                </label>
                <input
                  id={`l${i}-desc`}
                  name="line_description"
                  {...fields.line.line_description}
                  defaultValue={r.description}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={`l${i}-hsn`} className={small}>
                  HSN/SAC
                </label>
                <input
                  id={`l${i}-hsn`}
                  name="line_hsn"
                  {...fields.line.line_hsn}
                  inputMode="numeric"
                  defaultValue={r.hsn_sac}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={`l${i}-qty`} className={small}>
                  Qty
                </label>
                <input
                  id={`l${i}-qty`}
                  name="line_quantity"
                  type="number"
                  min={1}
                  max={999}
                  step={1}
                  defaultValue={r.quantity}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={`l${i}-price`} className={small}>
                  Unit ₹
                </label>
                <input
                  id={`l${i}-price`}
                  name="line_price"
                  inputMode="decimal"
                  {...fields.line.line_price}
                  defaultValue={r.price}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={`l${i}-gst`} className={small}>
                  GST %
                </label>
                <select
                  id={`l${i}-gst`}
                  name="line_gst"
                  defaultValue={r.gst_rate}
                  className={input}
                >
                  {GST_RATES.map((g) => (
                    <option key={g} value={String(g)}>
                      {g}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          ))}
        </div>
        {loaderData.moreRows !== null ? (
          <p className="mt-2 text-sm">
            <Link
              to={`?rows=${loaderData.moreRows}`}
              className="text-primary underline"
              preventScrollReset
            >
              More lines
            </Link>
          </p>
        ) : null}
        <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
          <div>
            <label htmlFor="t-turnaround" className={small}>
              Turnaround (working days)
            </label>
            <input
              id="t-turnaround"
              name="turnaround"
              type="number"
              min={1}
              max={60}
              step={1}
              defaultValue={loaderData.turnaround}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="t-valid" className={small}>
              Valid for (days)
            </label>
            <input
              id="t-valid"
              name="valid_days"
              type="number"
              min={1}
              max={90}
              step={1}
              defaultValue="15"
              className={input}
            />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="estimate"
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:border-primary"
          >
            Save draft
          </button>
          <button type="submit" name="intent" value="estimate-send" className={button}>
            Save and mark sent
          </button>
        </div>
      </Form>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <Form method="post" className={box} aria-labelledby="t-send">
          <h2 id="t-send" className="mb-1 font-semibold">
            Send the tracking link
          </h2>
          <p className="mb-3 text-sm text-secondary">
            Makes a fresh link to the tracking page, where the customer sees the estimate and
            answers it; emails it{t.email ? ` to ${t.email}` : " (no email given)"} and offers it
            for WhatsApp to {t.phone}.
          </p>
          {version}
          <button type="submit" name="intent" value="send-link" className={button}>
            Send estimate link
          </button>
        </Form>
        <Form method="post" className={box} aria-labelledby="t-note">
          <h2 id="t-note" className="mb-1 font-semibold">
            Add a note
          </h2>
          {version}
          <label htmlFor="t-note-text" className="sr-only">
            Note
          </label>
          <textarea id="t-note-text" name="note" rows={3} {...fields.note.note} className={input} />
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="visible" className="h-5 w-5" /> Show it to the customer
            (otherwise staff only)
          </label>
          <button type="submit" name="intent" value="note" className={`${button} mt-3`}>
            Add note
          </button>
        </Form>
      </div>

      <section className={`${box} mt-5`} aria-labelledby="t-timeline">
        <h2 id="t-timeline" className="mb-2 font-semibold">
          Timeline
        </h2>
        <ol className="space-y-2 text-sm">
          {timeline.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-200 pl-3">
              <span className="text-slate-500">{e.at}</span> · <strong>{e.actor}</strong>:{" "}
              {e.kind === "status" || e.kind === "created" || e.kind === "decision"
                ? e.status
                : e.kind}
              {e.internal ? (
                <span className="ml-1 rounded bg-slate-100 px-1 text-xs">staff only</span>
              ) : null}
              {e.note ? (
                <span className="block break-words whitespace-pre-line">{e.note}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
