import { jsonError, methodNotAllowed, refuseMethod } from "~/server/http/responses.server";
import { revokeApiToken } from "~/server/models/api-tokens.server";
import type { Route } from "./+types/auth-logout";

const ALLOW = ["POST"] as const;

/** POST /api/auth/logout with the bearer token: the token stops working at once. */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseMethod(request, ALLOW);
  if (refused) return refused;
  const match = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match || !revokeApiToken(match[1])) return jsonError(401, "Invalid or expired token");
  return Response.json(
    { success: true, message: "Logged out" },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const loader = () => methodNotAllowed(ALLOW);
