import { data, Link, redirect } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { FormError } from "~/components/admin/form-field";
import {
  ImportGuidance,
  ImportPreviewPanel,
  ImportReadingPanel,
  ImportResultPanel,
  ImportUploadForm,
} from "~/components/admin/import-panels";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { IMPORT_DEFINITIONS, importGuidance, isImportType } from "~/server/import/columns.server";
import {
  IMPORT_MESSAGES,
  ImportFileError,
  prepareImportSliced,
  receiveImportUpload,
} from "~/server/import/import.server";
import { startImportTask, waitForSmallTask, warmImporter } from "~/server/import/apply.server";
import { getTask } from "~/server/models/admin-tasks.server";
import {
  claimPendingImport,
  discardPendingImport,
  keepPendingImport,
  readImportResult,
  readPendingImport,
  sweepImports,
} from "~/server/import/store.server";
import { pendingPreview, planPendingImport, settledWithin } from "~/server/import/preview.server";
import type { Route } from "./+types/import";

const SHOWN_ERRORS = 500;
/** How long an upload waits for its preview before showing "reading" (small files never do). */
const PREVIEW_WAIT_MS = 1500;

/**
 * /admin/import (Data Import). Three states in the URL, so each survives a reload:
 *   (none)           the form: type, file, guidance and templates;
 *   ?preview=<token> the uploaded file checked against the database (planned once after the
 *                    upload; "reading", refreshing itself, until then), nothing written yet;
 *   ?result=<token>  what 'Import' did.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  // Abandoned previews and old results go after an hour, whoever comes by first.
  await sweepImports();
  const url = new URL(request.url);
  const guides = importGuidance();
  const requested = url.searchParams.get("type");
  const defaultType = isImportType(requested) ? requested : "products";
  const base = { guides, defaultType, preview: null, reading: null, result: null, error: null };

  const resultToken = url.searchParams.get("result");
  if (resultToken) {
    const stored = await readImportResult(resultToken, user.id);
    if (!stored) return { ...base, error: IMPORT_MESSAGES.expired };
    const { result } = stored;
    return {
      ...base,
      result: {
        result: { ...result, errors: result.errors.slice(0, SHOWN_ERRORS) },
        moreErrors: Math.max(0, result.errors.length - SHOWN_ERRORS),
        errorsHref:
          result.errorCount > 0 && !result.failed ? `/admin/import/errors/${resultToken}` : null,
        fileName: stored.fileName,
        typeLabel: IMPORT_DEFINITIONS[stored.type].label,
        batchHref: result.batchId ? `/admin/history/imports/${result.batchId}` : null,
      },
    };
  }

  const previewToken = url.searchParams.get("preview");
  if (previewToken) {
    const pending = await readPendingImport(previewToken, user.id);
    if (!pending) return { ...base, error: IMPORT_MESSAGES.expired };
    const about = {
      token: previewToken,
      fileName: pending.meta.fileName,
      typeLabel: IMPORT_DEFINITIONS[pending.meta.type].label,
    };
    // Planned once per content version, in the background; 'Import' plans again inside its write.
    const stored = await pendingPreview(
      previewToken,
      pending.bytes,
      pending.meta.type,
      PREVIEW_WAIT_MS,
    );
    // Import is usually pressed next: its worker thread gets ready meanwhile.
    warmImporter();
    if (!stored) return { ...base, defaultType: pending.meta.type, reading: about };
    if ("error" in stored) {
      await discardPendingImport(previewToken);
      return { ...base, error: stored.error };
    }
    return {
      ...base,
      defaultType: pending.meta.type,
      preview: {
        preview: stored.preview,
        ...about,
        show: previewShow(url.searchParams.get("show")),
      },
    };
  }
  return base;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const received = await receiveImportUpload(request);
  if (!received.ok) return fileError(received.error, undefined, received.status);
  const { values, file } = received;
  const token = values.token ?? "";

  if (values.intent === "cancel") {
    await discardPendingImport(token);
    return redirectWithFlash("/admin/import", {
      type: "success",
      message: "Import cancelled: nothing was written.",
    });
  }

  if (values.intent === "apply") {
    const pending = await claimPendingImport(token, user.id);
    if (!pending) return data({ error: IMPORT_MESSAGES.expired }, { status: 409 });
    // Written beside the site, in slices (see apply.server). A small file is done before the
    // redirect and shows its result; a large one shows its task's progress as soon as it is planned,
    // and its outcome stays in the task (Admin → Tasks) even if the browser is closed.
    const { taskId, settled } = startImportTask(pending.bytes, pending.meta.type, {
      userId: user.id,
      username: user.username,
      fileName: pending.meta.fileName,
      token,
    });
    if ((await waitForSmallTask(taskId, settled)) && getTask(taskId)?.status === "done")
      return redirect(`/admin/import?result=${token}`, { status: 303 });
    return redirect(`/admin/tasks/${taskId}`, { status: 303 });
  }

  // The upload: check the file, keep it, and show its preview.
  if (!file) return fileError(IMPORT_MESSAGES.noFile, values.type);
  if (!isImportType(values.type))
    return data(
      {
        error: "Choose what to import: products, categories, brands or serial numbers",
        type: "products",
      },
      { status: 400 },
    );
  let prepared;
  try {
    prepared = await prepareImportSliced(file.bytes, values.type);
  } catch (error) {
    if (error instanceof ImportFileError) return fileError(error.message, values.type);
    throw error;
  }
  const kept = await keepPendingImport(file.bytes, {
    userId: user.id,
    type: values.type,
    fileName: file.name,
    size: file.bytes.byteLength,
  });
  // Planned in the background; a small file is ready before the redirect, a large one shows
  // "reading" until it is.
  const planned = planPendingImport(kept, file.bytes, values.type, prepared);
  await settledWithin(planned, PREVIEW_WAIT_MS);
  return redirect(`/admin/import?preview=${kept}`, { status: 303 });
}

const SHOWS = ["created", "changed", "unchanged", "rejected"] as const;
/** Which kind of row the preview lists (?show=), or null for the first kind that has rows. */
const previewShow = (v: string | null) => SHOWS.find((s) => s === v) ?? null;

