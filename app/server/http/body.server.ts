/**
 * The one way the app reads a request body. Every reader counts bytes as they arrive, whatever the
 * headers say (a chunked body has no Content-Length, and a declared one may lie), and stops at the
 * route's limit from BODY_LIMITS; the server entry (server/guards.ts) refuses an over-long declared
 * length from the same table before anything is read.
 *
 * - JSON:       `readJsonBody(request)`: 415 unless the type is JSON, 413 past the text limit, 400
 *               when it is not JSON.
 * - Forms:      `readForm(request)`: urlencoded or multipart text fields, no files.
 * - Uploads:    `receiveUploads(request, { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD })`: files are
 *               streamed to disk as they arrive (uploads.server.ts checks and stores them):
 *
 *   const received = await receiveUploads(request, { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD });
 *   if (!received.ok) return uploadErrorResponse(received)            // /api: JSON 413/415/400
 *   //  or show received.error beside the field received.field         // pages: a field error
 *   const values = formValues(received.form);                          // the text fields
 *   ... validate; on a validation error: received.discard() (removes what was stored) ...
 *   ... write the row with received.files.image?.name ...
 *   ... after the commit: removeUpload(oldRow.image) for a replaced or deleted file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "busboy";
import { data } from "react-router";
import { env } from "../env.server";
import { jsonError } from "./responses.server";
import {
  checkReceived,
  cleanOriginalName,
  newStoredName,
  removeTemps,
  removeUpload,
  sizeText,
  streamToTemp,
  UploadRefused,
  uploadsDir,
  type StoredUpload,
  type UploadRule,
} from "../files/uploads.server";

const MB = 1024 * 1024;

/**
 * How large a body may be. Only the routes that take files get the upload allowance (the largest
 * file, a 200 MB driver, plus its text fields); every other route, sign-in included, the text
 * limit (the largest form, a 200,000-character blog post, fits).
 */
const BODY_LIMITS = {
  text: 2 * MB,
  upload: 210 * MB,
} as const;

/**
 * The routes that take files: the admin's product and manager forms, the CSV import, and their
 * /api twins, the service booking with its /api twin, a buyer's quotation page (its purchase
 * order) and a job's page (the applicant's CV), also as React Router data requests (`.data`).
 */
const UPLOAD_ROUTE =
  /^\/(?:admin\/(?:(?:products|categories|brands|drivers|blogs)\/(?:new|\d+\/edit)|import)|api\/(?:products\/bulk-import|(?:products|categories|brands|drivers|blogs)(?:\/\d+)?)|service|quotation\/[\w-]{1,80}|careers\/[\w-]{1,120})(?:\.data)?\/?$/;

export function takesUploads(pathname: string): boolean {
  return UPLOAD_ROUTE.test(pathname);
}

/** The most a request to this path may send. */
export function bodyLimitFor(pathname: string): number {
  return takesUploads(pathname) ? BODY_LIMITS.upload : BODY_LIMITS.text;
}

/** Limits on the text fields of a multipart or urlencoded form (files have their own rules). */
export const FORM_LIMITS = {
  /** Fields in one request. */
  fields: 200,
  /** One field's value. */
  fieldBytes: 1 * MB,
  /** All text fields together. */
  totalFieldBytes: BODY_LIMITS.text,
} as const;

/**
 * What is still arriving after a body was refused is read and dropped, so the client gets to see the
 * answer (closing a socket with unread bytes resets it, and a proxy reports a 502), up to this many
 * bytes; past it the connection is closed.
 */
const DRAIN_AFTER_REFUSAL = 32 * MB;

// ---------------------------------------------------------------------------------------------
// The process-wide budget for bodies held in memory

/**
 * Text bodies (JSON, forms, a multipart form's text fields) are held in memory until they are
 * whole. Each is capped, but a thousand clients each sending 2 MB and holding the last byte would
 * hold gigabytes, so the bytes held at once are capped too (BODY_MEMORY_MB): a body reserves its
 * declared length (or its limit) before any of it is read, waits at most BODY_WAIT_MS for room, and
 * is otherwise answered 503 with Retry-After. Bodies that stop arriving are cut by the server's
 * receive-rate rule (server/slow-clients.ts), which gives their room back.
 */
const BODY_WAIT_MS = 2_000;
/**
 * A body waiting for room still holds what the socket read before it was paused (a read buffer,
 * up to about 128 KB), so the waiting line is short: a quarter of the budget's worth of such
 * buffers. Past it a new body is refused at once; a flood of held bodies then costs the refused
 * connections' churn, not memory.
 */
const WAITING_BUFFER = 128 * 1024;
const maxWaiting = () => Math.max(16, Math.floor(budgetBytes() / 4 / WAITING_BUFFER));
/** Seconds a client refused for want of room is asked to wait. */
const BODY_RETRY_AFTER_S = 10;

