// An in-process cache of rendered public pages, in front of React Router (server/index.ts).
//
// The app marks what anybody may share: public documents and their data requests carry
// `Cache-Control: public, ..., s-maxage=60, stale-while-revalidate=300`
// (app/server/http/cache-control.server.ts). A CDN in front would keep those a minute; this does the same
// at the origin, so a popular page is rendered once and then served like a static file, while
// staying exactly as fresh as what visitors can see:
//
// - an entry is fresh while the content version it was made at is the current one (a trigger in the
//   database moves it whenever a product, category, brand, blog post, job or driver changes, by any
//   process) and its s-maxage has not passed. Sessions, rate-limit hits, inquiries and download
//   counters commit too, but change no page: they leave it fresh;
// - only anonymous reads use it: GET or HEAD without Authorization and without any cookie but the
//   quote basket's two (flash messages and the admin's session ride on cookies; such requests
//   always reach the app). The basket is read only by /quote and /quote/sent, which are private
//   and so never kept, and its count cookie is read by the browser alone: a buyer with a basket
//   sees the same public pages as everyone else;
// - only complete 200 answers the app called public are kept;
// - a page is rendered by one request at a time (single flight). While it renders, other requests
//   for the same address get the previous copy when there is one (out of date by at most one render,
//   and never older than its stale-while-revalidate allows) or wait for that render and share it.
//   The next request after a change always renders, so the visitor who comes after a save sees it;
// - a kept document's bytes never change: the per-request CSP nonce of the render is replaced by the
//   sha256 hashes of the page's own inline scripts (as strict: only this site's files and exactly
//   those scripts may run), so each entry is compressed once per encoding and sent as it is, with
//   an ETag that answers revalidations with 304.
//
// - a page is kept under its path and the query parameters some page reads (PAGE_PARAMS), in
//   name order; addresses that differ in anything else cannot each cost a render and a place. The
//   parameters of link tracking (utm_*, gclid...), which no page reads, are dropped before the
//   page is looked up or rendered. An address with any other parameter is rendered for its
//   visitor and never kept, so made-up parameters (`?evict=1`, `?evict=2`...) cannot push real
//   pages out. Addresses with a query are kept apart from plain paths, in a quarter of the room,
//   so even the parameters pages do read cannot push out the plain pages.
//
// PAGE_CACHE=0 turns it off (npm run bench measures both); PAGE_CACHE_DEBUG=1 labels answers with
// X-Page-Cache: hit (from memory, or the render another request was making), stale (the previous
// copy, while another request renders) or miss (rendered for this request).
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { sharedMaxAge, staleWhileRevalidate } from "../app/server/http/cache-control.server";
import { contentVersionReader } from "../app/server/content-version.server";
import { QUOTE_COUNT_COOKIE, quoteBasketCookieName } from "../app/lib/quote-basket";

interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  compressed: { br?: Buffer; gzip?: Buffer };
  etag: string;
  /** The content version it was rendered at. */
  version: number;
  /** Fresh until then (ms since the epoch)... */
  expires: number;
  /** ...and may stand in for a render in flight until then. */
  staleUntil: number;
}

type Label = "hit" | "stale" | "miss";
type Middleware = (req: Request, res: Response, next: NextFunction) => void;

export interface PageCacheOptions {
  databasePath: string;
  enabled: boolean;
  /** Label answers with X-Page-Cache. */
  debug: boolean;
  /** How long a request waits for another's render of the same page (10 s unless said). */
  maxWaitMs?: number;
}

const MAX_ENTRIES = 500;
/** Of which addresses with a query (search results, filtered lists, later pages) may take this. */
const MAX_QUERY_ENTRIES = 125;
/** Pages above this are not kept; all kept pages together stay under MAX_TOTAL. Large enough for
 * /products at 100,000 products (43 categories of 4 cards, about 660 KB), which otherwise was
 * rendered for every visitor; the total keeps the memory bounded whatever the pages weigh. */
