/**
 * After a ticket is found by its number and the phone's last four digits, this browser may see it
 * for an hour without the private link: a signed, httpOnly cookie scoped to /track lists the tickets
 * (at most five) and when each permission ends.
 */
import { createCookie } from "react-router";
import { z } from "zod";
import { sessionSecret } from "../auth/session-secret.server";
import { isProduction } from "../env.server";

const ACCESS_MS = 60 * 60_000;
const MAX_TICKETS = 5;

const cookie = createCookie(isProduction ? "__Secure-service_access" : "service_access", {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/track",
  maxAge: ACCESS_MS / 1000,
  secrets: [sessionSecret],
});

const shape = z.array(z.object({ id: z.number().int().positive(), until: z.number() })).max(10);

async function read(request: Request) {
  try {
    const parsed = shape.safeParse(await cookie.parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data.filter((e) => e.until > Date.now()) : [];
  } catch {
    return [];
  }
}

export async function hasTrackAccess(request: Request, ticketId: number): Promise<boolean> {
  return (await read(request)).some((e) => e.id === ticketId);
}

/** The Set-Cookie header that lets this browser see the ticket for the next hour. */
export async function grantTrackAccess(request: Request, ticketId: number): Promise<string> {
  const kept = (await read(request)).filter((e) => e.id !== ticketId).slice(-(MAX_TICKETS - 1));
  return cookie.serialize([...kept, { id: ticketId, until: Date.now() + ACCESS_MS }]);
}
