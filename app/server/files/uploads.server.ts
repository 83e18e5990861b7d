/**
 * Uploaded files: their kinds and limits, the check of their bytes, and their storage under a random
 * name in UPLOADS_DIR (served by the server entry at /uploads/{name}), removed when no row uses them
 * any more. Reading them from a request is the body reader's job (http/body.server.ts:
 * receiveUploads), which streams each file part here as it arrives.
 *
 * Kinds: "image" (JPEG, PNG, WebP, GIF, SVG), "pdf", "driver" (.exe, .msi, .zip, .dmg), "csv",
 * a service booking's "photo" (JPEG, PNG, WebP) and "video" (MP4), a buyer's "po" and a job
 * applicant's "cv" (PDF, Word .doc or .docx).
 * The type is checked from the file's first bytes (file-type; a .dmg by its 'koly' trailer) AND its
 * extension; an SVG is parsed as XML against an allow-list and stored as written back from the
 * checked tree (files/svg.server.ts).
 * `removeUpload` only ever deletes a bare stored name inside UPLOADS_DIR, never /images/... seed files.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { GALLERY_MAX } from "~/lib/gallery";
import { cleanSvg, SvgRefused } from "./svg.server";
import { env } from "../env.server";

import type { UploadKind } from "~/lib/upload-kinds";
export { ACCEPT } from "~/lib/upload-kinds";

export interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
  /** Shown in messages: "Image", "PDF datasheet"... */
  label: string;
  /**
   * How many files one request may send in this field (default 1). A field that takes several
   * (a product's gallery) holds a JSON list of stored names in its column.
   */
  maxCount?: number;
}

const MB = 1024 * 1024;
export const IMAGE_UPLOAD: UploadRule = { kind: "image", maxBytes: 5 * MB, label: "Image" };
export const PDF_UPLOAD: UploadRule = { kind: "pdf", maxBytes: 20 * MB, label: "PDF" };
export const DRIVER_UPLOAD: UploadRule = {
  kind: "driver",
  maxBytes: 200 * MB,
  label: "Driver file",
};
export const CSV_UPLOAD: UploadRule = { kind: "csv", maxBytes: 10 * MB, label: "CSV file" };
/** A customer's photos of a printer for repair: camera pictures only (no SVG), up to five. */
export const SERVICE_PHOTO_UPLOAD: UploadRule = {
  kind: "photo",
  maxBytes: 10 * MB,
  label: "Photo",
  maxCount: 5,
};
/** A short video of the fault, stored as sent (never transcoded). */
export const SERVICE_VIDEO_UPLOAD: UploadRule = {
  kind: "video",
  maxBytes: 40 * MB,
  label: "Video",
};
/** A buyer's purchase order: a PDF or a photo of the paper, checked by its content. */
export const PO_UPLOAD: UploadRule = { kind: "po", maxBytes: 5 * MB, label: "Purchase order file" };
/** A job applicant's CV: a PDF or a Word file (.doc, .docx), checked by its content. */
export const CV_UPLOAD: UploadRule = { kind: "cv", maxBytes: 5 * MB, label: "CV" };
/** A product's further pictures: each one an image by the image rules, at most GALLERY_MAX. */
export const GALLERY_UPLOAD: UploadRule = {
  ...IMAGE_UPLOAD,
  label: "Gallery picture",
  // The main picture and its gallery may come in one choice of files (a product without pictures).
  maxCount: GALLERY_MAX + 1,
};

const KIND_TEXT: Record<UploadKind, string> = {
  image: "a JPEG, PNG, WebP, GIF or SVG image",
  pdf: "a PDF file",
  driver: "an .exe, .msi, .zip or .dmg file",
  csv: "a .csv file",
  photo: "a JPEG, PNG or WebP picture",
  video: "an MP4 video",
  po: "a PDF, JPEG or PNG file",
  cv: "a PDF or Word file (.pdf, .doc or .docx)",
};

/** Extension → the types file-type may report for it (null: a text format it cannot detect). */
const EXTENSIONS: Record<UploadKind, Record<string, string[] | null>> = {
  image: {
    ".jpg": ["jpg"],
    ".jpeg": ["jpg"],
    ".png": ["png"],
    ".webp": ["webp"],
    ".gif": ["gif"],
    ".svg": null,
  },
  pdf: { ".pdf": ["pdf"] },
  driver: {
    ".exe": ["exe"],
    ".msi": ["msi", "cfb"],
    ".zip": ["zip"],
    // A .dmg has no magic number at its start (its trailer is at the end): accept by extension.
    ".dmg": null,
  },
  csv: { ".csv": null },
  photo: { ".jpg": ["jpg"], ".jpeg": ["jpg"], ".png": ["png"], ".webp": ["webp"] },
  // Phones write MP4 with the isom/mp42 brands (file-type: mp4) or Apple's M4V brand.
  video: { ".mp4": ["mp4", "m4v"] },
  po: { ".pdf": ["pdf"], ".jpg": ["jpg"], ".jpeg": ["jpg"], ".png": ["png"] },
  // Word 97-2003 is an OLE compound file (file-type: cfb); .docx is a ZIP that holds word/.
  cv: { ".pdf": ["pdf"], ".doc": ["cfb"], ".docx": ["docx"] },
};

