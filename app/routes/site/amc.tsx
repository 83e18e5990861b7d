import { data, Form } from "react-router";
import { BuyerField, FormProblem, buyerBorder, buyerInput } from "~/components/buyer-field";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { clientAddress } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { storeInquiry } from "~/server/models/inquiries.server";
import { CONTACT_LIMIT, consumeRateLimit } from "~/server/models/rate-limits.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import { inquiryInput } from "~/server/validation/inquiry.server";
import type { Route } from "./+types/amc";

/** The same allowance as the contact form: an AMC request is an inquiry staff answer. */
const PLANS = [
  {
    kind: "Comprehensive",
    text: "Labour, preventive visits and the parts that wear (print heads, platen rollers, sensors) are covered: one yearly fee, no repair bills.",
  },
  {
    kind: "Non-comprehensive",
    text: "Labour and preventive visits are covered; parts are charged when they are needed, at contract prices.",
  },
] as const;

const FACTS = [
  {
    title: "Visits a year",
    text: "Four preventive visits (quarterly) as standard; monthly for busy lines.",
  },
  {
    title: "Response time",
    text: `Next working day in ${site.city} and NCR; 48 hours elsewhere through our partners. Same-day repair in our office.`,
  },
  {
    title: "Standby printer",
    text: "A loan printer while yours is in the workshop, on comprehensive plans.",
  },
  {
    title: "Any brand",
    text: "GoDEX, TSC, Zebra, Honeywell, Citizen, Argox and more, bought from us or not.",
  },
] as const;

export function loader() {
  return { siteUrl: env.SITE_URL };
}

const clip = (s: string | undefined, n: number) => (s ?? "").trim().slice(0, n);

/** "Ask for an AMC quote": kept as a service inquiry (Admin → Inquiries) with the plan's facts. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const plan = values.plan === "comprehensive" ? "Comprehensive" : "Non-comprehensive";
  const printers = clip(values.printers, 4);
  const models = clip(values.models, 300);
  const city = clip(values.city, 100);
  const parsed = inquiryInput.safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    inquiry_type: "service",
    subject: `AMC quote: ${plan}, ${printers || "?"} printer(s)${city ? `, ${city}` : ""}`,
    message: [
      `Please quote an annual maintenance contract.`,
      `Plan: ${plan}`,
      `Printers: ${printers || "not given"}`,
      `Models: ${models || "not given"}`,
      `City: ${city || "not given"}`,
    ].join("\n"),
  });
  const kept = { ...values };
  if (!/^\d{1,4}$/.test(printers) || Number(printers) < 1)
    return data(
      {
        ok: false as const,
        errors: { printers: "How many printers? A number from 1" },
        values: kept,
      },
      { status: 400 },
    );
  if (!parsed.success)
    return data(
      { ok: false as const, errors: fieldErrors(parsed.error), values: kept },
      { status: 400 },
    );
  const limit = consumeRateLimit(CONTACT_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited)
    return data(
      {
        ok: false as const,
        errors: {
          form: `You have sent several messages in a short time. Please call us on ${site.phones[0]}.`,
        },
        values: kept,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  storeInquiry(parsed.data, env.SITE_URL);
  return data({ ok: true as const, errors: {}, values: {} });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/amc",
    title: pageTitle("Annual maintenance contracts (AMC) for barcode printers"),
    description:
      "Comprehensive and non-comprehensive AMC for barcode and label printers: preventive visits, response times, parts. Ask for a quote.",
  });
}

export default function AmcPage({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const v: Record<string, string> = actionData?.values ?? {};
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Annual maintenance contracts</h1>
      <p className="mt-2 max-w-3xl text-secondary">
        An AMC keeps your printers printing: our engineers visit on a schedule, clean and calibrate
        before anything fails, and come first when something does. One yearly fee, a GST invoice.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {PLANS.map((p) => (
          <li key={p.kind} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">{p.kind}</h2>
            <p className="mt-2 text-sm text-slate-700">{p.text}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {FACTS.map((f) => (
          <div key={f.title} className="rounded-xl bg-slate-50 p-5">
            <dt className="font-semibold text-slate-900">{f.title}</dt>
            <dd className="mt-1 text-sm text-slate-700">{f.text}</dd>
          </div>
        ))}
      </dl>

      <section
        aria-labelledby="amc-quote"
        className="mt-10 rounded-xl bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="amc-quote" className="text-xl font-bold text-slate-900">
          Ask for an AMC quote
        </h2>
        {actionData?.ok ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
          >
            Thank you: we have your request and will send the AMC quote within a working day.
          </p>
        ) : null}
        {errors.form ? <FormProblem className="mt-4">{errors.form}</FormProblem> : null}
        <Form
          method="post"
          className="mt-5 grid gap-5 sm:grid-cols-2"
          aria-label="Ask for an AMC quote"
        >
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Plan</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(["comprehensive", "non-comprehensive"] as const).map((p) => (
                <label
                  key={p}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={p}
                    defaultChecked={(v.plan ?? "comprehensive") === p}
                    className="h-4 w-4"
                  />
                  <span>{p === "comprehensive" ? "Comprehensive" : "Non-comprehensive"}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="amc-printers" className="block text-sm font-medium">
              Number of printers
            </label>
            <input
              id="amc-printers"
              name="printers"
              type="number"
              min={1}
              max={9999}
              required
              defaultValue={v.printers}
              className={`${buyerInput} ${buyerBorder(errors.printers)}`}
            />
            {errors.printers ? (
              <p className="mt-1 text-sm text-red-700">{errors.printers}</p>
            ) : null}
          </div>
          <BuyerField
            form="amc"
            name="models"
            label="Models"
            maxLength={300}
            hint="e.g. 3 × ZD421, 1 × ZT411"
            value={v.models}
          />
          <BuyerField
            form="amc"
            name="name"
            label="Name"
            required
            maxLength={100}
            autoComplete="name"
            error={errors.name}
            value={v.name}
          />
          <BuyerField
            form="amc"
            name="company"
            label="Company"
            maxLength={100}
            autoComplete="organization"
            error={errors.company}
            value={v.company}
          />
          <BuyerField
            form="amc"
            name="email"
            label="Email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            error={errors.email}
            value={v.email}
          />
          <BuyerField
            form="amc"
            name="phone"
            label="Phone"
            type="tel"
            maxLength={30}
            autoComplete="tel"
            error={errors.phone}
            value={v.phone}
          />
          <BuyerField
            form="amc"
            name="city"
            label="City"
            maxLength={100}
            autoComplete="address-level2"
            value={v.city}
          />
          <div className="sm:col-span-2">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              Ask for an AMC quote
            </button>
          </div>
        </Form>
      </section>
    </main>
  );
}
