// Request guards that server.js applies before React Router sees a request, once for every route
// (pages, resource routes, /api), so no route can forget them.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const MB = 1024 * 1024;
/** JSON and urlencoded bodies: the largest form (a 200,000-character blog post) fits. */
export const TEXT_BODY_LIMIT = 2 * MB;
/**
 * Multipart bodies: the largest upload (a 200 MB driver) plus its text fields. The upload handling
 * (app/server/uploads.server.ts) applies each file's own limit while receiving.
 */
export const MULTIPART_BODY_LIMIT = 210 * MB;

function origin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser tells us a write comes from another site: Sec-Fetch-Site other than
 * same-origin or none (typed in, bookmarks), or an Origin that is neither this host nor SITE_URL.
 * A request with neither header (curl, an API client, an old browser) is not cross-site by this
 * test; the SameSite=Lax session cookie is not sent on a cross-site POST anyway.
 */
export function isCrossSite(req, siteOrigin) {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const from = req.get("origin");
  if (!from) return false;
  // Sandboxed frames and some redirects send "null": never this site.
  if (from === "null") return true;
  const fromOrigin = origin(from);
  if (!fromOrigin) return true;
  if (siteOrigin && fromOrigin === siteOrigin) return false;
  // req.host honours X-Forwarded-Host only when TRUST_PROXY=1.
  return new URL(fromOrigin).host !== req.host;
}

/** Past this a refused body is not read to its end: the connection is closed instead. */
const DRAIN_LIMIT = 256 * MB;

function refuse(req, res, status, message) {
  // Node reads and drops an unread body after the answer, so the client (a browser still sending a
  // too-large file) gets to see it; a body of unknown or absurd length just loses its connection.
  const declared = Number(req.get("content-length") ?? NaN);
  if (!(declared <= DRAIN_LIMIT)) res.set("Connection", "close");
  res.set("Cache-Control", "no-store");
  if (req.path === "/api" || req.path.startsWith("/api/"))
    res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/** Refuses (403) every non-GET request a browser marks as coming from another site. */
export function crossSiteGuard({ siteUrl } = {}) {
  const siteOrigin = siteUrl ? origin(siteUrl) : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req, siteOrigin)) return next();
    refuse(req, res, 403, "Cross-site request refused");
  };
}

/**
 * Refuses bodies larger than their kind may be (413) from the declared Content-Length, before any of
 * them is read; a JSON or urlencoded body of unknown length (chunked) must declare one (411).
 */
export function bodyLimitGuard() {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const multipart = /^multipart\/form-data\b/i.test(req.get("content-type") ?? "");
    const limit = multipart ? MULTIPART_BODY_LIMIT : TEXT_BODY_LIMIT;
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (!multipart && req.get("transfer-encoding"))
        return refuse(req, res, 411, "A Content-Length is required");
      return next();
    }
    if (Number(declared) > limit)
      return refuse(
        req,
        res,
        413,
        `The request body is too large (maximum ${Math.round(limit / MB)} MB)`,
      );
    next();
  };
}
