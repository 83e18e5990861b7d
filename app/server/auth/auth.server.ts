/**
 * Admin authentication: the one place that knows about sessions, bearer tokens and rate limits.
 *
 * Pages (every loader AND action under /admin, because an action runs without its layout's loader):
 *   const user = await requireAdmin(request);      // redirects to /admin/login?redirectTo=<this page>
 *
 * /api writes (POST/PUT/DELETE resource routes):
 *   const user = await requireApiAdmin(request);   // throws a JSON 401 (or 403 for a cross-site cookie)
 *   // a bearer token from POST /api/auth/login, or the admin session cookie of a same-origin page
 *
 * /api reads that show more to an admin (e.g. inactive products): `await getApiAdmin(request)`.
 *
 * Sessions are signed httpOnly cookies (SameSite=Lax, Secure and `__Host-` in production) holding the
 * user id, users.session_version and a random session id recorded server-side (admin_sessions):
 * logout deletes that record, so a copied cookie dies with it; bumping the version (password reset)
 * ends every session. Timeouts (SESSION_TIMEOUTS) are enforced from the record's times, not the
 * cookie's lifetime: 2 hours without a request, and 12 hours after sign-in (30 days with Remember me).
 */
import { randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { createCookie, createCookieSessionStorage, data, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { User } from "../db/schema";
import { writeTransaction } from "../db.server";
import { env, isProduction } from "../env.server";
import { jsonError } from "../http/responses.server";
import {
  createAdminSessionRecord,
  endAdminSession,
  touchAdminSession,
} from "../models/admin-sessions.server";
import { getUserByApiToken } from "../models/api-tokens.server";
import {
  checkRateLimit,
  clearHits,
  deleteHit,
  recordHit,
  windowHits,
} from "../models/rate-limits.server";
import { mailServerAnswers, sendMail } from "../mail/mailer.server";
import { passwordResetMail } from "../mail/password-reset-mail.server";
import { createPasswordReset, RESET_TOKEN_TTL_MS } from "../models/password-resets.server";
import {
  getUserByEmail,
  getUserById,
  getUserByUsername,
  toPublicUser,
  type PublicUser,
} from "../models/users.server";
import { hashPassword, verifyPassword } from "./password.server";
import { sessionSecret } from "./session-secret.server";
import { readForm } from "../http/body.server";
import { requestProvenance } from "../http/origin.server";
import { fieldErrors } from "../validation/fields.server";
import { loginInput, resetRequestInput } from "../validation/auth.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (server.js getLoadContext; honours TRUST_PROXY). */
    clientAddress?: string;
  }
}

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

const HOUR_MS = 60 * 60 * 1000;
/** Server-side session limits: idle (rolling) and absolute, with and without Remember me. */
export const SESSION_TIMEOUTS = {
  idleMs: 2 * HOUR_MS,
  maxMs: 12 * HOUR_MS,
  rememberMaxMs: REMEMBER_ME_SECONDS * 1000,
} as const;

interface SessionData {
  userId: number;
  version: number;
  /** A fresh random id at every sign-in (its hash is the admin_sessions key). */
  sid: string;
}

const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: isProduction ? "__Host-admin_session" : "admin_session",
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    path: "/",
    secrets: [sessionSecret],
  },
});

// ---------------------------------------------------------------------------------------------
// Sign-in with rate limits

