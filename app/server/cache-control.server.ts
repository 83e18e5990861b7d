/**
 * Cache-Control for HTML documents and their data requests (/*.data), set in entry.server.tsx.
 *
 * Public pages are the same for every visitor, so a CDN may keep them for a minute and serve a
 * stale copy for five more while it fetches a fresh one; browsers always ask again (max-age=0), so
 * a change by staff shows within a minute. The admin, anything that sets or carries a session, and
 * anything that is not a plain read are never stored anywhere.
 */
export const PUBLIC_DOCUMENT = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** A 404 page may be kept briefly too: repeated probes of dead links never reach the server. */
export const PUBLIC_NOT_FOUND = "public, max-age=0, s-maxage=60";
export const PRIVATE = "private, no-store";

// The admin session cookie (auth.server.ts: "admin_session", "__Host-admin_session" in production).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?admin_session=/;

export function documentCacheControl(request: Request, status: number, headers: Headers): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/admin.")) {
    return PRIVATE;
  }
  if (request.method !== "GET" && request.method !== "HEAD") return PRIVATE;
  if (headers.has("Set-Cookie")) return PRIVATE;
  if (request.headers.has("Authorization")) return PRIVATE;
  if (SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) return PRIVATE;
  // A route that chose its own policy (a `headers` export) keeps it.
  const own = headers.get("Cache-Control");
  if (own) return own;
  if (status === 200) return PUBLIC_DOCUMENT;
  if (status === 404) return PUBLIC_NOT_FOUND;
  return "no-store";
}
