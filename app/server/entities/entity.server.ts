/**
 * What an entity description holds, and what is derived from it. Each entity (product, category,
 * brand, driver, blog, job) is described once in this folder: its input rule (admin form, /api and,
 * where it is imported, CSV), its file fields, its CSV columns and who may see a row. The managers
 * (admin/managers.server.ts), the import (import/columns.server.ts) and the models' visibility
 * checks take these, so none of them restates a field.
 */
import { z } from "zod";
import { optionalText } from "../validation/fields.server";
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
  /** The field registry the input rule was built from, for an entity described field by field. */
  fields?: FieldRegistry;
  /** Its Drizzle table, whose column defaults are the fields' defaults. */
  table?: object;
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

/** The input a field is drawn as. */
export type FormKind =
  "text" | "url" | "tel" | "email" | "textarea" | "number" | "select" | "checkbox" | "date";

/**
 * Where and how the admin form draws a field. `custom`: the page lays this one out by hand (a
 * picker fed from the database, the specifications editor) but still takes its label, hint and
 * constraints from the registry; any other field is drawn from here alone.
 */
interface FormPlacement {
  section: string;
  kind: FormKind;
  custom?: true;
  placeholder?: string;
  rows?: number;
  /** A browser-only limit on what is typed, where the rule reads a number from text (a size). */
  maxLength?: number;
  /** The keyboard a phone shows for a text box that holds an amount ("24,000"). */
  inputMode?: "decimal";
  /** For a number whose step is not read from the rule (a price takes paise). */
  step?: string;
  /** A select's choices (value and words); a boolean is a checkbox. */
  options?: { value: string; label: string }[];
  wide?: true;
}

/** One CSV column of a registry field. */
interface CsvPlacement {
  /** The header, when it is not the field's name (the brand is named, not numbered). */
  column?: string;
  required?: boolean;
  /** A required value the importer fills in when the cell is blank. */
  generated?: boolean;
  help: string;
  example: string;
  /** Taken by the import and listed in its guide, but left out of the template. */
  notInTemplate?: true;
}

/**
 * One field of an entity, described once: its rule (zod, whose messages and limits the form's
 * browser constraints are read from), the words staff see (form, History, import guide) and where
 * it appears. Everything else (the read projection, the form, History, the CSV columns and their
 * writes, /api) is derived from the entity's list of these; its default is the column's default in
 * db/schema.ts, so it lives with the column.
 */
export interface FieldDescription {
  schema: z.ZodType;
  /** The field's name for people: the form's label, History's column, the guide. */
  label: string;
  /** The hint under the form's input. */
  help?: string;
  /** Drawn in the admin form; absent: not a form field (set by the save or the import alone). */
  form?: FormPlacement;
  /** The CSV column; absent when the import does not take the field. */
  csv?: CsvPlacement;
  /** How History and exports show a value, when it is not shown as it is stored. */
  format?: "boolean" | "money" | "percent" | "brand";
  /**
   * Not a column of the entity's table: the save writes it elsewhere (a product's fits to their own
   * table, a contract's value in paise).
   */
  relation?: true;
  /** Left out of /api answers (never so far: listed for the README check). */
  api?: false;
  /** Shown to visitors on the item's page, searched, lined up on the compare page. */
  page?: true;
  search?: true;
  compare?: true;
}

export type FieldRegistry = Record<string, FieldDescription>;

/** A row's optional description (up to 2,000 characters) in a textarea, shown on its page. */
export function descriptionField(section: string) {
  return {
    schema: optionalText("Description", 2000),
    label: "Description",
    form: { section, kind: "textarea" as const, rows: 4 },
    page: true as const,
  };
}

/**
 * A row's status: one of a few words, chosen in a select. Absent is allowed: a new row starts from
 * the column's default, and a CSV row or a save that does not send it keeps the stored one.
 */
export function statusField<const V extends readonly [string, ...string[]]>(
  values: V,
  section: string,
) {
  return {
    schema: z.enum(values, { error: `Status must be ${values.join(" or ")}` }).optional(),
    label: "Status",
    form: {
      section,
      kind: "select" as const,
      options: values.map((v) => ({ value: v, label: v.charAt(0).toUpperCase() + v.slice(1) })),
    },
  };
}

/** The registry's fields that are columns of the entity's own table, in registry order. */
function columnFields<F extends FieldRegistry>(fields: F): (keyof F & string)[] {
  return Object.keys(fields).filter((k) => !fields[k].relation);
}

