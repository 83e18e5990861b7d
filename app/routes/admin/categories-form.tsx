import { FileField, FormSection, TextAreaField, TextField } from "~/components/admin/form-field";
import { ManagerForm, useAutoSlug, useManagerForm } from "~/components/admin/manager";
import { managerFormAction, managerFormLoader } from "~/server/admin-crud.server";
import { categoryManager } from "~/server/managers.server";
import type { Route } from "./+types/categories-form";

// One module for /admin/categories/new and /admin/categories/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(categoryManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(categoryManager, args);

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Edit" : "Add"} Category | Admin Panel` }];
}

export default function CategoryForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  const slug = useAutoSlug(form.value("name"));
  return (
    <ManagerForm tab="categories" item={loaderData.item} error={actionData?.error} multipart>
      <FormSection title="Category">
        <TextField
          label="Display Name"
          required
          maxLength={100}
          {...form.field("display_name")}
          {...slug.source}
        />
        <TextField
          label="Name"
          required
          maxLength={120}
          hint="The URL form: lowercase letters, digits and hyphens; filled in from the display name."
          {...form.field("name")}
          {...slug.target}
        />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={2000}
          {...form.field("description")}
        />
        <TextField
          label="Icon"
          maxLength={100}
          hint="An icon name or emoji."
          {...form.field("icon")}
        />
        <FileField label="Image" preview="image" {...form.file("image")} />
      </FormSection>
    </ManagerForm>
  );
}
