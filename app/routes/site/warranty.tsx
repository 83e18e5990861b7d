import { data, Form } from "react-router";
import { FormProblem, buyerBorder, buyerInput } from "~/components/buyer-field";
import { site } from "~/config/site";
import { formatDate } from "~/lib/dates";
import { pageMeta, pageTitle } from "~/lib/seo";
import { SERIAL_MAX } from "~/lib/warranty";
import { clientAddress } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { PRIVATE } from "~/server/http/cache-control.server";
import { readForm } from "~/server/http/body.server";
import { formValues } from "~/server/validation/fields.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { MODEL_MAX } from "~/server/entities/ticket.server";
import { consumeRateLimit } from "~/server/models/rate-limits.server";
import {
  warrantyCheckInput,
  warrantyFor,
  type WarrantyAnswer,
} from "~/server/service/serials.server";
import type { Route } from "./+types/warranty";

/** Checks per client address an hour: plenty for a customer, too few to walk through serials. */
const WARRANTY_LIMIT = { bucket: "warranty-check", limit: 30, windowMs: 60 * 60_000 };

export function loader() {
  return { siteUrl: env.SITE_URL, fields: formConstraintsOf(warrantyCheckInput) };
}

type Outcome =
  | { kind: "answer"; serial: string; model: string; answer: WarrantyAnswer }
  | { kind: "invalid"; serial: string; model: string; error: string };

/**
 * POST, not GET: a serial in the address would sit in histories and logs, and every check counts
 * against the client's hourly allowance.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = warrantyCheckInput.safeParse(values);
  const shown = {
    serial: (values.serial ?? "").trim().slice(0, SERIAL_MAX),
    model: (values.model ?? "").trim().slice(0, MODEL_MAX),
  };
  const headers = { "Cache-Control": PRIVATE };
  if (!parsed.success)
    return data<Outcome>(
      { kind: "invalid", ...shown, error: parsed.error.issues[0].message },
      { status: 400, headers },
    );
  const limit = consumeRateLimit(WARRANTY_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited)
    return data<Outcome>(
      {
        kind: "invalid",
        ...shown,
        error: `Too many checks from here. Please wait a while, or call us on ${site.phones[0]}.`,
      },
      { status: 429, headers: { ...headers, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  return data<Outcome>(
    {
      kind: "answer",
      ...shown,
      answer: warrantyFor(parsed.data.serial, parsed.data.model || null),
    },
    { headers },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/warranty",
    title: pageTitle("Check your printer's warranty"),
    description: `Type the serial number of a printer bought from ${site.name} to see until when its warranty runs.`,
  });
}

function Answer({ answer }: { answer: WarrantyAnswer }) {
  if (answer.status === "unknown")
    return (
      <section
        role="status"
        className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <h2 className="text-lg font-bold">We have no record of this serial</h2>
        <p className="mt-2">
          Check the serial on the label under the printer (and the model, if you typed one). If you
          bought it from us, call {site.phones[0]} with your invoice number and we will look it up.
          Bought elsewhere? The maker&apos;s warranty may still cover it, and we repair it either
          way.
        </p>
        <p className="mt-3">
          <a href="/service" className="font-semibold text-primary underline">
            Book a repair
          </a>
        </p>
      </section>
    );
  const inWarranty = answer.status === "in";
  return (
    <section
      role="status"
      className={`mt-6 rounded-xl border p-5 ${inWarranty ? "border-green-200 bg-green-50 text-green-950" : "border-slate-200 bg-white text-slate-900"}`}
    >
      <h2 className="text-lg font-bold" data-testid="warranty-answer">
        {inWarranty
          ? `In warranty until ${formatDate(answer.until)}`
          : `Out of warranty since ${formatDate(answer.until)}`}
      </h2>
      <p className="mt-2">
        {answer.model}, bought from us on {formatDate(answer.soldOn)}.
        {answer.amcUntil
          ? ` Covered by an annual maintenance contract until ${formatDate(answer.amcUntil)}.`
          : ""}
      </p>
      <p className="mt-3">
        <a href="/service" className="font-semibold text-primary underline">
          {inWarranty ? "Book a warranty repair" : "Book a repair"}
        </a>
        {!inWarranty ? (
          <>
            {" "}
            ·{" "}
            <a href="/amc" className="font-semibold text-primary underline">
              Keep it covered with an AMC
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}

export default function WarrantyPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as Outcome | undefined;
  const { fields } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Check your warranty</h1>
      <p className="mt-2 text-secondary">
        {site.warranty}. Type the serial number from the label under the printer.
      </p>
      {outcome?.kind === "invalid" ? (
        <FormProblem className="mt-6">{outcome.error}</FormProblem>
      ) : null}
      <Form method="post" className="mt-6 space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-8">
        <div>
          <label htmlFor="warranty-serial" className="block text-sm font-medium">
            Serial number
          </label>
          <input
            id="warranty-serial"
            name="serial"
            {...fields.serial}
            autoComplete="off"
            defaultValue={outcome?.serial}
            className={`${buyerInput} ${buyerBorder(outcome?.kind === "invalid" ? "x" : undefined)}`}
          />
        </div>
        <div>
          <label htmlFor="warranty-model" className="block text-sm font-medium">
            Model (optional)
          </label>
          <input
            id="warranty-model"
            name="model"
            {...fields.model}
            autoComplete="off"
            placeholder="e.g. ZD421"
            defaultValue={outcome?.model}
            className={`${buyerInput} ${buyerBorder(undefined)}`}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
        >
          Check warranty
        </button>
      </Form>
      {outcome?.kind === "answer" ? <Answer answer={outcome.answer} /> : null}
    </main>
  );
}
