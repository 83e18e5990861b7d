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
//
// In the same read, the documents of the common terms (POSTING_MIN_DOCS documents or more, those
// commonest in names, models and categories first, POSTINGS_MAX product ids in all): each as the sorted product ids of its hits, with
// one column per product id of the rowid's facet bits (brand, category, featured, in stock). A search
// whose expression is made only of such terms (or of terms the index does not hold) finds its hits
// from these lists instead of reading tens of thousands of rows out of the index (./hit-lists.server.ts).
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
  /** The common terms' hits: term → sorted product ids (see the top of this file). */
  postings: ReadonlyMap<string, Int32Array>;
  /** The low 24 bits of each product's FTS rowid, by product id (for the products in `postings`). */
  rowBits: Int32Array;
}

/** A term in this many documents or more has its hits kept (fewer are cheap to read from the index). */
export const POSTING_MIN_DOCS = 1_000;
/** Product ids kept in all the terms' lists, at most (4 bytes each: 16 MB). */
const POSTINGS_MAX = 4_000_000;

/** More terms than this (about 40 MB with their text) are not held. */
const MAX_TERMS = 1_000_000;

/** Plain JavaScript run in the worker: it reads and answers once, then ends. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
// On Linux a priority is a thread's own: the read (seconds at a large catalogue) yields the cores to
// the threads answering requests and takes what is left. Where that is refused it runs as usual.
try {
  require("node:os").setPriority(10);
} catch {}
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
    // The common terms while the budget lasts: first those buyers search for (the commonest in the
    // name, model and category columns), then the others, commonest first. Only terms of letters
    // a-z and digits: quoted, they are the one token they name (the tokenizer leaves them as they are).
    const named = new Map();
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms_by_column USING fts5vocab(main, products_fts, col)");
    const byColumn = db.prepare(
      "SELECT term, sum(doc) FROM temp.search_terms_by_column WHERE col IN ('name', 'model', 'codes', 'brand', 'category') GROUP BY term HAVING sum(doc) >= ?",
    );
    for (const [term, doc] of byColumn.raw().iterate(workerData.minDocs)) named.set(term, doc);
    const common = [];
    for (let i = 0; i < terms.length; i++) {
      if (docs[i] >= workerData.minDocs && /^[a-z0-9]+$/.test(terms[i])) common.push(i);
    }
    common.sort((a, b) => (named.get(terms[b]) ?? 0) - (named.get(terms[a]) ?? 0) || docs[b] - docs[a]);
    const hitsOf = db.prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?").pluck();
    const kept = [];
    const lists = [];
    let total = 0;
    let maxId = 0;
    for (const i of common) {
      if (total + docs[i] > workerData.maxPostings) continue;
      const ids = [];
      const bits = [];
      // One call a list, not one a row: at 100,000 products that is 2.9 million rows fewer crossings.
      for (const rowid of hitsOf.all('"' + terms[i] + '"')) {
        const id = Math.floor(rowid / 16777216);
        ids.push(id);
        bits.push(rowid % 16777216);
        if (id > maxId) maxId = id;
      }
      kept.push(terms[i]);
      lists.push({ ids, bits });
      total += ids.length;
    }
    const postingIds = new Int32Array(total);
    const postingEnds = new Int32Array(kept.length);
    const rowBits = new Int32Array(maxId + 1);
    let at = 0;
    lists.forEach(({ ids, bits }, k) => {
      for (let j = 0; j < ids.length; j++) {
        postingIds[at++] = ids[j];
        rowBits[ids[j]] = bits[j];
      }
      postingEnds[k] = at;
    });
    return {
      version,
      text: terms.join("\\n"),
      docs: Int32Array.from(docs),
      postingTerms: kept.join("\\n"),
      postingIds,
      postingEnds,
      rowBits,
    };
  });
  const list = read();
  parentPort.postMessage(
    list,
    list.docs ? [list.docs.buffer, list.postingIds.buffer, list.postingEnds.buffer, list.rowBits.buffer] : [],
  );
} finally {
  db.close();
}
`;

interface Reply {
  version: number;
  tooMany?: boolean;
  text?: string;
  docs?: Int32Array;
  postingTerms?: string;
  postingIds?: Int32Array;
  postingEnds?: Int32Array;
  rowBits?: Int32Array;
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

/** Resolves when no read is under way (a start, the benchmark and tests wait for the list). */
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
      workerData: {
        driver,
        file,
        max: MAX_TERMS,
        minDocs: POSTING_MIN_DOCS,
        maxPostings: POSTINGS_MAX,
      },
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
        const postings = new Map<string, Int32Array>();
        const ends = reply.postingEnds ?? new Int32Array(0);
        const ids = reply.postingIds ?? new Int32Array(0);
        (reply.postingTerms ? reply.postingTerms.split("\n") : []).forEach((term, k) => {
          postings.set(term, ids.subarray(k === 0 ? 0 : ends[k - 1], ends[k]));
        });
        current = {
          version: reply.version,
          terms: reply.text === "" ? [] : reply.text.split("\n"),
          docs: reply.docs,
          postings,
          rowBits: reply.rowBits ?? new Int32Array(0),
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
