import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  redirectIfMoved(request);
  throw data("Not Found", { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
