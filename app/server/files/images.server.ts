/**
 * Resized WebP copies of raster pictures (uploads and files under public/images), made on the first
 * request and kept in a disk cache, UPLOADS_DIR/.cache/img/ (server.js refuses dot-folders under
 * /uploads, so the cache is never served directly).
 *
 * Made on demand rather than at upload time so that every picture gets the same treatment: uploads
 * from the admin and /api, images named by a CSV import, and pictures that existed before this code.
 * A cache file's name is a hash of the original's resolved file, its size and modification time, the
 * width and the encoder settings: a changed original or a new setting is a new file, never a stale
 * one, and no spelling of a URL can make a second copy of the same picture. Only the canonical
 * spelling of a path is served (the route redirects the others), and the folder is kept under a byte
 * ceiling (IMAGE_CACHE_MB, 200 by default) by deleting the least recently used copies.
 *
 * Why not lru-cache (which the in-memory caches use): this cache is a folder shared by every server
 * process and kept across restarts, so its true order of use is on disk (a copy's modification time,
 * moved forward when it is served) and its true size is what the folder holds. An lru-cache lives in
 * one process's memory: with several processes each would count only its own copies (together up to
 * N times the ceiling), each would delete copies the others had just served as if unused, and at
 * start it would know nothing of the copies already on disk. What the ceiling needs is the sweep
 * below (read the folder, order by last use, delete down to 80 %), which lru-cache does not do.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isImageWidth, resizablePath } from "~/lib/responsive-image";
import { env } from "../env.server";
import { isStoredUpload, uploadsDir } from "./uploads.server";

/** Bump when the encoder settings change: every cache file name changes with it. */
const ENCODER = "webp-q75-e4-v1";
const QUALITY = 75;
/** Refuse decompression bombs: far above any product photo (8000 x 6000). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Two encodes at a time at most: the machine serves pages too. */
const MAX_PARALLEL = 2;
/** After a sweep the cache holds at most this share of the ceiling, so sweeps stay rare. */
const SWEEP_TO = 0.8;
/** A served copy's modification time is moved forward at most this often (it is its "last used"). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

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
  return [path.resolve("public"), path.resolve(env.BUILD_DIR, "client")];
}

interface Original {
  file: string;
  size: number;
  mtimeMs: number;
  upload: boolean;
  /** The one spelling of this picture's path after /img/{width}/ that is served. */
  canonical: string;
}

/**
 * The original file behind a path after /img/{width}/, as the client sent it (percent-encoded), or
 * null when it is not one we resize. The path is decoded exactly once, segment by segment: an empty
 * segment (`//`), a dot segment, or a segment that decodes to a slash, a backslash or NUL is refused,
 * so `%2f`, `%252f` and `images//x` never reach the disk as another name for a file.
 */
