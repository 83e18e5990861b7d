/**
 * The HTTP face of the managers' save service (save.server.ts): loaders and actions of the admin
 * pages and the /api writes, turning its results into redirects with a flash, forms shown again with
 * their errors (4xx), and JSON answers. An entity's route modules are then one-liners:
 *
 *   export const loader = (args: Route.LoaderArgs) => managerFormLoader(brandManager, args);
 *   export const action = (args: Route.ActionArgs) => managerFormAction(brandManager, args);
 *   export const action = ({ request }: Route.ActionArgs) => apiCreate(brandManager, request);
 */
import { data } from "react-router";
import type { z } from "zod";
import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { parsePage } from "~/lib/pagination";
import { requireAdmin, requireApiAdmin } from "../auth/auth.server";
import { etagOf, rowVersion, STALE_EDIT, VERSION_FIELD } from "./edit-version.server";
import { redirectWithFlash } from "../http/flash.server";
import { jsonError, notFound, parseId } from "../http/responses.server";
import { ACCEPT, type UploadRule } from "../files/uploads.server";
import {
  formConstraintsOf,
  formFieldsOf,
  type FieldRegistry,
  type FormConstraint,
  type FormField,
} from "../entities/entity.server";
import {
  apiActor,
  deleteEntity,
  fileColumns,
  formValuesOf,
  saveEntity,
  type AnyEditable,
  type Manager,
  type Status,
  type Values,
} from "./save.server";

const MB = 1024 * 1024;

// Admin pages: /admin/<tab>, /admin/<tab>/new, /admin/<tab>/:id/edit, /admin/<tab>/:id/delete

/** The ?page= of an admin list (blogs, jobs, inquiries), 20 rows a page. */
export function adminListPage(request: Request) {
  return { page: parsePage(new URL(request.url).searchParams.get("page")), perPage: 20 };
}

interface PageArgs {
  request: Request;
  params: { id?: string };
}

function rowOr404<Row extends { id: number }>(m: Manager<Row>, param: string | undefined): Row {
  const id = parseId(param);
  const row = id === null ? undefined : m.get(id);
  if (!row) notFound(MANAGER_MESSAGES[m.key].notFound);
  return row;
}

export interface FormItem {
  id: number;
  label: string;
  values: Values;
  /** The stored files, for "Current: ..." beside the file inputs. */
  files: { [column: string]: string | null };
  /** The row's version the form was opened at: a save from an older copy is refused. */
  version: string;
}

/** What the file inputs accept, and the hint beside them, from the upload rules. */
function uploadHints(uploads: { [field: string]: UploadRule }) {
  return Object.fromEntries(
    Object.entries(uploads).map(([field, rule]) => {
      const extensions = ACCEPT[rule.kind].split(",").filter((a) => a.startsWith("."));
      const hint = `${extensions.join(", ")}; up to ${Math.round(rule.maxBytes / MB)} MB.`;
      return [field, { accept: ACCEPT[rule.kind], hint }];
    }),
  );
}

/**
 * The form page's data: the row being edited (null when adding) or a new row's defaults, the file
 * inputs' rules and each field's words, input and browser constraints from the entity's registry
 * (or, for a schema without one, the constraints read from the schema).
 */
export async function managerFormLoader<Row extends { id: number }>(
  m: AnyEditable<Row>,
  { request, params }: PageArgs,
): Promise<{
  item: FormItem | null;
  uploads: ReturnType<typeof uploadHints>;
  fields: Record<string, FormConstraint & Partial<FormField>>;
  defaults: Values;
}> {
  await requireAdmin(request);
  const uploads = uploadHints(m.uploads);
  const fields: Record<string, FormConstraint & Partial<FormField>> = m.fields
    ? Object.fromEntries(formFieldsOf(m.fields as FieldRegistry).map((f) => [f.name, f]))
    : formConstraintsOf(m.schema as unknown as z.ZodObject);
  const defaults = Object.fromEntries(
    Object.entries(m.defaults ?? {}).map(([k, v]) => [k, String(v)]),
  );
  if (params.id === undefined) return { item: null, uploads, fields, defaults };
  const row = rowOr404(m, params.id);
  const record = row as unknown as { [column: string]: string | null };
  return {
    uploads,
    fields,
    defaults,
    item: {
      id: row.id,
      label: m.label(row),
      values: formValuesOf(m, row),
      files: Object.fromEntries(fileColumns(m).map((c) => [c, record[c] ?? null])),
      version: rowVersion(row),
    },
  };
}

