/**
 * One-time messages that survive a redirect (admin successes show with a ✓, errors with a ✗).
 *
 * How to use it in an admin action (after the database change commits):
 *
 *   import { redirectWithFlash } from "~/server/http/flash.server";
 *   return redirectWithFlash("/admin/brands", { type: "success", message: "Brand added successfully!" });
 *   return redirectWithFlash("/admin/brands", { type: "error", message: "Brand not found" });
 *
 * The admin layout (app/routes/admin/layout.tsx) reads and clears it with `getFlash(request)` and shows
 * it as a dismissible banner above every tab: nothing else to do in your route. A page outside the
 * layout (the login page) calls `getFlash` itself and returns its `headers` so the cookie is cleared.
 * The message lives in its own small signed cookie, so it works signed in or out and with JS off.
 */
import { createCookieSessionStorage } from "react-router";
import { isProduction } from "../env.server";
import { sessionSecret } from "../auth/session-secret.server";

export interface Flash {
  type: "success" | "error";
  message: string;
  /**
   * A button beside the message that takes the change back: a POST of `fields` to `action` (a form,
   * so it works without JavaScript).
   */
  undo?: { action: string; label: string; fields: Record<string, string> };
}

const storage = createCookieSessionStorage<Record<string, never>, { flash: Flash }>({
  cookie: {
    name: isProduction ? "__Host-flash" : "flash",
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    path: "/",
    secrets: [sessionSecret],
  },
});

/** The Set-Cookie value that carries a flash to the next page. */
async function flashCookie(flash: Flash): Promise<string> {
  const session = await storage.getSession();
  session.flash("flash", {
    type: flash.type,
    message: flash.message.slice(0, 500),
    ...(flash.undo ? { undo: flash.undo } : {}),
  });
  return storage.commitSession(session);
}

/** A 303 redirect that shows `flash` on the page it lands on. `headers` adds more (e.g. Set-Cookie). */
export async function redirectWithFlash(
  url: string,
  flash: Flash,
  headers?: HeadersInit,
): Promise<Response> {
  const h = new Headers(headers);
  h.append("Set-Cookie", await flashCookie(flash));
  h.set("Location", url);
  return new Response(null, { status: 303, headers: h });
}

/** Reads the pending flash (if any) and the headers that clear it: return them with your data. */
export async function getFlash(
  request: Request,
): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!cookie) return { flash: null, headers };
  const session = await storage.getSession(cookie);
  const flash = session.get("flash") ?? null;
  if (flash) headers.append("Set-Cookie", await storage.destroySession(session));
  return { flash, headers };
}
