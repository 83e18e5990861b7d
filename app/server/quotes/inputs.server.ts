/**
 * What buyers and staff may send about quotes, as zod rules: the basket's quantity and note, the
 * buyer's request, the lines of POST /api/quotes and the staff's status changes.
 */
import { z } from "zod";
import { checkGstin, isIndianState, stateOfGstin } from "~/lib/gstin";
import { AMC_KINDS, type AmcKind } from "~/lib/amc";
import { isSlug } from "~/lib/slug";
import {
  isQuoteStatus,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_NOTE_MAX,
  QUOTE_STATUSES,
  type QuoteStatus,
} from "~/lib/quote-basket";
import {
  blankToUndefined,
  emailAddress,
  optionalText,
  requiredText,
  wholeNumberField,
} from "../validation/fields.server";
import { getProductById, getProductBySlug, isPublicProduct } from "../models/products.server";

export const quantityField = wholeNumberField("Quantity", {
  min: 1,
  max: QUOTE_MAX_QUANTITY,
  example: 2,
});

/** "Add to quote": the product's id and the quantity, as posted by the product page. */
export const addToQuoteInput = z.object({
  product_id: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,12}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: "Choose a product to add" }).int().positive("Choose a product to add"),
  ),
  quantity: quantityField,
});

/** A buyer's note on one line: short, since the basket cookie carries it. */
export const lineNoteField = z
  .string()
  .trim()
  .max(QUOTE_NOTE_MAX, `A line's note must be at most ${QUOTE_NOTE_MAX} characters`);

/**
 * "Ask for an AMC quote": the plan, how many printers it covers and their models, which go into the
 * basket as one service line (its quantity and note, so the basket's own rules).
 */
export const amcRequestInput = z.object({
  plan: z.enum(AMC_KINDS, { error: "Choose comprehensive or non-comprehensive" }),
  printers: quantityField,
  models: lineNoteField.default(""),
});

const PHONE_MESSAGE = "Please enter a phone number with 10 to 15 digits";

/** A phone number a buyer must give (the repair booking, a job application). */
const buyerPhone = z
  .string({ error: "Phone is required" })
  .trim()
  .min(1, "Phone is required")
  .max(30, PHONE_MESSAGE)
  .refine((s) => /^\+?[\d\s()-]+$/.test(s), PHONE_MESSAGE)
  .refine((s) => {
    const digits = s.replace(/\D/g, "").length;
    return digits >= 10 && digits <= 15;
  }, PHONE_MESSAGE);

/** A phone number that may be left blank (null then), held to the same rule as a required one. */
export const optionalPhone = z.preprocess(
  blankToUndefined,
  buyerPhone.optional().transform((v) => v ?? null),
);

/** The buyer's fields, each required as the repair booking and job applications borrow them. */
export const quoteRequestInput = z.object({
  name: requiredText("Name", 100),
  company: optionalText("Company", 150),
  phone: buyerPhone,
  email: emailAddress("Email is required"),
  gstin: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: "GSTIN must be text" })
      .max(40, "GSTIN must be 15 characters, for example 27AAPFU0939F1ZV")
      .transform((v, ctx) => {
        const check = checkGstin(v);
        if (check.ok) return check.gstin;
        ctx.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      })
      .optional()
      .transform((v) => v ?? null),
  ),
  state: z
    .string({ error: "Please choose the state of delivery (place of supply)" })
    .trim()
    .refine(isIndianState, "Please choose the state of delivery (place of supply)"),
  city: requiredText("Delivery city", 100),
  notes: optionalText("Notes", 2000),
});

/**
 * The place of supply from a valid GSTIN when the buyer left the state blank: its first two digits
 * are the state's GST code. The form does the same as the GSTIN is typed; this is the rule for a
 * form sent without JavaScript and for /api.
 */
export function stateFromGstin<T extends Record<string, unknown>>(values: T): T {
  const state = typeof values.state === "string" ? values.state.trim() : "";
  if (state !== "" || typeof values.gstin !== "string") return values;
  const check = checkGstin(values.gstin);
  const named = check.ok ? stateOfGstin(check.gstin) : null;
  return named ? { ...values, state: named } : values;
}

