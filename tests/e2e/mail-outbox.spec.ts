import type { Page } from "@playwright/test";
import type { SMTPServer } from "smtp-server";
import { expect, test } from "./fixtures";
import { freePort, startServer, type RunningServer } from "../security/server-helper";
import { signInOn, startSmtpCatcher, stopSmtpCatcher } from "./smtp-catcher";

/**
 * Mail with the mail server down and back, in a browser (JavaScript on and off), against a server of
 * its own whose SMTP_URL points at a port on loopback: 'Forgot password?' says no mail went out; the
 * dashboard shows 'Mail not delivered', leading to Admin → Mail, which lists the waiting mail with
 * the server's error and a 'Retry now' form, readable at 390, 1024 and 1440 px without sideways
 * scrolling; with a real SMTP server (smtp-server) started on that port, 'Retry now' delivers it and
 * the page says so.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/admin-mail-shots";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

let server: RunningServer;
let smtpPort: number;
let smtp: SMTPServer | null = null;
const received: string[] = [];

async function startSmtp(): Promise<void> {
  smtp = await startSmtpCatcher(smtpPort, received);
}

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: the mail server is down.
  server = await startServer({
    seed: false,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
});

test.afterAll(async () => {
  await stopSmtpCatcher(smtp);
  await server?.stop();
});

const signIn = (page: Page, to: string) => signInOn(page, server, to);

test("mail server down: the reset says so, Admin → Mail shows the mail; back up: 'Retry now' sends it", async ({
  page,
}, testInfo) => {
  // Without JavaScript the reset section is the plain form at ?forgot=1; with it, the same form.
  await page.goto(`${server.url}/admin/login?forgot=1`);
  const section = page.locator("#reset-password");
  await section.getByLabel("Email").fill("admin@example.com");
  await section.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/mail server is not answering/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("have been sent to your email address")).toHaveCount(0);

  // The dashboard tells the admin, and leads to Admin → Mail.
  await signIn(page, "/admin");
  const notice = page.getByTestId("todo-mail");
  await expect(notice).toHaveAttribute("aria-label", "Mail not delivered: 1");
  await notice.click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  const row = page.getByTestId("outbox-mail").first();
  await expect(row).toContainText("reset your admin password");
  await expect(row).toContainText("Waiting to be sent");
  await expect(row).toContainText(/ECONNREFUSED/);
  await expect(page.getByTestId("outbox-waiting")).toHaveText("1 mail has not been delivered yet.");
  const retry = row.getByRole("button", { name: /Retry mail #\d+ now/ });

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const where = `${testInfo.project.name} at ${size.width}`;
    await row.scrollIntoViewIfNeeded();
    const boxes: [string, Box | null][] = [
      ["subject", await row.getByText("reset your admin password").boundingBox()],
      ["status", await row.getByText("Waiting to be sent").boundingBox()],
      ["retry", await retry.boundingBox()],
    ];
    for (const [name, box] of boxes) {
      expect(box, `${where}: ${name} is drawn`).not.toBeNull();
      expect(box!.x, `${where}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${where}: ${name} ends on screen`).toBeLessThanOrEqual(
        size.width,
      );
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlaps(boxes[i][1]!, boxes[j][1]!), `${where}: ${boxes[i][0]} apart`).toBe(false);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
    await page.screenshot({
      path: `${SHOTS}/${testInfo.project.name}-${size.width}.png`,
      fullPage: true,
    });
  }

  // Back up: 'Retry now' delivers it, and the page says so.
  await startSmtp();
  await retry.click();
  await expect(page.getByText(/Mail #\d+ sent/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("outbox-mail").first()).toContainText("Sent");
  await expect(page.getByTestId("outbox-waiting")).toHaveCount(0);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatch(/Content-Type: text\/plain/i);
  expect(received[0]).toMatch(/Content-Type: text\/html/i);
});
