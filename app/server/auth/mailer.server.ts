import nodemailer, { type Transporter } from "nodemailer";
import { site } from "~/config/site";
import { env } from "../env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: Transporter | undefined;

/**
 * Sends through SMTP_URL when it is set; otherwise writes the message to the server log, so a
 * fresh install can still reset a password. Never throws: a mail failure is logged, because the
 * caller's answer must not depend on it (a reset request never reveals whether the email exists).
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (!env.SMTP_URL) {
    console.log(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text}`);
    return;
  }
  try {
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: `${site.name} <${site.emails[1]}>`, ...mail });
  } catch (error) {
    console.error(`[mail] could not send "${mail.subject}" to ${mail.to}:`, error);
  }
}
