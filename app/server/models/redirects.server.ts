import { redirect } from "react-router";
import { z } from "zod";
import { db, writeTransaction } from "../db.server";
import type { Redirect } from "../db/schema";

/** One leading slash and no scheme, host, space, backslash, query or fragment: a path on this site. */
const SITE_PATH = /^\/(?!\/)[^\s\\?#]*$/;

const sitePath = (example: string) => {
  const message = `Enter a path on this site, like ${example}`;
  return z
    .string({ error: message })
    .min(1, message)
    .max(500, "A path is at most 500 characters")
    .regex(SITE_PATH, message);
};

/**
 * A redirect added by hand on the admin screen: the page's inputs take `required`, `maxLength` and
 * `pattern` from this (formConstraintsOf) and the server's messages are its own.
 */
export const redirectInput = z.object({
  from_path: sitePath("/products/old-name"),
  to_path: sitePath("/products/new-name"),
});

/**
 * Records that `from` now lives at `to` (called inside the save's transaction). Chains collapse: every
 * redirect that led to `from` now leads to `to`, and none starts at `to`, which a live item owns again.
 */
export function recordRedirect(from: string, to: string): void {
  if (from === to) return;
  const s = db.sqlite;
  s.prepare("DELETE FROM redirects WHERE from_path = ?").run(to);
  s.prepare("UPDATE redirects SET to_path = ? WHERE to_path = ?").run(to, from);
  s.prepare(
    `INSERT INTO redirects (from_path, to_path) VALUES (?, ?)
     ON CONFLICT(from_path) DO UPDATE SET to_path = excluded.to_path, created_at = CURRENT_TIMESTAMP`,
  ).run(from, to);
}

/** A live item now answers at `path`: a redirect from it would hide that item, so it goes. */
export function claimPath(path: string): void {
  db.sqlite.prepare("DELETE FROM redirects WHERE from_path = ?").run(path);
}

export function findRedirect(path: string): string | undefined {
  const row = db.sqlite.prepare("SELECT to_path FROM redirects WHERE from_path = ?").get(path) as
    { to_path: string } | undefined;
  return row?.to_path;
}

/**
 * Where a public page would answer "not found": a moved item's old address answers 301 to its new
 * one instead (the query string is kept).
 */
export function redirectIfMoved(request: Request): void {
  const url = new URL(request.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    return;
  }
  // The address as typed is looked up again only when decoding changed it.
  const to = findRedirect(path) ?? (path === url.pathname ? undefined : findRedirect(url.pathname));
  if (to) throw redirect(encodeURI(to) + url.search, 301);
}

export function listRedirects(): Redirect[] {
  return db.sqlite
    .prepare("SELECT * FROM redirects ORDER BY created_at DESC, id DESC")
    .all() as Redirect[];
}

export type AddRedirectResult =
  { ok: true } | { ok: false; field: "from_path" | "to_path"; error: string };

type RedirectProblem = Extract<AddRedirectResult, { ok: false }>;

/** What is wrong with a redirect as typed, before anything is looked up or written; null if nothing. */
export function redirectProblem(from: string, to: string): RedirectProblem | null {
  const parsed = redirectInput.safeParse({ from_path: from, to_path: to });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      field: issue.path[0] === "to_path" ? "to_path" : "from_path",
      error: issue.message,
    };
  }
  if (from === to)
    return { ok: false, field: "to_path", error: "The new path must differ from the old one" };
  return null;
}

/** A redirect added by hand on the admin screen. */
export function addRedirect(from: string, to: string): AddRedirectResult {
  const problem = redirectProblem(from, to);
  if (problem) return problem;
  return writeTransaction(() => {
    if (findRedirect(from))
      return {
        ok: false,
        field: "from_path",
        error: "A redirect from this path exists already",
      } as const;
    // Pointing at a path that itself redirects goes straight to the end of that chain.
    const end = findRedirect(to) ?? to;
    if (end === from)
      return {
        ok: false,
        field: "to_path",
        error: "This would send the path back to itself",
      } as const;
    recordRedirect(from, end);
    return { ok: true } as const;
  });
}

export function deleteRedirect(id: number): boolean {
  return db.sqlite.prepare("DELETE FROM redirects WHERE id = ?").run(id).changes > 0;
}
