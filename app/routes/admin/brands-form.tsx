import { FileField, FormSection } from "~/components/admin/form-field";
import { ManagerForm, managerFormMeta, useManagerForm } from "~/components/admin/manager";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { brandManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/brands-form";

// One module for /admin/brands/new and /admin/brands/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(brandManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(brandManager, args);
export const meta = managerFormMeta("brands");

export default function BrandForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  return (
    <ManagerForm tab="brands" item={loaderData.item} error={actionData?.error} multipart>
      <FormSection title="Brand">
        {form.inputs("Brand")}
        <FileField label="Logo" preview="image" {...form.file("logo")} />
      </FormSection>
    </ManagerForm>
  );
}
