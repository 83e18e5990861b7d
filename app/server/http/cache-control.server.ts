import { carriesSession } from "./session-cookie.server";

/**
 * Cache-Control for HTML documents and their data requests (/*.data), set in entry.server.tsx.
 *
 * Public pages are the same for every visitor, so a CDN may keep them for a minute and serve a
 * stale copy for five more while it fetches a fresh one; browsers always ask again (max-age=0), so
 * a change by staff shows within a minute. The admin, anything that sets or carries a session, and
 * anything that is not a plain read are never stored anywhere.
 */
const PUBLIC_DOCUMENT = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** A 404 page may be kept briefly too: repeated probes of dead links never reach the server. */
const PUBLIC_NOT_FOUND = "public, max-age=0, s-maxage=60";
export const PRIVATE = "private, no-store";
/** /api reads anybody may share: a minute by a CDN, half of it by a browser. */
export const PUBLIC_API = "public, max-age=30, s-maxage=60, stale-while-revalidate=300";
/**
 * /api reads that carry download counts: counts are written every 5 s (DOWNLOAD_FLUSH_MS) and move
 * no content version, so an answer is shared for 5 s at most (no stale copy): what a client reads is
 * the database of at most 10 s ago.
 */
export const COUNTED_API = "public, max-age=0, s-maxage=5";
/** Files that never change under their name: hashed build assets, stored uploads. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function documentCacheControl(request: Request, status: number, headers: Headers): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/admin.")) {
    return PRIVATE;
  }
  if (request.method !== "GET" && request.method !== "HEAD") return PRIVATE;
  if (headers.has("Set-Cookie")) return PRIVATE;
  if (request.headers.has("Authorization")) return PRIVATE;
  if (carriesSession(request.headers.get("Cookie"))) return PRIVATE;
  // A route that chose its own policy (a `headers` export) keeps it.
  const own = headers.get("Cache-Control");
  if (own) return own;
  if (status === 200) return PUBLIC_DOCUMENT;
  if (status === 404) return PUBLIC_NOT_FOUND;
  return "no-store";
}

/**
 * Cache-Control for an /api answer whose route chose none (set by the server entry as the head is
 * written): anonymous 200 reads are public, anything signed in (a bearer token or the session
 * cookie), any write, any sign-in route and any error is never stored.
 */
export function apiCacheControl(answer: {
  method: string;
  /** The path below /api. */
  path: string;
  status: number;
  authorization: boolean;
  cookie: string | null | undefined;
  setsCookie: boolean;
}): string {
  const shared =
    (answer.method === "GET" || answer.method === "HEAD") &&
    answer.status === 200 &&
    !answer.path.startsWith("/auth/") &&
    !answer.authorization &&
    !carriesSession(answer.cookie) &&
    !answer.setsCookie;
  return shared ? PUBLIC_API : PRIVATE;
}

/** How long a shared cache may keep an answer: its s-maxage when it is public, else 0. */
export function sharedMaxAge(cacheControl: unknown): number {
  if (typeof cacheControl !== "string" || !/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return 0;
  const m = /s-maxage=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) : 0;
}

/** How long past its s-maxage a shared cache may serve an answer while it fetches a fresh one. */
export function staleWhileRevalidate(cacheControl: unknown): number {
  if (sharedMaxAge(cacheControl) === 0) return 0;
  const m = /stale-while-revalidate=(\d+)/.exec(String(cacheControl));
  return m ? Number(m[1]) : 0;
}