/** A problem with the chosen file: shown beside the file field, with the type kept. */
function fileError(error: string, type?: string, status = 400) {
  return data({ error, fileError: true, type }, { status });
}

export function meta() {
  return [{ title: "Data Import | Admin Panel" }];
}

/** The catalogue as CSV files in the import's own format: edit them and import them back. */
function ExportLinks() {
  return (
    <nav aria-label="Export as CSV" className="flex flex-wrap gap-2">
      {(["products", "categories", "brands", "serials"] as const).map((type) => (
        <a
          key={type}
          href={`/admin/export/${type}`}
          download
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
        >
          Export {type} (CSV)
        </a>
      ))}
    </nav>
  );
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { guides, preview, reading, result } = loaderData;
  const aboutFile = actionData && "fileError" in actionData;
  const error = aboutFile ? null : (actionData?.error ?? loaderData.error);
  const chosen = actionData && "type" in actionData ? actionData.type : undefined;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Data Import"
        description="Add or update products, categories and brands from a CSV file. You see a preview before anything is written."
        actions={<ExportLinks />}
      />
      <FormError message={error} />
      {reading ? (
        <ImportReadingPanel {...reading} />
      ) : preview ? (
        <ImportPreviewPanel {...preview} />
      ) : result ? (
        <>
          <ImportResultPanel {...result} />
          {result.batchHref ? (
            <p className="text-sm">
              <Link to={result.batchHref} className="font-medium text-primary hover:underline">
                See what this import changed, or undo it
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <ImportUploadForm
            guides={guides}
            defaultType={chosen && isTypeOf(guides, chosen) ? chosen : loaderData.defaultType}
            error={aboutFile ? actionData.error : null}
          />
          <ImportGuidance guides={guides} />
        </>
      )}
    </div>
  );
}

function isTypeOf(guides: { type: string }[], value: string) {
  return guides.some((g) => g.type === value);
}
