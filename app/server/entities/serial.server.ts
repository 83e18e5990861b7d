/**
 * A serial-number record (a machine we sold), described field by field: its rule, words, form input
 * and CSV column, so the admin form, the CSV import with its preview and undo, and History take it
 * from here. Not public: only the warranty answer (service/serials.server.ts) reaches visitors.
 */
import { z } from "zod";
import { isCalendarDay, SERIAL_MAX, SERIAL_SHAPE, serialKey } from "~/lib/warranty";
import { serials } from "../db/schema";
import { optionalNumber, optionalText, requiredText } from "../validation/fields.server";
import { describeEntity, importColumnsOf, inputOf, type FieldDescription } from "./entity.server";

const SECTION = "Serial number";

/**
 * A calendar day as spreadsheets in India write it: 2026-03-15, 15/03/2026, 15-03-2026 or
 * 15.03.2026 (day first), stored as YYYY-MM-DD.
 */
function calendarDayOf(text: string): string | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return isCalendarDay(t) ? t : null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!m) return null;
  const day = `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`;
  return isCalendarDay(day) ? day : null;
}

/** A required calendar day, typed as calendarDayOf reads it (the serial form, AMC contracts). */
export const calendarDayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(20, `${label} must be a date such as 2026-03-15 or 15/03/2026`)
    .transform((v, ctx) => {
      const day = calendarDayOf(v);
      if (!day) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a real date such as 2026-03-15 or 15/03/2026 (day first)`,
        });
        return z.NEVER;
      }
      return day;
    });

export const SERIAL_FIELDS = {
  serial: {
    schema: requiredText("Serial number", SERIAL_MAX)
      .transform(serialKey)
      .refine(
        (s) => SERIAL_SHAPE.test(s),
        "Serial number must be 3 to 40 letters and digits (hyphens, dots and slashes allowed), as on the printer's label",
      ),
    label: "Serial number",
    help: "As on the label under the printer; spaces and case do not matter",
    form: { section: SECTION, kind: "text", placeholder: "D4J201502345" },
    csv: {
      required: true,
      help: "The printer's serial number. A serial that exists updates that record",
      example: "D4J201502345",
    },
  },
  model: {
    schema: requiredText("Model", 60),
    label: "Model",
    help: "The catalogue's model (ZD421t): its warranty months are used when that field is blank",
    form: { section: SECTION, kind: "text", placeholder: "ZD421t" },
    csv: { required: true, help: "Model as sold, e.g. ZD421t", example: "ZD421t" },
  },
  buyer: {
    schema: optionalText("Buyer", 200),
    label: "Buyer",
    form: { section: SECTION, kind: "text", wide: true },
    csv: {
      help: "Who bought it (never shown on the warranty check)",
      example: "Acme Retail Pvt Ltd",
    },
  },
  invoice_number: {
    schema: optionalText("Invoice number", 60),
    label: "Invoice number",
    form: { section: SECTION, kind: "text" },
    csv: { help: "Our invoice number", example: "PBS/2026/0142" },
  },
  invoice_date: {
    schema: calendarDayField("Invoice date"),
    label: "Invoice date",
    help: "The warranty runs from this day",
    form: { section: SECTION, kind: "date" },
    csv: {
      required: true,
      help: "Invoice date: 2026-03-15 or 15/03/2026 (day first)",
      example: "2026-03-15",
    },
  },
  warranty_months: {
    schema: optionalNumber("Warranty months", { min: 1, max: 120, int: true }),
    label: "Warranty months",
    help: "Blank: the product's warranty (one year when it names none)",
    form: { section: SECTION, kind: "number" },
    csv: { help: "Months of warranty; blank takes the product's", example: "12" },
  },
  notes: {
    schema: optionalText("Notes", 1000),
    label: "Notes",
    form: { section: SECTION, kind: "textarea", rows: 3 },
    csv: { help: "Internal notes", example: "" },
  },
} satisfies Record<string, FieldDescription>;

export const serialInput = inputOf(SERIAL_FIELDS);

export type SerialFormInput = typeof serialInput._output;

export const SERIAL_IMPORT_COLUMNS = importColumnsOf(SERIAL_FIELDS, true);

export const serialEntity = describeEntity({
  input: serialInput,
  fields: SERIAL_FIELDS,
  table: serials,
  uploads: {},
  importColumns: SERIAL_IMPORT_COLUMNS,
});
