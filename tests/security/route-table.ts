// The URL table of app/routes.ts, flattened, so the guard tests cover every route added later
// without anyone listing it again.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

export interface RouteEntry {
  /** The path pattern, e.g. "admin/products/:id/edit". */
  path: string;
  /** The module file, relative to app/. */
  file: string;
  /** A concrete URL path for the pattern (params filled in). */
  url: string;
  params: Record<string, string>;
  /** Whether the route sits inside the admin layout (its loader guards the children too). */
  inAdminLayout: boolean;
}

/** Fills a pattern's params: ids with `id`, other segments with a harmless word. */
function concrete(path: string, id: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const parts = path.split("/").map((segment) => {
    if (segment === "*") {
      params["*"] = "anything";
      return "anything";
    }
    const m = segment.match(/^:(\w+)(\?)?$/);
    if (!m) return segment;
    const value = m[1] === "id" ? id : m[1] === "type" ? "products" : "anything";
    params[m[1]] = value;
    return value;
  });
  return { url: `/${parts.join("/")}`.replace(/\/+$/, "") || "/", params };
}

function walk(
  entries: RouteConfigEntry[],
  parentPath: string,
  inAdminLayout: boolean,
  id: string,
  out: RouteEntry[],
) {
  for (const entry of entries) {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const adminLayout = inAdminLayout || entry.file === "routes/admin/layout.tsx";
    if (entry.children?.length) walk(entry.children, path, adminLayout, id, out);
    if (entry.children?.length && entry.path === undefined) continue;
    out.push({ path, file: entry.file, inAdminLayout: inAdminLayout, ...concrete(path, id) });
  }
}

/** Every route of app/routes.ts with a concrete URL (`id` fills :id params). */
export function routeTable(id = "1"): RouteEntry[] {
  const out: RouteEntry[] = [];
  walk(routes as RouteConfigEntry[], "", false, id, out);
  return out;
}

// Route modules are loaded by their file name, as React Router does.
const modules = import.meta.glob("/app/routes/**/*.{ts,tsx}");

export interface RouteModule {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
}

export async function loadRouteModule(file: string): Promise<RouteModule> {
  const load = modules[`/app/${file}`];
  if (!load) throw new Error(`app/${file} is in app/routes.ts but was not found`);
  return (await load()) as RouteModule;
}