export interface StoredUpload {
  /** The random file name in UPLOADS_DIR: what the row stores. */
  name: string;
  /** The name on the uploader's machine (drivers offer it again on download). */
  originalName: string;
  size: number;
  /** The further files of a field that takes several (UploadRule.maxCount), in the order sent. */
  more?: StoredUpload[];
}

export function uploadsDir(): string {
  return path.resolve(env.UPLOADS_DIR);
}

/** A refused file or body: the status and message the client sees, and the field it concerns. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

export const sizeText = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** What is known of a received file without holding it in memory. */
export interface ReceivedBytes {
  /** The first bytes (file-type reads the magic number from them). */
  head: Uint8Array;
  /** The last bytes (a .dmg is recognised by its 'koly' trailer). */
  tail: Uint8Array;
  size: number;
  /** The whole file, read only for kinds that are small and must be parsed (SVG). */
  readAll(): Promise<Uint8Array>;
  /** Stores these bytes instead of what was received (an SVG as written back after its check). */
  replaceWith(bytes: Uint8Array): Promise<void>;
}

/** file-type reads at most this much; a ZIP-based format may look a little further. */
const HEAD_BYTES = 64 * 1024;
/** A UDIF disk image (.dmg) ends with a 512-byte trailer that starts with 'koly'. */
const DMG_TRAILER = 512;

function isDmgTrailer(tail: Uint8Array, size: number): boolean {
  if (size < DMG_TRAILER || tail.byteLength < DMG_TRAILER) return false;
  const t = tail.subarray(tail.byteLength - DMG_TRAILER);
  return t[0] === 0x6b && t[1] === 0x6f && t[2] === 0x6c && t[3] === 0x79;
}

/** Checks a received file against the rule; returns the extension to store under. */
export async function checkReceived(
  file: ReceivedBytes,
  fileName: string,
  rule: UploadRule,
  field: string,
): Promise<string> {
  const ext = path.extname(fileName).toLowerCase();
  const wrongType = () =>
    new UploadRefused(415, field, `${rule.label} must be ${KIND_TEXT[rule.kind]}`);
  const allowed = EXTENSIONS[rule.kind];
  if (!Object.hasOwn(allowed, ext)) throw wrongType();
  if (file.size > rule.maxBytes)
    throw new UploadRefused(
      413,
      field,
      `${rule.label} is too large (maximum ${sizeText(rule.maxBytes)})`,
    );
  if (file.size === 0) throw new UploadRefused(400, field, `${rule.label} is empty`);
  const detected = await fileTypeFromBuffer(file.head);
  if (ext === ".dmg") {
    // No magic number at the start: the trailer proves it (and nothing else may claim the name).
    if (detected || !isDmgTrailer(file.tail, file.size)) throw wrongType();
    return ext;
  }
  const expected = allowed[ext];
  if (expected === null) {
    if (rule.kind === "image") {
      // SVG is text: file-type reports nothing (or xml). Parse it, refuse anything active and
      // keep only what the check read.
      if (detected && detected.ext !== "xml") throw wrongType();
      const bytes = await file.readAll();
      let cleaned: string | null;
      try {
        cleaned = cleanSvg(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
      } catch (error) {
        if (!(error instanceof SvgRefused)) throw error;
        throw new UploadRefused(
          415,
          field,
          `${rule.label}: this SVG holds ${error.message}, which is not allowed (scripts, event handlers, links to other files and HTML are refused). Save it as a plain drawing, or upload a PNG.`,
        );
      }
      if (cleaned === null) throw wrongType();
      await file.replaceWith(new TextEncoder().encode(cleaned));
    } else if (rule.kind === "csv") {
      // A UTF-16 text file (Excel's "Unicode text") starts with its byte-order mark, which type
      // sniffers take for audio: it is text, and the importer decodes it.
      const utf16 =
        (file.head[0] === 0xff && file.head[1] === 0xfe) ||
        (file.head[0] === 0xfe && file.head[1] === 0xff);
      if (detected && !utf16) throw wrongType();
    }
    return ext;
  }
  if (!detected || !expected.includes(detected.ext)) throw wrongType();
  return ext;
}

/**
 * The uploader's file name, kept only to be shown or offered again: the last path part, without
 * control characters or the bidirectional marks that can disguise an extension ("gpj.exe").
 */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what we remove
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (cleaned.length <= 200) return cleaned;
  // Shortened, the extension (what the type check reads) stays.
  const ext = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, 200 - ext.length) + ext;
}

export interface Incoming {
  /** The temporary file in UPLOADS_DIR (a dot file: never served). */
  temp: string;
  bytes: ReceivedBytes;
  fileName: string;
}

