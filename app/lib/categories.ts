import { CATEGORY_ORDER, CATEGORY_SHORTCUTS } from "~/config/site";

/** Lowercased with dashes: the dynamic route's form of a category name. */
export function categoryPathSegment(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A category links to its shortcut route, else to /products/category/{name-with-dashes}. */
export function categoryHref(displayName: string): string {
  return (
    CATEGORY_SHORTCUTS[displayName] ?? `/products/category/${categoryPathSegment(displayName)}`
  );
}

/** The fixed order first, then the rest alphabetically (by display name). */
export function sortCategories<T extends { display_name: string }>(list: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = (CATEGORY_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return [...list].sort(
    (a, b) =>
      rank(a.display_name) - rank(b.display_name) || a.display_name.localeCompare(b.display_name),
  );
}

/** For the dynamic route the hyphenated slug becomes title case. */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The sidebar's active entry: the current path matches the entry's link; Desktop Printers on /products. */
export function isCategoryActive(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === href || (path === "/products" && href === CATEGORY_SHORTCUTS["Desktop Printers"]);
}