async function locateOriginal(rawRest: string): Promise<Original | null> {
  const segments: string[] = [];
  for (const raw of rawRest.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!segment || segment === "." || segment === ".." || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const [root, ...parts] = segments;
  if (parts.length === 0 || !resizablePath(`/${root}/${parts.map(encodeSegment).join("/")}`)) {
    return null;
  }
  let candidates: string[];
  let upload = false;
  if (root === "uploads") {
    if (parts.length !== 1 || !isStoredUpload(parts[0])) return null;
    candidates = [path.join(uploadsDir(), parts[0])];
    upload = true;
  } else if (root === "images") {
    candidates = publicRoots().map((r) => path.join(r, "images", ...parts));
  } else {
    return null;
  }
  const canonical = [root, ...parts].map(encodeSegment).join("/");
  for (const file of candidates) {
    try {
      const stat = await fs.stat(file);
      if (stat.isFile()) return { file, size: stat.size, mtimeMs: stat.mtimeMs, upload, canonical };
    } catch {
      // Not in this root: try the next one.
    }
  }
  return null;
}

/** One path segment as the canonical URL spells it. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment);
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
 * The WebP copy of `rest` ("uploads/{name}" or "images/...", percent-encoded as in the request URL)
 * at `width`, made now if it is not in the cache. `{ redirect }` when the path is another spelling of
 * a picture's canonical path (nothing is encoded for it). Null when the width is not one of
 * IMAGE_WIDTHS, the path is not a local raster picture, the original does not exist, or it cannot be
 * decoded.
 */
export async function imageVariant(
  rest: string,
  width: number,
): Promise<ImageVariant | { redirect: string } | null> {
  if (!isImageWidth(width)) return null;
  const original = await locateOriginal(rest);
  if (!original) return null;
  if (original.canonical !== rest) return { redirect: `/img/${width}/${original.canonical}` };
  const key = createHash("sha256")
    .update(`${ENCODER}\n${original.file}\n${original.size}\n${original.mtimeMs}\n${width}`)
    .digest("hex")
    .slice(0, 32);
  const file = path.join(imageCacheDir(), `${key}.webp`);
  try {
    const stat = await fs.stat(file);
    used(file, stat.size, stat.mtimeMs);
    return { file, size: stat.size, etag: `"${key}"`, immutable: original.upload };
  } catch {
    // Not made yet (or swept by the ceiling).
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
  added(file, stat.size);
  return { file, size: stat.size, etag: `"${key}"`, immutable: original.upload };
}

/** The ceiling of the cache folder in bytes: IMAGE_CACHE_MB (a positive number), 200 MB by default. */
function imageCacheCeiling(): number {
  return env.IMAGE_CACHE_MB * 1024 * 1024;
}

/**
 * What this process believes is in the cache: file -> size and last use. It starts empty and grows
 * with what this process serves and makes; a sweep reads the folder itself, so copies made by other
 * processes and earlier runs are counted then (their modification time is their last use).
 */
const known = new Map<string, { size: number; lastUse: number }>();
let knownBytes = 0;
/** Bytes made or first seen since the last sweep: a sweep is due when they could break the ceiling. */
let sinceSweep = Number.POSITIVE_INFINITY;
let sweeping: Promise<void> | null = null;

function used(file: string, size: number, mtimeMs: number): void {
  const now = Date.now();
  const entry = known.get(file);
  if (!entry) {
    known.set(file, { size, lastUse: now });
    knownBytes += size;
  } else {
    entry.lastUse = now;
  }
  // The modification time carries "last used" to other processes and to the next start.
  if (now - mtimeMs > TOUCH_EVERY_MS) {
    fs.utimes(file, now / 1000, now / 1000).catch(() => {
      // Swept meanwhile: nothing to keep fresh.
    });
  }
}

function added(file: string, size: number): void {
  used(file, size, Date.now());
  sinceSweep += size;
  if (sinceSweep >= imageCacheCeiling() * (1 - SWEEP_TO) || knownBytes > imageCacheCeiling()) {
    void sweepImageCache();
  }
}

/**
 * Deletes the least recently used copies until the folder holds at most 80% of the ceiling. Reads
 * the folder (every process's copies), taking a copy's last use as the later of its modification time
 * and this process's own record. Leftover temporary files older than an hour go too. One sweep at a
 * time: a call during a sweep waits for it.
 */
export function sweepImageCache(): Promise<void> {
  sweeping ??= sweep().finally(() => (sweeping = null));
  return sweeping;
}

async function sweep(): Promise<void> {
  const dir = imageCacheDir();
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  const files: { file: string; size: number; lastUse: number }[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) continue;
      if (name.endsWith(".tmp")) {
        if (Date.now() - stat.mtimeMs > TOUCH_EVERY_MS) await fs.rm(file, { force: true });
        continue;
      }
      const lastUse = Math.max(stat.mtimeMs, known.get(file)?.lastUse ?? 0);
      files.push({ file, size: stat.size, lastUse });
    } catch {
      // Swept by another process meanwhile.
    }
  }
  let total = files.reduce((sum, f) => sum + f.size, 0);
  const target = imageCacheCeiling() * SWEEP_TO;
  if (total > imageCacheCeiling()) {
    files.sort((a, b) => a.lastUse - b.lastUse);
    for (const f of files) {
      if (total <= target) break;
      if (inFlight.has(f.file)) continue;
      await fs.rm(f.file, { force: true });
      total -= f.size;
      f.size = -1;
    }
  }
  known.clear();
  knownBytes = 0;
  for (const f of files) {
    if (f.size < 0) continue;
    known.set(f.file, { size: f.size, lastUse: f.lastUse });
    knownBytes += f.size;
  }
  sinceSweep = 0;
}
