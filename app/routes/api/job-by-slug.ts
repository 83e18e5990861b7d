import { getApiAdmin } from "~/server/auth/auth.server";
import { getJobById, getJobBySlug, isPublicJob } from "~/server/models/jobs.server";
import { jsonError, parseId, refuseMethod } from "~/server/http/responses.server";
import type { Route } from "./+types/job-by-slug";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { jobManager } from "~/server/admin/managers.server";

// One module for the path shape /api/jobs/:param: GET reads it as a slug ("GET /jobs/{slug}"), then
// as an id, so the address a write uses reads the same job back; the admin writes (PUT/DELETE
// /jobs/{id}) read it as an id.

const NOT_FOUND = "Job posting not found";

/**
 * GET /api/jobs/{slug or id}: an active job; an inactive one is as unknown as a missing one, except
 * to an admin (bearer token or session) asking by id.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const bySlug = getJobBySlug(params.param, { activeOnly: true });
  if (bySlug) return Response.json(bySlug);
  const id = parseId(params.param);
  const job = id === null ? undefined : getJobById(id);
  if (!job) return jsonError(404, NOT_FOUND);
  if (isPublicJob(job)) return Response.json(job);
  if (!(await getApiAdmin(request))) return jsonError(404, NOT_FOUND);
  return Response.json(job, { headers: { "Cache-Control": "private, no-store" } });
}

/** PUT /api/jobs/{id} (fields not sent keep their value) and DELETE /api/jobs/{id} (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "PUT", "DELETE"]) ??
  apiUpdateOrDelete(jobManager, request, params.param);
