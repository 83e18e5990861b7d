/**
 * CSV export of products, categories, brands and serial numbers in exactly the import's format: the same columns
 * (from the entity descriptions, via IMPORT_DEFINITIONS), booleans as yes/no, prices and numbers as
 * plain digits, a product's brand by name, lists as stored (specifications "a: b; c: d", features one
 * per line). So a file exported, edited in a spreadsheet and imported again changes only the cells
 * that were edited.
 *
 *   return csvDownload("products", exportCsvStream("products", { ids }));
 *
 * Written a page of rows at a time as the client reads (a stream that pulls), so memory stays flat
 * whatever the size of the catalogue. Each page is read in a turn of its own: a client that reads as
 * fast as it is sent (nginx on the same machine, a local socket) never makes the writer wait for
 * "drain", and the whole export then ran in one turn of the event loop (0.35 s at 10,000 products,
 * every other request of the process waiting); now other requests are answered between pages.
 */
import Papa from "papaparse";
import { businessDay } from "~/lib/dates";
import { IMPORT_DEFINITIONS, type ImportType } from "./columns.server";
import { brandNamesById, exportPage } from "../models/catalogue-export.server";
import { fitSlugsOf } from "../models/fits.server";

/** Rows a page: about 10 ms of work on a loaded machine, the longest another request waits. */
const PAGE = 250;
/** A selection exported from the products list is at most this many rows. */
export const MAX_SELECTED = 1000;

/** Every column the import takes: the template's, then the extra ones (fit facts, pairs). */
const exportColumns = (type: ImportType) => {
  const d = IMPORT_DEFINITIONS[type];
  return [...d.columns, ...("extraColumns" in d ? d.extraColumns : [])].map((c) => c.key);
};

/**
 * Digits a spreadsheet would turn into a number and spoil: a leading 0 ("000123", HSN "04021010")
 * is dropped, 12 or more digits are shown in scientific notation and cut to 15.
 */
const SPOILT_AS_NUMBER = /^(?:0\d+|\d{12,})$/;

/**
 * A stored value as the import reads it back. Such digits are written ="000123", which a
 * spreadsheet shows and saves as the text 000123 (the importer also reads the ="..." form).
 * Cells starting with = + - @ (or a tab or CR) get a leading ' so a spreadsheet shows them as text
 * instead of running them; the importer takes that ' off again.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value);
  if (SPOILT_AS_NUMBER.test(text)) return `="${text}"`;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CRLF, as Excel expects (the BOM goes before the header). */
const encode = (rows: string[][]) => Papa.unparse(rows, { newline: "\r\n" }) + "\r\n";

/** The rows of `type` (only `ids`, when given) as a CSV byte stream, header first. */
export function exportCsvStream(
  type: ImportType,
  { ids }: { ids?: number[] } = {},
): ReadableStream<Uint8Array> {
  const columns = exportColumns(type);
  const brandNames = type === "products" ? brandNamesById() : null;
  const encoder = new TextEncoder();
  const selected = ids?.slice(0, MAX_SELECTED);
  let afterId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode("\uFEFF" + encode([columns])));
        return;
      }
      // Other requests first (I/O callbacks run before setImmediate's).
      await new Promise((resolve) => setImmediate(resolve));
      const rows = exportPage(type, afterId, PAGE, selected);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      afterId = Number(rows[rows.length - 1].id);
      const fits = type === "products" ? fitSlugsOf(rows.map((r) => Number(r.id))) : null;
      const lines = rows.map((row) =>
        columns.map((key) =>
          key === "brand" && brandNames
            ? (brandNames.get(Number(row.brand_id)) ?? "")
            : (key === "fits_printers" || key === "fits_supplies") && fits
              ? (fits.get(Number(row.id))?.[key] ?? "")
              : cell(row[key]),
        ),
      );
      controller.enqueue(encoder.encode(encode(lines)));
    },
  });
}

/** The download's answer: a dated file name, never cached. */
export function csvDownload(type: ImportType, body: ReadableStream<Uint8Array>): Response {
  const date = businessDay();
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${type}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
