import { data } from "react-router";

/** /api errors: `{"error": "..."}` with the status DESIGN.md names (400, 401, 403, 404, 409, 413, 415). */
export function jsonError(status: number, error: string, extra?: Record<string, unknown>) {
  return Response.json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The methods an /api path can take. */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A method the /api path does not take: 405 naming the ones it does, in `Allow` (HEAD goes with GET)
 * and in the message.
 */
export function methodNotAllowed(allow: readonly ApiMethod[]): Response {
  const methods = allow.includes("GET") ? [...allow, "HEAD"] : [...allow];
  const res = jsonError(405, `Method not allowed: this path takes ${allow.join(", ")}`);
  res.headers.set("Allow", methods.join(", "));
  return res;
}

/**
 * An /api route's answer to a method outside `allow`, or null when the route takes it. Loaders get
 * GET and HEAD (and OPTIONS), actions the writes; each route module calls this first in both.
 */
export function refuseMethod(request: Request, allow: readonly ApiMethod[]): Response | null {
  const method = request.method.toUpperCase();
  if (method === "HEAD" || method === "OPTIONS")
    return allow.includes("GET") ? null : methodNotAllowed(allow);
  return (allow as readonly string[]).includes(method) ? null : methodNotAllowed(allow);
}

/** Parses an /api path id: a positive whole number, else null (the caller answers 404). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Throws the 404 that the nearest ErrorBoundary renders as a not-found page. */
export function notFound(message = "Not Found"): never {
  throw data(message, { status: 404 });
}
