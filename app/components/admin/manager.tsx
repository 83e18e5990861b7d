/**
 * The list and form frames of the category, brand, driver, blog, job and inquiry managers, so each tab's
 * route only says which columns and which fields it has. Built from the shared admin pieces
 * (PageHeader, DataTable, RowActions, the form-field components); the texts come from
 * app/lib/manager-messages.ts.
 *
 *   <ManagerList tab="brands" title="Brands" addLabel="Add Brand" rows={brands} itemLabel={(b) => b.name}
 *                columns={[...]} />                       // adds the Actions column (Edit, Delete)
 *   const form = useManagerForm(loaderData, actionData);  // values, errors, field("name") props
 *   <SlugFields form={form} source={{ name: "title", ... }} target={{ name: "slug", ... }} hint="..." />
 *   <ManagerForm tab="brands" item={loaderData.item} error={actionData?.error} multipart>...fields</ManagerForm>
 */
import { useRef } from "react";
import { Form, Link, useActionData, useLocation } from "react-router";
import { MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import { previewSlug } from "~/lib/slug";
import { Pagination } from "~/components/pagination";
import { ButtonLink, PageHeader } from "./admin-shell";
import { DataTable, RowActions, type Column } from "./data-table";
import {
  DescribedField,
  FormActions,
  FormError,
  TextField,
  type DescribedInput,
} from "./form-field";

export function ManagerList<T extends { id: number }>({
  tab,
  title,
  description,
  addLabel,
  rows,
  columns,
  itemLabel,
  empty,
  page,
  exportTo,
}: {
  tab: ManagerKey;
  title: string;
  description?: string;
  /** The 'Add ...' button; none for a read-only list. */
  addLabel?: string;
  /** The list as a CSV in the import's format (products, categories, brands). */
  exportTo?: string;
  rows: T[];
  columns: Column<T>[];
  /** Used in the Edit and Delete buttons' accessible names. */
  itemLabel: (row: T) => string;
  empty?: React.ReactNode;
  page?: { page: number; pageCount: number };
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {exportTo ? (
              <a
                href={exportTo}
                download
                className="inline-flex items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
              >
                Export CSV
              </a>
            ) : null}
            {addLabel ? <ButtonLink to={`/admin/${tab}/new`}>{addLabel}</ButtonLink> : null}
          </>
        }
      />
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.id}
        empty={empty}
        columns={[
          ...columns,
          {
            header: "Actions",
            className: "w-40",
            cell: (r) => (
              <RowActions
                editTo={`/admin/${tab}/${r.id}/edit`}
                deleteTo={`/admin/${tab}/${r.id}/delete`}
                confirmMessage={MANAGER_MESSAGES[tab].confirm}
                itemLabel={itemLabel(r)}
              />
            ),
          },
        ]}
      />
      {page ? <Pagination page={page.page} pageCount={page.pageCount} className="mt-6" /> : null}
    </>
  );
}

/** A list's title cell: a link to the public page when there is one (published, active). */
export function TitleCell({ title, to }: { title: string; to: string | null }) {
  const className = "font-medium text-slate-900";
  return to ? (
    <Link to={to} className={`${className} hover:text-primary`}>
      {title}
    </Link>
  ) : (
    <span className={className}>{title}</span>
  );
}

type Values = Record<string, string>;

/** What a manager's form loader returns (server/admin/crud-responses.server.ts managerFormLoader). */
export interface ManagerFormData {
  item: {
    id: number;
    label: string;
    values: Values;
    files: Record<string, string | null>;
    version: string;
  } | null;
  uploads: Record<string, { accept: string; hint: string }>;
  /** Each field's words, input and browser constraints, from the entity's field registry. */
  fields?: Record<string, Partial<DescribedInput> & { section?: string; custom?: true }>;
  /** A new row's values: the columns' defaults. */
  defaults?: Values;
}

/** What a manager's form action returns on a validation error. */
export interface ManagerFormErrors {
  error: string;
  fieldErrors: Values;
  values: Values;
  /** The row changed since the form was opened: nothing was saved. */
  stale?: boolean;
  /** The version the refused form was opened at, kept so a resubmit is checked the same way. */
  version?: string | null;
}

/**
 * The hidden version an edit form carries (the one it was opened at, kept across refused saves), and
 * the link to reload the page when the save was refused because someone else changed the row.
 */
export function EditVersion({ version }: { version: string | null | undefined }) {
  const action = useActionData() as ManagerFormErrors | undefined;
  const kept = action?.version ?? version;
  return kept ? <input type="hidden" name="row_version" value={kept} /> : null;
}

