// An in-process cache of rendered public pages, in front of React Router (server.js).
//
// The app marks what anybody may share: public documents and their data requests carry
// `Cache-Control: public, ..., s-maxage=60` (app/server/cache-control.server.ts). A CDN in front
// would keep those a minute; this does the same at the origin, so a popular page is rendered once
// and then served like a static file, while staying exactly as fresh as the database:
//
// - any commit to the database, by this process or any other (workers, imports, CLI scripts),
//   empties it: SQLite's `PRAGMA data_version` on a connection of our own changes whenever another
//   connection commits, and it is read before every answer from the cache;
// - only anonymous reads use it: GET or HEAD without any cookie and without Authorization (flash
//   messages and the admin's session ride on cookies; such requests always reach the app);
// - only complete 200 answers the app called public are kept, for at most their s-maxage;
// - every answer gets a fresh CSP nonce: the stored page's nonce is replaced in the header and body.
//
// PAGE_CACHE=0 turns it off (npm run bench measures both).
import crypto from "node:crypto";
import zlib from "node:zlib";
import Database from "better-sqlite3";

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

function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== "string" || !/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return 0;
  const m = /s-maxage=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) : 0;
}

export function pageCache({ databasePath, enabled = true }) {
  if (!enabled || databasePath.endsWith(":memory:")) return (_req, _res, next) => next();
  // A connection of our own, read-only: its data_version moves when any other connection commits.
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const versionStatement = db.prepare("PRAGMA data_version").pluck();
  const dataVersion = () => versionStatement.get();
  /** url -> { status, headers, body (Buffer), compressed: { br?, gzip? }, nonce, expires } */
  const entries = new Map();
  let total = 0;
  let seenVersion = dataVersion();

  /** The database's version now; a change since the last look empties the cache. */
  const sync = () => {
    const version = dataVersion();
    if (version !== seenVersion) {
      entries.clear();
      total = 0;
      seenVersion = version;
    }
    return version;
  };

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.body.length;
  };

  const lookup = (key) => {
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

  const store = (key, entry) => {
    drop(key);
    entries.set(key, entry);
    total += entry.body.length;
    while (entries.size > MAX_ENTRIES || total > MAX_TOTAL) drop(entries.keys().next().value);
  };

  return (req, res, next) => {
    const anonymous = !req.headers.cookie && !req.headers.authorization;
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
      res.setHeader("X-Page-Cache", "hit");
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
    const chunks = [];
    let size = 0;
    let keep = true;
    const write = res.write;
    const end = res.end;
    const capture = (chunk, encoding) => {
      if (!keep || chunk == null || typeof chunk === "function") return;
      // A copy: the stream may reuse its chunk's memory once written.
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk);
      size += buffer.length;
      if (size > MAX_BYTES) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    res.setHeader("X-Page-Cache", "miss");
    res.write = function (chunk, encoding, cb) {
      capture(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      capture(chunk, encoding);
      res.write = write;
      res.end = end;
      const result = end.call(this, chunk, encoding, cb);
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
        const kept = {};
        for (const [name, value] of Object.entries(headers)) {
          if (!SKIP_HEADERS.has(name) && name !== "x-page-cache") kept[name] = value;
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
    };
    next();
  };
}
