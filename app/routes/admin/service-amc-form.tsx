import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DescribedFields, FormError, FormSection } from "~/components/admin/form-field";
import { ServiceNav } from "~/components/admin/service-nav";
import { formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { FORM_INVALID } from "~/lib/manager-messages";
import { requireAdmin } from "~/server/auth/auth.server";
import { amcContracts } from "~/server/db/schema";
import { AMC_FIELDS, amcInput } from "~/server/entities/amc.server";
import { formDefaultsOf, formFieldsOf } from "~/server/entities/entity.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import {
  AmcConflict,
  amcFormValues,
  deleteAmc,
  getAmc,
  renewalOf,
  saveAmc,
} from "~/server/service/amc.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/service-amc-form";

const NOT_FOUND = "Contract not found";

/** The form's inputs, in registry order: words, sections and the constraints the save checks. */
const FIELDS = formFieldsOf(AMC_FIELDS);

const SECTIONS = [...new Set(FIELDS.map((f) => f.section))];

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
  return {
    id,
    reference: current && !renew ? current.reference : null,
    renewing: renew && current ? current.reference : null,
    version: current && !renew ? current.version : null,
    values: current
      ? amcFormValues(renew ? renewalOf(current) : current)
      : formDefaultsOf(amcContracts, AMC_FIELDS),
    fields: FIELDS,
    sections: SECTIONS,
    updated: current && !renew ? current.updated_at : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { id } = pageOf(request, params);
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
    const saved = saveAmc(id, parsed.data, version, new Set(Object.keys(values)));
    return redirectWithFlash(`/admin/service/amc/${saved.id}`, {
      type: "success",
      message:
        id === null ? `Contract ${saved.reference} added` : `Contract ${saved.reference} saved`,
    });
  } catch (error) {
    if (!(error instanceof AmcConflict)) throw error;
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
            ...amcFormValues(now),
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
            {fields.map(({ name, label }) =>
              (result.theirs![name] ?? "") !== (values[name] ?? "") ? (
                <div key={name} className="min-w-0">
                  <dt className="inline font-medium">{label}: </dt>
                  <dd className="inline break-words whitespace-pre-line">
                    {result.theirs![name] || "(blank)"}
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
        {loaderData.sections.map((section) => (
          <FormSection key={section} title={section}>
            <DescribedFields
              inputs={fields.filter((f) => f.section === section)}
              values={values}
              errors={errors}
            />
          </FormSection>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
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