/** The fixed messages of the login screen. */
const LOGIN_MESSAGES = {
  invalid: "Invalid username or password",
  error: "An error occurred during login. Please try again.",
  locked: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;

/**
 * Sign-in throttling, counted per client address so that an attacker slows himself, never the admin.
 * Each failure is one hit keyed by address and username together ("ip:<address> user:<name>"):
 * - an address with LOGIN_LIMIT.limit failures in the window, whatever usernames it tried, is
 *   refused (the right password too) until the oldest of them leaves the window. That ceiling also
 *   bounds one username from one address, which can only count fewer;
 * - once a username has LOGIN_USERNAME_CEILING failures in the window from anywhere (guesses spread
 *   over many addresses), every address that has failed in the window is refused for it, while an
 *   address with no failure still has its password checked: the right password from it always works;
 * - the right password forgets that address's failures for that username;
 * - a browser that has signed in as that username before (a known device: the signed, httpOnly
 *   cookie set at every sign-in on the page, which another machine never has) is counted on its own
 *   ("device:<id> user:<name>") instead of by its address: neither the address's failures nor the
 *   username's ceiling refuse it, only LOGIN_LIMIT.limit failures of its own. So the admin who
 *   mistypes during an attack, or shares the attacker's address, still gets in from their own
 *   browser, and an attacker elsewhere gains nothing, since he cannot make such a cookie.
 * An attempt is counted before its password is checked (and taken back when it is right), so
 * parallel requests get no more guesses than the limit; a refused attempt is not counted, so
 * waiting always ends the refusal.
 */
export const LOGIN_LIMIT = { bucket: "login", limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_USERNAME_CEILING = 20;

export type LoginResult =
  | { ok: true; user: User }
  | {
      ok: false;
      status: 400 | 401 | 429 | 500;
      error: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/**
 * What one client controls of its address: an IPv4 address, or the /64 of an IPv6 one (a single
 * host is routinely given a whole /64, so its addresses one by one would each look new).
 */
export function throttleAddress(address: string): string {
  const a = address.trim().toLowerCase().split("%")[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(a)) return a;
  if (isIPv6(a)) {
    // Expand "::" and a trailing dotted IPv4 part, then keep the first four groups.
    const [head, tail = ""] = a.split("::");
    const groups = (part: string) =>
      part
        ? part.split(":").flatMap((g) => {
            if (!g.includes(".")) return [g];
            const [b1, b2, b3, b4] = g.split(".").map(Number);
            return [((b1 << 8) | b2).toString(16), ((b3 << 8) | b4).toString(16)];
          })
        : [];
    const h = groups(head);
    const t = groups(tail);
    const all = [...h, ...Array(8 - h.length - t.length).fill("0"), ...t];
    return `${all
      .slice(0, 4)
      .map((g) => parseInt(g, 16).toString(16))
      .join(":")}::/64`;
  }
  // Not an address (no peer known, or a proxy's odd header): one key, without spaces.
  return a.replace(/[^\w.:/-]/g, "_").slice(0, 100) || "unknown";
}

const addressPrefix = (address: string) => `ip:${throttleAddress(address)} `;

let dummyHash: Promise<string> | undefined;

/** A browser that has signed in as `username` before: what its known-device cookie holds. */
export interface KnownDevice {
  username: string;
  id: string;
}

const KNOWN_DEVICE_DAYS = 400;

// Sent only to the admin's pages (the sign-in page posts to itself), so public pages never see it
// and stay anonymous for the page cache. `__Secure-` (not `__Host-`, which demands Path=/) over HTTPS.
const knownDeviceCookie = createCookie(isProduction ? "__Secure-admin_device" : "admin_device", {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/admin",
  maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  secrets: [sessionSecret],
});

const usernameKey = (username: string) => username.trim().toLowerCase();

/** The known device a request's cookie names, or null (absent, forged or malformed). */
async function knownDeviceOf(request: Request): Promise<KnownDevice | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value: unknown = await knownDeviceCookie.parse(header).catch(() => null);
  if (!value || typeof value !== "object") return null;
  const { u, d } = value as { u?: unknown; d?: unknown };
  if (typeof u !== "string" || typeof d !== "string" || !/^[a-f0-9]{32}$/.test(d)) return null;
  return { username: u, id: d };
}

/**
 * The Set-Cookie value that marks this browser as a known device for `user` (kept for
 * KNOWN_DEVICE_DAYS from each sign-in; the same id while the browser keeps signing in as them).
 */
export async function rememberKnownDevice(request: Request, user: Pick<User, "username">) {
  const had = await knownDeviceOf(request);
  const username = usernameKey(user.username);
  const id = had && had.username === username ? had.id : randomBytes(16).toString("hex");
  return knownDeviceCookie.serialize({ u: username, d: id });
}

/**
 * Checks a username and password under the throttle above. Used by the form strategy (pages) and by
 * POST /api/auth/login, so both share one count.
 */
export async function attemptLogin(
  input: { username?: unknown; password?: unknown },
  address: string,
  device: KnownDevice | null = null,
): Promise<LoginResult> {
  const parsed = loginInput.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, status: 400, error: Object.values(errors)[0], fieldErrors: errors };
  }
  const { username, password } = parsed.data;
  const { bucket, limit, windowMs } = LOGIN_LIMIT;
  const fromAddress = addressPrefix(address);
  const name = usernameKey(username);
  const userKey = `user:${name}`;
  // A known device of this username is counted by itself, never by its address.
  const ownDevice = device !== null && device.username === name;
  const pairKey = ownDevice ? `device:${device.id} ${userKey}` : `${fromAddress}${userKey}`;
  const now = Date.now();
  const waitUntil = (at: number) => Math.max(1, Math.ceil((at + windowMs - now) / 1000));
  // Decide and count in one write transaction, so no other request or process slips in between.
  type Gate = { retryAfterSeconds: number } | { failedBefore: number; userHit: number };
  const gate = writeTransaction((): Gate => {
    const since = now - windowMs;
    if (ownDevice) {
      const failed = windowHits(bucket, { key: pairKey }, since);
      if (failed.n >= limit) return { retryAfterSeconds: waitUntil(failed.oldest!) };
      recordHit(bucket, pairKey, now);
      return { failedBefore: failed.n, userHit: recordHit(bucket, userKey, now) };
    }
    const failed = windowHits(bucket, { prefix: fromAddress }, since);
    if (failed.n >= limit) return { retryAfterSeconds: waitUntil(failed.oldest!) };
    if (failed.n > 0 && windowHits(bucket, { key: userKey }, since).n >= LOGIN_USERNAME_CEILING)
      return { retryAfterSeconds: waitUntil(failed.newest!) };
    recordHit(bucket, pairKey, now);
    return { failedBefore: failed.n, userHit: recordHit(bucket, userKey, now) };
  });
  if ("retryAfterSeconds" in gate) {
    return {
      ok: false,
      status: 429,
      error: LOGIN_MESSAGES.locked(Math.ceil(gate.retryAfterSeconds / 60)),
      retryAfterSeconds: gate.retryAfterSeconds,
    };
  }
  const user = getUserByUsername(username);
  // An unknown username costs the same time as a wrong password, so timing tells nothing.
  const valid = user
    ? await verifyPassword(password, user.password_hash)
    : await verifyPassword(
        password,
        await (dummyHash ??= hashPassword(randomBytes(12).toString("hex"))),
      ).then(() => false);
  if (!user || !valid) {
    // The failure stays counted. Slow down an address's repeated failures before the hard limit.
    if (gate.failedBefore >= 2)
      await new Promise((r) => setTimeout(r, Math.min(1000, 200 * (gate.failedBefore - 1))));
    return { ok: false, status: 401, error: LOGIN_MESSAGES.invalid };
  }
  clearHits(bucket, pairKey);
  deleteHit(gate.userHit);
  return { ok: true, user };
}

