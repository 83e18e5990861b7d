// The build's routes split by the first segment of their path, one request handler for each part.
//
// React Router finds a request's route by trying its routes one after the other in rank order (more
// segments first, the home page last), twice a request: with every route in one table, a public page
// failed against the admin's and the API's 80-odd routes first, and the home page against all 125
// (12-14 % of a page's CPU). A path is now matched only among the routes that start with its first
// segment ("labels", "products", "admin"), and those that could start with anything (the 404 page's
// "*"). A first segment no route starts with goes to the whole table, so every path still finds what
// it found before.
import type { ServerBuild } from "react-router";

/**
 * A path's first segment as the parts are keyed: lower case (React Router matches paths in any case),
 * a data request's ".data" left off ("/labels.data", "/_root.data" for the home page), "" for "/". It
 * is read as sent: "/%6Cabels" finds no part and goes to the whole table, which decodes it.
 */
export function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  const segment = (end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
  if (segment === "_root.data") return "";
  return segment.endsWith(".data") ? segment.slice(0, -".data".length) : segment;
}

/**
 * For each first segment a route's path starts with, the build holding those routes, the routes whose
 * path may start with anything (a parameter, an optional segment, a splat) and the layouts above them.
 */
export function buildsByFirstSegment(build: ServerBuild): Map<string, ServerBuild> {
  const { routes } = build;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const leaves = new Map<string, string[]>();
  const anywhere: string[] = [];
  for (const [id, route] of Object.entries(routes)) {
    // A layout without a path goes along with the routes below it.
    if (!route || (route.path === undefined && !route.index)) continue;
    const first = fullPath(id).split("/")[0].toLowerCase();
    if (/^[:*]|\?$/.test(first)) anywhere.push(id);
    else if (leaves.has(first)) leaves.get(first)!.push(id);
    else leaves.set(first, [id]);
  }
  const parts = new Map<string, ServerBuild>();
  for (const [first, ids] of leaves) {
    const kept = new Set<string>();
    for (const id of [...ids, ...anywhere])
      for (let at: string | undefined = id; at && !kept.has(at); at = routes[at]?.parentId)
        kept.add(at);
    parts.set(first, {
      ...build,
      routes: Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id))),
    });
  }
  return parts;
}

/**
 * A handler made by `make` for each part and one for the whole table, and the lookup of a path's
 * handler (the whole table's for a first segment no route starts with). With `split` false (the
 * speed layer off: SPEED_LAYER=0) every path gets the whole table's handler, React Router's own way.
 */
export function handlersByFirstSegment<Handler>(
  build: ServerBuild,
  make: (build: ServerBuild) => Handler,
  split = true,
): (pathname: string) => Handler {
  const whole = make(build);
  if (!split) return () => whole;
  const parts = new Map(
    [...buildsByFirstSegment(build)].map(([first, part]) => [first, make(part)]),
  );
  return (pathname) => parts.get(firstSegment(pathname)) ?? whole;
}
