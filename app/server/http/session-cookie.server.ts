/**
 * The admin session cookie's name, "admin_session" ("__Host-admin_session" in production, see
 * auth/auth.server.ts), and the one test for whether a request carries it: the page cache, the /api
 * cache policy and the cross-site guard all ask the same question.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?admin_session=/;

export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}