/**
 * Streams one file part to a temporary file, counting its size against the rule while it arrives,
 * keeping only its first and last bytes in memory.
 */
export function streamToTemp(
  stream: Readable,
  field: string,
  fileName: string,
  rule: UploadRule,
  temps: Set<string>,
  abort: AbortSignal,
): Promise<Incoming> {
  const temp = path.join(uploadsDir(), `.incoming-${randomBytes(12).toString("hex")}`);
  temps.add(temp);
  const out = createWriteStream(temp, { flags: "wx" });
  const head: Buffer[] = [];
  let headSize = 0;
  let tail = Buffer.alloc(0);
  let size = 0;
  return new Promise<Incoming>((resolve, reject) => {
    let done = false;
    const refuse = (error: unknown) => {
      if (done) return;
      done = true;
      out.destroy();
      // The rest of this part is read and dropped, so the form's other parts still arrive.
      stream.removeAllListeners("data");
      stream.resume();
      reject(error);
    };
    stream.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.byteLength;
      if (size > rule.maxBytes) {
        refuse(
          new UploadRefused(
            413,
            field,
            `${rule.label} is too large (maximum ${sizeText(rule.maxBytes)})`,
          ),
        );
        return;
      }
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.byteLength, HEAD_BYTES - headSize);
      }
      tail = Buffer.concat([tail, chunk]);
      if (tail.byteLength > DMG_TRAILER) tail = tail.subarray(tail.byteLength - DMG_TRAILER);
      if (!out.write(chunk)) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    });
    stream.on("error", refuse);
    out.on("error", refuse);
    // Another part of the form was refused: stop writing this one.
    if (abort.aborted) refuse(abort.reason);
    else abort.addEventListener("abort", () => refuse(abort.reason), { once: true });
    stream.on("end", () => {
      if (done) return;
      out.end(() => {
        if (done) return;
        done = true;
        const bytes: ReceivedBytes = {
          head: Buffer.concat(head),
          tail,
          size,
          readAll: async () => new Uint8Array(await fs.readFile(temp)),
          replaceWith: async (replacement) => {
            await fs.writeFile(temp, replacement);
            bytes.size = replacement.byteLength;
          },
        };
        resolve({ temp, fileName, bytes });
      });
    });
  });
}

export async function removeTemps(temps: Set<string>): Promise<void> {
  await Promise.all([...temps].map((t) => fs.rm(t, { force: true }).catch(() => {})));
  temps.clear();
}

/** The name every stored upload gets: 32 random hex digits and its extension. */
export const STORED_UPLOAD_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** A value that names a file we stored (not a seed path like /images/x.svg nor an absolute URL). */
export function isStoredUpload(name: string | null | undefined): name is string {
  return !!name && STORED_UPLOAD_NAME.test(name);
}

/**
 * The stored uploads a column value names: a bare stored name, or a JSON list of them (a field that
 * takes several files). Anything else (seed paths, URLs, drawn pictures, broken JSON) names none.
 */
export function storedNamesIn(value: unknown): string[] {
  if (typeof value !== "string") return [];
  if (STORED_UPLOAD_NAME.test(value)) return [value];
  if (!value.startsWith("[")) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((n): n is string => isStoredUpload(n as string)) : [];
  } catch {
    return [];
  }
}

/** A fresh stored name for a checked file with this extension. */
export function newStoredName(ext: string): string {
  return `${randomBytes(16).toString("hex")}${ext}`;
}

/** Deletes a stored upload; anything else (seed images, URLs, empty) is left alone. Never throws. */
export async function removeUpload(name: string | null | undefined): Promise<void> {
  if (!isStoredUpload(name)) return;
  try {
    await fs.unlink(path.join(uploadsDir(), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      console.error("[uploads] could not remove", name, error);
  }
}

/**
 * Removes temporary files of uploads that never finished (the process was killed while receiving).
 * Only old ones: another process may be receiving a file right now.
 */
export async function removeStaleIncoming(olderThanMs = 60 * 60 * 1000): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(uploadsDir());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(".incoming-")) continue;
    const file = path.join(uploadsDir(), name);
    try {
      const stat = await fs.stat(file);
      if (Date.now() - stat.mtimeMs < olderThanMs) continue;
      await fs.rm(file, { force: true });
      removed++;
    } catch {
      // gone already
    }
  }
  return removed;
}

/** Removes the files a row no longer uses, after the database change committed. */
export async function removeReplacedUploads(
  before: Record<string, unknown>,
  after: Record<string, unknown> | null,
  fields: string[],
): Promise<void> {
  // A file may move between fields (a gallery picture made the main one): kept if any field holds it.
  const kept = new Set(after ? fields.flatMap((f) => storedNamesIn(after[f])) : []);
  for (const f of fields)
    for (const old of storedNamesIn(before[f])) if (!kept.has(old)) await removeUpload(old);
}
