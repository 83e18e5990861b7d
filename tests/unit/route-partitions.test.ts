import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "~/routes";
import {
  buildsByFirstSegment,
  firstSegment,
  handlersByFirstSegment,
} from "../../server/route-partitions";

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

const whole = manifestOf(routeConfig as RouteConfigEntry[]);
const parts = buildsByFirstSegment({ routes: whole } as ServerBuild);
const leaf = (manifest: Manifest, path: string) =>
  matchRoutes(treeOf(manifest), path)?.at(-1)?.route.id;
/** The route a path finds the way the server looks it up: its part, else the whole table. */
const tableFor = handlersByFirstSegment({ routes: whole } as ServerBuild, (build) => build.routes);
const found = (path: string) => leaf(tableFor(path), path);
const pages = Object.keys(whole).filter((id) => whole[id]!.path !== undefined || whole[id]!.index);

describe("the routes split by first segment", () => {
  it("find for every route's path the route the whole table finds", () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const id of pages) {
      const path = examplePath(whole, id);
      expect(found(path), path).toBe(leaf(whole, path));
    }
  });

  it("hold only their own routes, the 404 page and the layouts above them", () => {
    const home = Object.keys(parts.get("")!.routes).sort();
    expect(home).toEqual(
      ["root", "routes/site/home", "routes/site/layout", "routes/site/not-found"].sort(),
    );
    const admin = Object.keys(parts.get("admin")!.routes);
    expect(admin).toContain("routes/admin/layout");
    expect(admin).toContain("admin-product-edit");
    for (const [first, part] of parts) {
      if (first === "admin") continue;
      expect(Object.keys(part.routes).some((id) => id.startsWith("routes/admin/"))).toBe(false);
    }
    expect(parts.size).toBeLessThan(pages.length / 2);
  });

  it("send unknown paths, other cases, data requests and escapes where the whole table would", () => {
    for (const path of [
      "/no-such-page",
      "/labels/x/y",
      "/administrator",
      "/apis",
      "/%6Cabels",
      "/Labels",
      "/ADMIN/products",
      "/API/categories",
      "/api/nothing/here",
      "/admin/nothing/here",
      "/products/x1/y",
    ])
      expect(found(path), path).toBe(leaf(whole, path));
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("/_root.data")).toBe("");
    expect(firstSegment("/labels.data")).toBe("labels");
    expect(firstSegment("/admin/products.data")).toBe("admin");
    expect(firstSegment("/Admin/Products")).toBe("admin");
    expect(firstSegment("/sitemap.xml")).toBe("sitemap.xml");
    expect(parts.has(firstSegment("/%6Cabels"))).toBe(false);
  });
});
