import type { Route } from "./+types/products-slug";
import { withGalleryUrls } from "~/server/files/gallery.server";
import { jsonError, methodNotAllowed } from "~/server/http/responses.server";
import { withPublicFitSlugs } from "~/server/models/fits.server";
import { getPublicProductBySlug } from "~/server/models/products.server";

/** GET /api/products/slug/{slug}: one public product, else 404 {"error":"Product not found"}. */
export function loader({ params }: Route.LoaderArgs) {
  const product = getPublicProductBySlug(params.slug);
  if (!product) return jsonError(404, "Product not found");
  // With the slugs of the (public) printers it fits or supplies it takes.
  return Response.json(withGalleryUrls(withPublicFitSlugs(product)));
}

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
