/**
 * Uploaded files: streamed from a multipart request, checked, stored under a random name in
 * UPLOADS_DIR (served by server.js at /uploads/{name}), and removed when no row uses them any more.
 *
 * How to use it in an action that takes files (see routes/admin/product-form.tsx):
 *
 *   const received = await receiveUploads(request, { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD });
 *   if (!received.ok) return uploadErrorResponse(received)            // /api: JSON 413/415/400
 *   //  or show received.error beside the field received.field         // pages: a field error
 *   const values = formValues(received.form);                          // the text fields
 *   ... validate; on a validation error: received.discard() (removes what was stored) ...
 *   ... write the row with received.files.image?.name ...
 *   ... after the commit: removeUpload(oldRow.image) for a replaced or deleted file.
 *
 * Kinds: "image" (JPEG, PNG, WebP, GIF, SVG), "pdf", "driver" (.exe, .msi, .zip, .dmg), "csv".
 * The type is checked from the file's first bytes (file-type) AND its extension; an SVG is parsed and
 * refused when it holds script, event-handler attributes, javascript: URLs or entity declarations.
 * `removeUpload` only ever deletes a bare stored name inside UPLOADS_DIR, never /images/... seed files.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@mjackson/form-data-parser";
import { fileTypeFromBuffer } from "file-type";
import { env } from "./env.server";
import { jsonError } from "./http.server";

export type UploadKind = "image" | "pdf" | "driver" | "csv";

export interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
  /** Shown in messages: "Image", "PDF datasheet"... */
  label: string;
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

/** What the form's `accept` attribute should say for each kind. */
export const ACCEPT: Record<UploadKind, string> = {
  image: ".jpg,.jpeg,.png,.webp,.gif,.svg,image/jpeg,image/png,image/webp,image/gif,image/svg+xml",
  pdf: ".pdf,application/pdf",
  driver: ".exe,.msi,.zip,.dmg",
  csv: ".csv,text/csv",
};

const KIND_TEXT: Record<UploadKind, string> = {
  image: "a JPEG, PNG, WebP, GIF or SVG image",
  pdf: "a PDF file",
  driver: "an .exe, .msi, .zip or .dmg file",
  csv: "a .csv file",
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
};

export interface StoredUpload {
  /** The random file name in UPLOADS_DIR: what the row stores. */
  name: string;
  /** The name on the uploader's machine (drivers offer it again on download). */
  originalName: string;
  size: number;
}

export type ReceivedUploads<F extends string> =
  | {
      ok: true;
      form: FormData;
      files: Partial<Record<F, StoredUpload>>;
      /** Removes the files this request stored: call it when validation or the write fails. */
      discard(): Promise<void>;
    }
  | { ok: false; status: 400 | 413 | 415; field: string | null; error: string };

export function uploadsDir(): string {
  return path.resolve(env.UPLOADS_DIR);
}

class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

