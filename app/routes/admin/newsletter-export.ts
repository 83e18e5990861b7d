import Papa from "papaparse";
import type { Route } from "./+types/newsletter-export";
import { requireAdmin } from "~/server/auth/auth.server";
import { newsletterSubscribersAfter } from "~/server/models/newsletter.server";

/** Rows read per slice: the export streams, so a long list never sits in memory whole. */
const SLICE = 1000;

/**
 * GET /admin/newsletter/export.csv: every address with its sign-up time, oldest first. Cells that a
 * spreadsheet would run as a formula are written as text; a BOM makes Excel read UTF-8.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const encoder = new TextEncoder();
  let after = 0;
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const rows = newsletterSubscribersAfter(after, SLICE);
      const lines = rows.map((r) => [r.email, r.created_at]);
      if (first) lines.unshift(["email", "subscribed_at"]);
      if (lines.length > 0) {
        const csv = Papa.unparse(lines, { escapeFormulae: true, newline: "\r\n" }) + "\r\n";
        controller.enqueue(encoder.encode((first ? "\uFEFF" : "") + csv));
      }
      first = false;
      if (rows.length < SLICE) controller.close();
      else after = rows[rows.length - 1].id;
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
}
