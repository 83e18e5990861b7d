/**
 * Resized WebP copies of raster pictures (uploads and files under public/images), made on the first
 * request and kept in a disk cache, UPLOADS_DIR/.cache/img/ (server.js refuses dot-folders under
 * /uploads, so the cache is never served directly).
 *
 * Made on demand rather than at upload time so that every picture gets the same treatment: uploads
 * from the admin and /api, images named by a CSV import, and pictures that existed before this code.
 * A cache file's name is a hash of where the original is, its size and modification time, the width
 * and the encoder settings: a changed original or a new setting is a new file, never a stale one.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isImageWidth, resizablePath } from "~/lib/responsive-image";
import { isStoredUpload, uploadsDir } from "./uploads.server";

/** Bump when the encoder settings change: every cache file name changes with it. */
const ENCODER = "webp-q75-e4-v1";
const QUALITY = 75;
/** Refuse decompression bombs: far above any product photo (8000 x 6000). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Two encodes at a time at most: the machine serves pages too. */
const MAX_PARALLEL = 2;

export interface ImageVariant {
  file: string;
  size: number;
  /** Strong: the file's bytes never change under its name. */
  etag: string;
  /** Uploaded files never change under their random name; public files can change on deploy. */
  immutable: boolean;
}

export function imageCacheDir(): string {
  return path.join(uploadsDir(), ".cache", "img");
}

/** Where public/ files live: the source folder, else the copy in the client build. */
function publicRoots(): string[] {
  return [path.resolve("public"), path.resolve(process.env.BUILD_DIR ?? "build", "client")];
}

/** The original file behind a path after /img/{width}, or null when it is not one we resize. */
async function locateOriginal(
  rest: string,
): Promise<{ file: string; size: number; mtimeMs: number; upload: boolean } | null> {
  const urlPath = resizablePath(`/${rest}`);
  if (!urlPath) return null;
  const [, root, ...parts] = urlPath.split("/");
  let candidates: string[];
  let upload = false;
  if (root === "uploads") {
    const name = parts.join("/");
    if (!isStoredUpload(name)) return null;
    candidates = [path.join(uploadsDir(), name)];
    upload = true;
  } else {
    let relative: string;
    try {
      relative = decodeURIComponent(parts.join("/"));
    } catch {
      return null;
    }
    const inside = path.posix.normalize(`images/${relative}`);
    if (!inside.startsWith("images/") || inside.includes("\0")) return null;
    candidates = publicRoots().map((r) => path.join(r, inside));
  }
  for (const file of candidates) {
    try {
      const stat = await fs.stat(file);
      if (stat.isFile()) return { file, size: stat.size, mtimeMs: stat.mtimeMs, upload };
    } catch {
      // Not in this root: try the next one.
    }
  }
  return null;
}

let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Encodes in flight, by cache file: two requests for a new picture share one encode. */
const inFlight = new Map<string, Promise<void>>();
/** Originals that could not be decoded, so that asking again does not cost another attempt. */
const undecodable = new Set<string>();

async function encode(source: string, target: string, width: number): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written beside the target and renamed into place: readers (other requests, other server
  // processes) only ever see a whole file.
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: QUALITY, effort: 4 })
      .toFile(temporary);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The WebP copy of `rest` ("uploads/{name}" or "images/...") at `width`, made now if it is not in
 * the cache. Null when the width is not one of IMAGE_WIDTHS, the path is not a local raster picture,
 * the original does not exist, or it cannot be decoded.
 */
export async function imageVariant(rest: string, width: number): Promise<ImageVariant | null> {
  if (!isImageWidth(width)) return null;
  const original = await locateOriginal(rest);
  if (!original) return null;
  const key = createHash("sha256")
    .update(`${ENCODER}\n${rest}\n${original.size}\n${original.mtimeMs}\n${width}`)
    .digest("hex")
    .slice(0, 32);
  const file = path.join(imageCacheDir(), `${key}.webp`);
  try {
    const stat = await fs.stat(file);
    return { file, size: stat.size, etag: `"${key}"`, immutable: original.upload };
  } catch {
    // Not made yet.
  }
  if (undecodable.has(file)) return null;
  let job = inFlight.get(file);
  if (!job) {
    job = withSlot(() => encode(original.file, file, width)).finally(() => inFlight.delete(file));
    inFlight.set(file, job);
  }
  try {
    await job;
  } catch (error) {
    console.error("[images] could not resize", rest, error);
    if (undecodable.size > 1000) undecodable.clear();
    undecodable.add(file);
    return null;
  }
  const stat = await fs.stat(file);
  return { file, size: stat.size, etag: `"${key}"`, immutable: original.upload };
}
