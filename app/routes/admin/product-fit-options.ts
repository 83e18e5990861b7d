import { requireAdmin } from "~/server/auth/auth.server";
import { fitOptions } from "~/server/models/fits.server";
import { searchProductList } from "~/server/search/engine.server";
import type { Route } from "./+types/product-fit-options";

/** The most characters of a typed name or model that are searched. */
const QUERY_MAX = 60;

/**
 * GET /admin/products/fit-options?want=printer|supply&q=…: the product form's search box for
 * "supplies that fit" suggests, through the site's search, the printers (or supplies and parts)
 * whose name or model matches what staff type. JSON, never cached; nothing is written.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const want = params.get("want") === "supply" ? "supply" : "printer";
  const q = (params.get("q") ?? "").slice(0, QUERY_MAX).trim();
  const options =
    q.length < 2
      ? []
      : fitOptions(
          searchProductList(q, 40).map((r) => ({ ...r, status: "active" })),
          want,
        );
  return Response.json({ options }, { headers: { "Cache-Control": "no-store" } });
}