const sizeText = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** "not-svg" for text that is no SVG document; "unsafe" when it could run script or load a page. */
function checkSvg(text: string): "ok" | "not-svg" | "unsafe" {
  const t = text.replace(/^\uFEFF/, "");
  const prolog =
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*?(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;
  if (!prolog.test(t)) return "not-svg";
  if (/<!ENTITY/i.test(t)) return "unsafe";
  if (/<\s*script/i.test(t)) return "unsafe";
  if (/<\s*(foreignObject|iframe|embed|object)\b/i.test(t)) return "unsafe";
  // Event handlers (onload=, onclick=...) on any element.
  if (/[\s/"']on[a-z]+\s*=/i.test(t)) return "unsafe";
  // javascript: (or data:text/html) URLs, also when spelled with entities or whitespace.
  const decoded = t
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URLs
    .replace(/[\s\u0000-\u001f]+/g, "")
    .toLowerCase();
  if (decoded.includes("javascript:") || decoded.includes("vbscript:")) return "unsafe";
  if (decoded.includes("data:text/html") || decoded.includes("data:image/svg")) return "unsafe";
  return "ok";
}

/** Checks the bytes and the extension against the rule; returns the extension to store under. */
export async function checkFile(
  bytes: Uint8Array,
  fileName: string,
  rule: UploadRule,
  field: string,
): Promise<string> {
  const ext = path.extname(fileName).toLowerCase();
  const wrongType = () =>
    new UploadRefused(415, field, `${rule.label} must be ${KIND_TEXT[rule.kind]}`);
  const allowed = EXTENSIONS[rule.kind];
  if (!Object.hasOwn(allowed, ext)) throw wrongType();
  if (bytes.byteLength > rule.maxBytes)
    throw new UploadRefused(
      413,
      field,
      `${rule.label} is too large (maximum ${sizeText(rule.maxBytes)})`,
    );
  if (bytes.byteLength === 0) throw new UploadRefused(400, field, `${rule.label} is empty`);
  const detected = await fileTypeFromBuffer(bytes);
  const expected = allowed[ext];
  if (expected === null) {
    if (rule.kind === "image") {
      // SVG is text: file-type reports nothing (or xml). Parse it and refuse anything active.
      if (detected && detected.ext !== "xml") throw wrongType();
      const verdict = checkSvg(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
      if (verdict === "not-svg") throw wrongType();
      if (verdict === "unsafe")
        throw new UploadRefused(
          415,
          field,
          `${rule.label}: SVG files with scripts, event handlers or javascript: links are not allowed`,
        );
    } else if (rule.kind === "csv") {
      if (detected) throw wrongType();
    }
    return ext;
  }
  if (!detected || !expected.includes(detected.ext)) throw wrongType();
  return ext;
}

async function store(bytes: Uint8Array, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}${ext}`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(), name), bytes, { flag: "wx" });
  return name;
}

/**
 * Parses a multipart (or urlencoded) request. Files of the fields in `rules` are checked and stored;
 * an empty file input (nothing chosen) is ignored; files of other fields are refused.
 */
export async function receiveUploads<F extends string>(
  request: Request,
  rules: Record<F, UploadRule>,
  { maxFiles = Object.keys(rules).length }: { maxFiles?: number } = {},
): Promise<ReceivedUploads<F>> {
  const limits = Object.values<UploadRule>(rules).map((r) => r.maxBytes);
  const largest = Math.max(1 * MB, ...limits);
  const declared = Number(request.headers.get("Content-Length"));
  // The whole body can hold every file at its maximum plus the text fields.
  const bodyLimit = limits.reduce((a, b) => a + b, 0) + 2 * MB;
  if (Number.isFinite(declared) && declared > bodyLimit) {
    return {
      ok: false,
      status: 413,
      field: null,
      error: `The upload is too large (maximum ${sizeText(bodyLimit)})`,
    };
  }
  const files: Partial<Record<F, StoredUpload>> = {};
  const stored: string[] = [];
  const discard = async () => {
    await Promise.all(stored.map((n) => removeUpload(n)));
  };
  try {
    const form = await parseFormData(
      request,
      { maxFiles, maxFileSize: largest + 1 },
      async (file: FileUpload) => {
        const field = file.fieldName;
        if (!file.name && file.size === 0) return null;
        if (!Object.hasOwn(rules, field))
          throw new UploadRefused(400, field, `Unexpected file field "${field}"`);
        const rule = rules[field as F];
        if (file.size > rule.maxBytes)
          throw new UploadRefused(
            413,
            field,
            `${rule.label} is too large (maximum ${sizeText(rule.maxBytes)})`,
          );
        const bytes = new Uint8Array(await file.arrayBuffer());
        const ext = await checkFile(bytes, file.name, rule, field);
        const name = await store(bytes, ext);
        stored.push(name);
        files[field as F] = {
          name,
          originalName: path.basename(file.name).slice(0, 200),
          size: bytes.byteLength,
        };
        return null;
      },
    );
    return { ok: true, form, files, discard };
  } catch (error) {
    await discard();
    if (error instanceof UploadRefused)
      return { ok: false, status: error.status, field: error.field, error: error.message };
    if (error instanceof MaxFileSizeExceededError)
      return {
        ok: false,
        status: 413,
        field: null,
        error: `A file is too large (maximum ${sizeText(largest)})`,
      };
    if (error instanceof MaxFilesExceededError)
      return { ok: false, status: 400, field: null, error: `Too many files (at most ${maxFiles})` };
    if (
      error instanceof FormDataParseError ||
      error instanceof MultipartParseError ||
      error instanceof TypeError
    ) {
      return { ok: false, status: 400, field: null, error: "The form data could not be read" };
    }
    throw error;
  }
}

/** For /api: the JSON answer to a refused upload (413 too large, 415 wrong type, 400 unreadable). */
export function uploadErrorResponse(refused: {
  status: number;
  error: string;
  field: string | null;
}) {
  return jsonError(
    refused.status,
    refused.error,
    refused.field ? { field: refused.field } : undefined,
  );
}

/** A value that names a file we stored (not a seed path like /images/x.svg nor an absolute URL). */
export function isStoredUpload(name: string | null | undefined): name is string {
  return !!name && /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(name);
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

/** Removes the files a row no longer uses, after the database change committed. */
export async function removeReplacedUploads(
  before: Record<string, unknown>,
  after: Record<string, unknown> | null,
  fields: string[],
): Promise<void> {
  for (const f of fields) {
    const old = before[f];
    if (typeof old === "string" && (!after || after[f] !== old)) await removeUpload(old);
  }
}