/**
 * The buyer's part of a request, from the basket page's form or POST /api/quotes. Only what a
 * quotation cannot go without is required: a name and an email to send it to, and the place of
 * supply (which a GSTIN gives, see stateFromGstin). Phone and city are welcome, not asked for: each
 * required field is another tap on a phone. A missing one is stored as "".
 */
export const quoteRequestForm = quoteRequestInput.extend({
  phone: optionalPhone.transform((v) => v ?? ""),
  city: optionalText("Delivery city", 100).transform((v) => v ?? ""),
});

export type QuoteRequestInput = z.infer<typeof quoteRequestForm>;

/** A line of a request: a product, or an AMC (a service line, priced by staff). */
export type RequestedLine =
  | { productId: number; quantity: number; note: string | null }
  | { amc: AmcKind; quantity: number; note: string | null };

/**
 * A line of POST /api/quotes: a product by id or slug, or an AMC by its plan (`amc`, the quantity
 * then being the printers it covers); a quantity and an optional note.
 */
export const apiQuoteLinesInput = z
  .array(
    z.object({
      product_id: z.number().int().positive().optional(),
      slug: z.string().max(200).optional(),
      amc: z.enum(AMC_KINDS, { error: `amc must be one of ${AMC_KINDS.join(", ")}` }).optional(),
      quantity: quantityField,
      note: lineNoteField.optional(),
    }),
    { error: "lines must be a list of products" },
  )
  .min(1, "Add at least one product to the quote")
  .max(QUOTE_MAX_LINES, `A quote holds at most ${QUOTE_MAX_LINES} products`);

/** The admin's changes: status and internal note (fields not given keep their value). */
export const quoteUpdateInput = z.object({
  status: z
    .custom<QuoteStatus>(isQuoteStatus, `Status must be one of ${QUOTE_STATUSES.join(", ")}`)
    .optional(),
  internal_note: optionalText("Internal note", 5000).optional(),
});

/**
 * The lines of POST /api/quotes: each names a public product (by product_id or slug) once, or is
 * the one AMC line. Errors are keyed "lines.<n>".
 */
export function resolveApiLines(
  lines: z.infer<typeof apiQuoteLinesInput>,
): { ok: true; lines: RequestedLine[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const out: RequestedLine[] = [];
  const seen = new Set<number>();
  let amcAt: number | null = null;
  lines.forEach((line, i) => {
    if (line.amc !== undefined) {
      if (line.product_id !== undefined || line.slug !== undefined)
        fields[`lines.${i}`] = "A line is a product or an AMC, not both";
      else if (amcAt !== null) fields[`lines.${i}`] = "A quote holds one AMC line";
      else {
        amcAt = i;
        out.push({ amc: line.amc, quantity: line.quantity, note: line.note ?? null });
      }
      return;
    }
    const product =
      line.product_id !== undefined
        ? getProductById(line.product_id)
        : line.slug !== undefined && isSlug(line.slug)
          ? getProductBySlug(line.slug)
          : undefined;
    if (line.product_id === undefined && line.slug === undefined) {
      fields[`lines.${i}`] = "Give the product's product_id or slug, or an AMC plan as amc";
    } else if (!product || !isPublicProduct(product)) {
      fields[`lines.${i}`] = "No such product is offered";
    } else if (seen.has(product.id)) {
      fields[`lines.${i}`] = "Each product may appear once in a quote";
    } else {
      seen.add(product.id);
      out.push({ productId: product.id, quantity: line.quantity, note: line.note ?? null });
    }
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, lines: out };
}

/** The buyer's acceptance on the private page (the PO file is read apart, by its content). */
export const acceptQuotationInput = z.object({
  name: requiredText("Your name", 100),
  po_number: optionalText("PO number", 40),
});

/** The buyer's request for changes. */
export const askChangesInput = z.object({
  name: requiredText("Your name", 100),
  message: requiredText("Your message", 2000),
});
