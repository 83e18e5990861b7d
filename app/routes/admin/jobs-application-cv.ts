import path from "node:path";
import { requireAdmin } from "~/server/auth/auth.server";
import { privateDownload, privatePath } from "~/server/files/private-files.server";
import { parseId } from "~/server/http/responses.server";
import { getJobApplication } from "~/server/models/job-applications.server";
import type { Route } from "./+types/jobs-application-cv";

/**
 * GET /admin/jobs/applications/{id}/cv: an applicant's CV, for signed-in staff only, as an
 * attachment under the name it was sent with.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const application = id === null ? undefined : getJobApplication(id);
  return privateDownload(
    request,
    privatePath(".job-cv", application?.cv_file),
    application
      ? application.cv_name || `cv-${application.id}${path.extname(application.cv_file)}`
      : "cv",
    "CV",
  );
}
