import { clientAddress, requestPasswordReset } from "~/server/auth/auth.server";
import { jsonError, methodNotAllowed, refuseMethod } from "~/server/http/responses.server";
import { readJsonBody } from "~/server/http/body.server";
import type { Route } from "./+types/auth-forgot-password";

const ALLOW = ["POST"] as const;

/**
 * POST /api/auth/forgot-password {email}: always the same answer for a well-formed email, whether
 * or not it belongs to an admin, so it does not reveal which emails are accounts (the modal alerts the message).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMethod(request, ALLOW);
  if (refused) return refused;
  // Counted while it arrives and capped at the text limit: a sign-in body is a few bytes.
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.body;
  const email =
    body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
  const result = await requestPasswordReset({ email: email ?? "" }, clientAddress(context));
  if (!result.ok) {
    const res = jsonError(result.status, result.error);
    if (result.retryAfterSeconds) res.headers.set("Retry-After", String(result.retryAfterSeconds));
    return res;
  }
  return Response.json(
    { success: true, message: result.message },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const loader = () => methodNotAllowed(ALLOW);
