import { FormSection } from "~/components/admin/form-field";
import {
  ManagerForm,
  managerFormMeta,
  SlugFields,
  useManagerForm,
} from "~/components/admin/manager";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { jobManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/jobs-form";

// One module for /admin/jobs/new and /admin/jobs/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(jobManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(jobManager, args);
export const meta = managerFormMeta("jobs");

export default function JobForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  return (
    <ManagerForm
      tab="jobs"
      item={loaderData.item}
      error={actionData?.error}
      description="New postings are active (shown on /careers) unless you choose otherwise."
    >
      <FormSection title="Job Posting">
        <SlugFields form={form} source="title" target="slug" />
        {form.inputs("Job Posting")}
      </FormSection>
    </ManagerForm>
  );
}