class BodyBusy extends Error {
  readonly status = 503;
  constructor() {
    super("The server is busy receiving other requests: please try again in a few seconds");
  }
}

const budget = {
  held: 0,
  waiting: [] as { bytes: number; grant: () => void }[],
};

function budgetBytes(): number {
  return env.BODY_MEMORY_MB * MB;
}

function grantWaiting() {
  while (budget.waiting.length > 0) {
    const next = budget.waiting[0];
    if (budget.held + next.bytes > budgetBytes()) return;
    budget.waiting.shift();
    budget.held += next.bytes;
    next.grant();
  }
}

/**
 * Reserves `bytes` of the body budget, first come first served; resolves with the function that
 * gives them back (call it once the body is parsed), or throws BodyBusy after BODY_WAIT_MS.
 */
async function reserveBodyMemory(bytes: number): Promise<() => void> {
  const size = Math.max(0, Math.min(bytes, budgetBytes()));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    budget.held -= size;
    grantWaiting();
  };
  if (budget.waiting.length === 0 && budget.held + size <= budgetBytes()) {
    budget.held += size;
    return release;
  }
  if (budget.waiting.length >= maxWaiting()) throw new BodyBusy();
  await new Promise<void>((resolve, reject) => {
    const ticket = {
      bytes: size,
      grant: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      budget.waiting.splice(budget.waiting.indexOf(ticket), 1);
      reject(new BodyBusy());
    }, BODY_WAIT_MS);
    budget.waiting.push(ticket);
  });
  return release;
}

/** The bytes a body will hold in memory: its declared length, or the limit when none is declared. */
function expectedBytes(request: Request, limit: number): number {
  const declared = request.headers.get("Content-Length");
  return declared !== null && /^\d+$/.test(declared.trim())
    ? Math.min(Number(declared), limit)
    : limit;
}

/** Reads what is left of a refused body and drops it, up to DRAIN_AFTER_REFUSAL, then stops. */
function dropTheRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  let dropped = 0;
  const step = (): Promise<void> =>
    reader.read().then(({ done, value }) => {
      if (done) return;
      dropped += value.byteLength;
      if (dropped > DRAIN_AFTER_REFUSAL) return void reader.cancel().catch(() => {});
      return step();
    });
  step().catch(() => {});
}

export type ReceivedUploads<F extends string> =
  | {
      ok: true;
      form: FormData;
      files: Partial<Record<F, StoredUpload>>;
      /** Removes the files this request stored: call it when validation or the write fails. */
      discard(): Promise<void>;
    }
  | {
      ok: false;
      status: 400 | 413 | 415 | 503;
      field: string | null;
      error: string;
      /** The text fields that arrived before the refusal, to show a form again as it was typed. */
      form?: FormData;
    };

/** A urlencoded body (no files), read with the same text limits. */
async function readUrlEncoded(request: Request): Promise<FormData> {
  const text = await readTextBody(request, FORM_LIMITS.totalFieldBytes);
  const params = new URLSearchParams(text);
  const form = new FormData();
  let n = 0;
  for (const [k, v] of params) {
    if (++n > FORM_LIMITS.fields)
      throw new UploadRefused(413, null, `Too many form fields (at most ${FORM_LIMITS.fields})`);
    form.append(k, v);
  }
  return form;
}

/**
 * Reads a text body, refusing it (413) as soon as it passes `limit` bytes; while it arrives it holds
 * its share of the process's body budget (BodyBusy when there is no room).
 */
