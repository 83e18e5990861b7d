/**
 * A service ticket (a repair booking), described field by field: the customer's part of a booking
 * as the /service form and POST /api/service/tickets send it, each field's rule with its messages,
 * its words (the booking form's label and hint, the staff ticket page's names) and its place on the
 * booking form. The rest of a ticket's row (number, status, warranty mark, estimate, assignee) is
 * set by the service desk's model (service/tickets.server.ts), never typed by the customer.
 */
import { z } from "zod";
import {
  deliveryNeedsAddress,
  isPinCode,
  pinFitsState,
  TICKET_DELIVERIES,
  TICKET_DELIVERY_LABELS,
  TICKET_FAULT_LABELS,
  TICKET_FAULTS,
} from "~/lib/service-tickets";
import { SERIAL_MAX } from "~/lib/warranty";
import { serviceTickets } from "../db/schema";
import { SERVICE_PHOTO_UPLOAD, SERVICE_VIDEO_UPLOAD } from "../files/uploads.server";
import { quoteRequestInput } from "../quotes/inputs.server";
import { optionalEmail, optionalText, requiredText } from "../validation/fields.server";
import { describeEntity, inputOf, type FieldDescription } from "./entity.server";

/** The booking form's sections, in the order it shows them. */
const PRINTER = "The printer";
const DELIVERY = "How it reaches us";
const CONTACT = "Your details";

/** The longest model a booking may name (the model lookup reads no more of it either). */
export const MODEL_MAX = 60;

/** The customer and their address: the quote request's rules, so both forms hold them alike. */
const buyer = quoteRequestInput.shape;

export const TICKET_FIELDS = {
  model: {
    schema: requiredText("Model", MODEL_MAX),
    label: "Printer model",
    help: "As printed on the label under the printer; spaces and hyphens do not matter.",
    form: { section: PRINTER, kind: "text", placeholder: "e.g. ZD421, G500, TE244" },
  },
  serial: {
    schema: requiredText("Serial number", SERIAL_MAX).refine(
      (s) => /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(s),
      "A serial number holds letters, digits, spaces, dots, slashes and hyphens (it is on the label under the printer)",
    ),
    label: "Serial number",
    help: "On the label under the printer, usually after S/N",
    form: { section: PRINTER, kind: "text" },
  },
  fault: {
    schema: z.enum(TICKET_FAULTS, { error: "Please choose what is wrong with the printer" }),
    label: "What is wrong?",
    form: {
      section: PRINTER,
      kind: "select",
      options: TICKET_FAULTS.map((f) => ({ value: f, label: TICKET_FAULT_LABELS[f] })),
    },
  },
  description: {
    schema: requiredText("Description of the problem", 2000),
    label: "Describe the problem",
    help: "When it started, any error light or message, labels and ribbon used",
    form: { section: PRINTER, kind: "textarea", rows: 4, wide: true },
  },
  delivery: {
    schema: z.enum(TICKET_DELIVERIES, { error: "Please choose how the printer reaches us" }),
    label: "How it reaches us",
    // The booking form asks under a heading that already names the field.
    form: {
      section: DELIVERY,
      kind: "select",
      placeholder: "Choose one",
      options: TICKET_DELIVERIES.map((d) => ({ value: d, label: TICKET_DELIVERY_LABELS[d] })),
    },
  },
  address: {
    schema: optionalText("Address", 300),
    label: "Address for pickup or visit",
    help: "Needed for a pickup or an on-site visit",
    form: { section: DELIVERY, kind: "textarea", rows: 3, wide: true },
  },
  preferred_time: {
    schema: optionalText("Convenient time", 100),
    label: "Convenient time",
    help: "e.g. weekdays after 2 pm",
    form: { section: DELIVERY, kind: "text", wide: true },
  },
  name: { schema: buyer.name, label: "Name", form: { section: CONTACT, kind: "text" } },
  company: { schema: buyer.company, label: "Company", form: { section: CONTACT, kind: "text" } },
  phone: {
    schema: buyer.phone,
    label: "Phone",
    help: "Its last 4 digits find your ticket again",
    form: { section: CONTACT, kind: "text" },
  },
  // Optional here (the quote request asks for one): a booking by phone alone is fine.
  email: {
    schema: optionalEmail,
    label: "Email",
    help: "We email you the tracking link",
    form: { section: CONTACT, kind: "text" },
  },
  gstin: {
    schema: buyer.gstin,
    label: "GSTIN",
    help: "For a GST invoice in your company's name",
    form: { section: CONTACT, kind: "text" },
  },
  city: {
    schema: requiredText("City", 100),
    label: "City",
    form: { section: CONTACT, kind: "text" },
  },
  state: {
    schema: z
      .string({ error: "Please choose your state" })
      .trim()
      .refine((s) => buyer.state.safeParse(s).success, "Please choose your state"),
    label: "State",
    form: { section: CONTACT, kind: "select" },
  },
  pin: {
    // Six characters at most, so the browser stops a seventh; longer text gets the same answer.
    schema: z
      .string({ error: "PIN code is required" })
      .trim()
      .min(1, "PIN code is required")
      .max(6, "A PIN code has six digits, for example 110020")
      .refine(
        isPinCode,
        "A PIN code has six digits and does not start with 0 or 9, for example 110020",
      ),
    label: "PIN code",
    form: { section: CONTACT, kind: "text" },
  },
} satisfies Record<string, FieldDescription>;

/** A booking: each field's rule, then the rules that tie fields together. */
export const ticketInput = inputOf(TICKET_FIELDS).superRefine((v, ctx) => {
  if (isPinCode(v.pin) && !pinFitsState(v.pin, v.state))
    ctx.addIssue({
      code: "custom",
      path: ["pin"],
      message: `PIN code ${v.pin} is not in ${v.state}: please check the PIN code or the state`,
    });
  if (deliveryNeedsAddress(v.delivery) && !v.address)
    ctx.addIssue({
      code: "custom",
      path: ["address"],
      message:
        v.delivery === "onsite"
          ? "Please give the address our engineer should visit"
          : "Please give the address we should pick the printer up from",
    });
  if (v.delivery === "pickup_ncr" && !["Delhi", "Haryana", "Uttar Pradesh"].includes(v.state))
    ctx.addIssue({
      code: "custom",
      path: ["delivery"],
      message: "We pick up in Delhi NCR only: from elsewhere, please courier the printer to us",
    });
});

export type TicketInput = z.infer<typeof ticketInput>;

export const ticketEntity = describeEntity({
  input: ticketInput,
  fields: TICKET_FIELDS,
  table: serviceTickets,
  // The booking's photos and video: stored as rows of service_attachments (several a ticket), not
  // in columns of the ticket, but received by the booking form under these names and limits.
  uploads: { photos: SERVICE_PHOTO_UPLOAD, video: SERVICE_VIDEO_UPLOAD },
});
