import { FormSection } from "~/components/admin/form-field";
import { ManagerForm, managerFormMeta, useManagerForm } from "~/components/admin/manager";
import { ServiceNav } from "~/components/admin/service-nav";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { serialManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/service-serials-form";

// One module for /admin/serials/new and /admin/serials/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(serialManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(serialManager, args);
export const meta = managerFormMeta("serials");

export default function SerialForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  return (
    <>
      <ServiceNav />
      <ManagerForm tab="serials" item={loaderData.item} error={actionData?.error}>
        <FormSection title="Serial number">{form.inputs("Serial number")}</FormSection>
      </ManagerForm>
    </>
  );
}
