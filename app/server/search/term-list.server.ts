// The search index's terms, held in memory without counting their documents each time.
//
// SQLite's term list of the index (`products_fts_vocab`) counts a term's documents whenever the term
// is read: completing "printer" (printer, printers) walks 80,000 document entries at 100,000
// products, and a typo's few hundred one-edit variants are as many seeks in it. The engine asks
// this list instead: every term with its document count, sorted as the index sorts them, read once
// per content version (the version every product, category or brand change moves).
//
// Reading it is a walk of the whole index (about 0.2 s at 100,000 products), so it never happens on
// the thread that answers requests: a worker thread with its own read-only connection reads the
// terms and the content version in one read transaction and hands them over. Until the list for the
// current version is there (after a change, for the moment the read takes), the engine asks SQLite's
// term list as before, so an answer never comes from an out-of-date list. One read at a time; a list
// of more than MAX_TERMS terms is not kept (the engine then always asks SQLite).
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

export interface TermList {
  /** The content version the terms were read at. */
  version: number;
  /** Every indexed term, in the index's order (UTF-8 bytes, which is code point order). */
  terms: readonly string[];
  /** Each term's number of documents (products). */
  docs: Int32Array;
}

/** More terms than this (about 40 MB with their text) are not held. */
export const MAX_TERMS = 1_000_000;

/** Plain JavaScript run in the worker: it reads and answers once, then ends. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
try {
  const read = db.transaction(() => {
    const version = db.prepare("SELECT version FROM content_version WHERE id = 1").pluck().get() ?? 0;
    const terms = [];
    const docs = [];
    for (const [term, doc] of db.prepare("SELECT term, doc FROM products_fts_vocab").raw().iterate()) {
      if (terms.length === workerData.max) return { version, tooMany: true };
      terms.push(term);
      docs.push(doc);
    }
    return { version, text: terms.join("\\n"), docs: Int32Array.from(docs) };
  });
  const list = read();
  parentPort.postMessage(list, list.docs ? [list.docs.buffer] : []);
} finally {
  db.close();
}
`;

interface Reply {
  version: number;
  tooMany?: boolean;
  text?: string;
  docs?: Int32Array;
}

let current: TermList | null = null;
/** The version a list was found too large at (not read again until the content changes). */
let tooManyAt = -1;
let reading: Promise<void> | null = null;
let driver: string | null = null;
let worker: Worker | null = null;

/**
 * The list for `version` when it has been read; otherwise null, and a read is started (unless one is
 * under way) so that later searches have it.
 */
export function termListFor(sqlite: Database.Database, version: number): TermList | null {
  if (current?.version === version) return current;
  if (!reading && tooManyAt !== version && !sqlite.memory) reading = readTerms(sqlite.name);
  return null;
}

/** Resolves when no read is under way (for the benchmark and tests, which wait for the list). */
export async function termListSettled(): Promise<void> {
  // Whoever waits keeps the process alive until the read ends.
  worker?.ref();
  while (reading) await reading;
}

function readTerms(file: string): Promise<void> {
  driver ??= createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise<void>((resolve) => {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file, max: MAX_TERMS },
    });
    // A search in progress never waits for it, and the process may end while it reads.
    thread.unref();
    worker = thread;
    const done = () => {
      reading = null;
      worker = null;
      resolve();
    };
    thread.once("message", (reply: Reply) => {
      if (reply.tooMany) tooManyAt = reply.version;
      else if (reply.text !== undefined && reply.docs) {
        current = {
          version: reply.version,
          terms: reply.text === "" ? [] : reply.text.split("\n"),
          docs: reply.docs,
        };
      }
    });
    // A failed read (the file gone, a broken index) leaves the engine on SQLite's term list.
    thread.once("error", () => undefined);
    thread.once("exit", done);
  });
}

/**
 * Compares as SQLite compares the terms (their UTF-8 bytes): code point order. UTF-16 order differs
 * only where a surrogate pair meets a character from U+E000 to U+FFFF, which this corrects.
 */
export function compareTerms(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800) x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
    if (y >= 0xd800) y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    return x - y;
  }
  return a.length - b.length;
}

/** The index of the first term at or after `word`. */
function firstAtOrAfter(list: TermList, word: string): number {
  let lo = 0;
  let hi = list.terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareTerms(list.terms[mid], word) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const TOP_CODE_POINT = String.fromCodePoint(0x10ffff);

/**
 * The terms from `word` to `word` followed by U+10FFFF (every term that starts with it, as the
 * engine's SQL asks), with their document counts, in the index's order; at most `limit`.
 */
export function termsFrom(
  list: TermList,
  word: string,
  prefix: boolean,
  limit = Infinity,
): { term: string; doc: number }[] {
  const out: { term: string; doc: number }[] = [];
  const last = prefix ? word + TOP_CODE_POINT : word;
  for (let i = firstAtOrAfter(list, word); i < list.terms.length && out.length < limit; i++) {
    if (compareTerms(list.terms[i], last) > 0) break;
    out.push({ term: list.terms[i], doc: list.docs[i] });
  }
  return out;
}