/** The entity's input rule: each field's zod rule under its name. */
export function inputOf<F extends FieldRegistry>(fields: F) {
  return z.object(
    Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema])) as {
      [K in keyof F]: F[K]["schema"];
    },
  );
}

/**
 * A Drizzle read projection of the registry's columns, for the model to add the row's own columns
 * that are no field (its id, file names, timestamps) and what it joins in. A field without a column
 * in db/schema.ts has none to read: at runtime that throws here, at once, rather than read nothing.
 */
export function projectionOf<T extends object, F extends FieldRegistry>(table: T, fields: F) {
  const columns = table as Record<string, unknown>;
  return Object.fromEntries(
    columnFields(fields).map((k) => {
      if (!columns[k]) throw new Error(`The field ${k} has no column in db/schema.ts`);
      return [k, columns[k]];
    }),
  ) as { [K in Extract<keyof F, keyof T>]: T[K] };
}

/** A Drizzle column's default value, if it has a plain one (not SQL). */
function columnDefault(column: unknown): string | number | boolean | undefined {
  const c = column as { hasDefault?: boolean; default?: unknown } | undefined;
  const d = c?.hasDefault ? c.default : undefined;
  return typeof d === "string" || typeof d === "number" || typeof d === "boolean" ? d : undefined;
}

/**
 * Each field's default for a new row, read from the column defaults of db/schema.ts: the one place
 * a default is written (the database applies it too).
 */
export function columnDefaultsOf(
  table: object,
  fields: FieldRegistry,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const key of columnFields(fields)) {
    const d = columnDefault((table as Record<string, unknown>)[key]);
    if (d !== undefined) out[key] = d;
  }
  return out;
}

/** The same defaults as a new row's form shows them ("true", "0", "active"). */
export function formDefaultsOf(table: object, fields: FieldRegistry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(columnDefaultsOf(table, fields)).map(([k, v]) => [k, String(v)]),
  );
}

/** The same defaults as SQL literals, for statements written out by hand (the CSV import's). */
export function sqlDefaultsOf(table: object, fields: FieldRegistry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, d] of Object.entries(columnDefaultsOf(table, fields))) {
    out[key] =
      typeof d === "boolean"
        ? d
          ? "1"
          : "0"
        : typeof d === "number"
          ? String(d)
          : `'${d.replace(/'/g, "''")}'`;
  }
  return out;
}

/** What the browser holds an input of one field to, read from the field's zod rule. */
export interface FormConstraint {
  required: boolean;
  /** Only when more than one character is asked for (one is `required`). */
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: string;
  /** An HTML `pattern` (the browser anchors it at both ends and reads it with the `v` flag). */
  pattern?: string;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      in?: unknown;
      out?: unknown;
      innerType?: unknown;
      checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
    };
  };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

/** The text or number rule inside a field's wrappers (preprocess, optional, default, transform). */
function innerRule(
  schema: ZodInternals,
  wrapped: boolean,
): { rule?: ZodInternals; wrapped: boolean } {
  const def = schema._zod.def;
  if (def.type === "string" || def.type === "number") return { rule: schema, wrapped };
  // A pipe from a rule (a string, then an email) is held to that first rule; a pipe from a
  // transform (a preprocess) to the rule after it, below.
  if (def.type === "pipe" && def.in) {
    const first = innerRule(def.in as ZodInternals, wrapped);
    if (first.rule) return first;
  }
  for (const next of [def.innerType, def.out, def.in] as (ZodInternals | undefined)[]) {
    const found = next && innerRule(next, true);
    if (found?.rule) return found;
  }
  return { wrapped: true };
}

const finite = (n: number | null | undefined) =>
  typeof n === "number" && Number.isFinite(n) ? n : undefined;

/**
 * A bare text rule's one `.regex()` as an HTML pattern: only a flagless expression anchored at both
 * ends (`^...$`) and tested on the text as typed (no preprocess, trim or other rewrite before it),
 * which the browser then reads as zod does; anything else is left to the server, since a pattern
 * the browser reads differently would refuse what the server accepts.
 */
