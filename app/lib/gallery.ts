/**
 * A product's pictures: the main one, then its gallery (the products.gallery column, a JSON list of
 * stored upload names in the order staff chose). Read by the product page, /api and the admin form.
 */

/** The most further pictures a product keeps beside its main one. */
export const GALLERY_MAX = 8;

/** A bare stored file name: no path, no URL (the asset rule puts it under /uploads/). */
const BARE_NAME = /^[A-Za-z0-9][\w.-]{0,199}$/;

/** The names in a gallery value; anything that is not a list of bare names reads as none. */
export function parseGallery(value: string | null | undefined): string[] {
  if (!value?.trim().startsWith("[")) return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const names = list.filter((n): n is string => typeof n === "string" && BARE_NAME.test(n));
  return [...new Set(names)].slice(0, GALLERY_MAX);
}

/** Every picture of a product in order: the main one first (when it has one), then the gallery. */
export function productPictures(product: {
  image: string | null;
  gallery?: string | null;
}): string[] {
  const main = product.image?.trim();
  const rest = parseGallery(product.gallery).filter((n) => n !== main);
  return main ? [main, ...rest] : rest;
}

/**
 * The picture a `?image=` asks for, counted from 1 as people do; anything else (missing, not a
 * whole number, out of range) is the first picture. Returned counted from 0.
 */
export function chosenPicture(param: string | null | undefined, count: number): number {
  if (!param || !/^\d{1,2}$/.test(param)) return 0;
  const n = Number(param);
  return n >= 1 && n <= count ? n - 1 : 0;
}
