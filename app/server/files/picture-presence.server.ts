/**
 * Whether a stored picture can be shown, decided on the server: a page that names an upload whose
 * file is gone (deleted by hand, a restore without its files) shows the placeholder, with or without
 * JavaScript, instead of a broken image. Remote URLs are kept: only the browser can tell whether they
 * load, and the picture components fall back when they do not.
 *
 * Cheap: each name is looked up on disk once, then remembered until the content version moves (a
 * save that brings a new picture moves it), at most MAX_REMEMBERED names.
 */
import fs from "node:fs";
import { parseGallery } from "~/lib/gallery";
import path from "node:path";
import { contentVersionReader } from "../content-version.server";
import { db } from "../db.server";
import { uploadsDir } from "./uploads.server";

const MAX_REMEMBERED = 50_000;
const present = new Map<string, boolean>();
let version = -1;
let readVersion: (() => number) | null = null;

/** The upload file name a picture value points at, or null when it is not in the uploads folder. */
function uploadNameOf(value: string): string | null {
  if (/^https?:\/\//i.test(value)) return null;
  const name = value.startsWith("/uploads/") ? value.slice("/uploads/".length) : value;
  if (name.startsWith("/") || name.includes("/") || name.includes("\\") || name.startsWith("."))
    return null;
  return name;
}

function uploadExists(name: string): boolean {
  readVersion ??= contentVersionReader(db.sqlite);
  const now = readVersion();
  if (now !== version || present.size >= MAX_REMEMBERED) {
    present.clear();
    version = now;
  }
  let known = present.get(name);
  if (known === undefined) {
    known = fs.existsSync(path.join(uploadsDir(), name));
    present.set(name, known);
  }
  return known;
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