async function readTextBody(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const release = await reserveBodyMemory(expectedBytes(request, limit));
  try {
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        chunks.length = 0;
        dropTheRest(reader);
        throw new UploadRefused(413, null, `The form is too large (maximum ${sizeText(limit)})`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    release();
  }
}

/** How many files a form with these file fields may send in all. */
export function filesAllowed(rules: Record<string, UploadRule>): number {
  return Object.values(rules).reduce((n, rule) => n + (rule.maxCount ?? 1), 0);
}

/**
 * Parses a multipart (or urlencoded) request. Files of the fields in `rules` are streamed to disk as
 * they arrive (never held whole in memory), capped while receiving, checked and stored; an empty
 * file input (nothing chosen) is ignored; files of other fields are refused, and so is more than one
 * file per field (or than its rule's maxCount: the first file, then the others in its `more`), more
 * than `maxFiles` files, or text fields past FORM_LIMITS.
 */
export async function receiveUploads<F extends string>(
  request: Request,
  rules: Record<F, UploadRule>,
  { maxFiles = filesAllowed(rules) }: { maxFiles?: number } = {},
): Promise<ReceivedUploads<F>> {
  const limits = Object.values<UploadRule>(rules).map((r) => r.maxBytes * (r.maxCount ?? 1));
  const declared = Number(request.headers.get("Content-Length"));
  // The whole body can hold every file at its maximum plus the text fields, never more than the
  // upload allowance.
  const bodyLimit = Math.min(
    limits.reduce((a, b) => a + b, 0) + FORM_LIMITS.totalFieldBytes,
    BODY_LIMITS.upload,
  );
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
  const refusal = (error: unknown): ReceivedUploads<F> => {
    if (error instanceof BodyBusy)
      return { ok: false, status: 503, field: null, error: error.message };
    if (error instanceof UploadRefused)
      return { ok: false, status: error.status, field: error.field, error: error.message };
    return { ok: false, status: 400, field: null, error: "The form data could not be read" };
  };
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    // A body type no form sends (text/plain, XML, none at all) is refused as such, not as unreadable.
    if (!/^application\/x-www-form-urlencoded\b/i.test(contentType))
      return refusal(
        new UploadRefused(
          415,
          null,
          "Unsupported Content-Type: send form data (urlencoded or multipart), or JSON where the API takes it",
        ),
      );
    try {
      return { ok: true, form: await readUrlEncoded(request), files, discard };
    } catch (error) {
      return refusal(error);
    }
  }
  if (!request.body) return refusal(null);
  // Files go to disk; the text fields are held in memory until the form is whole.
  let release: () => void;
  try {
    release = await reserveBodyMemory(expectedBytes(request, FORM_LIMITS.totalFieldBytes));
  } catch (error) {
    return refusal(error);
  }
  try {
    await fs.mkdir(uploadsDir(), { recursive: true });

    const temps = new Set<string>();
    const form = new FormData();
    const pending: Promise<void>[] = [];
    /** Each field's stored files with their place in the request (they may finish in any order). */
    const byField = new Map<F, { at: number; file: StoredUpload }[]>();
    const seen = new Map<string, number>();
    let textBytes = 0;
    let failure: unknown = null;
    const aborted = new AbortController();
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: {
          files: maxFiles,
          fields: FORM_LIMITS.fields,
          fieldSize: FORM_LIMITS.fieldBytes,
          parts: maxFiles + FORM_LIMITS.fields,
          headerPairs: 100,
        },
      });
    } catch {
      return refusal(null);
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

    const outcome = new Promise<void>((resolve) => {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        resolve();
      };
      const fail = (error: unknown) => {
        if (failure === null) failure = error;
        if (!aborted.signal.aborted) aborted.abort(error);
        // Answer at once; what is still arriving is read and dropped, up to the body limit.
        finish();
      };
      let received = 0;
      let overLimit = false;
      source.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received <= bodyLimit) return;
        if (!overLimit) {
          overLimit = true;
          fail(
            new UploadRefused(
              413,
              null,
              `The upload is too large (maximum ${sizeText(bodyLimit)})`,
            ),
          );
          // The rest is read and dropped (not parsed), so the client sees the 413 instead of a
          // reset connection; a body that goes on and on is cut after a while.
          source.unpipe(parser);
          source.resume();
        } else if (received > bodyLimit + DRAIN_AFTER_REFUSAL) source.destroy();
      });
      source.on("error", (error) => fail(error));
      parser.on("file", (field, stream, info) => {
        if (failure !== null) return void stream.resume();
        if (!Object.hasOwn(rules, field)) {
          stream.resume();
          return fail(new UploadRefused(400, field, `Unexpected file field "${field}"`));
        }
        const rule = rules[field as F];
        const count = (seen.get(field) ?? 0) + 1;
        if (count > (rule.maxCount ?? 1)) {
          stream.resume();
          return fail(
            new UploadRefused(
              400,
              field,
              rule.maxCount
                ? `At most ${rule.maxCount} files may be sent as "${field}"`
                : `Only one file may be sent as "${field}"`,
            ),
          );
        }
        seen.set(field, count);
        const fileName = cleanOriginalName(info.filename);
        const task = streamToTemp(stream, field, fileName, rule, temps, aborted.signal).then(
          async (incoming) => {
            if (failure !== null) return;
            // Nothing chosen in a file input still sends an empty part.
            if (!fileName && incoming.bytes.size === 0) return;
            const ext = await checkReceived(incoming.bytes, fileName, rule, field);
            const name = newStoredName(ext);
            await fs.rename(incoming.temp, path.join(uploadsDir(), name));
            temps.delete(incoming.temp);
            if (failure !== null) return removeUpload(name);
            stored.push(name);
            const list = byField.get(field as F) ?? [];
            list.push({
              at: count,
              file: { name, originalName: fileName, size: incoming.bytes.size },
            });
            byField.set(field as F, list);
          },
        );
        pending.push(task.catch(fail));
      });
      parser.on("field", (field, value, info) => {
        if (failure !== null) return;
        if (info.valueTruncated || info.nameTruncated)
          return fail(
            new UploadRefused(
              413,
              field,
              `The field "${field.slice(0, 50)}" is too long (maximum ${sizeText(FORM_LIMITS.fieldBytes)})`,
            ),
          );
        textBytes += Buffer.byteLength(field) + Buffer.byteLength(value);
        if (textBytes > FORM_LIMITS.totalFieldBytes)
          return fail(
            new UploadRefused(
              413,
              null,
              `The form's text is too large (maximum ${sizeText(FORM_LIMITS.totalFieldBytes)})`,
            ),
          );
        // An empty file input without a file name arrives as an empty text part: not a value.
        if (Object.hasOwn(rules, field) && value === "") return;
        form.append(field, value);
      });
      parser.on("filesLimit", () =>
        fail(
          new UploadRefused(
            400,
            null,
            maxFiles === 0 ? "This form takes no files" : `Too many files (at most ${maxFiles})`,
          ),
        ),
      );
      parser.on("fieldsLimit", () =>
        fail(new UploadRefused(413, null, `Too many form fields (at most ${FORM_LIMITS.fields})`)),
      );
      parser.on("partsLimit", () =>
        fail(new UploadRefused(413, null, "Too many parts in the form")),
      );
      parser.on("error", (error) => fail(error));
      parser.on("close", () => {
        void Promise.all(pending).then(finish);
      });
      source.pipe(parser);
    });

    await outcome;
    // Every file has finished or (after a refusal) stopped writing by now.
    await Promise.allSettled(pending);
    if (failure !== null) {
      await Promise.all([removeTemps(temps), discard()]);
      return { ...refusal(failure), form } as ReceivedUploads<F>;
    }
    await removeTemps(temps);
    for (const [field, list] of byField) {
      const [first, ...more] = list.sort((a, b) => a.at - b.at).map((r) => r.file);
      files[field] = more.length > 0 ? { ...first, more } : first;
    }
    return { ok: true, form, files, discard };
  } finally {
    release();
  }
}

