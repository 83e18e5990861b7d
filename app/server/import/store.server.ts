/**
 * Import files kept between the preview and the 'Import' or 'Cancel' post (two plain form posts
 * without JavaScript), and the result and rejected-rows CSV after it, for the admin who uploaded them.
 *
 * They live in UPLOADS_DIR/.imports/: the leading dot matters, because server.js serves UPLOADS_DIR
 * at /uploads with `dotfiles: "deny"`, so these files are never public. Each import has a random
 * token; files older than an hour are removed at the next upload.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ImportType } from "./columns.server";
import type { ImportPreview, ImportResult } from "./import.server";
import { uploadsDir } from "../files/uploads.server";

const IMPORT_TTL_MS = 60 * 60 * 1000;

export interface PendingImport {
  token: string;
  userId: number;
  type: ImportType;
  fileName: string;
  size: number;
  createdAt: number;
  /** The preview, once planned (see keepImportPreview). */
  preview?: StoredPreview;
}

const TOKEN = /^[a-f0-9]{32}$/;

export function importsDir(): string {
  return path.join(uploadsDir(), ".imports");
}

const file = (token: string, suffix: string) => path.join(importsDir(), `${token}${suffix}`);

async function readJson<T>(p: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(p, "utf8")) as T;
  } catch {
    return null;
  }
}

async function remove(p: string) {
  await fs.rm(p, { force: true });
}

/** Removes every kept file older than `maxAgeMs` (an abandoned preview, an old result). */
export async function sweepImports(maxAgeMs = IMPORT_TTL_MS, now = Date.now()): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(importsDir());
  } catch {
    return;
  }
  await Promise.all(
    names.map(async (name) => {
      const p = path.join(importsDir(), name);
      const stat = await fs.stat(p).catch(() => null);
      if (stat && now - stat.mtimeMs > maxAgeMs) await remove(p);
    }),
  );
}

/**
 * Keeps an uploaded CSV for its preview: `bytes` are written under a new token with who uploaded
 * it. Returns the token the preview page and the Import/Cancel forms carry.
 */
export async function keepPendingImport(
  bytes: Uint8Array,
  meta: Omit<PendingImport, "token" | "createdAt">,
): Promise<string> {
  await sweepImports();
  await fs.mkdir(importsDir(), { recursive: true });
  const token = randomBytes(16).toString("hex");
  await fs.writeFile(file(token, ".csv"), bytes, { flag: "wx" });
  const pending: PendingImport = { ...meta, token, createdAt: Date.now() };
  await fs.writeFile(file(token, ".json"), JSON.stringify(pending), { flag: "wx" });
  return token;
}

function fresh(createdAt: number) {
  return Date.now() - createdAt <= IMPORT_TTL_MS;
}

/** The kept upload's details when the token is well formed, it is this admin's and within the hour. */
async function ownPending(token: string, userId: number): Promise<PendingImport | null> {
  if (!TOKEN.test(token)) return null;
  const meta = await readJson<PendingImport>(file(token, ".json"));
  return meta && meta.userId === userId && fresh(meta.createdAt) ? meta : null;
}

/** The kept upload of `token`, only for the admin who made it and within the hour; else null. */
export async function readPendingImport(
  token: string,
  userId: number,
): Promise<{ meta: PendingImport; bytes: Uint8Array } | null> {
  const meta = await ownPending(token, userId);
  if (!meta) return null;
  try {
    return { meta, bytes: new Uint8Array(await fs.readFile(file(token, ".csv"))) };
  } catch {
    return null;
  }
}

/**
 * Takes the kept upload for applying it, at most once: the file is renamed away first (an atomic
 * step), so a double-clicked 'Import' finds nothing the second time. Null when missing or not theirs.
 */
