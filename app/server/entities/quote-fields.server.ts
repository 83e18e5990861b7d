/**
 * The quotation staff prepare, described field by field like the catalogue's entities: a line's
 * fields, the quotation's own (validity, discount, freight, terms), and the seller's settings. The
 * editor's inputs, their browser constraints and the zod rules that read a posted form all come from
 * here; money is typed in rupees and kept in whole paise, percentages in hundredths.
 */
import { z } from "zod";
import { GST_RATES } from "~/lib/gst";
import { checkGstin, INDIAN_STATES, isIndianState } from "~/lib/gstin";
import {
  optionalText,
  parseAmount,
  requiredText,
  wholeNumberField,
} from "../validation/fields.server";
import { formFieldsOf, inputOf, type FieldDescription } from "./entity.server";

/** Lines one quotation may hold. */
export const QUOTATION_MAX_LINES = 100;
/** Units of one line. */
const QUOTATION_MAX_QUANTITY = 99_999;
/** ₹1 crore: the most one unit may cost. */
const MAX_UNIT_PAISE = 1_00_00_000_00;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && !v.trim());

/**
 * An amount in rupees as a person types it ("12,500", "₹ 1,25,000.50") to whole paise; blank is
 * null. More than two decimals is refused rather than rounded: a rate is what it says.
 */
