import { getJobBySlug } from "~/server/models/jobs.server";
import { jsonError } from "~/server/http/responses.server";
import type { Route } from "./+types/job-by-slug";
import { apiUpdateOrDelete } from "~/server/admin/crud-responses.server";
import { jobManager } from "~/server/admin/managers.server";

// One module for the path shape /api/jobs/:param: GET reads it as a slug ("GET /jobs/{slug}");
// the admin writes (PUT/DELETE /jobs/{id}) read it as an id.

/** GET /api/jobs/{slug}: an active job, else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const job = getJobBySlug(params.param, { activeOnly: true });
  if (!job) return jsonError(404, "Job posting not found");
  return Response.json(job);
}

/** PUT /api/jobs/{id} (fields not sent keep their value) and DELETE /api/jobs/{id} (admin). */
export const action = ({ request, params }: Route.ActionArgs) =>
  apiUpdateOrDelete(jobManager, request, params.param);
