import type { Route } from "./+types/import-template";
import { requireAdmin } from "~/server/auth/auth.server";
import { isImportType } from "~/server/import/columns.server";
import { templateCsv } from "~/server/import/import.server";

/** GET /admin/import/template/:type: the header and one example row, as a CSV download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isImportType(params.type)) throw missing("There is no import template of that type.");
  return new Response(templateCsv(params.type), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.type}-template.csv"`,
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
