import { data, redirect } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { FormError } from "~/components/admin/form-field";
import {
  ImportGuidance,
  ImportPreviewPanel,
  ImportResultPanel,
  ImportUploadForm,
} from "~/components/admin/import-panels";
import { requireAdmin } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { IMPORT_DEFINITIONS, importGuidance, isImportType } from "~/server/import-columns.server";
import {
  applyImport,
  failedResult,
  IMPORT_MESSAGES,
  ImportFileError,
  planImport,
  prepareImport,
  previewOf,
  receiveImportUpload,
  rejectedRowsCsv,
} from "~/server/import.server";
import {
  claimPendingImport,
  discardPendingImport,
  keepImportResult,
  keepPendingImport,
  readImportResult,
  readPendingImport,
  sweepImports,
} from "~/server/import-store.server";
import type { Route } from "./+types/import";

const SHOWN_ERRORS = 500;

/**
 * /admin/import (SPEC 2 Data Import). Three states in the URL, so each survives a reload:
 *   (none)           the form: type, file, guidance and templates;
 *   ?preview=<token> the uploaded file checked against the database now, nothing written yet;
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
  const base = { guides, defaultType, preview: null, result: null, error: null };

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
      },
    };
  }

  const previewToken = url.searchParams.get("preview");
  if (previewToken) {
    const pending = await readPendingImport(previewToken, user.id);
    if (!pending) return { ...base, error: IMPORT_MESSAGES.expired };
    try {
      // Checked again at every view: the database may have changed since the upload.
      const plan = planImport(prepareImport(pending.bytes, pending.meta.type));
      return {
        ...base,
        defaultType: pending.meta.type,
        preview: {
          preview: previewOf(plan),
          token: previewToken,
          fileName: pending.meta.fileName,
          typeLabel: IMPORT_DEFINITIONS[pending.meta.type].label,
        },
      };
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await discardPendingImport(previewToken);
      return { ...base, error: error.message };
    }
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
    const { type, fileName } = pending.meta;
    let result;
    let rejectedCsv: string | null = null;
    try {
      // Planned again inside the write: the database may have changed since the preview.
      const applied = applyImport(prepareImport(pending.bytes, type));
      result = applied.result;
      if (applied.plan.rejected.length > 0) rejectedCsv = rejectedRowsCsv(applied.plan);
    } catch (error) {
      console.error("[import] failed:", error);
      result = failedResult(error);
    }
    await keepImportResult(token, { userId: user.id, type, fileName, result }, rejectedCsv);
    return redirect(`/admin/import?result=${token}`, { status: 303 });
  }

  // The upload: check the file, keep it, and show its preview.
  if (!file) return fileError(IMPORT_MESSAGES.noFile, values.type);
  if (!isImportType(values.type))
    return data(
      { error: "Choose what to import: products, categories or brands", type: "products" },
      { status: 400 },
    );
  try {
    prepareImport(file.bytes, values.type);
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
  return redirect(`/admin/import?preview=${kept}`, { status: 303 });
}

/** A problem with the chosen file: shown beside the file field, with the type kept. */
function fileError(error: string, type?: string, status = 400) {
  return data({ error, fileError: true, type }, { status });
}

export function meta() {
  return [{ title: "Data Import | Admin Panel" }];
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { guides, preview, result } = loaderData;
  const aboutFile = actionData && "fileError" in actionData;
  const error = aboutFile ? null : (actionData?.error ?? loaderData.error);
  const chosen = actionData && "type" in actionData ? actionData.type : undefined;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Data Import"
        description="Add or update products, categories and brands from a CSV file. You see a preview before anything is written."
      />
      <FormError message={error} />
      {preview ? (
        <ImportPreviewPanel {...preview} />
      ) : result ? (
        <ImportResultPanel {...result} />
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
