/**
 * The one save and delete service of every manager (products, categories, brands, drivers, blog posts,
 * jobs, and the inquiry list's delete), shared by the admin pages, /api, bulk changes and History, so
 * every path checks the same things in the same order (uploads, the zod schema, required files, the
 * unique name or slug) and cleans up the same way (new files removed when the save fails, replaced or
 * deleted files removed after the commit).
 *
 * Plain functions: they return results and errors, never a Response. crud-responses.server.ts turns
 * them into the pages' loaders and actions and the /api answers.
 */
import type { z } from "zod";
import { FORM_INVALID, MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import { getApiAdmin } from "../auth/auth.server";
import { writeTransaction } from "../db.server";
import { expectedVersion, rowVersion, STALE_EDIT, VERSION_FIELD } from "./edit-version.server";
import { filesAllowed, readJsonBody, receiveUploads } from "../http/body.server";
import { isProduction } from "../env.server";
import { removeReplacedUploads, type StoredUpload, type UploadRule } from "../files/uploads.server";
import { claimPath, recordRedirect } from "../models/redirects.server";
import { isTrashKind, moveFilesToTrash, putInTrash, readRawRow } from "../models/trash.server";
import { isHistoryKind, rawRow, recordChange } from "../models/history.server";
import { fieldErrors, formValues } from "../validation/fields.server";

export type Values = Record<string, string>;
export type Files = Partial<Record<string, StoredUpload>>;
/** Why a save was refused, as an HTTP status (the caller decides how to answer). */
export type Status = 400 | 404 | 409 | 413 | 415 | 503;

export type RemoveResult<Row> =
  { ok: true; row: Row } | { ok: false; status: 404 | 409; error: string };

/** What every manager can do: find a row, name it in the confirmation step, delete it. */
export interface Manager<Row extends { id: number }> {
  /** The admin tab (URL segment) and the key of its texts in MANAGER_MESSAGES. */
  key: ManagerKey;
  get(id: number): Row | undefined;
  remove(id: number): RemoveResult<Row>;
  /** What the confirmation step and the edit page show of a row. */
  label(row: Row): string;
  /**
   * The file fields and their rules; each field is also the column holding the stored name, removed
   * from disk when the row goes or replaces it.
   */
  uploads: { [field: string]: UploadRule };
  /** The row's public address, when it has one: a save that moves it leaves a 301 behind. */
  publicPath?(row: Row): string;
}

/** A manager with a form: add and update through the entity's zod schema. */
export interface EditableManager<Row extends { id: number }, Input, Record> extends Manager<Row> {
  /** The entity's zod object: its keys are the form's text fields. */
  schema: z.ZodType<Input> & { shape: object };
  /** File fields a new row must bring, with the message shown when one is missing. */
  requiredFiles?: { [field: string]: string };
  /** The entity's field registry, when it is described field by field (History's words). */
  fields?: object;
  /** The fields' defaults for a new row (its columns' own, from db/schema.ts). */
  defaults?: { [field: string]: string | number | boolean };
  /**
   * Turns a form's own fields into the input's (a product form's ticked and typed fit lists into
   * the list field), before anything reads them; fields it does not know pass through.
   */
  fromForm?(sent: Values): Values;
  /**
   * Checks that need the database (a referenced row exists), run after the schema inside the save's
   * transaction; adds its messages to `errors`. `input` is undefined when the schema refused.
   */
  check?(
    values: Values,
    input: Input | undefined,
    errors: Values,
    sent: Values,
    save?: SaveContext<Row>,
  ): void;
  /** The field that must be unique (a name or a slug) and how to check it. */
  unique?: { field: string; taken(value: string, exceptId?: number): boolean };
  /** The columns to write (default: the input and the stored names of new files). */
  toRecord?(input: Input, files: Files, save?: SaveContext<Row>): Record;
  create(record: Record): Row;
  update(id: number, record: Partial<Record>): Row | undefined;
  /** A message for the whole form instead of the generic one (the job form's spec text). */
  formError?(errors: Values, values: Values): string | undefined;
  /**
   * Writes what the row owns in other tables (a product's fits), in the save's transaction, from
   * the fields that were `sent`; returns the row as it now reads.
   */
  afterWrite?(row: Row, input: Input, sent: Values): Row;
}

/** What a manager's check and toRecord may read of the save: the row before it, what was sent. */
interface SaveContext<Row> {
  existing: Row | undefined;
  sent: Values;
  files: Files;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- managers differ in their row types
export type AnyEditable<Row extends { id: number }> = EditableManager<Row, any, any>;

export type SaveResult<Row> =
  | { ok: true; row: Row }
  | { ok: false; status: Status; error: string; fieldErrors: Values; values: Values };

type Submission =
  | { ok: true; values: Values; files: Files; discard(): Promise<void> }
  | {
      ok: false;
      status: 400 | 413 | 415 | 503;
      field: string | null;
      error: string;
      values: Values;
    };

const MB = 1024 * 1024;
/** Below this a page's form post is copied, so a refused file does not lose what was typed. */
const KEEP_VALUES_LIMIT = 10 * MB;

/** A JSON body through the one JSON reader (http/body.server.ts), as the text fields of a form. */
async function readJson(request: Request): Promise<Submission> {
  const read = await readJsonBody(request);
  if (!read.ok) {
    const status = read.response.status as 400 | 413 | 415;
    const answer = (await read.response.json().catch(() => ({}))) as { error?: string };
    return {
      ok: false,
      status,
      field: null,
      error: answer.error ?? "The JSON body could not be read",
      values: {},
    };
  }
  const body = read.body;
  if (!body || typeof body !== "object" || Array.isArray(body))
    return {
      ok: false,
      status: 400,
      field: null,
      error: "The JSON body must be an object",
      values: {},
    };
  // The schemas take the string form of every field, as a form would send it.
  const values: Values = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === "string") values[k] = v;
    else if (typeof v === "number" || typeof v === "boolean") values[k] = String(v);
    else if (v === null) values[k] = "";
    // A list of names (a product's fits) arrives as the lines of one field.
    else if (Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === "string"))
      values[k] = v.join("\n");
  }
  return { ok: true, values, files: {}, discard: async () => {} };
}

