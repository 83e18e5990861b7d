import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "~/routes";
import { isAdminOrApiPath, publicBuild } from "../../server/route-areas";

type Manifest = ServerBuild["routes"];

/** The route manifest a build makes of app/routes.ts (ids as React Router gives them). */
function manifestOf(entries: RouteConfigEntry[]): Manifest {
  const manifest: Manifest = {
    root: { id: "root", path: "", module: {} as never },
  };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: {} as never };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest;
}

/** The manifest as a tree for matchRoutes. */
function treeOf(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true }
        : { id: route!.id, path: route!.path, children: treeOf(manifest, route!.id) },
    );
}

/** One concrete path for a route's full pattern: each parameter and splat filled in. */
function examplePath(manifest: Manifest, id: string): string {
  const parts: string[] = [];
  for (let at: string | undefined = id; at; at = manifest[at]?.parentId)
    if (manifest[at]?.path) parts.unshift(manifest[at]!.path!);
  return `/${parts
    .join("/")
    .replace(/:[\w-]+\?/g, "")
    .replace(/:[\w-]+/g, "x1")
    .replace(/\*$/, "some/thing")
    .replace(/\/+$/, "")}`;
}

const full = manifestOf(routeConfig as RouteConfigEntry[]);
const visitors = publicBuild({ routes: full } as ServerBuild).routes;
const leaf = (manifest: Manifest, path: string) =>
  matchRoutes(treeOf(manifest), path)?.at(-1)?.route.id;

describe("the public routes", () => {
  it("hold every page and file a visitor can open, and none of the admin area or the API", () => {
    const kept = new Set(Object.keys(visitors));
    expect(kept.size).toBeGreaterThan(30);
    for (const id of Object.keys(full)) {
      const route = full[id]!;
      if (route.path === undefined && !route.index && id !== "root") continue;
      const path = examplePath(full, id);
      expect(kept.has(id), `${id} (${path})`).toBe(!isAdminOrApiPath(path));
    }
    for (const id of ["routes/site/layout", "routes/site/home", "routes/site/search"])
      expect(kept.has(id)).toBe(true);
    expect(kept.has("routes/admin/layout")).toBe(false);
  });

  it("find the same route as the whole table for every public path, and the whole table answers the rest", () => {
    for (const id of Object.keys(full)) {
      const route = full[id]!;
      if (route.path === undefined && !route.index) continue;
      const path = examplePath(full, id);
      const expected = leaf(full, path);
      if (isAdminOrApiPath(path)) expect(leaf(visitors, path)).not.toBe(expected);
      else expect(leaf(visitors, path), path).toBe(expected);
    }
    // Unknown paths: the site's 404 page either way.
    for (const path of ["/no-such-page", "/administrator", "/apis", "/%61dmin"])
      expect(leaf(visitors, path), path).toBe("routes/site/not-found");
  });

  it("send the admin area, the API and their data requests to the whole table", () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/products",
      "/admin/products.data",
      "/api/products",
      "/api",
      "/Admin/Products",
      "/API/products",
    ])
      expect(isAdminOrApiPath(path), path).toBe(true);
    for (const path of [
      "/",
      "/administrator",
      "/apis",
      "/search",
      "/products/admin",
      "/_root.data",
    ])
      expect(isAdminOrApiPath(path), path).toBe(false);
  });
});
