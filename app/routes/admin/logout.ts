import { redirect } from "react-router";
import { destroyAdminSession } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link or a cross-site image can't sign anyone out); GET just goes home. */
export async function action({ request }: Route.ActionArgs) {
  return redirectWithFlash(
    "/admin/login",
    { type: "success", message: "You have been signed out." },
    { "Set-Cookie": await destroyAdminSession(request) },
  );
}

export function loader() {
  return redirect("/admin");
}
