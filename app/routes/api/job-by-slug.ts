import { getJobBySlug } from "~/server/models/jobs.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/job-by-slug";

// One module for the path shape /api/jobs/:param: GET reads it as a slug (SPEC 7 "GET /jobs/{slug}");
// the admin writes (PUT/DELETE /jobs/{id}) read it as an id.

/** GET /api/jobs/{slug}: an active job, else 404. */
export function loader({ params }: Route.LoaderArgs) {
  const job = getJobBySlug(params.param, { activeOnly: true });
  if (!job) return jsonError(404, "Job posting not found");
  return Response.json(job);
}
