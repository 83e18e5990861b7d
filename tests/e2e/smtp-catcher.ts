import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { ADMIN, type RunningServer } from "../security/server-helper";

/**
 * A real SMTP server (smtp-server) on 127.0.0.1:`port` for the specs that run a server of their own
 * with SMTP_URL pointing there: each message it takes is pushed, raw, onto `received`.
 */
export async function startSmtpCatcher(port: number, received: string[]): Promise<SMTPServer> {
  const s = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    s.server.once("error", reject);
    s.listen(port, "127.0.0.1", () => resolve());
  });
  expect((s.server.address() as AddressInfo).port).toBe(port);
  return s;
}

export function stopSmtpCatcher(s: SMTPServer | null): Promise<void> {
  return s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve();
}

/** Signs in on that server's login form as its admin and lands on `to`. */
export async function signInOn(page: Page, server: RunningServer, to: string): Promise<void> {
  await page.goto(`${server.url}/admin/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`), { timeout: 20_000 });
}
