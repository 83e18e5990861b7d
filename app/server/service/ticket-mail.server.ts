import { site } from "~/config/site";
import { TICKET_FAULT_LABELS, type TicketFault } from "~/lib/service-tickets";
import { renderMail } from "../mail/layout.server";
import type { OutgoingMail } from "../mail/mailer.server";

/**
 * The mail a customer gets after booking: the ticket number and the private tracking link. Marked
 * private, so the link is never written to the server log when no mail server is set.
 */
export function ticketBookedMail(
  ticket: { number: string; name: string; email: string; model: string; fault: TicketFault },
  link: string,
): OutgoingMail {
  const mail = renderMail({
    subject: `service request ${ticket.number}`,
    greeting: `Hello ${ticket.name},`,
    paragraphs: [
      `We have your repair request ${ticket.number} for the ${ticket.model} (${TICKET_FAULT_LABELS[ticket.fault].toLowerCase()}).`,
      "Follow the repair, see the estimate and approve it with your private link below. Anyone with the link can see the ticket: keep it to yourself.",
    ],
    action: { label: "Track your repair", url: link },
    after: [
      `You can also find the ticket with its number and the last 4 digits of your phone at ${link.replace(/\/track\/.*$/, "/track")}.`,
      `Questions? Call ${site.phones[0]} (${site.hours}).`,
    ],
  });
  return { ...mail, to: ticket.email, kind: "service-ticket", private: true };
}
