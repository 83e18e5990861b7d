// Request guards that the server entry applies before React Router sees a request, once for every
// route (pages, resource routes, /api), so no route can forget them. The rules themselves live in
// the app (app/server/http/) and are shared with it.
import type { NextFunction, Request, Response } from "express";
import { bodyLimitFor, takesUploads } from "../app/server/http/body.server";
import { crossSiteRefusal, SAFE_METHODS } from "../app/server/http/origin.server";
import { carriesSession } from "../app/server/http/session-cookie.server";

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

const MB = 1024 * 1024;
/** Methods some route answers; anything else (TRACE, CONNECT, made-up ones) is a 405. */
const KNOWN_METHODS = new Set([...SAFE_METHODS, "POST", "PUT", "PATCH", "DELETE"]);
/** Past this a refused body is not read to its end: the connection is closed instead. */
const DRAIN_LIMIT = 256 * MB;

/**
 * The client's address, for per-address limits: the TCP peer, or with TRUST_PROXY what the trusted
 * proxies say (Express walks X-Forwarded-For from the right, past the configured hops only, so an
 * address the client wrote itself is never taken).
 */
export function clientAddress(req: Request): string {
  return req.ip || req.socket.remoteAddress || "unknown";
}

export function refuse(req: Request, res: Response, status: number, message: string): void {
  // Node reads and drops an unread body after the answer, so the client (a browser still sending a
  // too-large file) gets to see it; a body of unknown or absurd length just loses its connection.
  const declared = Number(req.get("content-length") ?? NaN);
  if (!(declared <= DRAIN_LIMIT)) res.set("Connection", "close");
  res.set("Cache-Control", "no-store");
  if (req.path === "/api" || req.path.startsWith("/api/"))
    res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/**
 * A request the app cannot place: no Host (HTTP/1.0 allows it; every URL the app builds needs one)
 * is a 400, a method no route answers (TRACE...) a 405. Both answered here, never as an error.
 */
export function requestShapeGuard(): Middleware {
  return (req, res, next) => {
    if (!KNOWN_METHODS.has(req.method)) {
      res.set("Allow", [...KNOWN_METHODS].join(", "));
      return refuse(req, res, 405, "Method not allowed");
    }
    const host = req.headers.host;
    if (!host || !/^[\w.-]+(?::\d{1,5})?$|^\[[0-9a-fA-F:.]+\](?::\d{1,5})?$/.test(host))
      return refuse(req, res, 400, "A valid Host header is required");
    next();
  };
}

/**
 * Refuses (403) a write a browser marks as coming from another site, and a write that carries the
 * admin session cookie without proof that it comes from this site (Origin or Sec-Fetch-Site):
 * SameSite=Lax alone is not that proof. Only a bearer token on /api stands in for it (the rule is
 * crossSiteRefusal, in app/server/http/origin.server.ts).
 */
export function crossSiteGuard(siteUrl: string | undefined): Middleware {
  return (req, res, next) => {
    const refusal = crossSiteRefusal(
      {
        method: req.method,
        path: req.path,
        headers: { get: (name) => req.get(name) },
        host: req.host,
        carriesSession: carriesSession(req.headers.cookie),
      },
      siteUrl,
    );
    if (refusal) return refuse(req, res, 403, refusal);
    next();
  };
}

/**
 * Refuses a body larger than its route may take (413) from the declared Content-Length, before any
 * of it is read. Only upload routes take a body of unknown length (chunked); the app's body reader
 * counts those as they arrive. Everywhere else one must be declared (411).
 */
export function bodyLimitGuard(): Middleware {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const limit = bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding") && !takesUploads(req.path))
        return refuse(req, res, 411, "A Content-Length is required");
      return next();
    }
    if (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)
      return refuse(
        req,
        res,
        413,
        `The request body is too large (maximum ${Math.round(limit / MB)} MB)`,
      );
    next();
  };
}