export async function claimPendingImport(
  token: string,
  userId: number,
): Promise<{ meta: PendingImport; bytes: Uint8Array } | null> {
  const meta = await ownPending(token, userId);
  if (!meta) return null;
  const claimed = file(token, ".applying");
  try {
    await fs.rename(file(token, ".csv"), claimed);
  } catch {
    return null;
  }
  try {
    return { meta, bytes: new Uint8Array(await fs.readFile(claimed)) };
  } finally {
    await remove(claimed);
    await remove(file(token, ".json"));
  }
}

/** Cancel, or after apply: the upload goes; a result (if any) stays until the sweep. */
export async function discardPendingImport(token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  await remove(file(token, ".csv"));
  await remove(file(token, ".json"));
  await remove(file(token, ".planning"));
}

/**
 * The preview of a kept upload, planned once per content version (reading and checking a large file
 * takes seconds; the catalogue may change after the upload) and shown at every view while the
 * catalogue stays as it was: the plan's summary, or the reason the file was refused.
 */
export type StoredPreview = { version: number } & ({ preview: ImportPreview } | { error: string });

/** Keeps the preview in the upload's own record (written whole and renamed into place). */
export async function keepImportPreview(token: string, stored: StoredPreview): Promise<void> {
  if (!TOKEN.test(token)) throw new Error("Invalid import token");
  try {
    const meta = await readJson<PendingImport>(file(token, ".json"));
    // Cancelled or imported meanwhile: nothing to keep it for.
    if (!meta || !(await fs.stat(file(token, ".csv")).catch(() => null))) return;
    const temporary = file(token, `.${randomBytes(4).toString("hex")}.tmp`);
    await fs.writeFile(temporary, JSON.stringify({ ...meta, preview: stored }));
    await fs.rename(temporary, file(token, ".json"));
  } finally {
    await remove(file(token, ".planning"));
  }
}

export async function readImportPreview(token: string): Promise<StoredPreview | null> {
  if (!TOKEN.test(token)) return null;
  return (await readJson<PendingImport>(file(token, ".json")))?.preview ?? null;
}

/** Planning a preview stalls no longer than this; after it another process may start again. */
const PLANNING_STALE_MS = 5 * 60 * 1000;

/**
 * Marks the upload as being planned; false when some process already is (so several server
 * processes, or reloads of the page, never plan the same file twice at once).
 */
export async function markImportPlanning(token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const marker = file(token, ".planning");
  const stat = await fs.stat(marker).catch(() => null);
  if (stat && Date.now() - stat.mtimeMs < PLANNING_STALE_MS) return false;
  if (stat) await remove(marker);
  try {
    await fs.writeFile(marker, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

export interface StoredResult {
  userId: number;
  type: ImportType;
  fileName: string;
  createdAt: number;
  result: ImportResult;
}

/** Keeps an applied import's result (the page after the redirect) and its rejected rows' CSV. */
export async function keepImportResult(
  token: string,
  stored: Omit<StoredResult, "createdAt">,
  rejectedCsv: string | null,
): Promise<void> {
  if (!TOKEN.test(token)) throw new Error("Invalid import token");
  await fs.mkdir(importsDir(), { recursive: true });
  await fs.writeFile(
    file(token, ".result.json"),
    JSON.stringify({ ...stored, createdAt: Date.now() }),
  );
  if (rejectedCsv !== null) await fs.writeFile(file(token, ".errors.csv"), rejectedCsv);
}

export async function readImportResult(token: string, userId: number) {
  if (!TOKEN.test(token)) return null;
  const stored = await readJson<StoredResult>(file(token, ".result.json"));
  if (!stored || stored.userId !== userId || !fresh(stored.createdAt)) return null;
  return stored;
}

/** The rejected rows' CSV an applied import kept (null when it had none or it has expired). */
export async function readImportErrorsCsv(token: string, userId: number) {
  if (!(await readImportResult(token, userId))) return null;
  try {
    return await fs.readFile(file(token, ".errors.csv"), "utf8");
  } catch {
    return null;
  }
}