class LoginFailure extends Error {
  constructor(readonly result: Extract<LoginResult, { ok: false }>) {
    super(result.error);
  }
}

// The strategy only sees a Request (remix-auth copies it), so the address travels in a header of a
// request we build ourselves: a client can never set it.
const ADDRESS_HEADER = "x-login-client-address";
const DEVICE_HEADER = "x-login-known-device";

const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const device = request.headers.get(DEVICE_HEADER);
    const result = await attemptLogin(
      { username: form.get("username") ?? "", password: form.get("password") ?? "" },
      request.headers.get(ADDRESS_HEADER) ?? "unknown",
      device ? (JSON.parse(device) as KnownDevice) : null,
    );
    if (!result.ok) throw new LoginFailure(result);
    return result.user;
  }),
  "form",
);

/** Runs the form strategy on a login POST (fields username, password). */
export async function authenticateForm(
  request: Request,
  address = "unknown",
): Promise<LoginResult> {
  // An unreadable or oversized body is thrown as its 400/413 response.
  const body = await readForm(request);
  const device = await knownDeviceOf(request);
  try {
    const own = new Request(request.url, {
      method: "POST",
      headers: {
        [ADDRESS_HEADER]: address,
        ...(device && { [DEVICE_HEADER]: JSON.stringify(device) }),
      },
      body,
    });
    return { ok: true, user: await authenticator.authenticate("form", own) };
  } catch (error) {
    if (error instanceof LoginFailure) return error.result;
    console.error("[auth] login failed with an error:", error);
    return { ok: false, status: 500, error: LOGIN_MESSAGES.error };
  }
}

