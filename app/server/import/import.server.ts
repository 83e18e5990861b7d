/**
 * CSV bulk import of products, categories, brands and serial numbers: the preview, the import result and the screen's messages.
 *
 *   const prepared = prepareImport(bytes, "products");  // decode + parse; throws ImportFileError
 *   const plan = planImport(prepared);                   // what would happen: reads, never writes
 *   const { result } = applyImport(prepared);            // plans again and writes, in ONE transaction
 *
 * Forgiving of form: a UTF-8 BOM, CRLF or LF, quoted cells with commas and line breaks, header names
 * in any case and with spaces, files saved by Excel in Windows-1252 (converted, with a warning),
 * semicolon- or tab-separated files. Strict about content: every row goes through the entity's zod
 * schema (import/columns.server.ts), and a rejected row is reported with its line number,
 * column and reason, never half-imported. Matching rows are updates; blank optional cells keep what is
 * stored. A product's category that does not exist yet is created (the preview lists them).
 */
import fs from "node:fs/promises";
import path from "node:path";
import Papa from "papaparse";
import type { z } from "zod";
import { IMPORT_TEXT, type ImportResult } from "~/lib/import-messages";
import { previousSlug, slugify } from "~/lib/slugify";
import { writeTransaction } from "../db.server";
import { PRODUCT_IMPORT_FIELDS } from "../entities/product.server";
import { PRODUCT_FIELDS } from "../entities/product-fields.server";
import {
  ERROR_CSV_COLUMNS,
  IMPORT_DEFINITIONS,
  IMPORT_TYPES,
  normalizeHeader,
  requiredColumns,
  type ImportType,
} from "./columns.server";
import { importFieldsOf, type ImportColumn, type ImportField } from "../entities/entity.server";
import { BRAND_FIELDS } from "../entities/brand.server";
import { SERIAL_FIELDS } from "../entities/serial.server";
import {
  productsByModel,
  serialImportWriter,
  upsertSerials,
  type SerialImportRow,
} from "../service/serials.server";
import { CATEGORY_FIELDS } from "../entities/category.server";
import {
  brandImportWriter,
  listBrands,
  upsertBrandsByName,
  type BrandImportRow,
} from "../models/brands.server";
import { fitResolver, importFitsChange, planImportFits } from "../models/fits.server";
import {
  categoryImportWriter,
  createMissingCategories,
  listCategories,
  upsertCategoriesByName,
  type CategoryImportRow,
} from "../models/categories.server";
import {
  existingProductSlugs,
  importRowChanges,
  storedProductBySlug,
  upsertProductsBySlug,
  type ProductImportRow,
} from "../models/products.server";
import { receiveUploads } from "../http/body.server";
import { CSV_UPLOAD, uploadsDir } from "../files/uploads.server";
import { categoryInput } from "../entities/category.server";
import { formValues } from "../validation/fields.server";
import {
  closeImportBatch,
  finishImportBatch,
  rollbackImportBatch,
  startImportBatch,
} from "../models/history.server";

export const MAX_IMPORT_ROWS = 50_000;

