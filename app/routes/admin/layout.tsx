import {
  data,
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/server/auth/auth.server";
import { getFlash } from "~/server/http/flash.server";
import type { Route } from "./+types/layout";

// Every admin tab renders inside this shell. The loader guards the shell; child loaders and actions
// still call requireAdmin themselves, because an action runs without this loader.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { flash, headers } = await getFlash(request);
  headers.set("Cache-Control", "no-store");
  return data({ user, flash }, { headers });
}

export function headers() {
  // Admin pages hold private data: never cached, never framed, never indexed.
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta() {
  return [{ title: "Admin Panel" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} flash={loaderData.flash}>
      <Outlet />
    </AdminShell>
  );
}

type LayoutData = Awaited<ReturnType<typeof loader>>["data"];

/** Errors of a tab keep the shell: an unknown tab is 'Page not found' with status 404. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<LayoutData>("routes/admin/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const body = notFound ? (
    <div className="py-16 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-secondary">
        {typeof error.data === "string" && error.data !== "Not Found"
          ? error.data
          : "This admin page does not exist."}
      </p>
    </div>
  ) : (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-secondary">The page could not be shown. Please try again.</p>
    </div>
  );
  if (!layout) return <main className="mx-auto max-w-xl p-8">{body}</main>;
  return <AdminShell user={layout.user}>{body}</AdminShell>;
}
