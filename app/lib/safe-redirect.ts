/**
 * Where to go after signing in: only a path on this site. Anything else (an absolute or
 * protocol-relative URL, a backslash trick, control characters, an over-long value) gives `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  // The path and its percent-decoded forms must all be plain paths: a proxy or a later redirect that
  // decodes "/%2F%2Fevil.com" must not find "//evil.com" in it either.
  if (!isPlainPath(to)) return fallback;
  let form = to.split(/[?#]/)[0];
  for (let i = 0; i < 3; i++) {
    if (!isPlainPath(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return fallback;
    }
    if (decoded === form) break;
    form = decoded;
  }
  if (!isPlainPath(form)) return fallback;
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

function isPlainPath(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return false;
  // Browsers treat backslashes as slashes and drop tabs and newlines: "/\t/evil.com" is "//evil.com".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  return !/[\\\u0000-\u001f\u007f]/.test(to);
}
