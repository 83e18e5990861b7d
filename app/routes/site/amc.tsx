import { data, Form, redirect } from "react-router";
import { BuyerField, FormProblem, buyerBorder, buyerInput } from "~/components/buyer-field";
import { AMC_KIND_LABELS, AMC_KINDS, AMC_SAC } from "~/lib/amc";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { addAmcToBasket, basketCookies, readBasket } from "~/server/quotes/basket.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { amcRequestInput } from "~/server/quotes/inputs.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/amc";

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
  return { siteUrl: env.SITE_URL, fields: formConstraintsOf(amcRequestInput) };
}

/**
 * "Ask for an AMC quote": the plan, the printers it covers and their models go into the quote basket
 * as a service line (replacing one asked for before), and the buyer goes on to the basket, where the
 * contact details and the place of supply are asked once for everything in it.
 */
export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = amcRequestInput.safeParse(values);
  const kept = {
    plan: String(values.plan ?? "").slice(0, 40),
    printers: String(values.printers ?? "").slice(0, 20),
    models: String(values.models ?? "").slice(0, 200),
  };
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), values: kept }, { status: 400 });
  const change = addAmcToBasket(await readBasket(request), {
    k: parsed.data.plan,
    q: parsed.data.printers,
    n: parsed.data.models,
  });
  if (!change.ok) return data({ errors: { form: change.message }, values: kept }, { status: 400 });
  return redirect("/quote", { headers: await basketCookies(change.basket) });
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

export default function AmcPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fields } = loaderData;
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
        <p className="mt-2 max-w-3xl text-sm text-secondary">
          The contract goes into your quote basket as a service line (SAC {AMC_SAC}, GST 18%),
          beside any printers or supplies you add; send it from there with your details, and we
          reply with the price.
        </p>
        {errors.form ? <FormProblem className="mt-4">{errors.form}</FormProblem> : null}
        <Form
          method="post"
          className="mt-5 grid gap-5 sm:grid-cols-2"
          aria-label="Ask for an AMC quote"
        >
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Plan</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {AMC_KINDS.map((p) => (
                <label
                  key={p}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={p}
                    defaultChecked={(v.plan || "comprehensive") === p}
                    required={fields.plan.required}
                    className="h-4 w-4"
                  />
                  <span>{AMC_KIND_LABELS[p]}</span>
                </label>
              ))}
            </div>
            {errors.plan ? <p className="mt-1 text-sm text-red-700">{errors.plan}</p> : null}
          </fieldset>
          <div>
            <label htmlFor="amc-printers" className="block text-sm font-medium">
              Number of printers
            </label>
            <input
              id="amc-printers"
              name="printers"
              type="number"
              inputMode="numeric"
              {...fields.printers}
              defaultValue={v.printers}
              aria-invalid={errors.printers ? true : undefined}
              aria-describedby={errors.printers ? "amc-printers-error" : undefined}
              className={`${buyerInput} ${buyerBorder(errors.printers)}`}
            />
            {errors.printers ? (
              <p id="amc-printers-error" className="mt-1 text-sm text-red-700">
                {errors.printers}
              </p>
            ) : null}
          </div>
          <BuyerField
            form="amc"
            name="models"
            label="Models"
            constraint={fields.models}
            hint="e.g. 3 × ZD421, 1 × ZT411"
            error={errors.models}
            value={v.models}
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
