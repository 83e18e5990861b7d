import { getApiAdmin } from "~/server/auth/auth.server";
import { jsonError, methodNotAllowed } from "~/server/http/responses.server";
import { toPublicUser } from "~/server/models/users.server";
import type { Route } from "./+types/auth-verify";

/** GET /api/auth/verify with the bearer token (or the admin session cookie): {valid, user} or 401. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getApiAdmin(request);
  if (!user) return jsonError(401, "Invalid or expired token");
  return Response.json(
    { valid: true, user: toPublicUser(user) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Nothing to write here. */
export const action = () => methodNotAllowed(["GET"]);
