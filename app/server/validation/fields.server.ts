import { z } from "zod";
import { isSlug } from "~/lib/slug";
import { parseWholeNumber, wholeNumberMessage } from "~/lib/whole-number";

// Field builders shared by every entity schema. Forms, /api (JSON or multipart) and the CSV importer
// all hand these schemas plain strings, so each builder accepts the string form of its value.

export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/**
 * "is" or "are" for a field's label: a label whose last word is a plural ("Skills",
 * "Responsibilities") takes "are"; words that only end in s ("Status", "Address", "Gross") keep "is".
 */
export function isOrAre(label: string): "is" | "are" {
  const last = label.trim().split(/\s+/).pop()?.toLowerCase() ?? "";
  return /[^su]s$/.test(last) && !/(?:ss|us|is)$/.test(last) ? "are" : "is";
}

/**
 * Line breaks as one "\n": a browser sends a textarea's lines as CRLF, a CSV or /api client as LF.
 * Written once on the way in, so a save that changed nothing records nothing (and a length is
 * counted as the browser counts it).
 */
const oneLineBreak = (s: string) => s.replace(/\r\n?/g, "\n");

export const requiredText = (label: string, max = 200) => {
  const missing = `${label} ${isOrAre(label)} required`;
  return z
    .string({ error: missing })
    .overwrite(oneLineBreak)
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);
};

/** Optional text: blank becomes null, so clearing a field in a form clears it in the database. */
export const optionalText = (label: string, max = 2000) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .overwrite(oneLineBreak)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional()
      .transform((v) => v ?? null),
  );

export const slugField = (label = "Slug") =>
  requiredText(label, 120).refine(
    isSlug,
    `${label} may hold only lowercase letters, digits and single hyphens`,
  );

const TRUE = new Set(["true", "on", "yes", "1", "y"]);
const FALSE = new Set(["false", "off", "no", "0", "n"]);

/** true/false/yes/no/1/0/on/off in any case; undefined when absent so callers choose the default. */
export const booleanField = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === "boolean" || v === undefined) return v;
      if (typeof v === "number") return v === 1 ? true : v === 0 ? false : v;
      if (typeof v !== "string" || v.trim() === "") return undefined;
      const s = v.trim().toLowerCase();
      return TRUE.has(s) ? true : FALSE.has(s) ? false : v;
    },
    z.boolean({ error: `${label} must be true or false` }).optional(),
  );

/** Digits grouped in thousands ("12,500", "1,250,000") or in lakhs ("1,25,000", "12,34,56,789"). */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;
const PLAIN = /^\d*\.?\d+$|^\d+\.$/;
/** "₹", "Rs", "Rs." or "INR" before an amount, and "/-" after it, as Indian price lists write them. */
const CURRENCY = /^(?:₹|rs\.?|inr)\s*|\s*\/-$/gi;

/**
 * The number a person typed, or NaN. A comma only groups digits (thousands or lakhs): "23450,5"
 * and "1.250,00" (a comma as the decimal mark) are refused rather than read as 234505 or 1.25.
 * With `currency`, a leading ₹, Rs. or INR (and a trailing /-) is understood.
 */
export function parseAmount(text: string, { currency = false } = {}): number {
  let t = text.trim();
  if (currency) t = t.replace(CURRENCY, "").trim();
  const negative = t.startsWith("-");
  if (negative) t = t.slice(1);
  if (t.includes(",") ? !GROUPED.test(t) : !PLAIN.test(t)) return NaN;
  const n = Number(t.replace(/,/g, ""));
  return negative ? -n : n;
}

/** A number's rule with its bounds as plain checks (not refinements): the form reads them back. */
function boundedNumber(
  label: string,
  opts: { min?: number; max?: number; int?: boolean },
): z.ZodNumber {
  let rule = z.number({
    error: (issue) =>
      typeof issue.input === "string"
        ? `${label} must be a number such as 12500 or 12,500.50: a comma may only group thousands or lakhs, and decimals take a point ("${issue.input.trim().slice(0, 20)}" is not clear)`
        : `${label} must be a number`,
  });
  if (opts.int) rule = rule.int(`${label} must be a whole number`);
  if (opts.min !== undefined) rule = rule.min(opts.min, `${label} must be at least ${opts.min}`);
  if (opts.max !== undefined) rule = rule.max(opts.max, `${label} must be at most ${opts.max}`);
  return rule;
}

/** An optional number; blank becomes null. `currency`: a price, where ₹ or Rs. may come first. */
export const optionalNumber = (
  label: string,
  opts: { min?: number; max?: number; int?: boolean; currency?: boolean },
) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (typeof b !== "string") return b;
      const n = parseAmount(b, { currency: opts.currency });
      // Left as text when a comma is misplaced, so the message can say what is wrong with it.
      const digitsOnly = /^[-\d.,\s]+$/.test(b.replace(CURRENCY, ""));
      return Number.isNaN(n) && b.includes(",") && digitsOnly ? b : n;
    },
    boundedNumber(label, opts)
      .optional()
      .transform((v) => v ?? null),
  );

/**
 * A count from a form, a query string or JSON (a quantity, a page, a limit): a JSON number, or text of
 * the digits 0-9 only ("0x10", "1e3", "1.0" and "+5" are refused, never read as 16, 1000 or 1).
 * Blank text is left as it is, so the caller decides between a default and "required". `range`, when
 * given, is the one message for anything but a number in range (the /api query strings say it so:
 * "limit must be a whole number from 1 to 100").
 */
export const wholeNumberField = (
  label: string,
  { min, max, example = 12, range }: { min: number; max: number; example?: number; range?: string },
) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string" || v.trim() === "") return v;
      // "-2" is a number below the minimum, and says so; "-0x10" is not a number.
      const negative = /^\s*-\s*\d{1,15}\s*$/.test(v) ? -Number(v.replace(/[\s-]/g, "")) : null;
      return negative ?? parseWholeNumber(v) ?? v;
    },
    z
      .number({
        error: (issue) =>
          range ??
          (typeof issue.input === "string" && issue.input.trim() !== ""
            ? wholeNumberMessage(label, example)
            : `${label} must be a number`),
      })
      // Checks, not refinements, so a form reads its bounds and whole-number step back.
      .multipleOf(1, range ?? `${label} must be a whole number`)
      .min(min, range ?? `${label} must be at least ${min}`)
      .max(max, range ?? `${label} must be at most ${max}`),
  );

/**
 * A required email address, trimmed, at most 254 characters (the longest address mail can carry):
 * `missing` is the message for a blank one.
 */
export const emailAddress = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, "That email address is too long")
    .pipe(z.email("Please enter a valid email address"));

/** An email address that may be left blank (null then), held to the same rule as a required one. */
export const optionalEmail = z.preprocess(
  blankToUndefined,
  emailAddress("")
    .optional()
    .transform((v) => v ?? null),
);

export const optionalUrl = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500)
      .refine((s) => {
        try {
          const u = new URL(s);
          return u.protocol === "http:" || u.protocol === "https:";
        } catch {
          return false;
        }
      }, `${label} must be a URL starting with http:// or https://`)
      .optional()
      .transform((v) => v ?? null),
  );

/** Field errors keyed by field name, the first message of each: what forms show beside inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** FormData to a plain object of strings (files are left out; upload handling reads them). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}
