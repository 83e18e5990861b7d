/**
 * An annual maintenance contract, described field by field: its rule, words and form input, so the
 * admin form, its browser constraints, the "as it is now" view of a refused save and the save itself
 * (service/amc.server.ts) take them from here. Not public, not imported from CSV.
 */
import { z } from "zod";
import { AMC_KIND_LABELS, AMC_KINDS } from "~/lib/amc";
import { SERIAL_SHAPE, serialKey } from "~/lib/warranty";
import { optionalPhone, quoteRequestInput } from "../quotes/inputs.server";
import {
  optionalEmail,
  optionalNumber,
  optionalText,
  requiredText,
} from "../validation/fields.server";
import { inputOf, type FieldDescription } from "./entity.server";
import { calendarDayField } from "./serial.server";

const CUSTOMER = "Customer";
const CONTRACT = "Contract";

/** The most machines one contract lists (a large customer's floor; more is a second contract). */
const AMC_MAX_DEVICES = 200;

/**
 * The devices as typed in the form, one a line: "model, serial" (a tab or " / " also separates).
 * Each serial is keyed as the serial records are; errors name the line. Absent (a client that does
 * not send the list) is undefined, so an update keeps the machines it has.
 */
const devicesField = z
  .string()
  .max(20_000, "The device list is too long: split it into two contracts")
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return undefined;
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length > AMC_MAX_DEVICES) {
      ctx.addIssue({
        code: "custom",
        message: `A contract lists at most ${AMC_MAX_DEVICES} machines; split it into two contracts`,
      });
      return z.NEVER;
    }
    const seen = new Set<string>();
    const devices: { model: string; serial: string }[] = [];
    lines.forEach((line, i) => {
      const parts = line.split(/\s*(?:,|\t|\s\/\s)\s*/);
      const serial = serialKey(parts.pop() ?? "");
      const model = parts.join(" ").trim();
      if (!model || !SERIAL_SHAPE.test(serial) || model.length > 60)
        ctx.addIssue({
          code: "custom",
          message: `Device line ${i + 1} ("${line.slice(0, 40)}") must be "model, serial", e.g. "ZD421t, D4J201502345"`,
        });
      else if (seen.has(serial))
        ctx.addIssue({ code: "custom", message: `Serial ${serial} is listed twice` });
      else {
        seen.add(serial);
        devices.push({ model, serial });
      }
    });
    return devices;
  });

const wholeCount = (label: string) =>
  optionalNumber(label, { min: 0, max: 365, int: true }).transform((v) => v ?? 0);

export const AMC_FIELDS = {
  customer: {
    schema: requiredText("Customer", 150),
    label: "Customer",
    form: { section: CUSTOMER, kind: "text", wide: true },
  },
  gstin: {
    schema: quoteRequestInput.shape.gstin,
    label: "GSTIN",
    help: "Optional; checked when given",
    form: { section: CUSTOMER, kind: "text" },
  },
  contact_name: {
    schema: optionalText("Contact name", 100),
    label: "Contact name",
    form: { section: CUSTOMER, kind: "text" },
  },
  phone: {
    schema: optionalPhone,
    label: "Phone",
    form: { section: CUSTOMER, kind: "tel" },
  },
  email: {
    schema: optionalEmail,
    label: "Email",
    form: { section: CUSTOMER, kind: "email" },
  },
  city: {
    schema: optionalText("City", 100),
    label: "City",
    form: { section: CUSTOMER, kind: "text" },
  },
  kind: {
    schema: z.enum(AMC_KINDS, { error: "Choose comprehensive or non-comprehensive" }),
    label: "Kind",
    form: {
      section: CONTRACT,
      kind: "select",
      options: AMC_KINDS.map((k) => ({ value: k, label: AMC_KIND_LABELS[k] })),
    },
  },
  value: {
    // Held to a length as typed first, so the form's box states the same cap the save checks; text
    // rather than a number box, since staff write "24,000" as the contract does.
    schema: z
      .string()
      .max(20, "Value is at most 20 characters")
      .optional()
      // The number rule reads any input (a preprocess); here it is only ever given the text.
      .pipe(
        optionalNumber("Value", { min: 0, max: 10_000_000, currency: true }) as z.ZodType<
          number | null,
          string | undefined
        >,
      ),
    label: "Value (₹, before GST)",
    form: { section: CONTRACT, kind: "text", inputMode: "decimal" },
    format: "money",
    // Stored in paise (value_paise) by the save.
    relation: true,
  },
  start_date: {
    schema: calendarDayField("Start date"),
    label: "Start date",
    form: { section: CONTRACT, kind: "date" },
  },
  end_date: {
    schema: calendarDayField("End date"),
    label: "End date",
    help: "The last day covered",
    form: { section: CONTRACT, kind: "date" },
  },
  visits_included: {
    schema: wholeCount("Visits included"),
    label: "Visits included",
    form: { section: CONTRACT, kind: "number" },
  },
  visits_done: {
    schema: wholeCount("Visits done"),
    label: "Visits done",
    form: { section: CONTRACT, kind: "number" },
  },
  devices: {
    schema: devicesField,
    label: "Devices",
    help: 'One machine a line: "model, serial", e.g. "ZD421t, D4J201502345". Their tickets come first in the queue.',
    form: { section: CONTRACT, kind: "textarea", rows: 6 },
    // The machines, in their own table (amc_devices).
    relation: true,
  },
  notes: {
    schema: optionalText("Notes", 2000),
    label: "Notes",
    form: { section: CONTRACT, kind: "textarea", rows: 3 },
  },
} satisfies Record<string, FieldDescription>;

export const amcInput = inputOf(AMC_FIELDS).superRefine((v, ctx) => {
  if (v.end_date < v.start_date)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: "End date is before the start date",
    });
  if (v.visits_done > v.visits_included + 50)
    ctx.addIssue({
      code: "custom",
      path: ["visits_done"],
      message: "Visits done is far past the visits included: please check it",
    });
});

export type AmcInput = z.infer<typeof amcInput>;
