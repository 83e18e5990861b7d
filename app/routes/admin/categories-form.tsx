import { FileField, FormSection } from "~/components/admin/form-field";
import {
  ManagerForm,
  managerFormMeta,
  SlugFields,
  useManagerForm,
} from "~/components/admin/manager";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { categoryManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/categories-form";

// One module for /admin/categories/new and /admin/categories/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(categoryManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(categoryManager, args);
export const meta = managerFormMeta("categories");

export default function CategoryForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  return (
    <ManagerForm tab="categories" item={loaderData.item} error={actionData?.error} multipart>
      <FormSection title="Category">
        <SlugFields form={form} source="display_name" target="name" />
        {form.inputs("Category")}
        <FileField label="Image" preview="image" {...form.file("image")} />
      </FormSection>
    </ManagerForm>
  );
}
