import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
// Rendered by React with a precedence in Layout (not by <Links />): see there.
import appCssUrl from "./app.css?url";
import { useNavCategories, type RootData } from "./components/nav-categories";
import { NotFoundPage } from "./components/not-found-page";
import { SiteLayout } from "./components/site-layout";
import { site } from "./config/site";
import { sortCategories } from "./lib/categories";
import { listCategories } from "./server/models/categories.server";
import { perContentVersion } from "./server/version-memo.server";

// The header dropdown, mobile menu and footer list the categories on every public page: read once
// per content version, not on every request.
const navCategories = perContentVersion(() =>
  sortCategories(listCategories()).map((c) => ({ name: c.name, display_name: c.display_name })),
);

export async function loader() {
  return data({ categories: navCategories() } satisfies RootData);
}

/**
 * One search to the next (a new query, a facet, a page) changes nothing the frame lists: the
 * categories are not asked for again, so such a navigation is the search page's own request alone
 * and a failure of it reaches the search page's error state, not this document's.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const read = !formMethod || formMethod.toUpperCase() === "GET";
  if (read && currentUrl.pathname === "/search" && nextUrl.pathname === "/search") return false;
  return defaultShouldRevalidate;
}

export function meta() {
  return [{ title: site.name }, { name: "description", content: site.tagline }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React puts the stylesheet at the top of <head>, before the module
            preloads of <Scripts />: the browser asks for the render-blocking CSS first. */}
        <link rel="stylesheet" href={appCssUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const categories = useNavCategories();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout categories={categories}>
        <NotFoundPage />
      </SiteLayout>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <SiteLayout categories={categories}>
      <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">
          {status >= 500 ? "Something went wrong" : "This request could not be completed"}
        </h1>
        <p className="mt-4 text-secondary">
          {status >= 500
            ? "We are sorry: the page could not be shown. Please try again in a moment."
            : isRouteErrorResponse(error) && typeof error.data === "string"
              ? error.data
              : "Please check the address and try again."}
        </p>
        <a
          href="/"
          className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white"
        >
          Go to the home page
        </a>
        {detail ? <pre className="mt-8 overflow-auto text-left text-xs">{detail}</pre> : null}
      </main>
    </SiteLayout>
  );
}
