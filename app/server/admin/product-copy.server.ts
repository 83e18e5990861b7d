/**
 * "Duplicate" on the products list: the add form opened with another product's values, named
 * "… (copy)" with a slug nobody uses yet. Nothing is written until the person saves; files are not
 * shared between two products (deleting one would take the other's picture), so they are chosen again.
 */
import { slugify } from "~/lib/slugify";
import { formValuesOf } from "./save.server";
import { productManager } from "./managers.server";
import { isProductSlugTaken } from "../models/products.server";

/** At most this many numbered slugs are tried before a random ending is used. */
const SLUG_TRIES = 50;

function freeSlug(base: string): string {
  const stem = slugify(`${base}-copy`).slice(0, 100) || "product-copy";
  if (!isProductSlugTaken(stem)) return stem;
  for (let n = 2; n <= SLUG_TRIES; n++)
    if (!isProductSlugTaken(`${stem}-${n}`)) return `${stem}-${n}`;
  return `${stem}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The form values of a copy of product `param` (an id from the URL), or null when there is none. */
export function copyValues(param: string | null) {
  const id = Number(param);
  if (!param || !/^\d+$/.test(param) || !Number.isSafeInteger(id) || id < 1) return null;
  const row = productManager.get(id);
  if (!row) return null;
  return {
    from: row.name,
    values: {
      ...formValuesOf(productManager, row),
      name: `${row.name} (copy)`.slice(0, 200),
      slug: freeSlug(row.slug),
    },
  };
}
