import type { Route } from "./+types/supplies-printers";
import { PUBLIC_API } from "~/server/http/cache-control.server";
import { findPrinters } from "~/server/models/fits.server";

/**
 * GET /supplies/printers?q=zd 421: the printers a typed model names, for the supplies finder's model
 * field as the buyer types (at most 8; the text is read to 60 characters).
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const printers = findPrinters(q, 8).map(({ name, slug, model }) => ({ name, slug, model }));
  return Response.json({ printers }, { headers: { "Cache-Control": PUBLIC_API } });
}
