// The business's mail through a real SMTP server on loopback (smtp-server): a password reset arrives
// with a text and an HTML part in the business's layout; with the mail server down the person is told
// it was not sent, the outbox keeps the mail and Admin → Mail lists it; once the server is back, the
// admin's "Retry now" and the timed retries deliver it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import * as dashboard from "~/routes/admin/dashboard";
import { action as loginAction } from "~/routes/admin/login";
import * as outboxPage from "~/routes/admin/mail-outbox";
import { env } from "~/server/env.server";
import {
  deliverDueMail,
  MAIL_ATTACHMENT_MAX_BYTES,
  retryDelayMs,
  sendMail,
} from "~/server/mail/mailer.server";
import { getOutboxMail } from "~/server/models/mail-outbox.server";
import { getUserByResetToken } from "~/server/models/password-resets.server";
import { createUser } from "~/server/models/users.server";
import {
  ADMIN,
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";

interface Received {
  to: string[];
  raw: string;
}

const inbox: Received[] = [];
let smtp: SMTPServer | null = null;
let port = 0;
let cookie: string;
const SECOND = "second-admin@example.com";

/** A real SMTP server on 127.0.0.1 that keeps what it receives (on `port`, or a free one). */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
  smtp = server;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The decoded text/plain and text/html parts of a received message. */
function partsOf(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  expect(boundary, "a multipart message").toBeTruthy();
  const parts: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase();
    if (!type?.startsWith("text/")) continue;
    let body = part.slice(split + 4).replace(/\r\n$/, "");
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "quoted-printable") {
      body = Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    } else if (encoding === "base64") {
      body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    }
    parts[type] = body;
  }
  return parts;
}

function forgot(address: string, email = ADMIN.email) {
  return loginAction(args(form("/admin/login", { intent: "forgot", email }), {}, address));
}

/** The dashboard's "Mail not delivered" tile, as the page gets it (undefined when not shown). */
async function mailTile() {
  const board = unwrap<{ attention: { key: string; value: number; to: string }[] }>(
    await dashboard.loader(args(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))),
  ).data;
  return board.attention.find((t) => t.key === "mail");
}

async function outbox() {
  const page = await outboxPage.loader(
    args(new Request(`${BASE}/admin/mail`, { headers: { Cookie: cookie } })),
  );
  return unwrap<Awaited<ReturnType<typeof outboxPage.loader>>>(page).data;
}

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  await startSmtp();
  env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

// Each test starts with the mail server answering, whatever the one before left it in.
beforeEach(async () => {
  if (!smtp) await startSmtp();
});

afterAll(async () => {
  await stopSmtp();
});

