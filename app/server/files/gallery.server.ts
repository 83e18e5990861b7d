/**
 * The gallery of a product after a save: what it held, less the pictures the save asks to remove,
 * plus the pictures it brought, in that order, never more than GALLERY_MAX. The files of removed
 * pictures go after the commit, like a replaced main image (uploads.server: removeReplacedUploads).
 */
import { assetUrl } from "~/lib/asset-url";
import { GALLERY_MAX, parseGallery } from "~/lib/gallery";
import type { StoredUpload } from "./uploads.server";

/**
 * The fields that name pictures to remove: the form's checkboxes (`gallery_remove_1`...), or one
 * `gallery_remove` with names separated by commas, spaces or lines (a JSON list arrives as lines).
 */
const REMOVE_FIELD = /^gallery_remove(?:_\d{1,3})?$/;

export type GalleryOutcome =
  { ok: true; value: string | null; changed: boolean } | { ok: false; error: string };

export function galleryAfterSave(
  current: string | null | undefined,
  sent: Record<string, string>,
  added: StoredUpload | undefined,
): GalleryOutcome {
  const remove = new Set<string>();
  for (const [key, value] of Object.entries(sent))
    if (REMOVE_FIELD.test(key))
      for (const name of value.split(/[\s,]+/)) if (name) remove.add(name);
  const before = parseGallery(current);
  const kept = before.filter((name) => !remove.has(name));
  const brought = added ? [added, ...(added.more ?? [])].map((f) => f.name) : [];
  const names = [...kept, ...brought];
  if (names.length > GALLERY_MAX)
    return {
      ok: false,
      error: `A product has at most ${GALLERY_MAX} gallery pictures (this save would leave ${names.length}): remove some first`,
    };
  return {
    ok: true,
    value: names.length > 0 ? JSON.stringify(names) : null,
    changed: brought.length > 0 || kept.length !== before.length,
  };
}

/** A product as /api shows one: its row, and the addresses of its gallery pictures in order. */
export function withGalleryUrls<P extends { gallery: string | null }>(product: P) {
  return { ...product, gallery_urls: parseGallery(product.gallery).map((n) => assetUrl(n)) };
}