/** The address for rate limits: Express's req.ip when the server passes it, else one shared key. */
export function clientAddress(context: { clientAddress?: string } | undefined): string {
  return context?.clientAddress || "unknown";
}

/**
 * Records a new server-side session (never the one the request came with) and returns the Set-Cookie
 * value that carries it.
 */
export async function commitAdminSession(
  user: Pick<User, "id" | "session_version">,
  { remember }: { remember: boolean },
): Promise<string> {
  const record = createAdminSessionRecord(
    user.id,
    remember ? SESSION_TIMEOUTS.rememberMaxMs : SESSION_TIMEOUTS.maxMs,
  );
  const session = await sessionStorage.getSession();
  session.set("userId", user.id);
  session.set("version", user.session_version);
  session.set("sid", record.id);
  return sessionStorage.commitSession(session, {
    // Without 'Remember me' the cookie ends with the browser session (and the record in 12 hours).
    maxAge: remember ? REMEMBER_ME_SECONDS : undefined,
  });
}

/** A new session and the redirect that sets it. */
export async function createAdminSession(
  user: User,
  { remember, redirectTo }: { remember: boolean; redirectTo: string },
): Promise<Response> {
  const cookie = await commitAdminSession(user, { remember });
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": cookie } });
}

/**
 * Logout: ends the request's session server-side (a copy of the cookie stops working too) and
 * returns the Set-Cookie header that clears it in the browser.
 */
export async function destroyAdminSession(request: Request): Promise<string> {
  // Another site must not be able to sign the admin out either.
  refuseCrossSiteWrite(request);
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const sid = session.get("sid");
  if (typeof sid === "string") endAdminSession(sid);
  return sessionStorage.destroySession(session);
}

// ---------------------------------------------------------------------------------------------
// Guards

/** The signed-in admin of a request's session cookie, or null (also when the version was bumped). */
export async function getSessionAdmin(request: Request): Promise<User | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return null;
  const session = await sessionStorage.getSession(cookie);
  const userId = session.get("userId");
  const version = session.get("version");
  const sid = session.get("sid");
  if (typeof userId !== "number" || typeof version !== "number" || typeof sid !== "string")
    return null;
  const user = getUserById(userId);
  if (!user || user.session_version !== version) return null;
  if (!touchAdminSession(sid, userId, SESSION_TIMEOUTS.idleMs)) return null;
  return user;
}

