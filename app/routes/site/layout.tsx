import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { NavigationProgress } from "~/components/navigation-progress";
import { NotFoundPage } from "~/components/not-found-page";
import { SiteLayout } from "~/components/site-layout";
import { useNavCategories } from "~/components/nav-categories";

export default function PublicLayout() {
  return (
    <SiteLayout categories={useNavCategories()}>
      <NavigationProgress />
      <Outlet />
    </SiteLayout>
  );
}

/** A page's own boundary keeps the header and footer: a 404 or an error still looks like the site. */
export function ErrorBoundary() {
  const error = useRouteError();
  const categories = useNavCategories();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout categories={categories}>
        <NotFoundPage />
      </SiteLayout>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteLayout categories={categories}>
      <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-secondary">
          We are sorry: the page could not be shown. Please try again in a moment.
        </p>
      </main>
    </SiteLayout>
  );
}
