import { PageHeader } from "~/components/admin/admin-shell";
import { ConfirmStep } from "~/components/admin/confirm";
import { MANAGER_MESSAGES } from "~/lib/manager-messages";
import { managerDeleteAction, managerDeleteLoader } from "~/server/admin/crud-responses.server";
import { managerOfUrl } from "~/server/admin/managers.server";
import type { Route } from "./+types/manager-delete";

// /admin/{categories,brands,drivers,blogs,jobs,inquiries}/:id/delete, one route id each in routes.ts.
// GET: the confirmation step without JavaScript. POST: the delete (the list's confirm() posts here).
export const loader = (args: Route.LoaderArgs) =>
  managerDeleteLoader(managerOfUrl(args.request.url), args);
export const action = (args: Route.ActionArgs) =>
  managerDeleteAction(managerOfUrl(args.request.url), args);

export function meta({ loaderData }: Route.MetaArgs) {
  const noun = loaderData ? MANAGER_MESSAGES[loaderData.key].noun : "Item";
  return [{ title: `Delete ${noun} | Admin Panel` }];
}

export default function DeleteStep({ loaderData }: Route.ComponentProps) {
  const { key, label } = loaderData;
  const texts = MANAGER_MESSAGES[key];
  return (
    <>
      <PageHeader title={`Delete ${texts.noun}`} />
      <ConfirmStep
        title={`Delete ${texts.noun.toLowerCase()}`}
        message={texts.confirm}
        detail={label}
        cancelTo={`/admin/${key}`}
      />
    </>
  );
}
