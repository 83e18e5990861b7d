// Production server: Express around the React Router build, so we control headers, caching and
// compression (react-router-serve sends no security headers). `npm start` builds first, then runs this.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";

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
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  });
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
  app.use(
    "/uploads",
    express.static(path.resolve(process.env.UPLOADS_DIR || "uploads"), {
      maxAge: "1d",
      index: false,
      dotfiles: "deny",
      setHeaders(res) {
        // Uploaded files never run as a page of this site, even an SVG opened directly.
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      },
    }),
  );
  app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV }));
  app.listen(PORT, HOST, () => console.log(`[server] listening on http://localhost:${PORT}`));
}
