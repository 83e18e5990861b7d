import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/server/auth/auth.server";
import { sellerFormFields, sellerInput } from "~/server/entities/quote-fields.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { saveSellerSettings, sellerSettingsValues } from "~/server/models/seller-settings.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/quotes-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const values = sellerSettingsValues();
  return {
    fields: sellerFormFields(),
    values: Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v === null ? "" : String(v)]),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  requireQuotesFeature();
  const values = formValues(await readForm(request));
  const parsed = sellerInput.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  saveSellerSettings(parsed.data);
  return redirectWithFlash("/admin/quotes/settings", {
    type: "success",
    message: "Seller settings saved: quotations sent from now on carry them",
  });
}

export function meta() {
  return [{ title: "Seller settings | Admin Panel" }];
}

export default function SellerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const errors = (actionData?.errors ?? {}) as Record<string, string>;
  const values = (actionData?.values ?? loaderData.values) as Record<string, string>;
  const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
  return (
    <>
      <PageHeader
        title="Seller settings"
        description="The seller's details printed on every quotation and proforma invoice."
        actions={
          <Link
            to="/admin/quotes"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-primary"
          >
            All quotes
          </Link>
        }
      />
      <Form
        method="post"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        {loaderData.fields.map((f) => (
          <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
            <label htmlFor={`seller-${f.name}`} className="block text-sm font-medium">
              {f.label}
            </label>
            {f.kind === "select" ? (
              <select
                id={`seller-${f.name}`}
                name={f.name}
                defaultValue={values[f.name]}
                className={field}
              >
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.kind === "textarea" ? (
              <textarea
                id={`seller-${f.name}`}
                name={f.name}
                rows={f.rows}
                maxLength={f.maxLength}
                defaultValue={values[f.name]}
                className={field}
              />
            ) : (
              <input
                id={`seller-${f.name}`}
                name={f.name}
                inputMode={f.kind === "number" ? "numeric" : undefined}
                required={f.required || undefined}
                maxLength={f.maxLength}
                defaultValue={values[f.name]}
                aria-invalid={errors[f.name] ? true : undefined}
                className={field}
              />
            )}
            {f.hint ? <p className="mt-1 text-xs text-secondary">{f.hint}</p> : null}
            {errors[f.name] ? <p className="mt-1 text-sm text-red-700">{errors[f.name]}</p> : null}
          </div>
        ))}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
          >
            Save settings
          </button>
        </div>
      </Form>
    </>
  );
}