/** The login URL that brings the visitor back to `request`'s page afterwards. */
function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return back === "/admin" || back === "/admin/"
    ? "/admin/login"
    : `/admin/login?${new URLSearchParams({ redirectTo: back })}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the browser says a request comes from another site: Sec-Fetch-Site other than same-origin
 * or none, or an Origin that is not this request's. server.js refuses those writes for every route;
 * the admin guards check again so a handler called any other way is covered too.
 */
export function isCrossSiteRequest(request: Request): boolean {
  return provenanceOf(request) === "cross-site";
}

/** The shared test of http/origin.server.ts, with this request's host and SITE_URL. */
function provenanceOf(request: Request) {
  const host = request.headers.get("Host") ?? new URL(request.url).host;
  return requestProvenance(request.headers, host, env.SITE_URL);
}

function refuseCrossSiteWrite(request: Request): void {
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && isCrossSiteRequest(request))
    throw data("Cross-site request refused", { status: 403 });
}

/**
 * For every admin page loader and action: the admin, or a redirect to the login page; a write a
 * browser marks as cross-site is refused (403).
 */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  refuseCrossSiteWrite(request);
  const user = await getSessionAdmin(request);
  if (!user) throw redirect(loginUrl(request));
  return toPublicUser(user);
}

/** The bearer token of the Authorization header (never from the query string). */
function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/** A cookie-authenticated write must come from a page of this site (resource routes get no check). */
function isSameOrigin(request: Request): boolean {
  return provenanceOf(request) === "same-origin";
}

/**
 * For /api: the admin behind a valid bearer token or session cookie, or null. A token that is sent
 * but invalid counts as no admin (the cookie is not tried), so a client learns its token died.
 */
export async function getApiAdmin(request: Request): Promise<User | null> {
  const token = bearerToken(request);
  if (token !== null) return getUserByApiToken(token) ?? null;
  return getSessionAdmin(request);
}

/** For every /api write: the admin, or a thrown JSON 401 (403 for a cookie sent cross-site). */
export async function requireApiAdmin(request: Request): Promise<PublicUser> {
  const token = bearerToken(request);
  if (token !== null) {
    const user = getUserByApiToken(token);
    if (!user) throw jsonError(401, "Invalid or expired token");
    return toPublicUser(user);
  }
  const user = await getSessionAdmin(request);
  if (!user) throw jsonError(401, "Authentication required");
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !isSameOrigin(request)) {
    throw jsonError(403, "Cross-site request refused");
  }
  return toPublicUser(user);
}

// ---------------------------------------------------------------------------------------------
// Forgot password

const RESET_MESSAGES = {
  sent: "Password reset instructions have been sent to your email address.",
  queued:
    "Our mail server is not answering just now, so no email has gone out yet. Your request is kept: " +
    "if the address belongs to an admin, the link is sent as soon as the mail server answers, and " +
    "works for 1 hour from now. You can also ask another admin to reset your password.",
  failed: "Failed to send password reset email",
  limited: "Too many password reset requests. Please wait a while and try again.",
} as const;

/** Reset requests: 5 per 15 minutes per address (answered 429), 3 per hour per email (silently). */
const RESET_LIMIT_ADDRESS = { bucket: "reset-ip", limit: 5, windowMs: 15 * 60 * 1000 };
const RESET_LIMIT_EMAIL = { bucket: "reset-email", limit: 3, windowMs: 60 * 60 * 1000 };

export type ResetRequestResult =
  | { ok: true; message: string }
  | {
      ok: false;
      status: 400 | 429;
      error: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/**
 * 'Forgot password?': the same answer whether or not the email belongs to an admin. When it does,
 * a single-use link valid for 1 hour is mailed (or logged without SMTP_URL). When the mail server
 * does not take the mail, the answer says so (the mail waits in the outbox and is tried again); for
 * an unknown email the mail server is asked whether it answers, so both answers still match.
 */
export async function requestPasswordReset(
  input: { email?: unknown },
  address: string,
): Promise<ResetRequestResult> {
  const parsed = resetRequestInput.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, status: 400, error: Object.values(errors)[0], fieldErrors: errors };
  }
  const ipKey = `ip:${address}`;
  const limit = checkRateLimit(RESET_LIMIT_ADDRESS, [ipKey]);
  if (limit.limited)
    return {
      ok: false,
      status: 429,
      error: RESET_MESSAGES.limited,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  recordHit(RESET_LIMIT_ADDRESS.bucket, ipKey);
  const email = parsed.data.email.toLowerCase();
  const emailKey = `email:${email}`;
  const user = getUserByEmail(email);
  if (user && !checkRateLimit(RESET_LIMIT_EMAIL, [emailKey]).limited) {
    recordHit(RESET_LIMIT_EMAIL.bucket, emailKey);
    const token = createPasswordReset(user.id);
    const link = `${env.SITE_URL.replace(/\/+$/, "")}/admin/reset-password/${token}`;
    const expiresAt = Date.now() + RESET_TOKEN_TTL_MS;
    const outcome = await sendMail(passwordResetMail(user, link, expiresAt));
    return {
      ok: true,
      message: outcome === "queued" ? RESET_MESSAGES.queued : RESET_MESSAGES.sent,
    };
  }
  const answers = await mailServerAnswers();
  return { ok: true, message: answers ? RESET_MESSAGES.sent : RESET_MESSAGES.queued };
}