const MAX_BYTES = 1024 * 1024;
const MAX_TOTAL = 32 * 1024 * 1024;
const MAX_QUERY_TOTAL = MAX_TOTAL / 4;

/**
 * The query parameters that pages and public /api reads look at (a parameter missing here only
 * keeps its addresses out of the cache), and React Router's own for data requests.
 */
const PAGE_PARAMS: ReadonlySet<string> = new Set([
  // lists and search
  "page",
  "limit",
  "q",
  "category",
  "sort",
  "instock",
  "experience_level",
  // a category's facets
  "brand",
  "resolution",
  "method",
  "interface",
  "stock",
  // a category's price range
  "min",
  "max",
  // compare, contact, a product's picture
  "p",
  "diff",
  "product",
  "image",
  // the supplies finder
  "printer",
  "kind",
  "width",
  "length",
  "core",
  "ink",
  "type",
  "size",
  "material",
  "dpi",
  // React Router's data requests
  "_routes",
  "index",
]);

/** Link-tracking parameters: read by analytics in the browser, never by a page. */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_gl)$/i;

/**
 * Where a request's page is kept: its path and the parameters pages read, in name order (repeated
 * ones keep their order), or null when it carries any other parameter (never kept). `url` is the
 * address without tracking parameters (what is rendered).
 */
function pageKey(originalUrl: string): { key: string | null; url: string; query: boolean } {
  const at = originalUrl.indexOf("?");
  if (at < 0) return { key: originalUrl, url: originalUrl, query: false };
  const path = originalUrl.slice(0, at);
  const params = new URLSearchParams(originalUrl.slice(at + 1));
  const kept = new URLSearchParams();
  let unknown = false;
  for (const [name, value] of params) {
    if (TRACKING_PARAM.test(name)) continue;
    if (!PAGE_PARAMS.has(name)) unknown = true;
    kept.append(name, value);
  }
  const rest = kept.toString();
  const url = rest ? `${path}?${rest}` : path;
  if (unknown) return { key: null, url, query: true };
  kept.sort();
  const sorted = kept.toString();
  return { key: sorted ? `${path}?${sorted}` : path, url, query: sorted !== "" };
}
/** Paid once per kept page, so higher than a per-response compressor could afford. */
const BROTLI_QUALITY = 9;
const SKIP_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "etag",
  "x-page-cache",
]);

/** Cookies that change no page the cache may keep (see above). */
const SHAREABLE_COOKIES = new Set([
  QUOTE_COUNT_COOKIE,
  quoteBasketCookieName(true),
  quoteBasketCookieName(false),
]);

/** True when the Cookie header is absent or holds only cookies that change no public page. */
function onlyShareableCookies(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(";").every((part) => {
    const name = part.split("=")[0].trim();
    return name === "" || SHAREABLE_COOKIES.has(name);
  });
}

/**
 * A rendered document made the same for everyone: the render's nonce leaves the markup, and the
 * CSP allows exactly the inline scripts the page holds, by their sha256 hashes. Data blocks
 * (JSON-LD) never run and are not listed.
 */
