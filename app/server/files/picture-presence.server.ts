/**
 * Whether a stored picture can be shown, decided on the server: a page that names an upload whose
 * file is gone (deleted by hand, a restore without its files) shows the placeholder, with or without
 * JavaScript, instead of a broken image. Remote URLs are kept: only the browser can tell whether they
 * load, and the picture components fall back when they do not.
 *
 * Cheap: each name is looked up on disk once a minute at most (no database read either: a page
 * lists dozens of pictures, and a statement per picture showed in the loaders' query budgets), at
 * most MAX_REMEMBERED names. A file removed by hand shows as missing within RECHECK_MS; a new
 * upload always has a new name, so it is never remembered as missing.
 */
import fs from "node:fs";
import path from "node:path";
import { parseGallery } from "~/lib/gallery";
import { uploadsDir } from "./uploads.server";

const MAX_REMEMBERED = 50_000;
export const RECHECK_MS = 60_000;
/** Per upload name: whether its file was there, and when that was looked at. */
const seen = new Map<string, { present: boolean; at: number }>();

/** The upload file name a picture value points at, or null when it is not in the uploads folder. */
function uploadNameOf(value: string): string | null {
  if (/^https?:\/\//i.test(value)) return null;
  const name = value.startsWith("/uploads/") ? value.slice("/uploads/".length) : value;
  if (name.startsWith("/") || name.includes("/") || name.includes("\\") || name.startsWith("."))
    return null;
  return name;
}

function uploadExists(name: string): boolean {
  const now = Date.now();
  const known = seen.get(name);
  if (known && now - known.at < RECHECK_MS) return known.present;
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  const present = fs.existsSync(path.join(uploadsDir(), name));
  seen.set(name, { present, at: now });
  return present;
}

/** The picture value to render: as stored, or null (the placeholder) when its upload is missing. */
export function shownPicture(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  const name = uploadNameOf(v);
  return name === null || uploadExists(name) ? v : null;
}

/** A row with its `image` as shownPicture gives it. */
export function withShownImage<T extends { image?: string | null }>(row: T): T {
  const image = shownPicture(row.image);
  return image === (row.image ?? null) ? row : { ...row, image };
}

/**
 * A product with its main picture as shownPicture gives it and its gallery without the pictures
 * whose files are missing (a gallery thumbnail would otherwise open a broken picture).
 */
export function withShownPictures<T extends { image: string | null; gallery: string | null }>(
  product: T,
): T {
  const shown = withShownImage(product);
  const gallery = parseGallery(product.gallery);
  const kept = gallery.filter((name) => shownPicture(name) !== null);
  return kept.length === gallery.length ? shown : { ...shown, gallery: JSON.stringify(kept) };
}
