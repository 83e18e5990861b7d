/**
 * The one layout of the business's mail (password reset now; quotations and service mails use the
 * same): a plain-text part that reads well on its own and an HTML part with the business's name at
 * the top and its address, phone, email and GSTIN at the foot. Everything put into the HTML is
 * escaped here, so a name or a message typed by someone cannot become markup in a mail.
 *
 * The HTML is a single table with inline styles, because mail programs drop <style> blocks and
 * ignore most layout CSS; it has no pictures, so nothing is fetched when it is opened.
 */
import { site } from "~/config/site";

export interface MailContent {
  /** The subject line (the business's name is added in front). */
  subject: string;
  /** The greeting line, e.g. "Hello admin,". */
  greeting?: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** One button (a link) after the paragraphs, shown as a plain URL in the text part. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (what to do if this mail was not expected...). */
  after?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The business's postal address on one line, as its letterhead writes it. */
function businessAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, India`;
}

/** The lines at the foot of every mail: who sent it and how to reach them. */
function footerLines(): string[] {
  return [
    site.name,
    businessAddress(),
    `Phone ${site.phones[0]} · ${site.emails[0]}`,
    `GSTIN ${site.gstin}`,
  ];
}

/** A mail's subject, text and HTML parts in the business's layout. */
export function renderMail(content: MailContent): RenderedMail {
  const subject = `${site.name}: ${content.subject}`;
  const after = content.after ?? [];

  const text = [
    ...(content.greeting ? [content.greeting, ""] : []),
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    "-- ",
    ...footerLines(),
    "",
  ].join("\n");

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const footer = footerLines()
    .map((line, i) => (i === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line)))
    .join("<br>");

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:20px 24px;border-bottom:3px solid #1d4ed8">
<div style="font-size:20px;font-weight:bold;color:#0f172a">${escapeHtml(site.name)}</div>
<div style="font-size:13px;color:#475569">${escapeHtml(site.tagline)}</div>
</td></tr>
<tr><td style="padding:24px">
${content.greeting ? paragraph(content.greeting) : ""}
${content.paragraphs.map(paragraph).join("\n")}
${button}
${after.map(paragraph).join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.6;color:#475569">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