/**
 * The 415 answer for a body that does not say it is JSON, or null when it does. Routes that check
 * credentials or the item before reading the body call it first, so a client with the wrong body
 * type hears about the type whoever it is.
 */
export function refuseNonJson(request: Request): Response | null {
  // JSON, or text/plain: what fetch() labels a string body its caller did not type (it is parsed
  // as JSON all the same). Forms and anything else belong to other readers.
  const type = request.headers.get("Content-Type") ?? "";
  if (/^(?:application\/(?:[\w.+-]+\+)?json|text\/plain)\s*(?:;|$)/i.test(type)) return null;
  // Left unread: the server drops it after the answer (cancelling would cut the connection before
  // the client sees the 415).
  return jsonError(415, "The body must be JSON (Content-Type: application/json)");
}

/**
 * A JSON body: refused with 415 unless it says it is JSON, 413 as soon as it passes the text limit
 * (counted while it arrives), 400 when it does not parse. Returns the JSON answer to send instead
 * when it is refused.
 */
export async function readJsonBody(
  request: Request,
  limit: number = BODY_LIMITS.text,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const wrongType = refuseNonJson(request);
  if (wrongType) return { ok: false, response: wrongType };
  let text: string;
  try {
    text = await readTextBody(request, limit);
  } catch (error) {
    if (error instanceof BodyBusy) return { ok: false, response: busyResponse(error) };
    if (error instanceof UploadRefused)
      return {
        ok: false,
        response: jsonError(413, `The request body is too large (maximum ${sizeText(limit)})`),
      };
    return { ok: false, response: jsonError(400, "The body could not be read") };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "The body is not valid JSON") };
  }
}

/**
 * The text fields of a form that takes no files (urlencoded, or multipart from a form with
 * enctype="multipart/form-data"), read with the same limits as every form: the way for an action
 * to read its form instead of request.formData(), which holds any body whole in memory. A refused
 * body is thrown as a 400 or 413 response (the route's error boundary shows it).
 */
export async function readForm(request: Request): Promise<FormData> {
  const received = await receiveUploads(request, {}, { maxFiles: 0 });
  if (!received.ok)
    throw data(received.error, {
      status: received.status,
      headers: received.status === 503 ? { "Retry-After": String(BODY_RETRY_AFTER_S) } : undefined,
    });
  return received.form;
}

/** The JSON 503 for a body there was no room for, with when to try again. */
function busyResponse(error: BodyBusy): Response {
  const response = jsonError(503, error.message);
  response.headers.set("Retry-After", String(BODY_RETRY_AFTER_S));
  return response;
}

/** A form field's text; "" when it is missing or a file (a file in a text field is nobody's answer). */
export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
