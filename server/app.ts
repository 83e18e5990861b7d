// The Express application and HTTP server of the site (server/index.ts starts it): security headers,
// the request guards, the page cache, static files, the React Router handler, and the limits on
// slow clients.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { apiCacheControl, IMMUTABLE } from "../app/server/http/cache-control.server";
import { env, speedLayer, trustProxySetting } from "../app/server/env.server";
import { isStoredUpload } from "../app/server/files/uploads.server";
import { takesUploads } from "../app/server/http/body.server";
import { bodyLimitGuard, clientAddress, crossSiteGuard, refuse, requestShapeGuard } from "./guards";
import { coalesceWrites } from "./coalesce";
import { pageCache } from "./page-cache";
import { handlersByFirstSegment } from "./route-partitions";
import { guardSlowClients } from "./slow-clients";

const BUILD_DIR = path.resolve(env.BUILD_DIR);

/**
 * The site's HTTP server around a React Router build, not yet listening: the production entry
 * (server/index.ts) listens on PORT; the security tests start it on a loopback port.
 */
export function createSiteServer(build: ServerBuild): http.Server {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting());
  // Answers compressed as they are sent (page-cache misses, /api, data requests) use brotli quality
  // 3: half the CPU of the package's default 4 (0.55 against 1.0 ms for a 124 KB category page) for
  // 5 % more bytes. Pages the cache keeps are compressed once, at quality 9 (page-cache.ts).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));

  const production = env.NODE_ENV === "production";
  app.use((_req, res, next) => {
    // Every response gets a CSP: HTML documents bring their own (a nonce from entry.server.tsx, or
    // the hashes of its scripts when served from the page cache); anything else gets the strictest, added just before the head is written so it never doubles.
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (!res.hasHeader("Content-Security-Policy")) {
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        );
      }
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (production)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  });
  // Malformed requests, writes from another site and bodies larger than their route takes are
  // refused here, for every route.
  app.use(requestShapeGuard());
  app.use(crossSiteGuard(env.SITE_URL));
  app.use(bodyLimitGuard());
  // Public pages rendered once, then served from memory while what visitors see is unchanged and
  // their s-maxage lasts, one render at a time per page (server/page-cache.ts). Fresh copies are
  // answered here, before the static-file lookups; the rest below. PAGE_CACHE=0 (or the whole
  // speed layer off, SPEED_LAYER=0) renders every request.
  const pages = pageCache({
    databasePath: path.resolve(env.DATABASE_PATH),
    enabled: speedLayer && env.PAGE_CACHE !== "0",
    debug: env.PAGE_CACHE_DEBUG === "1",
  });
  app.use(pages.serveFresh);
  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(BUILD_DIR, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  // The rest of the client folder (favicon, images). Looking a page's path up there costs a stat
  // and its bookkeeping on every request, so a path that cannot name a file in it skips the
  // lookup: its first segment is none of the folder's top-level names (read once; a build never
  // changes while served), and nothing in it (a percent-escape, a dot segment, an empty first
  // segment) could make it resolve to another path. Anything else is looked up as before.
  const clientDir = path.join(BUILD_DIR, "client");
  const clientFiles = express.static(clientDir, { maxAge: "1h", index: false });
  const clientNames = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
  app.use((req, res, next) => {
    const first = /^\/([^/%.][^/%]*)(?:\/|$)/.exec(req.path)?.[1];
    const neverAFile =
      first !== undefined &&
      !clientNames.has(first) &&
      !req.path.includes("%") &&
      !req.path.includes("/.");
    if (neverAFile) return next();
    clientFiles(req, res, next);
  });
  // /api reads: the policy of app/server/http/cache-control.server.ts, unless a route chose its own.
  app.use("/api", (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (!res.hasHeader("Cache-Control")) {
        const policy = apiCacheControl({
          method: req.method,
          path: req.path,
          status: typeof args[0] === "number" ? args[0] : res.statusCode,
          authorization: !!req.headers.authorization,
          cookie: req.headers.cookie,
          setsCookie: res.hasHeader("Set-Cookie"),
        });
        res.setHeader("Cache-Control", policy);
        if (policy.startsWith("public")) res.vary("Authorization").vary("Cookie");
      }
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  });
  // Uploaded files (app/server/files/uploads.server.ts stores them under random names). Only the kinds it
  // accepts are shown inline; anything else downloads. The sandboxing CSP means even an SVG opened
  // directly can never run script as this site. PDFs keep the global CSP but not `sandbox`, which
  // would stop Chromium's viewer from showing them (a PDF cannot script this origin's pages).
  const INLINE_UPLOADS = new Set([
    ".jpg",
    ".jpeg",
    ".png",
    ".webp",
    ".gif",
    ".svg",
    ".pdf",
    ".mp4",
  ]);
  app.use(
    "/uploads",
    express.static(path.resolve(env.UPLOADS_DIR), {
      maxAge: "1d",
      index: false,
      dotfiles: "deny",
      redirect: false,
      setHeaders(res, filePath, stat) {
        const ext = path.extname(filePath).toLowerCase();
        // A stored upload is written once under a fresh random name and never rewritten: its URL
        // can be cached for a year, and its ETag is strong. Other files (copied in by hand) keep
        // a day.
        if (isStoredUpload(path.basename(filePath))) {
          res.setHeader("Cache-Control", IMMUTABLE);
          res.setHeader(
            "ETag",
            `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
          );
        }
        res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        if (ext === ".pdf") {
          res.setHeader("Content-Disposition", "inline");
          return;
        }
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
        );
        if (ext === ".svg") res.setHeader("Content-Type", "image/svg+xml");
        // A service booking's video plays in the tracking page's <video> as stored.
        if (ext === ".mp4") res.setHeader("Content-Type", "video/mp4");
        if (!INLINE_UPLOADS.has(ext)) {
          res.setHeader("Content-Disposition", "attachment");
          res.setHeader("Content-Type", "application/octet-stream");
        }
      },
    }),
  );
  // A missing upload is a plain 404, not the site's HTML page.
  app.use("/uploads", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  // Everything below answers in one write per response (up to 1 MB): see server/coalesce.ts.
  app.use(coalesceWrites(1024 * 1024));
  app.use(pages.fill);
  // A path is matched among the routes that start with its first segment (server/route-partitions.ts),
  // unless the speed layer is off.
  const handlerFor = handlersByFirstSegment(
    build,
    (part) =>
      createRequestHandler({
        build: part,
        // Always React Router's production mode: this entry serves a production build, and any other
        // mode puts an error's message and stack (with server paths) into the answer. NODE_ENV still
        // chooses the rest (HSTS, the session cookie's name).
        mode: "production",
        getLoadContext: (req) => ({ clientAddress: clientAddress(req) }),
      }),
    speedLayer,
  );
  app.all("/{*splat}", (req, res, next) => handlerFor(req.path)(req, res, next));
  // Anything thrown before React Router answers (a malformed URL...) is the client's fault or ours,
  // but never a stack trace on the wire.
  app.use(
    (error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (res.headersSent) return next(error);
      const status = (error as { status?: number }).status;
      if (typeof status === "number" && status >= 400 && status < 500)
        return refuse(req, res, status, "Bad request");
      console.error("[server] request failed:", error);
      refuse(req, res, 500, "Internal server error");
    },
  );

  // Node checks the request and head timeouts at this interval (30 s by default): often enough
  // that a short configured timeout is met.
  const connectionsCheckingInterval = Math.min(
    30_000,
    Math.max(250, Math.floor(env.HEADERS_TIMEOUT_MS / 4)),
  );
  const server = http.createServer({ connectionsCheckingInterval }, app);
  // Slow clients: a request head must arrive within HEADERS_TIMEOUT_MS, the whole request within
  // REQUEST_TIMEOUT_MS, and a connection silent for IDLE_TIMEOUT_MS is closed; an idle keep-alive
  // connection lives 5 s. Past those, server/slow-clients.ts closes connections that send nothing,
  // bodies below their receive rate and an address's connections past its share, and hands the
  // slots of connections waiting without a request to newcomers when all MAX_CONNECTIONS are
  // taken. A browser never meets these; a client trickling bytes to hold a socket does.
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS + 1);
  server.timeout = env.IDLE_TIMEOUT_MS;
  server.keepAliveTimeout = 5_000;
  server.maxRequestsPerSocket = 1_000;
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  guardSlowClients(server, {
    maxConnections: env.MAX_CONNECTIONS,
    maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    headersMs: env.HEADERS_TIMEOUT_MS,
    body: { windowMs: 10_000, minBytesPerS: env.BODY_MIN_BYTES_PER_S },
    upload: { windowMs: 30_000, minBytesPerS: env.UPLOAD_MIN_BYTES_PER_S },
    takesUploads,
    trustedProxy: (address) => trust(address, 0),
  });
  return server;
}
