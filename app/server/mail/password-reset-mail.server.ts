import { formatDateTime } from "~/lib/dates";
import { renderMail } from "./layout.server";
import type { OutgoingMail } from "./mailer.server";

/** The password-reset mail: the single-use link and until when it works (Indian time). */
export function passwordResetMail(
  user: { username: string; email: string },
  link: string,
  expiresAt: number,
): OutgoingMail {
  const mail = renderMail({
    subject: "reset your admin password",
    greeting: `Hello ${user.username},`,
    paragraphs: [
      "Someone (hopefully you) asked to reset the admin password for this website.",
      `Open the link below to choose a new password. It works once, until ${formatDateTime(expiresAt)}.`,
    ],
    action: { label: "Choose a new password", url: link },
    after: ["If you did not ask for this, ignore this email: your password stays as it is."],
  });
  return { ...mail, to: user.email, kind: "password-reset", expiresAt };
}
