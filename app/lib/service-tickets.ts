// The service desk's words, shared by the booking form, the tracking page, the staff queue and /api.

/** A ticket's life, in the order it usually goes. */
export const TICKET_STATUSES = [
  "received",
  "inspected",
  "estimate_sent",
  "approved",
  "declined",
  "repairing",
  "ready",
  "delivered",
  "closed",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  received: "Received",
  inspected: "Inspected",
  estimate_sent: "Estimate sent",
  approved: "Estimate approved",
  declined: "Estimate declined",
  repairing: "Repairing",
  ready: "Ready",
  delivered: "Delivered",
  closed: "Closed",
};

/** What the customer is told happens next, per status. */
export const TICKET_NEXT_STEP: Record<TicketStatus, string> = {
  received:
    "We have your request. An engineer will inspect the printer (once it reaches us, or at your visit) and send an estimate.",
  inspected: "Our engineer has inspected the printer. The estimate follows shortly.",
  estimate_sent:
    "Your estimate is ready below. Approve it to start the repair, or decline it and we return the printer.",
  approved: "Thank you for approving. The repair is scheduled and starts shortly.",
  declined:
    "You declined the estimate. We will return the printer as it is; call us if you change your mind.",
  repairing: "Our engineer is repairing the printer.",
  ready: "The printer is repaired and tested. We will arrange its return as you chose.",
  delivered: "The printer has been returned to you. Call us if anything is not right.",
  closed: "This ticket is closed.",
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === "string" && (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Statuses after which the ticket needs nothing more from anyone. */
export const FINISHED_STATUSES: readonly TicketStatus[] = ["delivered", "closed"];

export const TICKET_FAULTS = [
  "faded_print",
  "not_detecting_labels",
  "ribbon_wrinkle",
  "head_error",
  "no_power",
  "other",
] as const;
export type TicketFault = (typeof TICKET_FAULTS)[number];

export const TICKET_FAULT_LABELS: Record<TicketFault, string> = {
  faded_print: "Faded or patchy print",
  not_detecting_labels: "Not detecting labels (gap or black mark)",
  ribbon_wrinkle: "Ribbon wrinkle",
  head_error: "Head error or head open",
  no_power: "Not powering on",
  other: "Something else",
};

export const TICKET_DELIVERIES = ["office_drop", "pickup_ncr", "courier", "onsite"] as const;
export type TicketDelivery = (typeof TICKET_DELIVERIES)[number];

export const TICKET_DELIVERY_LABELS: Record<TicketDelivery, string> = {
  office_drop: "I will drop it at your office",
  pickup_ncr: "Pick it up from me (Delhi NCR)",
  courier: "I will courier it (elsewhere in India)",
  onsite: "Send an engineer on site",
};

/** A pickup or a visit needs the street address, the others do not. */
export function deliveryNeedsAddress(delivery: TicketDelivery): boolean {
  return delivery === "pickup_ncr" || delivery === "onsite";
}

/** SR-2026-000045: the year the ticket was opened and its row number. */
export function ticketNumber(id: number, year: number): string {
  return `SR-${year}-${String(id).padStart(6, "0")}`;
}

/** The row id a ticket number names, or null when it is not one. */
export function ticketIdOf(number: string): number | null {
  const m = /^SR-(\d{4})-(\d{6,12})$/i.exec(number.trim());
  if (!m) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** India's PIN codes: six digits, the first 1 to 8 (9 is the army's field post). */
export function isPinCode(value: string): boolean {
  return /^[1-8]\d{5}$/.test(value);
}

/** The WhatsApp message that carries a new ticket's number and tracking link. */
export function ticketMessage(number: string, trackingUrl: string, model: string): string {
  return `Service request ${number} (${model}). Track it here: ${trackingUrl}`;
}

/**
 * The first digit of a PIN code is its postal region; each state's codes start with these digits
 * (Puducherry's Mahe and Yanam lie in other regions' ranges). A state not listed is not checked.
 */
const PIN_REGIONS: Record<string, string> = {
  Delhi: "1",
  Haryana: "1",
  Punjab: "1",
  "Himachal Pradesh": "1",
  "Jammu and Kashmir": "1",
  Ladakh: "1",
  Chandigarh: "1",
  "Uttar Pradesh": "2",
  Uttarakhand: "2",
  Rajasthan: "3",
  Gujarat: "3",
  "Dadra and Nagar Haveli and Daman and Diu": "3",
  Maharashtra: "4",
  Goa: "4",
  "Madhya Pradesh": "4",
  Chhattisgarh: "4",
  "Andhra Pradesh": "5",
  Telangana: "5",
  Karnataka: "5",
  "Tamil Nadu": "6",
  Kerala: "6",
  Lakshadweep: "6",
  Puducherry: "56",
  "West Bengal": "7",
  Odisha: "7",
  Assam: "7",
  "Arunachal Pradesh": "7",
  Manipur: "7",
  Meghalaya: "7",
  Mizoram: "7",
  Nagaland: "7",
  Tripura: "7",
  Sikkim: "7",
  "Andaman and Nicobar Islands": "7",
  Bihar: "8",
  Jharkhand: "8",
};

/** Whether a six-digit PIN code can belong to the state (its postal region matches). */
export function pinFitsState(pin: string, state: string): boolean {
  const regions = PIN_REGIONS[state];
  return !regions || regions.includes(pin[0]);
}