/** The text fields of a copy of a refused form post, so the page can show them again. */
async function textFieldsOf(copy: Request | null): Promise<Values> {
  if (!copy) return {};
  try {
    // Small by construction (KEEP_VALUES_LIMIT): the platform's parser may hold it in memory.
    return formValues(await copy.formData());
  } catch {
    return {};
  }
}

/** A multipart, urlencoded or JSON body: its text fields and its checked, stored files. */
async function readSubmission(
  request: Request,
  uploads: { [field: string]: UploadRule },
  keepValues: boolean,
): Promise<Submission> {
  if (/^application\/json\b/i.test(request.headers.get("Content-Type") ?? ""))
    return readJson(request);
  const declared = Number(request.headers.get("Content-Length"));
  const copy = keepValues && declared > 0 && declared <= KEEP_VALUES_LIMIT ? request.clone() : null;
  const fields = Object.keys(uploads);
  const received = await receiveUploads(request, uploads, {
    maxFiles: Math.max(1, filesAllowed(uploads)),
  });
  if (!received.ok) return { ...received, values: await textFieldsOf(copy) };
  const values = formValues(received.form);
  // Text fields named like the file fields are not paths a client may set.
  for (const f of fields) delete values[f];
  return { ok: true, values, files: received.files, discard: received.discard };
}

function isUniqueViolation(error: unknown, field: string): boolean {
  return (
    error instanceof Error &&
    new RegExp(`UNIQUE constraint failed: \\w+\\.${field}\\b`).test(error.message)
  );
}

export const fileColumns = (m: Manager<{ id: number }>) => Object.keys(m.uploads);

/** The stored names of the uploaded files, by field (only fields that brought a file). */
function storedNames(files: Files): Values {
  const out: Values = {};
  for (const [field, file] of Object.entries(files)) if (file) out[field] = file.name;
  return out;
}

/**
 * The text form of a row's form fields (the schema's keys): what the edit form shows, and what a
 * save starts from. A row read without one of the fields (a model's read that forgot it) would show
 * it blank and a save would then write it blank: outside production that throws, so a test finds it.
 */
export function formValuesOf<Row extends { id: number }>(m: AnyEditable<Row>, row: Row): Values {
  const record = row as unknown as { [column: string]: unknown };
  return Object.fromEntries(
    Object.keys(m.schema.shape).map((k) => {
      if (!isProduction && !(k in record))
        throw new Error(`The ${m.key} row read for a form lacks the field ${k}`);
      return [k, record[k] == null ? "" : String(record[k])];
    }),
  );
}

/** A new row's form values: the fields' defaults (the columns' own), as a form shows them. */
const defaultValuesOf = (m: AnyEditable<{ id: number }>): Values =>
  Object.fromEntries(Object.entries(m.defaults ?? {}).map(([k, v]) => [k, String(v)]));

/**
 * What an update writes: the fields the submission carried and the columns the manager derives
 * (stored file names, sizes), never a field that was not sent, so a form or client that lacks a
 * field keeps its stored value. A blank value of a column with a default is that default.
 */
function recordToWrite(
  m: AnyEditable<{ id: number }>,
  record: Record<string, unknown>,
  sent: Values,
  updating: boolean,
): Record<string, unknown> {
  const fields = m.schema.shape as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (updating && k in fields && !(k in sent)) continue;
    out[k] = v === null && m.defaults && k in m.defaults ? m.defaults[k] : v;
  }
  return out;
}

