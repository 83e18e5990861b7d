/**
 * What an entity description holds, and what is derived from it. Each entity (product, category,
 * brand, driver, blog, job) is described once in this folder: its input rule (admin form, /api and,
 * where it is imported, CSV), its file fields, its CSV columns and who may see a row. The managers
 * (admin/managers.server.ts), the import (import/columns.server.ts) and the models' visibility
 * checks take these, so none of them restates a field.
 */
import type { z } from "zod";
import type { UploadRule } from "../files/uploads.server";

/** One CSV column of an imported entity: the template, the guide and the importer's checks. */
export interface ImportColumn {
  /** The header name (any case, surrounding spaces, and spaces or hyphens for '_' are accepted). */
  key: string;
  required: boolean;
  /** Shown on the screen next to the column name. */
  help: string;
  /** The template's example row. */
  example: string;
  /** A required value the importer fills in when the cell is blank (the column may be absent). */
  generated?: boolean;
}

export interface EntityDescription<
  Input extends z.ZodObject = z.ZodObject,
  Row = Record<string, unknown>,
  Status extends string = string,
> {
  /** The input rule shared by the admin form, /api and the CSV import; its keys are the fields. */
  input: Input;
  /** The file fields and their kinds; each is also the column that holds the stored name. */
  uploads: Record<string, UploadRule>;
  /** The file fields a new row cannot go without, with the message when one is missing. */
  requiredFiles?: Record<string, string>;
  /** The CSV columns, for an entity the import takes, in template order. */
  importColumns?: ImportColumn[];
  /**
   * The status a row needs before visitors (the public site and public /api answers) may see it;
   * an entity without one is public as a whole.
   */
  publicStatus?: Status;
  /** The row's page on the public site, when it has one: a save that moves it leaves a 301 behind. */
  publicPath?(row: Row): string;
}

/**
 * Checks a description's shape and keeps its own types (its schema's, its page's, its status as a
 * literal), so the models can use the status in SQL and the manager the schema's input type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entity has its own row type
export const describeEntity = <const D extends EntityDescription<z.ZodObject, any>>(d: D): D => d;

/** Whether visitors may see a row of the entity: the one visibility rule, for every entity. */
export function isPublicRow<Status extends string>(
  entity: { publicStatus?: Status },
  row: { status?: string | null },
): boolean {
  return entity.publicStatus === undefined || row.status === entity.publicStatus;
}

/**
 * The entity's public status as an SQL string literal, for statements written out by hand: the text
 * stays the same for every call, so each keeps its one prepared statement and its query plan. Only
 * a plain word is accepted (it is written into SQL, never taken from input).
 */
export function publicStatusSql(entity: { publicStatus?: string }): string {
  const status = entity.publicStatus;
  if (!status || !/^[a-z_]+$/.test(status))
    throw new Error(`No public status to write into SQL: ${String(status)}`);
  return `'${status}'`;
}

/** What the admin form's input of one field is held to, read from the field's zod rule. */
export interface FormConstraint {
  required: boolean;
  maxLength?: number;
}

interface ZodInternals {
  _zod: { def: { type: string; in?: unknown; out?: unknown; innerType?: unknown } };
  minLength?: number | null;
  maxLength?: number | null;
}

/** The text rule inside a field's wrappers (preprocess, optional, default, transform), if any. */
function textRule(
  schema: ZodInternals,
  wrapped: boolean,
): { rule?: ZodInternals; wrapped: boolean } {
  const def = schema._zod.def;
  if (def.type === "string") return { rule: schema, wrapped };
  for (const next of [def.innerType, def.out, def.in] as (ZodInternals | undefined)[]) {
    const found = next && textRule(next, true);
    if (found?.rule) return found;
  }
  return { wrapped: true };
}

/**
 * Each field's form constraints from the schema: required when the bare text rule asks for at least
 * one character (an optional, defaulted or preprocessed field is not), and its maximum length. The
 * form's `required` and `maxLength` attributes come from here, never restated by hand.
 */
export function formConstraintsOf(schema: z.ZodObject): Record<string, FormConstraint> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const { rule, wrapped } = textRule(field as unknown as ZodInternals, false);
      const constraint: FormConstraint = { required: !wrapped && (rule?.minLength ?? 0) >= 1 };
      if (typeof rule?.maxLength === "number") constraint.maxLength = rule.maxLength;
      return [name, constraint];
    }),
  );
}
