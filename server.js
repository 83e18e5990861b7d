// Production server: Express around the React Router build, so we control headers, caching and
// compression (react-router-serve sends no security headers). `npm start` builds first, then runs this.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { bodyLimitGuard, crossSiteGuard } from "./server-guards.js";
import { pageCache } from "./page-cache.js";

const PORT = Number(process.env.PORT || 3000);
const HOST = process.env.HOST || "0.0.0.0";
const WORKERS = Number(process.env.WEB_CONCURRENCY || 1);
const BUILD_DIR = path.resolve(process.env.BUILD_DIR || "build");
const serverBuild = pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href;

if (WORKERS > 1 && cluster.isPrimary) {
  // The primary migrates and seeds once (by loading the build), then forks the workers that serve.
  await import(serverBuild);
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    console.error(`[server] worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
} else {
  // Importing the build runs migrations, the one-time seed and the first-admin check.
  const build = await import(serverBuild);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use(compression());
  const production = process.env.NODE_ENV === "production";
  app.use((_req, res, next) => {
    // Every response gets a CSP: HTML documents bring their own nonce-based one (entry.server.tsx);
    // anything else gets the strictest, added just before the head is written so it never doubles.
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.hasHeader("Content-Security-Policy")) {
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        );
      }
      return writeHead.apply(this, args);
    };
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (production)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  });
  // Writes from another site are refused, and bodies larger than their kind, for every route.
  app.use(crossSiteGuard({ siteUrl: process.env.SITE_URL }));
  app.use(bodyLimitGuard());
  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(BUILD_DIR, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  app.use(express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false }));
  // /api reads: anonymous GETs may be kept briefly (a minute by a CDN, half of it by a browser);
  // anything signed in (a bearer token or the admin cookie), any write and any error is never stored.
  // A route that chose its own Cache-Control keeps it.
  const ADMIN_COOKIE = /(?:^|;\s*)(?:__Host-)?admin_session=/;
  app.use("/api", (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.hasHeader("Cache-Control")) {
        const status = typeof args[0] === "number" ? args[0] : res.statusCode;
        const shared =
          (req.method === "GET" || req.method === "HEAD") &&
          status === 200 &&
          !req.path.startsWith("/auth/") &&
          !req.headers.authorization &&
          !ADMIN_COOKIE.test(req.headers.cookie ?? "") &&
          !res.hasHeader("Set-Cookie");
        res.setHeader(
          "Cache-Control",
          shared
            ? "public, max-age=30, s-maxage=60, stale-while-revalidate=300"
            : "private, no-store",
        );
        if (shared) res.vary("Authorization").vary("Cookie");
      }
      return writeHead.apply(this, args);
    };
    next();
  });
  // Uploaded files (app/server/uploads.server.ts stores them under random names). Only the kinds it
  // accepts are shown inline; anything else downloads. The sandboxing CSP means even an SVG opened
  // directly can never run script as this site. PDFs keep the global CSP but not `sandbox`, which
  // would stop Chromium's viewer from showing them (a PDF cannot script this origin's pages).
  const INLINE_UPLOADS = new Set([".jpg", ".jpeg", ".png", ".webp", ".gif", ".svg", ".pdf"]);
  // A stored upload is written once under a fresh random name and never rewritten (a new file gets a
  // new name): its URL can be cached for a year, and its ETag is strong. Other files (copied in by
  // hand) keep a day.
  const STORED_UPLOAD = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
  app.use(
    "/uploads",
    express.static(path.resolve(process.env.UPLOADS_DIR || "uploads"), {
      maxAge: "1d",
      index: false,
      dotfiles: "deny",
      redirect: false,
      setHeaders(res, filePath, stat) {
        const ext = path.extname(filePath).toLowerCase();
        if (STORED_UPLOAD.test(path.basename(filePath))) {
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
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
  // Public pages rendered once, then served from memory until the database changes or their
  // s-maxage ends (page-cache.js). PAGE_CACHE=0 renders every request.
  app.use(
    pageCache({
      databasePath: path.resolve(process.env.DATABASE_PATH || "data/site.db"),
      enabled: process.env.PAGE_CACHE !== "0",
    }),
  );
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      // The client's address for sign-in rate limits (req.ip honours TRUST_PROXY).
      getLoadContext: (req) => ({ clientAddress: req.ip }),
    }),
  );
  app.listen(PORT, HOST, () => console.log(`[server] listening on http://localhost:${PORT}`));
}
