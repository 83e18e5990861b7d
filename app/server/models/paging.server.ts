import { clampPage, pageCountOf, type Page } from "~/lib/pagination";

export interface PageRequest {
  page?: number;
  perPage?: number;
}

/**
 * Runs a count and then the page query, clamping the page to the last one that exists so an
 * out-of-range ?page= still shows products.
 */
export function paged<T>(
  req: PageRequest,
  defaults: { perPage: number },
  count: () => number,
  fetch: (limit: number, offset: number) => T[],
): Page<T> {
  const perPage = Math.min(Math.max(1, req.perPage ?? defaults.perPage), 100);
  const total = count();
  const page = clampPage(req.page ?? 1, total, perPage);
  const items = total === 0 ? [] : fetch(perPage, (page - 1) * perPage);
  return { items, total, page, perPage, pageCount: pageCountOf(total, perPage) };
}

/** Escapes LIKE wildcards so a visitor's % or _ matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
