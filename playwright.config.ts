import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The production build on a port of its own with a fresh database and uploads folder for each run.
// The config is evaluated again in every worker: the runner's choice travels to them in the environment.
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 2000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : "list",
  timeout: 30_000,
  use: { baseURL, trace: "off" },
  projects: [
    // *.js-only.spec.ts covers what exists only with JavaScript; *.no-js.spec.ts the fallbacks.
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, testIgnore: /\.no-js\.spec\.ts$/ },
    {
      name: "no-js",
      use: { ...chromium, javaScriptEnabled: false },
      testIgnore: /\.js-only\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "site.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password",
      ADMIN_EMAIL: "admin@example.com",
      SITE_URL: baseURL,
      SEED: "1",
      // The caching tests read X-Page-Cache, which is sent only when asked for.
      PAGE_CACHE_DEBUG: "1",
      // Every browser of the suite writes from one address: the contact form's hourly allowance is
      // the suite's, not a visitor's (its refusal is tested in tests/security/rate-limits.test.ts).
      CONTACT_MESSAGES_PER_HOUR: "1000",
    },
  },
});
