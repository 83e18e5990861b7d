import { redirect } from "react-router";
import type { Route } from "./+types/products-index";
import { categoryHref, categoryPathSegment } from "~/lib/categories";
import { findCategory } from "~/server/models/categories.server";

/**
 * /products redirects to /desktop-printers; the product page's category link,
 * /products?category={category}, goes on to that category's listing route.
 */
export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("category")?.trim();
  if (!wanted) throw redirect("/desktop-printers");
  const category = findCategory(wanted);
  throw redirect(
    category
      ? categoryHref(category.display_name)
      : `/products/category/${encodeURIComponent(categoryPathSegment(wanted))}`,
  );
}

export function meta() {
  return [{ title: "All Products" }];
}

// Never rendered (the loader always redirects); it keeps /products a page route, so links to it
// navigate in the browser like any other page.
export default function AllProducts() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">All Products</h1>
      <p className="mt-4 text-secondary">
        We&apos;re working on adding more products. Check back soon!
      </p>
    </main>
  );
}
