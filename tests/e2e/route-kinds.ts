import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/**
 * Every kind of page the app serves, read from the URL table itself (app/routes.ts), so a page added
 * there is checked by the outside checkers without anyone listing it: the checkers fail while a page
 * kind has no sample URL. A page is a route whose module draws one (a .tsx file); resource routes
 * (.ts: /api, files, sitemaps) are not pages. Static paths served by the same module (the category
 * shortcuts, /admin and /admin/dashboard) are one kind; each path with parameters is a kind of its own.
 */

export interface RouteKind {
  /** The path as app/routes.ts writes it, with a leading slash: "/admin/products/:id/edit". */
  pattern: string;
  file: string;
  /** Paths with parameters: what a sample URL's path must match. */
  matcher: RegExp;
  /** Whether the page is behind the admin sign-in (inside the admin shell or beside it). */
  admin: boolean;
  /** Other static paths the same module serves (checked through the first). */
  aliases: string[];
}

function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const own =
      entry.path !== undefined || entry.index ? [{ path: path || "/", file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return "/.+";
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}` : "";
    })
    .join("");
  return new RegExp(`^${source || "/"}$`);
}

const isDynamic = (pattern: string) => /[:*]/.test(pattern);

/** Pages the sign-in does not guard: the sign-in and the password reset reached from a mail. */
const ANONYMOUS_ADMIN = new Set(["/admin/login", "/admin/reset-password/:token"]);

export function pageRouteKinds(): RouteKind[] {
  const staticByFile = new Map<string, RouteKind>();
  const kinds: RouteKind[] = [];
  for (const { path, file } of flatten(routes)) {
    if (!file.endsWith(".tsx")) continue;
    const first = isDynamic(path) ? undefined : staticByFile.get(file);
    if (first) {
      first.aliases.push(path);
      continue;
    }
    const kind: RouteKind = {
      pattern: path,
      file,
      matcher: matcherOf(path),
      admin: path.startsWith("/admin") && !ANONYMOUS_ADMIN.has(path),
      aliases: [],
    };
    if (!isDynamic(path)) staticByFile.set(file, kind);
    kinds.push(kind);
  }
  return kinds;
}

/** The kind a URL's path belongs to: the most specific pattern that matches (static beats dynamic). */
export function kindOf(kinds: RouteKind[], pathname: string): RouteKind | undefined {
  const rank = (k: RouteKind) => (k.pattern.includes("*") ? 2 : isDynamic(k.pattern) ? 1 : 0);
  return kinds
    .filter((k) =>
      isDynamic(k.pattern)
        ? k.matcher.test(pathname)
        : k.pattern === pathname || k.aliases.includes(pathname),
    )
    .sort(
      (a, b) => rank(a) - rank(b) || b.pattern.split("/").length - a.pattern.split("/").length,
    )[0];
}
