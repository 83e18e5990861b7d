import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  BuyerField,
  FormProblem,
  StateSelect,
  buyerBorder,
  buyerInput,
} from "~/components/buyer-field";
import { RequiredStar } from "~/components/field-notes";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { clientAddress } from "~/server/auth/auth.server";
import { formFieldsOf, type FormField } from "~/server/entities/entity.server";
import { TICKET_FIELDS, ticketEntity, ticketInput } from "~/server/entities/ticket.server";
import { env } from "~/server/env.server";
import { ACCEPT, sizeText } from "~/server/files/uploads.server";
import { PRIVATE } from "~/server/http/cache-control.server";
import { receiveUploads } from "~/server/http/body.server";
import { getPublicPrinterBySlug } from "~/server/models/fits.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import { ticketBookedMail } from "~/server/service/ticket-mail.server";
import { sendMail } from "~/server/mail/mailer.server";
import {
  BOOKING_LIMIT,
  createTicket,
  matchModel,
  type TicketFile,
} from "~/server/service/tickets.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/service";

/** What a refused form shows again: the booking's fields and the model's two helpers. */
const KEPT = [...Object.keys(TICKET_FIELDS), "product", "model_unlisted"];

function kept(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of KEPT) if (values[f] !== undefined) out[f] = values[f].slice(0, 2000);
  return out;
}

const { photos: PHOTOS, video: VIDEO } = ticketEntity.uploads;
const LIMITS = {
  photos: `up to ${PHOTOS.maxCount} photos (JPEG, PNG or WebP), ${sizeText(PHOTOS.maxBytes)} each`,
  video: `one MP4 video up to ${sizeText(VIDEO.maxBytes)} (about a minute from a phone)`,
};

/** Each booking field's words, placement and browser constraints, by name: plain data for the page. */
const FIELDS = Object.fromEntries(formFieldsOf(TICKET_FIELDS).map((f) => [f.name, f])) as Record<
  keyof typeof TICKET_FIELDS,
  FormField
>;

export function loader({ request }: Route.LoaderArgs) {
  // A printer's page links here with its slug: the model comes filled in.
  const slug = new URL(request.url).searchParams.get("printer") ?? "";
  const printer = slug ? getPublicPrinterBySlug(slug.slice(0, 120)) : undefined;
  return {
    siteUrl: env.SITE_URL,
    fields: FIELDS,
    printer: printer ? { slug: printer.slug, model: printer.model || printer.name } : null,
    limits: LIMITS,
    accept: { photos: ACCEPT.photo, video: ACCEPT.video },
  };
}

type Choice = { slug: string; name: string; model: string | null };

export type ServiceActionResult = {
  errors: Record<string, string>;
  message?: string;
  values: Record<string, string>;
  choices?: Choice[];
};