export function StaleNotice() {
  const action = useActionData() as ManagerFormErrors | undefined;
  const { pathname } = useLocation();
  if (!action?.stale) return null;
  return (
    <p className="-mt-4 mb-6 text-sm">
      <a href={pathname} className="font-medium text-primary underline">
        Reload the latest version
      </a>{" "}
      (what you typed here will not be kept).
    </p>
  );
}

/**
 * The values to show (what was last submitted, else the row's, else a new row's defaults) and the
 * field errors. `field(name)` gives a form-field component its label, hint, name, defaultValue,
 * error and browser constraints, all from the entity's field registry (no form restates them);
 * `input(name)` draws a field as the registry describes it, `inputs(section)` every field of a
 * section that the page does not lay out itself.
 */
export function useManagerForm(loaderData: ManagerFormData, actionData?: ManagerFormErrors) {
  const values: Values = actionData?.values ?? loaderData.item?.values ?? loaderData.defaults ?? {};
  const errors: Values = actionData?.fieldErrors ?? {};
  const value = (name: string) => values[name] ?? "";
  const described = (name: string): DescribedInput => ({
    kind: "text",
    label: name,
    ...loaderData.fields?.[name],
    name,
  });
  const input = (name: string) => (
    <DescribedField key={name} input={described(name)} value={values[name]} errors={errors} />
  );
  return {
    editing: loaderData.item !== null,
    values,
    errors,
    value,
    field: (name: string) => {
      const f = described(name);
      return {
        label: f.label,
        hint: f.hint,
        required: f.required,
        maxLength: f.maxLength,
        placeholder: f.placeholder,
        name,
        defaultValue: value(name),
        error: errors[name],
      };
    },
    input,
    inputs: (section: string) =>
      Object.entries(loaderData.fields ?? {})
        .filter(([, f]) => f.section === section && !f.custom)
        .map(([name]) => input(name)),
    /** The props of a file field: accept, hint and the file stored now. */
    file: (name: string) => ({
      name,
      error: errors[name],
      accept: loaderData.uploads[name]?.accept,
      hint: loaderData.uploads[name]?.hint,
      current: loaderData.item?.files[name] ?? null,
    }),
  };
}

/**
 * A source field and the slug field filled from it (title and slug, display name and name): with
 * JavaScript, typing in the source writes its slug (app/lib/slug.ts) into the target until someone
 * edits the target, or never when it already holds a value. Without JavaScript both are plain fields.
 */
export function SlugFields({
  form,
  source,
  target,
}: {
  form: ReturnType<typeof useManagerForm>;
  source: string;
  target: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const touched = useRef(form.value(target) !== "");
  return (
    <>
      <TextField
        {...form.field(source)}
        onChange={(e) => {
          previewSlug(e.target.value, (slug) => {
            // The preview comes a moment later: never while the slug box is being typed in, or it
            // would land in the middle of what is typed there.
            const box = ref.current;
            if (!touched.current && box && document.activeElement !== box) box.value = slug;
          });
        }}
      />
      <TextField
        ref={ref}
        {...form.field(target)}
        onChange={(e) => {
          touched.current = e.target.value !== "";
        }}
      />
    </>
  );
}

/** The page title of a form route: 'Add Category | Admin Panel', 'Edit Category | Admin Panel'. */
export function managerFormMeta(tab: ManagerKey) {
  return ({ params }: { params: { id?: string } }) => [
    { title: `${params.id ? "Edit" : "Add"} ${MANAGER_MESSAGES[tab].noun} | Admin Panel` },
  ];
}

/** The edit page's way to the item's History (its changes, and earlier versions to restore). */
export function HistoryLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
    >
      History
    </Link>
  );
}

/** The add/edit page: heading, the form-level error, the POST form and Save/Cancel. */
export function ManagerForm({
  tab,
  item,
  error,
  multipart = false,
  description,
  children,
}: {
  tab: ManagerKey;
  item: ManagerFormData["item"];
  error?: string;
  multipart?: boolean;
  description?: string;
  children: React.ReactNode;
}) {
  const { noun } = MANAGER_MESSAGES[tab];
  const verb = item ? "Update" : "Add";
  return (
    <>
      <PageHeader
        title={item ? `Edit ${noun}` : `Add ${noun}`}
        description={item ? item.label : description}
        actions={item ? <HistoryLink to={`/admin/history/${tab}/${item.id}`} /> : null}
      />
      <FormError message={error} />
      <StaleNotice />
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate
        className="space-y-6"
      >
        <EditVersion version={item?.version} />
        {children}
        <FormActions
          submitLabel={`${verb} ${noun}`}
          pendingLabel="Saving..."
          cancelTo={`/admin/${tab}`}
        />
      </Form>
    </>
  );
}
