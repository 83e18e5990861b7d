import { Link } from "react-router";

export function NotFoundPage({
  title = "Page Not Found",
  message = "The page you're looking for doesn't exist or has been moved.",
  backTo = "/",
  backLabel = "Back to Home",
}: {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-secondary">{message}</p>
      <Link
        to={backTo}
        className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        {backLabel}
      </Link>
    </main>
  );
}
