// Shared by the admin-* and auth-* integration tests: real Requests, real cookies, real files.
import sharp from "sharp";
import { commitAdminSession } from "~/server/auth/auth.server";
import { getFlash } from "~/server/http/flash.server";
import { createUser, getUserByUsername } from "~/server/models/users.server";

export const BASE = "http://localhost";

// Route handlers typed by React Router want more than tests give; requests and params are real.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyArgs = any;

export function args(
  request: Request,
  params: Record<string, string> = {},
  address = "203.0.113.1",
) {
  return { request, params, context: { clientAddress: address } } as AnyArgs;
}

/** A `data(...)` result: its payload and status (200 when none was given). */
export function unwrap<T = Record<string, unknown>>(result: unknown) {
  const r = result as { type?: string; data: T; init?: { status?: number } | null };
  // A loader may return a plain object (200) instead of data(...).
  if (r?.type !== "DataWithResponseInit") return { data: result as T, status: 200 };
  return { data: r.data, status: r.init?.status ?? 200 };
}

/** Runs a handler that may throw a Response (redirects, 404s) and returns what it threw or gave. */
export async function settle(fn: () => unknown): Promise<unknown> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}

export function form(
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

export function multipart(
  url: string,
  fields: Record<string, string | File>,
  { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`${BASE}${url}`, { method, body, headers });
}

export const ADMIN = {
  username: "admin",
  password: "correct-horse-battery",
  email: "admin@example.com",
};

export async function ensureAdminUser() {
  return getUserByUsername(ADMIN.username) ?? (await createUser(ADMIN));
}

/** A signed-in admin's Cookie header (the same cookie, and session record, a browser gets at login). */
export async function adminCookie(userId: number, version: number): Promise<string> {
  const setCookie = await commitAdminSession(
    { id: userId, session_version: version },
    { remember: false },
  );
  return setCookie.split(";")[0];
}

/** The cookie pair of a Set-Cookie header with the given name. */
export function cookieFrom(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`));
}

/** The flash a redirect carries, read the way the next page reads it. */
export async function flashOf(res: Response) {
  const pairs = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { flash } = await getFlash(new Request(BASE, { headers: { Cookie: pairs.join("; ") } }));
  return flash;
}

export async function pngFile(name = "photo.png", size = 4) {
  const bytes = await sharp({
    create: { width: size, height: size, channels: 3, background: "#2563eb" },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

export function pdfFile(name = "datasheet.pdf") {
  const text = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return new File([text], name, { type: "application/pdf" });
}

export function textFile(name: string, text: string, type = "application/octet-stream") {
  return new File([text], name, { type });
}

/** A multipart form post from a signed-in admin's page (its cookie, same-origin). */
export function adminMultipart(url: string, fields: Record<string, string | File>, cookie: string) {
  const request = multipart(url, fields);
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}