describe("mail that looks like the business's", () => {
  it("a password reset arrives with a text and an HTML part, the business's name and address, and a working link", async () => {
    const before = inbox.length;
    const answer = unwrap<{ ok: boolean; message: string }>(await forgot("192.0.2.101"));
    expect(answer.data).toMatchObject({
      ok: true,
      message: "Password reset instructions have been sent to your email address.",
    });
    expect(inbox).toHaveLength(before + 1);
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.raw).toMatch(/^Subject: Prime Barcode Solutions: reset your admin password/m);
    expect(mail.raw).toMatch(/^From: Prime Barcode Solutions <support@primebarcode\.in>/m);
    const parts = partsOf(mail.raw);
    const text = parts["text/plain"];
    const html = parts["text/html"];
    expect(text).toContain(`Hello ${ADMIN.username},`);
    expect(text).toContain(site.address.street);
    expect(text).toContain(`GSTIN ${site.gstin}`);
    expect(text).toMatch(/works once, until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST/i);
    expect(html).toContain("<strong>Prime Barcode Solutions</strong>");
    expect(html).toContain(site.address.street);
    expect(html).toContain("Choose a new password</a>");
    const link = /(http\S+\/admin\/reset-password\/([\w-]+))/.exec(text);
    expect(link, "the link in the text part").toBeTruthy();
    expect(html).toContain(`href="${link![1]}"`);
    expect(getUserByResetToken(link![2])?.email).toBe(ADMIN.email);
    // The HTML part is a valid HTML document (the W3C checker the e2e tests use).
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mail-html-")), "reset.html");
    fs.writeFileSync(file, html);
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const report = execFileSync(
      "java",
      ["-jar", vnu, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", file],
      { encoding: "utf8" },
    );
    expect((JSON.parse(report) as { messages: unknown[] }).messages).toEqual([]);

    const page = await outbox();
    expect(page.mails[0]).toMatchObject({ status: "sent", attempts: 1, retryable: false });
    // Once sent, the link is no longer kept in the database.
    const row = getOutboxMail(page.mails[0].id)!;
    expect(row.text_body).toBeNull();
    expect(row.html_body).toBeNull();
  }, 60_000);

  it("SMTP down: the person is told it was not sent, the outbox keeps the mail, Admin → Mail shows it; back up: retried and delivered", async () => {
    await stopSmtp();
    const before = inbox.length;
    const answer = unwrap<{ ok: boolean; message: string }>(await forgot("192.0.2.102"));
    expect(answer.data.ok).toBe(true);
    expect(answer.data.message).not.toContain("have been sent");
    expect(answer.data.message).toMatch(/mail server is not answering/);
    // An unknown email gets the same answer while the server is down.
    const unknown = unwrap<{ ok: boolean; message: string }>(
      await loginAction(
        args(
          form("/admin/login", { intent: "forgot", email: "nobody@example.com" }),
          {},
          "192.0.2.103",
        ),
      ),
    );
    expect(unknown.data).toEqual(answer.data);

    let page = await outbox();
    const waiting = page.mails[0];
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, retryable: true });
    expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.next).toMatch(/IST$/);
    expect(page.waiting).toBe(1);
    // The dashboard says so too, linking to Admin → Mail.
    expect(await mailTile()).toMatchObject({ value: 1, to: "/admin/mail" });

    // "Retry now" while still down: refused with a clear message, kept for later.
    let res = (await settle(() =>
      outboxPage.action(
        args(
          form(
            "/admin/mail",
            { intent: "retry", id: String(waiting.id) },
            { Cookie: cookie, Origin: BASE },
          ),
        ),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    expect((await flashOf(res))?.message).toMatch(/could not be sent/);
    page = await outbox();
    expect(page.mails[0]).toMatchObject({ id: waiting.id, status: "pending", attempts: 2 });

    // Back up (on the same port): "Retry now" delivers it.
    await startSmtp();
    res = (await settle(() =>
      outboxPage.action(
        args(
          form(
            "/admin/mail",
            { intent: "retry", id: String(waiting.id) },
            { Cookie: cookie, Origin: BASE },
          ),
        ),
      ),
    )) as Response;
    expect((await flashOf(res))?.message).toBe(`Mail #${waiting.id} sent`);
    expect(inbox.length).toBe(before + 1);
    const parts = partsOf(inbox.at(-1)!.raw);
    expect(parts["text/plain"]).toContain("/admin/reset-password/");
    expect(parts["text/html"]).toContain("Choose a new password");
    page = await outbox();
    expect(page.mails[0]).toMatchObject({ id: waiting.id, status: "sent", attempts: 3 });
    expect(page.waiting).toBe(0);
    // Nothing waits: the tile is gone from "needs attention".
    expect(await mailTile()).toBeUndefined();
  });

  it("the timed retries deliver a mail once its wait is over, and drop it when its link has expired", async () => {
    // Another admin: resets are limited to 3 an hour per email.
    await createUser({ username: "second", email: SECOND, password: "another-long-password" });
    await stopSmtp();
    expect(unwrap<{ message: string }>(await forgot("192.0.2.104", SECOND)).data.message).toMatch(
      /not answering/,
    );
    const id = (await outbox()).mails[0].id;
    await startSmtp();
    const before = inbox.length;
    // Not due yet: nothing is sent.
    await deliverDueMail();
    expect(inbox.length).toBe(before);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + retryDelayMs(1) + 1000);
      await deliverDueMail();
      expect(inbox.length).toBe(before + 1);
      expect(getOutboxMail(id)?.status).toBe("sent");

      // A reset mail still waiting when its link expires is not sent any more.
      await stopSmtp();
      unwrap(await forgot("192.0.2.105", SECOND));
      const late = (await outbox()).mails[0].id;
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      await deliverDueMail();
      const row = getOutboxMail(late)!;
      expect(row.status).toBe("expired");
      expect(row.text_body).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("an attachment is kept through a failed try and sent with the retry, then erased; one over the cap is left out", async () => {
    await stopSmtp();
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2000, 65)]);
    const mail = { subject: "attached", text: "see the file", html: "<p>see the file</p>" };
    expect(
      await sendMail({
        ...mail,
        to: "buyer@example.com",
        kind: "quotation",
        attachment: {
          filename: "Q-2026-000001-v1.pdf",
          contentType: "application/pdf",
          content: pdf,
        },
      }),
    ).toBe("queued");
    const id = (await outbox()).mails[0].id;
    expect(getOutboxMail(id)?.attachment_name).toBe("Q-2026-000001-v1.pdf");
    await startSmtp();
    const before = inbox.length;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + retryDelayMs(1) + 1000);
      await deliverDueMail();
    } finally {
      vi.useRealTimers();
    }
    expect(inbox.length).toBe(before + 1);
    const raw = inbox.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=Q-2026-000001-v1\.pdf/i);
    expect(raw).toContain(pdf.toString("base64").slice(0, 60));
    const sent = getOutboxMail(id)!;
    expect(sent.status).toBe("sent");
    expect(sent.attachment).toBeNull();

    expect(
      await sendMail({
        ...mail,
        subject: "too large",
        to: "buyer@example.com",
        kind: "quotation",
        attachment: {
          filename: "big.pdf",
          contentType: "application/pdf",
          content: Buffer.alloc(MAIL_ATTACHMENT_MAX_BYTES + 1),
        },
      }),
    ).toBe("sent");
    const big = inbox.at(-1)!.raw;
    expect(big).toContain("see the file");
    expect(big).not.toMatch(/application\/pdf/i);
  });
});
