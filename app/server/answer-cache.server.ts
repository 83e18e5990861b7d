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
 */
import { createHash } from "node:crypto";
import { contentVersionReader } from "./content-version.server";
import { db } from "./db.server";
import { env } from "./env.server";

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
}

const entries = new Map<string, Entry>();
let bytes = 0;
let oversized: { key: string; entry: Entry } | null = null;
let cachedVersion = -1;
let readVersion: (() => number) | null = null;

function ceiling(): number {
  return env.ANSWER_CACHE_MB * 1024 * 1024;
}

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
    bytes = 0;
    oversized = null;
    cachedVersion = version;
  }
  let entry = entries.get(key) ?? (oversized?.key === key ? oversized.entry : undefined);
  if (entry && entries.has(key)) {
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
  } else if (!entry) {
    const answer = make();
    const body = new TextEncoder().encode(answer.body);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    entry = { body, etag, headers: answer.headers };
    const limit = ceiling();
    // One answer may take at most half the cache, so a single huge one cannot empty it each time.
    if (body.length <= limit / 2) {
      entries.set(key, entry);
      bytes += body.length;
      for (const [oldKey, old] of entries) {
        if (bytes <= limit) break;
        entries.delete(oldKey);
        bytes -= old.body.length;
      }
    } else if (body.length <= limit * 4) {
      oversized = { key, entry };
    }
  }
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  const match = request.headers.get("If-None-Match");
  if (match && match.split(/\s*,\s*/).some((t) => t.replace(/^W\//, "") === entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(entry.body.length));
  return new Response(entry.body, { headers });
}

/** A JSON answer as Response.json would make it. */
export function jsonAnswer(value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    body: JSON.stringify(value),
    headers: { "Content-Type": "application/json", ...headers },
  };
}
