import type { Route } from "./+types/import-errors";
import { requireAdmin } from "~/server/auth/auth.server";
import {
  ImportFileError,
  planImportSliced,
  prepareImportSliced,
  rejectedRowsCsv,
} from "~/server/import/import.server";
import { readImportErrorsCsv, readPendingImport } from "~/server/import/store.server";

/**
 * GET /admin/import/errors/:token: the rejected rows with a reason column, as a CSV download, for
 * the admin's own import: after it was applied, or while it is previewed (checked again now).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  let csv = await readImportErrorsCsv(params.token, user.id);
  if (csv === null) {
    const pending = await readPendingImport(params.token, user.id);
    if (pending) {
      try {
        // In slices: the site keeps answering while a large file is read again.
        const plan = await planImportSliced(
          await prepareImportSliced(pending.bytes, pending.meta.type),
        );
        if (plan.rejected.length > 0) csv = rejectedRowsCsv(plan);
      } catch (error) {
        // A file refused as a whole has no rejected rows to list (the page shows why).
        if (!(error instanceof ImportFileError)) throw error;
      }
    }
  }
  if (csv === null) throw missing("There are no rejected rows to download for this import.");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="import-errors.csv"',
      "Cache-Control": "no-store",
    },
  });
}

/** A plain-text 404: this is a download link, not a page. */
function missing(message: string) {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