/** Saves the form; back to the list with its success text, or the form again with its errors. */
export async function managerFormAction<Row extends { id: number }>(
  m: AnyEditable<Row>,
  { request, params }: PageArgs,
) {
  const user = await requireAdmin(request);
  const texts = MANAGER_MESSAGES[m.key];
  let id: number | undefined;
  if (params.id !== undefined) id = parseId(params.id) ?? notFound(texts.notFound);
  const result = await saveEntity(m, request, id, { keepValues: true, actor: user.username });
  if (!result.ok) {
    if (result.status === 404) notFound(texts.notFound);
    return formFailure(result);
  }
  return redirectWithFlash(`/admin/${m.key}`, {
    type: "success",
    message: id === undefined ? texts.added : texts.updated,
  });
}

/**
 * A refused save, shown again with what was typed. A stale edit answers 409 (the page offers a link to
 * reload); a name or slug already taken is a form error like any other (400).
 */
function formFailure(result: {
  status: Status;
  error: string;
  fieldErrors: Values;
  values: Values;
}) {
  const stale = result.error === STALE_EDIT;
  const { [VERSION_FIELD]: version, ...values } = result.values;
  return data(
    {
      error: result.error,
      fieldErrors: result.fieldErrors,
      values,
      stale,
      version: version ?? null,
    },
    { status: stale ? 409 : result.status === 409 ? 400 : result.status },
  );
}

/** The no-JS confirmation step: what is about to be deleted. */
export async function managerDeleteLoader<Row extends { id: number }>(
  m: Manager<Row>,
  { request, params }: PageArgs,
) {
  await requireAdmin(request);
  const row = rowOr404(m, params.id);
  return { key: m.key, label: m.label(row) };
}

/** The delete (the list's confirm() and the confirmation step both post here). */
export async function managerDeleteAction<Row extends { id: number }>(
  m: Manager<Row>,
  { request, params }: PageArgs,
) {
  const user = await requireAdmin(request);
  const result = await deleteEntity(m, parseId(params.id), user.username);
  return redirectWithFlash(
    `/admin/${m.key}`,
    result.ok
      ? { type: "success", message: MANAGER_MESSAGES[m.key].deleted }
      : { type: "error", message: result.error },
  );
}

// ---------------------------------------------------------------------------------------------
// /api writes: POST /api/<tab>, PUT and DELETE /api/<tab>/{id}

function apiFailure(result: { status: number; error: string; fieldErrors: Values }) {
  return jsonError(
    result.status,
    result.error,
    Object.keys(result.fieldErrors).length ? { fields: result.fieldErrors } : undefined,
  );
}

/** POST /api/<tab> (admin): multipart, urlencoded or JSON; 201 with the new row. */
export async function apiCreate<Row extends { id: number }>(m: AnyEditable<Row>, request: Request) {
  if (request.method.toUpperCase() !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireApiAdmin(request);
  const result = await saveEntity(m, request, undefined, { actor: apiActor(user.username) });
  return result.ok
    ? Response.json(result.row, { status: 201, headers: etagOf(result.row) })
    : apiFailure(result);
}

/** PUT /api/<tab>/{id} (fields not sent keep their value) and DELETE /api/<tab>/{id} (admin). */
export async function apiUpdateOrDelete<Row extends { id: number }>(
  m: AnyEditable<Row>,
  request: Request,
  param: string | undefined,
) {
  const method = request.method.toUpperCase();
  if (method !== "PUT" && method !== "DELETE") return jsonError(405, "Method not allowed");
  const user = await requireApiAdmin(request);
  const actor = apiActor(user.username);
  const texts = MANAGER_MESSAGES[m.key];
  const id = parseId(param);
  if (id === null) return jsonError(404, texts.notFound);
  if (method === "DELETE") {
    const result = await deleteEntity(m, id, actor);
    if (!result.ok) return jsonError(result.status, result.error);
    return Response.json({ success: true, message: texts.deleted, id });
  }
  const result = await saveEntity(m, request, id, { actor });
  return result.ok
    ? Response.json(result.row, { headers: etagOf(result.row) })
    : apiFailure(result);
}
