/**
 * A product's pictures after a save: the main one (products.image) and its gallery (products.gallery),
 * worked out as one list whose first picture is the main one. What it held, less the pictures the save
 * asks to remove, plus the pictures it brought, in the order the form sent, with the main picture the
 * form chose; never more than the main one and GALLERY_MAX others. The files of pictures no longer
 * held go after the commit, like a replaced main image (uploads.server: removeReplacedUploads).
 */
import { assetUrl } from "~/lib/asset-url";
import { GALLERY_MAX, parseGallery, productPictures } from "~/lib/gallery";
import { newPictureToken, PICTURE_FIELDS } from "~/lib/product-form";
import type { StoredUpload } from "./uploads.server";

/**
 * The fields that name pictures to remove: the form's checkboxes (`gallery_remove_1`...), or one
 * `gallery_remove` with names separated by commas, spaces or lines (a JSON list arrives as lines).
 */
const REMOVE_FIELD = /^gallery_remove(?:_\d{1,3})?$/;

export type PicturesOutcome =
  | { ok: true; image: string | null; gallery: string | null; changed: boolean }
  | { ok: false; error: string };

const tokens = (text: string | undefined) => (text ?? "").split(/[\s,]+/).filter(Boolean);

export function picturesAfterSave(
  current: { image: string | null; gallery: string | null } | undefined,
  sent: Record<string, string>,
  files: { image?: StoredUpload; gallery?: StoredUpload },
): PicturesOutcome {
  const remove = new Set<string>();
  for (const [key, value] of Object.entries(sent))
    if (REMOVE_FIELD.test(key)) for (const name of tokens(value)) remove.add(name);
  const before = current ? productPictures(current) : [];
  const oldMain = current?.image?.trim() || null;
  // A main picture sent as its own file replaces the main one (the /api and older forms' way).
  const kept = before.filter((n) => !remove.has(n) && !(files.image && n === oldMain));
  const added = files.gallery
    ? [files.gallery, ...(files.gallery.more ?? [])].map((f) => f.name)
    : [];
  const named = new Map<string, string>(kept.map((n) => [n, n]));
  added.forEach((n, i) => named.set(newPictureToken(i), n));

  const ordered: string[] = [];
  for (const token of tokens(sent[PICTURE_FIELDS.order])) {
    const n = named.get(token);
    if (n && !ordered.includes(n)) ordered.push(n);
  }
  for (const n of [...kept, ...added]) if (!ordered.includes(n)) ordered.push(n);

  const [direction, moved] = (sent[PICTURE_FIELDS.move] ?? "").split(/:(.*)/s);
  const at = moved ? ordered.indexOf(moved) : -1;
  const to = direction === "up" ? at - 1 : direction === "down" ? at + 1 : -1;
  if (at >= 0 && to >= 0 && to < ordered.length)
    [ordered[at], ordered[to]] = [ordered[to]!, ordered[at]!];

  // The main picture: a file sent as the main one, else the one chosen when it is not the main
  // picture already (so a move without JavaScript is not undone by the choice left as it was),
  // else the first in order.
  const chosen = named.get(sent[PICTURE_FIELDS.main] ?? "");
  const main =
    files.image?.name ?? (chosen && chosen !== oldMain ? chosen : undefined) ?? ordered[0];
  const list = main ? [main, ...ordered.filter((n) => n !== main)] : [];
  if (list.length > GALLERY_MAX + 1)
    return {
      ok: false,
      error: `A product has at most ${GALLERY_MAX + 1} pictures, the main one and ${GALLERY_MAX} more (this save would leave ${list.length}): remove some first`,
    };
  const image = list[0] ?? null;
  const gallery = list.length > 1 ? JSON.stringify(list.slice(1)) : null;
  const beforeGallery = parseGallery(current?.gallery);
  const galleryBefore = beforeGallery.length > 0 ? JSON.stringify(beforeGallery) : null;
  return {
    ok: true,
    image,
    gallery,
    changed: image !== oldMain || gallery !== galleryBefore,
  };
}

/** A product as /api shows one: its row, and the addresses of its gallery pictures in order. */
export function withGalleryUrls<P extends { gallery: string | null }>(product: P) {
  return { ...product, gallery_urls: parseGallery(product.gallery).map((n) => assetUrl(n)) };
}
