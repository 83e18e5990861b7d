// Two request handlers over one build: one for the admin area and the API, one for everything else.
//
// React Router finds a request's route by trying its routes one after the other in rank order, and
// a route with more segments ranks first: the admin's and the API's 80-odd routes
// ("admin/products/:id/edit", "api/products/slug/:slug") were all tried, and failed, before any
// public page matched, twice a request (about 0.6 ms of a 4 ms page). Public pages are now matched
// among the public routes only; the admin area and the API keep the whole build, so a path sent there
// by mistake would still find its route.
import type { ServerBuild } from "react-router";

/**
 * The admin area and the API, with their data requests ("/admin.data", "/admin/products.data"), in
 * any case, as React Router matches paths ("/Admin" finds the dashboard).
 */
const ADMIN_OR_API = /^\/(?:admin|api)(?:[/.]|$)/i;

/**
 * True for a path the whole build answers. The test is on the path as sent: "/%61dmin" goes to the
 * public routes, which answer it with the site's 404 page.
 */
export function isAdminOrApiPath(pathname: string): boolean {
  return ADMIN_OR_API.test(pathname);
}

/**
 * The build with only the routes a public path can reach: every route whose full path is outside the
 * admin area and the API, and the layouts above them.
 */
export function publicBuild(build: ServerBuild): ServerBuild {
  const { routes } = build;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const kept = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    // A layout without a path is kept when one of the routes below it is.
    if (!route || (route.path === undefined && !route.index)) continue;
    if (isAdminOrApiPath(`/${fullPath(id)}`)) continue;
    for (let at: string | undefined = id; at && !kept.has(at); at = routes[at]?.parentId)
      kept.add(at);
  }
  return {
    ...build,
    routes: Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id))),
  };
}
