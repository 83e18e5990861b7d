import { FileField, FormSection, TextAreaField, TextField } from "~/components/admin/form-field";
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
        <TextField label="Name" {...form.field("name")} />
        <TextField label="Display Name" {...form.field("display_name")} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A full address starting with http:// or https://"
          wide
          {...form.field("website")}
        />
        <TextAreaField label="Description" rows={4} {...form.field("description")} />
        <FileField label="Logo" preview="image" {...form.file("logo")} />
      </FormSection>
    </ManagerForm>
  );
}
