import path from "node:path";
import { requireAdmin } from "~/server/auth/auth.server";
import { privateDownload, privatePath } from "~/server/files/private-files.server";
import { parseId } from "~/server/http/responses.server";
import { getQuoteRequest } from "~/server/models/quotes.server";
import type { Route } from "./+types/quotes-po";

/**
 * GET /admin/quotes/{id}/po: the purchase order a buyer attached when accepting, for signed-in staff
 * only, saved as PO-<reference> with the file's own extension.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const quote = id === null ? undefined : getQuoteRequest(id);
  const stored = quote?.po_file ?? null;
  return privateDownload(
    request,
    privatePath(".quote-po", stored),
    quote && stored ? `PO-${quote.reference}${path.extname(stored)}` : "po",
    "Purchase order",
  );
}
