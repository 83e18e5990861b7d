import { attemptLogin, clientAddress } from "~/server/auth/auth.server";
import { jsonError, methodNotAllowed, refuseMethod } from "~/server/http/responses.server";
import { readJsonBody } from "~/server/http/body.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { toPublicUser } from "~/server/models/users.server";
import type { Route } from "./+types/auth-login";

const ALLOW = ["POST"] as const;

/** POST /api/auth/login {username, password} → {token, user}; the token expires in 7 days. */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMethod(request, ALLOW);
  if (refused) return refused;
  // Counted while it arrives and capped at the text limit: a sign-in body is a few bytes.
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.body;
  const input = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const result = await attemptLogin(
    { username: input.username, password: input.password },
    clientAddress(context),
  );
  if (!result.ok) {
    const res = jsonError(
      result.status,
      result.error,
      result.fieldErrors ? { fields: result.fieldErrors } : undefined,
    );
    if (result.retryAfterSeconds) res.headers.set("Retry-After", String(result.retryAfterSeconds));
    return res;
  }
  const { token, expiresAt } = createApiToken(result.user.id);
  return Response.json(
    { token, expires_at: expiresAt, user: toPublicUser(result.user) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const loader = () => methodNotAllowed(ALLOW);