/** The import screen's fixed texts and the importer's own file-level messages. */
export const IMPORT_MESSAGES = {
  noFile: IMPORT_TEXT.noFile,
  empty: "The file is empty. Choose a CSV file with a header row and at least one data row.",
  headerOnly: "The file has a header row but no data rows.",
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Split it into smaller files and import them one by one.`,
  tooLarge: IMPORT_TEXT.tooLarge,
  binary: "This is not a CSV text file. Save it from your spreadsheet as CSV UTF-8 and try again.",
  badUtf8:
    "The file starts with a UTF-8 marker but holds characters that are not UTF-8. Save it again as CSV UTF-8.",
  windows1252:
    "The file was not saved as UTF-8; it was read as Windows-1252 (Excel's 'CSV (Comma delimited)'). Check accented characters, or save as 'CSV UTF-8' next time.",
  unknown: IMPORT_TEXT.unknownError,
  expired: "This import has expired or was already applied. Please upload the file again.",
} as const;

/** A problem with the file as a whole: nothing can be previewed or imported. */
export class ImportFileError extends Error {
  readonly status = 400;
}

/** The write failed (a constraint, a crash): the transaction rolled back and nothing was written. */
export class ImportFailed extends Error {
  constructor(
    message: string,
    readonly totalCount: number,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------
// Bytes to text

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * UTF-8 (with or without BOM) is read as is; UTF-16 with a BOM (Excel's 'Unicode text') is decoded;
 * anything else that is not valid UTF-8 is Windows-1252, Excel's default on Windows, and is converted
 * so that 'é' arrives as 'é' and never as mojibake.
 */
function decodeCsv(bytes: Uint8Array): { text: string; warnings: string[] } {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const le = bytes[0] === 0xff;
    return { text: new TextDecoder(le ? "utf-16le" : "utf-16be").decode(bytes), warnings: [] };
  }
  // A NUL byte never appears in a text CSV: a spreadsheet (.xlsx renamed) or UTF-16 without BOM.
  if (bytes.includes(0)) throw new ImportFileError(IMPORT_MESSAGES.binary);
  try {
    // The decoder drops a leading BOM by itself.
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), warnings: [] };
  } catch {
    if (startsWith(bytes, [0xef, 0xbb, 0xbf])) throw new ImportFileError(IMPORT_MESSAGES.badUtf8);
    return { text: decodeWindows1252(bytes), warnings: [IMPORT_MESSAGES.windows1252] };
  }
}

// Windows-1252's characters at 0x80-0x9F (€, curly quotes, dashes...), in byte order; the five
// bytes it leaves undefined keep their C1 code point, as the WHATWG decoder does.
const CP1252_HIGH = [..."€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ"];

/**
 * Node 20.18.3+ decodes 'windows-1252' as ISO-8859-1, turning 0x80-0x9F into invisible
 * control characters (nodejs/node#56542, #60888): those are mapped to Windows-1252's own characters.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("windows-1252")
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

// ---------------------------------------------------------------------------------------------
// Text to rows

interface CsvRow {
  /**
   * The row as a spreadsheet numbers it (the header is row 1 when it is the first line): line
   * breaks inside quoted cells do not count, blank lines do.
   */
  line: number;
  /** The cells in file order, as read. */
  cells: string[];
  /** A problem papaparse found in the row itself (an unclosed quote, cells past the header). */
  problem?: string;
}

export interface PreparedImport {
  type: ImportType;
  /** The header cells as written in the file (for the error CSV). */
  header: string[];
  /** For each file column: the import column it fills, or null when ignored. */
  keys: (string | null)[];
  rows: CsvRow[];
  warnings: string[];
}

/** The separator: Excel writes ';' where ',' is the decimal mark, and 'Unicode text' uses tabs. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r\n|\n|\r|$/));
  if (firstLine.includes(",")) return ",";
  if (firstLine.includes(";")) return ";";
  if (firstLine.includes("\t")) return "\t";
  return ",";
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/**
 * Work in slices of the event loop: a 50,000-row file takes seconds to read and check, and the site
 * must keep answering meanwhile. The slice runs until its time is up, then lets everything waiting
 * (requests, timers) run before it carries on.
 */
const SLICE_MS = 15;

interface Slicer {
  /** True when this slice's time is up. */
  due(): boolean;
  /** Carries on with `next` once the event loop has had its turn. */
  later(next: () => void): void;
}

function slicer(): Slicer {
  let start = performance.now();
  return {
    due: () => performance.now() - start > SLICE_MS,
    later(next) {
      setImmediate(() => {
        start = performance.now();
        next();
      });
    },
  };
}

interface RowsRead {
  header: string[] | null;
  headerLine: number;
  rows: CsvRow[];
  tooMany: boolean;
}

/**
 * Reads the rows of `source`, at once (`slices` null: `done` is called before this returns) or in
 * slices. The parser's cursor restarts from where it was paused, so positions are carried across.
 */
function readRows(source: string, slices: Slicer | null, done: (read: RowsRead) => void): void {
  let header: string[] | null = null;
  let headerLine = 1;
  const rows: CsvRow[] = [];
  let tooMany = false;
  let scanned = 0;
  let linesBefore = 0;
  let base = 0;
  let sinceCheck = 0;
  // Line breaks inside the quoted cells of the rows read so far: a spreadsheet shows each such
  // cell in one row, so they are taken off the file's line numbers.
  let insideSoFar = 0;
  Papa.parse<string[]>(source, {
    header: false,
    delimiter: detectDelimiter(source),
    skipEmptyLines: "greedy",
    complete: () => done({ header, headerLine, rows, tooMany }),
    step(result, parser) {
      const cursor = base + result.meta.cursor;
      if (slices && ++sinceCheck >= 64) {
        sinceCheck = 0;
        if (slices.due()) {
          base = cursor;
          parser.pause();
          slices.later(() => parser.resume());
        }
      }
      linesBefore += countNewlines(source, scanned, cursor);
      scanned = cursor;
      const cells = result.data;
      // The cursor is past the row's own line break, if any. Line breaks inside its quoted cells
      // move its first line up.
      const endLine = source[cursor - 1] === "\n" ? linesBefore : linesBefore + 1;
      let inside = 0;
      for (const c of cells) if (c.includes("\n")) inside += countNewlines(c, 0, c.length);
      const line = endLine - inside - insideSoFar;
      insideSoFar += inside;
      if (header === null) {
        header = cells;
        headerLine = line;
        return;
      }
      if (rows.length >= MAX_IMPORT_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      const quote = result.errors.find((e) => e.type === "Quotes");
      let problem: string | undefined;
      if (quote?.code === "MissingQuotes")
        problem =
          'A quoted cell is not closed (a " is missing), so the rest of the file was read into it';
      else if (quote)
        problem = 'A quoted cell is malformed (a " inside a quoted cell must be written twice: "")';
      else if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim()))
        problem = `The row has ${cells.length} cells but the header has ${header.length}`;
      rows.push({ line, cells, problem });
    },
  });
}

/** Decodes and parses a file of `type`; throws ImportFileError for an unusable file. */
export function prepareImport(bytes: Uint8Array, type: ImportType): PreparedImport {
  const { text, warnings } = decodeCsv(bytes);
  const source = sourceOf(text);
  let read: RowsRead | null = null;
  readRows(source, null, (r) => (read = r));
  return checkRows(type, read!, warnings);
}

/** prepareImport in slices of the event loop, for files read while the site serves requests. */
export async function prepareImportSliced(
  bytes: Uint8Array,
  type: ImportType,
): Promise<PreparedImport> {
  const { text, warnings } = decodeCsv(bytes);
  const slices = slicer();
  let source = text;
  if (isCrOnly(text)) {
    // A whole 10 MB file at once is a long block: converted a megabyte at a time.
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += 1 << 20) {
      parts.push(text.slice(i, i + (1 << 20)).replace(/\r/g, "\n"));
      if (slices.due()) await new Promise<void>((resolve) => slices.later(resolve));
    }
    source = parts.join("");
  }
  source = sourceOf(source);
  const read = await new Promise<RowsRead>((resolve) => readRows(source, slices, resolve));
  return checkRows(type, read, warnings);
}

function isCrOnly(text: string): boolean {
  return !text.includes("\n") && text.includes("\r");
}

function sourceOf(text: string): string {
  if (text.trim() === "") throw new ImportFileError(IMPORT_MESSAGES.empty);
  // Old Mac files end lines with a lone CR: count those instead of LF.
  return isCrOnly(text) ? text.replace(/\r/g, "\n") : text;
}

/** The header checked against the type's columns, and the rows read. */
function checkRows(
  type: ImportType,
  { header, headerLine, rows, tooMany }: RowsRead,
  warnings: string[],
): PreparedImport {
  if (tooMany) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
  if (header === null) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const headerCells: string[] = header;

  const def = IMPORT_DEFINITIONS[type];
  const extra: ImportColumn[] = "extraColumns" in def ? def.extraColumns : [];
  const known = new Set([...def.columns, ...extra].map((c) => c.key));
  const ignoredQuietly = new Set<string>(Object.values(ERROR_CSV_COLUMNS));
  const keys: (string | null)[] = [];
  const seen = new Map<string, string>();
  const unknown: string[] = [];
  for (const cell of headerCells) {
    const key = normalizeHeader(cell);
    if (known.has(key)) {
      if (seen.has(key))
        throw new ImportFileError(
          `The column "${key}" appears twice in the header ("${seen.get(key)}" and "${cell.trim()}"). Keep one.`,
        );
      seen.set(key, cell.trim());
      keys.push(key);
    } else {
      keys.push(null);
      if (key && !ignoredQuietly.has(key)) unknown.push(cell.trim());
    }
  }
  const missing = requiredColumns(type).filter((k) => !seen.has(k));
  if (missing.length > 0) {
    // A file of another type chosen by mistake says so, rather than only listing columns.
    const headerKeys = new Set(headerCells.map(normalizeHeader));
    const other = IMPORT_TYPES.find(
      (t) => t !== type && requiredColumns(t).every((k) => headerKeys.has(k)),
    );
    throw new ImportFileError(
      `Missing required column${missing.length === 1 ? "" : "s"}: ${missing.join(", ")}. ` +
        (other
          ? `This looks like a ${other} file: choose ${IMPORT_DEFINITIONS[other].label} as the import type.`
          : `The first row must be the header: download the ${type} template to see the columns.`),
    );
  }
  if (unknown.length > 0) {
    warnings.push(
      `Unknown column${unknown.length === 1 ? "" : "s"} ignored: ${unknown.map((u) => `"${u}"`).join(", ")}`,
    );
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.headerOnly);
  if (headerLine !== 1) warnings.push(`The header was read from line ${headerLine}.`);
  return { type, header: headerCells, keys, rows, warnings };
}

// ---------------------------------------------------------------------------------------------
// Rows to a plan (reads the database, writes nothing)

interface ImportIssue {
  line: number;
  /** The import column the problem is in, or null for the row as a whole. */
  column: string | null;
  message: string;
}

interface RejectedRow {
  line: number;
  cells: string[];
  issues: ImportIssue[];
}

/** What one accepted row would do: create, change (the columns, stored → new) or nothing. */
interface RowOutcome {
  line: number;
  label: string;
  outcome: "created" | "changed" | "unchanged";
  changes?: { key: string; from: unknown; to: unknown }[];
}

interface PlanBase {
  prepared: PreparedImport;
  totalCount: number;
  createCount: number;
  /** Rows that match a stored one (changed or not). */
  updateCount: number;
  /** Of those, the rows that would change something. */
  changeCount: number;
  outcomes: RowOutcome[];
  rejected: RejectedRow[];
  warnings: string[];
}

export type ImportPlan =
  | (PlanBase & {
      type: "products";
      rows: ProductImportRow[];
      newCategories: { name: string; display_name: string }[];
    })
  | (PlanBase & { type: "categories"; rows: CategoryImportRow[]; newCategories: [] })
  | (PlanBase & { type: "brands"; rows: BrandImportRow[]; newCategories: [] })
  | (PlanBase & { type: "serials"; rows: SerialImportRow[]; newCategories: [] });

/** The non-blank cells of a row by import column; blank cells are absent (they keep stored values). */
function rowInput(prepared: PreparedImport, row: CsvRow): Record<string, string> {
  const input: Record<string, string> = {};
  prepared.keys.forEach((key, i) => {
    const value = row.cells[i];
    // A ' that an export put before a formula-looking cell (so a spreadsheet shows it as text) is
    // taken off again: export, edit and import give back what was stored.
    if (key && value !== undefined && value.trim() !== "")
      input[key] = asText(value.replace(/^'(?=[=+\-@\t\r])/, ""));
  });
  return input;
}

/**
 * ="000123": how the export writes a code a spreadsheet would read as a number (leading zeros, long
 * digit runs), so it stays text there; read back as the text inside.
 */
const asText = (value: string) => {
  const m = /^="((?:[^"]|"")*)"$/.exec(value.trim());
  return m ? m[1].replace(/""/g, '"') : value;
};

/** A number in a spreadsheet's scientific notation: "8.90123456789012E+19", "1E+05". */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?E[+-]?\d+$/i;

/** Product columns whose cells are text (a number typed there stays as typed). */
const TEXT_COLUMNS = new Set(
  Object.entries(PRODUCT_FIELDS)
    .filter(([, f]) => f.csv && typeof f.schema.safeParse("5").data !== "number")
    .map(([key, f]) => ("csv" in f && f.csv && "column" in f.csv ? f.csv.column : key))
    .filter((key) => key !== "fits_printers" && key !== "fits_supplies"),
);

/**
 * What a spreadsheet does to codes when it opens a CSV: "000123" becomes 123, "04021010" becomes
 * 4021010, a 20-digit model becomes 8.90123456789012E+19. Each is refused with the row and column
 * (stored, the code would be wrong for good), in place of any other message about that cell.
 */
function spreadsheetDamage(
  input: Record<string, string>,
  stored: Record<string, unknown> | undefined,
  line: number,
): ImportIssue[] {
  const out: ImportIssue[] = [];
  for (const [column, raw] of Object.entries(input)) {
    if (!TEXT_COLUMNS.has(column)) continue;
    const value = raw.trim();
    const was = stored?.[column];
    if (SCIENTIFIC.test(value))
      out.push({
        line,
        column,
        message: `"${value}" is a number in scientific notation: a spreadsheet turned a long code into it and lost digits. Format the column as Text and type the code again (or export again: the export keeps codes as text)`,
      });
    else if (
      typeof was === "string" &&
      /^0+\d/.test(was) &&
      was !== value &&
      was.replace(/^0+/, "") === value
    )
      out.push({
        line,
        column,
        message: `"${value}" lost its leading zeros: it is "${was}" now. A spreadsheet read it as a number; format the column as Text or export again (the export keeps codes as text)`,
      });
    else if (column === "hsn_code" && /^\d+$/.test(value) && [3, 5, 7].includes(value.length))
      out.push({
        line,
        column,
        message: `HSN code must be 4, 6 or 8 digits: "${value}" has ${value.length}; if a spreadsheet dropped a leading 0 it was "0${value}"`,
      });
  }
  return out;
}

/**
 * Characters a spreadsheet could not save: Excel's "CSV (Comma delimited)" writes each Hindi letter,
 * ₹ and other characters outside Windows-1252 as "?", so "लेबल" arrives as "????" and "₹500" as
 * "?500". Such a cell is refused (storing it would lose the text for good) with the way out.
 */
const LOST_CHARACTERS = /(?:^|[\s(/,:;-])\?{2,}(?=$|[\s).,/:;-])|^\?(?=\d)/;
export const LOST_CHARACTERS_MESSAGE =
  "Holds '?' where the spreadsheet replaced characters it could not save (Hindi letters, ₹...). Save the file as 'CSV UTF-8' and import it again";

function lostCharacterIssues(input: Record<string, string>, line: number): ImportIssue[] {
  return Object.entries(input)
    .filter(([, value]) => LOST_CHARACTERS.test(value.trim()))
    .map(([column]) => ({ line, column, message: LOST_CHARACTERS_MESSAGE }));
}

/** Adds the lost-character issues of a row, in place of any other issue of the same column. */
function withLostCharacters(issues: ImportIssue[], input: Record<string, string>, line: number) {
  const lost = lostCharacterIssues(input, line);
  if (lost.length === 0) return issues;
  const columns = new Set(lost.map((i) => i.column));
  return [...issues.filter((i) => !columns.has(i.column)), ...lost];
}

function schemaIssues<T>(
  schema: z.ZodType<T>,
  input: Record<string, string>,
  line: number,
): { data: T | null; issues: ImportIssue[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, issues: [] };
  const issues: ImportIssue[] = [];
  const reported = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = issue.path.length ? String(issue.path[0]) : null;
    // One reason per column is enough to fix it.
    if (reported.has(String(column))) continue;
    reported.add(String(column));
    issues.push({ line, column, message: issue.message });
  }
  return { data: null, issues };
}

/** "desktop-printers" → "Desktop Printers"; a value already written for people is kept as is. */
function displayNameFrom(value: string): string {
  const v = value.trim();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(v)) return v.replace(/\s+/g, " ");
  return v
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Looks up a product's category by name, display name or the display name's URL form. */
function categoryResolver() {
  const byName = new Map<string, string>();
  const byOther = new Map<string, string>();
  for (const c of listCategories()) {
    byName.set(c.name, c.name);
    byOther.set(c.display_name.trim().toLowerCase(), c.name);
    byOther.set(slugify(c.display_name, "category"), c.name);
  }
  const created = new Map<string, { name: string; display_name: string }>();
  return {
    created,
    resolve(value: string): { name: string } | { error: string } {
      const v = value.trim();
      const name = slugify(v, "category");
      const found = byName.get(v) ?? byOther.get(v.toLowerCase()) ?? byName.get(name);
      if (found) return { name: found };
      const fresh = created.get(name);
      if (fresh) return { name };
      const parsed = categoryInput.safeParse({ name, display_name: displayNameFrom(v) });
      if (!parsed.success)
        return { error: `"${v}" cannot become a category: ${parsed.error.issues[0].message}` };
      created.set(name, { name, display_name: parsed.data.display_name });
      byOther.set(parsed.data.display_name.toLowerCase(), name);
      return { name };
    },
  };
}

function brandResolver() {
  const byKey = new Map<string, number>();
  for (const b of listBrands()) {
    byKey.set(b.name.trim().toLowerCase(), b.id);
    if (!byKey.has(b.display_name.trim().toLowerCase()))
      byKey.set(b.display_name.trim().toLowerCase(), b.id);
  }
  return (value: string) => byKey.get(value.trim().toLowerCase());
}

/** Keeps a value the row gave, and null for a blank cell (an update then keeps the stored value). */
function given<T>(input: Record<string, string>, key: string, value: T): T | null {
  return key in input ? value : null;
}

/**
 * A checked row's values for the fields the import writes (from the entity's registry): a required
 * one as read, another only when its cell was not blank.
 */
function importRowOf(fields: ImportField[], data: unknown, input: Record<string, string>) {
  const d = data as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const { key, column, required } of fields)
    row[key] = required ? d[key] : given(input, column, d[key]);
  return row;
}

const CATEGORY_IMPORT_FIELDS = importFieldsOf(CATEGORY_FIELDS);
const BRAND_IMPORT_FIELDS = importFieldsOf(BRAND_FIELDS);
const SERIAL_IMPORT_FIELDS = importFieldsOf(SERIAL_FIELDS);

/** Rows a planner checks between looks at the clock (see SLICE_MS). */
const PLAN_STEP = 200;

function* planProducts(prepared: PreparedImport) {
  const { schema } = IMPORT_DEFINITIONS.products;
  const categories = categoryResolver();
  const brandId = brandResolver();
  const fitNames = fitResolver();
  const firstLine = new Map<string, number>();
  const rows: ProductImportRow[] = [];
  const rejected: RejectedRow[] = [];
  const outcomes: RowOutcome[] = [];
  let existing = 0;
  let changed = 0;
  let n = 0;
  for (const row of prepared.rows) {
    if (++n % PLAN_STEP === 0) yield;
    const input = rowInput(prepared, row);
    if (input.status) input.status = input.status.trim().toLowerCase();
    // The slug rule makes the slug from the name when the file leaves it out.
    if (!input.slug && input.name) {
      const slug = slugify(input.name, "product");
      // A product made before names in other scripts were spelt keeps the slug it got then.
      const earlier = previousSlug(input.name, "product");
      const found = earlier && earlier !== slug ? existingProductSlugs([slug, earlier]) : null;
      if (found && found.has(earlier) && !found.has(slug)) input.slug = earlier;
      else if (slug) input.slug = slug;
    }
    const checked = schemaIssues(schema, input, row.line);
    const stored = input.slug ? storedProductBySlug(input.slug.trim()) : undefined;
    const damage = spreadsheetDamage(input, stored, row.line);
    const damaged = new Set(damage.map((i) => i.column));
    const issues = withLostCharacters(
      [...checked.issues.filter((i) => !damaged.has(i.column)), ...damage],
      input,
      row.line,
    );
    const data = issues.length === 0 ? checked.data : null;
    if (row.problem) issues.unshift({ line: row.line, column: null, message: row.problem });
    const slug = input.slug?.trim();
    if (slug && !issues.some((i) => i.column === "slug")) {
      const first = firstLine.get(slug);
      if (first !== undefined)
        issues.push({
          line: row.line,
          column: "slug",
          message: `Duplicate slug "${slug}": line ${first} of this file has it already`,
        });
      else firstLine.set(slug, row.line);
    }
    let category: string | undefined;
    if (input.category && !issues.some((i) => i.column === "category")) {
      const found = categories.resolve(input.category);
      if ("error" in found)
        issues.push({ line: row.line, column: "category", message: found.error });
      else category = found.name;
    }
    let brand: number | undefined;
    if (input.brand && !issues.some((i) => i.column === "brand")) {
      brand = brandId(input.brand);
      if (brand === undefined)
        issues.push({
          line: row.line,
          column: "brand",
          message: `Brand "${input.brand.trim()}" does not exist (import brands first)`,
        });
    }
    // The printers a supply fits (or a printer's supplies), by slug or model: known ones only.
    const fits =
      issues.length === 0 && data && category
        ? planImportFits(fitNames, category, data, row.line, issues)
        : undefined;
    if (issues.length > 0 || !data || !category) {
      rejected.push({ line: row.line, cells: row.cells, issues });
      continue;
    }
    // The brand is named in the file, then looked up.
    const planned: ProductImportRow = {
      ...importRowOf(PRODUCT_IMPORT_FIELDS, data, input),
      name: data.name,
      slug: data.slug,
      category,
      image: given(input, "image", data.image),
      brand_id: brand ?? null,
      ...(fits ? { fits } : {}),
    };
    rows.push(planned);
    const mine =
      stored && stored.slug === planned.slug ? stored : storedProductBySlug(planned.slug);
    if (!mine) {
      outcomes.push({ line: row.line, label: planned.name, outcome: "created" });
      continue;
    }
    existing++;
    const changes = importRowChanges(planned, mine);
    const fitChange = fits && importFitsChange(Number(mine.id), category, fits);
    if (fitChange)
      changes.push({
        key: fitChange.key,
        from: fitChange.from.join("|"),
        to: fitChange.to.join("|"),
      });
    if (changes.length > 0) changed++;
    outcomes.push({
      line: row.line,
      label: planned.name,
      outcome: changes.length > 0 ? "changed" : "unchanged",
      ...(changes.length > 0 ? { changes } : {}),
    });
  }
  // Only the new categories that a valid row uses are created.
  const used = new Set(rows.map((r) => r.category));
  const newCategories = [...categories.created.values()].filter((c) => used.has(c.name));
  return {
    type: "products" as const,
    rows,
    rejected,
    newCategories,
    outcomes,
    updateCount: existing,
    changeCount: changed,
    createCount: rows.length - existing,
  };
}

/** How an import matched by a name (or serial) finds the stored rows and what a row would change. */
interface NamedStore {
  stored(keys: string[]): Map<string, Record<string, unknown>>;
  changes(
    row: Record<string, unknown>,
    stored: Record<string, unknown>,
  ): { key: string; from: unknown; to: unknown }[];
}

function* planNamed<T, R extends Record<string, unknown>>(
  prepared: PreparedImport,
  schema: z.ZodType<T>,
  store: NamedStore,
  toRow: (data: T, input: Record<string, string>) => R,
  key: "name" | "serial" = "name",
) {
  const firstLine = new Map<string, number>();
  const rows: R[] = [];
  const lines: number[] = [];
  const rejected: RejectedRow[] = [];
  let n = 0;
  for (const row of prepared.rows) {
    if (++n % PLAN_STEP === 0) yield;
    const input = rowInput(prepared, row);
    const checked = schemaIssues(schema, input, row.line);
    const issues = withLostCharacters(checked.issues, input, row.line);
    const data = issues.length === 0 ? checked.data : null;
    if (row.problem) issues.unshift({ line: row.line, column: null, message: row.problem });
    // Compared as stored (a serial's key), so "ab 12" and "AB12" are one.
    const name = data ? String((data as Record<string, unknown>)[key]) : input[key]?.trim();
    if (name && !issues.some((i) => i.column === key)) {
      const first = firstLine.get(name);
      if (first !== undefined)
        issues.push({
          line: row.line,
          column: key,
          message: `Duplicate ${key === "name" ? "name" : "serial number"} "${name}": line ${first} of this file has it already`,
        });
      else firstLine.set(name, row.line);
    }
    if (issues.length > 0 || !data) {
      rejected.push({ line: row.line, cells: row.cells, issues });
      continue;
    }
    rows.push(toRow(data, input));
    lines.push(row.line);
  }
  // Each accepted row against its stored one, as the product import does: created, changed (the
  // columns, now → after) or unchanged.
  const stored = store.stored(rows.map((r) => String(r[key])));
  const outcomes: RowOutcome[] = [];
  let updateCount = 0;
  let changeCount = 0;
  rows.forEach((row, i) => {
    const label = String(row.display_name ?? row[key]);
    const mine = stored.get(String(row[key]));
    if (!mine) {
      outcomes.push({ line: lines[i], label, outcome: "created" });
      return;
    }
    updateCount++;
    const changes = store.changes(row, mine);
    if (changes.length > 0) changeCount++;
    outcomes.push({
      line: lines[i],
      label,
      outcome: changes.length > 0 ? "changed" : "unchanged",
      ...(changes.length > 0 ? { changes } : {}),
    });
  });
  return {
    rows,
    rejected,
    updateCount,
    changeCount,
    outcomes,
    createCount: rows.length - updateCount,
  };
}

/** What importing `prepared` would do now: created, updated and rejected rows. Writes nothing. */
export function planImport(prepared: PreparedImport): ImportPlan {
  const steps = planSteps(prepared);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** planImport in slices of the event loop (reads the database between slices; writes nothing). */
export function planImportSliced(prepared: PreparedImport): Promise<ImportPlan> {
  return runSliced(planSteps(prepared));
}

/**
 * Runs a generator that yields between pieces of its work in slices of the event loop (about
 * SLICE_MS each), so other requests are answered meanwhile; resolves with what it returns.
 */
export function runSliced<T>(steps: Generator<void, T>): Promise<T> {
  const slices = slicer();
  return new Promise((resolve, reject) => {
    const run = () => {
      try {
        for (;;) {
          const step = steps.next();
          if (step.done) return resolve(step.value);
          if (slices.due()) return slices.later(run);
        }
      } catch (error) {
        reject(error);
      }
    };
    run();
  });
}

function* planSteps(prepared: PreparedImport): Generator<void, ImportPlan> {
  const base = { prepared, totalCount: prepared.rows.length, warnings: [...prepared.warnings] };
  if (prepared.type === "products") {
    const p = yield* planProducts(prepared);
    if (p.newCategories.length > 0)
      base.warnings.push(
        `New categor${p.newCategories.length === 1 ? "y" : "ies"} will be created: ${p.newCategories.map((c) => c.display_name).join(", ")}`,
      );
    return { ...base, ...p };
  }
  if (prepared.type === "categories") {
    const p = yield* planNamed(
      prepared,
      IMPORT_DEFINITIONS.categories.schema,
      categoryImportWriter,
      (d, input) => ({
        ...importRowOf(CATEGORY_IMPORT_FIELDS, d, input),
        name: d.name,
        display_name: d.display_name,
      }),
    );
    return { ...base, ...p, type: "categories", newCategories: [] };
  }
  if (prepared.type === "serials") {
    // A blank warranty takes the months of the catalogue product the model names.
    const productOf = productsByModel();
    const p = yield* planNamed(
      prepared,
      IMPORT_DEFINITIONS.serials.schema,
      serialImportWriter,
      (d, input) => {
        const row = importRowOf(SERIAL_IMPORT_FIELDS, d, input) as SerialImportRow;
        row.warranty_months ??= productOf(d.model)?.warrantyMonths ?? null;
        return row;
      },
      "serial",
    );
    return { ...base, ...p, type: "serials", newCategories: [] };
  }
  const p = yield* planNamed(
    prepared,
    IMPORT_DEFINITIONS.brands.schema,
    brandImportWriter,
    (d, input) => ({
      ...importRowOf(BRAND_IMPORT_FIELDS, d, input),
      name: d.name,
      display_name: d.display_name,
    }),
  );
  return { ...base, ...p, type: "brands", newCategories: [] };
}

// ---------------------------------------------------------------------------------------------
// Writing

export type { ImportResult };

/** Who imported, and from which file, as History shows it. */
export interface ImportBy {
  /** The username; History adds " (CSV import)". */
  username?: string;
  fileName?: string | null;
}

/** History's name for the one who imported. */
const importActor = (username?: string) => (username ? `${username} (CSV import)` : "(CSV import)");

function issueText(issue: ImportIssue): string {
  return `Line ${issue.line}${issue.column ? ` (${issue.column})` : ""}: ${issue.message}`;
}

/** Test seam for atomicity: runs before each product row is written (a throw rolls back all). */
export interface ImportHooks {
  beforeProductRow?: (index: number) => void;
}

/** What an import tells the admin: the rows it wrote and the ones it refused, with their reasons. */
function importResult(
  plan: ImportPlan,
  batchId: number,
  counts: { created: number; updated: number },
): ImportResult {
  return {
    batchId,
    successCount: counts.created + counts.updated,
    errorCount: plan.rejected.length,
    totalCount: plan.totalCount,
    errors: plan.rejected.flatMap((r) => r.issues.map(issueText)),
    created: counts.created,
    updated: counts.updated,
    changed: Math.min(plan.changeCount, counts.updated),
    warnings: plan.warnings,
    newCategories: plan.newCategories.map((c) => c.display_name),
  };
}

/**
 * Plans and writes `prepared` in ONE immediate transaction, so the plan sees the database as it is
 * when the write starts and a failure at any row (or a killed process) leaves nothing behind.
 * Throws ImportFailed when the write fails.
 */
export function applyImport(
  prepared: PreparedImport,
  hooks: ImportHooks = {},
  by: ImportBy = {},
): { plan: ImportPlan; result: ImportResult } {
  try {
    return writeTransaction(() => {
      const plan = planImport(prepared);
      // Every row written from here is recorded in History under this batch, in this transaction.
      const batchId = startImportBatch(
        prepared.type,
        by.fileName ?? null,
        importActor(by.username),
      );
      let counts: { created: number; updated: number };
      if (plan.type === "products") {
        createMissingCategories(plan.newCategories);
        counts = upsertProductsBySlug(plan.rows, hooks.beforeProductRow);
      } else if (plan.type === "categories") counts = upsertCategoriesByName(plan.rows);
      else if (plan.type === "serials") counts = upsertSerials(plan.rows);
      else counts = upsertBrandsByName(plan.rows);
      finishImportBatch(batchId, counts);
      const result = importResult(plan, batchId, counts);
      return { plan, result };
    });
  } catch (error) {
    throw new ImportFailed(
      error instanceof Error && error.message ? error.message : IMPORT_MESSAGES.unknown,
      prepared.rows.length,
    );
  }
}

/** What a sliced write reports between its slices (the task row, in the slice's own transaction). */
export interface SliceHooks extends ImportHooks {
  /** Called inside each slice's transaction with the rows written so far and the rows to write. */
  progress?: (done: number, total: number, batchId: number) => void;
  /** Called between slices, outside any transaction: waits while other writers go first. */
  giveWay?: () => void;
  /** Whether another writer is waiting: the slice then commits early (checked every few rows). */
  wanted?: () => boolean;
  /** Called inside the last transaction with the result, so the outcome commits with the last rows. */
  finish?: (result: ImportResult) => void;
}

/** A slice of a long write holds the write lock about this long, then commits and gives way. */
export const WRITE_SLICE_MS = 20;
/** Rows written between looks at the clock inside a slice. */
const SLICE_ROWS = 25;

/**
 * Plans and writes `prepared` as applyImport does, but commits in slices of WRITE_SLICE_MS, giving
 * way to other writers between them, so a sign-in, a save or a quote request never waits behind the
 * whole import. Every slice is recorded in History under the import's batch; if a slice fails, the
 * slices already committed are taken back (rollbackImportBatch), so the import is still all or
 * nothing for staff. A process killed half-way leaves its task row "running": the next start takes
 * the committed slices back the same way (see long-work.server.ts).
 */
export function applyImportInSlices(
  prepared: PreparedImport,
  hooks: SliceHooks = {},
  by: ImportBy = {},
): { plan: ImportPlan; result: ImportResult } {
  const plan = planImport(prepared);
  let batchId: number | null = null;
  try {
    const rows: unknown[] = plan.rows;
    const total = rows.length;
    batchId = writeTransaction(() => {
      const id = startImportBatch(prepared.type, by.fileName ?? null, importActor(by.username));
      if (plan.type === "products") createMissingCategories(plan.newCategories);
      hooks.progress?.(0, total, id);
      return id;
    });
    const counts = { created: 0, updated: 0 };
    let done = 0;
    const writeSome = (some: unknown[]) => {
      let c: { created: number; updated: number };
      if (plan.type === "products")
        c = upsertProductsBySlug(
          some as ProductImportRow[],
          hooks.beforeProductRow && ((i) => hooks.beforeProductRow!(done + i)),
        );
      else if (plan.type === "categories") c = upsertCategoriesByName(some as CategoryImportRow[]);
      else if (plan.type === "serials") c = upsertSerials(some as SerialImportRow[]);
      else c = upsertBrandsByName(some as BrandImportRow[]);
      counts.created += c.created;
      counts.updated += c.updated;
      done += some.length;
    };
    while (done < total) {
      hooks.giveWay?.();
      writeTransaction(() => {
        const started = performance.now();
        do writeSome(rows.slice(done, done + SLICE_ROWS));
        while (done < total && performance.now() - started < WRITE_SLICE_MS && !hooks.wanted?.());
        hooks.progress?.(done, total, batchId!);
      });
    }
    hooks.giveWay?.();
    const result = importResult(plan, batchId!, counts);
    writeTransaction(() => {
      finishImportBatch(batchId!, counts);
      hooks.finish?.(result);
    });
    return { plan, result };
  } catch (error) {
    if (batchId !== null) {
      closeImportBatch();
      rollbackImportBatch(batchId, hooks.giveWay);
    }
    throw new ImportFailed(
      error instanceof Error && error.message ? error.message : IMPORT_MESSAGES.unknown,
      prepared.rows.length,
    );
  }
}

/** A thrown error becomes one error entry with its message, or 'Unknown error occurred'. */
export function failedResult(error: unknown): ImportResult {
  const message = error instanceof Error && error.message ? error.message : IMPORT_MESSAGES.unknown;
  const totalCount = error instanceof ImportFailed ? error.totalCount : 0;
  return {
    successCount: 0,
    errorCount: totalCount,
    totalCount,
    errors: [message],
    created: 0,
    updated: 0,
    warnings: [],
    newCategories: [],
    failed: true,
  };
}

/** Rows of each outcome the preview keeps to show (the counts cover them all). */
const SHOWN_OUTCOMES = 300;

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
});

/** Each type's field registry: the preview's field names and how values are shown. */
const FIELDS_OF = {
  products: PRODUCT_FIELDS,
  categories: CATEGORY_FIELDS,
  brands: BRAND_FIELDS,
  serials: SERIAL_FIELDS,
} as const;

/** A stored or imported value as staff read it in the preview ("₹18,500", "Yes", a brand's name). */
function shownValue(
  key: string,
  v: unknown,
  brands: Map<number, string>,
  fields: Record<string, { format?: string }>,
): string {
  if (v === null || v === undefined || v === "") return "(empty)";
  const format = fields[key]?.format;
  const text =
    format === "boolean"
      ? v === 1 || v === true
        ? "Yes"
        : "No"
      : format === "money" && typeof v === "number"
        ? rupees.format(v)
        : format === "percent"
          ? `${String(v)}%`
          : format === "brand" && typeof v === "number"
            ? (brands.get(v) ?? `#${v}`)
            : String(v);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The JSON-safe summary the preview screen shows. */
export function previewOf(plan: ImportPlan, limit = 500) {
  const issues = plan.rejected.flatMap((r) => r.issues);
  const brands =
    plan.type === "products"
      ? new Map(listBrands().map((b) => [b.id, b.display_name]))
      : new Map<number, string>();
  const fields = FIELDS_OF[plan.type] as Record<string, { label: string; format?: string }>;
  const shown = { created: 0, changed: 0, unchanged: 0 };
  const rows = plan.outcomes
    .filter((o) => shown[o.outcome]++ < SHOWN_OUTCOMES)
    .map((o) => ({
      line: o.line,
      label: o.label,
      outcome: o.outcome,
      changes: (o.changes ?? []).map((c) => ({
        field: fields[c.key]?.label ?? c.key,
        from: shownValue(c.key, c.from, brands, fields),
        to: shownValue(c.key, c.to, brands, fields),
      })),
    }));
  return {
    type: plan.type,
    totalCount: plan.totalCount,
    createCount: plan.createCount,
    updateCount: plan.updateCount,
    changeCount: plan.changeCount,
    unchangedCount: plan.updateCount - plan.changeCount,
    rejectCount: plan.rejected.length,
    rows,
    issues: issues.slice(0, limit),
    moreIssues: Math.max(0, issues.length - limit),
    warnings: plan.warnings,
    newCategories: plan.newCategories.map((c) => c.display_name),
  };
}

export type ImportPreview = ReturnType<typeof previewOf>;

// ---------------------------------------------------------------------------------------------
// CSV out

/**
 * Cells starting with = + - @ (or a tab or CR) are prefixed with ' so that a spreadsheet opening the
 * file shows them as text instead of running them as formulas. A BOM makes Excel read UTF-8.
 */
function toCsv(rows: string[][]): string {
  return "\uFEFF" + Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" }) + "\r\n";
}

/** The rejected rows as they were in the file, with the line and the reasons, to fix and re-upload. */
export function rejectedRowsCsv(plan: ImportPlan): string {
  const header = [...plan.prepared.header, ERROR_CSV_COLUMNS.line, ERROR_CSV_COLUMNS.reason];
  const width = plan.prepared.header.length;
  const rows = plan.rejected.map((r) => {
    const cells = Array.from({ length: width }, (_, i) => r.cells[i] ?? "");
    const reason = r.issues
      .map((i) => (i.column ? `${i.column}: ${i.message}` : i.message))
      .join("; ");
    return [...cells, String(r.line), reason];
  });
  return toCsv([header, ...rows]);
}

/** The template of a type: the header and one example row, from the column definitions. */
export function templateCsv(type: ImportType): string {
  const { columns } = IMPORT_DEFINITIONS[type];
  return toCsv([columns.map((c) => c.key), columns.map((c) => c.example)]);
}

// ---------------------------------------------------------------------------------------------
// The upload

export type ReceivedImport =
  | {
      ok: true;
      /** The text fields (type, intent, token). */
      values: Record<string, string>;
      /** The chosen CSV, or null when none was chosen. */
      file: { bytes: Uint8Array; name: string } | null;
    }
  | { ok: false; status: 400 | 413 | 415 | 503; error: string };

/**
 * Reads the multipart form of the import screen and of POST /api/products/bulk-import through the
 * shared upload handling (10 MB enforced while streaming, .csv only, text content). The file is
 * taken into memory and its stored copy removed at once: it is never public under /uploads.
 */
export async function receiveImportUpload(request: Request): Promise<ReceivedImport> {
  const received = await receiveUploads(request, { file: CSV_UPLOAD });
  if (!received.ok) {
    // The import's own words for the refusals staff meet; anything else keeps the upload's text.
    const error =
      received.status === 413
        ? IMPORT_MESSAGES.tooLarge
        : received.status === 415
          ? IMPORT_TEXT.onlyCsv
          : received.field === "file" && received.error === `${CSV_UPLOAD.label} is empty`
            ? IMPORT_MESSAGES.empty
            : received.error;
    return { ok: false, status: received.status, error };
  }
  const values = formValues(received.form);
  const stored = received.files.file;
  if (!stored) return { ok: true, values, file: null };
  try {
    const bytes = new Uint8Array(await fs.readFile(path.join(uploadsDir(), stored.name)));
    return { ok: true, values, file: { bytes, name: stored.originalName } };
  } finally {
    await received.discard();
  }
}
