import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import {
  FormError,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form-field";
import { ServiceNav } from "~/components/admin/service-nav";
import { AMC_KIND_LABELS, AMC_KINDS } from "~/lib/amc";
import { formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { FORM_INVALID } from "~/lib/manager-messages";
import { requireAdmin } from "~/server/auth/auth.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import {
  AmcConflict,
  amcInput,
  deleteAmc,
  devicesText,
  getAmc,
  renewalOf,
  saveAmc,
  type AmcWithDevices,
} from "~/server/service/amc.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/service-amc-form";

const NOT_FOUND = "Contract not found";

/** Each input's required, maxLength, min, max and step, read from the rules the save checks with. */
const FIELDS = formConstraintsOf(amcInput);

/** A contract as the form shows it (text values, the value in rupees, devices one a line). */
function formOf(c: Omit<AmcWithDevices, "version">): Record<string, string> {
  return {
    customer: c.customer,
    gstin: c.gstin ?? "",
    contact_name: c.contact_name ?? "",
    phone: c.phone ?? "",
    email: c.email ?? "",
    city: c.city ?? "",
    kind: c.kind,
    start_date: c.start_date,
    end_date: c.end_date,
    visits_included: String(c.visits_included),
    visits_done: String(c.visits_done),
    value: c.value_paise ? String(c.value_paise / 100) : "",
    notes: c.notes ?? "",
    devices: devicesText(c.devices),
  };
}

/** What the page is: a new contract, the renewal of one, or one contract. */
function pageOf(request: Request, params: { id?: string }) {
  const renew = new URL(request.url).pathname.endsWith("/renew");
  if (params.id === undefined) return { id: null, renew: false, current: undefined };
  const id = parseId(params.id);
  const current = id === null ? undefined : getAmc(id);
  if (!current) notFound(NOT_FOUND);
  return { id: renew ? null : current.id, renew, current };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { id, renew, current } = pageOf(request, params);
  const blank: Record<string, string> = {
    kind: "non-comprehensive",
    visits_included: "4",
    visits_done: "0",
  };
  return {
    id,
    reference: current && !renew ? current.reference : null,
    renewing: renew && current ? current.reference : null,
    version: current && !renew ? current.version : null,
    values: current ? formOf(renew ? renewalOf(current) : current) : blank,
    fields: FIELDS,
    updated: current && !renew ? current.updated_at : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { id, current } = pageOf(request, params);
  const values = formValues(await readForm(request));
  const version = values.version || null;
  if (id !== null && (values.intent === "delete" || values.intent === "delete-confirmed")) {
    if (values.intent === "delete") return data({ confirmDelete: true as const, values });
    try {
      const removed = deleteAmc(id, version);
      return redirectWithFlash("/admin/service/amc", {
        type: "success",
        message: `Contract ${removed.reference} deleted`,
      });
    } catch (error) {
      if (!(error instanceof AmcConflict)) throw error;
      return conflict(error, values);
    }
  }
  const parsed = amcInput.safeParse(values);
  if (!parsed.success)
    return data(
      { error: FORM_INVALID, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  try {
    const saved = saveAmc(id, parsed.data, version);
    return redirectWithFlash(`/admin/service/amc/${saved.id}`, {
      type: "success",
      message:
        id === null ? `Contract ${saved.reference} added` : `Contract ${saved.reference} saved`,
    });
  } catch (error) {
    if (!(error instanceof AmcConflict)) throw error;
    void current;
    return conflict(error, values);
  }
}

/** A save made from an out-of-date page: refused, their version shown, what was typed kept. */
function conflict(error: AmcConflict, values: Record<string, string>) {
  const now = error.current;
  return data(
    {
      error: error.message,
      errors: {} as Record<string, string>,
      values: { ...values, version: now?.version ?? "" },
      theirs: now
        ? {
            ...formOf(now),
            value: formatPaise(now.value_paise),
            updated: now.updated_at,
          }
        : null,
    },
    { status: 409 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.reference ?? "New AMC contract"} | Admin Panel` }];
}

const FIELD_LABELS: Record<string, string> = {
  customer: "Customer",
  gstin: "GSTIN",
  contact_name: "Contact",
  phone: "Phone",
  email: "Email",
  city: "City",
  kind: "Kind",
  start_date: "Start",
  end_date: "End",
  visits_included: "Visits included",
  visits_done: "Visits done",
  value: "Value",
  notes: "Notes",
  devices: "Devices",
};

export default function AmcForm({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as
    | {
        error?: string;
        errors?: Record<string, string>;
        values: Record<string, string>;
        theirs?: Record<string, string> | null;
        confirmDelete?: true;
      }
    | undefined;
  const values: Record<string, string> = result?.values ?? loaderData.values;
  const errors = result?.errors ?? {};
  const { fields } = loaderData;
  const version = result?.values.version ?? loaderData.version ?? "";
  const title = loaderData.reference
    ? `Contract ${loaderData.reference}`
    : loaderData.renewing
      ? `Renew ${loaderData.renewing}`
      : "New AMC contract";
  // Keyed by the version, so a refused save's fields show what was typed, not the stored copy.
  const key = `${version}-${result ? "typed" : "stored"}`;
  return (
    <>
      <ServiceNav />
      <PageHeader
        title={title}
        description={
          loaderData.updated ? `Last changed ${formatDate(loaderData.updated)}` : undefined
        }
        actions={
          loaderData.id !== null ? (
            <Link
              to={`/admin/service/amc/${loaderData.id}/renew`}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
            >
              Renew
            </Link>
          ) : null
        }
      />
      <FormError message={result?.error} />
      {result?.theirs ? (
        <section
          aria-labelledby="amc-theirs"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          <h2 id="amc-theirs" className="font-semibold text-amber-900">
            The contract as it is now
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {Object.entries(FIELD_LABELS).map(([k, label]) =>
              (result.theirs![k] ?? "") !== (values[k] ?? "") ? (
                <div key={k} className="min-w-0">
                  <dt className="inline font-medium">{label}: </dt>
                  <dd className="inline break-words whitespace-pre-line">
                    {result.theirs![k] || "(blank)"}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </section>
      ) : null}
      {result?.confirmDelete ? (
        <Form method="post" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4">
          <input type="hidden" name="version" value={version} />
          <p className="font-medium text-red-900">
            Delete contract {loaderData.reference} and its device list for good?
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="delete-confirmed"
              className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
            >
              Delete for good
            </button>
            <Link
              to={`/admin/service/amc/${loaderData.id}`}
              className="px-4 py-2 text-primary underline"
            >
              Keep it
            </Link>
          </div>
        </Form>
      ) : null}
      <Form method="post" key={key} className="space-y-6" noValidate={false}>
        <input type="hidden" name="version" value={version} />
        <FormSection title="Customer">
          <TextField
            label="Customer"
            name="customer"
            {...fields.customer}
            defaultValue={values.customer}
            error={errors.customer}
            wide
          />
          <TextField
            label="GSTIN"
            name="gstin"
            {...fields.gstin}
            defaultValue={values.gstin}
            error={errors.gstin}
            hint="Optional; checked when given"
          />
          <TextField
            label="Contact name"
            name="contact_name"
            {...fields.contact_name}
            defaultValue={values.contact_name}
            error={errors.contact_name}
          />
          <TextField
            label="Phone"
            name="phone"
            {...fields.phone}
            type="tel"
            defaultValue={values.phone}
            error={errors.phone}
          />
          <TextField
            label="Email"
            name="email"
            {...fields.email}
            type="email"
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            label="City"
            name="city"
            {...fields.city}
            defaultValue={values.city}
            error={errors.city}
          />
        </FormSection>
        <FormSection title="Contract">
          <SelectField
            label="Kind"
            name="kind"
            defaultValue={values.kind}
            error={errors.kind}
            options={AMC_KINDS.map((k) => ({ value: k, label: AMC_KIND_LABELS[k] }))}
          />
          <TextField
            label="Value (₹, before GST)"
            name="value"
            {...fields.value}
            inputMode="decimal"
            defaultValue={values.value}
            error={errors.value}
          />
          <TextField
            label="Start date"
            name="start_date"
            {...fields.start_date}
            type="date"
            defaultValue={values.start_date}
            error={errors.start_date}
          />
          <TextField
            label="End date"
            name="end_date"
            {...fields.end_date}
            type="date"
            defaultValue={values.end_date}
            error={errors.end_date}
            hint="The last day covered"
          />
          <TextField
            label="Visits included"
            name="visits_included"
            {...fields.visits_included}
            type="number"
            defaultValue={values.visits_included}
            error={errors.visits_included}
          />
          <TextField
            label="Visits done"
            name="visits_done"
            {...fields.visits_done}
            type="number"
            defaultValue={values.visits_done}
            error={errors.visits_done}
          />
          <TextAreaField
            label="Devices"
            name="devices"
            {...fields.devices}
            rows={6}
            defaultValue={values.devices}
            error={errors.devices}
            hint='One machine a line: "model, serial", e.g. "ZD421t, D4J201502345". Their tickets come first in the queue.'
          />
          <TextAreaField
            label="Notes"
            name="notes"
            {...fields.notes}
            rows={3}
            defaultValue={values.notes}
            error={errors.notes}
          />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            {...fields.intent}
            value="save"
            className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark"
          >
            {loaderData.id === null ? "Add contract" : "Save contract"}
          </button>
          <Link to="/admin/service/amc" className="px-3 py-2 text-primary underline">
            Cancel
          </Link>
          {loaderData.id !== null ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              formNoValidate
              className="ml-auto rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
            >
              Delete…
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
