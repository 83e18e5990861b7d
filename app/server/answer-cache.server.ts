/**
 * Serialised public answers kept in memory per content version: the full product list, a category's
 * list and the sitemap are megabytes of JSON or XML that took a second to build, and they only change
 * when the catalogue does (the content version moves, and the whole cache is dropped with it).
 *
 * Only for anonymous reads: callers decide, and key by what the answer depends on (path and the query
 * parameters they read, never the raw query string, so `?x=1`, `?x=2`... cannot each cost a rebuild).
 * Bounded in bytes (ANSWER_CACHE_MB, 128 by default), least recently used out first. The bytes are
 * sent as they are, with a strong ETag so a client that has them gets a 304.
 *
 * An answer larger than half the cache (the full product list of a 100,000-product catalogue is about
 * 90 MB and seconds of CPU to build) is kept apart, one at a time, up to four times the cache: were it
 * never kept, every anonymous request for it would build it again, a cheap way to load the server.
 *
 * The compressed bytes are kept too, per encoding (brotli, gzip), made once in zlib's thread pool
 * the first time a client asks for that encoding: compressed on the way out (as the server's
 * compression does for other answers), a 46 MB list cost 0.3-0.4 s of CPU for every request.
 * Requests that come while it is being made wait for the same bytes.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { contentVersionReader } from "./content-version.server";
import { db } from "./db.server";
import { env } from "./env.server";

type Encoding = "br" | "gzip";

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  /** Each encoding's bytes, once made; the promise while they are being made. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  encoding: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

/** Answers smaller than this go out as they are (the server's compression may still shrink them). */
const COMPRESS_FROM = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send: brotli when the client takes it, else gzip, else none. */
function chosenEncoding(request: Request): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (request.headers.get("Accept-Encoding") ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** Made once per entry and encoding, off the event loop. */
function encode(entry: Entry, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return (entry.encoding[encoding] ??= (
    encoding === "br"
      ? brotli(entry.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzip(entry.body, { level: 6 })
  ).then((buffer) => {
    const bytes = new Uint8Array(
      buffer.buffer,
      buffer.byteOffset,
      buffer.length,
    ) as Uint8Array<ArrayBuffer>;
    entry.encoded[encoding] = bytes;
    // Set again so the cache counts the new bytes against its size (it sizes an entry when set).
    const key = keyOf.get(entry);
    if (key !== undefined && entries.peek(key) === entry) entries.set(key, entry);
    return bytes;
  }));
}

/** Each kept entry's key, so bytes made later are counted against the cache. */
const keyOf = new WeakMap<Entry, string>();

function ceiling(): number {
  // At least a byte: lru-cache wants a positive whole size, and with ANSWER_CACHE_MB=0 nothing fits.
  return Math.max(1, Math.floor(env.ANSWER_CACHE_MB * 1024 * 1024));
}

// Least recently used out first, bounded in bytes (body and its encodings); one answer may take at
// most half the cache, so a single huge one cannot empty it each time.
const entries = new LRUCache<string, Entry>({
  maxSize: ceiling(),
  maxEntrySize: Math.max(1, Math.floor(ceiling() / 2)),
  sizeCalculation: (entry) => Math.max(1, sizeOf(entry)),
});
let oversized: { key: string; entry: Entry } | null = null;
let cachedVersion = -1;
let readVersion: (() => number) | null = null;

/** What an answer is made of: its text and headers (Content-Type at least). */
export interface Answer {
  body: string;
  headers: Record<string, string>;
}

/**
 * The answer for `key` at the current content version, from memory or made now by `make` (and kept
 * when it fits). A matching If-None-Match gets a 304 without a body.
 */
export function cachedAnswer(request: Request, key: string, make: () => Answer): Response {
  readVersion ??= contentVersionReader(db.sqlite);
  const version = readVersion();
  if (version !== cachedVersion) {
    entries.clear();
    oversized = null;
    cachedVersion = version;
  }
  let entry = entries.get(key) ?? (oversized?.key === key ? oversized.entry : undefined);
  if (!entry) {
    const answer = make();
    const body = new TextEncoder().encode(answer.body);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    entry = { body, etag, headers: answer.headers, encoded: {}, encoding: {} };
    const limit = ceiling();
    if (body.length <= limit / 2) {
      entries.set(key, entry);
      keyOf.set(entry, key);
    } else if (body.length <= limit * 4) {
      oversized = { key, entry };
    }
  }
  const headers = new Headers(entry.headers);
  const encoding = entry.body.length >= COMPRESS_FROM ? chosenEncoding(request) : null;
  headers.append("Vary", "Accept-Encoding");
  // Each representation has its own strong tag; any of them names the same content.
  headers.set("ETag", encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag);
  const match = request.headers.get("If-None-Match");
  const base = entry.etag.slice(1, -1);
  if (
    match &&
    match.split(/\s*,\s*/).some(
      (t) =>
        t
          .replace(/^W\//, "")
          .replace(/^"|"$/g, "")
          .replace(/-(br|gzip)$/, "") === base,
    )
  ) {
    return new Response(null, { status: 304, headers });
  }
  if (!encoding) {
    headers.set("Content-Length", String(entry.body.length));
    return new Response(entry.body, { headers });
  }
  headers.set("Content-Encoding", encoding);
  const made = entry.encoded[encoding];
  if (made) {
    headers.set("Content-Length", String(made.length));
    return new Response(made, { headers });
  }
  // The first request for this encoding: its bytes follow when zlib has made them.
  const pending = encode(entry, encoding);
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(await pending);
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    }),
    { headers },
  );
}

function sizeOf(entry: Entry): number {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

/** A JSON answer as Response.json would make it. */
export function jsonAnswer(value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    body: JSON.stringify(value),
    headers: { "Content-Type": "application/json", ...headers },
  };
}
