/**
 * Where to go after signing in: only a path on this site. Anything else (an absolute or
 * protocol-relative URL, a backslash trick, control characters, an over-long value) gives `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers treat backslashes as slashes and drop tabs and newlines: "/\t/evil.com" is "//evil.com".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
  } catch {
    return fallback;
  }
  // The login page itself would only loop.
  if (to === "/admin/login" || to.startsWith("/admin/login?") || to.startsWith("/admin/logout"))
    return fallback;
  return to;
}
