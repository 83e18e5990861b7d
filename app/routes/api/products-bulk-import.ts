import type { Route } from "./+types/products-bulk-import";
import { requireApiAdmin } from "~/server/auth/auth.server";
import { jsonError, methodNotAllowed, refuseMethod } from "~/server/http/responses.server";
import { importTypeField } from "~/server/import/columns.server";
import { applyImportInWorker } from "~/server/import/apply.server";
import {
  failedResult,
  IMPORT_MESSAGES,
  ImportFileError,
  receiveImportUpload,
} from "~/server/import/import.server";

/**
 * POST /api/products/bulk-import (admin): form data `file` (a .csv) and `type` (products,
 * categories or brands). Imports at once (the screen previews first) and answers the import
 * result {successCount, errorCount, totalCount, errors} plus created, updated, warnings and
 * newCategories. Rejected rows are listed in `errors`; the valid rows are written in one transaction.
 */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseMethod(request, ["POST"]);
  if (refused) return refused;
  const user = await requireApiAdmin(request);
  const received = await receiveImportUpload(request);
  if (!received.ok) return jsonError(received.status, received.error);
  if (!received.file) return jsonError(400, IMPORT_MESSAGES.noFile);
  const type = importTypeField.safeParse(received.values.type);
  if (!type.success) return jsonError(400, type.error.issues[0].message);
  try {
    // Read, checked and written in a worker thread: the site keeps answering meanwhile.
    const { result } = await applyImportInWorker(received.file.bytes, type.data, {
      username: user.username,
      fileName: received.file.name,
    });
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ImportFileError) return jsonError(400, error.message);
    // Nothing was written (one transaction): the result says so, with the one reason.
    const result = failedResult(error);
    console.error("[import] failed:", error);
    return Response.json({ error: result.errors[0], ...result }, { status: 500 });
  }
}

export const loader = () => methodNotAllowed(["POST"]);
