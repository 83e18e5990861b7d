import type { Page } from "@playwright/test";
import type { SMTPServer } from "smtp-server";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";
import { freePort, startServer, type RunningServer } from "../security/server-helper";
import { signInOn, startSmtpCatcher, stopSmtpCatcher } from "./smtp-catcher";

/**
 * A quotation mailed with its PDF attached, against a server of its own whose SMTP_URL points at a
 * port on loopback (JavaScript on and off): staff send it while the mail server is down, so it waits
 * in the outbox; with a real SMTP server (smtp-server) up, "Retry now" delivers it, and the mail
 * that arrives carries the PDF. The PDF's own text is read back (unpdf) and holds what a buyer
 * screens a quotation on: both GSTINs, the HSN, the IGST line, the total and the total in words.
 */

const TE244 = "tsc-te244-desktop-barcode-printer";
const BUYER_GSTIN = "27AAPFU0939F1ZV";

let server: RunningServer;
let smtpPort: number;
let smtp: SMTPServer | null = null;
const received: string[] = [];

async function startSmtp(): Promise<void> {
  smtp = await startSmtpCatcher(smtpPort, received);
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: the mail server is down.
  server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
});

test.afterAll(async () => {
  await stopSmtpCatcher(smtp);
  await server?.stop();
});

const signIn = (page: Page, to: string) => signInOn(page, server, to);

/** The first part of a raw MIME message with this content type, decoded from base64. */
function attachmentOf(raw: string, type: string): { name: string; bytes: Buffer } | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, "im").test(head)) continue;
    const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? "";
    const base64 = body
      .join("\n")
      .split(/\r?\n--/)[0]
      .replace(/\s+/g, "");
    return { name, bytes: Buffer.from(base64, "base64") };
  }
  return null;
}

test("a quotation mailed while the mail server is down is sent later with its PDF, whose text holds the GST figures", async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const made = await request.post(`${server.url}/api/quotes`, {
    data: {
      name: `Buyer ${tag}`,
      phone: "9876543210",
      email: `buyer-${tag}@example.com`,
      gstin: BUYER_GSTIN,
      state: "Maharashtra",
      city: "Pune",
      lines: [{ slug: TE244, quantity: 2 }],
    },
  });
  expect(made.status()).toBe(201);
  const { reference } = await made.json();

  await signIn(page, "/admin/quotes");
  await page.getByRole("link", { name: reference }).click();
  await page.getByLabel("Line 1 Rate (₹)").fill("12,345.50");
  await page.getByLabel("Line 1 GST").selectOption("18");
  await page.getByLabel("Line 1 HSN").fill("84433250");
  await page.getByRole("button", { name: "Save and send by email" }).click();
  await expect(page.getByText(/Version 1 is waiting in the mail outbox/)).toBeVisible({
    timeout: 60_000,
  });

  // Back up: the outbox's "Retry now" sends the stored mail, attachment and all.
  await startSmtp();
  await page.goto(`${server.url}/admin/mail`);
  const row = page.getByTestId("outbox-mail").filter({ hasText: reference }).first();
  await row.getByRole("button", { name: /Retry mail #\d+ now/ }).click();
  await expect(page.getByText(/Mail #\d+ sent/)).toBeVisible({ timeout: 20_000 });

  const mail = received.find((m) => m.includes(reference));
  expect(mail, "the quotation's mail arrived").toBeDefined();
  expect(mail).toMatch(/Content-Type: text\/html/i);
  const pdf = attachmentOf(mail!, "application/pdf");
  expect(pdf, "the mail carries a PDF").not.toBeNull();
  expect(pdf!.name).toBe(`${reference}-v1.pdf`);
  expect(pdf!.bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.bytes)), {
    mergePages: true,
  });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain(reference);
  expect(flat).toContain("07AABCP1234C1Z2"); // the seller's GSTIN
  expect(flat).toContain(BUYER_GSTIN);
  expect(flat).toContain("84433250");
  // 2 x ₹12,345.50 = ₹24,691.00 taxable; Delhi to Maharashtra: IGST 18% = ₹4,444.38.
  expect(flat).toMatch(/IGST[^₹]*₹4,444\.38/);
  expect(flat).not.toMatch(/CGST/);
  expect(flat).toContain("₹24,691.00");
  expect(flat).toContain("₹29,135.38");
  expect(flat).toContain(
    "Twenty Nine Thousand One Hundred Thirty Five Rupees And Thirty Eight Paise Only",
  );
});