function refuse(result: ServiceActionResult, status: number, headers?: HeadersInit) {
  return data(result, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveUploads(request, ticketEntity.uploads);
  if (!received.ok) {
    const values = kept(received.form ? formValues(received.form) : {});
    const field = received.field === "photos" || received.field === "video" ? received.field : null;
    return refuse(
      {
        errors: field ? { [field]: received.error } : {},
        message: `${received.error}. Nothing was saved: please choose your files again and send the form.`,
        values,
      },
      received.status,
    );
  }
  const values = formValues(received.form);
  const typed = kept(values);
  const parsed = ticketInput.safeParse(values);
  if (!parsed.success) {
    await received.discard();
    return refuse({ errors: fieldErrors(parsed.error), values: typed }, 400);
  }

  // The model: a printer chosen from the choices, one the typed model names, or typed freely.
  let productId: number | null = null;
  const chosen = values.product ? getPublicPrinterBySlug(values.product.slice(0, 120)) : undefined;
  if (chosen) productId = chosen.id;
  else if (values.model_unlisted !== "1") {
    const match = matchModel(parsed.data.model);
    if (match.kind === "printer") productId = match.printer.id;
    else {
      await received.discard();
      const choices = match.choices.map(({ slug, name, model }) => ({ slug, name, model }));
      return refuse(
        {
          errors: {
            model:
              match.kind === "several"
                ? `"${parsed.data.model}" names ${choices.length} printers: please choose yours`
                : `We do not know the model "${parsed.data.model}". Check it on the label under the printer${choices.length ? ", choose one of these" : ""}, or tick "My model is not listed" to book it as typed.`,
          },
          values: typed,
          choices,
        },
        400,
      );
    }
  }

  const limit = consumeRateLimit(BOOKING_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited) {
    await received.discard();
    return refuse(
      {
        errors: {},
        message: `You have booked several repairs in a short time. Please wait a while, or call us on ${site.phones[0]}. Nothing was saved.`,
        values: typed,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const files: TicketFile[] = [];
  const photos = received.files.photos;
  if (photos)
    for (const p of [photos, ...(photos.more ?? [])])
      files.push({ file: p.name, originalName: p.originalName, kind: "image", size: p.size });
  const video = received.files.video;
  if (video)
    files.push({
      file: video.name,
      originalName: video.originalName,
      kind: "video",
      size: video.size,
    });

  let created;
  try {
    created = createTicket(parsed.data, productId, files);
  } catch (error) {
    await received.discard();
    if (error instanceof Response) throw error;
    console.error("[service] could not store a booking", error);
    return refuse(
      {
        errors: {},
        message: `Your booking could not be saved. Please try again, or call us on ${site.phones[0]}.`,
        values: typed,
      },
      500,
    );
  }
  const link = `${env.SITE_URL.replace(/\/$/, "")}/track/${created.number}/${created.token}`;
  let mailed = "";
  if (parsed.data.email) {
    const outcome = await sendMail(
      ticketBookedMail({ ...parsed.data, number: created.number, email: parsed.data.email }, link),
    );
    mailed = outcome === "sent" ? "sent" : "queued";
  }
  return redirect(
    `/track/${created.number}/${created.token}?booked=1${mailed ? `&mail=${mailed}` : ""}`,
    { headers: { "Cache-Control": PRIVATE } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/service",
    title: pageTitle("Book a printer repair"),
    description: `Book a repair for your barcode or label printer: drop it at our office, pickup in Delhi NCR, courier from anywhere in India, or an on-site visit. ${site.sameDayRepair}.`,
  });
}

type Model = { slug: string; name: string; model: string | null };

/**
 * The model box: a plain text field. With JavaScript it suggests catalogue printers as one types
 * (the supplies finder's model lookup); without, the server matches what was typed.
 */
function ModelInput({ field, value, error }: { field: FormField; value: string; error?: string }) {
  const [options, setOptions] = useState<Model[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggest = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return setOptions([]);
    timer.current = setTimeout(() => {
      fetch(`/supplies/printers?q=${encodeURIComponent(text)}`)
        .then((r) => (r.ok ? r.json() : { printers: [] }))
        .then((d: { printers: Model[] }) => setOptions(d.printers))
        .catch(() => {});
    }, 150);
  };
  return (
    <div className="sm:col-span-2">
      <label htmlFor="service-model" className="block text-sm font-medium">
        {field.label}
        <RequiredStar required={field.required} />
      </label>
      <input
        id="service-model"
        name="model"
        list="service-models"
        autoComplete="off"
        required={field.required}
        maxLength={field.maxLength}
        defaultValue={value}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "service-model-error service-model-hint" : "service-model-hint"}
        onChange={(e) => suggest(e.currentTarget.value)}
        className={`${buyerInput} ${buyerBorder(error)}`}
      />
      <datalist id="service-models">
        {options.map((m) => (
          <option key={m.slug} value={m.model ?? m.name}>
            {m.name}
          </option>
        ))}
      </datalist>
      <p id="service-model-hint" className="mt-1 text-xs text-secondary">
        {field.hint}
      </p>
      {error ? (
        <p id="service-model-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A choice drawn as radio buttons, asked by its prompt (placeholder) or else its label. */
function ChoiceGroup({ field, value, error }: { field: FormField; value: string; error?: string }) {
  const { name, options = [] } = field;
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={error ? `service-${name}-error` : undefined}
    >
      <legend className="text-sm font-medium">
        {field.placeholder ?? field.label}
        <RequiredStar required={field.required} />
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-11 items-center gap-3 rounded-lg border bg-white px-3 py-2 ${buyerBorder(error)}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={value === o.value}
              required={field.required}
              className="h-4 w-4"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`service-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { fields: f, printer, limits, accept } = loaderData;
  const result = actionData as ServiceActionResult | undefined;
  const errors = result?.errors ?? {};
  const v: Record<string, string> =
    result?.values ?? (printer ? { model: printer.model, product: printer.slug } : {});
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const hasErrors = Object.keys(errors).length > 0;
  /** A text box or area as the registry describes it; the page adds the browser's hints. */
  const text = (
    field: FormField,
    extra: { type?: string; autoComplete?: string; className?: string } = {},
  ) => (
    <BuyerField
      form="service"
      name={field.name}
      label={field.label}
      hint={field.hint}
      constraint={field}
      multiline={field.kind === "textarea"}
      rows={field.rows}
      className={field.wide ? "sm:col-span-2" : ""}
      error={errors[field.name]}
      value={v[field.name]}
      {...extra}
    />
  );
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Book a printer repair</h1>
      <p className="mt-2 text-secondary">
        Tell us about the printer and the fault. You get a ticket number and a private link to
        follow the repair, see the estimate and approve it. {site.sameDayRepair}; {site.hours}.
      </p>
      <p className="mt-2 text-sm">
        Already booked?{" "}
        <a href="/track" className="font-semibold text-primary underline">
          Track a repair
        </a>{" "}
        ·{" "}
        <a href="/warranty" className="font-semibold text-primary underline">
          Check your warranty
        </a>{" "}
        ·{" "}
        <a href="/amc" className="font-semibold text-primary underline">
          Maintenance contracts (AMC)
        </a>
      </p>
      {result?.message ? <FormProblem className="mt-6">{result.message}</FormProblem> : null}
      {hasErrors && !result?.message ? (
        <FormProblem className="mt-6">Please correct the highlighted fields.</FormProblem>
      ) : null}

      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-8 space-y-10"
        aria-label="Book a repair"
        id="service-form"
      >
        <section
          aria-labelledby="service-printer"
          className="rounded-xl bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="service-printer" className="text-xl font-bold text-slate-900">
            {f.model.section}
          </h2>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <ModelInput field={f.model} value={v.model ?? ""} error={errors.model} />
            {result?.choices && result.choices.length > 0 ? (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium">Which printer is it?</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {result.choices.map((ch) => (
                    <label
                      key={ch.slug}
                      className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2"
                    >
                      <input type="radio" name="product" value={ch.slug} className="h-4 w-4" />
                      <span>
                        {ch.name}
                        {ch.model ? <span className="text-secondary"> ({ch.model})</span> : null}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : v.product ? (
              <input type="hidden" name="product" value={v.product} />
            ) : null}
            {errors.model || v.model_unlisted ? (
              <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
                <input
                  type="checkbox"
                  name="model_unlisted"
                  value="1"
                  defaultChecked={v.model_unlisted === "1"}
                  className="h-4 w-4"
                />
                <span>My model is not listed: book it as I typed it</span>
              </label>
            ) : null}
            {text(f.serial, { autoComplete: "off" })}
            <ChoiceGroup field={f.fault} value={v.fault ?? ""} error={errors.fault} />
            {text(f.description)}
          </div>
        </section>

        <section
          aria-labelledby="service-delivery"
          className="rounded-xl bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="service-delivery" className="text-xl font-bold text-slate-900">
            {f.delivery.section}
          </h2>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <ChoiceGroup field={f.delivery} value={v.delivery ?? ""} error={errors.delivery} />
            <p className="text-sm text-secondary sm:col-span-2">
              Our office: {site.address.street}, {site.address.locality} {site.address.postalCode}.
            </p>
            {text(f.address)}
            {text(f.preferred_time)}
          </div>
        </section>

        <section
          aria-labelledby="service-contact"
          className="rounded-xl bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="service-contact" className="text-xl font-bold text-slate-900">
            {f.name.section}
          </h2>
          <p className="mt-1 text-sm text-secondary">Fields marked * are required.</p>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {text(f.name, { autoComplete: "name" })}
            {text(f.company, { autoComplete: "organization" })}
            {text(f.phone, { type: "tel", autoComplete: "tel" })}
            {text(f.email, { type: "email", autoComplete: "email" })}
            {text(f.gstin)}
            {text(f.city, { autoComplete: "address-level2" })}
            <div>
              <StateSelect
                form="service"
                label={f.state.label}
                required={f.state.required}
                error={errors.state}
                value={v.state}
              />
            </div>
            {text(f.pin, { autoComplete: "postal-code" })}
          </div>
        </section>

        {/* Files last: the text above arrives first, so a refused file still gives the form back. */}
        <section
          aria-labelledby="service-files"
          className="rounded-xl bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="service-files" className="text-xl font-bold text-slate-900">
            Photos or a short video (optional)
          </h2>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="service-photos" className="block text-sm font-medium">
                Photos
              </label>
              <input
                id="service-photos"
                name="photos"
                type="file"
                multiple
                accept={accept.photos}
                aria-describedby="service-photos-hint"
                className="mt-1 w-full text-sm"
              />
              <p id="service-photos-hint" className="mt-1 text-xs text-secondary">
                {limits.photos}
              </p>
              {errors.photos ? <p className="mt-1 text-sm text-red-700">{errors.photos}</p> : null}
            </div>
            <div>
              <label htmlFor="service-video" className="block text-sm font-medium">
                Video
              </label>
              <input
                id="service-video"
                name="video"
                type="file"
                accept={accept.video}
                aria-describedby="service-video-hint"
                className="mt-1 w-full text-sm"
              />
              <p id="service-video-hint" className="mt-1 text-xs text-secondary">
                {limits.video}
              </p>
              {errors.video ? <p className="mt-1 text-sm text-red-700">{errors.video}</p> : null}
            </div>
          </div>
        </section>

        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        >
          {busy ? "Sending…" : "Book the repair"}
        </button>
      </Form>
    </main>
  );
}
