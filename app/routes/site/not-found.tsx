import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";

export function loader() {
  throw data("Not Found", { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
