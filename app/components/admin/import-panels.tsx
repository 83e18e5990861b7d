/**
 * The pieces of the Data Import tab (/admin/import): the guidance with template links, the upload
 * form, the preview (nothing written yet; Import or Cancel) and the result. Plain POST forms, so the
 * whole flow works without JavaScript; with it, the file is checked before posting and the buttons
 * show what is happening.
 */
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  IMPORT_TEXT,
  isCsvFileName,
  MAX_IMPORT_BYTES,
  type ImportResult,
} from "~/lib/import-messages";
import { DataTable } from "./data-table";
import { FlashBanner } from "./flash-banner";
import { FileField, SelectField } from "./form-field";

export interface ImportTypeGuide {
  type: string;
  label: string;
  matchKey: string;
  columns: { key: string; required: boolean; help: string }[];
}

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const primaryButton =
  "rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60";
const secondaryButton =
  "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60";

function templateHref(type: string) {
  return `/admin/import/template/${type}`;
}

/** The import guidance: the columns of each type and their templates. */
export function ImportGuidance({ guides }: { guides: ImportTypeGuide[] }) {
  return (
    <section className={card} aria-labelledby="import-guidance">
      <h2 id="import-guidance" className="text-base font-semibold text-slate-900">
        Before you import
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {IMPORT_TEXT.guidance.map((g) => (
          <li key={g}>{g}</li>
        ))}
        <li>
          The first row is the header; column names may be in any case. Unknown columns are ignored.
          A blank optional cell keeps the value already stored.
        </li>
      </ul>
      <p className="mt-4 text-sm font-medium text-slate-900">Download a template</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {guides.map((g) => (
          <li key={g.type}>
            <a
              href={templateHref(g.type)}
              download
              className="inline-flex items-center rounded-md border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary hover:text-white"
            >
              {g.label} template (CSV)
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-2">
        {guides.map((g) => (
          <details key={g.type} className="rounded-md border border-slate-200 px-4 py-2">
            <summary className="cursor-pointer text-sm font-medium text-slate-800">
              {g.label} columns
            </summary>
            <p className="mt-2 text-xs text-secondary">
              A row whose {g.matchKey} already exists updates that record; the others are added.
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {g.columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="font-mono text-slate-900">
                    {c.key}
                    {c.required ? <span className="text-red-600"> *</span> : null}
                  </dt>
                  <dd className="text-slate-600">
                    {c.required ? "Required. " : "Optional. "}
                    {c.help}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * The type and the file. With JavaScript, a missing, non-.csv or too large file is refused before
 * posting (the server checks all three again).
 */
export function ImportUploadForm({
  guides,
  defaultType,
  error,
}: {
  guides: ImportTypeGuide[];
  defaultType: string;
  error?: string | null;
}) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  const fileError = clientError ?? error ?? undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className={card}
      aria-labelledby="import-upload"
      onSubmit={(e) => {
        const input = e.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
        const file = input?.files?.[0];
        const problem = !file
          ? IMPORT_TEXT.noFile
          : !isCsvFileName(file.name)
            ? IMPORT_TEXT.onlyCsv
            : file.size > MAX_IMPORT_BYTES
              ? IMPORT_TEXT.tooLarge
              : null;
        setClientError(problem);
        if (problem) {
          e.preventDefault();
          input?.focus();
        }
      }}
    >
      <h2 id="import-upload" className="text-base font-semibold text-slate-900">
        Choose what to import
      </h2>
      <input type="hidden" name="intent" value="preview" />
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <SelectField
          label="Import type"
          name="type"
          defaultValue={defaultType}
          options={guides.map((g) => ({ value: g.type, label: g.label }))}
        />
        <FileField
          label="CSV file"
          name="file"
          required
          accept=".csv,text/csv"
          error={fileError}
          hint="UTF-8 CSV, 10MB max. Images are uploaded separately."
        />
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Checking file..." : "Upload and preview"}
        </button>
      </div>
    </Form>
  );
}

interface ImportIssueView {
  line: number;
  column: string | null;
  message: string;
}

interface ImportRowView {
  line: number;
  label: string;
  outcome: "created" | "changed" | "unchanged";
  changes: { field: string; from: string; to: string }[];
}

export type PreviewShow = "created" | "changed" | "unchanged" | "rejected";

export interface ImportPreviewView {
  type: string;
  totalCount: number;
  createCount: number;
  updateCount: number;
  /** Null in a preview stored before every type told changed rows from unchanged ones. */
  changeCount: number | null;
  unchangedCount: number | null;
  rejectCount: number;
  rows: ImportRowView[];
  issues: ImportIssueView[];
  moreIssues: number;
  warnings: string[];
  newCategories: string[];
}

function Counts({ items }: { items: { label: string; value: number; testId: string }[] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-secondary">{i.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={i.testId}>
            {i.value.toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">Warnings</p>
      <ul className="mt-1 list-disc pl-5" data-testid="import-warnings">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}

function IssueTable({ issues, more }: { issues: ImportIssueView[]; more: number }) {
  return (
    <>
      <DataTable
        caption="Rejected rows"
        rows={issues}
        rowKey={(i) => `${i.line}-${i.column}-${i.message}`}
        columns={[
          { header: "Line", cell: (i) => i.line, className: "w-20 tabular-nums" },
          { header: "Column", cell: (i) => i.column ?? "(row)", className: "w-48 font-mono" },
          { header: "Reason", cell: (i) => i.message },
        ]}
      />
      {more > 0 ? (
        <p className="mt-2 text-sm text-secondary">
          And {more.toLocaleString("en-US")} more: download the rejected rows to see them all.
        </p>
      ) : null}
    </>
  );
}

/** Seconds between looks while a large file is read and checked. */
const READING_REFRESH_S = 2;

/**
 * A large file is still being read and checked: the page looks again by itself (a meta refresh,
 * so without JavaScript too), and offers a link to look now; Cancel discards the file.
 */
export function ImportReadingPanel({
  token,
  fileName,
  typeLabel,
}: {
  token: string;
  fileName: string;
  typeLabel: string;
}) {
  const href = `/admin/import?preview=${token}`;
  return (
    <section className={card} aria-labelledby="import-reading" aria-busy="true">
      <meta httpEquiv="refresh" content={`${READING_REFRESH_S};url=${href}`} />
      <h2 id="import-reading" className="text-lg font-semibold text-slate-900">
        Reading {typeLabel} from {fileName}
      </h2>
      <p className="mt-1 text-sm text-secondary" role="status">
        The file is being read and checked against the catalogue. This page looks again every{" "}
        {READING_REFRESH_S} seconds; a large file takes a few seconds. Nothing has been written.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <Link
          to={href}
          reloadDocument
          className="mr-auto text-sm font-medium text-primary underline"
        >
          Check again
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={secondaryButton}>
            Cancel
          </button>
        </Form>
      </div>
    </section>
  );
}

/** The preview's kinds of row, each a link that lists those rows (a plain link: no JavaScript needed). */
function OutcomeFilters({
  preview,
  token,
  show,
}: {
  preview: ImportPreviewView;
  token: string;
  show: PreviewShow;
}) {
  const kinds: { show: PreviewShow; label: string; value: number | null; testId: string }[] = [
    {
      show: "created",
      label: "Will be created",
      value: preview.createCount,
      testId: "preview-create",
    },
    {
      show: "changed",
      label: preview.changeCount === null ? "Will be updated" : "Will change",
      value: preview.changeCount ?? preview.updateCount,
      testId: "preview-update",
    },
    {
      show: "unchanged",
      label: "Unchanged",
      value: preview.unchangedCount,
      testId: "preview-unchanged",
    },
    {
      show: "rejected",
      label: "Will be rejected",
      value: preview.rejectCount,
      testId: "preview-reject",
    },
  ];
  return (
    <nav aria-label="Rows by what the import does to them" className="mt-4">
      <p className="text-sm text-secondary">
        <span data-testid="preview-total">{preview.totalCount.toLocaleString("en-US")}</span> rows
        in the file. Choose a kind to list its rows.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {kinds
          .filter((k) => k.value !== null)
          .map((k) => (
            <li key={k.show}>
              <Link
                to={`/admin/import?preview=${token}&show=${k.show}#import-rows`}
                aria-current={show === k.show ? "true" : undefined}
                preventScrollReset
                className={`block rounded-lg border px-4 py-3 hover:border-primary ${show === k.show ? "border-primary bg-primary/5" : "border-slate-200 bg-slate-50"}`}
              >
                <span className="block text-xs font-medium uppercase tracking-wide text-secondary">
                  {k.label}
                </span>
                <span
                  className="mt-1 block text-2xl font-bold text-slate-900"
                  data-testid={k.testId}
                >
                  {k.value!.toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The rows of one kind: a changed row lists each field that changes, stored → new. */
function OutcomeRows({
  rows,
  show,
  total,
}: {
  rows: ImportRowView[];
  show: PreviewShow;
  total: number;
}) {
  const mine = rows.filter((r) => r.outcome === show);
  if (mine.length === 0)
    return <p className="mt-3 text-sm text-secondary">No rows of this kind.</p>;
  return (
    <>
      <DataTable
        caption={`Rows that ${show === "created" ? "will be created" : show === "changed" ? "will change" : "stay as they are"}`}
        rows={mine}
        rowKey={(r) => String(r.line)}
        columns={[
          { header: "Line", cell: (r) => r.line, className: "w-16 tabular-nums" },
          { header: "Name", cell: (r) => r.label, className: "min-w-40 break-words" },
          ...(show === "changed"
            ? [
                {
                  header: "Changes (now → after the import)",
                  cell: (r: ImportRowView) => (
                    <ul className="space-y-0.5" data-testid="row-changes">
                      {r.changes.map((c) => (
                        <li key={c.field} className="break-words">
                          <span className="font-medium">{c.field}:</span>{" "}
                          <span className="text-slate-500 line-through decoration-slate-400">
                            {c.from}
                          </span>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only"> becomes </span>
                          <span>{c.to}</span>
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]
            : []),
        ]}
      />
      {total > mine.length ? (
        <p className="mt-2 text-sm text-secondary">
          The first {mine.length.toLocaleString("en-US")} of {total.toLocaleString("en-US")} are
          listed.
        </p>
      ) : null}
    </>
  );
}

/** What the import would do; nothing is written until 'Import'. */
export function ImportPreviewPanel({
  preview,
  token,
  fileName,
  typeLabel,
  show: asked,
}: {
  preview: ImportPreviewView;
  token: string;
  fileName: string;
  typeLabel: string;
  show?: PreviewShow | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const changing = preview.changeCount ?? preview.updateCount;
  const writable = preview.createCount + changing;
  // Problems first, then what changes.
  const show: PreviewShow =
    asked ??
    (preview.rejectCount > 0
      ? "rejected"
      : changing > 0
        ? "changed"
        : preview.createCount > 0
          ? "created"
          : "unchanged");
  const totals: Record<PreviewShow, number> = {
    created: preview.createCount,
    changed: changing,
    unchanged: preview.unchangedCount ?? 0,
    rejected: preview.rejectCount,
  };
  return (
    <section className={card} aria-labelledby="import-preview">
      <h2 id="import-preview" className="text-lg font-semibold text-slate-900">
        Preview: {typeLabel} from {fileName}
      </h2>
      <p className="mt-1 text-sm text-secondary">
        Nothing has been written yet. Check what will change, then choose Import or Cancel.
      </p>
      <OutcomeFilters preview={preview} token={token} show={show} />
      {preview.type === "products" ? (
        <p className="mt-4 text-sm text-slate-700">
          A product whose category does not exist yet creates that category, with the value in the
          file as its display name.
          {preview.newCategories.length === 0 ? " This file creates no new category." : null}
        </p>
      ) : null}
      <Warnings warnings={preview.warnings} />
      <div className="mt-6" id="import-rows">
        {show === "rejected" ? (
          <>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold text-slate-900">Rejected rows</h3>
              {preview.issues.length > 0 ? (
                <a
                  href={`/admin/import/errors/${token}`}
                  download
                  className="text-sm font-medium text-primary underline"
                >
                  Download rejected rows (CSV)
                </a>
              ) : null}
            </div>
            {preview.issues.length > 0 ? (
              <IssueTable issues={preview.issues} more={preview.moreIssues} />
            ) : (
              <p className="text-sm text-secondary">No row is rejected.</p>
            )}
          </>
        ) : (
          <OutcomeRows rows={preview.rows} show={show} total={totals[show]} />
        )}
        {show !== "rejected" && preview.rejectCount > 0 ? (
          <p className="mt-3 text-sm font-medium text-red-700">
            {preview.rejectCount.toLocaleString("en-US")} rows will be rejected:{" "}
            <Link
              to={`/admin/import?preview=${token}&show=rejected#import-rows`}
              className="underline"
            >
              see why
            </Link>
            .
          </p>
        ) : null}
      </div>
      {writable === 0 ? (
        <p className="mt-6 text-sm font-medium text-red-700">
          {preview.rejectCount === preview.totalCount
            ? "Nothing to import: every row was rejected. Fix the file and upload it again."
            : "Nothing to import: every accepted row is already as in the file."}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {writable > 0 ? (
          <p className="mr-auto text-sm text-slate-700">
            Import writes {writable.toLocaleString("en-US")} records in one step; Cancel discards
            the file.
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" disabled={!!pending} className={secondaryButton}>
            Cancel
          </button>
        </Form>
        {writable > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" disabled={!!pending} className={primaryButton}>
              {pending === "apply" ? "Importing..." : "Import"}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

/** The counts, the messages and the error list of an applied import. */
export function ImportResultPanel({
  result,
  moreErrors,
  errorsHref,
  fileName,
  typeLabel,
}: {
  result: ImportResult;
  moreErrors: number;
  errorsHref: string | null;
  fileName: string;
  typeLabel: string;
}) {
  return (
    <section className={card} aria-labelledby="import-result">
      <h2 id="import-result" className="mb-4 text-lg font-semibold text-slate-900">
        Import result: {typeLabel} from {fileName}
      </h2>
      {result.successCount > 0 ? (
        <FlashBanner
          flash={{
            type: "success",
            message: IMPORT_TEXT.success({
              created: result.created,
              changed: result.changed ?? result.updated,
              unchanged: result.updated - (result.changed ?? result.updated),
            }),
          }}
        />
      ) : null}
      {result.errorCount > 0 ? (
        <FlashBanner flash={{ type: "error", message: IMPORT_TEXT.failure(result.errorCount) }} />
      ) : null}
      {result.failed ? (
        <p className="mb-4 text-sm font-medium text-red-700">
          The import stopped with an error and nothing was written.
        </p>
      ) : null}
      <Counts
        items={[
          { label: "Imported", value: result.successCount, testId: "result-success" },
          { label: "Failed", value: result.errorCount, testId: "result-error" },
          { label: "Total rows", value: result.totalCount, testId: "result-total" },
          { label: "Changed", value: result.changed ?? result.updated, testId: "result-updated" },
        ]}
      />
      <p className="mt-2 text-sm text-secondary">
        {result.created.toLocaleString("en-US")} created,{" "}
        {(result.changed ?? result.updated).toLocaleString("en-US")} changed
        {result.changed !== undefined && result.updated > result.changed
          ? `, ${(result.updated - result.changed).toLocaleString("en-US")} unchanged`
          : ""}
        .
        {result.newCategories.length > 0
          ? ` New categories: ${result.newCategories.join(", ")}.`
          : null}
      </p>
      <Warnings warnings={result.warnings} />
      {result.errors.length > 0 ? (
        <div className="mt-6">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">Error details</h3>
            {errorsHref ? (
              <a href={errorsHref} download className="text-sm font-medium text-primary underline">
                Download rejected rows (CSV)
              </a>
            ) : null}
          </div>
          <ul
            className="max-h-96 list-disc space-y-1 overflow-y-auto rounded-lg border border-red-100 bg-red-50 py-3 pl-8 pr-4 text-sm text-red-900"
            data-testid="import-errors"
          >
            {result.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
          {moreErrors > 0 ? (
            <p className="mt-2 text-sm text-secondary">
              And {moreErrors.toLocaleString("en-US")} more: download the rejected rows to see them
              all.
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="mt-6">
        <Link to="/admin/import" className={`inline-block ${secondaryButton}`}>
          Import another file
        </Link>
      </p>
    </section>
  );
}