const paiseField = (label: string, max: number) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return null;
      if (typeof v === "number") return v;
      if (typeof v !== "string") return v;
      const n = parseAmount(v, { currency: true });
      if (!Number.isFinite(n)) return `bad:${v}`;
      const decimals = v.trim().split(".")[1]?.replace(/\D/g, "") ?? "";
      if (decimals.length > 2) return `decimals:${v}`;
      return Math.round(n * 100);
    },
    z
      .number({
        error: (issue) =>
          typeof issue.input === "string" && issue.input.startsWith("decimals:")
            ? `${label} takes at most two decimals (paise)`
            : `${label} must be an amount in rupees such as 12500 or 12,500.50`,
      })
      .int()
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ₹${(max / 100).toLocaleString("en-IN")}`)
      .nullable(),
  );

/** A percentage with up to two decimals ("2.5") as hundredths (250); blank is 0. */
const percentBpField = (label: string) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return 0;
      if (typeof v !== "string") return v;
      const t = v.trim().replace(/%$/, "").trim();
      return /^\d{1,3}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : v;
    },
    z
      .number({
        error: `${label} must be a percentage from 0 to 100 with at most two decimals, such as 2.5`,
      })
      .int()
      .min(0, `${label} cannot be negative`)
      .max(10_000, `${label} must be at most 100%`),
  );

const gstRateField = (label: string, optional: boolean) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? Number(v.trim().replace(/%$/, "")) : v),
    z
      .number({ error: `${label} must be one of ${GST_RATES.join(", ")}%` })
      .refine(
        (n) => (GST_RATES as readonly number[]).includes(n),
        `${label} must be one of ${GST_RATES.join(", ")}%`,
      )
      .nullable()
      .refine((n) => optional || n !== null, `${label} is required`),
  );

const GST_OPTIONS = [
  { value: "", label: "—" },
  ...GST_RATES.map((r) => ({ value: String(r), label: `${r}%` })),
];

const LINE = "Line";

/** One line of the quotation, as the editor posts it (`line.<n>.<field>`). */
export const QUOTE_LINE_FIELDS = {
  name: {
    schema: requiredText("Description", 200),
    label: "Description",
    form: { section: LINE, kind: "text" },
  },
  model: {
    schema: optionalText("Model", 100),
    label: "Model",
    form: { section: LINE, kind: "text" },
  },
  hsn_code: {
    schema: z.preprocess(
      (v) => (blank(v) ? null : v),
      z
        .string()
        .trim()
        .regex(/^\d{4,8}$/, "HSN/SAC must be 4 to 8 digits, such as 8443 (or 998713 for a service)")
        .nullable(),
    ),
    label: "HSN/SAC",
    form: { section: LINE, kind: "text", maxLength: 8 },
  },
  unit: {
    schema: requiredText("Unit", 12),
    label: "Unit",
    help: "Nos, Roll, Box…",
    form: { section: LINE, kind: "text" },
  },
  quantity: {
    schema: wholeNumberField("Quantity", { min: 1, max: QUOTATION_MAX_QUANTITY, example: 2 }),
    label: "Qty",
    form: { section: LINE, kind: "number" },
  },
  unit_price_paise: {
    schema: paiseField("Rate", MAX_UNIT_PAISE),
    label: "Rate (₹)",
    format: "money",
    form: { section: LINE, kind: "text", maxLength: 20 },
  },
  discount_bp: {
    schema: percentBpField("Discount"),
    label: "Disc. %",
    format: "percent",
    form: { section: LINE, kind: "text", maxLength: 6 },
  },
  gst_rate: {
    schema: gstRateField("GST", true),
    label: "GST",
    format: "percent",
    form: { section: LINE, kind: "select", options: GST_OPTIONS },
  },
  note: {
    schema: optionalText("Line note", 200),
    label: "Note",
    form: { section: LINE, kind: "text" },
  },
} satisfies Record<string, FieldDescription>;

export const quoteLineInput = inputOf(QUOTE_LINE_FIELDS);

const QUOTATION = "Quotation";

/** The quotation's own fields. */
const QUOTATION_FIELDS = {
  state: {
    schema: z
      .string({ error: "Choose the buyer's state (place of supply)" })
      .trim()
      .refine(isIndianState, "Choose the buyer's state (place of supply)"),
    label: "Place of supply (state)",
    help: "Decides CGST + SGST against IGST",
    form: {
      section: QUOTATION,
      kind: "select",
      options: [
        { value: "", label: "Choose…" },
        ...INDIAN_STATES.map((s) => ({ value: s.name, label: s.name })),
      ],
    },
  },
  city: {
    schema: requiredText("Delivery city", 100),
    label: "Delivery city",
    form: { section: QUOTATION, kind: "text" },
  },
  valid_until: {
    schema: z
      .string({ error: "Valid until is required" })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Valid until must be a date such as 2026-12-31"),
    label: "Valid until",
    form: { section: QUOTATION, kind: "text" },
  },
  discount_bp: {
    schema: percentBpField("Overall discount"),
    label: "Overall discount %",
    help: "Taken off every line before GST",
    format: "percent",
    form: { section: QUOTATION, kind: "text", maxLength: 6 },
  },
  freight_paise: {
    schema: paiseField("Freight", 1_00_00_000).transform((v) => v ?? 0),
    label: "Freight (₹)",
    format: "money",
    form: { section: QUOTATION, kind: "text", maxLength: 20 },
  },
  freight_gst_rate: {
    schema: gstRateField("GST on freight", false),
    label: "GST on freight",
    format: "percent",
    form: { section: QUOTATION, kind: "select", options: GST_OPTIONS.slice(1) },
  },
  payment_terms: {
    schema: optionalText("Payment terms", 500),
    label: "Payment terms",
    form: { section: QUOTATION, kind: "textarea", rows: 2, wide: true },
  },
  terms: {
    schema: optionalText("Terms", 2000),
    label: "Terms and conditions",
    help: "One per line",
    form: { section: QUOTATION, kind: "textarea", rows: 4, wide: true },
  },
} satisfies Record<string, FieldDescription>;

export const quotationInput = inputOf(QUOTATION_FIELDS);

const SELLER = "Seller";
const BANK = "Bank";

/** The seller's details on every quotation and proforma. */
const SELLER_FIELDS = {
  legal_name: {
    schema: requiredText("Legal name", 200),
    label: "Legal name",
    form: { section: SELLER, kind: "text" },
  },
  address: {
    schema: requiredText("Address", 500),
    label: "Address",
    form: { section: SELLER, kind: "textarea", rows: 3, wide: true },
  },
  gstin: {
    schema: z.string({ error: "GSTIN is required" }).transform((v, ctx) => {
      const check = checkGstin(v);
      if (check.ok) return check.gstin;
      ctx.addIssue({ code: "custom", message: check.message });
      return z.NEVER;
    }),
    label: "GSTIN",
    form: { section: SELLER, kind: "text", maxLength: 15 },
  },
  state: {
    schema: z
      .string({ error: "Choose the state of registration" })
      .trim()
      .refine(isIndianState, "Choose the state of registration"),
    label: "State",
    help: "Buyers in this state are charged CGST + SGST, others IGST",
    form: {
      section: SELLER,
      kind: "select",
      options: INDIAN_STATES.map((s) => ({ value: s.name, label: s.name })),
    },
  },
  phone: {
    schema: requiredText("Phone", 40),
    label: "Phone",
    form: { section: SELLER, kind: "text" },
  },
  email: {
    schema: requiredText("Email", 200).pipe(z.email("Please enter a valid email address")),
    label: "Email",
    form: { section: SELLER, kind: "text" },
  },
  bank_name: {
    schema: optionalText("Bank", 100),
    label: "Bank",
    form: { section: BANK, kind: "text" },
  },
  bank_account: {
    schema: optionalText("Account number", 40),
    label: "Account number",
    form: { section: BANK, kind: "text" },
  },
  bank_ifsc: {
    schema: z.preprocess(
      (v) => (blank(v) ? null : typeof v === "string" ? v.trim().toUpperCase() : v),
      z
        .string()
        .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "IFSC is 11 characters, such as HDFC0001234")
        .nullable(),
    ),
    label: "IFSC",
    form: { section: BANK, kind: "text", maxLength: 11 },
  },
  bank_branch: {
    schema: optionalText("Branch", 100),
    label: "Branch",
    form: { section: BANK, kind: "text" },
  },
  payment_terms: {
    schema: optionalText("Default payment terms", 500),
    label: "Default payment terms",
    form: { section: QUOTATION, kind: "textarea", rows: 2, wide: true },
  },
  terms: {
    schema: optionalText("Default terms", 2000),
    label: "Default terms and conditions",
    help: "One per line",
    form: { section: QUOTATION, kind: "textarea", rows: 4, wide: true },
  },
  validity_days: {
    schema: wholeNumberField("Validity", { min: 1, max: 365, example: 15 }),
    label: "Validity (days)",
    form: { section: QUOTATION, kind: "number" },
  },
} satisfies Record<string, FieldDescription>;

export const sellerInput = inputOf(SELLER_FIELDS);
export type SellerInput = z.infer<typeof sellerInput>;

/** The editor's and settings' inputs as plain data for the pages. */
export const quoteLineFormFields = () => formFieldsOf(QUOTE_LINE_FIELDS);
export const quotationFormFields = () => formFieldsOf(QUOTATION_FIELDS);
export const sellerFormFields = () => formFieldsOf(SELLER_FIELDS);
