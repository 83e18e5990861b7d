/**
 * Sending the business's mail. Every mail goes into the outbox (models/mail-outbox.server.ts) and
 * is tried at once; when the SMTP server does not take it, it stays there and is tried again with a
 * growing wait (1, 2, 4... minutes, at most an hour apart, 12 tries), by whichever server process
 * gets to it first, until it is sent, expires or runs out of tries. The admin sees every mail and
 * its last error under Admin → Mail, with "Retry now".
 *
 * Without SMTP_URL nothing can be sent: the mail is written to the server log instead (a fresh
 * install can still reset a password) and is not queued.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "~/config/site";
import { env } from "../env.server";
import {
  addToOutbox,
  claimMail,
  dueMail,
  expireOutbox,
  makeDueNow,
  markFailed,
  markSent,
  type MailAttachment,
} from "../models/mail-outbox.server";
import type { RenderedMail } from "./layout.server";

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** What the mail is for ("password-reset", "quotation"...), shown in the outbox. */
  kind: string;
  /** When the mail stops being worth sending (epoch ms). */
  expiresAt?: number;
  /**
   * The body holds a link that must never reach a log (a service ticket's tracking link): without
   * SMTP_URL only the recipient and subject are logged.
   */
  private?: boolean;
  /** A file to send with it (at most MAIL_ATTACHMENT_MAX_BYTES; a larger one is refused). */
  attachment?: MailAttachment;
}

/**
 * The largest file a mail carries: many mail servers refuse a message over 10 MB, and base64 makes
 * a file a third larger. A larger file is left out and the mail's link serves instead.
 */
export const MAIL_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** sent: the SMTP server took it; queued: it did not (kept for later tries); logged: no SMTP_URL. */
export type MailOutcome = "sent" | "queued" | "logged";

/** Waits before the next try after each failure: 1, 2, 4... minutes, at most one hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}
/** Tries in all before a mail is marked failed (about seven hours of trying). */
export const MAX_ATTEMPTS = 12;
/** A try holds its mail this long: no other process sends it meanwhile. */
const LEASE_MS = 2 * 60_000;
/** How often each process looks for mail due for another try. */
const RETRY_EVERY_MS = 30_000;
/**
 * The SMTP connection's waits: the person who asked for a reset waits for the answer, so a server
 * that does not answer is given up on after seconds, not nodemailer's default two minutes.
 */
const TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 15_000 };

let transport: { url: string; transporter: Transporter } | undefined;

function transporter(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({ ...smtpOptions(url), ...TIMEOUTS }),
    };
  }
  return transport.transporter;
}

/** SMTP_URL as nodemailer's options: smtp://user:pass@host:port (smtps:// for TLS from the start). */
function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === "smtps:";
  return {
    host: u.hostname.replace(/^\[|\]$/g, ""),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** One try of one outbox mail, if it is due and no other process has it. */
async function attempt(id: number): Promise<"sent" | "failed" | "skipped"> {
  const url = env.SMTP_URL;
  if (!url) return "skipped";
  const now = Date.now();
  const mail = claimMail(id, now, LEASE_MS);
  if (!mail) return "skipped";
  try {
    await transporter(url).sendMail({
      from: `${site.name} <${site.emails[1]}>`,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body ?? "",
      html: mail.html_body ?? undefined,
      attachments:
        mail.attachment && mail.attachment_name
          ? [
              {
                filename: mail.attachment_name,
                contentType: mail.attachment_type ?? "application/octet-stream",
                content: mail.attachment,
              },
            ]
          : undefined,
    });
    markSent(id, Date.now());
    return "sent";
  } catch (error) {
    const failures = mail.attempts + 1;
    const next = failures >= MAX_ATTEMPTS ? null : Date.now() + retryDelayMs(failures);
    const reason = describe(error);
    markFailed(id, reason, next);
    console.error(
      `[mail] could not send "${mail.subject}" (outbox #${id}, try ${failures}): ${reason}`,
    );
    return "failed";
  }
}

/**
 * Sends a mail now if the SMTP server takes it; otherwise it waits in the outbox for the next
 * tries. Never throws: the caller tells the person what happened from the outcome.
 */
export async function sendMail(mail: OutgoingMail): Promise<MailOutcome> {
  if (mail.attachment && mail.attachment.content.byteLength > MAIL_ATTACHMENT_MAX_BYTES) {
    console.error(
      `[mail] "${mail.subject}": ${mail.attachment.filename} is over ${MAIL_ATTACHMENT_MAX_BYTES} bytes and is left out`,
    );
    mail = { ...mail, attachment: undefined };
  }
  if (!env.SMTP_URL) {
    const body = mail.private ? "(body not logged: it holds a private link)" : mail.text;
    const file = mail.attachment
      ? `\n[mail] Attached: ${mail.attachment.filename} (${mail.attachment.content.byteLength} bytes)`
      : "";
    console.log(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}${file}\n${body}`);
    return "logged";
  }
  let id: number;
  try {
    id = addToOutbox({ ...mail, expiresAt: mail.expiresAt });
  } catch (error) {
    console.error(`[mail] could not keep "${mail.subject}" in the outbox:`, error);
    return "queued";
  }
  return (await attempt(id)) === "sent" ? "sent" : "queued";
}

/**
 * Whether the SMTP server answers (connects, greets and accepts our sign-in), without sending
 * anything. A reset for an unknown email asks this, so its answer matches a known email's.
 */
export async function mailServerAnswers(): Promise<boolean> {
  const url = env.SMTP_URL;
  if (!url) return true;
  try {
    await transporter(url).verify();
    return true;
  } catch {
    return false;
  }
}

/** "Retry now" from the admin: the mail is tried at once. */
export async function retryMailNow(id: number): Promise<"sent" | "failed" | "gone"> {
  if (!makeDueNow(id, Date.now())) return "gone";
  const result = await attempt(id);
  return result === "skipped" ? "failed" : result;
}

let running: Promise<void> | null = null;

/** Tries every mail that is due (expired ones are dropped first). One pass at a time per process. */
export function deliverDueMail(): Promise<void> {
  running ??= (async () => {
    expireOutbox(Date.now());
    if (!env.SMTP_URL) return;
    for (const id of dueMail(Date.now())) await attempt(id);
  })()
    .catch((error) => console.error("[mail] retry pass failed:", error))
    .finally(() => (running = null));
  return running;
}

const g = globalThis as { __mailRetries?: ReturnType<typeof setInterval> };

/** Starts this process's retries (once): a pass now for mail left by an earlier run, then every 30 s. */
export function startMailRetries(): void {
  if (g.__mailRetries) return;
  void deliverDueMail();
  g.__mailRetries = setInterval(() => void deliverDueMail(), RETRY_EVERY_MS).unref();
}
