import { data } from "react-router";

/** /api errors: `{"error": "..."}` with the status DESIGN.md names (400, 401, 403, 404, 409, 413, 415). */
export function jsonError(status: number, error: string, extra?: Record<string, unknown>) {
  return Response.json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
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
