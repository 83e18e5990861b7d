import { FileField, FormSection } from "~/components/admin/form-field";
import { ManagerForm, managerFormMeta, useManagerForm } from "~/components/admin/manager";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { driverManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/drivers-form";

// One module for /admin/drivers/new and /admin/drivers/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(driverManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(driverManager, args);
export const meta = managerFormMeta("drivers");

export default function DriverForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  return (
    <ManagerForm tab="drivers" item={loaderData.item} error={actionData?.error} multipart>
      <FormSection title="Driver">
        {form.inputs("Driver")}
        <FileField label="Driver File" required={!form.editing} {...form.file("file")} />
      </FormSection>
    </ManagerForm>
  );
}
