import { formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst";
import { renderMail } from "./layout.server";
import type { OutgoingMail } from "./mailer.server";

/** The estimate of a repair, sent to the customer with the tracking link to approve or decline it. */
export function serviceEstimateMail(t: {
  to: string;
  name: string;
  number: string;
  model: string;
  totalPaise: number;
  totalInWords: string;
  validUntil: string | null;
  turnaroundDays: number | null;
  link: string;
}): OutgoingMail {
  const mail = renderMail({
    subject: `estimate for your ${t.model} (${t.number})`,
    greeting: `Hello ${t.name},`,
    paragraphs: [
      `We have inspected your ${t.model}. The repair estimate for service request ${t.number} is ${formatPaise(t.totalPaise)} including GST (${t.totalInWords}).`,
      [
        t.turnaroundDays
          ? `Once approved, the repair takes about ${t.turnaroundDays} working day${t.turnaroundDays === 1 ? "" : "s"}.`
          : "",
        t.validUntil ? `The estimate holds until ${formatDate(t.validUntil)}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
      "Open the link to see every line with its GST, and approve or decline it with one button.",
    ].filter(Boolean),
    action: { label: "See and answer the estimate", url: t.link },
    after: ["Questions? Reply to this mail or call us, quoting the request number."],
  });
  return { ...mail, to: t.to, kind: "service-estimate" };
}
