import type { Route } from "./+types/export";
import { requireAdmin } from "~/server/auth/auth.server";
import { csvDownload, exportCsvStream, MAX_SELECTED } from "~/server/import/export.server";
import { isImportType } from "~/server/import/columns.server";

/**
 * GET /admin/export/:type: products, categories or brands as a CSV in the import's format;
 * `?ids=1,2,3` (products list selection, at most 1,000) exports only those.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isImportType(params.type))
    return new Response("There is no export of that type.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const url = new URL(request.url);
  const raw = url.searchParams.getAll("ids").join(",").slice(0, 20_000);
  const ids = raw
    ? [...new Set(raw.split(",").map(Number))]
        .filter((n) => Number.isInteger(n) && n > 0)
        .slice(0, MAX_SELECTED)
    : undefined;
  return csvDownload(params.type, exportCsvStream(params.type, { ids }));
}