/** "This name is already used by another category" */
function takenMessage(m: Manager<{ id: number }>, field: string): string {
  return `This ${field} is already used by another ${MANAGER_MESSAGES[m.key].thing}`;
}

export type SaveOutcome<Row> =
  | { ok: true; row: Row; before: Row | undefined }
  | { ok: false; status: Status; error: string; fieldErrors: Values; values: Values };

/**
 * Who made a change, as History shows it: the username, "name (API)" for /api; and whether the save
 * puts back an earlier version (History then says so).
 */
export interface ChangeBy {
  actor: string;
  action?: "create" | "update" | "restore";
  /** The bulk change this save is part of (History groups its entries, undone in one step). */
  batchId?: number;
}

/** The History name of a change made through /api. */
export const apiActor = (username: string) => `${username} (API)`;

/** Who is behind a request, as History names them (for callers that did not say). */
async function actorOf(request: Request): Promise<string> {
  const name = (await getApiAdmin(request))?.username ?? "(unknown)";
  return new URL(request.url).pathname.startsWith("/api/") ? apiActor(name) : name;
}

/**
 * The checks and the write of one save, for a caller that already holds a write transaction (a save
 * from a form or /api, or each row of a bulk change, so every path checks and records the same way).
 * `sent` are the fields sent (the others keep their stored value); `version`, when given, must still
 * be the row's. A save that is written is recorded in History in the same transaction, as `by`.
 */
export function saveInTransaction<Row extends { id: number }>(
  m: AnyEditable<Row>,
  id: number | undefined,
  sentAsPosted: Values,
  files: Files = {},
  version?: string | null,
  by: ChangeBy = { actor: "(unknown)" },
): SaveOutcome<Row> {
  const sent = m.fromForm ? m.fromForm(sentAsPosted) : sentAsPosted;
  const texts = MANAGER_MESSAGES[m.key];
  const unique = m.unique && { ...m.unique, message: takenMessage(m, m.unique.field) };
  const withVersion = (values: Values) =>
    version ? { ...values, [VERSION_FIELD]: version } : values;
  type Outcome = SaveOutcome<Row>;
  const existing = id === undefined ? undefined : m.get(id);
  if (id !== undefined && !existing)
    return { ok: false, status: 404, error: texts.notFound, fieldErrors: {}, values: {} };
  const values = { ...(existing ? formValuesOf(m, existing) : defaultValuesOf(m)), ...sent };
  const fail = (status: Status, fieldErrors: Values, error: string): Outcome => ({
    ok: false,
    status,
    error,
    fieldErrors,
    values: withVersion(values),
  });
  if (existing && version && version !== rowVersion(existing)) return fail(409, {}, STALE_EDIT);

  const parsed = m.schema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const save: SaveContext<Row> = { existing, sent, files };
  m.check?.(values, parsed.success ? parsed.data : undefined, errors, sent, save);
  if (!existing)
    for (const [field, message] of Object.entries(m.requiredFiles ?? {}))
      if (!files[field]) errors[field] ??= message;
  if (unique && parsed.success && !errors[unique.field]) {
    const value = String((parsed.data as Values)[unique.field]);
    if (unique.taken(value, id)) errors[unique.field] = unique.message;
  }
  const keys = Object.keys(errors);
  if (keys.length > 0 || !parsed.success) {
    if (unique && keys.length === 1 && errors[unique.field] === unique.message)
      return fail(409, errors, unique.message);
    return fail(400, errors, m.formError?.(errors, values) ?? FORM_INVALID);
  }
  const record = recordToWrite(
    m,
    m.toRecord ? m.toRecord(parsed.data, files, save) : { ...parsed.data, ...storedNames(files) },
    sent,
    existing !== undefined,
  );
  const kind = isHistoryKind(m.key) ? m.key : null;
  const rawBefore = kind && existing ? rawRow(kind, existing.id) : undefined;
  const written = existing ? m.update(existing.id, record) : m.create(record);
  const row = written && m.afterWrite ? m.afterWrite(written, parsed.data, sent) : written;
  if (!row) return fail(404, {}, texts.notFound);
  if (kind)
    recordChange({
      kind,
      itemId: row.id,
      label: m.label(row),
      action: by.action ?? (existing ? "update" : "create"),
      actor: by.actor,
      batchId: by.batchId ?? null,
      before: rawBefore ?? null,
      after: rawRow(kind, row.id) ?? null,
    });
  if (m.publicPath) {
    const path = m.publicPath(row);
    const old = existing && m.publicPath(existing);
    if (old && old !== path) recordRedirect(old, path);
    else claimPath(path);
  }
  return { ok: true, row, before: existing };
}

