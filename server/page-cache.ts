// An in-process cache of rendered public pages, in front of React Router (server/index.ts).
//
// The app marks what anybody may share: public documents and their data requests carry
// `Cache-Control: public, ..., s-maxage=60` (app/server/cache-control.server.ts). A CDN in front
// would keep those a minute; this does the same at the origin, so a popular page is rendered once
// and then served like a static file, while staying exactly as fresh as what visitors can see:
//
// - it is emptied when the content version moves (a trigger in the database moves it whenever a
//   product, category, brand, blog post, job or driver changes, by any process). Sessions, rate
//   limit hits, inquiries and download counters commit too, but change no page: they leave it be;
// - only anonymous reads use it: GET or HEAD without Authorization and without any cookie but the
//   quote basket's two (flash messages and the admin's session ride on cookies; such requests
//   always reach the app). The basket is read only by /quote and /quote/sent, which are private
//   and so never kept, and its count cookie is read by the browser alone: a buyer with a basket
//   sees the same public pages as everyone else;
// - only complete 200 answers the app called public are kept, for at most their s-maxage;
// - every answer gets a fresh CSP nonce: the stored page's nonce is replaced in the header and body.
//
// PAGE_CACHE=0 turns it off (npm run bench measures both); PAGE_CACHE_DEBUG=1 labels answers with
// X-Page-Cache: hit or miss.
import crypto from "node:crypto";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import type { NextFunction, Request, Response } from "express";
import { sharedMaxAge } from "../app/server/cache-control.server";
import { contentVersionReader } from "../app/server/content-version.server";
import { QUOTE_COUNT_COOKIE, quoteBasketCookieName } from "../app/lib/quote-basket";

interface Entry {
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
  compressed: { br?: Buffer; gzip?: Buffer };
  nonce: string | undefined;
  expires: number;
}

export interface PageCacheOptions {
  databasePath: string;
  enabled: boolean;
  /** Label answers with X-Page-Cache: hit|miss. */
  debug: boolean;
}

const MAX_ENTRIES = 500;
/** Pages above this are not kept; all kept pages together stay under MAX_TOTAL. */
const MAX_BYTES = 256 * 1024;
const MAX_TOTAL = 32 * 1024 * 1024;
const SKIP_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
]);

/** Cookies that change no page the cache may keep (see above). */
const SHAREABLE_COOKIES = new Set([
  QUOTE_COUNT_COOKIE,
  quoteBasketCookieName(true),
  quoteBasketCookieName(false),
]);

/** True when the Cookie header is absent or holds only cookies that change no public page. */
export function onlyShareableCookies(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(";").every((part) => {
    const name = part.split("=")[0].trim();
    return name === "" || SHAREABLE_COOKIES.has(name);
  });
}

export function pageCache({ databasePath, enabled, debug }: PageCacheOptions) {
  if (!enabled || databasePath.endsWith(":memory:"))
    return (_req: Request, _res: Response, next: NextFunction) => next();
  // A connection of our own, read-only: the content version is read again only when some
  // connection committed (cheap to ask before every answer).
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const contentVersion = contentVersionReader(db);
  const entries = new Map<string, Entry>();
  let total = 0;
  let seenVersion = contentVersion();

  /** The content version now; a change since the last look empties the cache. */
  const sync = () => {
    const version = contentVersion();
    if (version !== seenVersion) {
      entries.clear();
      total = 0;
      seenVersion = version;
    }
    return version;
  };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.body.length;
  };

  const lookup = (key: string) => {
    sync();
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      drop(key);
      return undefined;
    }
    // Most recently used last: the first key is the one to drop when full.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    total += entry.body.length;
    while (entries.size > MAX_ENTRIES || total > MAX_TOTAL) drop(entries.keys().next().value!);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const anonymous = onlyShareableCookies(req.headers.cookie) && !req.headers.authorization;
    if ((req.method !== "GET" && req.method !== "HEAD") || !anonymous) return next();
    const key = req.originalUrl;
    const hit = lookup(key);
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      let body = hit.body;
      if (hit.nonce) {
        const nonce = crypto.randomBytes(16).toString("base64");
        const csp = res.getHeader("Content-Security-Policy");
        if (typeof csp === "string")
          res.setHeader("Content-Security-Policy", csp.replaceAll(hit.nonce, nonce));
        body = Buffer.from(body.toString("utf8").replaceAll(hit.nonce, nonce));
      }
      if (debug) res.setHeader("X-Page-Cache", "hit");
      res.status(hit.status);
      // A body without a nonce is the same for everyone: compressed once, not per request.
      const encoding = hit.nonce ? false : req.acceptsEncodings("br", "gzip");
      if (encoding === "br" || encoding === "gzip") {
        hit.compressed[encoding] ??=
          encoding === "br"
            ? zlib.brotliCompressSync(body, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
              })
            : zlib.gzipSync(body, { level: 6 });
        body = hit.compressed[encoding];
        res.setHeader("Content-Encoding", encoding);
        res.vary("Accept-Encoding");
        res.setHeader("Content-Length", body.length);
      }
      return req.method === "HEAD" ? res.end() : res.end(body);
    }
    if (req.method === "HEAD") return next();

    // A miss: let the app answer, and keep a copy when it may be shared.
    const versionBefore = sync();
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    const write = res.write;
    const end = res.end;
    const capture = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk == null || typeof chunk === "function") return;
      // A copy: the stream may reuse its chunk's memory once written.
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_BYTES) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    if (debug) res.setHeader("X-Page-Cache", "miss");
    // The stream's own overloads, passed on untouched.
    type Args = [unknown?, unknown?, unknown?];
    res.write = function (this: Response, ...args: Args) {
      capture(args[0], args[1]);
      return (write as (...a: Args) => boolean).apply(this, args);
    } as Response["write"];
    res.end = function (this: Response, ...args: Args) {
      capture(args[0], args[1]);
      res.write = write;
      res.end = end;
      const result = (end as (...a: Args) => Response).apply(this, args);
      // As sent: with what the security and /api hooks added when the head was written (the
      // compression's own Content-Encoding is left out below; it is chosen again per request).
      const headers = res.getHeaders();
      const maxAge = sharedMaxAge(headers["cache-control"]);
      const body = Buffer.concat(chunks);
      const type = String(headers["content-type"] ?? "");
      const complete = !type.startsWith("text/html") || /<\/html>\s*$/.test(body.toString("utf8"));
      if (
        keep &&
        res.statusCode === 200 &&
        maxAge > 0 &&
        !headers["set-cookie"] &&
        complete &&
        // Nothing was written while this page was made (it may show the state before the write).
        sync() === versionBefore
      ) {
        const kept: Entry["headers"] = {};
        for (const [name, value] of Object.entries(headers)) {
          if (!SKIP_HEADERS.has(name) && name !== "x-page-cache" && value !== undefined)
            kept[name] = value;
        }
        const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1];
        store(key, {
          status: 200,
          headers: kept,
          body,
          compressed: {},
          nonce,
          expires: Date.now() + maxAge * 1000,
        });
      }
      return result;
    } as Response["end"];
    next();
  };
}