function patternOf(rule: ZodInternals): string | undefined {
  const checks = (rule._zod.def.checks ?? []).map((c) => c._zod.def);
  const at = checks.findIndex((d) => d.check === "string_format" && d.format === "regex");
  const regexes = checks.filter((d) => d.check === "string_format" && d.format === "regex");
  if (regexes.length !== 1 || !regexes[0].pattern) return undefined;
  if (checks.slice(0, at).some((d) => d.check === "overwrite")) return undefined;
  const { source, flags } = regexes[0].pattern;
  if (flags !== "" || !source.startsWith("^") || !source.endsWith("$") || source.endsWith("\\$"))
    return undefined;
  const inner = source.slice(1, -1);
  try {
    new RegExp(`^(?:${inner})$`, "v");
  } catch {
    return undefined;
  }
  return inner;
}

/**
 * Whether a field that is not typed text (a choice such as a z.enum or a select's list check, or a
 * number) takes neither an empty value nor none: then the browser must not send it empty either.
 * Text with a length of its own is left to the length rule above, since an optional text box may
 * still refuse a blank through a preprocess the browser cannot see.
 */
function choiceRequired(field: z.ZodType, rule: ZodInternals | undefined): boolean {
  if (rule?._zod.def.type === "string" && (rule.minLength != null || rule.maxLength != null))
    return false;
  return !field.safeParse("").success && !field.safeParse(undefined).success;
}

/**
 * Each field's browser constraints from its zod rule, as conform's getZodConstraint reads them:
 * required when the bare text rule asks for at least one character (an optional, defaulted or
 * preprocessed text is not), or when a choice or number takes neither a blank nor nothing; the
 * least length above one, the maximum length, a number's bounds and whole-number step, and the
 * text's pattern. The form's `required`, `minLength`, `maxLength`, `min`, `max`, `step` and
 * `pattern` come from here, never restated by hand.
 */
export function formConstraintsOf(schema: z.ZodObject): Record<string, FormConstraint> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const { rule, wrapped } = innerRule(field as unknown as ZodInternals, false);
      const constraint: FormConstraint = {
        required:
          (!wrapped && rule?._zod.def.type === "string" && (rule.minLength ?? 0) >= 1) ||
          choiceRequired(field as z.ZodType, rule),
      };
      if (!wrapped && (rule?.minLength ?? 0) > 1) constraint.minLength = rule!.minLength!;
      if (typeof rule?.maxLength === "number") constraint.maxLength = rule.maxLength;
      const min = finite(rule?.minValue);
      const max = finite(rule?.maxValue);
      if (min !== undefined) constraint.min = min;
      if (max !== undefined) constraint.max = max;
      if (rule?.isInt) constraint.step = "1";
      const pattern = !wrapped && rule?._zod.def.type === "string" ? patternOf(rule) : undefined;
      if (pattern !== undefined) constraint.pattern = pattern;
      return [name, constraint];
    }),
  );
}

/** One input of a registry-drawn form: plain data for the page (it cannot import server code). */
export type FormField = FormConstraint &
  FormPlacement & {
    name: string;
    label: string;
    hint?: string;
  };

/** The form's inputs, in registry order, with their words, placement and constraints. */
export function formFieldsOf(fields: FieldRegistry): FormField[] {
  const constraints = formConstraintsOf(inputOf(fields));
  return Object.entries(fields).flatMap(([name, f]) =>
    f.form
      ? [
          {
            ...f.form,
            ...constraints[name],
            ...(f.form.step ? { step: f.form.step } : {}),
            ...(f.form.options ? { options: [...f.form.options] } : {}),
            name,
            label: f.label,
            ...(f.help ? { hint: f.help } : {}),
          },
        ]
      : [],
  );
}

/** A field the CSV import writes to the entity's table, with its column's header. */
export interface ImportField {
  key: string;
  column: string;
  required: boolean;
}

/**
 * The fields a CSV import writes to the table: the required ones always, the others only when their
 * cell is not blank (a blank cell keeps the stored value).
 */
export function importFieldsOf(fields: FieldRegistry): ImportField[] {
  return columnFields(fields).flatMap((key) => {
    const csv = fields[key].csv;
    return csv ? [{ key, column: csv.column ?? key, required: csv.required ?? false }] : [];
  });
}

/** The import columns of a registry, in registry order (those left out of the template apart). */
export function importColumnsOf(fields: FieldRegistry, inTemplate: boolean): ImportColumn[] {
  return Object.entries(fields).flatMap(([key, f]) =>
    f.csv && !f.csv.notInTemplate === inTemplate
      ? [
          {
            key: f.csv.column ?? key,
            required: f.csv.required ?? false,
            ...(f.csv.generated ? { generated: true } : {}),
            help: f.csv.help,
            example: f.csv.example,
          },
        ]
      : [],
  );
}
