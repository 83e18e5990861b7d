/**
 * A quotation's PDF is its own page printed by headless Chromium (A4, the page's print styles), so
 * the download and the mail's attachment are exactly what the buyer sees. One print at a time per
 * process, each at most 30 s; without Chromium (CHROMIUM_PATH=0 or not installed) there is none and
 * callers say so.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env } from "../env.server";

const TIMEOUT_MS = 30_000;

function canPrintPdf(): boolean {
  return env.CHROMIUM_PATH !== "0" && existsSync(env.CHROMIUM_PATH);
}

/** The PDF's file name, for the download and the mail's attachment: "Q-2026-000123-v2.pdf". */
export function quotationPdfName(reference: string, version: number): string {
  return `${reference}-v${version}.pdf`;
}

let queue: Promise<unknown> = Promise.resolve();

/** The page at this server's own `pathname` as a PDF, or null when it could not be printed. */
export function printPagePdf(pathname: string): Promise<Buffer | null> {
  const run = queue.then(() => print(pathname));
  queue = run.catch(() => null);
  return run;
}

async function print(pathname: string): Promise<Buffer | null> {
  if (!canPrintPdf()) return null;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}${pathname}`;
  // Chromium prints whatever answers, an error page too: only a page that opens is printed.
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  await answer?.body?.cancel();
  if (!answer?.ok) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "quotation-pdf-"));
  const out = path.join(dir, "quotation.pdf");
  try {
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn(
        env.CHROMIUM_PATH,
        [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--no-first-run",
          "--no-pdf-header-footer",
          `--user-data-dir=${dir}`,
          `--print-to-pdf=${out}`,
          url,
        ],
        { stdio: "ignore" },
      );
      const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
      child.on("error", () => resolve(false));
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    });
    if (!ok) return null;
    const pdf = await fs.readFile(out);
    return pdf.subarray(0, 5).toString() === "%PDF-" ? pdf : null;
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