function withScriptHashes(html: string, csp: string): { html: string; csp: string } {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return { html, csp };
  const clean = html.replaceAll(` nonce="${nonce}"`, "");
  const hashes = new Set<string>();
  for (const m of clean.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type !== "" && type !== "module" && !type.includes("javascript")) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  const allowed = [...hashes].join(" ");
  return {
    html: clean,
    csp: csp.replace(` 'nonce-${nonce}'`, allowed ? ` ${allowed}` : ""),
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Both encodings of a kept page, made in zlib's thread pool. */
async function compress(body: Buffer): Promise<Entry["compressed"]> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

export function pageCache({ databasePath, enabled, debug, maxWaitMs = 10_000 }: PageCacheOptions): {
  /** Answers fresh copies only; placed early so they skip the static-file lookups. */
  serveFresh: Middleware;
  /** Everything else: stale copies, waiting for a render in flight, rendering and keeping. */
  fill: Middleware;
} {
  if (!enabled || databasePath.endsWith(":memory:")) {
    const pass: Middleware = (_req, _res, next) => next();
    return { serveFresh: pass, fill: pass };
  }
  // A connection of our own, read-only: the content version is read again only when some
  // connection committed (cheap to ask before every answer).
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const contentVersion = contentVersionReader(db);
  // Plain paths and addresses with a query are kept apart, each least recently used out first,
  // bounded in count and in bytes (lru-cache keeps the order and the sizes).
  const tier = (max: number, maxSize: number) =>
    new LRUCache<string, Entry>({
      max,
      maxSize,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  const plain = tier(MAX_ENTRIES, MAX_TOTAL);
  const queried = tier(MAX_QUERY_ENTRIES, MAX_QUERY_TOTAL);
  const tierOf = (key: string) => (key.includes("?") ? queried : plain);
  /** Renders in flight, by key: they settle with the kept entry, or nothing when it was not kept. */
  const inFlight = new Map<string, Promise<Entry | undefined>>();

  const drop = (key: string) => void tierOf(key).delete(key);
  const store = (key: string, entry: Entry) => void tierOf(key).set(key, entry);
  /** The kept copy, made the most recently used. */
  const lookup = (key: string) => tierOf(key).get(key);
  /** The kept copy, its place in the order left as it is. */
  const peek = (key: string) => tierOf(key).peek(key);

  /** The request's key (null: never kept), with tracking parameters dropped from what is rendered. */
  const keyOf = (req: Request): string | null => {
    const { key, url } = pageKey(req.originalUrl);
    if (url !== req.originalUrl) {
      req.url = url;
      req.originalUrl = url;
    }
    return key;
  };

  const isFresh = (entry: Entry, now: number) =>
    entry.expires > now && entry.version === contentVersion();

  const cacheable = (req: Request) =>
    (req.method === "GET" || req.method === "HEAD") &&
    !req.headers.authorization &&
    onlyShareableCookies(req.headers.cookie);

  const send = (req: Request, res: Response, entry: Entry, label: Label) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", entry.etag);
    if (debug) res.setHeader("X-Page-Cache", label);
    res.vary("Accept-Encoding");
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304);
      return res.end();
    }
    res.status(entry.status);
    let body = entry.body;
    const encoding = req.acceptsEncodings("br", "gzip");
    if (encoding === "br" || encoding === "gzip") {
      // Compressed when kept (or here, if that failed), then sent as it is to everyone.
      body = entry.compressed[encoding] ??=
        encoding === "br"
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
            })
          : zlib.gzipSync(body, { level: 9 });
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", body.length);
    return req.method === "HEAD" ? res.end() : res.end(body);
  };

  const serveFresh: Middleware = (req, res, next) => {
    if (!cacheable(req)) return next();
    const key = keyOf(req);
    const entry = key === null ? undefined : lookup(key);
    if (!entry || !isFresh(entry, Date.now())) return next();
    send(req, res, entry, "hit");
  };

  const fill: Middleware = (req, res, next) => {
    if (!cacheable(req)) return next();
    const key = keyOf(req);
    if (key === null) return next();
    const now = Date.now();
    const entry = peek(key);
    if (entry && isFresh(entry, now)) return send(req, res, entry, "hit");
    const rendering = inFlight.get(key);
    if (rendering) {
      // Somebody is rendering this page: the previous copy while it is recent enough, else wait.
      // A client navigation's data waits instead: the pages a visitor moves between must agree.
      if (entry && entry.staleUntil > now && !req.path.endsWith(".data"))
        return send(req, res, entry, "stale");
      // Waited for a bounded time only: a render that hangs must not hold every later visitor.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs, undefined);
      });
      Promise.race([rendering.then((made) => ({ made })), gaveUp]).then(
        (settled) => {
          clearTimeout(timer);
          if (settled?.made) return send(req, res, settled.made, "hit");
          // The render in flight gave nothing to share, or is stuck: this request renders, and
          // keeps what it makes, for the ones after it.
          if (!settled && req.method === "GET") return lead(key, req, res, next);
          next();
        },
        () => {
          clearTimeout(timer);
          next();
        },
      );
      return;
    }
    // Past its stale window a copy may no longer stand in for anything.
    if (entry && entry.staleUntil <= now) drop(key);
    if (req.method === "HEAD") return next();
    lead(key, req, res, next);
  };

  /** Renders for this request and keeps a copy when it may be shared. */
  const lead = (key: string, _req: Request, res: Response, next: NextFunction) => {
    let settle: (entry: Entry | undefined) => void = () => {};
    inFlight.set(
      key,
      new Promise<Entry | undefined>((resolve) => {
        settle = (made) => {
          if (inFlight.get(key) === promise) inFlight.delete(key);
          settle = () => {};
          resolve(made);
        };
      }),
    );
    const promise = inFlight.get(key)!;
    // A request that ends without an answer (a dropped connection) lets the waiters render.
    let ended = false;
    res.once("close", () => {
      if (!ended) settle(undefined);
    });

    const versionBefore = contentVersion();
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    const write = res.write;
    const end = res.end;
    let first = true;
    const capture = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk == null || typeof chunk === "function") return;
      // An answer the app encoded itself (the large answers' cache sends its compressed bytes) is
      // not kept here: these bytes are not the document. (Checked on the first piece, before the
      // server's compression, further out, adds its own Content-Encoding.)
      if (first) {
        first = false;
        if (res.getHeader("Content-Encoding")) {
          keep = false;
          return;
        }
      }
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
      ended = true;
      capture(args[0], args[1]);
      res.write = write;
      res.end = end;
      const result = (end as (...a: Args) => Response).apply(this, args);
      let entry: Entry | undefined;
      try {
        entry = keep ? made() : undefined;
      } catch {
        // Never kept, and never leaves the waiters waiting.
        entry = undefined;
      }
      if (!entry) settle(undefined);
      else {
        // Kept at once, so the next request (the visitor after a save included) is served this
        // render, never the copy before it; compressed off the event loop meanwhile (a request that
        // comes first compresses for itself).
        store(key, entry);
        settle(entry);
        compress(entry.body).then(
          (compressed) => {
            entry.compressed.br ??= compressed.br;
            entry.compressed.gzip ??= compressed.gzip;
          },
          () => {},
        );
      }
      return result;
    } as Response["end"];

    /** The entry to keep, from the answer as sent, or nothing when it may not be shared. */
    const made = (): Entry | undefined => {
      // As sent: with what the security and /api hooks added when the head was written (the
      // compression's own Content-Encoding is left out; it is chosen per request).
      const headers = res.getHeaders();
      const maxAge = sharedMaxAge(headers["cache-control"]);
      if (res.statusCode !== 200 || maxAge <= 0 || headers["set-cookie"]) return undefined;
      // Nothing was written while this page was made (it may show the state before the write).
      if (contentVersion() !== versionBefore) return undefined;
      let body = Buffer.concat(chunks);
      const kept: Entry["headers"] = [];
      for (const [name, value] of Object.entries(headers))
        if (!SKIP_HEADERS.has(name) && value !== undefined) kept.push([name, value]);
      if (String(headers["content-type"] ?? "").startsWith("text/html")) {
        const html = body.toString("utf8");
        // A document cut short (an error while streaming) is never kept.
        if (!/<\/html>\s*$/.test(html)) return undefined;
        const csp = kept.find(([name]) => name === "content-security-policy");
        if (csp && typeof csp[1] === "string") {
          const same = withScriptHashes(html, csp[1]);
          csp[1] = same.csp;
          body = Buffer.from(same.html);
        }
      }
      const now = Date.now();
      const entry: Entry = {
        status: 200,
        headers: kept,
        body,
        compressed: {},
        etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        version: versionBefore,
        expires: now + maxAge * 1000,
        staleUntil: now + (maxAge + staleWhileRevalidate(headers["cache-control"])) * 1000,
      };
      return entry;
    };
    next();
  };

  return { serveFresh, fill };
}
