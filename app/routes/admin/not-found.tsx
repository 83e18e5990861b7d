import { data } from "react-router";
import { requireAdmin } from "~/server/auth/auth.server";
import type { Route } from "./+types/not-found";

/** /admin/<unknown tab>: 404 inside the shell (the layout's ErrorBoundary renders 'Page not found'). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw data("Not Found", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  throw data("Not Found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
