import { parseWholeNumber } from "./whole-number";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

/**
 * Reads ?page= leniently: anything that is not a whole number from 1 up, in plain digits, means
 * page 1 ("0x10" and "1e3" are not pages 16 and 1000).
 */
export function parsePage(value: string | null | undefined): number {
  const n = parseWholeNumber(value);
  // A page past the last is clamped by the caller: a huge one stays huge, never 1.
  return n !== null && n >= 1 ? Math.min(n, Number.MAX_SAFE_INTEGER) : 1;
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** An out-of-range page shows the last page rather than an empty one. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, perPage));
}

/** 'Showing {from}-{to} of {total}' numbers, 1-based; from is 0 when there is nothing. */
export function pageRange(page: number, perPage: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return { from, to, total };
}

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers to show: a window of up to `size` numbers around the current page. With `ends`,
 * the first and last pages are always shown, with an ellipsis where numbers are skipped (the
 * popular page has a window of 5; search shows numbers within 2 of the current page, i.e. size 5 without ends).
 */
export function pageWindow(
  current: number,
  count: number,
  { size = 5, ends = true }: { size?: number; ends?: boolean } = {},
): PageItem[] {
  if (count <= 1) return [1];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(count, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (ends && start > 1) {
    items.push(1);
    if (start > 2) items.push("ellipsis-start");
  }
  for (let p = start; p <= end; p++) items.push(p);
  if (ends && end < count) {
    if (end < count - 1) items.push("ellipsis-end");
    items.push(count);
  }
  return items;
}

/** A link to another page of the current URL, keeping every other query parameter. */
export function pageHref(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : "?";
}