/**
 * Creates (no `id`) or updates a row from the request. On update, fields that are not sent keep their
 * value, and so do the files when no new one is chosen.
 *
 * The row is read again, checked and written in ONE immediate transaction after the body has arrived:
 * a slow save that began earlier merges its fields onto what other saves committed meanwhile, and a
 * save that says which version it was opened at (the form's hidden field, or If-Match) is refused
 * when the row has moved since. Replaced files are those of the row as it was at commit time.
 */
export async function saveEntity<Row extends { id: number }>(
  m: AnyEditable<Row>,
  request: Request,
  id?: number,
  { keepValues = false, actor }: { keepValues?: boolean; actor?: string } = {},
): Promise<SaveResult<Row>> {
  const texts = MANAGER_MESSAGES[m.key];
  // Cheap early answer, before a body is read; the transaction below checks again.
  if (id !== undefined && !m.get(id))
    return { ok: false, status: 404, error: texts.notFound, fieldErrors: {}, values: {} };
  const sub = await readSubmission(request, m.uploads, keepValues);
  const version = expectedVersion(request, sub.values);
  const withVersion = (values: Values) =>
    version ? { ...values, [VERSION_FIELD]: version } : values;
  if (!sub.ok) {
    const current = id === undefined ? undefined : m.get(id);
    return {
      ok: false,
      status: sub.status,
      error: sub.error,
      fieldErrors: sub.field ? { [sub.field]: sub.error } : {},
      values: withVersion({ ...(current ? formValuesOf(m, current) : {}), ...sub.values }),
    };
  }
  const unique = m.unique && { ...m.unique, message: takenMessage(m, m.unique.field) };
  let outcome: SaveOutcome<Row>;
  try {
    const by = { actor: actor ?? (await actorOf(request)) };
    outcome = writeTransaction(() => saveInTransaction(m, id, sub.values, sub.files, version, by));
  } catch (error) {
    await sub.discard();
    // Another process took the name between the check and the write.
    if (unique && isUniqueViolation(error, unique.field))
      return {
        ok: false,
        status: 409,
        error: unique.message,
        fieldErrors: { [unique.field]: unique.message },
        values: withVersion(sub.values),
      };
    throw error;
  }
  if (!outcome.ok) {
    // Files uploaded by a refused save are never kept.
    await sub.discard();
    return outcome;
  }
  // The row now points at the new files: the ones it held at commit time and no longer holds go.
  if (outcome.before) await removeReplacedUploads(outcome.before, outcome.row, fileColumns(m));
  return { ok: true, row: outcome.row };
}

/**
 * Deletes a row (the manager may refuse). Products, categories, brands, blog posts and jobs go to the
 * trash in the same transaction and their files wait there; the others' files are removed at once.
 */
export async function deleteEntity<Row extends { id: number }>(
  m: Manager<Row>,
  id: number | null,
  actor: string,
): Promise<RemoveResult<Row>> {
  if (id === null) return { ok: false, status: 404, error: MANAGER_MESSAGES[m.key].notFound };
  const result = writeTransaction(() => deleteInTransaction(m, id, actor));
  if (result.ok) await removeFilesOf(m, [result.row]);
  return result;
}

/**
 * One delete inside the caller's transaction: to the Trash for the kinds that have one, and in
 * History (the Trash records the delete of what it keeps; the others are recorded here).
 */
export function deleteInTransaction<Row extends { id: number }>(
  m: Manager<Row>,
  id: number,
  actor: string,
): RemoveResult<Row> {
  const kind = isTrashKind(m.key) ? m.key : null;
  const history = !kind && isHistoryKind(m.key) ? m.key : null;
  const raw = kind ? readRawRow(kind, id) : history ? rawRow(history, id) : undefined;
  const removed = m.remove(id);
  if (removed.ok && kind && raw) putInTrash(kind, raw, m.label(removed.row), actor);
  else if (removed.ok && history && raw)
    recordChange({
      kind: history,
      itemId: id,
      label: m.label(removed.row),
      action: "delete",
      actor,
      before: raw,
    });
  return removed;
}

/** Deletes several rows in one transaction (each as deleteEntity does); the ones not found are skipped. */
export async function deleteEntities<Row extends { id: number }>(
  m: Manager<Row>,
  ids: number[],
  actor: string,
): Promise<Row[]> {
  const removed = writeTransaction(() =>
    ids.flatMap((id) => {
      const r = deleteInTransaction(m, id, actor);
      return r.ok ? [r.row] : [];
    }),
  );
  await removeFilesOf(m, removed);
  return removed;
}

/** After a delete committed: the rows' files go to the trash with them, or are removed. */
async function removeFilesOf<Row extends { id: number }>(m: Manager<Row>, rows: object[]) {
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    if (isTrashKind(m.key)) await moveFilesToTrash(record, fileColumns(m));
    else await removeReplacedUploads(record, null, fileColumns(m));
  }
}
