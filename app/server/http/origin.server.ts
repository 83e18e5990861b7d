/**
 * Where a request says it comes from, the one test used by the server entry (server/guards.ts) for
 * every route and by the app's admin guards (auth.server.ts).
 *
 * - "same-origin": the browser proves it: Sec-Fetch-Site is same-origin, or (older browsers) the
 *   Origin is this host or SITE_URL.
 * - "cross-site": the browser says another site (Sec-Fetch-Site same-site or cross-site, a foreign,
 *   "null" or unreadable Origin).
 * - "unknown": neither header (curl, an API client, a very old browser), or Sec-Fetch-Site "none"
 *   (typed into the address bar), which proves nothing about a write.
 */
export type Provenance = "same-origin" | "cross-site" | "unknown";

interface HeaderSource {
  get(name: string): string | null | undefined;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * `host` is the Host this request was addressed to (behind a trusted proxy, X-Forwarded-Host);
 * `siteUrl` the public address (SITE_URL), which also counts as this site.
 */
export function requestProvenance(
  headers: HeaderSource,
  host: string | null | undefined,
  siteUrl?: string | null,
): Provenance {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "same-origin") return "same-origin";
  if (fetchSite && fetchSite !== "none") return "cross-site";
  const from = headers.get("origin");
  if (!from) return "unknown";
  // Sandboxed frames and some redirects send "null": never this site.
  const fromOrigin = from === "null" ? null : originOf(from);
  if (!fromOrigin) return "cross-site";
  const site = siteUrl ? originOf(siteUrl) : null;
  if (site && fromOrigin === site) return "same-origin";
  return host && new URL(fromOrigin).host === host ? "same-origin" : "cross-site";
}

/** Methods that change nothing (no route writes on them: a test walks every loader). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** An Authorization header that carries a bearer token (the only kind the app reads). */
const BEARER = /^Bearer\s+\S+\s*$/i;

/**
 * Why a write must be refused as cross-site, or null when it may go on. A browser that says another
 * site sent it is refused. A write that carries the admin's session cookie must also prove it comes
 * from this site: the cookie alone is sent by any page that can make the browser post. The one
 * thing that may stand in for that proof is a bearer token on /api: there the app reads the token
 * and never the cookie (a token that is not valid is a 401, the cookie untried), so a forged header
 * cannot borrow the session. Anywhere else (the admin's forms) the cookie is what signs the write in,
 * so no Authorization header of any kind replaces the proof.
 */
export function crossSiteRefusal(
  write: {
    method: string;
    path: string;
    headers: HeaderSource;
    /** The Host the request was addressed to (behind a trusted proxy, X-Forwarded-Host). */
    host: string | null | undefined;
    carriesSession: boolean;
  },
  siteUrl?: string | null,
): string | null {
  if (SAFE_METHODS.has(write.method.toUpperCase())) return null;
  const provenance = requestProvenance(write.headers, write.host, siteUrl);
  if (provenance === "cross-site") return "Cross-site request refused";
  if (provenance === "same-origin" || !write.carriesSession) return null;
  const api = write.path === "/api" || write.path.startsWith("/api/");
  if (api && BEARER.test(write.headers.get("authorization") ?? "")) return null;
  return "Cross-site request refused: a signed-in write must say where it comes from (Origin)";
}
