import { apiCreate } from "~/server/admin/crud-responses.server";
import { getApiAdmin } from "~/server/auth/auth.server";
import { jobManager } from "~/server/admin/managers.server";
import { listJobs } from "~/server/models/jobs.server";
import { jsonError, refuseMethod } from "~/server/http/responses.server";
import { fieldErrors } from "~/server/validation/fields.server";
import { jobListQuery, queryValues } from "~/server/validation/content-query.server";
import { jobEntity } from "~/server/entities/job.server";
import type { Route } from "./+types/jobs";

/**
 * GET /api/jobs?page&limit&experience_level: active jobs, newest first. An admin (bearer token or
 * session) also gets inactive ones.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = jobListQuery.safeParse(queryValues(new URL(request.url)));
  if (!parsed.success) {
    return jsonError(400, "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  const { page, limit, experience_level } = parsed.data;
  const admin = await getApiAdmin(request);
  const status = admin ? undefined : jobEntity.publicStatus;
  const result = listJobs({ status, experience_level, page, perPage: limit });
  // The model shows the last page for a page past the end; an API client paging on expects an empty one.
  const data = result.page === page ? result.items : [];
  return Response.json(
    { data, total: result.total, page, limit, pageCount: result.pageCount },
    admin ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** POST /api/jobs (admin): title, slug, skills, responsibilities, status (active by default)... */
export const action = ({ request }: Route.ActionArgs) =>
  refuseMethod(request, ["GET", "POST"]) ?? apiCreate(jobManager, request);
